"""``python -m analyzers list``: one row per stored run, sweep cells marked, as aligned text or JSON. Stdlib only."""

from __future__ import annotations

from ..report.store import RecordFolder, RunStore

COLUMNS = ("RUN ID", "STATUS", "MODEL", "DEVICE", "MODE", "SPEEDUP", "BREAKS", "SWEEP CELL")


def sweep_cells(store: RunStore) -> dict[str, dict]:
    """run id -> {sweep_id, cell, warm} for every run a stored sweep made (its cold run and its warm re-run)."""
    out: dict[str, dict] = {}
    for record in RecordFolder(store, "sweeps", "sweep").list():
        for cell in record.get("cells") or []:
            if not isinstance(cell, dict):
                continue
            for key, warm in (("run_id", False), ("warm_run_id", True)):
                if cell.get(key):
                    out[cell[key]] = {"sweep_id": record["sweep_id"], "cell": cell.get("key"), "warm": warm}
    return out


def list_rows(store: RunStore) -> list[dict]:
    """The index rows, newest first, each with ``sweep`` (its cell, or None)."""
    cells = sweep_cells(store)
    return [dict(r, sweep=cells.get(r["run_id"])) for r in store.list_runs()]


def _cell_text(row: dict) -> list[str]:
    opts = row.get("options") or {}
    speedup = f"{row['speedup']:.2f}x" if row.get("speedup") else "-"
    breaks = "-" if row.get("graph_break_count") is None else str(row["graph_break_count"])
    model = row.get("model") or "?"
    if row.get("source_kind") not in (None, "zoo"):
        model = f"{row['source_kind']}:{model}"
    sweep = row.get("sweep")
    where = ""
    if sweep:
        where = f"{sweep['cell']}{' (warm re-run: compile only)' if sweep['warm'] else ''} of {sweep['sweep_id']}"
    backend, mode = (v if isinstance(v, str) else None for v in (opts.get("backend"), opts.get("mode")))
    mode = mode or "-" if backend in (None, "inductor") else f"backend {backend}"
    return [row["run_id"], row.get("status") or "?", model, row.get("device") or "-", mode, speedup, breaks, where]


def format_rows(rows: list[dict]) -> str:
    """Aligned columns under a header; widths follow the longest value, so long ids never shift a column."""
    table = [list(COLUMNS)] + [_cell_text(r) for r in rows]
    widths = [max(len(line[i]) for line in table) for i in range(len(COLUMNS))]
    right = {COLUMNS.index("SPEEDUP"), COLUMNS.index("BREAKS")}
    lines = []
    for line in table:
        cells = [v.rjust(w) if i in right else v.ljust(w) for i, (v, w) in enumerate(zip(line, widths))]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)
