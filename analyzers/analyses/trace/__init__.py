"""The structured compile trace (TORCH_TRACE): capturing it, reading it record by record, compile attempts and export records."""
