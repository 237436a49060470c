"""The browser tab's icon, drawn here (a gauge): the pages fetch nothing from outside the server for it.

Streamlit's front end loads a Material Symbols ``page_icon`` (``:material/speed:``) from fonts.gstatic.com, and
with no ``page_icon`` it takes the current page's icon instead, a Material one too: a request that fails on an
air-gapped cluster. An SVG given as text is put in the page as a ``data:`` URL. (Material icons elsewhere, in the
sidebar and on buttons, are drawn with the font Streamlit serves itself.)
"""

SVG = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">'
       '<path d="M3.5 17a8.5 8.5 0 1 1 17 0" fill="none" stroke="#ff4b4b" stroke-width="2.6" stroke-linecap="round"/>'
       '<path d="M12 17l4.6-6.2" stroke="#31333f" stroke-width="2.6" stroke-linecap="round"/>'
       '<circle cx="12" cy="17" r="2.2" fill="#31333f"/></svg>')
