"""The one-file HTML report (dashboard/static/export_html.py): sections, anchors, escaping, compare and sweep, the CLI.

The browser half (the file opened offline in Chromium) is tests/browser/test_export_offline.py.
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
import re

import pytest

from analyzers.report.store import RunStore
from dashboard.static import export_html
from dashboard.static.sections import report_views
from tests import report_factory as rf
from tests.conftest import cli

GOOD = "20260101-000000-good-0001"
OTHER = "20260101-000000-clean-0006"


@pytest.fixture
def store(tmp_path):
    root = tmp_path / "runs"
    rf.write_run(root, rf.good_report(GOOD), {"artifacts/code/0_0.py": rf.CODE_MODULE})
    rf.write_run(root, rf.good_report(OTHER, with_breaks=False), {"artifacts/code/0_0.py": rf.CODE_MODULE})
    rf.write_run(root, rf.hostile_report(), {"artifacts/code/0_0.py": rf.CODE_MODULE,
                                             "artifacts/graphs.json": rf.hostile_graphs()})
    return RunStore(root)


def scripts_of(page: str) -> list[str]:
    """Bodies of the executable (not data) scripts."""
    return re.findall(r"<script>(.*?)</script>", page, flags=re.S)


def test_run_report_has_every_section_and_plotly_once(store):
    page = export_html.run_report_html(store, GOOD)
    for anchor, title in report_views():
        assert f'<section id="{anchor}"><h2>{html.escape(title)}</h2>' in page
        assert f'href="#{anchor}"' in page
    assert page.count("plotly.js (basic - minified)") == 1
    assert "could not be drawn" not in page
    # what the views show: cards, the break's fix and source, the kernel's code, phases, recompiles
    assert "Median latency" in page and "1.00 ms" in page
    assert html.escape("Remove print() from forward") in page and "print(x.shape)" in page
    assert "out_ptr0[x0] = std::max" in page
    assert "size mismatch at index 0" in page


def test_every_script_is_allowed_by_its_hash_and_nothing_else_is(store):
    page = export_html.run_report_html(store, GOOD)
    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', page).group(1)
    assert "default-src 'none'" in csp and "unsafe-inline" not in csp.split("script-src")[1].split(";")[0]
    hashes = set(re.findall(r"'sha256-([^']+)'", csp))
    bodies = scripts_of(page)
    assert len(bodies) == 2  # Plotly and ours; the figures are a JSON data block
    for body in bodies:
        assert base64.b64encode(hashlib.sha256(body.encode()).digest()).decode() in hashes


def test_deep_anchors_like_the_dashboards_link_parameters(store):
    page = export_html.run_report_html(store, GOOD)
    assert 'id="kernel=cpp_fused_add_relu_0"' in page  # report.html#kernel=NAME, like ?kernel=NAME
    assert 'id="category=print/logging"' in page and 'id="category=data-dependent branch"' in page
    assert 'id="compile_id=0/0"' in page and 'id="compile_id=0/1"' in page
    assert 'href="#kernel=cpp_fused_add_relu_0"' in page  # the kernel table links to the code


def test_hostile_strings_reach_the_page_escaped_only(store):
    page = export_html.run_report_html(store, rf.hostile_report()["run_id"])
    for payload in rf.XSS:
        assert payload not in page
    markup = re.sub(r"<script>.*?</script>", "", page, flags=re.S)  # the page without Plotly's own source
    assert "<img src=x" not in markup and "onerror=" not in markup.replace("onerror=&quot;", "")
    assert html.escape(rf.XSS[0]) in page  # shown, as text
    for payload in rf.MARKUP:  # Markdown and DOT specials: text too (the page renders no Markdown)
        assert html.escape(payload) in page
    assert "<strong>bold" not in page and "<em>under" not in page
    assert all(h.startswith("#") for h in re.findall(r'href="([^"]*)"', markup))  # in-page anchors only
    # the only tags are ours: every <script> is one of the two, every <img> a drawing
    assert len(scripts_of(page)) + 1 == page.count("<script")
    assert page.count("<img ") == page.count('<img class="drawing"')
    data = re.search(r'<script type="application/json" id="cs-figures">(.*?)</script>', page, re.S).group(1)
    assert "<" not in data and json.loads(data)  # the figures' JSON cannot end its block


def test_paths_of_the_recording_machine_are_shown_from_the_package(store):
    page = export_html.run_report_html(store, GOOD)  # the break's file is /work/main/analyzers/demos.py
    assert "File: analyzers/demos.py" in page and "/work/main" not in page


def test_compare_and_sweep_export(store):
    page = export_html.compare_html(store, GOOD, OTHER)
    assert 'id="headline"' in page and 'id="kernels"' in page and GOOD in page and OTHER in page
    cells = [{"key": "default-fp32", "mode": "default", "dtype": "fp32", "status": "ok", "run_id": GOOD,
              "latency_ms": 1.0, "speedup": 1.3, "compile_cold_s": 10.0},
             {"key": "eager-fp32", "mode": "eager", "dtype": "fp32", "status": "ok", "run_id": OTHER,
              "latency_ms": 1.3}]
    (store.root / "sweeps").mkdir()
    (store.root / "sweeps" / "sweep-x.json").write_text(json.dumps(
        {"sweep_id": "sweep-x", "status": "ok", "spec": {"source": {"name": "tiny-bert"}}, "cells": cells}))
    page = export_html.sweep_html(store, "sweep-x")
    assert "Best latency" in page and "default-fp32" in page and page.count('class="cs-fig"') >= 3


def test_cli_export_writes_the_file_and_refuses_bad_input(store, tmp_path):
    out = tmp_path / "r.html"
    p = cli("export", GOOD, "-o", str(out), runs_dir=store.root, timeout=300)
    assert p.returncode == 0, p.stderr
    assert f"wrote {out}" in p.stdout and 'id="overview"' in out.read_text(encoding="utf-8")
    p = cli("export", "no-such-run", runs_dir=store.root, timeout=300)
    assert p.returncode == 2 and "no run 'no-such-run'" in p.stderr
    p = cli("export", "--compare", GOOD, runs_dir=store.root, timeout=300)
    assert p.returncode == 2 and "A,B" in p.stderr
