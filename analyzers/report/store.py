"""Run store: ``<runs>/<run_id>/report.json`` + artifacts, and ``<runs>/index.sqlite``.

Stdlib only. The report file is the truth; the SQLite index (``index.py``) is a cache of headline numbers
that ``reindex`` rebuilds from the report files, and a broken index only slows listing down (the reports are
read instead). Every write goes to a temporary file first and is renamed into place, so a reader never sees
half a report; files are written with the mode of any other file the user creates (``0666 & ~umask``).
A runs folder that cannot be used raises ``StoreError`` with a message that says what to change.
"""

from __future__ import annotations

import json
import logging
import os
import secrets
import shutil
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from .figures import fill_derived
from .index import IndexUnusable, RunIndex, index_row
from .schema import SCHEMA_VERSION, RunRequest, SchemaError, check_report, slug, valid_run_id

log = logging.getLogger("compilescope.store")

DEFAULT_RUNS_DIR = "runs"
STALE_TEMP_S = 600  # a temporary file this old belongs to no write in progress (reindex removes it)
CLAIM_FILE = "claimed"  # <run>/claimed: "pid start" of whoever runs it (the dispatcher takes unclaimed runs only)
# What the store and its workflows keep beside the run folders; ``reindex`` names anything else as "not a run".
STORE_ENTRIES = ("index.sqlite", "machine.json", "peaks.json", "dispatcher.lock", "dispatcher.log", "dispatcher.owners",
                 "warm-worker.log", "sweeps", "shape_sweeps")
STORE_PREFIXES = ("index.sqlite", "machine-")  # the index's journal and kept bad copies; machine-<executor>.json


def default_runs_dir() -> Path:
    return Path(os.environ.get("COMPILESCOPE_RUNS", DEFAULT_RUNS_DIR))


class RunNotFound(LookupError):
    pass


class StoreError(Exception):
    """The runs folder cannot be used (a file, under a file, not creatable, not writable, full)."""


class ReadOnlyStore(StoreError):
    """A write through a store opened read-only (the dashboard as a viewer: ``COMPILESCOPE_VIEWER=1``)."""


def _file_mode() -> int:
    """``0666 & ~umask``: what ``open()`` gives a new file (mkstemp alone gives 0600)."""
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("Umask:"):
                    return 0o666 & ~int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    mask = os.umask(0o022)  # no reader on this platform: read it by setting it (at import, one thread)
    os.umask(mask)
    return 0o666 & ~mask


FILE_MODE = _file_mode()


def atomic_write_text(path: Path, text: str | bytes) -> None:
    """Write ``path`` whole or not at all: a temporary file beside it, synced, renamed over it (text or bytes)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        os.fchmod(fd, FILE_MODE)
        with os.fdopen(fd, "wb") as f:
            f.write(text if isinstance(text, bytes) else text.encode("utf-8"))
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
    """``<UTC time>-<ASCII slug of the label>-<random>``: always a valid id, whatever the label holds."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    text = slug(label, 24)
    return f"{stamp}-{text}-{secrets.token_hex(2)}" if text else f"{stamp}-{secrets.token_hex(3)}"


@dataclass
class ReindexResult:
    indexed: int = 0
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (run folder, why it was skipped)
    replaced: str | None = None  # what was wrong with the index it replaced
    temp_files_removed: int = 0  # left by writers killed mid-write
    not_runs: list[str] = field(default_factory=list)  # entries beside the runs that are not runs (left alone)


def _open_root(root: Path) -> None:
    """Make sure ``root`` is a folder we can use, or raise StoreError saying what to change."""
    hint = "point --runs-dir (or COMPILESCOPE_RUNS) at a folder"
    if root.exists() and not root.is_dir():
        raise StoreError(f"the runs folder {root} is a file, not a folder: {hint}")
    try:
        root.mkdir(parents=True, exist_ok=True)
    except (NotADirectoryError, FileExistsError):
        above = next((p for p in root.parents if p.exists() and not p.is_dir()), None)
        where = f"under the file {above}" if above else "not a folder (a broken link?)"
        raise StoreError(f"the runs folder {root} is {where}: {hint}") from None
    except OSError as e:
        raise StoreError(f"cannot create the runs folder {root}: {e.strerror or e}: {hint}") from None


class RunStore:
    """The embedded store. Safe for one writer per run and any number of readers."""

    def __init__(self, root: str | os.PathLike | None = None, read_only: bool = False):
        self.root = Path(root) if root is not None else default_runs_dir()
        self.read_only = read_only  # every method that creates, changes or deletes a run refuses
        _open_root(self.root)
        self.index_path = self.root / "index.sqlite"
        self.index = RunIndex(self.index_path)

    @property
    def index_problem(self) -> str | None:
        """Why the index could not be used the last time it was (None: it was fine)."""
        return self.index.problem

    def require_writable(self, what: str) -> None:
        """Raise ReadOnlyStore (saying ``what`` cannot be done) when this store was opened read-only."""
        if self.read_only:
            raise ReadOnlyStore(f"this dashboard is a read-only viewer: it cannot {what}")

    # -- paths -------------------------------------------------------------------------------

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
        self, request: RunRequest, run_id: str | None = None, kind: str = "run", claimed_by: int | str | None = None
    ) -> dict:
        """A new queued run. ``claimed_by`` (a pid, or ``queue.claim_token()``) marks it as run by that
        process, before the index shows it, so a dispatcher serving this store never takes it too."""
        self.require_writable("launch runs")
        run_id = run_id or new_run_id(request.label or request.source.name.rsplit("/", 1)[-1])
        d = self.run_dir(run_id)
        try:
            d.mkdir(parents=True, exist_ok=False)
        except FileExistsError:
            raise
        except OSError as e:
            raise StoreError(f"cannot create a run in {self.root}: {e.strerror or e}") from None
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
        try:
            if claimed_by is not None:
                (d / CLAIM_FILE).write_text(str(claimed_by))
            self.save_report(report)
        except OSError as e:  # a full disk, a folder made read-only: no half-created run is left behind
            shutil.rmtree(d, ignore_errors=True)
            raise StoreError(f"cannot create a run in {self.root}: {e.strerror or e}") from None
        return report

    def save_report(self, report: dict) -> Path:
        self.require_writable("change runs")
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
        except (FileNotFoundError, NotADirectoryError):
            raise RunNotFound(f"no run {run_id!r} in {self.root}") from None
        except UnicodeDecodeError:
            raise SchemaError(f"report of {run_id} is not UTF-8 text") from None
        except OSError as e:
            raise SchemaError(f"report of {run_id} cannot be read: {e.strerror or e}") from None
        try:
            report = json.loads(text)
        except (json.JSONDecodeError, RecursionError) as e:
            raise SchemaError(f"report of {run_id} is not valid JSON: {e}") from None
        # a figure an older report lacks, derived from its artifacts (report/figures.py)
        return fill_derived(check_report(report), lambda name: json.loads(
            self.artifact_path(run_id, name).read_text(encoding="utf-8")))

    def save_artifact(self, run_id: str, name: str, data: str | bytes) -> str:
        self.require_writable("change runs")
        atomic_write_text(self.artifact_path(run_id, name), data)
        return name

    def delete_run(self, run_id: str) -> None:
        self.require_writable("delete runs")
        d = self.run_dir(run_id)
        if not d.exists():
            raise RunNotFound(f"no run {run_id!r}")
        # rename first so a reader never sees a half-deleted run
        trash = self.root / f".trash-{run_id}-{secrets.token_hex(2)}"
        os.replace(d, trash)
        self.index.delete(run_id)
        shutil.rmtree(trash, ignore_errors=True)

    # -- index -----------------------------------------------------------------------------
    def _index(self, report: dict) -> None:
        self.index.upsert(index_row(report))

    def reindex_one(self, report: dict) -> None:
        """Bring one run's index row up to date with its report (as read, not saved again)."""
        self.require_writable("change the index")
        self._index(report)

    def list_runs(self, status: str | None = None) -> list[dict]:
        """Index rows, newest first; read from the report files when the index is unusable
        (``index_problem`` then says why)."""
        try:
            return self.index.rows(status)
        except IndexUnusable as e:
            log.info("%s: listing from the report files (python -m analyzers reindex rebuilds it)", e)
        rows = [index_row(r) for r in self._reports()]
        rows = [r for r in rows if not status or r["status"] == status]
        return sorted((dict(r, options=json.loads(r["options"])) for r in rows),
                      key=lambda r: r["created"] or 0, reverse=True)

    def _reports(self, skipped: list | None = None):
        """Every readable report; unreadable ones go to ``skipped`` as (folder, reason)."""
        for p in sorted(self.root.glob("*/report.json")):
            name = p.parent.name
            if not valid_run_id(name):
                continue
            try:
                report = self.load_report(name)
                if report["run_id"] != name:
                    raise SchemaError(f"its run_id is {report['run_id']!r}, not its folder's name")
                index_row(report)  # a report the index cannot hold is skipped here, not half-way through
            except Exception as e:  # noqa: BLE001 - one bad report must not hide the others
                if skipped is not None:
                    skipped.append((name, str(e) or type(e).__name__))
                continue
            yield report

    def reindex(self) -> ReindexResult:
        """Rebuild the index from the report files (the reports are the truth).

        A fresh index is written beside the old one and swapped in, so the old one stays usable until the new
        one is complete; a report that cannot be read is skipped and listed; one that changed while the index
        was being built is indexed again after the swap.
        """
        self.require_writable("rebuild the index")
        result = ReindexResult(replaced=self.index._usable_problem())
        t0 = time.time()
        result.temp_files_removed = self._remove_stale_temp_files(t0 - STALE_TEMP_S)
        rows = [index_row(report) for report in self._reports(result.skipped)]
        self.index.rebuild(rows)
        result.indexed = len(rows)
        result.not_runs = self.not_runs()
        for p in self.root.glob("*/report.json"):
            try:
                if p.stat().st_mtime >= t0 and valid_run_id(p.parent.name):
                    self._index(self.load_report(p.parent.name))
            except Exception:  # noqa: BLE001 - it was listed as skipped, or it is gone
                continue
        return result

    def not_runs(self) -> list[str]:
        """Names of what lies in the runs folder that is neither a run folder (``<run_id>/report.json``) nor the
        store's own (a folder ends in ``/``); hidden entries (writes in progress, ``.DS_Store``) are passed over."""
        try:
            entries = sorted(self.root.iterdir())
        except OSError:
            return []
        out = []
        for p in entries:
            name = p.name
            if name.startswith(".") or name in STORE_ENTRIES or name.startswith(STORE_PREFIXES):
                continue
            try:
                if valid_run_id(name) and (p / "report.json").exists():
                    continue
                out.append(name + "/" if p.is_dir() else name)
            except OSError:
                out.append(name)
        return out

    def _remove_stale_temp_files(self, older_than: float) -> int:
        """Temporary files of writes that never finished (a writer killed mid-write): never a report, so removed."""
        removed = 0
        for p in self.root.glob("*/.*.tmp"):
            try:
                if valid_run_id(p.parent.name) and p.is_file() and p.stat().st_mtime < older_than:
                    p.unlink()
                    removed += 1
            except OSError:
                continue
        return removed


class RecordFolder:
    """JSON records kept beside the runs (sweeps, shape sweeps): ``<runs>/<folder>/<id>.json``.

    Ids follow the run-id rules; writes are atomic; readers get a LookupError with a plain message.
    """

    def __init__(self, store: RunStore, folder: str, noun: str):
        self.dir = store.root / folder
        self.noun = noun
        self.store = store

    def path(self, record_id: str) -> Path:
        if not valid_run_id(record_id):
            raise LookupError(f"invalid {self.noun} id {record_id!r}: use letters, digits, '-' and '_' only")
        return self.dir / f"{record_id}.json"

    def save(self, record: dict) -> None:
        self.store.require_writable(f"change {self.noun}s")
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
