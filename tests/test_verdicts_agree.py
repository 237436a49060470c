"""No verdict contradicts the numbers shown beside it: each fix verdict's numbers are read again from the
same report fields the verdict used (the parent's and the child's benchmark medians and intervals), and its words
are checked against them ("faster" <-> the compiled interval above 1, "N % slower" <-> below 1 and N from the two
medians, "no measurable change" / "does not help" <-> an interval that holds 1, "the machine drifted" <-> an eager
that moved); over every shipped example's fixes, a made-up drift case and the sweep. Also the GCN banner (its
callees were compiled: not "nothing was compiled") and the RMSNorm Stages row (its check failed: not "ok")."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from analyzers.report.summary import summary_of
from analyzers.report.sweep_cells import baseline_sentence, with_baseline
from analyzers.workflows.fix_compiled_verdict import compiled_verdict, eager_moved, leaves_eager_alone, ratio_ci
from analyzers.workflows.fix_verdicts import experiment_record
from dashboard.views import breaks as bv
from dashboard.views import breaks_blocks as breaks_def
from dashboard.views import numerics_blocks as numerics_def
from dashboard.views import remedies as rv
from dashboard.views import sweep as sv
from dashboard.views.blocks import Bullets, Columns, Details, Text
from dashboard.views.sections import CHECK_FAILED, stages_table

ROOT = Path(__file__).resolve().parents[1]
RUNS = ROOT / "examples" / "runs"
GCN = "20261202-004551-gcn-torch-geometric-fixe-7aae"
RMSNORM = "20261202-004318-fp16-rmsnorm-numerics-de79"


def load(run_id: str) -> dict:
    return json.loads((RUNS / run_id / "report.json").read_text())


def shipped_experiments() -> list[tuple[str, int]]:
    out = []
    for path in sorted(RUNS.glob("*/report.json")):
        report = json.loads(path.read_text())
        for i, f in enumerate((report.get("fixes") or {}).get("experiments") or []):
            # a child that only compiled (fullgraph=True proving no break remains) has no speed to agree with
            if f.get("run_id") and (RUNS / f["run_id"] / "report.json").is_file() and f.get("compiled_ms_after"):
                out.append((report["run_id"], i))
    return out


def assert_agrees(rec: dict, parent: dict, child: dict) -> None:
    """``rec["verdict"]`` says what the two reports' compiled and eager medians say."""
    text = rec["verdict"]
    before, after = summary_of(parent), summary_of(child)
    sbs = (child.get("benchmark") or {}).get("side_by_side") or {}
    if rec.get("timed") == "side_by_side":  # both compiled configurations timed in the child's process
        assert sbs.get("timed") == "side_by_side" and "timed side by side" in text, text
        before = {**before, "compiled_ms": sbs["baseline_ms"], "compiled_ci_ms": sbs["baseline_ci_ms"]}
        after = {**after, "compiled_ms": sbs["compiled_ms"], "compiled_ci_ms": sbs["compiled_ci_ms"]}
        ratio, ci = sbs["change"], sbs["change_ci"]
        within = ("within the machine's drift" in text)
        # paired rounds as the interval's unit: the interval holds the machine's movement, no drift rule on top
        drift = None if sbs.get("resampled") == "rounds" else sbs["drift"]
        assert within == bool(drift is not None and ci and (ci[0] > 1 or ci[1] < 1)
                              and max(ratio, 1 / ratio) - 1 <= drift), text
    else:
        ratio, ci = ratio_ci(before["compiled_ms"], before["compiled_ci_ms"], after["compiled_ms"],
                             after["compiled_ci_ms"])
    # the record's numbers are the reports' (what the table beside the verdict shows)
    assert (rec["compiled_ms_before"], rec["compiled_ms_after"]) == (before["compiled_ms"], after["compiled_ms"])
    assert (rec["eager_ms_before"], rec["eager_ms_after"]) == (before["eager_ms"], after["eager_ms"])
    assert (rec["compiled_change"], rec["compiled_change_ci"]) == (ratio, ci)
    row = rv.fixes_table({"run_id": parent["run_id"], "fixes": {"experiments": [rec]}}).iloc[0]
    shown = [float(x) for x in row["compiled ms"].split(" → ")]
    assert shown == [pytest.approx(before["compiled_ms"], rel=6e-3), pytest.approx(after["compiled_ms"], rel=6e-3)]
    assert row["verdict"] == text
    assert not re.search(r"\d× as fast", text), text  # a slowdown is said as one, not as a ratio below 1
    faster = re.search(r"compiled (\d+\.\d\d\d?)× faster", text)
    slower = re.search(r"compiled (\d+) % slower", text)
    if faster:
        assert float(faster.group(1)) == pytest.approx(ratio, abs=0.006) and (ci is None or ci[0] > 1), text
        assert "does not help" not in text
    if slower:
        assert int(slower.group(1)) == round((1 / ratio - 1) * 100), text  # the change's own ratio, said as %
        assert ci is None or ci[1] < 1, text
    if "no measurable change" in text:
        assert ci is not None and ci[0] <= 1 <= ci[1], text
    if "of 2 % or more" in text:  # told from 1 by its interval, under the smallest change a verdict reads
        assert ci is not None and (ci[0] > 1 or ci[1] < 1) and abs(ratio - 1) < 0.021, text
    if "does not help" in text:
        assert not faster and (ci is None or ci[0] <= 1), text
    drifted = "within the machine's drift" in text
    small = "of 2 % or more" in text
    if ci is not None and ci[0] > 1 and ci[1] / ci[0] <= 2 and not drifted and not small:
        assert faster, text
    if ci is not None and ci[1] < 1 and ci[1] / ci[0] <= 2 and not drifted and not small:
        assert slower, text
    # eager is the drift control: said exactly when it moved (for a change that leaves eager alone)
    e_ratio, e_ci = ratio_ci(before["eager_ms"], before["eager_ci_ms"], after["eager_ms"], after["eager_ci_ms"])
    if leaves_eager_alone(rec) and rec.get("timed") != "side_by_side":
        assert ("the machine drifted" in text) == eager_moved(e_ratio, e_ci), text
        if "the machine drifted" in text:
            pct = round(abs(after["eager_ms"] / before["eager_ms"] - 1) * 100)
            assert f"moved {pct} %" in text, text


@pytest.mark.parametrize("parent_id,i", shipped_experiments())
def test_every_shipped_fix_verdict_agrees_with_its_numbers(parent_id, i):
    parent = load(parent_id)
    rec = parent["fixes"]["experiments"][i]
    assert_agrees(rec, parent, load(rec["run_id"]))


def test_the_shipped_examples_have_fixes_to_check():
    assert {p for p, _ in shipped_experiments()} >= {GCN}


def _run(run_id, compiled, compiled_ci, eager, eager_ci, breaks=1, speedup=None) -> dict:
    return {"run_id": run_id, "status": "ok", "request": {"options": {"dtype": "fp32"}},
            "explain": {"graph_break_count": breaks, "breaks": [{"file": "m.py", "line": 4}] * breaks},
            "benchmark": {"compiled": {"median_ms": compiled, "ci_ms": compiled_ci},
                          "eager": {"median_ms": eager, "ci_ms": eager_ci},
                          "speedup": speedup or round(eager / compiled, 4)}}


PARENT = _run("20260101-000000-p-0039", 1.94, [1.92, 1.96], 2.36, [2.34, 2.38])


def test_eager_drift_is_not_a_verdict_on_the_change():
    # the GCN's reduce-overhead: speedups 1.21x -> 1.37x only because eager moved 2.36 -> 2.69 ms
    child = _run("20260101-000001-c-0039", 1.96, [1.93, 1.99], 2.69, [2.66, 2.72])
    rec = experiment_record('mode="reduce-overhead"', "launch-bound", PARENT, child, [])
    assert rec["speedup_after"] / rec["speedup_before"] > 1.1  # what the old verdict divided
    assert rec["verdict"].startswith("does not help: no measurable change in compiled speed: the interval 0.96–1.02× "
                                     "holds 1 (median 0.99×)")
    assert rec["timed"] == "apart" and rec["timed_why"]
    assert "moved 14 % slower (2.36 → 2.69 ms) between the runs: the machine drifted" in rec["verdict"]
    assert_agrees(rec, PARENT, child)


def test_a_slower_change_reads_as_slower_in_percent():
    child = _run("20260101-000002-c-0039", 2.61, [2.58, 2.64], 2.37, [2.35, 2.39])
    rec = experiment_record("dynamic=True", "recompile", PARENT, child, [])
    assert rec["verdict"].startswith("does not help: compiled 35 % slower [")
    assert "drifted" not in rec["verdict"]  # eager held: no drift to report
    assert_agrees(rec, PARENT, child)


def test_a_faster_change_with_a_still_machine():
    child = _run("20260101-000003-c-0039", 1.2, [1.19, 1.21], 2.36, [2.34, 2.38], breaks=0)
    rec = experiment_record("torch._dynamo.config.capture_scalar_outputs=True", "m.py:4", PARENT, child,
                            [{"file": "m.py", "line": 4}])
    assert rec["verdict"] == "removes the break, compiled 1.62× faster [1.59–1.65]"
    assert_agrees(rec, PARENT, child)


def test_layout_verdicts_follow_the_same_words():
    child = _run("20260101-000004-c-0039", 2.61, [2.58, 2.64], 2.9, [2.88, 2.92])
    rec = {"change": "torch._inductor.config.freezing=True", "kind": "layout", "verdict": "", "run_id": child["run_id"]}
    compiled_verdict(rec, PARENT, child)
    assert rec["verdict"].startswith("does not help: compiled 35 % slower")
    assert_agrees(rec, PARENT, child)


# -- the sweep: one eager baseline, compiled against compiled ---------------------------------------------------
def test_sweep_speedups_divide_one_baseline_and_own_eager_is_the_control():
    path = next((ROOT / "examples" / "sweeps").glob("*.json"))
    record = with_baseline(json.loads(path.read_text()))
    table = sv.matrix_table(record).set_index("cell")
    base = record["baselines"][0]["eager_ms"]
    eager = sorted(c["eager_ms"] for c in record["cells"])
    assert base == pytest.approx((eager[1] + eager[2]) / 2, abs=1e-3)  # the median of the 4 cells' own eager
    assert f"{base:.2f} ms, the median of the 4 cells' own eager measurements" in baseline_sentence(record)
    for c in record["cells"]:
        row = table.loc[c["key"]]
        assert row["speedup"] == pytest.approx(base / c["latency_ms"], rel=1e-3)
        assert row["eager drift"] == pytest.approx(c["eager_ms"] / base, rel=1e-3)
    # a faster latency is always the higher speedup: the ranking is compiled against compiled
    ranked = table.sort_values("latency ms")
    assert list(ranked["speedup"]) == sorted(ranked["speedup"], reverse=True)


def test_sweep_baselines_are_per_dtype_and_batch():
    cells = [{"key": "a", "status": "ok", "dtype": "fp16", "batch_size": 1, "latency_ms": 1.0, "eager_ms": 2.0},
             {"key": "b", "status": "ok", "dtype": "fp16", "batch_size": 8, "latency_ms": 4.0, "eager_ms": 8.0}]
    record = with_baseline({"cells": cells})
    assert [b["eager_ms"] for b in record["baselines"]] == [2.0, 8.0]
    assert [c["speedup_vs_baseline"] for c in record["cells"]] == [2.0, 2.0]
    assert baseline_sentence(record).startswith("Speedups divide one eager baseline per dtype and batch size: ")


# -- the GCN banner and the RMSNorm stages row --------------------------------------------------------------------
def texts(blocks) -> list[tuple[str, str]]:
    out = []
    for b in blocks:
        if isinstance(b, Text):
            out.append((b.text, b.tone))
        elif isinstance(b, Bullets):
            out += [(str(x), b.tone) for x in b.items]
        elif isinstance(b, Details):
            out += texts(b.blocks)
        elif isinstance(b, Columns):
            for col in b.columns:
                out += texts(col)
    return out


def test_gcn_banner_says_its_callees_were_compiled():
    report = load(GCN)
    graphs = report["explain"]["graph_count"]
    assert graphs == 6
    msg = bv.not_captured_message(report)
    assert msg.startswith("Dynamo skipped the model's forward frame itself (Dynamic shape operator")
    assert f"{graphs} graphs of the functions it calls were compiled" in msg
    assert "nothing was compiled" not in msg and "not captured at all" not in msg
    shown = texts(breaks_def.blocks(report, None, {}))
    assert (msg + ".", "warning") in shown
    assert not any("nothing was compiled" in t for t, _ in shown)


def test_a_model_with_nothing_compiled_keeps_the_error():
    report = load(GCN)
    report["explain"]["graph_count"] = 0
    msg = bv.not_captured_message(report)
    assert msg.startswith("forward was not captured at all: Dynamic shape operator")
    assert msg.endswith("the model ran in eager, nothing was compiled for it")
    assert bv.not_captured_level(report) == "error"


def test_rmsnorm_stages_row_says_the_check_failed_and_the_tolerance_names_no_other_model():
    report = load(RMSNORM)
    assert report["numerics"]["passed"] is False and report["request"]["source"]["name"].endswith("fp16_rmsnorm.py")
    stages = stages_table(report).set_index("stage")
    assert stages.loc["numerics", "status"] == CHECK_FAILED
    assert stages.loc["benchmark", "status"] == "ok"
    shown = " ".join(t for t, _ in texts(numerics_def.blocks(report, None, {})))
    assert "Tolerance 0.01 for fp16" in shown and "bert-base" not in shown
    good = load(GCN)  # a numerics stage whose check passed stays "ok"
    assert all(s != CHECK_FAILED for s in stages_table(good)["status"])
