"""What only the live Graph page does (``LiveOnly`` blocks of ``views/graph_blocks.py``): go back to the default
view, lay the DOT out in the browser when ``dot`` failed on the server, and the downloads (DOT and SVG, of this view
and of every op). Imported by ``pages/graph.py`` so the hooks are registered."""

from __future__ import annotations

import streamlit as st

from dashboard.views import graph as gv
from dashboard.views.fmt import md_escape

from . import linkstate
from .render import hook


@hook("graph_default_view")
def default_view(box) -> None:
    if box.button("Default view", help="Back to the default level (about one box per layer)"):
        for param in ("expand", "node", "find"):
            linkstate.state().pop(param, None)
            st.session_state.pop(linkstate.widget_key(param), None)
        st.rerun()


@hook("graph_browser_layout")
def browser_layout(box, dot: str) -> None:
    """No ``dot`` on the server: the browser lays the DOT out. A changed drawing goes into the other of two slots so
    it is drawn from scratch (d3-graphviz updating the drawn SVG in place takes seconds for a few dozen boxes)."""
    slots = [box.empty(), box.empty()]
    last = st.session_state.get("_graph_slot", (0, None))
    slot = last[0] if last[1] == dot else 1 - last[0]
    st.session_state["_graph_slot"] = (slot, dot)
    slots[slot].graphviz_chart(dot)


def _download(col, label: str, data, file_name: str, mime: str, key: str | None = None) -> None:
    # Downloads are callables: sent when clicked, not fetched by every open of the page.
    col.download_button(label, data, file_name=file_name, mime=mime, on_click="ignore", icon=":material/download:",
                        key=key)


@hook("graph_downloads")
def downloads(box, dot: str, svg: str | None, tree: gv.GraphTree, color: str, stem: str) -> None:
    box.subheader("Download", anchor=False)
    cols = box.columns(4)
    _download(cols[0], "DOT (this view)", lambda: dot, f"{stem}.dot", "text/vnd.graphviz")
    _download(cols[1], "DOT (every op)", lambda: gv.full_dot(tree, color), f"{stem}-full.dot", "text/vnd.graphviz")
    # SVG needs a layout: only when asked (the whole graph can take a while).
    views = [(cols[3], "every op", lambda: gv.full_dot(tree, color), (stem, color))]
    if svg is not None:
        _download(cols[2], "SVG (this view)", lambda: svg, f"{stem}.svg", "image/svg+xml")
    else:
        views.insert(0, (cols[2], "this view", lambda: dot, (stem, color, hash(dot))))
    for col, what, make, tag in views:
        key = f"_graph_svg_{what}"
        if col.button(f"Render SVG ({what})", key=f"w_svg_{what}"):
            try:
                with st.spinner("Laying out the graph…"):
                    st.session_state[key] = (tag, gv.graph_svg(make()))
            except gv.GraphRenderError as e:
                st.session_state.pop(key, None)
                col.warning(md_escape(e))
        got = st.session_state.get(key)
        if got and got[0] == tag:
            _download(col, f"SVG ({what})", got[1], f"{stem}{'-full' if what == 'every op' else ''}.svg",
                      "image/svg+xml", key=f"w_svg_dl_{what}")
