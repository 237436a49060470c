"""The views' links have one definition (``analyzers/report/view_links.py``): the dashboard's registry and share
URLs read it, and the MCP tools build their links from it in their own process, with no child process and no
dashboard import, refusing bad links with the messages an agent reads."""

from __future__ import annotations

import ast
import os
import shutil
import subprocess
import sys

import pytest

from analyzers.agent import links
from analyzers.agent.checks import Refused
from analyzers.report import view_links
from dashboard.views import registry, share_urls
from tests.conftest import ROOT


def test_the_registry_is_the_engines_list_of_views_with_the_dashboards_parts_added():
    assert [s.view for s in registry.VIEWS] == [v.view for v in view_links.VIEWS]
    assert set(registry.DRAWN) == set(view_links.BY_NAME), "a view's icon for no view, or a view without its icon"
    for spec, link in zip(registry.VIEWS, view_links.VIEWS):
        assert (spec.title, spec.params, spec.report) == (link.title, link.params, link.report), spec.view
        assert set(spec.changes_drawing) <= set(spec.params), spec.view
    assert registry.LINK_KEYS is view_links.LINK_KEYS and registry.max_chars is view_links.max_chars
    for name in ("share_path", "live_path", "view_of", "SHARE_PATH", "DEFAULT_VIEW"):
        assert getattr(share_urls, name) is getattr(view_links, name), name


@pytest.mark.parametrize("spec", registry.VIEWS, ids=lambda s: s.view)
def test_the_agent_and_the_dashboard_agree_on_every_views_links(spec):
    params = {"run": "R1", **{p: f"v {p}" for p in spec.params}}
    got = links.view_links(spec.view, params, "http://meeting-box:8600/")
    assert (got["view"], got["title"], got["report_view"], got["params"]) == \
        (spec.view, spec.title, spec.report, list(spec.params))
    assert got["live"] == "http://meeting-box:8600" + share_urls.live_path(spec.view, params)
    assert got["live"].startswith(f"http://meeting-box:8600/{registry.url_path(spec.view)}?run=R1&view={spec.view}")
    shared = "http://meeting-box:8600" + share_urls.share_path(spec.view, params)
    assert got["shared"] == (shared if spec.report else None)
    if spec.report:
        assert share_urls.view_of(shared.removeprefix("http://meeting-box:8600").split("?")[0]) == spec.view


def test_bad_links_are_refused_with_the_same_words():
    def refusal(view, params):
        with pytest.raises(Refused) as e:
            links.view_links(view, params)
        return str(e.value)

    assert refusal("no_such_view", {}) == f"unknown view 'no_such_view': use one of {', '.join(registry.SPECS)}"
    assert refusal("breaks", {"run": "R", "zz": "1", "aa": "2"}) == \
        "the breaks view takes run, category, gb, not aa, zz"
    assert refusal("source", {"kernel": "k"}) == "the source view takes run, not kernel"
    assert refusal("compare", {"compare": "a" * 501}) == "compare is 501 characters long: use at most 500"
    assert refusal("code", {"run": "r" * 201}) == "run is 201 characters long: use at most 200"
    assert links.view_links("compare", {"compare": "A,B"}, "http://h")["live"] == "http://h/compare?view=compare&compare=A%2CB"


def test_links_are_built_in_the_agents_process(monkeypatch):
    def no_child(*args, **kwargs):
        raise AssertionError("a link started a child process")

    monkeypatch.setattr(subprocess, "run", no_child)
    monkeypatch.setattr(subprocess, "Popen", no_child)
    assert links.view_links("breaks", {"run": "R"})["shared"] == "http://localhost:8501/share/breaks?run=R"
    imported = {a.name for n in ast.walk(ast.parse((ROOT / "analyzers/agent/links.py").read_text(encoding="utf-8")))
                if isinstance(n, ast.Import) for a in n.names}
    assert not imported & {"subprocess", "os", "sys"}, imported


def test_a_checkout_without_the_dashboard_still_gives_links(tmp_path):
    """The engine alone (a GPU machine's checkout): no dashboard to import, the same links."""
    shutil.copytree(ROOT / "analyzers", tmp_path / "analyzers", ignore=shutil.ignore_patterns("__pycache__"))
    code = ("import sys\n"
            "from analyzers.agent.links import view_links\n"
            "print(view_links('code', {'run': 'R', 'kernel': 'k'})['shared'])\n"
            "assert not [m for m in sys.modules if m.split('.')[0] in ('dashboard', 'streamlit')]\n")
    p = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, timeout=120,
                       check=False, env={**os.environ, "PYTHONPATH": str(tmp_path)})
    assert p.returncode == 0, p.stderr
    assert p.stdout.strip() == "http://localhost:8501/share/code?run=R&kernel=k"
