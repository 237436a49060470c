"""Config sweeps: one model over modes x dtypes x dynamic x batch sizes, one normal run per cell.

Each cell is a run in the store (it opens like any run), executed one at a time (with
``COMPILESCOPE_EXECUTOR=ray``: one per GPU of the cluster, same cold / warm rules, see ``on_cluster``) through
``runs.queue.run_now`` in its own worker with its own fresh Inductor / Triton cache folder
(``<runs>/sweeps/<sweep_id>/cache/<cell>/``), so its compile time is a cold compile. Then the same
cell runs again with ``--only compile`` and the same (now filled) cache: that run's compile time is
the warm compile time.

Mode ``eager`` is a cell with backend ``eager`` (torch.compile with no optimizer: Dynamo captures, no
Inductor), run once per dtype x batch size (dynamic does not apply); every other mode is backend ``inductor``
with that mode. A cell's latency is its compiled callable's median; cells compare compiled against compiled, their
speedups over one eager baseline per dtype x batch size (the median of those cells' own eager medians), each
cell's own eager kept beside it as the drift control (``report/sweep_cells.py``: ``with_baseline``).

The sweep record ``<runs>/sweeps/<sweep_id>.json`` (atomic writes, rewritten after every cell)
lists each cell's run ids, status and failure reason. A failing or refused cell is marked and the
sweep goes on; a cancelled sweep (``sweep-cancel`` or Ctrl-C) keeps its finished cells.

Stdlib only (no torch): the worker does the torch work.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import secrets
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from ..report.schema import (
    CACHES,
    DTYPES,
    DYNAMIC,
    MODES,
    WORKLOADS,
    CompileOptions,
    ModelSource,
    RunRequest,
    default_analyses,
    label_problems,
    slug,
)
from ..report.store import RecordFolder, RunStore
from ..report.summary import summary_of
from ..report.sweep_cells import cell_metrics, with_baseline
from ..runs.admission import admit_all, parse_dynamo_overrides, source_from_args
from ..runs.executor import executor_name
from ..runs.queue import LocalExecutor, RequestRefused, machine_info, run_now, submit

SWEEP_MODES = ("eager",) + MODES
SWEEP_DIR = "sweeps"
SWEEP_LABEL_MAX = 120


class SweepRefused(ValueError):
    """An invalid sweep request, refused before any cell runs."""


@dataclass
class SweepSpec:
    """What to sweep; every cell's request is built from it."""

    source: ModelSource
    modes: list[str] = field(default_factory=lambda: ["eager", "default"])
    dtypes: list[str] = field(default_factory=lambda: ["fp32"])
    dynamic: list[str] = field(default_factory=lambda: ["false"])
    batch_sizes: list[int] = field(default_factory=lambda: [1])
    device: str = "cpu"
    seq_len: int = 32
    iterations: int = 0  # > 0: exactly this many timed calls per figure; 0: the time budget below
    warmup: int = 10
    bench_seconds: float = 0.0
    min_calls: int = 3
    max_calls: int = 1000
    timeout_s: int = 1200
    only: list[str] | None = None  # None: the workload's default analyses
    warm: bool = True
    label: str = ""
    workload: str = "forward"
    prompt_len: int = 128
    new_tokens: int = 128
    caches: list[str] = field(default_factory=lambda: ["static"])  # decode: a matrix axis
    dynamo_config: dict = field(default_factory=dict)  # --dynamo-config, the same in every cell

    def __post_init__(self) -> None:
        if self.only is None:
            self.only = default_analyses(self.workload)

    def problems(self) -> list[str]:
        out = []
        for name, values, allowed in (("modes", self.modes, SWEEP_MODES), ("dtypes", self.dtypes, DTYPES),
                                      ("dynamic", self.dynamic, DYNAMIC)):
            bad = [v for v in values if v not in allowed]
            if bad or not values:
                out.append(f"--{name} {','.join(values)}: use a comma list from {','.join(allowed)}")
        if not self.batch_sizes or any(not isinstance(b, int) or b < 1 for b in self.batch_sizes):
            out.append("--batch-sizes must be a comma list of positive integers")
        if self.workload not in WORKLOADS:
            out.append(f"--workload {self.workload}: use one of {','.join(WORKLOADS)}")
        elif self.workload == "decode" and (not self.caches or any(c not in CACHES for c in self.caches)):
            out.append(f"--caches {','.join(self.caches)}: use a comma list from {','.join(CACHES)}")
        return out + label_problems(self.label, max_len=SWEEP_LABEL_MAX)  # each cell's label adds its key

    def requests(self) -> list[RunRequest]:
        """Every request the sweep will submit (cold and warm): admission checks them all before the record."""
        cells = self.cells()
        warm = [self.request(c, warm=True) for c in cells if self.warm and c["mode"] != "eager"]
        return [self.request(c) for c in cells] + warm

    @property
    def _caches(self) -> list[str]:
        return list(self.caches) if self.workload == "decode" else ["-"]

    def cells(self) -> list[dict]:
        """The matrix, in run order: one dict per cell (mode, dtype, dynamic, batch_size, key)."""
        out, seen = [], set()
        for mode, dtype, dyn, bs, cache in itertools.product(self.modes, self.dtypes, self.dynamic, self.batch_sizes,
                                                             self._caches):
            if mode == "eager":
                dyn = "-"
            key = f"{mode}-{dtype}-b{bs}" if mode == "eager" else f"{mode}-{dtype}-dyn{dyn}-b{bs}"
            if cache != "-":
                key += f"-{cache}"
            if key in seen:
                continue
            seen.add(key)
            cell = {"key": key, "mode": mode, "dtype": dtype, "dynamic": dyn, "batch_size": bs}
            if cache != "-":
                cell["cache"] = cache
            out.append(cell)
        return out

    def request(self, cell: dict, warm: bool = False) -> RunRequest:
        eager = cell["mode"] == "eager"
        opts = CompileOptions(
            backend="eager" if eager else "inductor", mode="default" if eager else cell["mode"],
            dynamic="auto" if eager else cell["dynamic"], dtype=cell["dtype"], device=self.device,
            batch_size=cell["batch_size"], seq_len=self.seq_len, iterations=self.iterations, warmup=self.warmup,
            bench_seconds=self.bench_seconds, min_calls=self.min_calls, max_calls=self.max_calls,
            timeout_s=self.timeout_s, workload=self.workload, prompt_len=self.prompt_len, new_tokens=self.new_tokens,
            cache=cell.get("cache", "static"), dynamo_config=dict(self.dynamo_config),
        )
        only = ["compile"] if warm else list(self.only)
        if eager and not warm:
            only = [a for a in only if a != "code"]  # backend eager generates no code
        label = f"{self.label or 'sweep'} {cell['key']}{' warm' if warm else ''}"
        return RunRequest(source=ModelSource(self.source.kind, self.source.name), options=opts, only=only, label=label)


class CacheDirExecutor(LocalExecutor):
    """A local worker whose Inductor and Triton caches live in a folder of our choosing."""

    def __init__(self, cache_dir: Path, **kw):
        super().__init__(**kw)
        self.cache_dir = cache_dir
        self.last = None  # the handle of the worker in flight (Ctrl-C kills it)

    def launch(self, store: RunStore, run_id: str):
        env = {
            "TORCHINDUCTOR_CACHE_DIR": str(self.cache_dir / "inductor"),
            "TRITON_CACHE_DIR": str(self.cache_dir / "triton"),
        }
        with _patched_environ(env):  # Popen copies os.environ when the worker starts
            self.last = super().launch(store, run_id)
        return self.last


@contextlib.contextmanager
def _patched_environ(env: dict[str, str]):
    old = {k: os.environ.get(k) for k in env}
    os.environ.update(env)
    try:
        yield
    finally:
        for k, v in old.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


# -- the record ------------------------------------------------------------------------------------
def _records(store: RunStore) -> RecordFolder:
    return RecordFolder(store, SWEEP_DIR, "sweep")


def sweeps_dir(store: RunStore) -> Path:
    return _records(store).dir


def record_path(store: RunStore, sweep_id: str) -> Path:
    return _records(store).path(sweep_id)


def save_record(store: RunStore, record: dict) -> None:
    _records(store).save(record)


def load_record(store: RunStore, sweep_id: str) -> dict:
    return _records(store).load(sweep_id)


def cancel_sweep(store: RunStore, sweep_id: str) -> None:
    """Ask a running sweep to stop: the cell in flight is cancelled, finished cells stay."""
    from ..runs.queue import cancel

    record = load_record(store, sweep_id)
    record_path(store, sweep_id).with_suffix(".cancel").write_text(str(time.time()))
    for cell in record.get("cells", []):
        if cell.get("status") == "running":
            for rid in (cell.get("run_id"), cell.get("warm_run_id")):
                with contextlib.suppress(Exception):
                    if rid and store.load_report(rid).get("status") in ("queued", "running"):
                        cancel(store, rid)


# -- running -----------------------------------------------------------------------------------------
def new_sweep_id(spec: SweepSpec) -> str:
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    text = slug(spec.label or spec.source.name.rsplit("/", 1)[-1], 20)
    return "-".join(filter(None, ("sweep", stamp, text, secrets.token_hex(2))))


def run_sweep(store: RunStore, spec: SweepSpec, sweep_id: str | None = None, progress=None) -> dict:
    """Admit every cell (as ``run`` admits a run: a refused sweep writes nothing), then run them one at a time;
    returns the final record (also on disk)."""
    machine = machine_info(store)
    problems = spec.problems() or admit_all(spec.requests(), machine)
    if problems:
        raise SweepRefused("; ".join(problems))
    say = progress or (lambda msg: None)
    sweep_id = sweep_id or new_sweep_id(spec)
    record = {
        "sweep_id": sweep_id, "kind": "sweep", "created": time.time(), "status": "running",
        "spec": {**asdict(spec), "source": asdict(spec.source)}, "cells": [dict(c, status="pending") for c in spec.cells()],
    }
    save_record(store, record)
    cancel_file = record_path(store, sweep_id).with_suffix(".cancel")
    cache_root = sweeps_dir(store) / sweep_id / "cache"
    t_start = time.perf_counter()
    try:
        if executor_name() == "ray":  # cells fan out over the cluster, one per GPU (see on_cluster)
            from .on_cluster import run_cells

            run_cells(store, spec, record, machine, cancel_file, say, lambda r: save_record(store, r), run_cell)
        for i, cell in enumerate(record["cells"] if executor_name() != "ray" else [], 1):
            if cancel_file.exists():
                break
            say(f"cell {i}/{len(record['cells'])} {cell['key']} ...")
            cell["status"] = "running"
            save_record(store, record)
            run_cell(store, spec, cell, machine, CacheDirExecutor(cache_root / cell["key"]))
            save_record(store, record)
            say(f"cell {cell['key']} {cell['status']}" + (f": {cell['reason']}" if cell.get("reason") else ""))
    except KeyboardInterrupt:
        cancel_file.write_text(str(time.time()))
    cancelled = cancel_file.exists()
    for cell in record["cells"]:
        if cell["status"] in ("pending", "running"):
            cell["status"] = "cancelled"
            cell.setdefault("reason", "the sweep was cancelled")
    statuses = {c["status"] for c in record["cells"]}
    if cancelled:
        record["status"] = "cancelled"
    elif statuses <= {"ok"}:
        record["status"] = "ok"
    elif "ok" in statuses or "partial" in statuses:
        record["status"] = "partial"
    else:
        record["status"] = "failed"
    record["seconds"] = round(time.perf_counter() - t_start, 3)
    record["finished"] = time.time()
    record.update(with_baseline(record))  # one eager baseline, compiled against compiled (sweep_cells)
    save_record(store, record)
    with contextlib.suppress(FileNotFoundError):
        cancel_file.unlink()
    return record


def run_cell(store: RunStore, spec: SweepSpec, cell: dict, machine: dict, executor: CacheDirExecutor) -> None:
    t0 = time.perf_counter()
    try:
        report = submit(store, spec.request(cell), machine, claim=True, admitted=True)  # ours, not the dispatcher's
    except RequestRefused as e:
        cell.update(status="refused", reason=str(e))
        return
    cell["run_id"] = report["run_id"]
    try:
        report = run_now(store, report["run_id"], executor)
    except KeyboardInterrupt:
        if executor.last is not None:
            executor.kill(executor.last)
        from ..runs.queue import finish_run

        finish_run(store, store.load_report(cell["run_id"]), "cancelled", "the sweep was cancelled")
        cell.update(status="cancelled", reason="the sweep was cancelled")
        raise
    cell["seconds"] = round(time.perf_counter() - t0, 3)
    cell["status"] = report["status"]
    err = report.get("error") or {}
    if report["status"] != "ok":
        cell["reason"] = f"{err.get('stage', '?')}: {err.get('message', report['status'])}"
    cell.update(cell_metrics(report, cell["mode"]))
    if not spec.warm or cell["mode"] == "eager" or report["status"] not in ("ok", "partial"):
        return
    # Warm compile: the same cell again, same (now filled) cache folder, compile only.
    warm = submit(store, spec.request(cell, warm=True), machine, claim=True, admitted=True)
    cell["warm_run_id"] = warm["run_id"]
    warm = run_now(store, warm["run_id"], executor)
    cell["compile_warm_s"] = summary_of(warm)["compile_s"] if warm["status"] == "ok" else None
    cell["warm_status"] = warm["status"]


def list_records(store: RunStore) -> list[dict]:
    return _records(store).list()


# -- CLI -----------------------------------------------------------------------------------------------
def _csv(text: str) -> list[str]:
    return [x.strip() for x in str(text).split(",") if x.strip()]


def spec_from_args(a, machine: dict) -> SweepSpec:
    source = source_from_args(a.model, a.recipe)
    try:
        batches = [int(x) for x in _csv(a.batch_sizes)]
    except ValueError:
        raise SweepRefused(f"--batch-sizes {a.batch_sizes}: use a comma list of positive integers") from None
    try:
        dynamo = parse_dynamo_overrides(getattr(a, "dynamo_config", None) or [])
    except ValueError as e:
        raise SweepRefused(str(e)) from None
    return SweepSpec(
        source=source, modes=_csv(a.modes), dtypes=_csv(a.dtypes), dynamic=_csv(a.dynamic), batch_sizes=batches,
        device=a.device or ("cuda" if machine.get("cuda_available") else "cpu"), seq_len=a.seq_len,
        iterations=a.iterations, warmup=a.warmup, bench_seconds=a.bench_seconds, min_calls=a.min_calls,
        max_calls=a.max_calls, timeout_s=a.timeout, only=_csv(a.only) if a.only else None,
        warm=not a.no_warm, label=a.label, workload=a.workload, prompt_len=a.prompt_len, new_tokens=a.new_tokens,
        caches=_csv(a.caches) if a.caches else [a.cache], dynamo_config=dynamo,
    )


def cmd_sweep(a, store: RunStore) -> int:
    machine = machine_info(store)
    try:
        spec = spec_from_args(a, machine)
        record = run_sweep(store, spec, progress=lambda m: print(f"[sweep] {m}", file=sys.stderr, flush=True))
    except SweepRefused as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    out = {"sweep_id": record["sweep_id"], "status": record["status"], "seconds": record.get("seconds"),
           "record": str(record_path(store, record["sweep_id"])), "cells": record["cells"],
           "baselines": record.get("baselines")}
    if a.json:
        print(json.dumps(out))
    else:
        print(f"{record['sweep_id']} {record['status']} {out['record']}")
        for c in record["cells"]:
            lat = f"{c['latency_ms']:.3f} ms" if c.get("latency_ms") is not None else "-"
            ci = c.get("latency_ci_ms")
            band = f"[{ci[0]:.3f}-{ci[1]:.3f}]" if ci else ""
            flag = "unstable" if c.get("unstable") else ""
            print(f"  {c['key']:42} {c['status']:9} {lat:>12} {band:>17} {flag:8} {c.get('reason', '')}")
    return 0 if record["status"] == "ok" else 1
