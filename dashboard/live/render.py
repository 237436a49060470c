"""The live renderer: a view's blocks (``dashboard/views/blocks.py``) drawn with Streamlit.

The static renderer (``dashboard/static/render.py``) draws the same blocks as HTML, so the live page, the shared
link and the export show the same figures. Controls are widgets bound to link parameters (a change reruns the
page, and the view is built again with the new value); a ``LiveOnly`` block calls the hook registered for it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import streamlit as st

from dashboard.views import blocks as b
from dashboard.views.fmt import md_escape, svg_image_markdown, text_bar

from . import controls, linkstate, nav, plotly_basic, tables, widgets

HOOKS: dict[str, Callable[..., None]] = {}  # LiveOnly name -> the live room's drawing of it


def hook(name: str):
    """Register a live-only drawing under ``name`` (a decorator)."""
    def register(fn):
        HOOKS[name] = fn
        return fn
    return register


def _text(block: b.Text | b.Bullets, box) -> None:
    lead = f"**{md_escape(block.lead)}** " if block.lead else ""
    if isinstance(block, b.Bullets):
        body = "\n".join(f"- {md_escape(x)}" for x in block.items)
        body = (lead.strip() + "\n\n" + body) if lead else body
    else:
        body = lead + md_escape(block.text)
    {"plain": box.markdown, "muted": box.caption, "info": box.info, "success": box.success,
     "warning": box.warning, "error": box.error}.get(block.tone, box.markdown)(body)


def _table(block: b.Table, box) -> None:
    """A table in its own box: long cells cut with their whole text in a fold, the first column kept in view
    (``tables.py``)."""
    if block.style == "grid":
        tables.grid(block.frame, box=box, placeholder="–")
    elif block.style == "light":
        config = {c: st.column_config.LinkColumn(c, display_text=t) for c, t in (block.links or {}).items()}
        tables.light_table(block.frame, block.key or "w_table", rows=block.rows, what=block.what,
                           links=block.links, column_config=config or None, container=box,
                           detail=block.detail, keys=block.keys)
    else:
        tables.markdown_table(block.frame, links=block.links, box=box, detail=block.detail, keys=block.keys)


def _control(block: b.Control, box) -> None:
    if controls.handles(block):  # placeholders, clears, nested picks, ranges, own keys: written in callbacks
        controls.draw(block, box)
        return
    fmt = (lambda v: block.labels.get(v, v)) if block.labels else str
    if block.kind == "select":
        options = list(block.options)
        if block.value in options and linkstate.get(block.param) not in options:
            linkstate.set_param(block.param, block.value)  # the view's choice for a link without (or with a stale) one
        picked = widgets.linked_selectbox(block.label, options, block.param, format_func=fmt, help=block.help,
                                          container=box)
        if block.value in options and picked != block.value:  # the view was drawn with the old choice
            st.rerun()
        return
    if block.kind == "multiselect":
        picked = widgets.linked_multiselect(block.label, block.options, block.param, help=block.help,
                                            format_func=fmt, container=box)
        if (",".join(picked) or None) != (block.value or None):  # the view was drawn with the old choice
            st.rerun()
        return
    key = linkstate.widget_key(block.param)
    if block.kind == "toggle":
        new = "1" if box.toggle(block.label, value=block.value == "1", key=key, help=block.help) else None
    elif block.kind == "number":
        low, high, step = block.bounds or (0.0, 1e9, 1.0)
        number = box.number_input(block.label, min_value=low, max_value=high, step=step,
                                  value=float(block.value or low), format="%g", key=key, help=block.help)
        new = f"{number:g}"
    elif block.kind == "text":
        new = box.text_input(block.label, value=block.value or "", key=key, help=block.help).strip() or None
    else:
        options = list(block.options)
        new = box.segmented_control(block.label, options, default=block.value if block.value in options else None,
                                    format_func=fmt, key=key, help=block.help)
    if (new or None) != (linkstate.get(block.param) or None):
        linkstate.set_param(block.param, new)
    if (new or None) != (block.value or None):  # the view was drawn with the old value: draw it again
        st.rerun()


def _link(block: b.Link, box) -> None:
    if block.url:
        box.markdown(f"[{md_escape(block.label)}]({block.url})")
    elif nav.has_page(block.view):
        params = {"run": linkstate.get("run") or "", **block.params}
        box.page_link(nav.page(block.view), label=md_escape(block.label), icon=block.icon, query_params=params)


def _bars(block: b.Bars) -> str:
    """Text bars in one Markdown table (no chart bundle): the title, then label | value | bar rows."""
    title = f"**{md_escape(block.title)}**" + (f" {md_escape(block.note)}" if block.note else "")
    head = f"| {md_escape(block.columns[0])} | {md_escape(block.columns[1])} | |"
    rows = [f"| {md_escape(label)} | {md_escape(value)} | {text_bar(share, color)} |"
            for label, value, share, color in block.rows]
    return "\n".join([title, "", head, "|--:|--:|:--|", *rows])


def draw(blocks: Sequence[b.Block], box=None) -> None:
    """Draw ``blocks`` in order into ``box`` (the page by default)."""
    box = st if box is None else box
    for block in blocks:
        _draw_one(block, box)


def _draw_one(block: b.Block, box) -> None:  # noqa: C901 - one branch per block type, nothing else
    if isinstance(block, b.Cards):
        if block.key:
            with box.container(key=block.key):
                widgets.metric_cards(block.cards, per_row=block.per_row)
        else:
            widgets.metric_cards(block.cards, per_row=block.per_row, container=box)
    elif isinstance(block, b.Heading):
        if block.level <= 3:
            box.subheader(md_escape(block.text), anchor=False)
        else:
            box.markdown(f"**{md_escape(block.text)}**")
    elif isinstance(block, (b.Text, b.Bullets)):
        _text(block, box)
    elif isinstance(block, b.Table):
        _table(block, box)
    elif isinstance(block, b.Chart):
        with box.container():
            plotly_basic.plot(plotly_basic.figure_json(block.figure),
                              int(block.height or block.figure.layout.height or 450), block.key)
        if block.caption:
            box.caption(md_escape(block.caption))
    elif isinstance(block, b.Bars):
        box.markdown(_bars(block))
    elif isinstance(block, b.Drawing):
        box.markdown(svg_image_markdown(block.svg, block.alt))
    elif isinstance(block, b.Code):
        if block.plain:
            box.text(block.text)
        else:
            widgets.source_block(block.text, block.language, line_numbers=block.line_numbers,
                                 first_line=block.first_line, wrap=block.wrap, container=box)
    elif isinstance(block, b.Link):
        _link(block, box)
    elif isinstance(block, b.Details):
        draw(block.blocks, box.expander(md_escape(block.title), expanded=block.open))
    elif isinstance(block, b.Columns):
        for col, inner in zip(box.columns(list(block.widths) if block.widths else len(block.columns)), block.columns):
            draw(inner, col)
    elif isinstance(block, b.Control):
        _control(block, box)
    elif isinstance(block, b.LiveOnly):
        fn = HOOKS.get(block.name)
        if fn is None:
            box.caption(md_escape(block.note))
        else:
            fn(box, **block.args)
