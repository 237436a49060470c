"""Layout & precision (dashboard half): the layout section, the layout and precision experiments with speed
and numerics side by side, every verified experiment ranked by gain, and the Overview's one sentence about the best
verified fix — live (AppTest), on the shared page and in the export, from the H200 ResNet-50 fp32 run and its five
fix children (tests/data/layout_h200: their report.json without the profile, roofline, source lines and code)."""

from __future__ import annotations

import copy
import html
import json
import re
from pathlib import Path

import pytest

from analyzers.report.remedy_rank import ranked_remedies, standing_of, top_remedy
from analyzers.report.store import RunStore
from dashboard.static import export_html, prerender_views, shared_page
from dashboard.static.run_files import RunFiles
from dashboard.views import layout_blocks as layout_def
from dashboard.views import remedy_rank as rr
from dashboard.views import view_content as vc
from tests import report_factory as rf
from tests.test_app_pages import assert_ok, open_view, plain

DATA = Path(__file__).parent / "data" / "layout_h200"
RUN = "20261204-152437-resnet50-layout-fp32-4b7f"
FREEZING = "torch._inductor.config.freezing=True"
RO = 'mode="reduce-overhead"'
SENTENCE = f"Verified fix: {RO} — compiled 1.23× faster [1.22–1.25], outputs match eager"
NOLAYOUT = "20260101-000000-nolayout-0036"
FLAT = "20260101-000000-flat-0036"
BREAKS = "20260101-000000-breaks-0036"


def h200() -> dict:
    return json.loads((DATA / f"{RUN}.json").read_text())


@pytest.fixture
def runs(tmp_path, monkeypatch):
    root = tmp_path / "runs"
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(root))
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    for p in sorted(DATA.glob("*.json")):
        rf.write_run(root, json.loads(p.read_text()))
    rf.write_run(root, rf.good_report(NOLAYOUT))  # an older report: no layout section
    flat = rf.good_report(FLAT)
    flat["layout"] = {"applies": False, "finding": None, "matters": False,
                      "reason": "no convolutions and no 4-D activations",
                      "precision_units": {"device": "cpu", "tf32": False,
                                          "tf32_why": "TF32 is a CUDA tensor-core format: not offered on CPU",
                                          "bf16": False, "bf16_why": "this CPU has no native bf16 units"}}
    rf.write_run(root, flat)
    with_breaks = rf.good_report(BREAKS)  # graph breaks, and the H200 run's experiments as its own
    with_breaks["fixes"] = h200()["fixes"]
    rf.write_run(root, with_breaks)
    rf.write_machine(root, cuda=True)
    return root


def test_every_verified_experiment_ranked_by_gain_numerics_beside_speed():
    rows = ranked_remedies(h200())
    assert [r["change"] for r in rows][:2] == [RO, "model.to(memory_format=torch.channels_last)"]
    assert {r["kind"] for r in rows} == {"layout", "precision", "launch"}
    assert [r["gain"] for r in rows] == sorted(r["gain"] for r in rows)[::-1]
    assert top_remedy(h200())["change"] == RO
    assert all(r["timed"] == "side_by_side" for r in rows)  # each child timed its parent's configuration beside it
    bf16 = next(r for r in rows if "bfloat16" in r["change"])
    assert bf16["numerics_passed"] is False and bf16["standing"] == "slower"
    table = rr.ranked_table(h200())
    assert table.loc[0, "speed change"] == "1.23× faster [1.22–1.25] · side by side"
    assert table.loc[0, "standing"] == "remedy"
    assert table.loc[0, "numerics"] == "match eager"
    # channels_last: 1.17x, but eager moved 29 % between the rounds of the same run: not verified
    assert table.loc[1, "standing"] == "within the machine's drift"
    assert table.loc[1, "speed change"] == "1.17× [1.12–1.31], within the machine's drift (±29 %) · side by side"
    assert "outputs moved" in table.loc[table["change"].str.contains("bfloat16")].iloc[0]["standing"]
    assert rr.top_sentence(h200()) == (SENTENCE + ".", "success")  # the Overview adds where it is drawn


def test_the_overview_points_a_fix_at_the_view_that_draws_the_experiments():
    """The H200 run did not explain (no Graph breaks view): its reduce-overhead fix is ranked on Layout & precision;
    a run that explained draws a launch or break fix beside its breaks, and a layout fix on Layout & precision."""
    assert vc.see_fixes(h200(), "launch") == " — see Layout & precision, which ranks every experiment."
    assert vc.see_fixes(h200(), "layout") == " — see Layout & precision."
    with_breaks = rf.good_report(BREAKS)
    with_breaks["fixes"] = h200()["fixes"]
    assert vc.see_fixes(with_breaks, "launch") == " — see Graph breaks."
    assert vc.see_fixes(with_breaks, "precision") == " — see Layout & precision."
    no_fixes = rf.good_report(NOLAYOUT, with_breaks=False)
    no_fixes["request"]["only"] = ["compile", "benchmark"]  # neither view has anything: say how to get them
    del no_fixes["explain"]
    assert vc.see_fixes(no_fixes, "break") == (" — run it again with the explain analysis (New run's Analyses, or "
                                               "--only explain,compile,benchmark) to see it on Graph breaks.")


def test_a_faster_fix_whose_outputs_moved_is_never_called_a_remedy():
    r = h200()
    bf16 = next(f for f in r["fixes"]["experiments"] if "bfloat16" in f["change"])
    bf16.update(compiled_change=1.6, compiled_change_ci=[1.5, 1.7])
    for f in r["fixes"]["experiments"]:
        if f is not bf16:
            f["status"] = "failed"  # only the bf16 one ran
    assert ranked_remedies(r)[0]["standing"] == "faster_moved" and top_remedy(r) is None
    text, tone = rr.top_sentence(r)
    assert text.startswith("No verified fix: torch.autocast") and "outputs moved beyond the tolerance" in text
    assert "not a remedy" in text and tone == "warning"
    assert rr.ranked_table(r).loc[0, "standing"] == "faster, but outputs moved: not a remedy"
    assert standing_of(1.3, [1.0, 2.5], True) == "unstable" and standing_of(None, None, True) == "not_measured"


def test_older_break_records_rank_by_their_speedups_and_say_so():
    r = rf.good_report()
    r["fixes"] = {"status": "done", "experiments": [
        {"change": "torch._dynamo.config.capture_scalar_outputs=True", "target": "demos.py:14", "run_id": "c1",
         "status": "ok", "speedup_before": 1.0, "speedup_after": 1.31, "speed_change": 1.31,
         "speed_change_ci": [1.27, 1.35], "numerics_passed": True, "verdict": "removes the break"}]}
    row = ranked_remedies(r)[0]
    assert row["kind"] == "break" and row["standing"] == "remedy"
    assert rr.top_sentence(r)[0].startswith("Verified fix: torch._dynamo.config.capture_scalar_outputs=True — "
                                            "speedup over eager 1.31× higher [1.27–1.35]")
    assert "only the ratio of its speedups over eager" in rr.basis_note(r)


def test_layout_view_live(runs):
    at = open_view("layout", RUN)
    text = plain(assert_ok(at))
    for expected in ("Formats found", "NCHW, channels_last", "channels_last for 53 of their outputs", "Inductor copies tensors into another layout 2 times",
                     "layer1.0.conv1", "triton_poi_fused_convolution_0", "25 µs",
                     "TF32: offered — NVIDIA H200 (sm_90) has tensor cores that take TF32",
                     "Layout and precision experiments", "4.01 ms → 4.16 ms", "1.23× faster [1.22–1.25]",
                     "moved beyond the tolerance", "9.4e-4", "Every experiment run, ranked by measured gain",
                     SENTENCE, "within the machine's drift", "side by side"):
        assert expected in text, expected
    assert any(f"(compare?compare={RUN}%2C20261204-152502-fix-torch-inductor-confi-2836)" in m.value
               for m in at.markdown)


def test_overview_names_the_verified_fix(runs):
    at = open_view("overview", RUN)
    text = plain(assert_ok(at))
    assert SENTENCE + " — see Layout & precision, which ranks every experiment." in text
    assert [s for s in at.success if "Verified fix" in s.value] and "see Graph breaks" not in text


def test_breaks_remedy_panel_shows_the_ranked_table(runs):
    text = plain(assert_ok(open_view("breaks", BREAKS)))
    assert "Every experiment run, ranked by measured gain" in text and SENTENCE in text


@pytest.mark.parametrize("run,message", [
    (NOLAYOUT, "This run did not ask for the layout analysis"),
    (FLAT, "no convolutions and no 4-D activations"),
])
def test_a_run_without_the_section_says_so(runs, run, message):
    text = plain(assert_ok(open_view("layout", run)))
    assert message in text
    store = RunStore(runs, read_only=True)
    page = shared_page.view_page("layout", store.load_report(run), run, RunFiles(store, run), {})
    assert message in html.unescape(page)


def _plain_html(page: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", page.replace("<wbr>", "")))


def test_shared_page_first_paint_and_export_show_the_same_figures(runs):
    store = RunStore(runs, read_only=True)
    report = store.load_report(RUN)
    shared = _plain_html(shared_page.view_page("layout", report, RUN, RunFiles(store, RUN), {}))
    first = _plain_html(prerender_views.body("layout", report, RunFiles(store, RUN), {}) or "")
    exported = _plain_html(export_html.run_report_html(store, RUN))
    overview = _plain_html(shared_page.view_page("overview", report, RUN, RunFiles(store, RUN), {}))
    for page in (shared, first, exported):
        for figure in ("NCHW, channels_last", "4.01 ms → 4.16 ms", "1.23× faster [1.22–1.25]", "9.4e-4", "4.0e-3",
                       "moved beyond the tolerance", "TF32: offered", SENTENCE, "triton_poi_fused_convolution_0"):
            assert figure in " ".join(page.split()), figure
    assert SENTENCE in " ".join(overview.split())


def test_the_definition_is_pure_and_tolerates_odd_sections():
    r = copy.deepcopy(h200())
    r["layout"].update(inputs="x", convs=[None, 3], conversions={"kernels": [None]}, precision_units=[])
    r["fixes"]["experiments"].append("odd")
    assert layout_def.blocks(r, None, {})
