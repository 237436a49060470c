"""A shared link's first paint: the run's headline figures (or a view's first screen) drawn into the page's HTML.

Streamlit's front end needs about 1.5 s on a 2-core machine before it shows anything (its ~2 MB of JavaScript
parsed, then a websocket, then the script's messages). The Overview of a link does not have to wait for that:
``overview_html`` draws the same headline cards (``views.overview.headline_cards``, from the same stored report)
as plain HTML, ``inject`` puts them into Streamlit's ``index.html`` as an overlay that the page itself removes as
soon as the live Overview has drawn its cards (or shows anything else: an error, another view), and the link's
``<title>`` and Open Graph tags name the run and its speedup, so a chat that unfurls the link shows them too.
Any other report view's link gets its first screen the same way (``inject_view``, drawn by
``dashboard/static/prerender_views.py``), in a shadow root that keeps the export's styles off Streamlit's page, until the
live view has drawn its own content (``LIVE``).

Pure: no Streamlit, no store. Every string from a report is escaped (``html.escape``).
"""

from __future__ import annotations

import html
import json
import re

from dashboard.views.overview import headline_cards, shown_cards
from dashboard.views.sections import page_title, run_title

OVERLAY_ID = "cs-prerender"
from dashboard.views.overview_blocks import LIVE_KEY  # noqa: E402 - the live headline cards' container
from dashboard.views.registry import REPORT_VIEWS  # noqa: E402

REMOVE_AFTER_MS = 20_000  # the overlay goes in any case after this long (a page that never draws its cards)
CARDS = 8  # the first two rows of four

_STYLE = f"""
#{OVERLAY_ID} {{ position: fixed; inset: 0; z-index: 999990; pointer-events: none; box-sizing: border-box;
  background: linear-gradient(to right, rgb(240, 242, 246) 300px, #fff 300px); overflow: hidden;
  font-family: "Source Sans", system-ui, -apple-system, "Segoe UI", sans-serif; color: rgb(49, 51, 63);
  padding: 6rem 5rem 1rem calc(300px + 5rem); }}
@media (max-width: 768px) {{ #{OVERLAY_ID} {{ background: #fff; padding: 4rem 1rem 1rem; }}
  #{OVERLAY_ID} .cs-pre-cards {{ grid-template-columns: repeat(2, minmax(0, 1fr)); }} }}
#{OVERLAY_ID} h1 {{ font-size: 2.75rem; font-weight: 700; margin: 0 0 0.75rem; line-height: 1.2; }}
#{OVERLAY_ID} .cs-pre-sub {{ color: rgba(49, 51, 63, 0.6); font-size: 0.875rem; margin-bottom: 1rem; }}
#{OVERLAY_ID} .cs-pre-cards {{ display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 1rem; }}
#{OVERLAY_ID} .cs-card {{ border: 1px solid rgba(49, 51, 63, 0.2); border-radius: 0.5rem; padding: 1rem; }}
#{OVERLAY_ID} .cs-card-label, #{OVERLAY_ID} .cs-card-delta {{ color: rgba(49, 51, 63, 0.6); font-size: 0.875rem; }}
#{OVERLAY_ID} .cs-card-value {{ font-size: 1.5rem; font-weight: 600; margin: 0.25rem 0; }}
/* Streamlit follows the system's colour scheme (no theme is set): so does the first paint */
@media (prefers-color-scheme: dark) {{
  #{OVERLAY_ID} {{ background: linear-gradient(to right, rgb(38, 39, 48) 300px, rgb(14, 17, 23) 300px);
    color: rgb(250, 250, 250); }}
  #{OVERLAY_ID} .cs-pre-sub, #{OVERLAY_ID} .cs-card-label, #{OVERLAY_ID} .cs-card-delta {{
    color: rgba(250, 250, 250, 0.6); }}
  #{OVERLAY_ID} .cs-card {{ border-color: rgba(250, 250, 250, 0.2); }}
}}
"""

# What means the live page has drawn a view's own content, a CSS selector per view (the overlay goes then).
_MAIN = '[data-testid="stMain"] '
_LIVE_SPECIAL = {
    "overview": f".st-key-{LIVE_KEY} h3",
    "breaks": _MAIN + '[data-testid="stExpander"]',
    "graph": _MAIN + '[data-testid="stMarkdownContainer"] img',
    "code": _MAIN + ".cs-source",
    "kernels": _MAIN + '[data-testid="stMarkdownContainer"] table',
    "timeline": _MAIN + '[data-testid="stMarkdownContainer"] img',
    "compile": _MAIN + '[data-testid="stMarkdownContainer"] table',
    "decode": _MAIN + '[data-testid="stColumn"] h3',  # its cards (widgets.metric_cards)
    "gpu_layer": _MAIN + '[data-testid="stColumn"] h3',  # its cards
    "numerics": _MAIN + '[data-testid="stColumn"] h3',  # its cards
}
_LIVE_DEFAULT = _MAIN + '[data-testid="stMarkdownContainer"] p'  # a view drawn from blocks: its first text
LIVE = {s.view: _LIVE_SPECIAL.get(s.view, _LIVE_DEFAULT) for s in REPORT_VIEWS}
# ... or anything that means it will not come: an alert or an exception in the page.
_NOT_COMING = _MAIN + '[data-testid="stAlert"], ' + _MAIN + '[data-testid="stException"]'
SCRIPT_DONE_MS = 600  # after the app's script run has finished, the overlay goes in any case this much later


def _script(view: str) -> str:
    """Removes the overlay once the live page has drawn ``view``'s content (an image once it has loaded), or
    anything that means it will not come, or SCRIPT_DONE_MS after the app's first script run finished, or after
    REMOVE_AFTER_MS."""
    live = LIVE[view]
    return f"""
(function () {{
  var pre = document.getElementById("{OVERLAY_ID}");
  if (!pre) return;
  var live = {json.dumps(live)}, notComing = {json.dumps(_NOT_COMING)}, ran = false, obs;
  function done() {{ if (pre) {{ pre.remove(); pre = null; if (obs) obs.disconnect(); }} }}
  function check() {{
    if (!pre) return;
    var el = document.querySelector(live);
    if (el && el.tagName === "IMG" && !(el.complete && el.naturalWidth > 0)) {{
      el.addEventListener("load", check, {{once: true}});
    }} else if (el || document.querySelector(notComing)) {{
      done(); return;
    }}
    var app = document.querySelector('[data-testid="stApp"]');
    var state = app && app.getAttribute("data-test-script-state");
    if (state === "running") ran = true;
    else if (ran && state === "notRunning") setTimeout(done, {SCRIPT_DONE_MS});
  }}
  obs = new MutationObserver(check);
  obs.observe(document.documentElement, {{childList: true, subtree: true, attributes: true,
                                          attributeFilter: ["data-test-script-state"]}});
  setTimeout(done, {REMOVE_AFTER_MS});
}})();
"""


_VIEW_STYLE = """
h1 { font-size: 2.75rem; font-weight: 700; margin: 0 0 0.75rem; line-height: 1.2; }
.cs-pre-sub { color: var(--muted); font-size: 0.875rem; margin-bottom: 1rem; }
@media (prefers-color-scheme: dark) {
  :host { --fg: #fafafa; --muted: rgba(250, 250, 250, 0.6); --line: rgba(250, 250, 250, 0.2); --bg2: #262730;
    --accent: #58a6ff; }
}
"""


def overview_html(report: dict, run_id: str, newest: bool = False) -> str:
    """The overlay: the Overview's header and its first headline cards, as plain escaped HTML."""
    e = html.escape
    cards = "".join(
        f'<div class="cs-card"><div class="cs-card-label">{e(c.label)}</div>'
        f'<div class="cs-card-value">{e(c.value)}</div>'
        + (f'<div class="cs-card-delta">{e(c.delta)}</div>' if c.delta else "") + "</div>"
        for c in shown_cards(report)[0][:CARDS]
    )
    sub = f"{e(run_title(report))} · run {e(run_id)}"
    if newest:
        sub += " · the newest finished run"
    return (f'<div id="{OVERLAY_ID}" aria-hidden="true"><h1>Overview</h1><div class="cs-pre-sub">{sub}</div>'
            f'<div class="cs-pre-cards">{cards}</div></div>')


# Streamlit's front end reads window.__streamlit once, as its bundle loads: named here, BACKEND_BASE_URL makes
# it look for the server at the root only. Left alone, on a page's own path (/code) it probes /code/_stcore/health
# first, gets a 404 and tries the root after a back-off (index.*.js: the possible base URIs).
BASE_URL_SCRIPT = ("<script>window.__streamlit = Object.assign({BACKEND_BASE_URL: window.location.origin + '/'}, "
                   "window.__streamlit || {});</script>")


def with_base_url(index_html: str) -> str:
    """Streamlit's page with ``BASE_URL_SCRIPT`` before its own scripts (unchanged if it has no ``<head>``)."""
    if "<head>" not in index_html:
        return index_html
    return index_html.replace("<head>", "<head>" + BASE_URL_SCRIPT, 1)


def summary(report: dict) -> tuple[str, str]:
    """(title, description) of a link to the run: its model and options, and its speedup and latency."""
    cards = {c.label: c for c in headline_cards(report)}
    title = page_title("Overview", run_title(report))  # as the live page names itself (widgets.report_page)
    bits = [f"{label} {cards[label].value}" for label in ("Speedup", "Median latency", "Graph breaks")
            if label in cards and cards[label].value not in ("", "—")]
    return title, ", ".join(bits)


# Streamlit's own scripts in its index.html: the entry module and the modules it preloads.
_MODULE_TAGS = re.compile(r'<script type="module" crossorigin src="([^"<>]+)"></script>'
                          r'|<link rel="modulepreload" crossorigin href="([^"<>]+)">')


def entry_scripts(index_html: str) -> list[str]:
    """The paths of the module scripts and module preloads the page has as tags, in their order."""
    return [script or preload for script, preload in _MODULE_TAGS.findall(index_html)]


def after_first_paint(index_html: str) -> str:
    """Streamlit's page with its scripts loaded once the browser has painted the page (the first paint's overlay)
    instead of as the page is parsed: on a machine whose cores are busy (twenty viewers opening a link at once),
    a tab that parses and runs Streamlit's ~2 MB of JavaScript first shows the overlay seconds later. The scripts
    go in, in their order, from a ``requestAnimationFrame`` callback's next task (after that frame is drawn).
    Unchanged if the page has none of them or no ``</body>``."""
    found = [(script, preload) for script, preload in _MODULE_TAGS.findall(index_html)]
    if not found or "</body>" not in index_html:
        return index_html
    out = _MODULE_TAGS.sub("", index_html)
    tags = json.dumps([[bool(script), script or preload] for script, preload in found])
    loader = (f"<script>requestAnimationFrame(function () {{ setTimeout(function () {{ {tags}.forEach(function (t) {{"
              " var el = document.createElement(t[0] ? 'script' : 'link'); el.crossOrigin = 'anonymous';"
              " if (t[0]) { el.type = 'module'; el.src = t[1]; } else { el.rel = 'modulepreload'; el.href = t[1]; }"
              " document.head.appendChild(el); }); }, 0); });</script>")
    return out.replace("</body>", loader + "</body>", 1)


def _placed(index_html: str, title: str, head: str, overlay: str, view: str) -> str:
    """Streamlit's ``index.html`` with the page's title, ``head`` before ``</head>``, ``overlay`` first in the body,
    its removal script last, and Streamlit's scripts loaded after the overlay is painted (``after_first_paint``);
    unchanged if the page does not have the places they go."""
    if "</head>" not in index_html or "<body>" not in index_html or "</body>" not in index_html:
        return index_html
    out = index_html.replace("<title>Streamlit</title>", f"<title>{html.escape(title)}</title>", 1)
    out = out.replace("</head>", head + "</head>", 1)
    out = out.replace("<body>", "<body>" + overlay, 1)
    return after_first_paint(out).replace("</body>", f"<script>{_script(view)}</script></body>", 1)


def inject(index_html: str, report: dict, run_id: str, newest: bool = False) -> str:
    """Streamlit's ``index.html`` with the overlay, its style and script, and the link's title and Open Graph
    tags; unchanged if the page does not have the places they go."""
    title, desc = summary(report)
    e = html.escape
    head = (f"<style>{_STYLE}</style>"
            f'<meta property="og:title" content="{e(title)}" />'
            f'<meta property="og:description" content="{e(desc)}" />'
            f'<meta name="description" content="{e(desc)}" />')
    return _placed(index_html, title, head, overview_html(report, run_id, newest), "overview")


def view_html(view: str, title: str, body: str, css: str, report: dict, run_id: str, newest: bool = False) -> str:
    """The overlay of a view: its header and ``body`` (escaped HTML, styled by ``css``) in a declarative shadow
    root, so neither the export's styles nor Streamlit's reach across."""
    e = html.escape
    sub = f"{e(run_title(report))} · run {e(run_id)}" + (" · the newest finished run" if newest else "")
    return (f'<div id="{OVERLAY_ID}" data-view="{e(view)}" aria-hidden="true"><template shadowrootmode="open">'
            f"<style>{css}{_VIEW_STYLE}</style><h1>{e(title)}</h1><div class=\"cs-pre-sub\">{sub}</div>{body}"
            "</template></div>")


def inject_view(index_html: str, view: str, title: str, body: str, css: str, report: dict, run_id: str,
                newest: bool = False) -> str:
    """Streamlit's ``index.html`` with a view's overlay (``view_html``), its removal script and the page's
    title; unchanged if the page does not have the places they go."""
    return _placed(index_html, page_title(title, run_title(report)), f"<style>{_STYLE}</style>",
                   view_html(view, title, body, css, report, run_id, newest), view)
