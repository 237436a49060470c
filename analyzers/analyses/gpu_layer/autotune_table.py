"""Inductor's ``AUTOTUNE`` blocks (what max-autotune prints on stderr) as candidates.

::

    AUTOTUNE addmm(4096x768, 4096x768, 768x768)
    strides: [0, 1], [768, 1], [1, 768]
    dtypes: torch.float16, torch.float16, torch.float16
      triton_mm_11 0.0188 ms 100.0% ACC_TYPE='tl.float32', ..., BLOCK_K=64, BLOCK_M=64, BLOCK_N=128, ..., num_stages=3, num_warps=4
      addmm 0.0401 ms 47.0%
      triton_mm_39 inf ms 0.0% ... (a candidate that failed: its time is inf)
    SingleProcess AUTOTUNE benchmarking takes 0.2262 seconds and 0.0007 seconds precompiling for 22 choices

The table lists ``autotune_num_choices_displayed`` candidates (10 by default; the watch asks for all).
"""

from __future__ import annotations

import math
import re

HEAD_RE = re.compile(r"^AUTOTUNE (?P<op>[\w.]+)\((?P<shape>[^)]*)\)")
CAND_RE = re.compile(r"^\s+(?P<name>\S+) (?P<t>[-+\d.e]+|inf|nan) ms(?: (?P<pct>[\d.]+%|<DIVIDED BY ZERO ERROR>))?\s*(?P<desc>.*)$")
FOOT_RE = re.compile(r"(?P<how>\w+) AUTOTUNE benchmarking takes (?P<bench>[\d.]+) seconds and (?P<pre>[\d.]+) seconds "
                     r"precompiling(?: and (?P<screen>[\d.]+) seconds prescreening)? for (?P<n>\d+) choices")
PARAM_RE = re.compile(r"(?P<k>[A-Za-z_]\w*)=(?P<v>'[^']*'|[^,\s]+)")
ATEN_NAMES = {"addmm", "mm", "bmm", "baddbmm", "bias_addmm", "convolution", "_int_mm", "_scaled_mm", "scaled_mm",
              "addmm_activation", "mm_plus_mm", "_scaled_grouped_mm", "_grouped_mm"}
KEYS = ("BLOCK_M", "BLOCK_N", "BLOCK_K", "GROUP_M", "num_warps", "num_stages")


def candidate_kind(name: str, desc: str) -> str:
    """triton | aten | cutlass | cpp | decompose_k | other (what a candidate is, from torch's name for it)."""
    low = name.lower()
    if low.startswith("cpp_"):  # Inductor's C++ GEMM template (CPU max-autotune)
        return "cpp"
    if low.startswith(("cutlass", "cuda_")) or "cutlass" in desc.lower():
        return "cutlass"
    if "decompose_k" in low:
        return "decompose_k"
    if low.startswith("triton_") or "BLOCK_M" in desc or "num_warps" in desc:
        return "triton"
    if low in ATEN_NAMES or low.startswith(("aten", "extern_", "cublas")) or (not desc and "_" not in low[:1]):
        return "aten"
    return "other"


def parse_params(desc: str) -> dict:
    out = {}
    for m in PARAM_RE.finditer(desc or ""):
        v = m["v"].strip("'")
        out[m["k"]] = int(v) if re.fullmatch(r"-?\d+", v) else (v == "True" if v in ("True", "False") else v)
    return out


def parse_table(text: str) -> dict | None:
    """One ``AUTOTUNE`` block as ``{op, shape, strides, dtypes, candidates, benchmark_s, precompile_s, choices}``."""
    lines = (text or "").splitlines()
    if not lines or not (m := HEAD_RE.match(lines[0].strip())):
        return None
    table = {"op": m["op"], "shape": m["shape"], "strides": None, "dtypes": None, "candidates": [],
             "benchmark_s": None, "precompile_s": None, "choices": None, "process": None}
    for line in lines[1:]:
        if line.startswith("strides:"):
            table["strides"] = line.split(":", 1)[1].strip()
        elif line.startswith("dtypes:"):
            table["dtypes"] = line.split(":", 1)[1].strip()
        elif f := FOOT_RE.search(line):
            table.update(benchmark_s=float(f["bench"]), precompile_s=float(f["pre"]), choices=int(f["n"]),
                         process=f["how"])
        elif c := CAND_RE.match(line):
            try:
                t = float(c["t"])
            except ValueError:
                t = math.inf
            desc = (c["desc"] or "").strip()
            ok = math.isfinite(t) and t > 0
            cand = {"name": c["name"], "kind": candidate_kind(c["name"], desc), "ms": t if ok else None,
                    "failed": not ok, "desc": desc}
            cand.update({k: v for k, v in parse_params(desc).items() if k in KEYS})
            table["candidates"].append(cand)
    return table
