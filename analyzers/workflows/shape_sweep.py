"""Dynamic-shape sweeps: call one compiled model with a list of shapes under dynamic false / true / auto.

``python -m analyzers shape-sweep --model M --shapes 128,64,256 [--batch-sizes 1,4] --dynamic false,true,auto``

The parent (stdlib only, no torch) writes the record ``<runs>/shape_sweeps/<id>.json`` (atomic writes,
rewritten after every setting, same conventions as :mod:`analyzers.workflows.sweep`) and runs each dynamic
setting in its own worker process (``python -m analyzers shape-sweep-worker``) with a timeout and its
own fresh Inductor cache folder (``<runs>/shape_sweeps/<id>/<setting>/cache``): a crash or a timeout
marks that setting failed with the reason, the other settings still run. The worker rewrites its
result file after every call, so a setting killed half-way keeps the calls it finished.

The worker builds the model once (``analyzers.models.sources.load_model`` with the first batch size and the
first sequence length), compiles it with ``torch.compile(model, dynamic=...)`` and calls it with every
shape in order: for each batch size, each sequence length. Per call it records:

* whether it recompiled (a guard of the cached graph(s) failed and Dynamo compiled, or tried to
  compile and hit the recompile limit, for this shape): the Dynamo compile ids found in a structured
  trace captured around that call (``capture_trace`` into ``<setting>/trace/call-<i>``, parsed by
  ``collect_compile_trace``), cross-checked with ``torch._dynamo.utils.counters['stats']['unique_graphs']``;
* the guard that failed (the trace's ``recompile_reasons``, e.g. ``tensor 'x' size mismatch at index
  1. expected 128, actual 64``) and the user's frame whose guard failed (``file:line (function)``);
* whether it failed: with ``--recompile-limit N`` Dynamo's ``recompile_limit`` (``cache_size_limit`` on
  older torch) is set to N and ``fail_on_recompile_limit_hit`` on, so a shape past the limit raises
  instead of silently running eager: the call is marked failed with that error, later calls go on;
* latency: the first call's wall time (includes any compile), then ``--repeats`` timed calls, median,
  each after a device synchronize.

Inputs for each shape (the choice, documented): the example inputs of the first shape are resized,
not rebuilt. Every tensor argument whose dim 0 equals the first batch size is tiled / sliced along
dim 0 to the new batch size, and every one whose dim 1 equals the first sequence length is tiled /
sliced along dim 1 to the new length. Tiling keeps token ids and attention masks valid, works the
same for zoo text models, demos (``x`` of shape (batch, seq, hidden)), recipes and checkpoints, and
does not rebuild the model. Inputs without such dims (pixel_values' channel dim) keep their size.

Expect one recompile even under ``dynamic=true`` when a size-1 dim later grows (batch 1 -> 2): Dynamo
specializes sizes 0 and 1, so the first graph guards ``size == 1``.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import subprocess
import sys
import threading
import time
from pathlib import Path

from ..report.schema import DTYPES, DYNAMIC, GRAD_MODES, MODES, slug
from ..report.store import RecordFolder, RunStore, atomic_write_text
from ..runs.admission import admit_all, source_from_args
from ..runs.child_process import kill_group
from ..runs.executor import executor_name
from ..runs.queue import machine_info
from .shape_sweep_spec import ShapeSweepRefused, ShapeSweepSpec, totals_of

SHAPE_SWEEP_DIR = "shape_sweeps"
PACKAGE_ROOT = Path(__file__).resolve().parents[2]


# -- the record --------------------------------------------------------------------------------------
def _records(store: RunStore) -> RecordFolder:
    return RecordFolder(store, SHAPE_SWEEP_DIR, "shape sweep")


def shape_sweeps_dir(store: RunStore) -> Path:
    return _records(store).dir


def record_path(store: RunStore, sweep_id: str) -> Path:
    return _records(store).path(sweep_id)


def save_record(store: RunStore, record: dict) -> None:
    _records(store).save(record)


def load_record(store: RunStore, sweep_id: str) -> dict:
    return _records(store).load(sweep_id)


def new_sweep_id(spec: ShapeSweepSpec) -> str:
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    text = slug(spec.label or spec.source.name.rsplit("/", 1)[-1], 20)
    return "-".join(filter(None, ("shapes", stamp, text, secrets.token_hex(2))))


# -- the parent --------------------------------------------------------------------------------------
def run_shape_sweep(store: RunStore, spec: ShapeSweepSpec, sweep_id: str | None = None, progress=None,
                    machine: dict | None = None) -> dict:
    """Admit the whole sweep (as ``run`` admits a run: nothing is written when it is refused), then run it."""
    problems = spec.problems()
    if not problems:
        problems = admit_all(spec.requests(), machine if machine is not None else machine_info(store))
    if problems:
        raise ShapeSweepRefused("; ".join(problems))
    say = progress or (lambda msg: None)
    sweep_id = sweep_id or new_sweep_id(spec)
    record = {
        "sweep_id": sweep_id, "kind": "shape_sweep", "created": time.time(), "status": "running",
        "spec": spec.to_dict(), "planned_calls": spec.calls(),
        "settings": [{"dynamic": d, "status": "pending"} for d in spec.dynamic],
    }
    save_record(store, record)
    spec_file = shape_sweeps_dir(store) / sweep_id / "spec.json"
    atomic_write_text(spec_file, json.dumps(spec.to_dict(), indent=1))
    t0 = time.perf_counter()
    lock = threading.Lock()

    def one(i: int, setting: dict, stopping=None) -> None:
        say(f"dynamic={setting['dynamic']} ({i + 1}/{len(record['settings'])}) ...")
        with lock:
            setting["status"] = "running"
            save_record(store, record)
        work = dict(setting)  # filled outside the lock; the record sees it whole
        _run_setting(store, spec, spec_file, work, spec.timeout_for(i), stopping)
        with lock:
            setting.update(work)
            save_record(store, record)
        t = setting.get("totals") or {}
        say(f"dynamic={setting['dynamic']} {setting['status']}: {t.get('recompiles', 0)} recompile(s), "
            f"{t.get('failures', 0)} failed call(s)" + (f"; {setting['reason']}" if setting.get("reason") else ""))

    try:
        if executor_name() == "ray":  # the settings fan out over the cluster, one per GPU
            from .on_cluster import run_settings

            run_settings(record["settings"], one, spec.device)
        else:
            for i, setting in enumerate(record["settings"]):
                one(i, setting)
    except KeyboardInterrupt:
        for s in record["settings"]:
            if s["status"] in ("pending", "running"):
                s.update(status="cancelled", reason="the shape sweep was cancelled")
    statuses = {s["status"] for s in record["settings"]}
    record["status"] = "ok" if statuses <= {"ok"} else ("partial" if "ok" in statuses else "failed")
    if "cancelled" in statuses:
        record["status"] = "cancelled"
    record["seconds"] = round(time.perf_counter() - t0, 3)
    record["finished"] = time.time()
    save_record(store, record)
    return record


def _run_setting(store: RunStore, spec: ShapeSweepSpec, spec_file: Path, setting: dict, timeout: int,
                 stopping=None) -> None:
    folder = spec_file.parent / f"dynamic-{setting['dynamic']}"
    folder.mkdir(parents=True, exist_ok=True)
    out = folder / "result.json"
    with contextlib.suppress(FileNotFoundError):
        out.unlink()
    log_path = folder / "worker.log"
    setting.update(log=str(log_path), result=str(out))
    t0 = time.perf_counter()
    if executor_name() == "ray":
        from .on_cluster import CANCELLED, setting_on_cluster

        rc, reason = setting_on_cluster(spec, setting, folder, timeout, f"{spec_file.parent.name}-{setting['dynamic']}",
                                        stopping)
        if reason == CANCELLED:
            setting.update(status="cancelled", reason=reason, seconds=round(time.perf_counter() - t0, 3))
            return
    else:
        rc, reason = _run_worker_here(store, spec, spec_file, setting, folder, timeout)
    _read_result(setting, folder, rc, reason, t0)


def _run_worker_here(store: RunStore, spec: ShapeSweepSpec, spec_file: Path, setting: dict, folder: Path,
                     timeout: int) -> tuple[int | None, str | None]:
    """The setting's worker as a subprocess of this process; returns (exit code, reason it failed)."""
    out = folder / "result.json"
    cmd = [sys.executable, "-m", "analyzers", "--runs-dir", str(store.root.resolve()), "shape-sweep-worker",
           "--spec-file", str(spec_file), "--dynamic", setting["dynamic"], "--out", str(out)]
    env = dict(os.environ, PYTHONUNBUFFERED="1", TORCHINDUCTOR_CACHE_DIR=str(folder / "cache" / "inductor"),
               TRITON_CACHE_DIR=str(folder / "cache" / "triton"))
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(PACKAGE_ROOT), env.get("PYTHONPATH")]))
    if spec.device == "cpu":
        # On CPU Inductor's pool of compile workers would share the cores with the timed calls
        # (tens of ms of noise on a tiny model): compile in the worker itself.
        env.setdefault("TORCHINDUCTOR_COMPILE_THREADS", "1")
    log_path = folder / "worker.log"
    reason = None
    with open(log_path, "wb") as logf:
        proc = subprocess.Popen(cmd, stdout=logf, stderr=subprocess.STDOUT, env=env, cwd=os.getcwd(),
                                start_new_session=True)
        try:
            rc = proc.wait(timeout=timeout)
        except KeyboardInterrupt:
            kill_group(proc)
            raise
        except subprocess.TimeoutExpired:
            kill_group(proc)
            rc, reason = None, f"timed out after {timeout} s (the worker was killed)"
    return rc, reason


def _read_result(setting: dict, folder: Path, rc: int | None, reason: str | None, t0: float) -> None:
    out, log_path = folder / "result.json", folder / "worker.log"
    setting["seconds"] = round(time.perf_counter() - t0, 3)
    result = {}
    with contextlib.suppress(OSError, ValueError):
        result = json.loads(out.read_text())
    calls = result.get("calls") or []
    setting.update({k: v for k, v in result.items() if k not in ("calls", "status", "error")})
    setting["calls"] = calls
    setting["totals"] = totals_of(calls)
    if reason is None and result.get("error"):
        reason = result["error"]
    if reason is None and rc != 0:
        reason = f"the worker exited with code {rc}: {_last_line(log_path)}"
    if reason is None and result.get("status") != "ok":
        reason = "the worker wrote no result"
    setting["status"] = "failed" if reason else "ok"
    if reason:
        setting["reason"] = reason


def _last_line(path: Path) -> str:
    with contextlib.suppress(OSError):
        lines = [ln for ln in path.read_text(errors="replace").splitlines() if ln.strip()]
        if lines:
            return lines[-1][:500]
    return "no output"


def list_records(store: RunStore) -> list[dict]:
    out = []
    folder = shape_sweeps_dir(store)
    for p in sorted(folder.glob("*.json"), reverse=True) if folder.is_dir() else []:
        with contextlib.suppress(OSError, ValueError):
            out.append(json.loads(p.read_text()))
    return out


# -- the worker (torch from here on) --------------------------------------------------------------------


# -- CLI -------------------------------------------------------------------------------------------------
def _csv(text: str) -> list[str]:
    return [x.strip() for x in str(text).split(",") if x.strip()]


def _ints(text: str, name: str) -> list[int]:
    try:
        return [int(x) for x in _csv(text)]
    except ValueError:
        raise ShapeSweepRefused(f"{name} {text}: use a comma list of positive integers") from None


def add_commands(sub) -> None:
    p = sub.add_parser("shape-sweep",
                       help="call one compiled model with a list of shapes under dynamic false/true/auto")
    src = p.add_mutually_exclusive_group(required=True)
    src.add_argument("--model", help="zoo name, demo:NAME, hf:/dir or FILE.py")
    src.add_argument("--recipe")
    p.add_argument("--shapes", default="128,64,256", help="comma list of sequence lengths, called in order")
    p.add_argument("--batch-sizes", default="1", help="comma list; every sequence length is called per batch size")
    p.add_argument("--dynamic", default="false,true,auto", help="comma list of settings from auto,true,false")
    p.add_argument("--device", default=None, help="cpu or cuda (default: cuda when available)")
    p.add_argument("--dtype", default="fp32", choices=DTYPES)
    p.add_argument("--repeats", type=int, default=5, help="timed calls per shape after the first (median)")
    p.add_argument("--warmup", type=int, default=2, help="untimed calls per shape between the first and the timed ones")
    p.add_argument("--recompile-limit", type=int, default=None,
                   help="set Dynamo's recompile limit and fail (not fall back to eager) when a call exceeds it")
    p.add_argument("--grad-mode", default="no_grad", choices=GRAD_MODES)
    p.add_argument("--mode", default="default", choices=MODES,
                   help="torch.compile mode (reduce-overhead: one CUDA graph recorded per new input size)")
    p.add_argument("--timeout", default="600", help="seconds per setting, or a comma list, one per --dynamic setting")
    p.add_argument("--label", default="")
    p.add_argument("--json", action="store_true")
    w = sub.add_parser("shape-sweep-worker", help="(internal) run one setting of a shape sweep")
    w.add_argument("--spec-file", required=True)
    w.add_argument("--dynamic", required=True, choices=DYNAMIC)
    w.add_argument("--out", required=True)


def spec_from_args(a, store: RunStore) -> ShapeSweepSpec:
    source = source_from_args(a.model, a.recipe)
    device = a.device or ("cuda" if machine_info(store).get("cuda_available") else "cpu")
    return ShapeSweepSpec(
        source=source, shapes=_ints(a.shapes, "--shapes"), batch_sizes=_ints(a.batch_sizes, "--batch-sizes"),
        dynamic=_csv(a.dynamic), device=device, dtype=a.dtype, repeats=a.repeats, warmup=a.warmup,
        recompile_limit=a.recompile_limit,
        timeouts=_ints(a.timeout, "--timeout"), grad_mode=a.grad_mode, label=a.label,
        mode=a.mode,
    )


def cmd_shape_sweep(a, store: RunStore) -> int:
    try:
        spec = spec_from_args(a, store)
        record = run_shape_sweep(
            store, spec, progress=lambda m: print(f"[shape-sweep] {m}", file=sys.stderr, flush=True))
    except ShapeSweepRefused as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    path = str(record_path(store, record["sweep_id"]))
    if a.json:
        print(json.dumps({"sweep_id": record["sweep_id"], "status": record["status"], "seconds": record.get("seconds"),
                          "record": path, "settings": record["settings"]}))
    else:
        print(f"{record['sweep_id']} {record['status']} {path}")
        for s in record["settings"]:
            t = s.get("totals") or {}
            print(f"  dynamic={s['dynamic']:5} {s['status']:7} recompiles={t.get('recompiles', 0)} "
                  f"compile={t.get('compile_s', 0):.2f}s failures={t.get('failures', 0)} {s.get('reason', '')}")
            for c in s.get("calls") or []:
                lat = f"{c['median_ms']:.3f} ms" if c.get("median_ms") is not None else "-"
                mark = "LIMIT HIT" if c.get("limit_hit") else "RECOMPILE" if c.get("recompiled") else ""
                print(f"    #{c['index']} b={c['batch']} seq={c['seq']:<5} {c['status']:6} {lat:>12} {mark:9} "
                      f"{c.get('guard') or c.get('error') or ''}")
    return 0 if record["status"] == "ok" else 1


def cmd_worker(a) -> int:
    from .shape_sweep_worker import worker_main

    rc = worker_main(a.spec_file, a.dynamic, a.out)
    # The result file is final: skip interpreter teardown (torch's atexit hooks, compile-worker
    # shutdown), as the run worker does.
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(rc)
