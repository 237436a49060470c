"""The SQLite index of a run store (``<runs>/index.sqlite``): headline numbers of every run, a cache.

The report files are the truth; this index only makes listing fast. So it is checked each time it is opened
(``PRAGMA user_version`` and the ``runs`` table's columns) and a bad one — not a database, truncated, another
program's database, another layout — is never written to and never raises: ``problem`` says what is wrong,
readers list from the report files instead, and ``rebuild`` writes a fresh index beside it and swaps it in
atomically (the bad file is kept as ``index.sqlite.bad-<time>``). Stdlib only.
"""

from __future__ import annotations

import json
import logging
import os
import secrets
import sqlite3
import time
from contextlib import closing
from pathlib import Path
from typing import Any

from .schema import valid_run_id
from .summary import summary_of

log = logging.getLogger("compilescope.store")

INDEX_VERSION = 1  # PRAGMA user_version of an index this code writes (0: an index from before the marker)
COLUMNS = (
    ("run_id", "TEXT PRIMARY KEY"), ("created", "REAL"), ("model", "TEXT"), ("source_kind", "TEXT"),
    ("options", "TEXT"), ("status", "TEXT"), ("stage", "TEXT"), ("eager_ms", "REAL"), ("compiled_ms", "REAL"),
    ("speedup", "REAL"), ("compile_s", "REAL"), ("graph_count", "INTEGER"), ("graph_break_count", "INTEGER"),
    ("kernel_count", "INTEGER"), ("device", "TEXT"), ("label", "TEXT"), ("pid", "INTEGER"), ("kind", "TEXT"),
)
NAMES = tuple(name for name, _ in COLUMNS)


class IndexUnusable(Exception):
    """The index file cannot be used; the message says why."""


def index_row(report: dict) -> dict:
    """The index row of a report (every value a plain SQLite value, whatever the report holds)."""
    s = summary_of(report)
    req = _obj(report.get("request"))
    opts = _obj(req.get("options"))
    stages = report.get("stages") if isinstance(report.get("stages"), list) else []
    running = [st.get("name") for st in stages if isinstance(st, dict) and st.get("status") == "running"]
    return {
        "run_id": report["run_id"],
        "created": _number(report.get("created")),
        "model": s["model"],
        "source_kind": _text(_obj(req.get("source")).get("kind")),
        "options": json.dumps(opts, sort_keys=True, default=str),
        "status": s["status"],
        "stage": _text(running[0]) if running else None,
        "eager_ms": s["eager_ms"],
        "compiled_ms": s["compiled_ms"],
        "speedup": s["speedup"],
        "compile_s": s["compile_s"],
        "graph_count": s["graph_count"],
        "graph_break_count": s["graph_break_count"],
        "kernel_count": s["kernel_count"],
        "device": _text(opts.get("device")),
        "label": _text(req.get("label")) or "",
        "pid": report.get("worker_pid") if isinstance(report.get("worker_pid"), int) else None,
        "kind": _text(report.get("kind")) or "run",
    }


# What each column's values must be when read back (SQLite keeps whatever another program wrote into a column).
KINDS = {name: {"TEXT": (str,), "REAL": (int, float), "INTEGER": (int,)}[decl.split()[0]] for name, decl in COLUMNS}


def row_out(row: dict) -> dict:
    """A row as ``list_runs`` returns it: ``options`` parsed back to a dict, a value of the wrong type blank."""
    row, _ = checked_row(row)
    try:
        opts = json.loads(row.get("options") or "{}")
    except ValueError:
        opts = {}
    return dict(row, options=opts if isinstance(opts, dict) else {})


def checked_row(row: dict) -> tuple[dict, list[str]]:
    """``row`` with each value of the wrong type for its column (a string in a REAL column, bytes) set to None,
    and the names of those columns."""
    out, wrong = dict(row), []
    for name, value in row.items():
        kinds = KINDS.get(name)
        if value is not None and kinds and not isinstance(value, kinds):
            out[name] = None
            wrong.append(name)
    return out, wrong


class RunIndex:
    def __init__(self, path: Path):
        self.path = path
        self.problem: str | None = None  # why the index is unusable, as of the last use
        # Rows of the last ``rows()`` that held values of the wrong type: "<run id>: <columns>" (shown blank)
        # or "a row without a valid run id" (left out).
        self.odd_rows: list[str] = []

    def _open(self, create: bool = True) -> sqlite3.Connection:
        """A checked connection; raises IndexUnusable (and sets ``problem``) for a bad index."""
        try:
            db = sqlite3.connect(self.path, timeout=30)
            db.row_factory = sqlite3.Row
            try:
                _check_or_create(db, create)
            except BaseException:
                db.close()
                raise
        except IndexUnusable as e:
            self.problem = f"the index {self.path} {e}"
            raise IndexUnusable(self.problem) from None
        except sqlite3.Error as e:
            self.problem = f"the index {self.path} cannot be read ({e})"
            raise IndexUnusable(self.problem) from None
        self.problem = None
        return db

    def upsert(self, row: dict) -> None:
        """Write one row; a bad index is left alone (logged): the report file is already saved."""
        marks = ", ".join("?" for _ in row)
        try:
            with closing(self._open()) as db, db:
                db.execute(f"INSERT OR REPLACE INTO runs ({', '.join(row)}) VALUES ({marks})", tuple(row.values()))
        except (IndexUnusable, sqlite3.Error) as e:
            log.info("run %s not indexed: %s (python -m analyzers reindex rebuilds the index)", row["run_id"], e)

    def delete(self, run_id: str) -> None:
        try:
            with closing(self._open()) as db, db:
                db.execute("DELETE FROM runs WHERE run_id = ?", (run_id,))
        except (IndexUnusable, sqlite3.Error) as e:
            log.info("run %s not removed from the index: %s", run_id, e)

    def rows(self, status: str | None = None) -> list[dict]:
        """The rows, newest first; raises IndexUnusable (``problem`` set) when the index cannot say. A value of
        the wrong type is None and a row without a valid run id is left out (``odd_rows`` says which)."""
        q, args = "SELECT * FROM runs", ()
        if status:
            q, args = q + " WHERE status = ?", (status,)
        try:
            with closing(self._open()) as db:
                raw = [dict(r) for r in db.execute(q + " ORDER BY created DESC", args)]
        except sqlite3.Error as e:
            self.problem = f"the index {self.path} cannot be read ({e})"
            raise IndexUnusable(self.problem) from None
        out, self.odd_rows = [], []
        for row in raw:
            clean, wrong = checked_row(row)
            if not valid_run_id(clean.get("run_id") or ""):
                self.odd_rows.append(f"a row whose run id is {repr(row.get('run_id'))[:60]} (left out)")
                continue
            if wrong:
                self.odd_rows.append(f"{clean['run_id']}: {', '.join(wrong)}")
            out.append(row_out(clean))
        return out

    def rebuild(self, rows) -> None:
        """Write ``rows`` (an iterable of index rows) to a fresh file and swap it in for the index."""
        tmp = self.path.with_name(f".{self.path.name}.{secrets.token_hex(4)}.tmp")
        try:
            with closing(sqlite3.connect(tmp)) as db, db:
                _create(db)
                for row in rows:
                    db.execute(f"INSERT OR REPLACE INTO runs ({', '.join(row)}) VALUES ({', '.join('?' * len(row))})",
                               tuple(row.values()))
            bad = self._usable_problem()
            if bad is not None and self.path.exists():
                keep = self.path.with_name(f"{self.path.name}.bad-{time.strftime('%Y%m%d-%H%M%S')}")
                try:
                    os.link(self.path, keep)  # a second name: the swap below stays one atomic rename
                except OSError:
                    log.info("could not keep a copy of the bad index %s", self.path)
                log.info("%s: replaced (old file kept as %s)", bad, keep.name)
            journal = self.path.with_name(self.path.name + "-journal")
            if bad is not None and journal.exists():
                journal.unlink()  # a stale journal of the bad file must not be played into the new one
            os.replace(tmp, self.path)
        finally:
            tmp.unlink(missing_ok=True)
        self.problem = None

    def _usable_problem(self) -> str | None:
        if not self.path.exists():
            return None
        try:
            with closing(self._open(create=False)) as db:
                db.execute("SELECT count(*) FROM runs").fetchone()
            return None
        except (IndexUnusable, sqlite3.Error) as e:
            return str(e)


def _check_or_create(db: sqlite3.Connection, create: bool) -> None:
    tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if not tables and version == 0:
        if create:
            with db:
                _create(db)
        return
    if tables != {"runs"}:
        others = sorted(tables - {"runs"})
        raise IndexUnusable(f"is not CompileScope's index (it holds the tables {others})")
    if version not in (0, INDEX_VERSION):
        raise IndexUnusable(f"has version {version}, not {INDEX_VERSION}")
    columns = [r[1] for r in db.execute("PRAGMA table_info(runs)")]
    if sorted(columns) != sorted(NAMES):
        raise IndexUnusable("has a runs table with other columns than CompileScope's")
    if version == 0 and create:
        try:
            db.execute(f"PRAGMA user_version = {INDEX_VERSION}")  # an index from before the marker: ours
        except sqlite3.OperationalError:
            pass  # a read-only store: it stays readable as it is


def _create(db: sqlite3.Connection) -> None:
    db.execute(f"CREATE TABLE IF NOT EXISTS runs ({', '.join(f'{n} {t}' for n, t in COLUMNS)})")
    db.execute(f"PRAGMA user_version = {INDEX_VERSION}")


def _obj(value: Any) -> dict:
    return value if isinstance(value, dict) else {}


def _text(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def _number(value: Any) -> float | None:
    return value if isinstance(value, (int, float)) and not isinstance(value, bool) else None
