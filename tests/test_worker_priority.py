"""The worker's CPU priority (analyzers/runs/priority.py): lowered for the run, back up for the timed calls where
the OS allows it, and said in the report where it does not."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

from analyzers.runs import priority
from tests.conftest import ROOT

# In a child process: the test process keeps its own priority.
CHILD = textwrap.dedent("""
    import json, os, threading
    from analyzers.runs import priority

    def nices():
        return sorted({os.getpriority(os.PRIO_PROCESS, int(t)) for t in os.listdir("/proc/self/task")})

    start = priority.current()
    worker = priority.lower(5)
    hold = threading.Event()
    t = threading.Thread(target=hold.wait)  # a thread started after lowering, as torch's pool is
    t.start()
    after_lower = nices()
    with priority.timed_calls() as info:
        during = nices()
    after = nices()
    hold.set()
    t.join()
    print(json.dumps({"start": start, "worker": worker, "after_lower": after_lower, "during": during,
                      "after": after, "info": info, "note": priority.timed_note(info)}))
""")


@pytest.mark.skipif(not os.path.isdir("/proc/self/task"), reason="per-thread nice values are read from /proc")
def test_worker_runs_lower_and_its_timed_calls_at_the_priority_it_started_with():
    p = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, cwd=ROOT, timeout=60,
                       env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert p.returncode == 0, p.stderr
    r = json.loads(p.stdout)
    lowered = min(19, r["start"] + 5)
    assert r["worker"] == lowered and r["after_lower"] == [lowered]  # every thread, the later one too
    assert r["after"] == [lowered]  # lowered again after the timed calls
    info = r["info"]
    assert info["lowered"] and info["worker_nice"] == lowered
    if info["raised"]:  # allowed here (root, CAP_SYS_NICE or RLIMIT_NICE): every thread timed at the start priority
        assert r["during"] == [r["start"]] and info["nice"] == r["start"] and r["note"] is None
    else:  # not allowed: every thread timed at the lower priority, and the run says so
        assert r["during"] == [lowered] and info["nice"] == lowered and "timed at nice" in r["note"]


def test_calls_timed_at_the_lower_priority_say_so(monkeypatch):
    """Where the OS refuses to raise the priority again, the timed section records it and the stage notes it."""
    monkeypatch.setattr(priority, "_started_at", 0)
    monkeypatch.setattr(priority, "current", lambda: 10)
    tried = []

    def refuse(nice):
        tried.append(nice)
        if nice < 10:
            raise PermissionError("not allowed")

    monkeypatch.setattr(priority, "_set_every_thread", refuse)
    with priority.timed_calls() as info:
        pass
    assert info == {"nice": 10, "worker_nice": 10, "raised": False, "lowered": True}
    assert tried == [0, 10]  # tried, and every thread left at the lower priority
    assert "timed at nice 10" in priority.timed_note(info)


def test_worker_nice_setting(monkeypatch):
    for value, nice in (("", 10), ("0", 0), ("5", 5), ("99", 19), ("-3", 0), ("high", 10)):
        monkeypatch.setenv(priority.NICE_ENV, value)
        assert priority.worker_nice() == nice, value
    monkeypatch.setenv(priority.NICE_ENV, "0")
    assert priority.lower() == priority.current()  # 0: left alone
