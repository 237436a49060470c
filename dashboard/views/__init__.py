"""Pure views: report dict -> Plotly figure, DOT source or pandas table. No streamlit, no torch."""
