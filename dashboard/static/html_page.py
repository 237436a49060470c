"""Safe pieces of a one-file HTML report: escaped text, tables, code, images, Plotly figures, the page.

Everything a report carries (labels, model names, recipe source, break reasons, kernel names) reaches
the page through ``esc`` (text and attribute values) or as JSON inside a ``<script type="application/json">``
data block with ``<``, ``>`` and ``&`` written as ``\\u003c`` ... (so no string can end the block). Drawings
are ``<img>`` data URIs (an SVG in an image runs no script and loads nothing). The page's own scripts are
allowed by their SHA-256 in a Content-Security-Policy that also forbids every fetch: a string that slipped
through would still neither run nor load anything. Pure: no streamlit; plotly only to serialise figures.
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
import math
import re
from dataclasses import dataclass, field
from pathlib import Path

import pandas as pd

from dashboard.views.chart_layout import with_colors
from dashboard.views.fmt import MISSING
from dashboard.views.table_cells import CELL_CHARS, detail_cells, shorten, split_columns

PLOTLY_JS = Path(__file__).parents[1] / "components" / "plotly_basic" / "plotly-basic.min.js"
BASIC_TRACES = frozenset({"bar", "scatter", "pie"})  # what plotly.js-basic draws


def esc(text: object) -> str:
    """Text for an HTML text node or a quoted attribute value."""
    return html.escape("" if text is None else str(text), quote=True)


# Where a long name may wrap: after "_", "::", "/", and after "." or "," before a letter (not inside 1.802 or 1,234).
_BREAK_AFTER = re.compile(r"(_+|::|/|[.,](?=[A-Za-z_]))(?=\S)")


def breakable(text: object) -> str:
    """``esc(text)`` with a line-break opportunity (``<wbr>``) at a name's own boundaries, so a kernel or module
    name wraps as ``triton_per_fused_add_`` / ``native_layer_norm_0`` rather than mid-word; copied text is unchanged."""
    return _BREAK_AFTER.sub(r"\1<wbr>", esc(text))


def json_for_script(value: object) -> str:
    """JSON that can sit inside ``<script type="application/json">``: no ``<``, ``>`` or ``&`` left."""
    text = value if isinstance(value, str) else json.dumps(value, default=str)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def cell_text(v: object) -> str:
    """A table value as text: blanks for missing numbers, few digits for floats."""
    if v is None or (isinstance(v, float) and math.isnan(v)):
        return ""
    if isinstance(v, bool):
        return str(v)
    if isinstance(v, float):
        a = abs(v)
        if v.is_integer() and a < 1e15:  # counts in a column pandas made float (it has blanks)
            return f"{int(v):,}"
        if a >= 1000:
            return f"{v:,.0f}"
        if a >= 1 or a == 0:
            return f"{v:.2f}"
        return f"{v:.3g}"
    try:
        if pd.isna(v):
            return ""
    except (TypeError, ValueError):
        pass
    return str(v)


def table(df: pd.DataFrame, *, row_ids: list[str | None] | None = None, links: dict[str, str] | None = None,
          scroll: bool = False, detail=()) -> str:
    """An HTML table of ``df``. ``row_ids``: an id per row (deep anchors); ``links``: column -> in-page
    anchor prefix (the cell's value is the link target, e.g. ``{"kernel": "kernel="}``); ``detail``: secondary
    columns, drawn in a detail row under each row that fills them (``table_cells.split_columns``), not as columns."""
    if df is None or df.empty:
        return '<p class="muted">(none)</p>'
    links = links or {}
    numeric = {c for c in df.columns if pd.api.types.is_numeric_dtype(df[c]) and not pd.api.types.is_bool_dtype(df[c])}
    shown, folded = split_columns(df.columns, detail)
    head = "".join(f'<th{" class=num" if c in numeric else ""}>{esc(c)}</th>' for c in shown)
    rows = []
    for i, rec in enumerate(df.itertuples(index=False, name=None)):
        rid = row_ids[i] if row_ids and i < len(row_ids) else None
        cells, record = [], {}
        for col, v in zip(df.columns, rec):
            if col in folded:
                record[col] = v
                continue
            raw = cell_text(v)
            text = _cell(raw, CELL_CHARS, f"#{links[col]}{raw}" if col in links and raw else None)
            cells.append(f'<td{" class=num" if col in numeric else ""}>{text}</td>')
        more = [f'<span class="cs-dk">{esc(col)}</span> {_cell(cell_text(v), CELL_CHARS, None)}'
                for col, v in detail_cells(record, folded)]
        rows.append(f'<tr{f" id={_q(rid)}" if rid else ""}{" class=cs-main" if more else ""}>{"".join(cells)}</tr>')
        if more:
            rows.append(f'<tr class="cs-detail"><td colspan="{len(shown)}">{" · ".join(more)}</td></tr>')
    body = f'<table><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'
    return f'<div class="scroll">{body}</div>' if scroll else f'<div class="wide">{body}</div>'


def _cell(raw: str, limit: int, href: str | None) -> str:
    """A table cell's HTML: a text longer than ``limit`` shows its start (``table_cells.shorten``) and opens whole in
    place (a link cell: the whole text in its title)."""
    short = shorten(raw, limit)
    if href is not None:
        title = f' title="{esc(raw)}"' if short is not None else ""
        return f'<a href="{esc(href)}"{title}>{breakable(raw if short is None else short + " …")}</a>'
    if short is None:
        return breakable(raw)
    return (f'<details class="cs-cut"><summary title="Show the whole text"><span class="cs-short">{breakable(short)}'
            f' …</span><span class="cs-less">less</span></summary>{breakable(raw)}</details>')


def _q(value: str) -> str:
    return f'"{esc(value)}"'


def code(text: str, limit: int | None = None) -> str:
    """Preformatted text (code, reasons, tracebacks), cut to ``limit`` characters with a note."""
    text = "" if text is None else str(text)
    note = ""
    if limit is not None and len(text) > limit:
        note = f'<p class="muted">First {limit:,} of {len(text):,} characters.</p>'
        text = text[:limit]
    return f"{note}<pre><code>{esc(text)}</code></pre>"


def svg_image(svg: str | bytes, alt: str) -> str:
    """An SVG drawing as an image (data URI): shown, never executed."""
    data = svg.encode("utf-8") if isinstance(svg, str) else svg
    return f'<img class="drawing" alt="{esc(alt)}" src="data:image/svg+xml;base64,{base64.b64encode(data).decode()}">'


def details(summary: str, body: str, *, open_: bool = False, anchor: str | None = None) -> str:
    """A collapsible block; ``summary`` is plain text (escaped here), ``body`` is HTML."""
    ident = f" id={_q(anchor)}" if anchor else ""
    return f'<details{ident}{" open" if open_ else ""}><summary>{breakable(summary)}</summary>{body}</details>'


def paragraph(text: str, cls: str = "") -> str:
    return f'<p{f" class={_q(cls)}" if cls else ""}>{esc(text)}</p>'


def bullets(lines: list[str]) -> str:
    return "<ul>" + "".join(f"<li>{esc(x)}</li>" for x in lines) + "</ul>" if lines else ""


def cards(entries: list[tuple[str, str, str, str | None]]) -> str:
    """Headline cards: (label, value, help, delta) each; the help shows on hover."""
    out = []
    for label, value, help_, delta in entries:
        out.append(
            f'<div class="cs-card" title="{esc(help_)}"><div class="cs-label">{esc(label)}</div>'
            f'<div class="cs-value">{esc(value or MISSING)}</div>'
            + (f'<div class="cs-delta">{esc(delta)}</div>' if delta else "")
            + "</div>"
        )
    return f'<div class="cs-cards">{"".join(out)}</div>'


# The headline cards of the report file.
CARDS_CSS = """
.cs-cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(190px, 1fr)); gap: 8px; }
.cs-card { border: 1px solid rgba(128, 128, 128, 0.35); border-radius: 8px; padding: 8px 12px; }
.cs-label, .cs-delta { opacity: 0.7; font-size: 0.8rem; }
.cs-value { font-size: 1.45rem; font-weight: 600; line-height: 1.6; }
.cs-warning { border: 1px solid #d4a72c; background: #fff8c5; color: #1f2328; border-radius: 8px; padding: 2px 12px;
  margin: 10px 0; }
.cs-info, .cs-success, .cs-error { border-radius: 8px; padding: 2px 12px; margin: 10px 0; color: #1f2328; }
.cs-info { border: 1px solid #54aeff; background: #ddf4ff; }
.cs-success { border: 1px solid #4ac26b; background: #dafbe1; }
.cs-error { border: 1px solid #ff8182; background: #ffebe9; }
.cs-control { color: var(--muted); }
"""


@dataclass
class Section:
    anchor: str  # id: report.html#<anchor>
    title: str
    body: str  # HTML built from the helpers above


@dataclass
class Document:
    """A report page being built: sections and the Plotly figures they place."""

    title: str
    subtitle: str = ""
    sections: list[Section] = field(default_factory=list)
    figures: list[str] = field(default_factory=list)  # Plotly JSON, one per placeholder

    def figure(self, fig, caption: str = "") -> str:
        """A placeholder for a Plotly figure (drawn on open); figures with non-basic traces become a note."""
        missing = {t.type for t in fig.data} - BASIC_TRACES
        if missing:
            return paragraph(f"(figure left out: Plotly's basic bundle cannot draw {sorted(missing)})", "muted")
        self.figures.append(with_colors(fig).to_json(validate=False))
        height = int(fig.layout.height or 360)
        cap = f"<figcaption>{esc(caption)}</figcaption>" if caption else ""
        return (f'<figure><div class="cs-fig" data-fig="{len(self.figures) - 1}" '
                f'style="height:{height}px"></div>{cap}</figure>')

    def add(self, anchor: str, title: str, body: str) -> None:
        self.sections.append(Section(anchor, title, body))

    def render(self, generated: str = "") -> str:
        return render_page(self, generated)


# Draw the figures, one per task so the first ones show while the rest are drawn; open the <details> a deep anchor
# (#kernel=NAME) points at, else the one the page names (a served page's ?kernel=NAME). A file has Plotly inline and
# draws every figure on open. A page the dashboard serves names where Plotly is (data-plotly) and draws a figure as
# it comes into view, loading Plotly when the first one does, after the page is painted: its text shows before the
# browser parses a megabyte of script, and a viewer who does not scroll to a chart does not pay for it. The body's
# data-figures says "drawn" once every figure in view is drawn (or "none": no Plotly). Plain DOM, nothing else loaded.
APP_JS = """(function () {
  var figs = JSON.parse(document.getElementById("cs-figures").textContent);
  var slots = Array.prototype.slice.call(document.querySelectorAll(".cs-fig"));
  var body = document.body, queue = [], state = "idle", busy = false;
  function pump() {
    if (state !== "ready" || busy) return;
    var el = queue.shift();
    if (!el) { body.setAttribute("data-figures", "drawn"); return; }
    busy = true;
    var fig = figs[+el.getAttribute("data-fig")] || {};
    var layout = fig.layout || {};
    layout.autosize = true;
    function done() { busy = false; setTimeout(pump, 0); }
    window.Plotly.newPlot(el, fig.data || [], layout, {responsive: true, displaylogo: false})
      .then(done, function () { el.textContent = "(figure failed)"; done(); });
  }
  function interactive(el) {  // a chart the server drew as an image, clicked: the interactive chart in its place
    if (el.getAttribute("data-live")) return;
    el.setAttribute("data-live", "1");
    el.style.height = el.getAttribute("data-h") + "px";
    el.textContent = "";
    queue.push(el);
    if (state === "idle") load(body.getAttribute("data-plotly")); else pump();
  }
  function target() {
    var id = decodeURIComponent(location.hash.slice(1)) || body.getAttribute("data-target");
    if (!id) return;
    var el = document.getElementById(id);
    if (!el) return;
    for (var p = el; p; p = p.parentElement) { if (p.tagName === "DETAILS") p.open = true; }
    el.classList.add("cs-target");
    el.scrollIntoView();
  }
  function load(src) {
    state = "loading";
    requestAnimationFrame(function () { setTimeout(function () {
      var s = document.createElement("script");
      s.src = src;
      s.onload = function () { state = "ready"; pump(); };
      s.onerror = function () { body.setAttribute("data-figures", "failed"); };
      document.head.appendChild(s);
    }, 0); });
  }
  window.addEventListener("hashchange", target);
  target();
  var src = body.getAttribute("data-plotly");
  var drawn = slots.filter(function (el) { return el.classList.contains("cs-static"); });
  slots = slots.filter(function (el) { return !el.classList.contains("cs-static"); });
  if (src) drawn.forEach(function (el) { el.addEventListener("click", function () { interactive(el); }); });
  if (window.Plotly) { queue = slots; state = "ready"; pump(); }
  else if (!src || !slots.length || !window.IntersectionObserver) {
    if (src && slots.length) { queue = slots; load(src); }
    else body.setAttribute("data-figures", drawn.length ? "drawn" : "none");
  } else {
    var first = true, seen = new IntersectionObserver(function (entries) {
      entries.forEach(function (e) { if (e.isIntersecting) { seen.unobserve(e.target); queue.push(e.target); } });
      if (queue.length && state === "idle") load(src); else if (first && !queue.length) body.setAttribute("data-figures", "drawn");
      else pump();
      first = false;
    }, {rootMargin: "200px"});
    slots.forEach(function (el) { seen.observe(el); });
  }
})();"""

CSS = """
:root { --fg: #1f2328; --muted: #656d76; --line: #d0d7de; --bg2: #f6f8fa; --accent: #0969da; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif;
  color: var(--fg); }
header { padding: 14px 24px 8px; border-bottom: 1px solid var(--line); }
header h1 { margin: 0 0 2px; font-size: 20px; }
nav { position: sticky; top: 0; background: #fff; border-bottom: 1px solid var(--line); padding: 6px 24px;
  z-index: 5; }
nav a { margin-right: 14px; color: var(--accent); text-decoration: none; }
main { padding: 0 24px 40px; max-width: 1500px; }
section { padding-top: 8px; border-bottom: 1px solid var(--line); padding-bottom: 16px; }
h2 { font-size: 18px; margin: 18px 0 8px; } h3 { font-size: 15px; margin: 14px 0 6px; }
.muted, figcaption, .subtitle { color: var(--muted); }
.wide, .scroll { overflow-x: auto; } .scroll { max-height: 460px; overflow-y: auto; }
/* a wide table scrolls sideways under its first column (what the row is), which stays in view */
.wide td:first-child, .scroll td:first-child { position: sticky; left: 0; background: #fff;
  box-shadow: 1px 0 0 var(--line); }
.wide th:first-child, .scroll th:first-child { position: sticky; left: 0; z-index: 2; box-shadow: 1px 0 0 var(--line); }
/* a long cell (a C++ signature, sixty module paths) shows its start and opens whole in place */
td details.cs-cut { border: 0; padding: 0; margin: 0; }
td details.cs-cut > summary { font-weight: normal; list-style: none; }
td details.cs-cut > summary::-webkit-details-marker { display: none; }
.cs-cut .cs-less, .cs-cut[open] .cs-short { display: none; }
.cs-cut[open] .cs-less { display: inline; color: var(--accent); }
.cs-cut:not([open]) .cs-short::after { content: " more"; color: var(--accent); }
/* a row's secondary columns (a kernel's fused ops, its module list) in a line of their own under it */
tr.cs-main td { border-bottom: 0; }
tr.cs-detail td { position: static; box-shadow: none; padding-top: 0; color: var(--muted); font-size: 12px; }
.cs-dk { font-weight: 600; }
table { border-collapse: collapse; font-size: 13px; margin: 4px 0 10px; }
th, td { border-bottom: 1px solid var(--line); padding: 3px 8px; text-align: left; vertical-align: top;
  max-width: 44em; overflow-wrap: break-word; }
th { background: var(--bg2); position: sticky; top: 0; } td.num, th.num { text-align: right; }
pre { background: var(--bg2); padding: 8px 10px; border-radius: 6px; overflow: auto; max-height: 520px;
  font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: pre; }
details { border: 1px solid var(--line); border-radius: 6px; padding: 4px 10px; margin: 6px 0; }
summary { cursor: pointer; font-weight: 600; overflow-wrap: break-word; }
.cs-target, :target { outline: 2px solid #d29922; outline-offset: 2px; }
figure { margin: 8px 0; } .cs-fig { width: 100%; }
img.drawing { max-width: 100%; border: 1px solid var(--line); border-radius: 6px; }
.cs-static { cursor: zoom-in; } .cs-static img { display: block; width: 100%; max-width: 1200px; height: auto; }
.cols { display: grid; grid-template-columns: repeat(auto-fit, minmax(420px, 1fr)); gap: 16px; }
.cols > * { min-width: 0; }  /* a wide table scrolls in its own box instead of widening its column */
"""


def _sha256(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode() + "'"


@dataclass
class Frame:
    """What a page the dashboard serves has around its document (``dashboard/static/shared_page.py``) where a file has
    its sections' anchors: links to other pages, header actions, head tags, and Plotly by URL instead of inline."""

    links: list[tuple[str, str, bool]]  # (href, title, current): the navigation bar
    actions: str = ""  # HTML at the header's end (the live dashboard's link)
    head: str = ""  # HTML before </head> (meta tags, styles)
    plotly_src: str = ""  # where Plotly's basic bundle is served (loaded once the page is painted)
    target: str = ""  # the element to open and scroll to when the URL names no #anchor
    heading: str = ""  # the page's <h1> when it is not its <title>
    images: list[str | None] = field(default_factory=list)  # an SVG per figure drawn by the server (chart_images)


_FIG_SLOT = re.compile(r'<div class="cs-fig" data-fig="(\d+)" style="height:(\d+)px"></div>')
_SVG_SIZE = re.compile(r'<svg[^>]*?\swidth="(\d+)"[^>]*?\sheight="(\d+)"')
STATIC_TITLE = "Drawn by the server as an image: click it for the interactive chart (hover values, zoom)"


def _static_slot(m: re.Match, images: list[str | None]) -> str:
    """A figure's placeholder with the server's drawing of it in place (APP_JS draws it live on a click)."""
    i, height = int(m.group(1)), m.group(2)
    svg = images[i] if i < len(images) else None
    if not svg:
        return m.group(0)
    data = base64.b64encode(svg.encode("utf-8")).decode()
    size = _SVG_SIZE.search(svg[:600])
    box = f' width="{size.group(1)}" height="{size.group(2)}"' if size else ""
    # decoded after the page's text is painted, and only near the view: a drawing never holds the first paint
    return (f'<div class="cs-fig cs-static" data-fig="{i}" data-h="{height}" title="{esc(STATIC_TITLE)}">'
            f'<img alt="chart" decoding="async" loading="lazy"{box} src="data:image/svg+xml;base64,{data}"></div>')


def render_page(doc: Document, generated: str = "", frame: Frame | None = None) -> str:
    """The whole file: CSP, styles, navigation, sections, the figures' data, Plotly (once) and our script.
    With a ``frame``, a served page: its links, and Plotly from ``frame.plotly_src`` (allowed as 'self')."""
    scripts = []
    by_url = bool(frame and frame.plotly_src)
    if doc.figures and not by_url:
        if not PLOTLY_JS.exists():
            raise FileNotFoundError(f"{PLOTLY_JS} is missing: the report's figures need Plotly's basic bundle")
        scripts.append(PLOTLY_JS.read_text(encoding="utf-8"))
    scripts.append(APP_JS)
    csp = ("default-src 'none'; script-src " + ("'self' " if by_url else "") + " ".join(_sha256(s) for s in scripts)
           + "; style-src 'unsafe-inline'; img-src data:; font-src data:; base-uri 'none'; form-action 'none'")
    if frame is None:
        nav = "".join(f'<a href="#{esc(s.anchor)}">{esc(s.title)}</a>' for s in doc.sections)
    else:
        nav = "".join(f'<a href="{esc(href)}"{" class=current aria-current=page" if current else ""}>{esc(title)}</a>'
                      for href, title, current in frame.links)
    body = "".join(f'<section id="{esc(s.anchor)}"><h2>{esc(s.title)}</h2>{s.body}</section>' for s in doc.sections)
    if frame is not None and any(frame.images):
        body = _FIG_SLOT.sub(lambda m: _static_slot(m, frame.images), body)
    figures = "[" + ",".join(json_for_script(f) for f in doc.figures) + "]"
    foot = f'<p class="muted">{esc(generated)}</p>' if generated else ""
    attrs = ""
    if frame is not None:
        attrs += f' data-plotly="{esc(frame.plotly_src)}"' if by_url and doc.figures else ""
        attrs += f' data-target="{esc(frame.target)}"' if frame.target else ""
    return (
        '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">'
        f'<meta http-equiv="Content-Security-Policy" content="{csp}">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{esc(doc.title)}</title><style>{CSS}{CARDS_CSS}</style>{frame.head if frame else ''}</head>"
        f"<body{attrs}>"
        f'<header><h1>{esc(frame.heading if frame and frame.heading else doc.title)}</h1><div class="subtitle">{esc(doc.subtitle)}</div>'
        f"{frame.actions if frame else ''}</header>"
        f"<nav>{nav}</nav><main>{body}{foot}</main>"
        f'<script type="application/json" id="cs-figures">{figures}</script>'
        + "".join(f"<script>{s}</script>" for s in scripts)
        + "</body></html>\n"
    )
