"""Run store: ``<runs>/<run_id>/report.json`` + artifacts, and ``<runs>/index.sqlite``.

Stdlib only. The report file is the truth; the SQLite index is a cache of headline numbers that
``reindex`` can rebuild from the report files. Every write goes to a temporary file first and is
renamed into place, so a reader never sees half a report.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import sqlite3
import tempfile
import time
from contextlib import closing
from pathlib import Path

from .schema import SCHEMA_VERSION, RunRequest, SchemaError, check_report, summary_of, valid_run_id

DEFAULT_RUNS_DIR = "runs"
CLAIM_FILE = "claimed"  # <run>/claimed: the pid of whoever runs it (the dispatcher takes unclaimed runs only)


def default_runs_dir() -> Path:
    return Path(os.environ.get("COMPILESCOPE_RUNS", DEFAULT_RUNS_DIR))


class RunNotFound(LookupError):
    pass


def atomic_write_text(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


def new_run_id(label: str = "") -> str:
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    slug = "".join(c if c.isalnum() else "-" for c in label.lower())[:24].strip("-")
    rid = f"{stamp}-{slug}-{secrets.token_hex(2)}" if slug else f"{stamp}-{secrets.token_hex(3)}"
    return rid.replace("--", "-")


_INDEX_COLUMNS = (
    "run_id TEXT PRIMARY KEY, created REAL, model TEXT, source_kind TEXT, options TEXT, status TEXT, "
    "stage TEXT, eager_ms REAL, compiled_ms REAL, speedup REAL, compile_s REAL, graph_count INTEGER, "
    "graph_break_count INTEGER, kernel_count INTEGER, device TEXT, label TEXT, pid INTEGER, kind TEXT"
)


class RunStore:
    """The embedded store. Safe for one writer per run and any number of readers."""

    def __init__(self, root: str | os.PathLike | None = None):
        self.root = Path(root) if root is not None else default_runs_dir()
        self.root.mkdir(parents=True, exist_ok=True)
        self.index_path = self.root / "index.sqlite"
        with closing(self._db()) as db, db:
            db.execute(f"CREATE TABLE IF NOT EXISTS runs ({_INDEX_COLUMNS})")

    # -- paths -------------------------------------------------------------------------------
    def _db(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.index_path, timeout=30)
        db.row_factory = sqlite3.Row
        return db

    def run_dir(self, run_id: str) -> Path:
        if not valid_run_id(run_id):
            raise RunNotFound(f"invalid run id {run_id!r}: use letters, digits, '-' and '_' only")
        return self.root / run_id

    def report_path(self, run_id: str) -> Path:
        return self.run_dir(run_id) / "report.json"

    def artifact_path(self, run_id: str, name: str) -> Path:
        """Path of an artifact; ``name`` must stay inside the run folder."""
        base = self.run_dir(run_id).resolve()
        p = (base / name).resolve()
        if base != p and base not in p.parents:
            raise RunNotFound(f"artifact {name!r} is outside run {run_id}")
        return p

    # -- reports ---------------------------------------------------------------------------
    def create_run(
        self, request: RunRequest, run_id: str | None = None, kind: str = "run", claimed_by: int | None = None
    ) -> dict:
        """A new queued run. ``claimed_by`` (a pid) marks it as run by that process, before the
        index shows it, so a dispatcher serving this store never takes it too."""
        run_id = run_id or new_run_id(request.label or request.source.name.rsplit("/", 1)[-1])
        d = self.run_dir(run_id)
        d.mkdir(parents=True, exist_ok=False)
        if claimed_by is not None:
            (d / CLAIM_FILE).write_text(str(claimed_by))
        report = {
            "schema_version": SCHEMA_VERSION,
            "run_id": run_id,
            "kind": kind,
            "created": time.time(),
            "status": "queued",
            "request": request.to_dict(),
            "stages": [],
            "notes": [],
        }
        self.save_report(report)
        return report

    def save_report(self, report: dict) -> Path:
        check_report(report)
        report["updated"] = time.time()
        path = self.report_path(report["run_id"])
        atomic_write_text(path, json.dumps(report, indent=1, default=str))
        self._index(report)
        return path

    def load_report(self, run_id: str) -> dict:
        path = self.report_path(run_id)
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise RunNotFound(f"no run {run_id!r} in {self.root}") from None
        try:
            report = json.loads(text)
        except json.JSONDecodeError as e:
            raise SchemaError(f"report of {run_id} is not valid JSON: {e}") from None
        return check_report(report)

    def save_artifact(self, run_id: str, name: str, data: str | bytes) -> str:
        p = self.artifact_path(run_id, name)
        if isinstance(data, bytes):
            p.parent.mkdir(parents=True, exist_ok=True)
            tmp = p.with_name(f".{p.name}.tmp")
            tmp.write_bytes(data)
            os.replace(tmp, p)
        else:
            atomic_write_text(p, data)
        return name

    def delete_run(self, run_id: str) -> None:
        d = self.run_dir(run_id)
        if not d.exists():
            raise RunNotFound(f"no run {run_id!r}")
        # rename first so a reader never sees a half-deleted run
        trash = self.root / f".trash-{run_id}-{secrets.token_hex(2)}"
        os.replace(d, trash)
        with closing(self._db()) as db, db:
            db.execute("DELETE FROM runs WHERE run_id = ?", (run_id,))
        shutil.rmtree(trash, ignore_errors=True)

    # -- index -----------------------------------------------------------------------------
    def _index(self, report: dict) -> None:
        s = summary_of(report)
        req = report.get("request") or {}
        opts = req.get("options") or {}
        running = [st["name"] for st in report.get("stages", []) if st.get("status") == "running"]
        row = {
            "run_id": report["run_id"],
            "created": report.get("created"),
            "model": s["model"],
            "source_kind": (req.get("source") or {}).get("kind"),
            "options": json.dumps(opts, sort_keys=True),
            "status": report.get("status"),
            "stage": running[0] if running else None,
            "eager_ms": s["eager_ms"],
            "compiled_ms": s["compiled_ms"],
            "speedup": s["speedup"],
            "compile_s": s["compile_s"],
            "graph_count": s["graph_count"],
            "graph_break_count": s["graph_break_count"],
            "kernel_count": s["kernel_count"],
            "device": opts.get("device"),
            "label": req.get("label", ""),
            "pid": report.get("worker_pid"),
            "kind": report.get("kind", "run"),
        }
        cols = ", ".join(row)
        marks = ", ".join("?" for _ in row)
        with closing(self._db()) as db, db:
            db.execute(f"INSERT OR REPLACE INTO runs ({cols}) VALUES ({marks})", tuple(row.values()))

    def list_runs(self, status: str | None = None) -> list[dict]:
        q = "SELECT * FROM runs"
        args: tuple = ()
        if status:
            q += " WHERE status = ?"
            args = (status,)
        q += " ORDER BY created DESC"
        with closing(self._db()) as db:
            rows = [dict(r) for r in db.execute(q, args)]
        for r in rows:
            r["options"] = json.loads(r["options"] or "{}")
        return rows

    def reindex(self) -> int:
        """Rebuild the index from the report files (the reports are the truth)."""
        n = 0
        with closing(self._db()) as db, db:
            db.execute("DELETE FROM runs")
        for p in sorted(self.root.glob("*/report.json")):
            try:
                self._index(self.load_report(p.parent.name))
                n += 1
            except (SchemaError, RunNotFound):
                continue
        return n


class RecordFolder:
    """JSON records kept beside the runs (sweeps, shape sweeps): ``<runs>/<folder>/<id>.json``.

    Ids follow the run-id rules; writes are atomic; readers get a LookupError with a plain message.
    """

    def __init__(self, store: RunStore, folder: str, noun: str):
        self.dir = store.root / folder
        self.noun = noun

    def path(self, record_id: str) -> Path:
        if not valid_run_id(record_id):
            raise LookupError(f"invalid {self.noun} id {record_id!r}: use letters, digits, '-' and '_' only")
        return self.dir / f"{record_id}.json"

    def save(self, record: dict) -> None:
        record["updated"] = time.time()
        atomic_write_text(self.path(record["sweep_id"]), json.dumps(record, indent=1, default=str))

    def load(self, record_id: str) -> dict:
        p = self.path(record_id)
        try:
            record = json.loads(p.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise LookupError(f"there is no {self.noun} {record_id!r} in {self.dir}") from None
        except (OSError, ValueError) as e:
            raise LookupError(f"the record of {self.noun} {record_id!r} cannot be read: {e}") from None
        if not isinstance(record, dict):
            raise LookupError(f"the record of {self.noun} {record_id!r} is not a JSON object")
        return record

    def list(self) -> list[dict]:
        """Every readable record, newest first."""
        out = []
        for p in self.dir.glob("*.json") if self.dir.is_dir() else []:
            try:
                record = json.loads(p.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                continue
            if isinstance(record, dict) and valid_run_id(record.get("sweep_id", "")):
                out.append(record)
        return sorted(out, key=lambda r: r.get("created") or 0, reverse=True)
