"""Reading a report defensively: any section or key may be missing in a partial or old report."""

from __future__ import annotations

from dataclasses import dataclass

import pandas as pd

from analyzers.report.schema import FINAL_STATUSES

from .fmt import MISSING, as_float, seconds

# Which stage writes which report section.
SECTION_STAGE = {
    "explain": "explain", "compile": "compile", "code": "code", "benchmark": "benchmark",
    "profile": "profile", "roofline": "profile", "graphs": "explain", "counters": "counters",
}


def section(report: dict, name: str) -> dict:
    value = report.get(name)
    return value if isinstance(value, dict) else {}


def items(value: object) -> list:
    return value if isinstance(value, list) else []


def stage_of(report: dict, name: str) -> dict:
    for st in items(report.get("stages")):
        if isinstance(st, dict) and st.get("name") == name:
            return st
    return {}


def requested(report: dict, analysis: str) -> bool:
    only = (report.get("request") or {}).get("only")
    return not isinstance(only, list) or analysis in only


@dataclass
class Absence:
    """Why a section is missing, in words for the page; ``level`` is info, warning or error; ``analysis``: the
    analysis whose section would fill the view ("" where none would: a run made before the view, say)."""

    level: str
    message: str
    traceback: str = ""
    analysis: str = ""


def why_missing(report: dict, name: str) -> Absence:
    """Explain an absent report section from the run's stages and status."""
    stage_name = SECTION_STAGE.get(name, name)
    st = stage_of(report, stage_name)
    status = report.get("status")
    if st.get("status") == "failed":
        return Absence("error", f"The {stage_name} stage failed: {st.get('message') or 'no message'}",
                       st.get("traceback", ""), stage_name)
    if st.get("status") == "skipped":
        return Absence("info", f"The {stage_name} stage was skipped: {st.get('message') or 'no reason given'}",
                       analysis=stage_name)
    if not requested(report, stage_name):
        asked = [str(a) for a in items((report.get("request") or {}).get("only"))]
        what = f" (it asked only for {', '.join(asked)})" if asked else ""
        return Absence("info", f"This run did not ask for the {stage_name} analysis{what}.", analysis=stage_name)
    if status in ("queued", "running") or st.get("status") in ("pending", "running"):
        return Absence("info", f"The {stage_name} stage has not finished yet: this view fills in when it does.",
                       analysis=stage_name)
    if status == "cancelled":
        return Absence("warning", f"The run was cancelled before the {stage_name} stage finished.",
                       analysis=stage_name)
    return Absence("warning", f"This report has no {stage_name} section.", analysis=stage_name)


def failure_of(report: dict) -> dict | None:
    """The first failure of a run: {stage, message, traceback}, or None."""
    err = report.get("error")
    if isinstance(err, dict) and (err.get("message") or err.get("stage")):
        return {
            "stage": err.get("stage") or "?",
            "message": err.get("message") or "",
            "traceback": err.get("traceback") or "",
        }
    for st in items(report.get("stages")):
        if isinstance(st, dict) and st.get("status") == "failed":
            return {
                "stage": st.get("name", "?"),
                "message": st.get("message", ""),
                "traceback": st.get("traceback", ""),
            }
    return None


def is_final(report: dict) -> bool:
    return report.get("status") in FINAL_STATUSES


CHECK_FAILED = "ran; check failed"


def stage_status(report: dict, st: dict) -> str:
    """A stage's status as the Stages table shows it: a numerics stage that ran to the end but whose check found
    compiled outputs that differ from eager is not "ok" beside a FAILED numerics figure: "ran; check failed"."""
    status = str(st.get("status", "?"))
    if st.get("name") == "numerics" and status == "ok":
        num = report.get("numerics") if isinstance(report.get("numerics"), dict) else {}
        if num.get("passed") is False:
            return CHECK_FAILED
    return status


def stages_table(report: dict, now: float | None = None) -> pd.DataFrame:
    """Stage, status, time and message for every stage the run has recorded."""
    rows = []
    for st in items(report.get("stages")):
        if not isinstance(st, dict):
            continue
        secs = as_float(st.get("seconds"))
        started = as_float(st.get("started"))
        if secs is None and st.get("status") == "running" and started and now:
            took = f"{seconds(now - started)} so far"
        else:
            took = seconds(secs) if secs is not None else MISSING
        rows.append(
            {
                "stage": st.get("name", "?"),
                "status": stage_status(report, st),
                "time": took,
                "message": st.get("message", ""),
                "notes": "; ".join(str(n) for n in items(st.get("notes"))),
            }
        )
    return pd.DataFrame(rows, columns=["stage", "status", "time", "message", "notes"])


def source_label(kind: object, name: object) -> str:
    """What a run ran, as titles, the Runs table and the run picker name it: ``bert-base``, ``demo:item``,
    ``recipe:gcn.py`` (a recipe's file, not the folder it had on the machine that ran it: Options has that)."""
    name = str(name or "?")
    if kind == "recipe":
        name = name.replace("\\", "/").rstrip("/").rsplit("/", 1)[-1] or name
    return name if kind in (None, "zoo") else f"{kind}:{name}"


def run_title(report: dict) -> str:
    req = report.get("request") or {}
    src = req.get("source") or {}
    opts = req.get("options") or {}
    name = source_label(src.get("kind"), src.get("name"))
    bits = [opts.get(k) for k in ("device", "dtype", "backend", "mode") if opts.get(k)]
    return f"{name} · {' · '.join(str(b) for b in bits)}" if bits else name


APP_NAME = "CompileScope"


def page_title(view_title: str, subject: str | None = None) -> str:
    """A page's browser title, what a link pasted in a chat shows: the view, what it shows, the app
    ("Kernels · bert-base · cuda · fp16 · inductor · reduce-overhead · CompileScope")."""
    return " · ".join(x for x in (view_title, subject, APP_NAME) if x)
