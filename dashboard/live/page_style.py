"""The app's own few style rules: what keeps a wide table or a long name inside its column.

Streamlit draws a Markdown table (``views.fmt.md_table``: most of the app's tables) at the width of its widest
row and lets it spill over whatever stands to its right; a kernel's name or a CUDA template signature makes it
thousands of pixels wide. Here each such table is its own box that scrolls sideways (STYLE.md: "a wide table
lives in its own box that scrolls sideways; nothing else on the page moves"), and a long name wraps in its cell. Sent as a style-only ``st.html``
(Streamlit puts it in the page's event container: it takes no room, and its chunk is under 2 kB).
"""

from __future__ import annotations

import streamlit as st

CSS = """
div[data-testid="stMarkdownContainer"] table {
  display: block !important; max-width: 100%; width: max-content; overflow-x: auto;
}
/* A cell wraps at spaces; only a single name longer than the cell's widest (a 100-character Triton kernel name) is
   cut to the next line: the figures beside a kernel's name stay in view. A squeezed table does not put "15.06"
   over "ms": a cell is never narrower than a figure and its unit. */
div[data-testid="stMarkdownContainer"] table td, div[data-testid="stMarkdownContainer"] table th {
  overflow-wrap: break-word; word-break: normal; max-width: 28em;
}
div[data-testid="stMarkdownContainer"] table td { min-width: 5.5em; }
/* Plain text blocks (the Compile view's guards: one long LAMBDA_GUARD line) scroll sideways in their own box too. */
div[data-testid="stText"] { max-width: 100%; overflow-x: auto; }
"""


STYLE_BLOCK = f"<style>{CSS}</style>"  # constant: no report text ever reaches st.html


def apply() -> None:
    """Send the rules (on every script run: a page switch starts a fresh page)."""
    st.html(STYLE_BLOCK)
