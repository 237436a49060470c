"""CompileScope dashboard: Streamlit entry script, shared widgets, and views.

``dashboard.views`` holds pure functions (report -> Plotly figure / DOT / pandas table) that import no
streamlit; everything else here is Streamlit glue shared by the pages in ``pages/``.
"""
