"""The autotuning account of a run: per tuned op every candidate, the winner, its margin, what tuning cost, and
what the winner measured in the real forward.

Sources, joined in order (the n-th ``AUTOTUNE`` table is the n-th ``<op>_template_autotuning`` event of the same
op and shape): the watch's ``autotune_table`` records (every candidate with its time, failures as ``inf``), the
trace's chromium events (shapes, strides, dtypes, ``autotune_choices_stats``, the op's seconds) and its
``precompiling`` failures, the ``select_algorithm`` warnings ("out of resource ..."). An imported trace without
the tables still gives each op's winner and choice counts from the statistics.

Where each op's choice came from (``choice_from``): ``benchmark`` (this run benchmarked it: the trace
holds its ``_autotuning`` event), ``autotune cache`` (Inductor precompiled it but took the timings from its local
autotune cache, ``PersistentCache``: an earlier process tuned the same op and shapes; the watch asks torch for the
table even then, ``trace.log_autotuning_results``, so its candidates' times are the cached ones), ``FX graph
cache`` (the whole compiled graph came from the cache: no op was lowered, and the Triton template kernels of the
generated code are the choices an earlier autotune made), or None where nothing says.

The winner links to the generated kernel that runs it: a Triton template kernel (``triton_tem_*``) of the output
code whose block sizes, warps and stages (and M/N/K, where the template spells them) are the winner's; its
measured time per call comes from the profile's kernel table (the Kernels view's row of that name).
"""

from __future__ import annotations

import json
import re

from .autotune_table import KEYS, parse_params, parse_table

TUNE_KEYS = ("max_autotune", "max_autotune_gemm", "max_autotune_pointwise", "coordinate_descent_tuning")
_KERNEL_RE = re.compile(r"^(?P<name>triton_\w+) = async_compile\.triton\('(?P=name)'", re.M)
_CONST_RE = re.compile(r"^\s+(?P<k>BLOCK_M|BLOCK_N|BLOCK_K|GROUP_M)\s*:\s*tl\.constexpr\s*=\s*(?P<v>\d+)", re.M)
_DIM_RE = re.compile(r"^\s+(?P<k>[MNK])\s*=\s*(?P<v>\d+)\s*$", re.M)
_LAUNCH_RE = re.compile(r"^(?P<k>num_stages|num_warps)=(?P<v>\d+),", re.M)
_EXTERN_RE = re.compile(r"\bextern_kernels\.(?P<op>mm|addmm|bmm|baddbmm|convolution|_int_mm|_scaled_mm)\(")
_TEMPLATE_OPS = ("baddbmm", "addmm", "bmm", "mm", "convolution", "conv", "flex_attention")
BENCHMARK, AUTOTUNE_CACHE, FX_CACHE = "benchmark", "autotune cache", "FX graph cache"


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


def _cached_table(facts: dict, counters: dict | None) -> str | None:
    """Where the choice of a table without its ``_autotuning`` event came from (see the module docstring)."""
    if facts.get("precompile_events") or facts.get("autotune_events"):  # this trace writes the events
        return AUTOTUNE_CACHE
    if counters is not None and not counters.get("select_algorithm_autotune"):  # torch benchmarked no op
        return AUTOTUNE_CACHE
    return None


def collect_ops(records: list[dict], facts: dict, code: list[tuple[str, str]], profile: dict | None,
                counters: dict | None = None, fx_hits: int | None = None) -> list[dict]:
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
        op = _op(t, ev, kernels, failures, messages, profile)
        op["choice_from"] = BENCHMARK if ev is not None else _cached_table(facts, counters)
        if op["choice_from"] == AUTOTUNE_CACHE:  # the footer's "benchmarking" time is the cache lookup's
            op["seconds"], op["benchmark_s"] = t.get("precompile_s"), None
        ops.append(op)
    for i, ev in enumerate(events):
        if i not in used:
            op = _op(None, ev, kernels, failures, messages, profile)
            op["choice_from"] = BENCHMARK
            ops.append(op)
    if not ops:  # nothing benchmarked or printed: the cache's choices, seen in the precompiles or the code
        ops = _cached_ops(facts, kernels, profile, fx_hits)
    for i, op in enumerate(ops):
        op["index"] = i
    return ops


def _template_op(name: str) -> str:
    words = name.removeprefix("triton_tem_").split("_")
    return next((o for o in _TEMPLATE_OPS if o in words or f"{o}_" in name), "template")


def _kernel_op(k: dict, profile: dict | None, choice_from: str, op: str | None = None) -> dict:
    winner = {"name": k["name"], "kind": "triton", "ms": None, "desc": "the generated code's template kernel"}
    winner.update({key: k[key] for key in KEYS if key in k})
    dims = dict(k.get("dims") or {})
    return {
        "op": op or _template_op(k["name"]), "shape": "x".join(str(dims[d]) for d in ("M", "N", "K") if d in dims)
        or None, "dims": dims, "strides": None, "dtypes": None, "compile_id": None, "seconds": None,
        "benchmark_s": None, "precompile_s": None, "choices": None, "triton_choices": None, "candidates": [],
        "listed": 0, "failed": 0, "winner": winner, "runner_up": None, "margin": None, "source": "code",
        "kernels": [k["name"]], "module": k["module"], "measured": _measured([k["name"]], profile),
        "choice_from": choice_from,
    }


def _cached_ops(facts: dict, kernels: list[dict], profile: dict | None, fx_hits: int | None) -> list[dict]:
    """Ops tuned from a cache: precompiled but never benchmarked (the autotune cache; their winners are the
    template kernels of the code, in order, where the counts agree), or a compiled graph from the FX graph cache
    (every template kernel of the code is an earlier autotune's choice)."""
    pre = list(facts.get("precompile_events") or [])
    if pre:
        ops = []
        for i, ev in enumerate(pre):
            k = kernels[i] if len(kernels) == len(pre) else None
            op = _kernel_op(k, profile, AUTOTUNE_CACHE, ev.get("op")) if k else {
                "op": ev.get("op"), "shape": None, "dims": {}, "winner": None, "candidates": [], "listed": 0,
                "failed": 0, "kernels": [], "module": None, "measured": None, "source": "trace",
                "choice_from": AUTOTUNE_CACHE, "seconds": None, "margin": None, "runner_up": None}
            op["compile_id"], op["source"] = ev.get("compile_id"), "trace" + ("+code" if k else "")
            op["failed"] = sum(1 for f in facts.get("precompile_failures") or [] if f.get("op") == ev.get("op"))
            ops.append(op)
        return ops
    if fx_hits:
        return [_kernel_op(k, profile, FX_CACHE) for k in kernels]
    return []


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


def cache_state(records: list[dict]) -> dict:
    """The watch's ``autotune_cache`` record (where the local autotune cache is, what it held before the run)."""
    for r in records:
        if r.get("channel") == "autotune_cache":
            try:
                got = json.loads(r.get("msg") or "{}")
            except ValueError:
                return {}
            return got if isinstance(got, dict) else {}
    return {}


def _where(kind: str, state: dict, facts: dict, fx_hits: int | None) -> str:
    if kind == FX_CACHE:
        local, remote = facts.get("fx_local_hits"), facts.get("fx_remote_hits")
        split = ", ".join(f"{w}: {n}" for w, n in (("local", local), ("remote", remote)) if n)
        return f"Inductor's FX graph cache ({split or f'{fx_hits} hit(s)'}): the whole compiled graph, tuned before"
    path = state.get("local_path")
    entries = state.get("local_entries") if isinstance(state.get("local_entries"), dict) else None
    held = (f", {sum(entries.values())} op/shape entr{'y' if sum(entries.values()) == 1 else 'ies'} before this run"
            if entries else "")
    remote = " (torch reads the GEMM choices from this local file; no remote tier for them in this torch's " \
             "open-source build)" if (state.get("flags") or {}).get("autotune_remote_cache") else ""
    return f"Inductor's local autotune cache ({path}{held})" + remote if path else "Inductor's local autotune cache"


def _winner_line(op: dict) -> str:
    w = op.get("winner") or {}
    if not w.get("name"):
        return f"{op.get('op')}: winner unknown"
    block = "×".join(str(w[k]) for k in ("BLOCK_M", "BLOCK_N", "BLOCK_K") if w.get(k) is not None)
    bits = [b for b in (f"BLOCK {block}" if block else "", f"{w['num_warps']} warps" if w.get("num_warps") else "",
                        f"{w['num_stages']} stages" if w.get("num_stages") else "") if b]
    shape = f"({op['shape']})" if op.get("shape") else ""
    runs = [k for k in op.get("kernels") or [] if k != w.get("name")]
    return (f"{op.get('op')}{shape} -> {w['name']} [{w.get('kind')}]" + (f" {', '.join(bits)}" if bits else "")
            + (f", runs as {', '.join(runs)}" if runs else ""))


def collect_autotune(*, why: str | None, records: list[dict], facts: dict, code: list[tuple[str, str]],
                     profile: dict | None, cache_hits: int | None = None, counters: dict | None = None,
                     fx_hits: int | None = None) -> dict:
    """``{asked, why, ops, triton_won, aten_won, other_won, seconds, candidates, failed, tuned_here, from_cache,
    cache, notes}``. ``counters``: the watch's last ``counters`` record (None without a watch); ``fx_hits``: FX
    graph cache hits of the compile."""
    fx_hits = fx_hits if fx_hits is not None else (
        (facts.get("fx_local_hits") or 0) + (facts.get("fx_remote_hits") or 0) or None)
    ops = collect_ops(records, facts, code, profile, counters=counters, fx_hits=fx_hits)
    kinds = [((op.get("winner") or {}).get("kind")) for op in ops]
    seconds = facts.get("autotune_us")
    seconds = round(seconds / 1e6, 3) if seconds else (
        round(sum(op.get("seconds") or 0 for op in ops), 3) if ops else None)
    notes = []
    state = cache_state(records)
    cached = [op for op in ops if op.get("choice_from") in (AUTOTUNE_CACHE, FX_CACHE)]
    here = [op for op in ops if op.get("choice_from") == BENCHMARK]
    cache = None
    if cached:
        kind = cached[0]["choice_from"]
        cache = {"kind": kind, "where": _where(kind, state, facts, fx_hits), "local_path": state.get("local_path"),
                 "entries_before": state.get("local_entries"), "flags": state.get("flags"),
                 "fx_local_hits": facts.get("fx_local_hits"), "fx_remote_hits": facts.get("fx_remote_hits")}
        notes.append(
            f"{len(cached)} of the {len(ops)} tuned op(s) took their choice from {cache['where']}: an earlier "
            f"process tuned the same op{'s' if len(cached) > 1 else ''} and shapes, so this run benchmarked "
            f"{'none of them' if len(cached) > 1 else 'none'}"
            + ("; the candidates' times shown are the cached ones" if any(op["listed"] for op in cached) else "")
            + ". Winners: " + "; ".join(_winner_line(op) for op in cached))
        names = {op.get("op") for op in cached}
        failed = sum(op.get("failed") or 0 for op in cached) or sum(
            1 for f in facts.get("precompile_failures") or [] if f.get("op") in names)
        if failed:
            notes.append(f"{failed} candidate(s) failed to compile in this run's precompiling; the cached choice "
                         "stands (torch benchmarks nothing on a cache hit)")
        externs = sorted({m["op"] for _, text in code for m in _EXTERN_RE.finditer(text)})
        if kind == FX_CACHE and externs:
            notes.append(f"the cached code also calls ATen ({', '.join(externs)}): ops where ATen won the earlier "
                         "autotune, or that were not tuned")
    if why and not ops:
        notes.append("this run tuned no op: " + (
            f"Inductor took the compiled graph from its cache ({cache_hits} hit(s)) and its code holds no Triton "
            "template kernel (ATen won every tuned op, or none was tunable)"
            if cache_hits else "no matmul, convolution or template op was autotuned (or this torch logged none)"))
    if here and not any(op["listed"] for op in here):
        notes.append("only each op's winner and choice counts are known (the trace's choice statistics); the "
                     "candidates' times are in Inductor's AUTOTUNE table, which this log does not hold")
    return {
        "asked": bool(why), "why": why, "ops": ops, "op_count": len(ops),
        "triton_won": kinds.count("triton"), "aten_won": kinds.count("aten"),
        "other_won": sum(1 for k in kinds if k not in ("triton", "aten", None)),
        "seconds": seconds, "candidates": sum(op["listed"] for op in ops),
        "failed": sum(op["failed"] for op in ops) or len(facts.get("precompile_failures") or []),
        "tuned_here": len(here), "from_cache": len(cached), "cache": cache,
        "notes": notes,
    }
