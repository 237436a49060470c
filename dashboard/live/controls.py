"""Controls (``blocks.Control``) that need more than a plain widget: a select that may hold nothing yet (its
placeholder), a choice that empties other link parameters (``clears``), a multiselect of nested options with a
default (``default``, ``parents``), a range slider, and a widget with its own key.

Each change is written to the link in the widget's callback, which Streamlit runs before the page: the view is
then built with the new value, once (no second run of the page). ``render._control`` sends a control here when
``handles`` says so.
"""

from __future__ import annotations

import streamlit as st

from dashboard.views import blocks as b

from . import linkstate


def handles(block: b.Control) -> bool:
    return (block.kind == "range" or block.key is not None or block.placeholder is not None or bool(block.clears)
            or block.default is not None or block.parents is not None)


def _write(param: str, value: str | None) -> None:
    """The link's value of ``param`` (in a callback: the app publishes it before the page runs)."""
    if value in (None, ""):
        linkstate.state().pop(param, None)
    else:
        linkstate.state()[param] = str(value)


def _clear(params: tuple[str, ...]) -> None:
    for param in params:
        linkstate.state().pop(param, None)
        st.session_state.pop(linkstate.widget_key(param), None)


def _link_text(block: b.Control, picked) -> str | None:
    """The widget's value as the link's text (before a default drops it)."""
    if block.kind == "multiselect":
        return b.join_values(list(picked or []))
    if block.kind == "range":
        return b.join_range(picked, block.bounds)
    if block.kind == "toggle":
        return "1" if picked else None
    if block.kind == "text":
        return (picked or "").strip() or None
    return None if picked is None else str(picked)


def _on_change(block: b.Control, key: str) -> None:
    picked = st.session_state.get(key)
    if block.kind == "multiselect" and block.parents is not None:
        picked = _close_inside(block, list(picked or []))
        st.session_state[key] = picked
    text = _link_text(block, picked)
    _write(block.param, None if text == block.default else text)
    _clear(block.clears)


def _close_inside(block: b.Control, picked: list[str]) -> list[str]:
    """A nested multiselect after an edit: an option taken out also takes out every option inside it."""
    removed = set(b.split_values(block.value) or []) - set(picked)
    if not removed:
        return picked

    def inside_removed(option: str) -> bool:
        seen = 0
        parent = block.parents.get(option)
        while parent is not None and seen < 256:
            if parent in removed:
                return True
            parent, seen = block.parents.get(parent), seen + 1
        return False

    return [o for o in picked if not inside_removed(o)]


def draw(block: b.Control, box) -> None:
    key = block.key or linkstate.widget_key(block.param)
    fmt = (lambda v: block.labels.get(v, v)) if block.labels else str
    common = {"key": key, "help": block.help, "on_change": _on_change, "args": (block, key)}
    options = list(block.options)
    if block.kind == "select":
        index = options.index(block.value) if block.value in options else (None if block.placeholder else 0)
        if key in st.session_state and st.session_state[key] not in options:
            st.session_state.pop(key)  # a value of another graph or run
        picked = box.selectbox(block.label, options, index=index, format_func=fmt, placeholder=block.placeholder,
                               **common)
    elif block.kind == "multiselect":
        shown = st.session_state.get(key)
        if shown is None or not all(v in options for v in shown):
            st.session_state[key] = b.split_values(block.value) or []  # set here, not as default: callbacks change it
        picked = box.multiselect(block.label, options, format_func=fmt, **common)
    elif block.kind == "range":
        low, high, step = block.bounds
        value = b.split_range(block.value, block.bounds)
        picked = box.slider(block.label, float(low), float(high), value, step=step or None, **common)
    elif block.kind == "toggle":
        picked = box.toggle(block.label, value=block.value == "1", **common)
    else:
        picked = box.text_input(block.label, value=block.value or "", placeholder=block.placeholder, **common)
    _follow(block, picked)


def _follow(block: b.Control, picked) -> None:
    """After drawing: the link names what the widget shows, and a view drawn with an older value is drawn again."""
    shown = _link_text(block, picked)
    link = None if shown == block.default else shown
    if (link or None) != (linkstate.get(block.param) or None):
        linkstate.set_param(block.param, link)
    drawn = block.value if block.value is not None else block.default
    if block.kind == "range":
        changed = tuple(picked) != b.split_range(block.value, block.bounds)
    else:
        changed = (shown or None) != (drawn or None)
    if changed:
        _clear(block.clears)
        st.rerun()
