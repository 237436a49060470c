"""Recompute the ``roofline`` section of stored run folders from their own report (the profile's kernel records,
the forward's counted work, the peaks), without torch or a GPU, e.g. after the work estimate changed.

    python scripts/rederive_roofline.py RUN_DIR [RUN_DIR ...]            # rewrite each report.json
    python scripts/rederive_roofline.py --dry-run RUN_DIR ...            # print the figures only
    python scripts/rederive_roofline.py --tf32-tflops 408.4 RUN_DIR ...  # the TF32 matmul rate, measured apart

A kernel record keeps the shapes of its launching op as text (not the op's stride and padding), so what can be
estimated again from it is: the gathers (an embedding lookup reads the rows it picks, fused or not) from the
shapes; a convolution from the forward's exact FLOPs of its module (``work.flops_by_module``, the
``FlopCounterMode`` count; a compiled convolution through the eager one of the same shapes). The records' work
and the profile's ``kernel_table`` are updated with it; the rest of the report is left as it is.

A report of an fp32 GPU run from before the TF32 rate was measured gets ``--tf32-tflops`` (a matmul as TF32 on
the same GPU model: ``measure_peaks`` prints it), with a note saying when it was measured.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from analyzers.analyses.hardware.roofline import roofline_from  # noqa: E402
from analyzers.analyses.hardware.work_estimate import (  # noqa: E402
    CONV_OPS,
    DTYPE_BYTES,
    args_from_shapes,
    bare_op,
    estimate_work,
    kernel_role,
    runs_tf32,
)
from analyzers.analyses.profile.kernel_records import kernel_table  # noqa: E402
from analyzers.report.store import atomic_write_text  # noqa: E402

GATHERS = ("embedding", "gather", "index", "take")
TF32_NOTE = ("the TF32 matmul rate ({tflops:g} TFLOP/s) was measured on an {device} apart from this run, when its "
             "roofline was derived again (the run measured only the fp32 rate)")


def _numel(d: list[int]) -> int:
    n = 1
    for x in d:
        n *= x
    return n


def _gathers(rec: dict) -> bool:
    op = bare_op(str(rec.get("op") or ""))
    return any(g in op for g in GATHERS)


def regather(rec: dict) -> bool:
    """Estimate a gathering record's work again from its shapes (an eager gather, or a fused Inductor kernel that
    gathers); True when it changed."""
    if rec.get("work_source") != "elements" or not _gathers(rec):
        return False
    args = args_from_shapes(rec.get("shapes"))
    if args is None:
        return False
    inductor = rec.get("op") == rec.get("name")
    work = estimate_work(rec.get("op"), args, inductor=inductor, fused_ops=len(rec.get("fused_ops") or []) or 1)
    if work["source"] == "none" or (work["flops"], work["bytes"]) == (rec.get("flops"), rec.get("bytes")):
        return False
    rec["flops"], rec["bytes"], rec["work_source"] = work["flops"], work["bytes"], work["source"]
    return True


def _conv_key(rec: dict) -> tuple | None:
    """The input and weight shapes of a convolution record (what identifies it across eager and compiled)."""
    args = args_from_shapes(rec.get("shapes"))
    if args is None or len(args["Input Dims"]) < 2:
        return None
    x, w = args["Input Dims"][:2]
    if len(x) < 3 or len(w) != len(x):
        return None
    return tuple(x), tuple(w), args["Input type"][0]


def _conv_work(key: tuple, flops: int) -> tuple[int, int] | None:
    """FLOPs and bytes of a convolution with input ``x``, weight ``w`` doing ``flops``: its output's size from its
    FLOPs (2 · N · O · output pixels · C/groups · kernel), None where they do not divide."""
    x, w, dtype = key
    per_pixel = 2 * x[0] * w[0] * _numel(list(w[1:]))
    if not per_pixel or flops % per_pixel:
        return None
    size = DTYPE_BYTES.get(dtype, 4)
    return flops, (_numel(list(x)) + _numel(list(w)) + x[0] * w[0] * (flops // per_pixel)) * size


def exact_convs(profile: dict, work: dict) -> int:
    """Set each convolution record's work from its module's exact FLOPs (eager records name their module; a compiled
    one takes the eager one's of the same shapes where all of those agree). Returns the records changed."""
    by_module = {str(r.get("module")): int(r.get("flops") or 0) for r in work.get("flops_by_module") or []
                 if isinstance(r, dict)}
    eager = [k for k in (profile.get("eager") or {}).get("kernels") or [] if k.get("work_source") == "conv"]
    mains: dict[str, list[dict]] = {}
    for k in eager:
        if kernel_role(str(k["name"])) is None and k.get("nn_module"):
            mains.setdefault(str(k["nn_module"]), []).append(k)
    by_key: dict[tuple, set] = {}
    changed = 0
    for module, recs in mains.items():
        key = _conv_key(recs[0])
        if len(recs) != 1 or key is None or module not in by_module:
            continue  # a module called more than once (or unknown): its count is not this launch's
        got = _conv_work(key, by_module[module])
        if got is None:
            continue
        by_key.setdefault(key, set()).add(got)
        for k in eager:  # the op's other kernels (layout transposes) carry the op's work too
            if k.get("nn_module") == module and _conv_key(k) == key and (k["flops"], k["bytes"]) != got:
                k["flops"], k["bytes"] = got
                changed += 1
    for k in (profile.get("compiled") or {}).get("kernels") or []:
        if k.get("work_source") != "conv":
            continue
        found = by_key.get(_conv_key(k)) or set()
        if len(found) == 1 and (k["flops"], k["bytes"]) != next(iter(found)):
            k["flops"], k["bytes"] = next(iter(found))
            changed += 1
    return changed


def uses_tf32(profile: dict, work: dict) -> bool:
    """Whether the forward has convolutions (cuDNN takes fp32 as TF32) or a kernel whose name says it runs as TF32:
    only then does the TF32 rate matter."""
    if any(bare_op(str(op)).split(".")[0] in CONV_OPS and v for op, v in (work.get("flops_by_op") or {}).items()):
        return True
    return any(runs_tf32(str(k.get("name"))) for label in ("eager", "compiled")
               for k in (profile.get(label) or {}).get("kernels") or [] if isinstance(k, dict))


def rederive(report: dict, tf32_tflops: float | None = None) -> tuple[dict, dict]:
    """The report's roofline section derived again, and what changed on the way (records re-estimated)."""
    old = report.get("roofline") or {}
    profile = report.get("profile") or {}
    work = old.get("work") or {}
    changed = {"gathers": 0, "convs": 0}
    for label in ("eager", "compiled"):
        mode = profile.get(label) or {}
        recs = [k for k in mode.get("kernels") or [] if isinstance(k, dict)]
        changed["gathers"] += sum(regather(k) for k in recs)
    changed["convs"] = exact_convs(profile, work)
    if changed["gathers"] or changed["convs"]:
        for label in ("eager", "compiled"):
            mode = profile.get(label) or {}
            if mode.get("kernels"):
                mode["kernel_table"] = kernel_table(mode["kernels"])
    peaks = dict(old.get("peaks") or {})
    cuda = any((profile.get(lb) or {}).get("device") == "cuda" for lb in ("eager", "compiled"))
    notes = [n for n in old.get("notes") or [] if "CUDA graphs carry no shapes" not in str(n)
             and "TF32" not in str(n)]
    if tf32_tflops and cuda and peaks.get("dtype") == "fp32" and not peaks.get("matmul_tflops_tf32") and uses_tf32(
            profile, work):
        peaks["matmul_tflops_tf32"] = tf32_tflops
        peaks["tf32_measured_apart"] = True
        notes.append(TF32_NOTE.format(tflops=tf32_tflops, device=peaks.get("device_name") or "the same GPU"))
    measured = {k: v for k, v in (old.get("measured_ms") or {}).items() if not str(k).endswith("_profiled")}
    new = roofline_from(profile, work, peaks, measured, tf32=old.get("tf32"))
    new["notes"] = notes + new["notes"]
    for key in old:  # what the stage adds besides (measured_what)
        new.setdefault(key, old[key])
    return new, changed


def _line(d: str, rf: dict, changed: dict) -> str:
    over = {lb: sum(1 for p in pts if p.get("exceeds_peak")) for lb, pts in (rf.get("kernels") or {}).items()}
    return (f"{d}: floor {rf.get('floor_ms')} ms ({rf.get('bound')}), floor shares {rf.get('floor_share')}, "
            f"attributed FLOPs {rf.get('attributed_flops')}, kernels above peak {over}; re-estimated {changed}")


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("runs", nargs="+")
    ap.add_argument("--dry-run", action="store_true", help="print the figures, write nothing")
    ap.add_argument("--tf32-tflops", type=float, help="the TF32 matmul rate of the runs' GPU, measured apart")
    args = ap.parse_args(argv)
    for d in args.runs:
        path = Path(d) / "report.json"
        report = json.loads(path.read_text())
        if not (report.get("roofline") or {}).get("available"):
            print(f"{d}: no roofline to derive again")
            continue
        rf, changed = rederive(report, args.tf32_tflops)
        print(_line(d, rf, changed))
        if not args.dry_run:
            report["roofline"] = rf
            atomic_write_text(path, json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
