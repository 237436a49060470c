"""Generated code: the kernels Inductor wrote, their kinds, the output modules (one per compiled graph), and the
source of the kernel the link names (else the first of its module), the whole module a toggle away."""

from __future__ import annotations

from analyzers.report.figures import GENERATED

from . import code as cv
from .blocks import Bullets, Code, Control, Details, Heading, LiveOnly, Table, Text, absence_blocks
from .kernels import code_link
from .sections import section, why_missing

KERNEL_ROWS = 20  # the kernel table's first rows live (all of them in the grid, on demand; all of them static)
KERNEL_LINES = 400  # a kernel's source longer than this is cut (the whole module is one toggle away)
NO_CODE = "Inductor generated no code for this run (for example: backend eager or aot_eager)."
MODULE_HELP = "Inductor writes one Python module per compiled graph: a wrapper that calls the kernels."


def _listing(report: dict, kernels: list[dict], modules: list[str], labels: dict[str, str]) -> list:
    """The caption, the kernels by kind, every kernel (each row the target of a link's ``kernel=``), the modules."""
    out: list = []
    if kernels:
        table = cv.kernels_table(kernels)
        # each kernel's source: the live page selects it, the shared page opens it, the export scrolls to its row
        table["source"] = [code_link(report.get("run_id") or "", k["name"], k.get("module")) for k in kernels]
        out += [Text(cv.generated_caption(report), "muted"), Table(cv.kernel_kinds_table(kernels)),
                Table(table, style="light", rows=KERNEL_ROWS, key="w_code_kernels_all", what=GENERATED,
                      links={"source": "open"}, row_ids=[f"kernel={n}" for n in table["name"]],
                      detail=cv.KERNEL_DETAIL, keys=cv.KERNEL_KEYS)]
    out.append(Details(f"Output modules ({len(modules):,})", [Bullets([labels[m] for m in modules])]))
    return out


def _chosen_module(kernels: list[dict], modules: list[str], params: dict) -> str:
    """The link's module, else the first module that has the link's kernel, else the first module."""
    module = params.get("module")
    if module in modules:
        return module
    return cv.module_of_kernel(kernels, params.get("kernel")) or modules[0]


def _kernel_source(kernel: dict, text: str, module: str) -> list:
    fused = ", ".join(str(o) for o in kernel.get("fused_ops") or []) or "not recorded"
    out: list = [Heading(kernel["name"]), Text(f"{kernel.get('kind') or 'other'} · fused ops: {fused}", "muted")]
    source = cv.kernel_source(text, kernel)
    if source is None:
        return out + [Text("The report has no line range for this kernel: see the whole module below.", "info")]
    lines = source.split("\n")
    if len(lines) > KERNEL_LINES:
        out.append(Text(f"The first {KERNEL_LINES} of its {len(lines):,} lines; the whole module is below.", "muted"))
        source = "\n".join(lines[:KERNEL_LINES])
    return out + [Code(source, cv.highlight_language(kernel.get("lang"), module), line_numbers=True,
                       first_line=kernel.get("start_line") or 1)]


def _whole_module(text: str, lang: str, params: dict) -> list:
    shown = "1" if params.get("show_module") == "1" else None
    out: list = [Control("show_module", "Show the whole module", ("1",), shown, kind="toggle")]
    if shown:
        if len(text) > cv.MAX_SHOWN_CHARS:
            out.append(Text(f"Showing the first {cv.MAX_SHOWN_CHARS:,} of {len(text):,} characters; download for "
                            "the rest.", "muted"))
        out.append(Code(text[: cv.MAX_SHOWN_CHARS], lang, line_numbers=True))
    return out


def _module(report: dict, files, params: dict, kernels: list[dict], module: str) -> list:
    """The chosen module's kernel picker, the kernel's source, the download and the whole module."""
    text = files.text(module)
    if text is None:
        return [Text(f"Cannot show this module: {cv.unreadable_module(module, report.get('run_id') or '')}",
                     "warning")]
    out: list = []
    in_module = [k for k in kernels if k.get("module") == module]
    if in_module:
        names = [k["name"] for k in in_module]
        name = params.get("kernel") if params.get("kernel") in names else names[0]
        out.append(Control("kernel", "Kernel", names, name, help="The kernel's source is shown below."))
        out += _kernel_source(in_module[names.index(name)], text, module)
    else:
        out.append(Text("The report lists no kernels in this module.", "info"))
    out.append(LiveOnly("code_download_module", "",
                        {"run_id": report.get("run_id") or "", "module": module}))
    lang = cv.highlight_language(({m["name"]: m for m in cv.modules_of(report)}.get(module) or {}).get("lang"), module)
    return out + _whole_module(text, lang, params)


def blocks(report: dict, files, params: dict) -> list:
    if not section(report, "code"):
        return absence_blocks(why_missing(report, "code"))
    kernels, modules = cv.kernels_of(report), cv.module_names(report)
    if not modules:
        return [Text(NO_CODE, "info")]
    info, per_module = {m["name"]: m for m in cv.modules_of(report)}, cv.generated_by_module(report)
    labels = {m: cv.module_label(m, info.get(m, {}), per_module.get(m)) for m in modules}
    module = _chosen_module(kernels, modules, params)
    return [*_listing(report, kernels, modules, labels),
            Control("module", "Output module", modules, module, labels=labels, help=MODULE_HELP),
            *_module(report, files, params, kernels, module)]
