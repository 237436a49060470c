"""Fields of single trace records: compile phases from metrics spans, graph-break payloads, guard trees."""

from __future__ import annotations

import re
from typing import Any

_GB_AT_RE = re.compile(r"Graph break in user code at (?P<file>.+):(?P<line>\d+)\s*$")
_FRAME_RE = re.compile(r'^\s*File "(?P<file>[^"]+)", line (?P<line>\d+), in (?P<name>.+?)\s*$')
_GUARD_LINE_RE = re.compile(r"^[|\s]*\+- (?P<guard>.+?)\s*$")
_GUARD_COMMENT_RE = re.compile(r"\s{2,}#\s.*$")


_METRIC_FIELDS = {  # span letter -> (seconds field, microseconds field)
    "E": ("entire_frame_compile_time_s", "dynamo_cumulative_compile_time_us"),
    "B": ("backend_compile_time_s", "aot_autograd_cumulative_compile_time_us"),
    "I": ("inductor_compile_time_s", "inductor_cumulative_compile_time_us"),
    "C": ("code_gen_time_s", "inductor_code_gen_cumulative_compile_time_us"),
}



def num(v: Any) -> float | None:
    return float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else None


def span_seconds(metrics: dict) -> dict[str, float | None]:
    out = {}
    for letter, (s_field, us_field) in _METRIC_FIELDS.items():
        v = num(metrics.get(s_field))
        if v is None and num(metrics.get(us_field)) is not None:
            v = metrics[us_field] / 1e6
        out[letter] = v
    return out


def phases_from_spans(spans: dict[str, float | None], backward: bool = False) -> dict[str, float]:
    """Exclusive phase seconds from nested span totals E >= B >= I >= C (missing spans count 0)."""
    e, b, i, c = (spans.get(k) or 0.0 for k in "EBIC")
    if backward:  # backward compiles have no Dynamo part; their whole time is backend time
        b = max(b, i, e)
        e = b
    return {
        "dynamo": max(e - max(b, i, c), 0.0) if e else 0.0,
        "aot_autograd": max(b - max(i, c), 0.0) if b else 0.0,
        "inductor": max(i - c, 0.0) if i else 0.0,
        "codegen": max(c, 0.0),
    }


def parse_graph_break(text: str) -> dict:
    """Split a ``dynamo_graph_break_reason`` payload into file/line/reason/user stack."""
    lines = text.split("\n")
    out: dict[str, Any] = {"reason": "", "file": "", "line": None, "user_stack": [], "gb_type": ""}
    if lines and (m := _GB_AT_RE.match(lines[0].strip())):
        out["file"], out["line"] = m["file"], int(m["line"])
    reason_lines: list[str] = []
    in_reason = in_stack = False
    frames: list[list[str]] = []
    for ln in lines:
        if ln.startswith("Graph Break Reason:"):
            in_reason = True
            reason_lines.append(ln[len("Graph Break Reason:"):].strip())
            continue
        if ln.startswith("User code traceback:"):
            in_reason, in_stack = False, True
            continue
        if in_stack:
            if ln.startswith("Traceback (most recent call last)") or (ln and not ln.startswith(" ")):
                break
            if (fm := _FRAME_RE.match(ln)):
                frames.append([fm["file"], fm["line"], fm["name"], ""])
            elif ln.strip() and frames and not frames[-1][3] and not set(ln.strip()) <= set("^~ "):
                frames[-1][3] = ln.strip()
        elif in_reason:
            reason_lines.append(ln)
    out["reason"] = "\n".join(reason_lines).strip() or text.strip()[:2000]
    body = [ln.strip() for ln in reason_lines[1:] if ln.strip()]
    out["gb_type"] = body[0] if body else ""
    out["user_stack"] = [f"{f}:{n} in {name}" + (f": {code}" if code else "") for f, n, name, code in frames]
    if not out["file"] and frames:
        out["file"], out["line"] = frames[-1][0], int(frames[-1][1])
    return out


def guards_from_tree(text: str) -> list[str]:
    """Leaf guards of a ``dynamo_cpp_guards_str`` tree (managers and the root are skipped)."""
    out = []
    for ln in text.split("\n"):
        m = _GUARD_LINE_RE.match(ln)
        if not m:
            continue
        g = m["guard"]
        if g.startswith(("GuardManager:", "RootGuardManager", "DictGuardManager:", "DictSubclassGuardManager:")) or (
            "GuardManager" in g.split(":", 1)[0]
        ):
            continue
        out.append(_GUARD_COMMENT_RE.sub("", g))
    return out
