"""A long table cell is cut the same way by both renderers, its whole text one click away, and a wide table
keeps its first column in view (``dashboard/views/table_cells.py``, ``live/tables.py``, ``static/html_page.table``).

The browser side (rows at most a few lines, the first column staying put while a table scrolls sideways) is in
``tests/browser/test_table_boxes.py``.
"""

from __future__ import annotations

import html
import json
import re

import pandas as pd
from streamlit.testing.v1 import AppTest

from dashboard.static import html_page as h
from dashboard.views.table_cells import CELL_CHARS, cut_long_cells, shorten

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
