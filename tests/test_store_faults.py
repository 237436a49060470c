"""The store under bad conditions: a runs folder that cannot be used, a broken or foreign index, unreadable
reports, a full disk, a lost worker. One clear line each, nothing lost, every run listed or said to be skipped."""

from __future__ import annotations

import errno
import json
import os
import sqlite3
import subprocess
import sys
import time
from contextlib import closing

import pytest

from analyzers.report.schema import ModelSource, RunRequest, valid_run_id
from analyzers.report.store import RecordFolder, RunStore, StoreError, new_run_id
from analyzers.runs import queue as jobs
from analyzers.runs.processes import process_alive, process_start
from tests import report_factory as rf

from .conftest import cli

GOOD, OTHER = "20260101-000000-good-0001", "20260101-000000-other-0002"


def _store(tmp_path) -> tuple:
    runs = tmp_path / "runs"
    rf.write_run(runs, rf.good_report(GOOD))
    rf.write_run(runs, rf.good_report(OTHER, with_breaks=False))
    rf.write_machine(runs)
    return runs, RunStore(runs)


def _one_error(p) -> str:
    errors = [line for line in p.stderr.splitlines() if line.startswith("error:")]
    assert len(errors) == 1 and "Traceback" not in p.stderr, p.stderr
    return errors[0]


# -- the runs folder ---------------------------------------------------------------------------------------
FOLDERS = {
    "a file": (lambda t: t / "afile", "is a file, not a folder"),
    "under a file": (lambda t: t / "afile" / "runs", "is under the file"),
    "not creatable": (lambda t: "/proc/compilescope-runs", "cannot create the runs folder"),
}


@pytest.mark.parametrize("command", [["list"], ["show", GOOD], ["reindex"], ["run", "--model", "demo:clean"]])
@pytest.mark.parametrize("case", list(FOLDERS))
def test_a_runs_folder_that_cannot_be_used_is_one_line(tmp_path, case, command):
    (tmp_path / "afile").write_text("not a folder")
    where, expected = FOLDERS[case]
    p = cli(*command, runs_dir=where(tmp_path))
    assert p.returncode == 2 and expected in _one_error(p)
    assert (tmp_path / "afile").read_text() == "not a folder"


def test_a_full_disk_leaves_no_half_created_run(tmp_path, monkeypatch):
    runs, store = _store(tmp_path)
    import analyzers.report.store as store_mod

    def full(*a, **k):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(store_mod, "atomic_write_text", full)
    with pytest.raises(StoreError, match="No space left on device"):
        store.create_run(RunRequest(ModelSource("demo", "clean")))
    assert sorted(p.name for p in runs.iterdir() if p.is_dir()) == [GOOD, OTHER]


def test_files_are_written_with_the_mode_of_other_files(tmp_path):
    """mkstemp alone makes 0600 files: a viewer started as another user could not read the reports."""
    plain = tmp_path / "plain.txt"
    plain.write_text("x")  # what open() gives under this umask (0644 under the usual 022)
    store = RunStore(tmp_path / "runs")
    rid = store.create_run(RunRequest(ModelSource("demo", "clean")))["run_id"]
    RecordFolder(store, "sweeps", "sweep").save({"sweep_id": "sweep-x-0001"})
    store.save_artifact(rid, "artifacts/a.txt", "x")
    written = (store.report_path(rid), store.root / "sweeps" / "sweep-x-0001.json", store.root / rid / "artifacts/a.txt")
    assert {p.stat().st_mode & 0o777 for p in written} == {plain.stat().st_mode & 0o777}


# -- the index -----------------------------------------------------------------------------------------------
def _garbage(path):
    path.write_bytes(b"this is not a database\n" * 10)


def _truncated(path):
    path.write_bytes(path.read_bytes()[:1500])


def _foreign(path):
    path.unlink()
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE invoices (id INTEGER, total REAL)")
        db.execute("INSERT INTO invoices VALUES (1, 9.5)")


def _other_columns(path):
    path.unlink()
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE runs (x INTEGER)")


def _newer_version(path):
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA user_version = 99")


BREAKS = {"garbage": _garbage, "truncated": _truncated, "foreign": _foreign, "other columns": _other_columns,
          "newer version": _newer_version}


@pytest.mark.parametrize("case", list(BREAKS))
def test_a_broken_index_degrades_then_reindex_rebuilds_it(tmp_path, case):
    runs, store = _store(tmp_path)
    index = runs / "index.sqlite"
    BREAKS[case](index)
    broken = index.read_bytes()
    p = cli("list", "--json", runs_dir=runs)
    assert p.returncode == 0, p.stderr
    assert sorted(r["run_id"] for r in json.loads(p.stdout)) == [GOOD, OTHER]  # from the report files
    assert p.stderr.startswith("warning: the index") and "reindex" in p.stderr and "Traceback" not in p.stderr
    assert cli("show", GOOD, runs_dir=runs).returncode == 0
    assert index.read_bytes() == broken  # nothing written into somebody else's (or a broken) file
    rid = RunStore(runs).create_run(RunRequest(ModelSource("demo", "clean")))["run_id"]  # saving still works
    p = cli("reindex", runs_dir=runs)
    assert p.returncode == 0 and "indexed 3 runs" in p.stdout, p.stderr
    assert "replaced by a fresh index" in p.stderr
    assert [f.read_bytes() for f in runs.glob("index.sqlite.bad-*")] == [broken]  # kept for whoever wants it
    p = cli("list", "--json", runs_dir=runs)
    assert p.stderr == "" and sorted(r["run_id"] for r in json.loads(p.stdout)) == sorted([GOOD, OTHER, rid])


# A value of the wrong type in one row of a usable index (another program, a hand edit): the row is listed with that
# field blank and one warning names it; a row without a valid run id is left out. SQLite keeps what it is given.
ODD_VALUES = {
    "text in a REAL column": ("UPDATE runs SET speedup = 'fast' WHERE run_id = ?", (GOOD,), f"{GOOD}: speedup"),
    "text in an INTEGER column": ("UPDATE runs SET graph_break_count = 'many' WHERE run_id = ?", (GOOD,),
                                  f"{GOOD}: graph_break_count"),
    "bytes in TEXT columns": ("UPDATE runs SET model = x'00ff', device = x'01' WHERE run_id = ?", (GOOD,),
                              f"{GOOD}: model, device"),
    "text in the created column": ("UPDATE runs SET created = 'yesterday' WHERE run_id = ?", (GOOD,), f"{GOOD}: created"),
    "no run id": ("INSERT INTO runs (run_id, status, speedup) VALUES (NULL, 'ok', 'x')", (),
                  "a row whose run id is None (left out)"),
    "a run id that is not one": ("INSERT INTO runs (run_id, status) VALUES ('../etc', 'ok')", (),
                                 "a row whose run id is '../etc' (left out)"),
}


@pytest.mark.parametrize("case", list(ODD_VALUES))
def test_a_value_of_the_wrong_type_in_the_index_is_blank_with_one_warning(tmp_path, case):
    from .test_admission import store_bytes

    runs, store = _store(tmp_path)
    sql, params, named = ODD_VALUES[case]
    with closing(sqlite3.connect(runs / "index.sqlite")) as db, db:
        db.execute(sql, params)
    before = store_bytes(runs)
    for args in (["list"], ["list", "--json"]):
        p = cli(*args, runs_dir=runs)
        assert p.returncode == 0 and "Traceback" not in p.stderr, p.stderr
        warnings = [line for line in p.stderr.splitlines() if line.startswith("warning:")]
        assert len(warnings) == 1 and named in warnings[0] and "reindex" in warnings[0], p.stderr
        assert p.stderr.strip() == warnings[0]
    rows = json.loads(p.stdout)
    assert sorted(r["run_id"] for r in rows) == [GOOD, OTHER]  # every real run listed, nothing else
    good = next(r for r in rows if r["run_id"] == GOOD)
    for column in named.split(": ", 1)[1].split(", ") if named.startswith(GOOD) else []:
        assert good[column] is None, column
    table = cli("list", runs_dir=runs).stdout.splitlines()
    assert table[0].startswith("RUN ID") and {line.split()[0] for line in table[1:]} == {GOOD, OTHER}
    assert store_bytes(runs) == before


# Things beside the runs that are not runs: left alone and named once; the real runs are indexed, exit 0.
STRAYS = {
    "notes.txt": "a file", "empty": None, "junk": {"x.bin": b"\0\1"}, "backup copy": {"report.json": b"{}"},
    "20260101-000000-noreport-0009": {"readme.md": b"no report here"},
}


def test_reindex_leaves_what_is_not_a_run_alone_and_names_it_once(tmp_path):
    from .test_admission import store_bytes

    runs, store = _store(tmp_path)
    for name, content in STRAYS.items():
        if isinstance(content, str):
            (runs / name).write_text(content)
            continue
        (runs / name).mkdir()
        for file, data in (content or {}).items():
            (runs / name / file).write_bytes(data)
    (runs / ".DS_Store").write_bytes(b"x")  # hidden: passed over, never named
    RecordFolder(store, "sweeps", "sweep").save({"sweep_id": "sweep-x-0001"})  # the store's own: not named
    before = {k: v for k, v in store_bytes(runs).items() if not k.startswith(("index.sqlite", "dirs"))}
    p = cli("reindex", runs_dir=runs)
    assert p.returncode == 0 and p.stdout.strip() == "indexed 2 runs", (p.stdout, p.stderr)
    assert p.stderr.strip() == ("warning: left alone 5 entries of " + str(runs) + " that are not a run (a run is a "
                                "folder <run_id>/report.json): 20260101-000000-noreport-0009/, backup copy/, empty/, "
                                "junk/, notes.txt"), p.stderr
    after = {k: v for k, v in store_bytes(runs).items() if not k.startswith(("index.sqlite", "dirs"))}
    assert after == before  # only the index was written
    assert sorted(r["run_id"] for r in store.list_runs()) == [GOOD, OTHER]


def test_the_store_knows_the_record_folders_its_workflows_keep():
    """reindex would call a sweeps folder "not a run" if a workflow's folder name changed without the store's list."""
    from analyzers.report.store import STORE_ENTRIES
    from analyzers.workflows.shape_sweep import SHAPE_SWEEP_DIR
    from analyzers.workflows.sweep import SWEEP_DIR

    assert {SWEEP_DIR, SHAPE_SWEEP_DIR} <= set(STORE_ENTRIES)


@pytest.mark.parametrize("bad", [b"\xff\xfe not utf-8", b'{"schema_version": 1, "run_id": ', b"[1, 2]", b"",
                                 b'{"schema_version": 1, "run_id": "someone-else-0001"}'])
def test_an_unreadable_report_is_skipped_and_listed_by_reindex(tmp_path, bad):
    runs, store = _store(tmp_path)
    broken = "20260101-000000-broken-0003"
    (runs / broken).mkdir()
    (runs / broken / "report.json").write_bytes(bad)
    p = cli("reindex", runs_dir=runs)
    assert p.returncode == 1
    assert f"warning: skipped {broken}:" in p.stderr and "indexed 2 runs, skipped 1" in p.stdout
    assert _one_error(p) == ("error: 1 run folder(s) hold a report that cannot be read (above): restore or remove "
                             "them, then reindex again")  # why it exits 1
    assert sorted(r["run_id"] for r in store.list_runs()) == [GOOD, OTHER]


def test_reports_with_fields_of_the_wrong_type_are_indexed(tmp_path):
    runs, store = _store(tmp_path)
    odd = rf.good_report("20260101-000000-odd-0004")
    odd.update(explain="x", benchmark=[1], code={"kernels": "k"}, stages="oops", created="yesterday",
               request={"source": ["zoo"], "options": "cpu", "label": 3}, worker_pid="12")
    (runs / odd["run_id"]).mkdir()
    (runs / odd["run_id"] / "report.json").write_text(json.dumps(odd))
    result = store.reindex()
    assert result.indexed == 3 and result.skipped == []
    row = next(r for r in store.list_runs() if r["run_id"] == odd["run_id"])
    assert row["model"] is None and row["graph_count"] is None and row["created"] is None and row["options"] == {}
    assert cli("show", odd["run_id"], runs_dir=runs).returncode == 0


# -- run ids -------------------------------------------------------------------------------------------------
LABELS = ["ü", "日本語", "mödel .py", "two words", "$(rm -rf /); `id` | tee", "<script>alert(1)</script>",
          '"><img src=x onerror=alert(1)>', "../../etc/passwd", "a" * 500, "", "---", "tab\there", "Ünïcödé-ÄÖÜ"]


@pytest.mark.parametrize("label", LABELS)
def test_run_ids_are_safe_whatever_the_label(tmp_path, label):
    rid = new_run_id(label)
    assert valid_run_id(rid) and rid.isascii(), rid
    report = RunStore(tmp_path).create_run(RunRequest(ModelSource("demo", "clean"), label=label))
    assert valid_run_id(report["run_id"]) and report["request"]["label"] == label  # the label kept as given
    assert (tmp_path / report["run_id"] / "report.json").is_file()


def test_run_ids_keep_what_ascii_can_say():
    assert "-u-" in new_run_id("ü") and "-model-py-" in new_run_id("mödel .py")
    from analyzers.workflows.shape_sweep import new_sweep_id as shape_id
    from analyzers.workflows.shape_sweep_spec import ShapeSweepSpec
    from analyzers.workflows.sweep import SweepSpec, new_sweep_id

    for label in LABELS:
        assert valid_run_id(new_sweep_id(SweepSpec(ModelSource("demo", "clean"), label=label)))
        assert valid_run_id(shape_id(ShapeSweepSpec(ModelSource("recipe", f"/x/{label}.py"))))


# -- lost workers --------------------------------------------------------------------------------------------
def _running(store, pid, start=None, started=None) -> str:
    report = store.create_run(RunRequest(ModelSource("demo", "clean")))
    report.update(status="running", worker_pid=pid, worker_start=start)
    if started is not None:
        report["started"] = started
    store.save_report(report)
    return report["run_id"]


def test_a_zombie_or_a_reused_pid_does_not_keep_a_run_running(tmp_path):
    store = RunStore(tmp_path)
    zombie = subprocess.Popen(["true"])  # exits at once and is not reaped until wait(): a zombie
    t0 = time.monotonic()
    while process_alive(zombie.pid) and time.monotonic() - t0 < 10:
        time.sleep(0.05)
    try:
        os.kill(zombie.pid, 0)  # the kernel still answers for it
        lost = {
            "zombie": _running(store, zombie.pid, process_start(zombie.pid)),
            "reused pid": _running(store, 1, start="1"),  # pid 1 exists, but did not start at tick 1
            "younger than the run": _running(store, os.getpid(), started=time.time() - 3600),  # a legacy report
            "no pid": _running(store, None),
        }
        alive = _running(store, os.getpid(), process_start(os.getpid()))
        p = cli("reindex", runs_dir=tmp_path)
    finally:
        zombie.wait()
    assert p.returncode == 0 and "whose worker is gone as failed" in p.stderr, p.stderr
    for what, rid in lost.items():
        report = store.load_report(rid)
        assert report["status"] == "failed", what
        assert "worker was lost" in report["error"]["message"]
    assert store.load_report(alive)["status"] == "running"
    assert jobs.recover_orphans(store) == []  # nothing left to recover


def test_a_claim_by_a_reused_pid_is_taken_over(tmp_path):
    store = RunStore(tmp_path)
    rid = store.create_run(RunRequest(ModelSource("demo", "clean")), claimed_by="1 1")["run_id"]  # pid 1, not then
    assert jobs.claim(store, rid)
    ours = store.create_run(RunRequest(ModelSource("demo", "clean")), claimed_by=jobs.claim_token())["run_id"]
    helper = subprocess.run(
        [sys.executable, "-c", "import sys; sys.path.insert(0, '.');"
         "from analyzers.report.store import RunStore; from analyzers.runs import queue as q;"
         f"print(q.claim(RunStore({str(tmp_path)!r}), {ours!r}))"],
        capture_output=True, text=True, cwd=os.path.dirname(os.path.dirname(__file__)), check=True)
    assert helper.stdout.strip() == "False"  # a live claimant keeps it


def test_the_dispatcher_rebuilds_a_broken_index_instead_of_reading_every_report_each_poll(tmp_path):
    from analyzers.runs.dispatcher import _repair_index

    runs, store = _store(tmp_path)
    _garbage(runs / "index.sqlite")
    store.list_runs()
    assert store.index_problem
    t = _repair_index(store)
    assert sorted(r["run_id"] for r in store.list_runs()) == [GOOD, OTHER] and store.index_problem is None
    _garbage(runs / "index.sqlite")
    assert _repair_index(store, t) == t  # not again within the minute
    assert store.list_runs() and store.index_problem
