"""Both accounts of a run at once (filled in below)."""

from __future__ import annotations


def collect_gpu_layer(report, records, *, trace_dir, pool_bytes=None, notes=(), records_artifact=None):
    return {"records": len(records), "pool_bytes": pool_bytes}, {}
