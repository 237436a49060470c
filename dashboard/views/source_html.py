"""Source code as one escaped, highlighted HTML block, for the page's Markdown to draw.

``st.code`` makes the browser load Streamlit's syntax-highlighter chunk (about 1.5 MB of JS) before the
first line shows: most of opening the Generated code or Graph breaks view. Highlighted here with
Pygments (inline styles, no stylesheet), the block is drawn by the Markdown renderer every page has loaded
already. Without Pygments the text is shown plain.

Every character of the source is HTML-escaped (Pygments' formatter, or ``html.escape``). The block is a
``<div>`` kept as white space (Streamlit's Markdown draws any ``<pre>`` or ``<code>`` with that same
highlighter): a raw HTML block that Markdown interprets nothing inside, and that has no blank line (an empty
source line holds an empty ``<span>``), since a blank line would end it.
"""

from __future__ import annotations

import html

PRE_STYLE = (
    "background:#f6f8fa;border-radius:0.5rem;padding:0.75rem 1rem;margin:0 0 1rem 0;overflow-x:auto;"
    "font-family:'Source Code Pro',ui-monospace,SFMono-Regular,Menlo,monospace;font-size:0.8rem;"
    "line-height:1.45;white-space:pre;color:#1f2328"
)
LINE_NO_STYLE = "color:#8c959f;user-select:none;display:inline-block;text-align:right"
# The class the open-link benchmark and the browser tests look for.
BLOCK_CLASS = "cs-source"

_LEXERS = {"python": "python", "cpp": "cpp", "c++": "cpp"}


def _style():
    """Pygments' default colours, without boxing what a lexer cannot parse (the Python wrapper line of an
    Inductor C++ kernel) and without a span around every run of white space."""
    from pygments.styles.default import DefaultStyle
    from pygments.token import Error, Whitespace

    class Style(DefaultStyle):
        styles = {**DefaultStyle.styles, Error: "", Whitespace: ""}

    return Style


def _highlighted_lines(text: str, lang: str | None) -> list[str]:
    """One escaped HTML line per source line (Pygments closes and reopens spans at line ends).

    An Inductor kernel cut from its module starts with the wrapper's ``name = async_compile.triton('...', '''``
    line and ends with the string's close: lexed with the kernel, the whole kernel would read as one string,
    so those two lines are lexed apart from it."""
    lines = text.split("\n")
    if len(lines) >= 3 and lines[0].count("'''") % 2 == 1 and lines[-1].count("'''") % 2 == 1:
        return ([*_lexed(lines[0], "python"), *_lexed("\n".join(lines[1:-1]), lang), *_lexed(lines[-1], "python")])
    return _lexed(text, lang)


def _lexed(text: str, lang: str | None) -> list[str]:
    alias = _LEXERS.get((lang or "").lower())
    if alias:
        try:
            from pygments import highlight
            from pygments.formatters import HtmlFormatter
            from pygments.lexers import get_lexer_by_name

            out = highlight(text, get_lexer_by_name(alias, stripnl=False, ensurenl=False),
                            HtmlFormatter(nowrap=True, noclasses=True, style=_style()))
            lines = out.split("\n")
            if lines and lines[-1] == "" and not text.endswith("\n"):
                lines.pop()
            return lines
        except Exception:  # noqa: BLE001 - no Pygments (or a lexer failure): plain text reads as well
            pass
    return [html.escape(line, quote=True) for line in text.split("\n")]


def source_html(text: str, lang: str | None = None, *, line_numbers: bool = True, first_line: int = 1,
                wrap: bool = False) -> str:
    """``text`` as one HTML block; ``lang`` ``python`` or ``cpp`` is highlighted, anything else is plain.
    ``first_line`` numbers the first line (a kernel cut from its module keeps the module's numbers);
    ``wrap`` breaks long lines instead of scrolling."""
    text = str(text)
    lines = _highlighted_lines(text[:-1] if text.endswith("\n") else text, lang)
    if line_numbers:
        width = len(str(first_line + max(len(lines) - 1, 0)))
        lines = [f'<span style="{LINE_NO_STYLE};min-width:{width}ch">{first_line + i}</span>  {line}'
                 for i, line in enumerate(lines)]
    body = "\n".join(line if line.strip() else "<span></span>" for line in lines)
    style = PRE_STYLE.replace("white-space:pre", "white-space:pre-wrap;overflow-wrap:anywhere") if wrap else PRE_STYLE
    return f'<div class="{BLOCK_CLASS}" style="{style}">{body}</div>'
