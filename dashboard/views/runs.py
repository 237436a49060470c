"""Runs: the table of stored runs, from the store's index rows."""

from __future__ import annotations

import pandas as pd

from analyzers.report.figures import GENERATED

from . import fmt
from .sections import source_label

RUN_COLUMNS = [
    "run id",
    "model",
    "status",
    "device",
    "dtype",
    "backend",
    "mode",
    "speedup",
    "eager ms",
    "compiled ms",
    "compile s",
    "graphs",
    "breaks",
    GENERATED,
    "created",
    "label",
]

NUMERIC_COLUMNS = ["speedup", "eager ms", "compiled ms", "compile s", "graphs", "breaks", GENERATED]


def runs_table(rows: list[dict]) -> pd.DataFrame:
    """One row per run: model, key options, status and headline numbers."""
    out = []
    for r in rows:
        opts = r.get("options") if isinstance(r.get("options"), dict) else {}
        model = source_label(r.get("source_kind"), r.get("model"))
        created = r.get("created")  # a number in an index row; anything in a row read from an odd report
        out.append(
            {
                "run id": r.get("run_id"),
                "model": model,
                "status": r.get("status"),
                "device": r.get("device") or opts.get("device"),
                "dtype": opts.get("dtype"),
                "backend": opts.get("backend"),
                "mode": opts.get("mode"),
                "speedup": r.get("speedup"),
                "eager ms": r.get("eager_ms"),
                "compiled ms": r.get("compiled_ms"),
                "compile s": r.get("compile_s"),
                "graphs": r.get("graph_count"),
                "breaks": r.get("graph_break_count"),
                GENERATED: r.get("kernel_count"),
                "created": fmt.datetime_of(created),
                "label": r.get("label") or "",
            }
        )
    table = pd.DataFrame(out, columns=RUN_COLUMNS)
    for col in NUMERIC_COLUMNS:  # missing numbers show as blanks and sort last
        table[col] = pd.to_numeric(table[col], errors="coerce")
    return table


def filter_runs(
    table: pd.DataFrame, text: str = "", statuses: list[str] | None = None, devices: list[str] | None = None
) -> pd.DataFrame:
    """Rows whose run id, model or label contain ``text`` (any case) and whose status/device are chosen."""
    t = table
    if text:
        needle = text.lower()
        hay = t["run id"].fillna("") + " " + t["model"].fillna("") + " " + t["label"].fillna("")
        t = t[hay.str.lower().str.contains(needle, regex=False)]
    if statuses:
        t = t[t["status"].isin(statuses)]
    if devices:
        t = t[t["device"].isin(devices)]
    return t


def sort_runs(table: pd.DataFrame, column: str, descending: bool) -> pd.DataFrame:
    if column not in table.columns:
        return table
    return table.sort_values(column, ascending=not descending, na_position="last", kind="stable")
