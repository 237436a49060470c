"""The live room of the dashboard."""
