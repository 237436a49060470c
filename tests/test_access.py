"""Access: a viewer cannot launch, cancel or delete by any way in; the dashboard runs recipes from
the recipe folder only; link parameters and labels that are too long are refused with one plain message.

Every case that must change nothing compares the bytes of the whole runs folder before and after.
The direct calls into the store (every way in, refused or read-only) are in test_viewer_store.py.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from analyzers.report.catalog import list_recipes, recipe_folder_problems
from analyzers.report.schema import LABEL_MAX, valid_run_id
from analyzers.report.store import RunStore
from analyzers.runs import queue as jobs
from dashboard.live import linkstate, nav
from tests.test_app_pages import GOOD, RUNNING, assert_ok, current_header, open_view, plain, runs  # noqa: F401

ROOT = Path(__file__).resolve().parents[1]
PAGES_DIR = ROOT / "pages"
ALL_VIEWS = tuple(p.view for p in nav.PAGES)
# Buttons that only read (open, draw, reset a view). Any other button on a viewer's page is a way to write.
READ_BUTTONS = {"Open report", "Default view", "Render SVG (this view)", "Render SVG (every op)"}
WRITE_BUTTONS = {"Queue run", "Cancel run", "Delete…", "Yes, delete"}


def store_bytes(root: Path) -> dict[str, str]:
    """Every file under the runs folder and the hash of its bytes."""
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


def buttons(at: AppTest) -> list[str]:
    return [b.label for b in at.button]


def page_links(at: AppTest) -> list[str]:
    return [str(e.proto.page) for e in at.get("page_link")]


@pytest.fixture
def viewer(runs, monkeypatch):  # noqa: F811 - the fixture imported above
    monkeypatch.setenv("COMPILESCOPE_VIEWER", "1")
    monkeypatch.setattr(jobs, "ensure_dispatcher", _no_dispatcher)
    monkeypatch.setattr(jobs, "start_fix_experiments", _no_fixes)
    return runs


def _no_dispatcher(store):
    raise AssertionError("a viewer started the dispatcher")


def _no_fixes(store, run_id, budget_s=None):
    raise AssertionError("the fix experiments were started")


def _assert_viewer_page(at: AppTest) -> None:
    assert_ok(at)
    assert current_header(at) != "New run"
    assert not set(buttons(at)) - READ_BUTTONS, buttons(at)
    assert not any("new_run" in link for link in page_links(at)), page_links(at)
    assert not any(w.key == "nr_label" for w in at.text_input)  # no New run form


# -- viewer mode: every page, every link, every direct call ---------------------------------------------------------
@pytest.mark.parametrize("view", ALL_VIEWS)
@pytest.mark.parametrize("run", [None, GOOD, RUNNING])
def test_viewer_pages_offer_no_way_to_write(viewer, view, run):
    before = store_bytes(viewer)
    at = open_view(view, run)
    _assert_viewer_page(at)
    assert any("Read-only viewer" in c.value for c in at.sidebar.caption)
    assert store_bytes(viewer) == before


def test_the_same_pages_outside_viewer_mode_do_offer_writing(runs, monkeypatch):  # noqa: F811
    """The check above can fail: without the viewer setting these widgets are there."""
    monkeypatch.setattr(jobs, "ensure_dispatcher", lambda store: None)
    assert "Queue run" in buttons(open_view("new_run"))
    assert "Cancel run" in buttons(open_view("new_run", RUNNING))
    assert "Delete…" in buttons(open_view("runs", GOOD))


# Links a visitor may try: a path or parameter naming the New run page, parameters named like actions.
VIEWER_LINKS = {
    "view=new_run": {"view": "new_run"},
    "view=new_run with a running run": {"view": "new_run", "run": RUNNING},
    "page=new_run": {"page": "new_run"},
    "delete parameter": {"view": "runs", "run": GOOD, "delete": GOOD},
    "confirm-delete state name": {"view": "runs", "run": GOOD, "_cs_confirm_delete": GOOD},
    "cancel parameter": {"view": "overview", "run": RUNNING, "cancel": RUNNING},
    "submit parameters": {"view": "new_run", "action": "submit", "model": "tiny-bert", "nr_kind": "zoo"},
    "widget keys as parameters": {"view": "runs", "w_runs_target": GOOD, "run": GOOD},
    # the new actions: the fix experiments' button by its key and by name, a numerics bisection
    "try-the-fixes widget key": {"view": "breaks", "run": GOOD, "w_try_fixes": "true"},
    "try-fixes parameters": {"view": "breaks", "run": GOOD, "try_fixes": "1", "fix_budget": "5", "action": "fix"},
    "bisect parameters": {"view": "numerics", "run": GOOD, "bisect": "1", "numerics_budget": "5"},
}


@pytest.mark.parametrize("name", VIEWER_LINKS)
def test_viewer_links_trigger_nothing(viewer, name):
    before = store_bytes(viewer)
    at = AppTest.from_file(str(ROOT / "dashboard" / "app.py"), default_timeout=30)
    at.query_params.update(VIEWER_LINKS[name])
    at.run()
    _assert_viewer_page(at)
    assert "_cs_confirm_delete" not in at.session_state
    assert store_bytes(viewer) == before
    assert RunStore(viewer).load_report(RUNNING)["status"] == "running"


@pytest.mark.parametrize("name", [n for n in VIEWER_LINKS if "fix" in n])
def test_a_link_never_starts_the_fix_experiments_outside_viewer_mode_either(runs, monkeypatch, name):  # noqa: F811
    """Only the button does: a link that names it, followed by anyone, writes nothing."""
    monkeypatch.setattr(jobs, "start_fix_experiments", _no_fixes)
    before = store_bytes(runs)
    at = AppTest.from_file(str(ROOT / "dashboard" / "app.py"), default_timeout=30)
    at.query_params.update(VIEWER_LINKS[name])
    at.run()
    assert_ok(at)
    assert any(b.key == "w_try_fixes" for b in at.button)  # the button is there, not pressed
    assert store_bytes(runs) == before


def test_viewer_has_no_new_run_page_to_switch_to(viewer):
    """Not registered at all: no URL path reaches it (the browser test opens /new_run on a viewer)."""
    at = open_view("overview", GOOD)
    with pytest.raises(ValueError, match="Could not find a navigation page"):
        at.switch_page("../pages/new_run.py")
    assert "new_run" not in at.session_state["_cs_pages"] and "runs" in at.session_state["_cs_pages"]


@pytest.mark.parametrize("script", ["new_run.py", "runs.py"])
def test_page_scripts_called_directly_refuse_in_viewer_mode(viewer, script):
    """The page script run on its own, with the state a confirmed delete would have left."""
    before = store_bytes(viewer)
    at = AppTest.from_file(str(PAGES_DIR / script), default_timeout=30)
    at.session_state["_cs_confirm_delete"] = GOOD
    at.session_state["w_runs_target"] = GOOD
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    assert not set(buttons(at)) & WRITE_BUTTONS, buttons(at)
    if script == "new_run.py":
        assert any("read-only viewer" in e.value for e in at.error)
        assert not at.text_input and not at.selectbox  # no form at all
    assert store_bytes(viewer) == before


def test_runs_script_called_directly_outside_viewer_mode_offers_the_delete(runs):  # noqa: F811
    at = AppTest.from_file(str(PAGES_DIR / "runs.py"), default_timeout=30)
    at.session_state["_cs_confirm_delete"] = GOOD
    at.session_state["w_runs_target"] = GOOD
    at.run()
    assert "Yes, delete" in buttons(at)  # what the viewer case above must not show


# -- recipes: the recipe folder only ----------------------------------------------------------------------------
RECIPE = "import torch\ndef build_model():\n    return torch.nn.Linear(2, 2)\ndef example_inputs():\n    return (torch.ones(1, 2),)\n"


@pytest.fixture
def recipe_tree(tmp_path, monkeypatch):
    """tmp/recipes/{ok.py, link_in.py -> ok.py, link_out.py -> ../outside.py, _private.py, notes.txt, sub/inner.py},
    tmp/outside.py; the working folder is tmp."""
    folder = tmp_path / "recipes"
    (folder / "sub").mkdir(parents=True)
    for p in (folder / "ok.py", folder / "_private.py", folder / "sub" / "inner.py", tmp_path / "outside.py"):
        p.write_text(RECIPE)
    (folder / "notes.txt").write_text(RECIPE)
    (folder / "link_in.py").symlink_to("ok.py")
    (folder / "link_out.py").symlink_to(tmp_path / "outside.py")
    (folder / "loop.py").symlink_to("loop.py")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("COMPILESCOPE_RECIPES", str(folder))
    return folder


ALLOWED = ["recipes/ok.py", "{tmp}/recipes/ok.py", "recipes/../recipes/ok.py", "recipes/./ok.py", "recipes/link_in.py"]
REFUSED = [
    "../outside.py", "recipes/../outside.py", "recipes/../../outside.py", "{tmp}/outside.py", "recipes/link_out.py",
    "recipes/sub/inner.py", "recipes/sub/../../outside.py", "recipes/_private.py", "recipes/notes.txt",
    "recipes/missing.py", "recipes/loop.py", "recipes", "/etc/passwd", "/dev/null", "", "recipes/ok.py\0.txt",
    "recipes/ok.py/", "~/recipes/ok.py",
]


@pytest.mark.parametrize("path", ALLOWED)
def test_recipes_in_the_folder_are_allowed(recipe_tree, path):
    assert recipe_folder_problems(path.format(tmp=recipe_tree.parent), recipe_tree) == []


@pytest.mark.parametrize("path", REFUSED)
def test_recipes_outside_the_folder_are_refused(recipe_tree, path):
    problems = recipe_folder_problems(path.format(tmp=recipe_tree.parent), recipe_tree)
    assert len(problems) == 1 and "is not in the recipe folder" in problems[0]


def test_the_recipe_list_leaves_out_what_leads_out(recipe_tree):
    assert [Path(p).name for p in list_recipes(recipe_tree)] == ["link_in.py", "ok.py"]


def test_new_run_offers_only_the_folders_recipes(runs, recipe_tree):  # noqa: F811
    at = open_view("new_run")
    at.radio(key="nr_kind").set_value("recipe").run()
    assert_ok(at)
    assert at.selectbox(key="nr_recipe").options == ["link_in.py", "ok.py"]


def _queue(at: AppTest) -> AppTest:
    next(b for b in at.button if b.label == "Queue run").click().run()
    return at


@pytest.mark.parametrize("path", ["../outside.py", "{tmp}/outside.py", "recipes/link_out.py", "recipes/sub/inner.py"])
def test_new_run_refuses_a_recipe_from_outside_whatever_lists_it(runs, recipe_tree, monkeypatch, path):  # noqa: F811
    """A recipe list that names a file outside (a tampered listing): the Queue button refuses it."""
    from dashboard.live import runform

    monkeypatch.setattr(jobs, "ensure_dispatcher", lambda store: None)
    monkeypatch.setattr(runform, "list_recipes", lambda folder: [path.format(tmp=recipe_tree.parent)])
    before = store_bytes(runs)
    at = open_view("new_run")
    at.radio(key="nr_kind").set_value("recipe").run()
    _queue(at)
    assert_ok(at)
    assert [plain(e.value).count("is not in the recipe folder") for e in at.error] == [1]
    assert store_bytes(runs) == before and "run" not in at.query_params


def test_a_recipe_swapped_for_a_link_out_is_no_longer_offered(runs, recipe_tree, monkeypatch):  # noqa: F811
    monkeypatch.setattr(jobs, "ensure_dispatcher", lambda store: None)
    at = open_view("new_run")
    at.radio(key="nr_kind").set_value("recipe").run()
    at.selectbox(key="nr_recipe").set_value(str(recipe_tree / "ok.py")).run()
    (recipe_tree / "ok.py").unlink()
    (recipe_tree / "ok.py").symlink_to(recipe_tree.parent / "outside.py")  # link_in.py -> ok.py leads out too
    before = store_bytes(runs)
    at.run()
    assert_ok(at)
    assert not any(s.key == "nr_recipe" for s in at.selectbox)
    assert any("No recipes in" in plain(i.value) for i in at.info)
    assert next(b for b in at.button if b.label == "Queue run").disabled
    assert store_bytes(runs) == before


def _outside_run(root: Path, recipe: Path) -> str:
    """A finished run of a recipe outside the recipe folder (made with the command line, which runs any file)."""
    from tests import report_factory as rf

    report = rf.good_report("20260101-000000-outside-0029")
    report["request"]["source"] = {"kind": "recipe", "name": str(recipe)}
    return rf.write_run(root, report)


def test_try_the_fixes_runs_only_a_recipe_of_the_folder(runs, recipe_tree):  # noqa: F811
    """The dashboard's fix experiments re-run the model: a run of a recipe outside the folder is refused (direct call
    and button), before anything is written or started; one of the folder's is admitted."""
    from analyzers.runs.admission import fix_problems

    run_id = _outside_run(runs, recipe_tree.parent / "outside.py")
    store = RunStore(runs)
    before = store_bytes(runs)
    with pytest.raises(jobs.RequestRefused, match="is not in the recipe folder") as e:
        jobs.start_fix_experiments(store, run_id, 60)
    assert str(e.value).count("is not in the recipe folder") == 1
    assert store_bytes(runs) == before and not (runs / run_id / jobs.FIXES_LOG).exists()
    at = open_view("breaks", run_id)
    at.button(key="w_try_fixes").click().run()
    assert_ok(at)
    assert [plain(e.value).count("is not in the recipe folder") for e in at.error] == [1]
    assert store_bytes(runs) == before
    inside = dict(store.load_report(run_id), request=dict(store.load_report(run_id)["request"],
                                                          source={"kind": "recipe", "name": str(recipe_tree / "ok.py")}))
    assert fix_problems(inside, jobs.machine_info(store), recipe_folder=True) == []


# -- oversized link parameters and labels ------------------------------------------------------------------------
OVERSIZED = [
    ("run", "overview", 10_000), ("run", "breaks", 201), ("view", "overview", 10_000), ("kernel", "code", 10_000),
    ("kernel", "kernels", 10_000), ("module", "code", 5_000), ("find", "graph", 10_000), ("expand", "graph", 30_000),
    ("node", "graph", 10_000), ("color", "graph", 2_000), ("q", "runs", 10_000), ("compare", "compare", 10_000),
    ("ranks", "ranks", 30_000), ("sweep", "sweep", 10_000), ("shape_sweep", "shape_sweep", 10_000),
    ("category", "breaks", 10_000), ("gb", "breaks", 10_000), ("compile_id", "compile", 10_000),
    ("window", "timeline", 10_000), ("run", "new_run", 100_000),
]


@pytest.mark.parametrize("param, view, n", OVERSIZED)
def test_oversized_link_parameters_are_one_plain_refusal(runs, param, view, n):  # noqa: F811
    before = store_bytes(runs)
    params = {"view": view, param: ("0/" + "x" * n)[:n]}
    if param != "run" and nav.SPECS.get(view, nav.SPECS["runs"]).report:
        params["run"] = GOOD
    at = AppTest.from_file(str(ROOT / "dashboard" / "app.py"), default_timeout=30)
    at.query_params.update(params)
    at.run()
    assert_ok(at)
    errors = [plain(e.value) for e in at.error]
    assert len(errors) == 1, errors
    assert f"{param} parameter is {n:,} characters long" in errors[0] and len(errors[0]) < 300
    assert not at.main.header  # the page itself did not run
    assert len(str(at.query_params.get(param, ""))) <= linkstate.max_chars(param)  # the address bar drops it
    assert store_bytes(runs) == before
    at.run()  # the next run (any click) is the page, without the message
    assert_ok(at)
    assert not any("cannot be opened" in plain(e.value) for e in at.error)


@pytest.mark.parametrize("param, view", [("kernel", "code"), ("find", "graph"), ("q", "runs"), ("ranks", "ranks"),
                                         ("expand", "graph"), ("run", "overview")])
def test_link_parameters_at_the_limit_are_taken(runs, param, view):  # noqa: F811
    n = linkstate.max_chars(param)
    params = {"view": view, param: "x" * n}
    if param != "run" and nav.SPECS[view].report:
        params["run"] = GOOD
    at = AppTest.from_file(str(ROOT / "dashboard" / "app.py"), default_timeout=30)
    at.query_params.update(params)
    at.run()
    assert_ok(at)
    assert not any("cannot be opened" in plain(e.value) for e in at.error)
    assert at.main.header


BAD_LABELS = {
    "one over the limit": ("x" * (LABEL_MAX + 1), f"the label is {LABEL_MAX + 1} characters long: use at most {LABEL_MAX}"),
    "10,000 characters": ("y" * 10_000, "the label is 10000 characters long"),
    "a line break": ("a\nb", "the label has a line break or control character"),
    "a NUL": ("a\x00b", "the label has a line break or control character"),
    "an escape sequence": ("a\x1b[31mred", "the label has a line break or control character"),
}


@pytest.mark.parametrize("name", BAD_LABELS)
def test_new_run_refuses_a_bad_label_once_and_plainly(runs, monkeypatch, name):  # noqa: F811
    monkeypatch.setattr(jobs, "ensure_dispatcher", lambda store: None)
    label, message = BAD_LABELS[name]
    before = store_bytes(runs)
    at = open_view("new_run")
    at.radio(key="nr_kind").set_value("demo").run()
    at.text_input(key="nr_label").set_value(label).run()
    _queue(at)
    assert_ok(at)
    errors = [plain(e.value) for e in at.error]
    assert len(errors) == 1 and errors[0].count(message) == 1, errors
    assert "--label" not in errors[0] and len(errors[0]) < 300
    assert store_bytes(runs) == before and "run" not in at.query_params


def test_new_run_keeps_a_label_at_the_limit(runs, monkeypatch):  # noqa: F811
    monkeypatch.setattr(jobs, "ensure_dispatcher", lambda store: None)
    label = "ü日" * (LABEL_MAX // 2)
    at = open_view("new_run")
    at.radio(key="nr_kind").set_value("demo").run()
    at.text_input(key="nr_label").set_value(label).run()
    _queue(at)
    assert_ok(at)
    run_id = at.query_params["run"]
    assert valid_run_id(run_id) and os.path.isdir(runs / run_id)
    assert RunStore(runs).load_report(run_id)["request"]["label"] == label


# -- link values that name files or patterns ----------------------------------------------------------------------
# (view, params, what the page must not show / keep): a path out of the run, regex specials, ids that are paths.
ODD_LINKS = [
    ("code", {"run": GOOD, "module": "../../../../etc/passwd"}, "module"),
    ("code", {"run": GOOD, "module": "/etc/passwd"}, "module"),
    ("code", {"run": GOOD, "module": "artifacts/../../" + GOOD + "/report.json"}, "module"),
    ("code", {"run": GOOD, "kernel": "../../etc/passwd"}, "kernel"),
    ("compile", {"run": GOOD, "compile_id": "../.."}, "compile_id"),
    ("compare", {"compare": f"{GOOD},../../etc"}, None),
    ("compare", {"compare": f"/etc/passwd,{GOOD}"}, None),
    ("ranks", {"ranks": f"{GOOD},../x,/etc/passwd"}, None),
    ("sweep", {"sweep": "../../etc/passwd"}, None),
    ("shape_sweep", {"shape_sweep": "../index"}, None),
    ("overview", {"run": "../" + GOOD}, None),
    ("overview", {"run": GOOD + "/../" + GOOD}, None),
    ("runs", {"q": "(["}, None),
    ("runs", {"q": "\\"}, None),
    ("graph", {"run": GOOD, "find": "[*("}, None),
    ("graph", {"run": GOOD, "expand": "%%%,,,"}, None),
    ("overview", {"run": GOOD, "unknown": "z" * 100_000}, "unknown"),
]


@pytest.mark.parametrize("view, params, dropped", ODD_LINKS, ids=[f"{v}-{'-'.join(p)}-{i}" for i, (v, p, _) in
                                                                  enumerate(ODD_LINKS)])
def test_link_values_that_name_files_stay_inside_the_store(runs, view, params, dropped):  # noqa: F811
    before = store_bytes(runs)
    at = AppTest.from_file(str(ROOT / "dashboard" / "app.py"), default_timeout=30)
    at.query_params.update({"view": view, **params})
    at.run()
    assert_ok(at)
    assert not any("root:" in str(c.value) or '"schema_version"' in str(c.value) for c in at.code)
    if dropped:  # the page did not take the value: the address bar names what it shows instead
        assert at.query_params.get(dropped) != params[dropped]
    assert store_bytes(runs) == before
