"""The import boundaries of DESIGN.md, checked on the source (AST) and by importing in a clean process.

| module                               | must not import                           |
| analyzers (all)                      | streamlit, plotly, graphviz                |
| analyzers schema/store/jobs/...      | anything but the stdlib at import time     |
| dashboard views                      | streamlit, torch                           |
| dashboard entry + pages              | torch, the analyses                        |
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TORCH_LIKE = {"torch", "triton", "transformers", "functorch", "torchvision"}
UI_LIBS = {"streamlit", "plotly", "graphviz"}
# Engine modules the dashboard may use: stdlib-only at import time (torch only inside functions).
DASHBOARD_FACING = {"schema", "store", "jobs", "catalog", "sources", "validate"}


def py_files(folder: str) -> list[Path]:
    return sorted((ROOT / folder).rglob("*.py"))


def imports_of(path: Path, top_level_only: bool = False) -> set[str]:
    """Absolute dotted names a file imports (relative imports resolved against its package)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = path.relative_to(ROOT).with_suffix("").parts[:-1]
    nodes = tree.body if top_level_only else list(ast.walk(tree))
    if top_level_only:  # also look inside top-level if/try blocks, not inside functions or classes
        nodes = [n for stmt in tree.body for n in _shallow(stmt)]
    out: set[str] = set()
    for node in nodes:
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = list(package[: len(package) - node.level + 1])
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            out.add(mod)
            out.update(f"{mod}.{a.name}" for a in node.names)
    return out


def _shallow(stmt: ast.stmt):
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return
    yield stmt
    for child in ast.iter_child_nodes(stmt):
        if isinstance(child, ast.stmt):
            yield from _shallow(child)


def roots(names: set[str]) -> set[str]:
    return {n.split(".")[0] for n in names}


def dynamic_imports(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    return [s for s in ("import_module(", "__import__(") if s in text]


UI_FILES = py_files("dashboard") + py_files("pages")


@pytest.mark.parametrize("path", UI_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_dashboard_and_pages_never_import_torch_or_the_analyses(path):
    names = imports_of(path)
    assert not roots(names) & TORCH_LIKE, f"{path.name} imports {roots(names) & TORCH_LIKE}"
    engine = {n.split(".")[1] for n in names if n.startswith("analyzers.")}
    engine = {m for m in engine if (ROOT / "analyzers" / f"{m}.py").exists()}  # names like `analyzers.jobs`
    assert engine <= DASHBOARD_FACING, f"{path.name} imports analyses {engine - DASHBOARD_FACING}"
    assert not dynamic_imports(path), f"{path.name} imports dynamically ({dynamic_imports(path)})"


@pytest.mark.parametrize("path", py_files("dashboard/views"), ids=lambda p: p.name)
def test_views_never_import_streamlit(path):
    names = roots(imports_of(path))
    assert "streamlit" not in names
    assert not names & TORCH_LIKE


@pytest.mark.parametrize("path", py_files("analyzers"), ids=lambda p: p.name)
def test_engine_never_imports_ui_libraries(path):
    names = roots(imports_of(path))
    assert not names & UI_LIBS, f"{path.name} imports {names & UI_LIBS}"
    assert "pandas" not in names, f"{path.name} imports pandas (the GPU machine may not have it)"


@pytest.mark.parametrize("module", sorted(DASHBOARD_FACING))
def test_dashboard_facing_engine_modules_are_stdlib_at_import_time(module):
    path = ROOT / "analyzers" / f"{module}.py"
    if not path.exists():
        pytest.skip(f"analyzers/{module}.py does not exist")
    third_party = {
        r
        for r in roots(imports_of(path, top_level_only=True))
        if r and r != "analyzers" and r not in sys.stdlib_module_names
    }
    assert not third_party, f"analyzers/{module}.py imports {third_party} at import time"


def test_importing_the_dashboard_side_loads_no_torch_and_views_load_no_streamlit():
    views = sorted(f"dashboard.views.{p.stem}" for p in py_files("dashboard/views") if p.stem != "__init__")
    engine = sorted(f"analyzers.{m}" for m in DASHBOARD_FACING if (ROOT / "analyzers" / f"{m}.py").exists())
    code = (
        "import sys, importlib\n"
        f"for m in {views + engine!r}: importlib.import_module(m)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in "
        f"{sorted(TORCH_LIKE | {'streamlit'})!r})\n"
        "print(bad); sys.exit(1 if bad else 0)\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120, check=False
    )
    assert proc.returncode == 0, f"importing views + engine schema/store/jobs loaded {proc.stdout} {proc.stderr}"
