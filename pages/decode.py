"""Decode of one run: tokens/s eager vs compiled, latency per step, the prefill/decode split, recompiles
(``dashboard/views/decode_blocks.py``)."""

from dashboard.live import on_demand, view_page  # noqa: F401 - on_demand registers the every-step grid's toggle

view_page.show("decode")
