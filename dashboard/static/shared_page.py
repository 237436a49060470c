"""A shared link's static page: one report view as the HTML export draws it, with the live dashboard one click away.

``view_page`` is the page of ``/share/<view>?run=<id>&...`` (``dashboard/views/share_urls.py``): the export's section of
that view (its one definition, ``dashboard/views/<view>_blocks.py``, drawn by the static renderer), built by the
same view functions from the same stored report, so every number is the one the live view and the exported file
show. Around it: the run's title, a link to the live view with the same parameters, and links to the run's other
views' static pages. Charts are the server's drawings of the Plotly figures (``chart_images``: one drawing per
chart, not one per viewer), each turned into the interactive chart by a click, which loads Plotly's basic bundle by
URL; where the server cannot draw them, the browser draws them with that bundle as they come into view. No
Streamlit, no form, nothing that launches or changes a run.
``message_page`` is what a link that cannot be answered gets: what is wrong and what to open instead.

Pure: no Streamlit, no store (``files`` reads the run's artifacts). Every string from a report or a link is
escaped (``html_page``).
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Callable, Mapping

from dashboard.views.sections import page_title, run_title
from dashboard.views.share_urls import DEFAULT_VIEW, live_path, share_path

from . import html_page as h
from . import prerender, sections
from .run_files import RunFiles

log = logging.getLogger("compilescope.serve")

# view -> title: every report view of the registry, in the dashboard's order
VIEWS: dict[str, str] = dict(sections.report_views())
# Link parameters the page shows by opening and scrolling to an element: (parameter, the element ids to try).
TARGETS = {"breaks": (("category", ("category={}",)),), "code": (("kernel", ("kernel={}", "kernelrow={}")),),
           "compile": (("compile_id", ("compile_id={}",)),)}
FINISHED = ("ok", "partial")

STYLE = """<style>
header { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 6px 24px; }
header h1, header .subtitle { flex: 1 1 60%; min-width: 0; overflow-wrap: break-word; }
header .subtitle { order: 3; flex-basis: 100%; }
a.cs-live { order: 2; flex: 0 0 auto; background: var(--accent); color: #fff; border-radius: 6px; padding: 6px 14px;
  text-decoration: none; font-weight: 600; white-space: nowrap; }
a.cs-live:hover, a.cs-live:focus { filter: brightness(1.15); }
nav { display: flex; flex-wrap: wrap; gap: 2px 14px; } nav a { margin-right: 0; }
nav a.current { color: var(--fg); font-weight: 600; }
.cs-note { border-left: 3px solid var(--accent); background: var(--bg2); padding: 6px 12px; margin: 10px 0; }
</style>"""


def _stamp(run_id: str) -> str:
    return (f"Static page of run {run_id}, drawn {dt.datetime.now().strftime('%Y-%m-%d %H:%M')} by CompileScope "
            "from the stored report, by the view code the live dashboard and the exported HTML file use.")


def target_of(view: str, params: Mapping[str, str], body: str) -> str:
    """The id of the element the link's item parameter names (a break category, a kernel, a compile id), if the
    page has one."""
    for param, patterns in TARGETS.get(view, ()):
        value = params.get(param)
        for pattern in patterns if value else ():
            ident = pattern.format(value)
            if f'id="{h.esc(ident)}"' in body:
                return ident
    return ""


def not_shown(view: str, params: Mapping[str, str], spec_params: tuple[str, ...]) -> list[str]:
    """The link's parameters the static page does not show (it draws the view's default state)."""
    shown = {param for param, _ in TARGETS.get(view, ())}
    return [f"{k}={params[k]}" for k in spec_params if params.get(k) and k not in shown]


def view_page(view: str, report: dict, run_id: str, files: RunFiles, params: Mapping[str, str], *,
              spec_params: tuple[str, ...] = (), newest: bool = False, plotly_src: str = "",
              draw_charts: Callable[[list[str]], list[str | None]] | None = None) -> str:
    """The static page of ``view`` of ``run_id`` for a link with ``params`` (see the module docstring).
    ``newest``: the link named no run and this is the newest finished one (its links name none either).
    ``draw_charts``: the page's figures as images drawn here (``chart_images.ChartImages.draw``; None per figure
    the browser draws)."""
    title = VIEWS[view]
    doc = h.Document(page_title(title, run_title(report)), _subtitle(report, run_id, newest))
    try:
        body = _body(view, doc, report, files)
    except Exception as e:  # noqa: BLE001 - as the export: one odd section costs a note, not the page
        log.exception("shared page: %s of run %s failed", view, run_id)
        body = h.paragraph(f"This view could not be drawn: {type(e).__name__}: {e}", "muted")
    link_params = {k: v for k, v in params.items() if k in spec_params}
    if not newest:
        link_params = {"run": run_id, **link_params}
    live = live_path(view, link_params)
    notes = []
    if report.get("status") not in FINISHED:
        notes.append(f"This run is {report.get('status') or 'not finished'}: this page shows the stages finished "
                     "so far. Reload it for newer ones, or open the live dashboard, which follows the run.")
    hidden = not_shown(view, params, spec_params)
    if hidden:
        notes.append(f"This page shows the view as it opens; the link's selection ({', '.join(hidden)}) is drawn "
                     "by the live dashboard.")
    note = "".join(f'<p class="cs-note">{h.esc(n)}</p>' for n in notes)
    doc.add(view, title, note + body)
    run_link = {} if newest else {"run": run_id}
    og_title, og_desc = prerender.summary(report)
    head = (STYLE + f'<meta property="og:title" content="{h.esc(og_title)}">'
            f'<meta property="og:description" content="{h.esc(og_desc)}">'
            f'<meta name="description" content="{h.esc(og_desc)}">')
    frame = h.Frame(links=[(share_path(v, run_link), t, v == view) for v, t in VIEWS.items()],
                    actions=f'<a class="cs-live" href="{h.esc(live)}">Open the live dashboard</a>',
                    head=head, plotly_src=plotly_src, target=target_of(view, params, body), heading=run_title(report),
                    images=draw_charts(doc.figures) if draw_charts and doc.figures else [])
    return h.render_page(doc, _stamp(run_id), frame)


def _body(view: str, doc: h.Document, report: dict, files: RunFiles) -> str:
    return sections.view_html(view, doc, report, files, link_href=share_path)


def _subtitle(report: dict, run_id: str, newest: bool) -> str:
    created = report.get("created")
    when = dt.datetime.fromtimestamp(created).strftime("%Y-%m-%d %H:%M") if isinstance(created, (int, float)) else "?"
    sub = f"run {run_id} · status {report.get('status')} · created {when}"
    return sub + (" · the newest finished run" if newest else "")


def message_page(title: str, message: str, links: list[tuple[str, str]]) -> str:
    """A page that says why a shared link shows nothing, and links to what to open instead."""
    doc = h.Document(page_title(title), "")
    doc.add("message", title, h.paragraph(message) + "".join(
        f'<p><a href="{h.esc(href)}">{h.esc(text)}</a></p>' for href, text in links))
    live_home = live_path(DEFAULT_VIEW, {})
    frame = h.Frame(links=[("/runs", "Runs (live dashboard)", False)], head=STYLE, heading="CompileScope",
                    actions=f'<a class="cs-live" href="{h.esc(live_home)}">Open the live dashboard</a>')
    return h.render_page(doc, "", frame)
