"""CompileScope's app script (``make start`` serves it through ``dashboard/serve.py``, which adds the Overview
link's first paint; ``streamlit run dashboard/app.py [-- --viewer]`` runs it alone).

Registers the pages, keeps the link parameters (``?run=<id>&view=<page>&...``) across page switches,
and draws the sidebar (run picker, link to the current view). Everything a page shows comes from
stored reports; nothing here imports torch or compiles.
"""

import logging
import sys
from pathlib import Path

# `streamlit run` puts dashboard/ on sys.path; the packages live one level up.
_ROOT = str(Path(__file__).resolve().parents[1])
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)

import streamlit as st

from dashboard.live import favicon, linkstate, nav, page_style, widgets
from dashboard.server import settings
from dashboard.views.fmt import md_escape
from dashboard.views.sections import page_title

st.set_page_config(page_title="CompileScope", page_icon=favicon.SVG, layout="wide")  # no Material icon: no request out
page_style.apply()

viewer = settings.viewer_mode()
incoming = linkstate.sync_from_url()
page = nav.navigation(viewer)
view = nav.current_view()
# The browser title names the view (a page that shows a run or runs names them too: widgets.page_header)
st.set_page_config(page_title=page_title(nav.SPECS[view].title))

# A link to the app root may name its view with ?view=...: go there once, when the link arrives.
wanted = incoming.get("view")
refused = linkstate.refused()  # a link parameter too long to take: one message instead of the page
if wanted and not refused and wanted != view and nav.has_page(wanted) and nav.url_path(view) == "":
    st.switch_page(nav.page(wanted))

st.sidebar.title("CompileScope")
if viewer:
    st.sidebar.caption("Read-only viewer: runs cannot be launched or deleted here.")
if nav.SPECS[view].report:
    if not refused:
        widgets.land_on_newest_run()  # no ?run=: the newest finished run, not an empty page
    widgets.run_picker()
linkstate.link_slot()
linkstate.publish(view)
if refused:
    st.error(md_escape(linkstate.refusal_message(refused)))
    st.stop()

try:
    page.run()
except Exception as e:  # noqa: BLE001 - an odd report or store costs one message, not the page
    # (st.stop / st.rerun / st.switch_page raise BaseException subclasses: they pass through)
    if settings.strict_pages():
        raise
    logging.getLogger("compilescope.dashboard").exception("page %s failed", view)
    st.error(f"This page cannot show this: {md_escape(type(e).__name__)}: {md_escape(e)}. "
             "The report or the run store holds something this version does not expect.")
