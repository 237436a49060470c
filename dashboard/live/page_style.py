"""The app's own few style rules: what keeps a wide table or a long name inside its column.

Streamlit draws a Markdown table (``views.fmt.md_table``: most of the app's tables) at the width of its widest
row and lets it spill over whatever stands to its right; a kernel's name or a CUDA template signature makes it
thousands of pixels wide. Here each such table is its own box that scrolls sideways (STYLE.md: "a wide table
lives in its own box that scrolls sideways; nothing else on the page moves"), with its first column kept in view and
a shade at its right edge while there is more to scroll to, and a long name wraps in its cell. Sent as a style-only
``st.html`` (Streamlit puts it in the page's event container: it takes no room, and the rules are under 4 kB).
"""

from __future__ import annotations

import streamlit as st

CSS = """
div[data-testid="stMarkdownContainer"] table {
  display: block !important; max-width: 100%; width: max-content; overflow-x: auto;
  font-size: 0.875rem; scrollbar-width: thin; scrollbar-color: rgba(128, 128, 128, 0.6) transparent;
}
/* A cell wraps at spaces; a single name longer than its cell (a 100-character Triton kernel name, an op such as
   _native_batch_norm_legit_no_training in a list of fused ops) is cut to the next line rather than widening the
   table past the page: the figures beside it stay in view. A squeezed table does not break "1260.481" or put
   "15.06" over "ms" (a cell is never narrower than a figure and its unit); a header and a row's first cell (what
   the row is: an option's name) break only at spaces unless the box is narrow (a table in a column of the page).
   A cell is at most 24em wide; one longer than 200 characters is cut by the renderer (live/tables.py), and a
   table's secondary columns are folded under it (Table.detail). */
[data-testid="stMain"] div[data-testid="stMarkdownContainer"]:has(> table) { container-type: inline-size; }
div[data-testid="stMarkdownContainer"] table td, div[data-testid="stMarkdownContainer"] table th {
  overflow-wrap: break-word; word-break: normal; max-width: 24em; padding: 0.3rem 0.6rem;
}
div[data-testid="stMarkdownContainer"] table td:not(:first-child) { overflow-wrap: anywhere; }
div[data-testid="stMarkdownContainer"] table td { min-width: 6em; }
@container (max-width: 560px) {
  div[data-testid="stMarkdownContainer"] table td, div[data-testid="stMarkdownContainer"] table th {
    overflow-wrap: anywhere;
  }
}
/* A table of eight columns or more (kernels, generated code, compile ids) does not fit a column of the page anyway:
   its columns keep their width (each cell at most the cap above) and the table scrolls sideways in its box, rather
   than squeezing a list of fused ops to one word a line. */
div[data-testid="stMarkdownContainer"]:has(> table th:nth-child(8)) { overflow-x: auto; scrollbar-width: thin; }
div[data-testid="stMarkdownContainer"] table:has(th:nth-child(8)) { max-width: none; overflow: visible; }
/* A table wider than its box scrolls sideways under its first column, which stays in view (what the row is). Its
   background is the page's, light or dark: white from dark text, black from light text (a browser without
   relative colours keeps the column in place instead). */
@supports (color: rgb(from red r g b)) {
  [data-testid="stMain"] div[data-testid="stMarkdownContainer"]:has(> table th:nth-child(8)),
  [data-testid="stMain"] div[data-testid="stMarkdownContainer"] table:not(:has(th:nth-child(8))) {
    --cs-page: rgb(from currentColor calc((128 - r) * 100) calc((128 - g) * 100) calc((128 - b) * 100));
  }
  [data-testid="stMain"] div[data-testid="stMarkdownContainer"] table :is(td, th):first-child {
    position: sticky; left: 0; z-index: 1; box-shadow: 1px 0 0 rgba(128, 128, 128, 0.35);
    background-color: var(--cs-page);
  }
  /* ... and a shade at the right edge says there is more to scroll to (gone once scrolled to the end) */
  [data-testid="stMain"] div[data-testid="stMarkdownContainer"]:has(> table th:nth-child(8)),
  [data-testid="stMain"] div[data-testid="stMarkdownContainer"] table:not(:has(th:nth-child(8))) {
    background: linear-gradient(to left, var(--cs-page) 40%, transparent) 100% 0 / 2.5rem 100% no-repeat local,
                linear-gradient(to left, rgba(128, 128, 128, 0.3), transparent) 100% 0 / 1rem 100% no-repeat scroll;
  }
}
/* The sidebar's run box: its text two sizes smaller, so a run's label and time fit whole (widgets.picker_label). */
[data-testid="stSidebar"] [data-testid="stSelectbox"] input { font-size: 0.75rem; }
/* Plain text blocks (the Compile view's guards: one long LAMBDA_GUARD line) scroll sideways in their own box too. */
div[data-testid="stText"] { max-width: 100%; overflow-x: auto; }
"""


STYLE_BLOCK = f"<style>{CSS}</style>"  # constant: no report text ever reaches st.html


def apply() -> None:
    """Send the rules (on every script run: a page switch starts a fresh page)."""
    st.html(STYLE_BLOCK)
