"""The static room of the dashboard."""
