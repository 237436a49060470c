"""The Overview names another view only where that view has something for the run, else it says how to get it
(``views/view_content.py``: each view's own absence check); the card of the compiled model's outputs against eager
is named apart from the Numerics view (the numerics analysis), with one name and one help on the live page, in the
export and in ``show``. Every shipped example is read: they are what a newcomer opens first."""

from __future__ import annotations

import re
import shutil

import pytest

from analyzers.report.store import RunStore
from analyzers.report.summary import OUTPUTS_VS_EAGER
from analyzers.report.view_links import VIEWS
from dashboard.static import export_html
from dashboard.views import blocks as B
from dashboard.views import overview as ov
from dashboard.views import overview_blocks
from dashboard.views import view_content as vc
from dashboard.views.builders import BUILDERS
from tests.test_app_pages import ROOT, assert_ok, open_view, plain
from tests.test_export_words import shown
from tests.test_physical_limits import Files

EXAMPLES = ROOT / "examples" / "runs"
RUNS = sorted(p.name for p in EXAMPLES.iterdir() if (p / "report.json").is_file())
FIRST = "20261204-152437-resnet50-layout-fp32-4b7f"  # the README's first screen: no explain, no numerics analysis
GCN = "20261202-004551-gcn-torch-geometric-fixe-7aae"  # explained, the numerics analysis ran
TITLES = {v.title: v.view for v in VIEWS if v.report}
_ALT = "|".join(re.escape(t) for t in sorted(TITLES, key=len, reverse=True))
# a view named as a place to look: "see Source", "on the GPU layer page", "the Kernels view", "are on Compile"
POINTER = re.compile(rf"\b(?:see|on|the|Open) ({_ALT})\b")
# how to get an empty view's content, and why it has none: said of the view, not pointing at it
HOW_TO_GET = re.compile(rf"run it again with the [\w ]+ analysis \([^)]*\) to see .+? on (?:{_ALT})|"
                        rf"(?:{_ALT}) has nothing for this run")


def _texts(blocks) -> list[str]:
    """What the Overview says: sentences, bullet lists, card help and deltas, fold titles, link labels, table cells."""
    out: list[str] = []
    for b in B.walk(blocks):
        if isinstance(b, B.Text):
            out.append(f"{b.lead} {b.text}")
        elif isinstance(b, B.Bullets):
            out += [b.lead, *b.items]
        elif isinstance(b, B.Cards):
            out += [f"{c.help} {c.delta or ''}" for c in b.cards]
        elif isinstance(b, B.Details):
            out.append(b.title)
        elif isinstance(b, B.Link):
            out.append(b.label)
        elif isinstance(b, B.Table):
            out += [str(v) for v in b.frame.to_numpy().ravel()]
    return out


def _overview(run: str) -> tuple[dict, list]:
    store = RunStore(EXAMPLES, read_only=True)
    report = store.load_report(run)
    return report, overview_blocks.blocks(report, Files(EXAMPLES / run), {})


def pointed_at(blocks) -> list[tuple[str, str]]:
    """(view, the sentence) for every view the Overview points a reader at (how-to-get phrases left out)."""
    out = []
    for text in _texts(blocks):
        for m in POINTER.finditer(HOW_TO_GET.sub("", text)):
            if TITLES[m.group(1)] != "overview":  # the page itself (a stage's note: "unstable: see the Overview")
                out.append((TITLES[m.group(1)], text))
    links = [(b.view, b.label) for b in B.walk(blocks) if isinstance(b, B.Link) and b.url is None]
    return out + links


@pytest.mark.parametrize("run", RUNS)
def test_the_overview_points_only_at_views_with_content(run):
    report, blocks = _overview(run)
    for view, text in pointed_at(blocks):
        assert view in vc.ABSENCE, (run, view, text)  # a view the Overview names has an absence check
        assert vc.has_content(report, view), (run, view, text, vc.absence(report, view))


@pytest.mark.parametrize("run", RUNS)
def test_an_empty_view_draws_the_absence_the_check_gives(run):
    """The check is the view's own: where it finds nothing, the view draws that message and no content."""
    store = RunStore(EXAMPLES, read_only=True)
    report, files = store.load_report(run), Files(EXAMPLES / run)
    for view in vc.ABSENCE:
        why = vc.absence(report, view)
        drawn = BUILDERS[view](report, files, {})
        texts = [b.text for b in B.walk(drawn) if isinstance(b, B.Text)]
        if why is not None:
            assert why.message in texts, (run, view)
            assert not [b for b in B.walk(drawn) if isinstance(b, (B.Cards, B.Chart))], (run, view)


def test_the_first_screen_points_the_verified_fix_at_the_experiments_it_ranks():
    report, blocks = _overview(FIRST)
    texts = _texts(blocks)
    fix = next(t for t in texts if "Verified fix: mode=\"reduce-overhead\"" in t)
    assert fix.endswith(" — see Layout & precision, which ranks every experiment.")  # explain did not run
    assert not vc.has_content(report, "breaks") and not [t for t in texts if "see Graph breaks" in t]
    _, gcn = _overview(GCN)
    assert [t for t in _texts(gcn) if "Verified fix:" in t and t.endswith(" — see Graph breaks.")]


def _card(run: str) -> B.Card | None:
    store = RunStore(EXAMPLES, read_only=True)
    return next((c for c in ov.shown_cards(store.load_report(run))[0] if c.label == OUTPUTS_VS_EAGER), None)


@pytest.mark.parametrize("run", RUNS)
def test_the_outputs_card_is_named_apart_from_the_numerics_view(run):
    report, blocks = _overview(run)
    assert not [t for t in _texts(blocks) if "Numerical check" in t]
    card = _card(run)
    if card is None or card.value == "—":
        return
    assert "Numerics view" in card.help, run
    if vc.has_content(report, "numerics"):
        assert card.help.startswith("The numerics analysis: "), run
    else:  # the benchmark's check: the Numerics view is another analysis, and how to get it
        assert card.help.startswith("The benchmark's check: the outputs of the inputs it timed"), run
        assert "The Numerics view is another analysis, numerics" in card.help, run
        assert vc.how_to_get(report, "numerics") in card.help, run


def test_the_card_says_how_to_get_the_numerics_analysis():
    card = _card(FIRST)
    assert card.value == "passed"
    assert card.help.endswith("run it again with the numerics analysis (New run's Analyses, or --only "
                              "compile,code,benchmark,profile,layout,numerics) to see it on Numerics.")


@pytest.fixture
def example_runs(tmp_path, monkeypatch):
    runs = tmp_path / "runs"
    for run in (FIRST, GCN):
        shutil.copytree(EXAMPLES / run, runs / run)
    RunStore(runs).reindex()
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(runs))
    monkeypatch.setenv("COMPILESCOPE_RECIPES", str(ROOT / "recipes"))
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    return runs


@pytest.mark.parametrize("run", (FIRST, GCN))
def test_live_page_and_export_show_the_card_under_one_name_and_help(example_runs, run):
    card = _card(run)
    at = open_view("overview", run)
    text = assert_ok(at)
    live = [c for c in at.caption if plain(c.value) == OUTPUTS_VS_EAGER]
    assert live and live[0].proto.help == card.help, run
    assert "Numerical check" not in text
    exported = shown(export_html.run_report_html(RunStore(example_runs, read_only=True), run))
    assert f"{OUTPUTS_VS_EAGER} {card.value}" in exported and " ".join(card.help.split()) in exported
    assert "Numerical check" not in exported


def test_a_host_bound_first_screen_puts_the_gpu_time_speedup_under_the_speedup_card(example_runs):
    """The first screen's ResNet-50 is host-bound: its latency speedup measures the host, so the card names the GPU
    time's speedup and interval too, the same words on the live page and in the export; a GPU-bound run does not."""
    store = RunStore(EXAMPLES, read_only=True)
    card = next(c for c in ov.shown_cards(store.load_report(FIRST))[0] if c.label == "Speedup")
    assert card.delta.endswith(" · GPU time 1.932× faster [1.929–1.933]"), card.delta
    assert "the host's launches set the latency" in card.help
    at = open_view("overview", FIRST)
    assert_ok(at)
    live = [c for c in at.caption if plain(c.value) == card.delta]
    assert live, [plain(c.value) for c in at.caption]
    exported = shown(export_html.run_report_html(RunStore(example_runs, read_only=True), FIRST))
    assert card.delta in exported
    gpu_bound = next(r for r in RUNS if "resnet50-layout" in r and r.startswith("20261207"))
    other = next(c for c in ov.shown_cards(store.load_report(gpu_bound))[0] if c.label == "Speedup")
    assert "GPU time" not in (other.delta or "") and "host's launches set" not in other.help
