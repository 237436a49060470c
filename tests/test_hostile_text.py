"""User and model text reaches Markdown, DOT and file names only escaped.

A run whose label, model (recipe path), break reasons, code context, hints, guards, notes, graph names, op names,
module types and kernel names all carry HTML, Markdown and DOT payloads (``report_factory.XSS`` and ``MARKUP``) is
opened on every page under AppTest. Every string the page hands to Streamlit's Markdown (bodies, headings, alerts,
captions, labels, help) is rendered as CommonMark *with raw HTML allowed* (the worst case: as if a page passed
unsafe_allow_html) and must produce no tag, link, image or emphasis from the payloads; no element may allow HTML.
The graph page's DOT must lay out with ``dot -Tsvg`` into only the nodes and edges it draws, the names kept as
label text. The one-file export is covered in test_export_html.py and, in Chromium, tests/browser.
"""

from __future__ import annotations

import base64
import html
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from markdown_it import MarkdownIt
from streamlit.testing.v1 import AppTest

from dashboard.live import page_style
from tests import report_factory as rf

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "dashboard" / "app.py"
HOSTILE_RUN = "20260101-000000-hostile-0007"
OTHER_RUN = "20260101-000000-hostile-0008"
PROFILED_RUN = "20260101-000000-hostprof-0009"
DECODE_RUN = "20260101-000000-hostdec-0010"
PAYLOADS = rf.XSS + rf.MARKUP
REPORT_VIEWS = ("overview", "breaks", "graph", "code", "kernels", "timeline", "compile")
MD = MarkdownIt("commonmark", {"html": True})
# Tags Markdown makes from the app's own formatting (bold labels, code spans, lists, tables); anything else came
# from text that was not escaped.
OWN_TAGS = {"p", "strong", "em", "code", "pre", "ul", "ol", "li", "br", "hr", "blockquote", "h1", "h2", "h3", "h4",
            "table", "thead", "tbody", "tr", "th", "td", "a"}
# What the payloads would turn into if they reached Markdown unescaped.
LEAKS = [
    re.compile(r"<(script|img|iframe|svg|b)\b", re.I),
    re.compile(r"\bon\w+\s*=\s*\"", re.I),  # an event-handler attribute
    re.compile(r'href="(?!https?://|#|/|\?|[a-z_]+\?)', re.I),  # a link to javascript: (anything but the web / the app's pages)
    re.compile(r"<strong>bold</strong>|<(em|strong)>under</\1>|<code>tick</code>"),
]
DIRECTIVE = re.compile(r"(?<!\\):red\[")  # Streamlit's colour directive, unescaped
# The views' SVG drawings as Markdown images (fmt.svg_image_markdown): base64 carries no markup into the page; the
# SVG inside is checked like an HTML block.
APP_IMAGE = re.compile(r"!\[[\w ]*\]\(data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)\)")
APP_BARS = re.compile(r":(red|green|orange|gray|blue|violet)\[[█▏▎▍▌▋▊▉]+\]")  # the views' own text bars: glyphs only
# The HTML blocks the app builds (unsafe_allow_html): they open with an element of class cs-..., use these tags only,
# and a payload inside must stay text: no script, image or frame, no event handler, no javascript: link, no <b>.
OWN_BLOCK = re.compile(r'\s*<(div|svg|pre)\b[^>]*\bclass="cs-[\w-]+')
OWN_HTML_TAGS = {"div", "span", "pre", "code", "svg", "rect", "text", "title", "line", "g", "br", "table", "tr", "td",
                 "th", "thead", "tbody", "a", "strong", "small"}
HTML_LEAKS = [
    re.compile(r"<(script|img|iframe|b)\b", re.I),
    re.compile(r"<[a-zA-Z][^>]*\son\w+\s*=", re.I),  # an event-handler attribute in a tag (escaped text is no tag)
    re.compile(r'href="(?!https?://|#|/|\?|[a-z_]+\?)', re.I),
]


@pytest.fixture
def hostile_runs(tmp_path, monkeypatch):
    root = tmp_path / "runs"
    monkeypatch.setenv("COMPILESCOPE_RUNS", str(root))
    monkeypatch.setenv("COMPILESCOPE_RECIPES", str(_hostile_recipes(tmp_path / "recipes")))
    monkeypatch.delenv("COMPILESCOPE_VIEWER", raising=False)
    artifacts = {"artifacts/code/0_0.py": rf.CODE_MODULE, "artifacts/graphs.json": rf.hostile_graphs()}
    rf.write_run(root, rf.hostile_report(HOSTILE_RUN), artifacts)
    rf.write_run(root, rf.hostile_report(OTHER_RUN), artifacts)
    rf.write_run(root, _hostile_profiled_report(PROFILED_RUN), {"artifacts/code/0_0.py": rf.CODE_MODULE})
    rf.write_run(root, _hostile_decode_report(DECODE_RUN))
    rf.write_machine(root)
    _write_record(root / "sweeps" / "sweep-hostile.json", _hostile_sweep())
    _write_record(root / "shape_sweeps" / "shape-sweep-hostile.json", _hostile_shape_sweep())
    return root


def _hostile_decode_report(run_id: str) -> dict:
    from tests import decode_factory as df

    r = df.decode_report(run_id)
    r["request"]["label"] = rf.HOSTILE
    for i, c in enumerate(r["decode"]["compiles"]):
        c["reason"] = PAYLOADS[i % len(PAYLOADS)]
        c["compile_id"] = f"{c['compile_id']}{rf.XSS[1]}" if i % 2 else c["compile_id"]
    return r


def _write_record(path: Path, record: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(record))


def _hostile_sweep() -> dict:
    cells = [{"key": f"default-{p}", "mode": p, "dtype": "fp32", "status": "failed" if i % 2 else "ok",
              "reason": p, "run_id": HOSTILE_RUN if i % 2 else OTHER_RUN, "latency_ms": 1.0 + i, "speedup": 1.1,
              "compile_cold_s": 3.0} for i, p in enumerate(PAYLOADS)]
    return {"sweep_id": "sweep-hostile", "status": "partial", "created": rf.NOW, "label": rf.HOSTILE,
            "spec": {"source": {"kind": "recipe", "name": rf.HOSTILE}, "device": rf.XSS[1]}, "cells": cells}


def _hostile_shape_sweep() -> dict:
    calls = [{"index": i, "batch": 1, "seq": 8 * (i + 1), "status": "failed" if i == 2 else "ok",
              "recompiled": i % 2 == 1, "compiles": 1, "compile_s": 0.5, "first_call_ms": 2.0, "median_ms": 1.0,
              "guard": p, "source": p, "error": p if i == 2 else ""} for i, p in enumerate(PAYLOADS)]
    settings = [{"dynamic": d, "status": "failed" if d == "true" else "ok", "reason": rf.HOSTILE, "calls": calls,
                 "totals": {"calls": len(calls), "recompiles": 3, "compile_s": 1.5, "failures": 1}}
                for d in ("false", "true", rf.XSS[0])]
    return {"sweep_id": "shape-sweep-hostile", "status": "partial", "created": rf.NOW, "label": rf.HOSTILE,
            "spec": {"source": {"kind": "recipe", "name": rf.HOSTILE}, "device": rf.XSS[1]}, "settings": settings}


def _hostile_recipes(folder: Path) -> Path:
    """Recipe files whose names carry the payloads (what a file name may hold: no '/')."""
    folder.mkdir()
    for i, p in enumerate(PAYLOADS):
        (folder / f"{i}{p.replace('/', '_')[:60]}.py").write_text(f"# {p}\ndef build_model(): pass\ndef example_inputs(): pass\n")
    return folder


def _hostile_profiled_report(run_id: str) -> dict:
    """The kernels test's profiled report (built by the engine's own trace functions) with hostile kernel names
    and module paths, renamed the same way everywhere they occur."""
    from tests.test_kernels_views import profiled_report

    r = profiled_report(run_id)
    r["request"]["label"] = rf.HOSTILE
    text = json.dumps(r)
    for j in range(6):
        name = f"triton_poi_fused_add_relu_{j}"
        text = text.replace(f'"{name}', '"' + json.dumps(f"{name}{PAYLOADS[j % len(PAYLOADS)]}")[1:-1])
    text = text.replace('"encoder.layer.', '"' + json.dumps(f"encoder{rf.XSS[1]}.layer.")[1:-1])
    return json.loads(text)


def open_view(view: str, **params) -> AppTest:
    at = AppTest.from_file(str(APP), default_timeout=60)
    at.query_params.update({"view": view, **params})
    return at.run()


def _walk(node):
    for child in getattr(node, "children", {}).values():
        yield child
        yield from _walk(child)


def markdown_sources(at: AppTest) -> list[tuple[str, str]]:
    """(where, text) of every string the page gave Streamlit to render as Markdown."""
    out = []
    for node in _walk(at._tree):
        proto = getattr(node, "proto", None)
        if proto is None or node.type in ("text", "code"):  # st.text and st.code show their text as it is
            continue
        for holder in (proto, *(getattr(proto, b) for b in ("expandable", "popover", "tab") if _has(proto, b))):
            for field in ("body", "label", "help"):
                if _has(holder, field) and isinstance(getattr(holder, field), str) and getattr(holder, field):
                    out.append((f"{node.type}.{field}", getattr(holder, field)))
    return out


def _has(proto, field: str) -> bool:
    try:
        return field in {f.name for f in proto.DESCRIPTOR.fields} and (
            not proto.DESCRIPTOR.fields_by_name[field].message_type or proto.HasField(field))
    except (AttributeError, ValueError):
        return False


def _assert_own_html(text: str) -> str:
    """An HTML block the app builds itself (``<div class="cs-…">`` bars, highlighted source, the timeline's
    ``<svg class="cs-timeline">``): only the app's own tags, and every payload in it escaped to text."""
    assert OWN_BLOCK.match(text), ("HTML allowed in an element the app did not build", text[:300])
    tags = set(re.findall(r"<([a-zA-Z][\w-]*)", text))
    assert tags <= OWN_HTML_TAGS, (tags - OWN_HTML_TAGS, text[:300])
    for leak in HTML_LEAKS:
        assert not leak.search(text), (leak.pattern, text[:400])
    return html.unescape(re.sub(r"<[^>]+>", " ", text))


def _assert_own_svg(svg: str) -> str:
    """An SVG the app drew (the timeline, Graphviz's layout of the graph, the legend), shown as an image: no script,
    embedded HTML or image, no event handler, no link out; every label text."""
    assert svg.lstrip().startswith(("<svg", "<?xml")), svg[:200]
    for leak in [*HTML_LEAKS, re.compile(r"<(foreignObject|iframe|use)\b", re.I)]:
        assert not leak.search(svg), (leak.pattern, svg[:400])
    return html.unescape(re.sub(r"<[^>]+>", " ", svg))


def assert_escaped(at: AppTest) -> str:
    """No exception, HTML only in the app's own blocks, and no payload turned into markup; returns the text as
    shown."""
    assert not at.exception, [e.value for e in at.exception]
    html_bodies = [m.proto.body for m in [*at.markdown, *at.caption] if getattr(m.proto, "allow_html", False)]
    # st.html only for the app's own constant style sheet (dashboard/live/page_style.py), never for report text
    assert all(h.proto.body == page_style.STYLE_BLOCK for h in at.get("html")), "st.html on a page with report text"
    shown = [_assert_own_html(body) for body in html_bodies]
    for where, text in markdown_sources(at):
        if text in html_bodies or text == page_style.STYLE_BLOCK:  # checked above
            continue
        image = APP_IMAGE.fullmatch(text)
        if image:
            shown.append(_assert_own_svg(base64.b64decode(image.group(1)).decode("utf-8")))
            continue
        rendered = MD.render(text)
        tags = set(re.findall(r"<([a-zA-Z][\w-]*)", rendered))
        assert tags <= OWN_TAGS, (where, tags - OWN_TAGS, text[:300])
        for leak in LEAKS:
            assert not leak.search(rendered), (where, leak.pattern, rendered[:400])
        assert not DIRECTIVE.search(APP_BARS.sub("", text)), (where, text[:300])
        shown.append(html.unescape(re.sub(r"<[^>]+>", "", rendered)))
    shown += [str(c.value) for c in at.code] + [str(df.value.to_dict()) for df in at.dataframe]
    for where, text in figure_strings(at):  # Plotly draws <b>, <i>, <a href> in labels, ticks and hovers
        if not where.endswith((".legendgroup", ".uid")):  # ids, never drawn
            assert not PLOTLY_MARKUP.search(APP_MARKUP.sub(" ", text)), (where, text[:300])
    return "\n".join(shown)


PLOTLY_MARKUP = re.compile(r"<[a-zA-Z/!]")
APP_MARKUP = re.compile(r"<br>|</?extra>")  # the app's own line breaks and Plotly's hover-box tag


def figure_strings(at: AppTest) -> list[tuple[str, str]]:
    """(where, text) of every string in the page's Plotly figures (st.plotly_chart, the plotly_basic component)."""
    out = []
    for node in _walk(at._tree):
        if node.type == "plotly_chart":
            out += _strings(json.loads(node.proto.spec), "plotly_chart")
        elif node.type == "component_instance":
            out += _strings(json.loads(node.proto.json_args), "component")
    return out


def _strings(value, where: str) -> list[tuple[str, str]]:
    if isinstance(value, str):
        if value[:1] in "{[":
            try:
                return _strings(json.loads(value), where)
            except ValueError:
                pass
        return [(where, value)]
    if isinstance(value, dict):
        return [x for k, v in value.items() for x in _strings(v, f"{where}.{k}")]
    if isinstance(value, list):
        return [x for v in value for x in _strings(v, f"{where}[]")]
    return []


@pytest.mark.parametrize("view", REPORT_VIEWS)
@pytest.mark.parametrize("run", [HOSTILE_RUN, PROFILED_RUN])
def test_report_pages_show_hostile_text_as_text(hostile_runs, view, run):
    text = assert_escaped(open_view(view, run=run))
    if run == HOSTILE_RUN and view == "breaks":  # the reasons, hints and code are there, every character of them
        for payload in PAYLOADS:
            assert payload.replace("\n", " ") in text, payload


LINKED = [
    ("breaks", {"category": rf.XSS[0]}),
    ("code", {"kernel": "triton_poi_fused_add_relu_0" + PAYLOADS[0]}),
    ("kernels", {"kernel": "triton_poi_fused_add_relu_1" + PAYLOADS[1]}),
    ("timeline", {"kernel": "triton_poi_fused_add_relu_4" + PAYLOADS[4]}),
    ("graph", {"find": rf.XSS[0], "color": "kernel"}),
    ("graph", {"find": rf.MARKUP[1], "color": "graph"}),
    ("graph", {"node": "0:op0" + rf.XSS[0]}),
    ("compile", {"compile_id": rf.XSS[1]}),
]


@pytest.mark.parametrize("view, params", LINKED, ids=[f"{v}-{'-'.join(p)}" for v, p in LINKED])
def test_hostile_link_parameters_select_as_text(hostile_runs, view, params):
    run = PROFILED_RUN if view in ("kernels", "timeline", "code") else HOSTILE_RUN
    assert_escaped(open_view(view, run=run, **params))


@pytest.mark.parametrize("view, params", [
    ("runs", {"q": rf.XSS[1]}), ("runs", {}), ("compare", {"compare": f"{HOSTILE_RUN},{OTHER_RUN}"}),
    ("compare", {"compare": f"{HOSTILE_RUN},{PROFILED_RUN}"}), ("new_run", {"run": HOSTILE_RUN}),
    ("sweep", {"sweep": "sweep-hostile"}), ("shape_sweep", {"shape_sweep": "shape-sweep-hostile"}),
    ("decode", {"run": DECODE_RUN}), ("overview", {"run": DECODE_RUN}), ("compile", {"run": DECODE_RUN}),
])
def test_run_pages_show_hostile_text_as_text(hostile_runs, view, params):
    assert_escaped(open_view(view, **params))


def test_new_run_lists_hostile_recipe_names_as_text(hostile_runs):
    at = open_view("new_run")
    at.radio(key="nr_kind").set_value("recipe").run()
    assert_escaped(at)
    assert len(at.selectbox(key="nr_recipe").options) == len(PAYLOADS)  # every file, by its name as given


# -- DOT ---------------------------------------------------------------------------------------------------------
@pytest.mark.skipif(shutil.which("dot") is None, reason="graphviz's dot is not installed")
@pytest.mark.parametrize("params", [{}, {"color": "kernel"}, {"color": "graph"}, {"find": rf.MARKUP[1]}])
def test_graph_page_dot_lays_out_with_the_names_as_labels(hostile_runs, monkeypatch, params):
    import streamlit as st

    from dashboard.views import graph as gv

    drawn = []
    real = gv.graph_svg

    def recording(dot, *a, **kw):
        drawn.append(dot)
        return real(dot, *a, **kw)

    monkeypatch.setattr(gv, "graph_svg", recording)
    st.cache_data.clear()
    gv.drawn_svg.cache_clear()  # the drawing is kept per DOT source in the process
    at = open_view("graph", run=HOSTILE_RUN, **params)
    assert_escaped(at)
    assert drawn, "the graph page laid out no DOT"
    for dot in drawn:
        p = subprocess.run(["dot", "-Tsvg"], input=dot.encode(), capture_output=True, timeout=60, check=False)
        assert p.returncode == 0, p.stderr.decode()
        svg = p.stdout.decode()
        nodes = re.findall(r'<g id="node\d+" class="node">\s*<title>([^<]*)</title>', svg)
        edges = re.findall(r'<g id="edge\d+" class="edge">\s*<title>([^<]*)</title>', svg)
        clusters = re.findall(r'<g id="clust\d+" class="cluster">\s*<title>([^<]*)</title>', svg)
        assert nodes and all(re.fullmatch(r"[mn]\d+", t) for t in nodes), nodes  # no node the text made
        assert all(re.fullmatch(r"[mn]\d+&#45;&gt;[mn]\d+", t) for t in edges), edges
        assert all(re.fullmatch(r"cluster_m\d+", t) for t in clusters), clusters
        assert "<script" not in svg and "<img" not in svg and "onerror=" not in svg.replace("onerror=&quot;", "")
        labels = " ".join(html.unescape(t) for t in re.findall(r"<text[^>]*>([^<]*)</text>", svg))
        for i, payload in enumerate(PAYLOADS):  # every op's name is label text, quotes, braces and arrows kept
            assert f"op{i}{payload}"[:30] in labels, (payload, labels[:2000])
        assert 'layer"]; n0 -> n1 [label="\\N"}; subgraph' in labels  # the module's path, as text


def test_file_names_from_hostile_text_are_safe(hostile_runs):
    """Download names: the run id (validated) and the graph choice, in the file-name alphabet."""
    from dashboard.views import graph as gv

    for payload in (*PAYLOADS, "../../etc/passwd", "a/b\\c", "\0x"):
        stem = gv.file_stem(HOSTILE_RUN, payload)
        assert re.fullmatch(r"[A-Za-z0-9._-]+", stem) and stem.startswith(HOSTILE_RUN), stem  # no '/', no '\\'


@pytest.mark.parametrize("view", ["timeline", "kernels", "code"])
def test_every_hostile_kernel_chosen_in_the_page_stays_text(hostile_runs, view):
    at = open_view(view, run=PROFILED_RUN)
    assert_escaped(at)
    box = next(s for s in at.selectbox if s.key == "w_kernel")
    hostile = [o for o in box.options if any(p[:8] in o for p in PAYLOADS)]
    assert hostile, box.options
    for option in hostile:
        at.selectbox(key="w_kernel").set_value(option).run()
        assert_escaped(at)
