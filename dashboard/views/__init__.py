"""Pure views: report dict -> Plotly figure, DOT source or pandas table. No streamlit, no torch.

Where a report view's code is: ``<view>.py`` holds its data (tables, figures, DOT, sentences from the report) and
``<view>_blocks.py`` beside it the blocks the view shows, in order (``blocks(report, files, params)``), e.g.
``breaks.py`` and ``breaks_blocks.py`` for the Graph breaks view. ``registry.py`` is the one list of views;
``builders.py`` maps each report view to its ``<view>_blocks.blocks``; ``pages/<view>.py`` is its live page.
The other modules are parts several views share (``blocks.py``, ``sections.py``, ``fmt.py``, ``graph_*.py`` ...).
"""
