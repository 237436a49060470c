"""The import boundaries of DESIGN.md and the README's layout, checked on the source (AST) and by importing
in a clean process.

| module                               | may import (inside analyzers)              | must not import                  |
| analyzers/report/                    | report/                                    | anything but the stdlib          |
| analyzers/models/                    | report/, models/                           | analyses/, runs/, workflows/     |
| analyzers/analyses/                  | report/, models/, analyses/                | runs/, workflows/                |
| analyzers/runs/                      | report/, models/, analyses/, runs/         | workflows/, the CLI              |
| analyzers/workflows/                 | everything below the CLI                   | the CLI                          |
| analyzers (all)                      |                                            | streamlit, plotly, graphviz      |
| the dashboard's door (report/, runs/queue, runs/admission and what they import) | stdlib only at import time |  |
| dashboard views                      |                                            | streamlit, torch                 |
| dashboard entry + pages              | report/, runs.queue, runs.admission        | torch, the analyses              |
| dashboard's HTML export (EXPORT_FILES)| views, report/                            | streamlit, torch                 |
| analyzers (all)                      |                                            | dashboard, pages (not even inside a function) |

``python -m analyzers export`` reaches the dashboard's exporter through a child process only, so the engine's
process never loads plotly, pandas or graphviz: a test runs it with those imports blocked.
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
# The rooms of analyzers/, lowest first: a module imports only from its own room and the rooms before it.
LAYERS = ("report", "models", "analyses", "runs", "workflows", "cli")
# Engine modules the dashboard may import (the job queue's public functions and request admission), besides report/.
DASHBOARD_RUNS = {"analyzers.runs.queue", "analyzers.runs.admission"}
# ...and what they import: stdlib-only at import time (torch only inside functions).
DASHBOARD_FACING = sorted(
    {f"analyzers.report.{p.stem}" for p in (ROOT / "analyzers" / "report").glob("*.py") if p.stem != "__init__"}
    | DASHBOARD_RUNS | {"analyzers.runs.executor"}
)


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
    engine = {".".join(n.split(".")[:3]) for n in names if n.startswith("analyzers.")}
    engine = {m for m in engine if (ROOT / Path(*m.split("."))).with_suffix(".py").exists()}  # modules, not names
    allowed = {m for m in engine if m.startswith("analyzers.report.") or m in DASHBOARD_RUNS}
    assert engine == allowed, f"{path.name} imports engine modules {engine - allowed}"
    assert not {n for n in names if n in ("analyzers", "analyzers.runs") or n.startswith("analyzers.runs.")} - {
        n for n in names if any(n == m or n.startswith(m + ".") for m in DASHBOARD_RUNS)
    } - {"analyzers.runs"}, f"{path.name} imports analyzers.runs modules besides the queue and admission"
    assert not dynamic_imports(path), f"{path.name} imports dynamically ({dynamic_imports(path)})"


# The dashboard's rooms: views/ is pure (report -> blocks); static/ draws HTML (shared page, first paint,
# export) and imports no streamlit; server/ (ASGI middlewares, chart images, drawn pages, settings) imports nothing
# of the live room; live/ (with app.py and pages/) is the only place that imports streamlit's script API.
DASHBOARD = ROOT / "dashboard"
ROOMS = ("views", "static", "server", "live")
DASHBOARD_TOP = {"__init__.py", "app.py", "serve.py"}
# serve.py is `streamlit run`'s entry: it builds Streamlit's ASGI app around the server room's middlewares.
STREAMLIT_OK = {DASHBOARD / "app.py", DASHBOARD / "serve.py"}


def room_of(path: Path) -> str | None:
    parts = path.relative_to(DASHBOARD).parts
    return parts[0] if len(parts) > 1 and parts[0] in ROOMS else None


@pytest.mark.parametrize("path", py_files("dashboard/views") + py_files("dashboard/static") + py_files("dashboard/server"),
                         ids=lambda p: str(p.relative_to(ROOT)))
def test_only_the_live_room_imports_streamlit(path):
    names = roots(imports_of(path))
    assert "streamlit" not in names or path in STREAMLIT_OK
    assert not names & TORCH_LIKE


@pytest.mark.parametrize("path", py_files("dashboard"), ids=lambda p: str(p.relative_to(ROOT)))
def test_dashboard_rooms_import_down_only(path):
    room = room_of(path)
    forbidden = {"views": {"static", "server", "live"}, "static": {"server", "live"}, "server": {"live"}}.get(room, set())
    bad = {n for n in imports_of(path) if n.startswith("dashboard.") and n.split(".")[1] in forbidden}
    assert not bad, f"{path.relative_to(ROOT)} ({room}/) imports {sorted(bad)}"


def test_dashboard_top_holds_at_most_eight_files():
    top = {p.name for p in DASHBOARD.glob("*.py")}
    assert len(top) <= 8 and top <= DASHBOARD_TOP, f"dashboard/ top: {sorted(top)}"


def test_no_import_circle_in_the_dashboard():
    modules = {_module_name(p): p for p in py_files("dashboard")}
    edges = {m: set() for m in modules}
    for mod, path in modules.items():
        for n in imports_of(path):
            while n and n not in modules:
                n = n.rpartition(".")[0]
            if n and n != mod and not modules[n].name == "__init__.py":
                edges[mod].add(n)
    assert not _circles(edges), f"import circles: {_circles(edges)}"


@pytest.mark.parametrize("folder", ["dashboard", "pages"])
def test_dashboard_functions_and_files_stay_small(folder):
    long_files = {str(p.relative_to(ROOT)): n for p in py_files(folder)
                  if (n := len(p.read_text(encoding="utf-8").splitlines())) > 450}
    long_functions = {}
    for p in py_files(folder):
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.end_lineno - node.lineno + 1 > 80:
                long_functions[f"{p.relative_to(ROOT)}:{node.name}"] = node.end_lineno - node.lineno + 1
    assert not long_files, f"files over 450 lines: {long_files}"
    assert not long_functions, f"functions over 80 lines: {long_functions}"


@pytest.mark.parametrize("path", py_files("analyzers"), ids=lambda p: p.name)
def test_engine_never_imports_ui_libraries(path):
    names = roots(imports_of(path))
    assert not names & UI_LIBS, f"{path.name} imports {names & UI_LIBS}"
    assert "pandas" not in names, f"{path.name} imports pandas (the GPU machine may not have it)"
    assert not names & {"dashboard", "pages"}, f"{path.name} imports the dashboard (run it in a child process)"


def layer_of(path_or_module: Path | str) -> str | None:
    """The room of an engine file or dotted module name (``cli`` for the top-level files)."""
    if isinstance(path_or_module, Path):
        parts = path_or_module.relative_to(ROOT / "analyzers").parts
    else:
        parts = tuple(path_or_module.split(".")[1:])
    if not parts:
        return None
    return parts[0] if parts[0] in LAYERS and len(parts) > 1 else "cli"


@pytest.mark.parametrize("path", py_files("analyzers"), ids=lambda p: str(p.relative_to(ROOT / "analyzers")))
def test_engine_imports_point_down_the_rooms_only(path):
    own = layer_of(path)
    if path.parent == ROOT / "analyzers" and path.stem in ("__init__", "__main__"):
        return
    for name in imports_of(path):
        if not name.startswith("analyzers.") or (layer := layer_of(name)) is None:
            continue
        if layer == "cli" and not name.startswith("analyzers.cli"):
            continue  # `from analyzers.runs import queue` names the room first, then the module
        assert LAYERS.index(layer) <= LAYERS.index(own), f"{path.relative_to(ROOT)} ({own}/) imports {name} ({layer}/)"


@pytest.mark.parametrize("path", py_files("analyzers/report"), ids=lambda p: p.name)
def test_report_room_imports_only_the_stdlib(path):
    outside = {r for r in roots(imports_of(path)) if r and r != "analyzers" and r not in sys.stdlib_module_names}
    assert not outside, f"analyzers/report/{path.name} imports {outside}"
    engine = {n for n in imports_of(path) if n.startswith("analyzers.") and not n.startswith("analyzers.report")}
    assert not engine, f"analyzers/report/{path.name} imports {engine}"


@pytest.mark.parametrize("module", DASHBOARD_FACING)
def test_dashboard_facing_engine_modules_are_stdlib_at_import_time(module):
    path = (ROOT / Path(*module.split("."))).with_suffix(".py")
    assert path.exists(), f"{module} is named as the dashboard's door but does not exist"
    third_party = {
        r
        for r in roots(imports_of(path, top_level_only=True))
        if r and r != "analyzers" and r not in sys.stdlib_module_names
    }
    assert not third_party, f"{module} imports {third_party} at import time"


def test_importing_the_dashboard_side_loads_no_torch_and_views_load_no_streamlit():
    views = sorted(".".join(p.relative_to(ROOT).with_suffix("").parts) for p in py_files("dashboard/views")
                   if p.stem != "__init__")  # dashboard.views.source_blocks too
    engine = DASHBOARD_FACING
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


def test_cli_export_works_while_the_engine_process_cannot_import_ui_libraries(tmp_path):
    """The engine's ``export`` command with plotly, pandas, streamlit and graphviz blocked in its own process:
    the file is still written (by the child it starts), and the engine loaded none of them."""
    from tests import report_factory as rf

    runs = tmp_path / "runs"
    run_id = rf.write_run(runs, rf.good_report(), {"artifacts/code/0_0.py": rf.CODE_MODULE})
    out = tmp_path / "report.html"
    code = (
        "import sys, importlib.abc\n"
        "class Block(importlib.abc.MetaPathFinder):\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        f"        if name.split('.')[0] in {sorted(UI_LIBS | {'pandas', 'dashboard'})!r}:\n"
        "            raise ImportError(f'blocked in the engine: {name}')\n"
        "sys.meta_path.insert(0, Block())\n"
        "from analyzers.cli import main\n"
        f"rc = main(['--runs-dir', {str(runs)!r}, 'export', {run_id!r}, '-o', {str(out)!r}])\n"
        "sys.exit(rc)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300,
                          check=False)
    assert proc.returncode == 0, proc.stderr
    html = out.read_text(encoding="utf-8")
    assert 'id="breaks"' in html and "cpp_fused_add_relu_0" in html


# -- the analyses' rooms --------------------------------------------------------------------------------------
ANALYSES = ROOT / "analyzers" / "analyses"
# Files the analyses keep at their top, beside the rooms: what every room may use (the machine description).
ANALYSES_TOP = {"__init__.py", "environment.py"}


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def engine_import_graph() -> tuple[dict[str, set[str]], list[tuple[str, str, str]]]:
    """Module -> engine modules it imports (lazy imports inside functions included), and every private name
    (``_x``) imported from another file."""
    modules = {_module_name(p): p for p in py_files("analyzers")}
    edges: dict[str, set[str]] = {m: set() for m in modules}
    private = []
    for mod, path in modules.items():
        package = path.relative_to(ROOT).with_suffix("").parts[:-1]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = (".".join(list(package[: len(package) - node.level + 1]) + ([node.module] if node.module else []))
                        if node.level else node.module or "")
                for a in node.names:
                    if f"{base}.{a.name}" in modules:
                        targets.append(f"{base}.{a.name}")
                    else:
                        targets.append(base)
                        if a.name.startswith("_") and base in modules and base != "__future__":
                            private.append((mod, base, a.name))
            for t in targets:
                while t and t not in modules:
                    t = t.rpartition(".")[0]
                if t and t != mod and modules[t].name != "__init__.py":
                    edges[mod].add(t)
    return edges, private


def test_no_import_circle_in_the_engine():
    edges, _ = engine_import_graph()
    circles = _circles(edges)
    assert not circles, f"import circles (lazy imports count): {circles}"


def _circles(edges: dict[str, set[str]]) -> list[list[str]]:
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    circles = []

    def visit(v: str) -> None:  # Tarjan's strongly connected components
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                circles.append(sorted(comp))

    for v in edges:
        if v not in index:
            visit(v)
    return circles


def test_no_private_name_imported_across_engine_files():
    _, private = engine_import_graph()
    assert not private, f"private names imported from another file: {private}"


def test_analyses_live_in_rooms():
    top = {p.name for p in ANALYSES.iterdir() if p.is_file() and p.suffix == ".py"}
    assert top <= ANALYSES_TOP, f"analyses/ top holds {sorted(top - ANALYSES_TOP)}: put them in the room of their question"
    rooms = [p for p in ANALYSES.iterdir() if p.is_dir() and p.name != "__pycache__"]
    assert len(rooms) >= 5
    for room in rooms:
        assert (room / "__init__.py").exists(), f"analyses/{room.name}/ is not a package"
        doc = ast.get_docstring(ast.parse((room / "__init__.py").read_text(encoding="utf-8")))
        assert doc, f"analyses/{room.name}/__init__.py should say which question the room answers"


@pytest.mark.parametrize("folder", ["analyzers"])
def test_engine_and_view_files_stay_readable(folder):
    long = {str(p.relative_to(ROOT)): n for p in py_files(folder)
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > 450}
    assert not long, f"files over 450 lines: {long}"


def test_the_warm_worker_preimports_every_module_of_every_room():
    from analyzers.runs.zygote import NOT_PREIMPORTED, engine_modules

    found = set(engine_modules())
    for pkg in ("models", "analyses"):
        for p in py_files(f"analyzers/{pkg}"):
            name = _module_name(p)
            if p.stem not in NOT_PREIMPORTED and name != f"analyzers.{pkg}":
                assert name in found, f"the warm worker would not preimport {name}"


def test_every_report_view_has_one_definition_and_a_page():
    """The registry's report views, the view definitions and the page scripts are the same set: nothing else lists
    views (the shared pages, the export and the first paint read the registry)."""
    from dashboard.views.builders import BUILDERS
    from dashboard.views.registry import REPORT_VIEWS, VIEWS

    assert set(BUILDERS) == {s.view for s in REPORT_VIEWS}
    assert {p.stem for p in (ROOT / "pages").glob("*.py")} == {s.view for s in VIEWS}
    for spec in REPORT_VIEWS:
        page = (ROOT / "pages" / f"{spec.view}.py").read_text(encoding="utf-8")
        assert f'view_page.show("{spec.view}")' in page, spec.view
