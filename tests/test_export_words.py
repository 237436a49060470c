"""The export of every shipped example in its reader's words: no path of the machine that recorded it, no control
only a live page has, no raw option key; and the share of a kernel's limit under one label and one note, the same
on the Kernels and the Source views, on the live page and in the exported file."""

from __future__ import annotations

import dataclasses
import html
import re
import shutil
from html.parser import HTMLParser

import pytest

from analyzers.report.schema import CompileOptions
from analyzers.report.store import RunStore
from dashboard.static import export_html, render
from dashboard.views import blocks as B
from dashboard.views import overview as ov
from dashboard.views import roofline as rv
from dashboard.views import source as sl
from dashboard.views.builders import BUILDERS
from tests.test_app_pages import ROOT, open_view, plain, text_of
from tests.test_physical_limits import Files

EXAMPLES = ROOT / "examples" / "runs"
RUNS = sorted(p.name for p in EXAMPLES.iterdir() if (p / "report.json").is_file())
SOURCE_RUN = "20261203-193527-sl-bert-base-default-fa97"  # time per source line, with shares of the peaks
GCN = "20261202-004551-gcn-torch-geometric-fixe-7aae"  # a recipe; Dynamo skipped its forward frame
# an absolute path (``/work/main/recipes``, ``'/tmp/x.py'``, ``(/opt/venv/lib/...py line 3)``); a URL's ``//host``
# is none
ABSOLUTE = re.compile(r"(?<![\w./~:-])/(?:[\w.+@-]+/)+[\w.+@-]+")
RECORDING = ("/work/", "/tmp/", "/root/", "/home/")
OPTION_KEYS = [f.name for f in dataclasses.fields(CompileOptions) if "_" in f.name]


class _Reader(HTMLParser):
    """What a reader of the file sees: the text outside scripts and styles, and every hover text (``title``)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.skip, self.out = 0, []

    def handle_starttag(self, tag, attrs):
        self.skip += tag in ("script", "style")
        self.out += [f" {v} " for k, v in attrs if k in ("title", "aria-label", "alt") and v]

    def handle_endtag(self, tag):
        self.skip -= tag in ("script", "style")
        self.out.append(" ")

    def handle_data(self, data):
        if not self.skip:
            self.out.append(data)


def shown(page: str) -> str:
    reader = _Reader()
    reader.feed(page.replace("<wbr>", ""))  # a break point inside a long word, never a space
    return " ".join("".join(reader.out).split())


@pytest.fixture(scope="module")
def exports() -> dict[str, str]:
    store = RunStore(EXAMPLES)
    return {run: shown(export_html.run_report_html(store, run)) for run in RUNS}


def test_no_recording_machine_path_reaches_an_export(exports):
    for run, text in exports.items():
        assert not [p for p in RECORDING if p in text], run
        assert not ABSOLUTE.findall(text), (run, ABSOLUTE.findall(text)[:5])


def test_no_live_only_control_reaches_an_export(exports):
    for run, text in exports.items():
        assert "changes it)" not in text and "Find: none" not in text and "Open modules: none" not in text, run
        assert ": (none)" not in text and "Interactive chart (zoom, pan, hover): off" not in text, run
        assert not re.search(r"live (dashboard|view)( \w+)? (downloads|lists|draws)", text), run  # a live-only action
    gcn = exports[GCN]
    assert "Graph: All Dynamo graphs (6)" in gcn  # a choice a drawing was made with is said, as a caption


def test_a_static_page_draws_a_control_only_as_the_choice_it_holds():
    drawn = [render._control(c) for c in (
        B.Control("find", "Find", (), None, kind="text"), B.Control("kernel", "Kernel", [B.NO_PICK, "k"], B.NO_PICK),
        B.Control("interactive", "Interactive", ["1"], None, kind="toggle"),
        B.Control("types", "Types", ["a"], B.NONE_PICKED, kind="multiselect"),
        B.Control("graph", "Graph", ["all"], "all", labels={"all": "All Dynamo graphs (6)"}))]
    assert drawn[:4] == ["", "", "", ""]
    assert drawn[4] == '<p class="cs-control">Graph: <b>All Dynamo graphs (6)</b></p>'


def test_the_options_table_has_words_not_option_keys():
    store = RunStore(EXAMPLES)
    for run in RUNS:
        table = ov.options_table(store.load_report(run), Files(EXAMPLES / run))
        ours = table[~table["option"].isin(["Label", "Inputs"])]  # the user's label, the model's input names
        cells = " ".join(table["option"]) + " " + " ".join(ours["value"])
        assert not [k for k in OPTION_KEYS if re.search(rf"\b{k}\b", cells)], (run, cells)
        assert not ABSOLUTE.findall(cells), run
    gcn = ov.options_table(store.load_report(GCN), Files(EXAMPLES / GCN)).set_index("option")["value"]
    assert gcn["Recipe folder"] == "recipes/" and gcn["Timeout"] == "1200 s (20 min)"


def test_a_cold_miss_is_said_in_the_models_terms(exports):
    resnet = exports["20261204-152437-resnet50-layout-fp32-4b7f"]
    assert "first compile of this graph: nothing was cached for it yet" in resnet and "in this store" not in resnet


def _limit_notes(blocks) -> list[str]:
    return [b.text for b in B.walk(blocks) if isinstance(b, B.Text) and rv.LIMIT_SHARE in b.text]


def test_kernels_and_source_name_the_share_of_a_limit_alike():
    report = RunStore(EXAMPLES).load_report(SOURCE_RUN)
    files = Files(EXAMPLES / SOURCE_RUN)
    kernels, source = BUILDERS["kernels"](report, files, {}), BUILDERS["source"](report, files, {})
    note = rv.limit_share_note(rv.roofline_of(report))
    assert note.startswith(f"{rv.LIMIT_SHARE}: ") and "GB/s" in note and "TFLOP/s" in note
    for blocks in (kernels, source):  # the same column and the same note, which names the measured peaks
        columns = [c for b in B.walk(blocks) if isinstance(b, B.Table) for c in b.frame.columns]
        assert rv.LIMIT_SHARE in columns and not {"% of limit", "of peak"} & set(columns)
        assert any(note in t for t in _limit_notes(blocks))
    assert sl.limit_note(report) == note


@pytest.fixture
def example_runs(tmp_path, monkeypatch):
    runs = tmp_path / "runs"
    shutil.copytree(EXAMPLES / SOURCE_RUN, runs / SOURCE_RUN)
    RunStore(runs).reindex()
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(runs))
    monkeypatch.setenv("COMPILESCOPE_RECIPES", str(ROOT / "recipes"))
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    return runs


def test_both_renderers_draw_the_same_limit_label(example_runs):
    report = RunStore(example_runs).load_report(SOURCE_RUN)
    note = rv.limit_share_note(rv.roofline_of(report))
    exported = shown(export_html.run_report_html(RunStore(example_runs), SOURCE_RUN))
    for view in ("kernels", "source"):
        at = open_view(view, SOURCE_RUN)
        assert not at.exception, [e.value for e in at.exception]
        live = " ".join(plain(text_of(at)).split())
        live += " ".join(" ".join(map(str, d.value.columns)) for d in at.dataframe)
        assert rv.LIMIT_SHARE in live and note in live, view
    assert exported.count(note) >= 2 and html.unescape(rv.LIMIT_SHARE) in exported
    assert "% of limit" not in exported and "of peak " not in exported.replace("of measured peak", "")


def test_capture_coverage_says_where_dynamo_skipped_the_forward_frame():
    from analyzers.report import figures

    report = RunStore(EXAMPLES).load_report(GCN)
    cov = figures.coverage(report)
    assert cov["text"] == "95.2 %" and "called from the eager forward (Dynamo skipped its frame)" in cov["sentence"]
    assert "Dynamo skipped the model's forward frame itself" in cov["why"]
    assert "46 % of a profiled forward" in cov["why"]  # the break's cost, named as time beside the count of ops
    card = next(c for b in BUILDERS["overview"](report, Files(EXAMPLES / GCN), {}) if isinstance(b, B.Cards)
                for c in b.cards if c.label == "Capture coverage")
    assert card.delta == cov["sentence"] and "a count of ops, not a share of time" in card.help


def test_the_speed_change_is_defined_once_and_the_list_named_for_what_it_holds():
    from analyzers.report.remedy_rank import SPEED_CHANGE_DEF

    report = RunStore(EXAMPLES).load_report(GCN)
    for view in ("breaks", "layout"):
        texts = [b.text for b in B.walk(BUILDERS[view](report, Files(EXAMPLES / GCN), {})) if isinstance(b, B.Text)]
        assert sum(SPEED_CHANGE_DEF in t for t in texts) == 1, view
        assert not [t for t in texts if "ratio of the two speedups" in t], view
    headings = [b.text for b in B.walk(BUILDERS["breaks"](report, Files(EXAMPLES / GCN), {}))
                if isinstance(b, B.Heading)]
    assert "Every experiment run, ranked by measured gain" in headings
    assert not [h for h in headings if "verified" in h.lower()]
