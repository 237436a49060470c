"""The autotuning account of a run: per tuned op every candidate, the winner, its margin, what tuning cost, and
what the winner measured in the real forward.

Sources, joined in order (the n-th ``AUTOTUNE`` table is the n-th ``<op>_template_autotuning`` event of the same
op and shape): the watch's ``autotune_table`` records (every candidate with its time, failures as ``inf``), the
trace's chromium events (shapes, strides, dtypes, ``autotune_choices_stats``, the op's seconds) and its
``precompiling`` failures, the ``select_algorithm`` warnings ("out of resource ..."). An imported trace without
the tables still gives each op's winner and choice counts from the statistics.

The winner links to the generated kernel that runs it: a Triton template kernel (``triton_tem_*``) of the output
code whose block sizes, warps and stages (and M/N/K, where the template spells them) are the winner's; its
measured time per call comes from the profile's kernel table (the Kernels view's row of that name).
"""

from __future__ import annotations

import re

from .autotune_table import KEYS, parse_params, parse_table

TUNE_KEYS = ("max_autotune", "max_autotune_gemm", "max_autotune_pointwise", "coordinate_descent_tuning")
_KERNEL_RE = re.compile(r"^(?P<name>triton_\w+) = async_compile\.triton\('(?P=name)'", re.M)
_CONST_RE = re.compile(r"^\s+(?P<k>BLOCK_M|BLOCK_N|BLOCK_K|GROUP_M)\s*:\s*tl\.constexpr\s*=\s*(?P<v>\d+)", re.M)
_DIM_RE = re.compile(r"^\s+(?P<k>[MNK])\s*=\s*(?P<v>\d+)\s*$", re.M)
_LAUNCH_RE = re.compile(r"^(?P<k>num_stages|num_warps)=(?P<v>\d+),", re.M)


def tuning_asked(options: dict) -> str | None:
    """Why the run tunes (``mode max-autotune`` / ``Inductor config coordinate_descent_tuning``), else None."""
    mode = options.get("mode") or "default"
    if options.get("backend", "inductor") == "inductor" and mode.startswith("max-autotune"):
        return f"mode {mode}"
    cfg = options.get("inductor_config") or {}
    on = [k for k in TUNE_KEYS if cfg.get(k)]
    return f"Inductor config {', '.join(on)}" if on else None


def template_kernels(code: list[tuple[str, str]]) -> list[dict]:
    """Triton template kernels of the output code: name, module, block sizes, warps, stages, M/N/K."""
    out = []
    for module, text in code:
        heads = list(_KERNEL_RE.finditer(text))
        for i, h in enumerate(heads):
            if "_tem_" not in h["name"]:
                continue
            chunk = text[h.start(): heads[i + 1].start() if i + 1 < len(heads) else len(text)]
            k = {"name": h["name"], "module": module}
            k.update({m["k"]: int(m["v"]) for m in _LAUNCH_RE.finditer(chunk)})
            k.update({m["k"]: int(m["v"]) for m in _CONST_RE.finditer(chunk)})
            k["dims"] = {m["k"]: int(m["v"]) for m in _DIM_RE.finditer(chunk)}
            out.append(k)
    return out


def op_dims(shape: str | None) -> dict:
    """M, N, K of a matmul-like op from torch's input shapes ("bias, MxK, KxN"); {} when not a matmul."""
    parts = [p.strip() for p in (shape or "").split(",") if p.strip()]
    if len(parts) < 2:
        return {}
    try:
        a = [int(x) for x in parts[-2].split("x")]
        b = [int(x) for x in parts[-1].split("x")]
    except ValueError:
        return {}
    if len(a) < 2 or len(b) < 2:
        return {}
    return {"M": a[-2], "K": a[-1], "N": b[-1]}


def _kernels_for(winner: dict, dims: dict, kernels: list[dict]) -> list[dict]:
    if winner.get("kind") != "triton":
        return []
    want = {k: winner.get(k) for k in ("BLOCK_M", "BLOCK_N", "BLOCK_K", "num_warps", "num_stages")
            if winner.get(k) is not None}
    out = []
    for k in kernels:
        if any(k.get(key) != v for key, v in want.items()):
            continue
        if dims and k["dims"] and any(k["dims"].get(d) not in (None, v) for d, v in dims.items()):
            continue
        out.append(k)
    return out


def _measured(names: list[str], profile: dict | None) -> dict | None:
    rows = {r.get("name"): r for r in (((profile or {}).get("compiled") or {}).get("kernel_table") or [])}
    got = [rows[n] for n in names if n in rows]
    if not got:
        return None
    calls = sum(r.get("calls") or 0 for r in got)
    total = sum(r.get("total_us") or 0.0 for r in got)
    return {"calls": calls, "total_us": round(total, 3), "mean_us": round(total / calls, 3) if calls else None}


def _error_for(cand: dict, failures: list[dict], messages: list[str]) -> str:
    desc = cand.get("desc") or ""
    for f in failures:
        if desc and f.get("choice") == desc:
            return str(f.get("error") or "failed")
    for m in messages:
        if desc and desc in m:
            return m.split(" for benchmark choice", 1)[0].removeprefix("Exception ").strip()
    return "failed (benchmarked as inf)"


def _winner_from_stats(stats: dict) -> dict:
    desc = stats.get("best_kernel_desc") or ""
    w = {"name": stats.get("best_kernel"), "ms": stats.get("best_time"), "desc": desc,
         "kind": "triton" if str(stats.get("best_kernel") or "").startswith("triton_") or "BLOCK_M" in desc else "aten"}
    w.update({k: v for k, v in parse_params(desc).items() if k in KEYS})
    return w


def collect_ops(records: list[dict], facts: dict, code: list[tuple[str, str]], profile: dict | None) -> list[dict]:
    tables = [t for t in (parse_table(r.get("msg") or "") for r in records if r.get("channel") == "autotune_table") if t]
    events = list(facts.get("autotune_events") or [])
    messages = [r.get("msg") or "" for r in records if r.get("channel") == "select_algorithm"]
    failures = list(facts.get("precompile_failures") or [])
    kernels = template_kernels(code)
    ops, used = [], set()
    for t in tables:
        ev = next((e for i, e in enumerate(events) if i not in used and e.get("op") == t["op"]
                   and (e.get("shape") or "").replace(" ", "") == t["shape"].replace(" ", "")), None)
        if ev is not None:
            used.add(events.index(ev))
        ops.append(_op(t, ev, kernels, failures, messages, profile))
    for i, ev in enumerate(events):
        if i not in used:
            ops.append(_op(None, ev, kernels, failures, messages, profile))
    for i, op in enumerate(ops):
        op["index"] = i
    return ops


def _op(t: dict | None, ev: dict | None, kernels, failures, messages, profile) -> dict:
    ev = ev or {}
    stats = ev.get("stats") or {}
    cands = sorted((t or {}).get("candidates") or [], key=lambda c: (c["ms"] is None, c["ms"] or 0.0))
    for c in cands:
        if c["failed"]:
            c["error"] = _error_for(c, failures, messages)
    ok = [c for c in cands if not c["failed"]]
    winner = dict(ok[0]) if ok else (_winner_from_stats(stats) if stats.get("best_kernel") else None)
    runner = ok[1] if len(ok) > 1 else None
    shape = (t or {}).get("shape") or ev.get("shape")
    dims = op_dims(shape)
    op = {
        "op": (t or {}).get("op") or ev.get("op"), "shape": shape, "dims": dims,
        "strides": (t or {}).get("strides") or ev.get("strides"), "dtypes": (t or {}).get("dtypes") or ev.get("dtypes"),
        "compile_id": ev.get("compile_id"),
        "seconds": ev.get("seconds") if ev.get("seconds") is not None else (
            round((t.get("benchmark_s") or 0) + (t.get("precompile_s") or 0), 4) if t else None),
        "benchmark_s": (t or {}).get("benchmark_s"), "precompile_s": (t or {}).get("precompile_s"),
        "choices": stats.get("num_choices") or (t or {}).get("choices") or len(cands) or None,
        "triton_choices": stats.get("num_triton_choices"),
        "candidates": cands, "listed": len(cands), "failed": sum(1 for c in cands if c["failed"]),
        "winner": winner, "runner_up": runner,
        "margin": round(runner["ms"] / winner["ms"] - 1, 4) if runner and winner and winner.get("ms") else None,
        "source": "+".join(s for s, on in (("table", t is not None), ("trace", bool(ev))) if on),
    }
    names = [k["name"] for k in _kernels_for(winner or {}, dims, kernels)]
    op["kernels"] = names
    op["module"] = next((k["module"] for k in kernels if k["name"] in names), None)
    op["measured"] = _measured(names, profile)
    if op["measured"] and op["measured"].get("mean_us") and winner and winner.get("ms"):
        op["measured_vs_benchmark"] = round(op["measured"]["mean_us"] / 1000 / winner["ms"], 3)
    return op


def collect_autotune(*, why: str | None, records: list[dict], facts: dict, code: list[tuple[str, str]],
                     profile: dict | None, cache_hits: int | None = None) -> dict:
    """``{asked, why, ops, triton_won, aten_won, other_won, seconds, candidates, failed, notes}``."""
    ops = collect_ops(records, facts, code, profile)
    kinds = [((op.get("winner") or {}).get("kind")) for op in ops]
    seconds = facts.get("autotune_us")
    seconds = round(seconds / 1e6, 3) if seconds else (
        round(sum(op["seconds"] or 0 for op in ops), 3) if ops else None)
    notes = []
    if why and not ops:
        notes.append("this run tuned no op: " + (
            f"Inductor took the compiled graph from its cache ({cache_hits} hit(s)), so nothing was benchmarked"
            if cache_hits else "no matmul, convolution or template op was autotuned (or this torch logged none)"))
    if ops and not any(op["listed"] for op in ops):
        notes.append("only each op's winner and choice counts are known (the trace's choice statistics); the "
                     "candidates' times are in Inductor's AUTOTUNE table, which this log does not hold")
    return {
        "asked": bool(why), "why": why, "ops": ops, "op_count": len(ops),
        "triton_won": kinds.count("triton"), "aten_won": kinds.count("aten"),
        "other_won": sum(1 for k in kinds if k not in ("triton", "aten", None)),
        "seconds": seconds, "candidates": sum(op["listed"] for op in ops),
        "failed": sum(op["failed"] for op in ops) or len(facts.get("precompile_failures") or []),
        "notes": notes,
    }
