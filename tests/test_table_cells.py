"""A long table cell is cut the same way by both renderers, its whole text one click away, a wide table
keeps its first column in view, and a table's secondary columns fold out of it (``Table.detail``) the same way on
both (``dashboard/views/table_cells.py``, ``live/tables.py``, ``static/html_page.table``); the sidebar's run box
names a run with its time whole (``live/widgets.picker_label``).

The browser side (rows at most a few lines, the first column staying put while a table scrolls sideways) is in
``tests/browser/test_table_boxes.py``.
"""

from __future__ import annotations

import html
import json
import re

import pandas as pd
from streamlit.testing.v1 import AppTest

from dashboard.live.widgets import picker_label, run_name
from dashboard.static import html_page as h
from dashboard.views.table_cells import CELL_CHARS, cut_long_cells, fold_columns, shorten

SIGNATURE = ("void cudnn::bn_fw_inf_1C11_kernel_NCHW<float, float, true, 1>(float, float, cudnnTensorStruct, "
             "float const*, cudnnTensorStruct, float*, cudnnTensorStruct, float const*, float const*, float const*, "
             "float const*, float)")
ROW = "void cudnn::bn_fw_inf_1C11_kernel_NCHW<float, float, true, …"
MODULES = ", ".join(f"layer{i // 3 + 1}.{i % 3}.bn{i % 3 + 1}" for i in range(50))


def frame() -> pd.DataFrame:
    return pd.DataFrame({"kernel": [SIGNATURE, "triton_poi_fused_add_0"], "calls": [53, 2],
                         "module": [MODULES, "layer1.0"], "code": ["code?run=r&kernel=k", "code?run=r&kernel=j"]})


def text_of(fragment: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", fragment))


def test_long_cells_are_cut_near_the_limit_at_a_boundary_and_listed_whole():
    shown, cuts = cut_long_cells(frame(), keep=("code",))
    assert [(c.number, c.row, c.column, c.text) for c in cuts] == [
        (1, "", "kernel", SIGNATURE), (2, ROW, "module", MODULES)]  # the row: its first cell, cut
    kernel, module = shown.loc[0, "kernel"], shown.loc[0, "module"]
    assert kernel.endswith(" … [1]") and SIGNATURE.startswith(kernel[: -len(" … [1]")])
    assert module.endswith(" … [2]") and len(module) <= CELL_CHARS + 6
    assert module[: -len(" … [2]")].endswith(",")  # cut after a name, not inside one
    assert shown.loc[1].tolist() == frame().loc[1].tolist() and shown["code"].tolist() == frame()["code"].tolist()
    assert shorten("x" * CELL_CHARS) is None
    plain = pd.DataFrame({"a": ["short"]})
    assert cut_long_cells(plain)[0] is plain


def test_the_static_page_opens_a_cut_cell_in_place_and_keeps_the_first_column_in_view():
    page = h.table(frame(), links={"kernel": "kernel="}, scroll=True)
    # the module list: its start, then the whole of it inside the same cell's fold
    (fold,) = re.findall(r'<details class="cs-cut">.*?</details>', page)
    short = re.search(r'<span class="cs-short">(.*?)</span>', fold).group(1)
    assert len(text_of(short)) <= CELL_CHARS + 2 and text_of(fold).endswith(MODULES)
    # the kernel cell links to its anchor by the whole name, shows its start, and holds the whole name as its title
    link = re.search(r'<a href="([^"]*)" title="([^"]*)">(.*?)</a>', page)
    assert html.unescape(link.group(1)) == f"#kernel={SIGNATURE}" and html.unescape(link.group(2)) == SIGNATURE
    assert text_of(link.group(3)).endswith(" …") and len(text_of(link.group(3))) < len(SIGNATURE)
    assert ".scroll td:first-child" in h.CSS and "position: sticky; left: 0" in h.CSS


def test_the_live_page_cuts_long_cells_and_shows_them_whole_in_a_fold_under_the_table():
    at = AppTest.from_string(
        "from dashboard.live import render\n"
        "from dashboard.views.blocks import Table\n"
        "from tests.test_table_cells import frame\n"
        "render.draw([Table(frame().drop(columns='code'))])\n", default_timeout=30).run()
    assert not at.exception
    table = at.markdown[0].value
    assert table.startswith("| kernel | calls | module |") and SIGNATURE.replace(",", "\\,") not in table
    assert "… \\[1\\]" in table and "… \\[2\\]" in table
    (fold,) = at.expander
    assert fold.label == "Whole text of \\[1\\]–\\[2\\], cut short in the table above"
    whole = fold.markdown[0].value.replace("\\", "")
    assert f"**[1]** kernel: {SIGNATURE}" in whole and f"**[2]** module of {ROW}: {MODULES}" in whole


def test_the_live_grid_pins_its_first_column():
    at = AppTest.from_string(
        "from dashboard.live import render\n"
        "from dashboard.views.blocks import Table\n"
        "from tests.test_table_cells import frame\n"
        "render.draw([Table(frame(), style='grid')])\n", default_timeout=30).run()
    assert not at.exception
    config = json.loads(at.dataframe[0].proto.columns)
    assert config["kernel"]["pinned"] is True and not config.get("module", {}).get("pinned")


def kernels() -> pd.DataFrame:
    """Generated code's listing: one kernel name in two graphs' modules (only ``module`` tells the rows apart)."""
    return pd.DataFrame({"name": ["triton_poi_fused_add_2", "triton_poi_fused_add_2", "extern_kernels.mm"],
                         "kind": ["pointwise", "pointwise", "extern"], "fused ops": ["add", "add", ""],
                         "module": ["artifacts/code/6_0_3.py", "artifacts/code/6_1_4.py", "artifacts/code/6_0_3.py"],
                         "lines": [29, 29, None]})


def test_secondary_columns_fold_out_beside_the_columns_that_name_the_row():
    shown, rest = fold_columns(kernels(), detail=("fused ops", "lines"), keys=("name", "module"))
    assert list(shown.columns) == ["name", "kind", "module"]  # the module stays: it tells the two add_2 apart
    assert list(rest.columns) == ["name", "module", "fused ops", "lines"]
    assert list(rest.index) == [0, 1]  # extern_kernels.mm fills neither folded column: no row of its own
    assert fold_columns(kernels(), detail=("nothing",))[1] is None
    same, none = fold_columns(kernels())
    assert same is not None and none is None and list(same.columns) == list(kernels().columns)
    blank = kernels().assign(lines=None)  # a folded column no row fills is left out of the fold
    assert list(fold_columns(blank, detail=("lines",))[1] or []) == []
    assert list(fold_columns(blank, detail=("fused ops", "lines"))[1].columns) == ["name", "fused ops"]


def test_the_static_page_draws_folded_columns_in_a_detail_row_under_their_row():
    page = h.table(kernels(), detail=("fused ops", "lines"), scroll=True)
    heads = re.findall(r"<th(?: [^>]*)?>(.*?)</th>", page)
    assert heads == ["name", "kind", "module"]
    rows = re.findall(r"<tr( [^>]*)?>(.*?)</tr>", page)[1:]  # after the header's
    assert [r[0].strip() for r in rows] == ["class=cs-main", 'class="cs-detail"', "class=cs-main", 'class="cs-detail"',
                                            ""]
    assert text_of(rows[1][1]) == "fused ops add · lines 29" and 'colspan="3"' in rows[1][1]
    assert "6_1_4.py" in text_of(rows[2][1])


def test_the_live_page_folds_secondary_columns_under_the_table_by_the_row_s_name():
    at = AppTest.from_string(
        "from dashboard.live import render\n"
        "from dashboard.views.blocks import Table\n"
        "from tests.test_table_cells import frame, kernels\n"
        "render.draw([Table(kernels(), detail=('fused ops', 'lines'), keys=('name', 'module')),\n"
        "             Table(frame().drop(columns='code'), detail=('module',))])\n", default_timeout=30).run()
    assert not at.exception
    tables = [m.value for m in at.markdown if m.value.startswith("|")]
    assert tables[0].startswith("| name | kind | module |\n")
    assert tables[1].startswith("| name | module | fused ops | lines |\n") and "extern" not in tables[1]
    folds = [e.label for e in at.expander]
    assert folds[0] == "More columns: fused ops, lines"
    # the signature is cut in the table as [1]; the fold names its row by that same mark, and numbers its own cut
    # (the module list) on from there, whole in a fold inside it
    assert tables[2].startswith("| kernel | calls |\n") and "… \\[1\\]" in tables[2]
    assert tables[3].startswith("| kernel | module |\n") and "… \\[1\\] | " in tables[3] and "… \\[2\\]" in tables[3]
    assert folds[1:] == ["Whole text of \\[1\\], cut short in the table above", "More columns: module",
                         "Whole text of \\[2\\], cut short in the table above"]
    assert MODULES.replace(",", "\\,").replace(".", "\\.") in at.expander[3].markdown[0].value


def test_the_run_box_keeps_a_run_s_time_whole_and_cuts_a_long_label_in_its_middle():
    row = {"label": "fix: torch._dynamo.config.capture_dynamic_output_shape_ops=True", "created": 1_764_636_360,
           "status": "ok"}
    box = picker_label(row)
    assert len(box) <= 34 and re.fullmatch(r"fix: to…ape_ops=True · \d\d-\d\d \d\d:\d\d", box), box
    assert run_name(row).startswith(row["label"] + " · ") and run_name(row).endswith(box[-11:])
    short = {**row, "label": "resnet50-layout-fp32", "status": "partial"}
    assert picker_label(short).startswith("resn…ut-fp32 · ") and picker_label(short).endswith(" · partial")
    assert picker_label({**short, "status": "ok"}) == run_name({**short, "status": "ok"})  # it fits: whole
