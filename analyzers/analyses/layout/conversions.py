"""The layout conversions Inductor generated, read from its output code (stdlib only).

A conversion kernel is a generated kernel (not an extern call or a template) whose fused ops are only layout ops
(``clone``, ``permute``, ``copy``, a convolution's operand made ready for it, ...) and whose body only loads and
stores: a tensor copied into other strides. Inductor writes one when a convolution wants its input or weight in
another format than it arrives in (an NCHW model on a channels_last convolution), for a permute before a
matmul, or for an input whose strides fit nothing. Each is counted with the FX nodes it came from (the code
stage's provenance) and, where the profile saw it as a kernel of its own (GPU), its device time per forward.
The formats Inductor chose for each convolution's output come from the ``assert_size_stride`` lines of the
output code."""

from __future__ import annotations

import re

from .formats import stride_format

LAYOUT_OPS = {"clone", "permute", "transpose", "t", "contiguous", "copy", "copy_", "view", "_unsafe_view", "reshape",
              "expand", "as_strided", "unsqueeze", "squeeze", "select", "slice", "convolution", "alias",
              "clone_default", "_to_copy"}
_TMP_ASSIGN = re.compile(r"^\s*(?:auto\s+)?(tmp\d+)\s*=\s*(.+)$")
_CONV_ASSERT = re.compile(r"assert_size_stride\((\w+),\s*\(([\d,\s]*)\),\s*\(([\d,\s]*)\),\s*"
                          r"'torch\.ops\.aten\.convolution\.default'\)")
MAX_ROWS = 100


def _pure_copy(body: str) -> bool:
    """Every temporary in the kernel is a load (a cast of one is a dtype change, not a layout copy)."""
    seen = False
    for line in body.splitlines():
        m = _TMP_ASSIGN.match(line)
        if m:
            seen = True
            if "load" not in m.group(2):
                return False
    return seen


def _body(texts: dict[str, str], k: dict) -> str:
    text = texts.get(k.get("module") or "")
    start, end = k.get("start_line"), k.get("end_line")
    if not text or not isinstance(start, int) or not isinstance(end, int):
        return ""
    return "\n".join(text.splitlines()[start - 1:end])


def _ints(text: str) -> list[int]:
    return [int(x) for x in text.replace(" ", "").split(",") if x]


def conversion_kernels(kernels: list[dict], texts: dict[str, str]) -> list[dict]:
    """The code section's kernels that only copy a tensor into other strides."""
    out = []
    for k in kernels:
        ops = set(k.get("fused_ops") or [])
        if k.get("kind") in ("extern", "template", "foreach") or k.get("lang") == "extern" or not ops:
            continue
        if not ops <= LAYOUT_OPS:
            continue
        body = _body(texts, k)
        if body and not _pure_copy(body):
            continue
        out.append({"kernel": k.get("name"), "module": k.get("module"), "fused_ops": sorted(ops),
                    "source_nodes": list(k.get("source_nodes") or []),
                    "calls_per_forward": k.get("calls_per_forward"),
                    "for_convolution": "convolution" in ops})
    return out


def compiled_conv_outputs(texts: dict[str, str]) -> dict[str, int]:
    """How many compiled convolution outputs Inductor declared in each format."""
    out: dict[str, int] = {}
    for text in texts.values():
        for _, size, stride in _CONV_ASSERT.findall(text):
            fmt = stride_format(_ints(size), _ints(stride))
            out[fmt] = out.get(fmt, 0) + 1
    return out


def attach_times(rows: list[dict], profile: dict | None) -> float | None:
    """Each conversion's device time per forward from the profile's compiled kernel table (one profiled forward's
    kernels; a conversion shows there when it was a kernel of its own, i.e. on GPU); returns their sum in ms,
    None when the profile timed none of them."""
    comp = (profile or {}).get("compiled") if isinstance((profile or {}).get("compiled"), dict) else {}
    table = comp.get("kernel_table") if isinstance(comp.get("kernel_table"), list) else []
    by_name = {}
    for row in table:
        if isinstance(row, dict):
            for key in ("code_kernel", "name"):
                if row.get(key):
                    by_name.setdefault(row[key], row)
    total, found = 0.0, False
    for r in rows:
        hit = by_name.get(r["kernel"])
        if hit and isinstance(hit.get("total_us"), (int, float)):
            r["ms_per_forward"] = round(hit["total_us"] / 1000.0, 5)
            total += r["ms_per_forward"]
            found = True
        else:
            r["ms_per_forward"] = None
    return round(total, 5) if found else None


def kernel_time_ms(profile: dict | None) -> float | None:
    """The profiled compiled forward's kernel time (ms), to give the conversions a share of."""
    comp = (profile or {}).get("compiled") if isinstance((profile or {}).get("compiled"), dict) else {}
    us = comp.get("kernel_time_us")
    return us / 1000.0 if isinstance(us, (int, float)) and us > 0 else None


def collect_conversions(code: dict | None, texts: dict[str, str], profile: dict | None) -> dict:
    kernels = [k for k in ((code or {}).get("kernels") or []) if isinstance(k, dict)]
    rows = conversion_kernels(kernels, texts)
    ms = attach_times(rows, profile)
    total = kernel_time_ms(profile)
    return {
        "count": len(rows),
        "launches_per_forward": sum(r.get("calls_per_forward") or 1 for r in rows),
        "ms_per_forward": ms,
        "share": round(ms / total, 4) if ms is not None and total else None,
        "kernels": rows[:MAX_ROWS],
        "compiled_conv_outputs": compiled_conv_outputs(texts),
    }
