"""The server room of the dashboard."""
