"""A shared link's first paint: the run's headline figures drawn into the page's HTML by the server.

Streamlit's front end needs about 1.5 s on a 2-core machine before it shows anything (its ~2 MB of JavaScript
parsed, then a websocket, then the script's messages). The Overview of a link does not have to wait for that:
``overview_html`` draws the same headline cards (``views.overview.headline_cards``, from the same stored report)
as plain HTML, ``inject`` puts them into Streamlit's ``index.html`` as an overlay that the page itself removes as
soon as the live Overview has drawn its cards (or shows anything else: an error, another view), and the link's
``<title>`` and Open Graph tags name the run and its speedup, so a chat that unfurls the link shows them too.

Pure: no Streamlit, no store. Every string from a report is escaped (``html.escape``).
"""

from __future__ import annotations

import html

from .views.overview import headline_cards
from .views.sections import run_title

OVERLAY_ID = "cs-prerender"
LIVE_KEY = "cs_headline"  # st.container(key=...) of the live headline cards: Streamlit gives it class st-key-<key>
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
"""

# Removes the overlay once the live page has drawn the headline cards, or anything that means they will not
# come (an alert, an exception, another view's content), or after REMOVE_AFTER_MS.
_SCRIPT = f"""
(function () {{
  var pre = document.getElementById("{OVERLAY_ID}");
  if (!pre) return;
  var live = '.st-key-{LIVE_KEY} h3, [data-testid="stMain"] [data-testid="stAlert"], ' +
             '[data-testid="stMain"] [data-testid="stException"]';
  var obs;
  function done() {{ if (pre) {{ pre.remove(); pre = null; if (obs) obs.disconnect(); }} }}
  obs = new MutationObserver(function () {{ if (document.querySelector(live)) done(); }});
  obs.observe(document.documentElement, {{childList: true, subtree: true}});
  setTimeout(done, {REMOVE_AFTER_MS});
}})();
"""


def overview_html(report: dict, run_id: str, newest: bool = False) -> str:
    """The overlay: the Overview's header and its first headline cards, as plain escaped HTML."""
    e = html.escape
    cards = "".join(
        f'<div class="cs-card"><div class="cs-card-label">{e(c.label)}</div>'
        f'<div class="cs-card-value">{e(c.value)}</div>'
        + (f'<div class="cs-card-delta">{e(c.delta)}</div>' if c.delta else "") + "</div>"
        for c in headline_cards(report)[:CARDS]
    )
    sub = f"{e(run_title(report))} · run {e(run_id)}"
    if newest:
        sub += " · the newest finished run"
    return (f'<div id="{OVERLAY_ID}" aria-hidden="true"><h1>Overview</h1><div class="cs-pre-sub">{sub}</div>'
            f'<div class="cs-pre-cards">{cards}</div></div>')


def summary(report: dict) -> tuple[str, str]:
    """(title, description) of a link to the run: its model and options, and its speedup and latency."""
    cards = {c.label: c for c in headline_cards(report)}
    title = f"{run_title(report)} · CompileScope"
    bits = [f"{label} {cards[label].value}" for label in ("Speedup", "Median latency", "Graph breaks")
            if label in cards and cards[label].value not in ("", "—")]
    return title, ", ".join(bits)


def inject(index_html: str, report: dict, run_id: str, newest: bool = False) -> str:
    """Streamlit's ``index.html`` with the overlay, its style and script, and the link's title and Open Graph
    tags; unchanged if the page does not have the places they go."""
    if "</head>" not in index_html or "<body>" not in index_html or "</body>" not in index_html:
        return index_html
    title, desc = summary(report)
    e = html.escape
    head = (f"<style>{_STYLE}</style>"
            f'<meta property="og:title" content="{e(title)}" />'
            f'<meta property="og:description" content="{e(desc)}" />'
            f'<meta name="description" content="{e(desc)}" />')
    out = index_html.replace("<title>Streamlit</title>", f"<title>{e(title)}</title>", 1)
    out = out.replace("</head>", head + "</head>", 1)
    out = out.replace("<body>", "<body>" + overview_html(report, run_id, newest), 1)
    return out.replace("</body>", f"<script>{_SCRIPT}</script></body>", 1)
