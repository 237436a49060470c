"""A route process that dies by a signal: on the H200, the AOT package's load process segfaulted inside
torch's ``aoti_load_package`` and the row read "after import compiler ... unfinished". It names the phase (loading
the package), says the crash is inside torch's loader with the signal's name, and gives the plain-torch command.

A fake route process here: it uses the real ``Clock`` of ``cold_start_route`` (each phase saved as it starts), then
kills itself with SIGSEGV inside "load package". And the steady-state comparison of jit-cold and jit-warm-cache.
No torch, no compile."""

from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path

from analyzers.report.cold_start_rows import cold_start_rows, steady_comparison
from analyzers.runs.stage_cold_start import _merge, _one_process, signal_name

from .conftest import ROOT

FAKE = textwrap.dedent("""
    import json, os, signal, sys, time
    from pathlib import Path
    from analyzers.runs.cold_start_route import Clock
    from analyzers.report.store import atomic_write_text

    spec, role, parent, spawned = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4])
    out = Path(json.loads(Path(spec).read_text())["out_dir"]) / role
    out.mkdir(parents=True, exist_ok=True)
    result = {"role": role, "status": "running"}

    def save():
        result["current_phase"] = clock.current
        result["current_phase_start_s"] = round(clock.now(), 4) if clock.current else None
        atomic_write_text(out / "result.json", json.dumps(result))

    clock = Clock(spawned, save)
    result["phases"] = clock.phases
    for name in ("import torch", "import compiler"):
        with clock.phase(name):
            time.sleep(0.05)
    with clock.phase("load package"):
        time.sleep(0.2)
        os.kill(os.getpid(), signal.SIGSEGV)  # what torch's loader did on the H200
""")


def _work(tmp_path: Path) -> tuple[Path, Path]:
    work, logs = tmp_path / "work", tmp_path / "logs"
    (work / "out").mkdir(parents=True)
    logs.mkdir()
    (work / "spec.json").write_text(json.dumps({"out_dir": str(work / "out")}))
    (work / "model.pt2").write_bytes(b"PK fake package")
    return work, logs


def test_a_segfault_while_loading_the_package_names_the_phase_torchs_loader_and_the_command(tmp_path, monkeypatch):
    work, logs = _work(tmp_path)
    (tmp_path / "fake_route.py").write_text(FAKE)
    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    result = _one_process("aot-load", "aot-load", work, logs, 60.0,
                          route_cmd=[sys.executable, str(tmp_path / "fake_route.py")])
    err = result["error"]
    assert err["signal"] == "SIGSEGV" and err["phase"] == err["stage"] == "load package"
    assert "killed by SIGSEGV while loading the AOTInductor package" in err["message"]
    assert "inside torch's torch._inductor.aoti_load_package" in err["message"]
    kept = logs / "model.pt2"  # the package outlives the work folder, for the command to load
    assert kept.exists() and not (work / "model.pt2").exists()
    assert err["repro"] == f"python -c \"import torch; torch._inductor.aoti_load_package('{kept}')\""
    assert err["repro"] in err["message"] and "after import compiler" not in err["message"]
    row = {"route": "aot-package", "status": "failed", "phases": [], "error": None}
    _merge(row, "aot-load", result)
    names = [p["name"] for p in row["phases"]]
    assert names[-1] == "load package (unfinished)" and "unfinished" not in names[:-1]
    (json_row,) = cold_start_rows({"cold_start": {"routes": [row]}})
    assert json_row["error"]["repro"] == err["repro"]


def test_signal_names():
    assert signal_name(-11) == "SIGSEGV" and signal_name(-6) == "SIGABRT"
    assert signal_name(1) is None and signal_name(0) is None and signal_name(None) is None


def _route(name, ms, ci, eager=None, eager_ci=None):
    row = {"route": name, "steady_ms": ms, "steady_ci_ms": ci}
    if eager:
        row.update(steady_eager_ms=eager, steady_eager_ci_ms=eager_ci, steady_speedup=round(eager / ms, 4))
    return row


def test_the_warm_routes_slower_steady_state_is_called_real_or_the_measurement():
    cold = _route("jit-cold", 2.88, [2.85, 2.91], 6.0, [5.9, 6.1])
    drift = _route("jit-warm-cache", 4.24, [4.17, 4.30], 8.83, [8.7, 8.9])  # eager moved the same way
    assert "the measurement, not the cache" in steady_comparison([cold, drift])
    # the H200's bert-base cold start: eager moved more than compiled (2.14x vs 1.93x), the speedup over eager rose
    h200 = [_route("jit-cold", 2.643, [2.598, 2.994], 4.643, [4.54, 4.81]),
            _route("jit-warm-cache", 5.096, [4.991, 5.147], 9.938, [9.73, 10.22])]
    assert "the measurement, not the cache" in steady_comparison(h200) and "holds (1.95× vs 1.76×)" in \
        steady_comparison(h200)
    real = _route("jit-warm-cache", 4.24, [4.17, 4.30], 6.05, [5.95, 6.15])  # eager as before: the code is slower
    assert "real" in steady_comparison([cold, real]) and "FX graph cache" in steady_comparison([cold, real])
    old = [_route("jit-cold", 2.88, [2.85, 2.91]), _route("jit-warm-cache", 4.24, [4.17, 4.30])]
    assert "without an eager control" in steady_comparison(old)
    same = [cold, _route("jit-warm-cache", 2.9, [2.86, 2.95], 6.0, [5.9, 6.1])]
    assert "no difference" in steady_comparison(same)
    assert steady_comparison([cold]) is None
