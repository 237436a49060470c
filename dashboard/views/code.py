"""Generated code: kernel and module tables, and slicing a module's source down to one kernel."""

from __future__ import annotations

import posixpath

import pandas as pd

from analyzers.report.figures import GENERATED, generated_by_module, generated_kernels

from .sections import items, section

# The short columns first: the long ones (fused ops, module) are the ones a reader scrolls sideways to.
KERNEL_COLUMNS = ["name", "kind", "lang", "calls/forward", "lines", "fused ops", "module"]
# A kernel is named by its name and module (each compiled graph's module has its own ``triton_poi_fused_add_2``):
# both stay in the table at 1280 px, the secondary columns fold (``Table.detail``).
KERNEL_KEYS = ("name", "module")
KERNEL_DETAIL = ("lang", "lines", "fused ops")


def kernels_of(report: dict) -> list[dict]:
    return [k for k in items(section(report, "code").get("kernels")) if isinstance(k, dict) and k.get("name")]


def modules_of(report: dict) -> list[dict]:
    return [m for m in items(section(report, "code").get("modules")) if isinstance(m, dict) and m.get("name")]


def module_names(report: dict) -> list[str]:
    """Output modules in report order, plus any a kernel names that the module list lacks."""
    names = [m["name"] for m in modules_of(report)]
    for k in kernels_of(report):
        if k.get("module") and k["module"] not in names:
            names.append(k["module"])
    return names


def module_of_kernel(kernels: list[dict], name: str) -> str | None:
    return next((k.get("module") for k in kernels if k.get("name") == name and k.get("module")), None)


MODULE_KINDS = {"aot_wrapper": "AOTInductor wrapper (C++)", "aot_kernel": "AOTInductor kernels (C++)",
                "aot_header": "AOTInductor header"}


def module_label(name: str, module: dict, kernels: int | None = None) -> str:
    """The module's name, kind and compile id, and ``kernels`` (its generated kernels: ``figures.generated_by_module``)."""
    bits = [name]
    if module.get("kind") in MODULE_KINDS:
        bits.append(MODULE_KINDS[module["kind"]])
    if module.get("compile_id"):
        bits.append(f"compile id {module['compile_id']}")
        if isinstance(module.get("attempt"), int) and module["attempt"] > 0:
            bits.append(f"attempt {module['attempt'] + 1}")
    elif module.get("kind") in MODULE_KINDS:
        bits.append("outside any Dynamo frame")
    if module.get("md5_mismatch"):
        bits.append("md5 mismatch")
    if kernels is not None:
        bits.append(f"{kernels:,} {GENERATED}" if kernels != 1 else f"1 {GENERATED[:-1]}")
    return " · ".join(bits)


def kernels_table(kernels: list[dict]) -> pd.DataFrame:
    rows = []
    for k in kernels:
        s, e = k.get("start_line"), k.get("end_line")
        rows.append(
            {
                "name": k.get("name"),
                "kind": k.get("kind") or "other",
                "lang": k.get("lang") or "",
                "fused ops": ", ".join(str(o) for o in items(k.get("fused_ops"))),
                "calls/forward": k.get("calls_per_forward"),
                "lines": (e - s + 1) if isinstance(s, int) and isinstance(e, int) else None,
                "module": k.get("module") or "",
            }
        )
    return pd.DataFrame(rows, columns=KERNEL_COLUMNS)


def kernel_kinds_table(kernels: list[dict]) -> pd.DataFrame:
    """Generated kernels by kind (a table, not a chart: Plotly's 4.7 MB bundle doubled this view's load time)."""
    counts: dict[str, int] = {}
    for k in kernels:
        kind = k.get("kind") or "other"
        counts[kind] = counts.get(kind, 0) + 1
    kinds = sorted(counts, key=counts.get, reverse=True)
    return pd.DataFrame({"kind": kinds, GENERATED: [counts[k] for k in kinds]})


def generated_caption(report: dict) -> str:
    """``8 generated kernels in 1 output module`` (``figures``: the count the Overview shows)."""
    n, mods = generated_kernels(report), generated_by_module(report)
    if n is None:
        return ""
    extern = sum(1 for k in kernels_of(report) if k.get("kind") == "extern")
    return (f"{n:,} {GENERATED} in {len(mods)} output module{'' if len(mods) == 1 else 's'}"
            + (f" ({extern} of them calls into a library: kind extern)" if extern else ""))


def kernel_source(module_text: str, kernel: dict) -> str | None:
    """The kernel's lines from its module (1-based, inclusive), or None when the report has no line range."""
    s, e = kernel.get("start_line"), kernel.get("end_line")
    if not isinstance(s, int) or not isinstance(e, int) or s < 1 or e < s:
        return None
    lines = module_text.splitlines()
    if s > len(lines):
        return None
    return "\n".join(lines[s - 1 : e])


def highlight_language(lang: str | None, module_name: str = "") -> str:
    """Language name for st.code: Triton kernels and Inductor wrappers are Python; C++ kernels are cpp."""
    if lang == "cpp":
        return "cpp"
    if lang in ("triton", "python") or module_name.endswith(".py"):
        return "python"
    return "text"


# Generated modules of big models run to megabytes: a view shows this much (the live page downloads the rest).
MAX_SHOWN_CHARS = 400_000


def unreadable_module(name: str, run_id: str) -> str:
    """Why a module named in the report cannot be shown (as the store says it: outside the run, or missing)."""
    path = posixpath.normpath(str(name).replace("\\", "/"))
    if path.startswith("/") or path == ".." or path.startswith("../"):
        return f"artifact {name!r} is outside run {run_id}"
    return f"artifact {name!r} is missing from the folder of run {run_id}"
