"""Latency and pipelined time: timed rounds, their statistics and intervals, what the host was doing meanwhile."""
