"""One run in progress, as the stages see it: the report being built, the stage bracket that turns every
exception into data, and the final status rule. The runner drives it; the stages receive it.
"""

from __future__ import annotations

import contextlib
import sys
import time
import traceback
from dataclasses import asdict

from ..report.schema import RunRequest, StageResult
from ..report.store import RunStore
from . import own_time


class StageSkipped(Exception):
    """A stage that cannot run (e.g. benchmark without a compiled model): not a failure."""


class StagePartial(Exception):
    """Raised by a stage after it stored its results when an optional part of it failed: the stage is
    ``partial`` (its message says what is missing), not ``failed``."""


def progress(msg: str) -> None:
    print(f"[compilescope] {msg}", file=sys.stderr, flush=True)


def friendly_error(exc: BaseException, request: RunRequest) -> str:
    """A one-line message that says what to change, where we know."""
    name = type(exc).__name__
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else name
    if "OutOfMemoryError" in name or "out of memory" in text.lower():
        o = request.options
        return f"out of memory at batch {o.batch_size}, seq {o.seq_len}, {o.dtype}: lower --batch-size or --seq-len"
    if isinstance(exc, MemoryError):
        detail = f" ({text})" if text != name else ""
        return (f"MemoryError: the worker ran out of host memory{detail}: lower --batch-size or --seq-len, or free "
                "memory on this machine")
    if name in ("SourceError", "ValueError") and exc.__class__.__module__.startswith("analyzers"):
        return text
    return f"{name}: {text}"[:500]


class Run:
    """One run in progress: the report dict and the stages, saved on every change."""

    def __init__(self, store: RunStore, run_id: str):
        self.store = store
        self.report = store.load_report(run_id)
        self.request = RunRequest.from_dict(self.report["request"])
        self.run_id = run_id
        self.dir = store.run_dir(run_id)
        self.stages: dict[str, StageResult] = {}
        self.state: dict = {}  # objects stages hand to each other (model, compiled model)
        self.saves = own_time.SaveClock()

    def save(self) -> None:
        t0 = time.perf_counter()
        self.report["stages"] = [asdict(s) for s in self.stages.values()]
        self.report["own_time"] = own_time.section(self.saves)
        self.store.save_report(self.report)
        self.saves.add(time.perf_counter() - t0)

    @contextlib.contextmanager
    def stage(self, name: str):
        st = self.stages.setdefault(name, StageResult(name))
        st.status = "running"
        st.started = time.time()
        self.save()
        progress(f"{name} ...")
        t0 = time.perf_counter()
        try:
            yield st
            st.status = "ok"
        except StageSkipped as e:
            st.status, st.message = "skipped", str(e)
        except StagePartial as e:
            st.status, st.message = "partial", str(e)
            self.report.setdefault("error", {"stage": name, "message": st.message, "traceback": ""})
        except BaseException as e:  # noqa: BLE001 - every failure becomes data
            st.status = "failed"
            st.message = friendly_error(e, self.request)
            st.traceback = traceback.format_exc()
            self.report.setdefault("error", {"stage": name, "message": st.message, "traceback": st.traceback})
            if isinstance(e, KeyboardInterrupt):
                raise
        finally:
            st.seconds = round(time.perf_counter() - t0, 3)
            progress(f"{name} {st.status} ({st.seconds:.1f} s){': ' + st.message if st.message else ''}")
            self.save()


def final_status(stages: list[StageResult]) -> str:
    by = {s.name: s.status for s in stages}
    if by.get("load") != "ok":
        return "failed"
    analyses = [s for s in stages if s.name != "load"]
    if any(s.status == "failed" for s in analyses):
        return "partial" if any(s.status in ("ok", "partial") for s in analyses) else "failed"
    if any(s.status == "partial" for s in analyses):
        return "partial"
    return "ok"
