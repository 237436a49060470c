"""Import TORCH_TRACE logs (a file, a folder, a list of files; plain or ``.gz``) as runs, without running a model.

One log is one run (``trace_report`` builds it). A folder or a list of several logs (the ranks of a distributed
job, or several processes) gives one run per log, like tlparse's per-rank reports, and each of these reports
names the others in ``rank_group`` ({id, rank, runs: [{rank, run_id}], source}); ``report.rank_compare``
compares them (compile ids on some ranks only, graphs that differ, cache and collective divergence, skew).
A log's rank comes from its file name (``..._rank_<n>_...``), else from its records.

Every run folder is built under a hidden staging name and renamed into place only when complete, so a failed
or interrupted import never leaves half a run in the store. A log of several that cannot be read is named in
the summary and the others are imported.
"""

from __future__ import annotations

import json
import logging
import os
import re
import secrets
import shutil
import zlib
from pathlib import Path

from ..report.store import RunStore, new_run_id
from ..report.summary import summary_of
from .trace_report import ImportRefused, build_trace_report

log = logging.getLogger(__name__)

__all__ = ["ImportRefused", "import_summary", "import_trace", "import_traces", "input_files", "ranks_summary"]

_COPY_CHUNK = 1 << 20
_RANK_NAME_RE = re.compile(r"_rank_(\d+)(?:[_.]|$)")
_RANK_FIELD_RE = re.compile(rb'"rank": (\d+)')
_PEEK_BYTES = 1 << 16


def input_files(paths: str | os.PathLike | list) -> list[Path]:
    """The log files named: each file itself, or a folder's trace logs (plain or .gz), in name order."""
    paths = [paths] if isinstance(paths, (str, os.PathLike)) else list(paths)
    out: list[Path] = []
    for p in (Path(x).expanduser().resolve() for x in paths):
        if p.is_file():
            out.append(p)
        elif p.is_dir():
            pats = ("dedicated_log_torch_trace_*.log", "dedicated_log_torch_trace_*.log.gz", "*.log", "*.log.gz")
            for i in range(0, len(pats), 2):
                found = sorted(f for f in set(p.glob(pats[i])) | set(p.glob(pats[i + 1])) if f.is_file())
                if found:
                    out.extend(found)
                    break
            else:
                raise ImportRefused(f"{p} holds no *.log or *.log.gz trace file: pass the TORCH_TRACE folder or a log file")
        else:
            raise ImportRefused(f"{p} does not exist: pass a TORCH_TRACE log file or folder")
    if not out:
        raise ImportRefused("no path given: pass a TORCH_TRACE log file or folder")
    return list(dict.fromkeys(out))


def _is_gzip(path: Path) -> bool:
    with open(path, "rb") as f:
        return f.read(2) == b"\x1f\x8b"


class _Truncated(Exception):
    pass


def _copy_log(src: Path, dst: Path) -> None:
    """Copy (and gunzip) one log into the run's artifacts; a truncated .gz keeps what was readable."""
    dst.parent.mkdir(parents=True, exist_ok=True)
    if not _is_gzip(src):
        shutil.copyfile(src, dst)
        return
    # zlib rather than gzip.open: a cut-off .gz still yields everything before the cut
    dec = zlib.decompressobj(wbits=31)
    with open(src, "rb") as fin, open(dst, "wb") as fout:
        try:
            while chunk := fin.read(_COPY_CHUNK):
                fout.write(dec.decompress(chunk))
                while dec.eof and dec.unused_data:  # concatenated gzip members
                    rest = dec.unused_data
                    dec = zlib.decompressobj(wbits=31)
                    fout.write(dec.decompress(rest))
            fout.write(dec.flush())
        except zlib.error as e:
            fout.write(b"\n")
            raise _Truncated(f"corrupt data: {e}") from None
        if not dec.eof:
            fout.write(b"\n")  # the parser counts the cut line as unparsed
            raise _Truncated("the compressed stream ends early")


def _rank_of(src: Path, copy: Path) -> int | None:
    """The rank of a log: its file name, else the first ``"rank": n`` near the top of the file."""
    if (m := _RANK_NAME_RE.search(src.name)) is not None:
        return int(m.group(1))
    with open(copy, "rb") as f:
        m = _RANK_FIELD_RE.search(f.read(_PEEK_BYTES))
    return int(m.group(1)) if m else None


def _stage_one(store: RunStore, src: Path, run_id: str, label: str) -> tuple[Path, dict]:
    """Build one run's folder under a staging name; returns (staging folder, report)."""
    staging = store.root / f".import-{run_id}-{secrets.token_hex(2)}"
    staging.mkdir(parents=True)
    try:
        notes = []
        copy = staging / "artifacts" / "trace" / src.name.removesuffix(".gz")
        try:
            _copy_log(src, copy)
        except _Truncated as e:
            notes.append(f"{src.name}: compressed file is truncated or corrupt ({e}); imported the readable part")
        except OSError as e:
            raise ImportRefused(f"cannot read {src}: {e}") from None
        report = build_trace_report(copy, staging, run_id, label, notes, source=str(src))
        comp = report["compile"]
        named = _rank_of(src, copy)  # the launcher's file name first (as tlparse), else the records'
        if named is not None and comp.get("rank") not in (None, named):
            comp["notes"].append(f"the file is named rank {named}; its records say rank {comp['rank']}")
        comp["rank"] = named if named is not None else comp.get("rank")
        return staging, report
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


def _run_label(label: str, src: Path, rank: int | None, index: int, many: bool) -> str:
    stem = src.name.split(".")[0]
    if many and not label and stem.startswith("dedicated_log_torch_trace"):
        stem = src.parent.name  # the folder names the job
    base = label or (stem if stem.lower().startswith("trace") else f"trace-{stem}")
    if not many:
        return base
    # the rank first: run ids keep only the first 24 characters of a label
    return f"rank{rank}-{base}" if rank is not None else f"log{index}-{base}"


def import_traces(store: RunStore, paths, label: str = "") -> tuple[list[dict], list[str]]:
    """Create one run per log at ``paths``; returns (their reports, refusals of logs that could not be read).

    Raises:
        ImportRefused: when no log at all could be imported (the message says why).
    """
    files = input_files(paths)
    many = len(files) > 1
    staged: list[tuple[Path, dict]] = []
    refused: list[str] = []
    try:
        for i, src in enumerate(files):
            run_id = new_run_id(_run_label(label, src, None, i, many))
            try:
                staging, report = _stage_one(store, src, run_id, label)
            except ImportRefused as e:
                if not many:
                    raise
                refused.append(str(e))
                continue
            rank = report["compile"].get("rank")
            if many:  # the id says which rank it is
                report["run_id"] = new_run_id(_run_label(label, src, rank, i, many))
            staged.append((staging, report))
        if not staged:
            raise ImportRefused("no log could be imported: " + "; ".join(refused))
        if many:
            group = {"id": f"ranks-{staged[0][1]['run_id']}", "source": [str(f) for f in files],
                     "runs": [{"rank": r["compile"].get("rank"), "run_id": r["run_id"]} for _, r in staged]}
            for _, r in staged:
                r["rank_group"] = {**group, "rank": r["compile"].get("rank")}
        for staging, report in staged:
            # compact here (the C encoder): save_report rewrites it in the store's format once it is in place
            (staging / "report.json").write_text(json.dumps(report, default=str), encoding="utf-8")
            os.replace(staging, store.run_dir(report["run_id"]))
            store.save_report(report)  # index it (and rewrite the report atomically)
    finally:
        for staging, _ in staged:
            shutil.rmtree(staging, ignore_errors=True)
    return [r for _, r in staged], refused


def import_trace(store: RunStore, path: str | os.PathLike, label: str = "") -> dict:
    """Create a run from one trace log; returns its report. Raises ImportRefused on unusable input, or when
    ``path`` holds several logs (use ``import_traces``)."""
    if len(input_files(path)) > 1:
        raise ImportRefused(f"{path} holds several logs: import them with import_traces (one run per log)")
    reports, _ = import_traces(store, path, label)
    return reports[0]


def import_summary(store: RunStore, report: dict) -> dict:
    """The CLI's --json object for one run: the run summary plus what the trace held."""
    out = summary_of(report)
    comp = report.get("compile") or {}
    out.update(
        report=str(store.report_path(report["run_id"])),
        compile_ids=len(comp.get("compile_ids") or []),
        attempts=sum(len(c.get("attempts") or []) for c in comp.get("compile_ids") or []),
        outside_frame=len(comp.get("outside_frame") or []),
        recompiles=len(comp.get("recompiles") or []),
        trace_graph_breaks=len(comp.get("graph_breaks") or []),
        export_issues=len((comp.get("export") or {}).get("issues") or []),
        cache=comp.get("cache"),
        unparsed_lines=comp.get("unparsed_lines"),
        bad_payloads=len(comp.get("bad_payloads") or []),
        records=comp.get("records"),
        rank=comp.get("rank"),
        torch_version=comp.get("torch_version"),
    )
    return out


def ranks_summary(store: RunStore, reports: list[dict], refused: list[str]) -> dict:
    """The CLI's --json object for several logs: each run's summary, the rank comparison, the Ranks view link."""
    from ..report.rank_compare import compare_ranks

    comparison = compare_ranks(reports)
    return {
        "status": "ok" if not refused and all(r["status"] == "ok" for r in reports) else "partial",
        "runs": [import_summary(store, r) for r in reports],
        "refused": refused,
        "comparison": comparison,
        "link": "ranks?ranks=" + ",".join(r["run_id"] for r in reports),
    }
