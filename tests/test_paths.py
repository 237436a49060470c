"""Source paths as reports store them (``analyzers/report/paths.py``): the same on every machine."""

from __future__ import annotations

import json

import pytest

from analyzers.report.paths import Portable, portable_compile_paths, portable_label, portable_path
from analyzers.workflows.examples import EXAMPLES_DIR


def test_portable_path_from_the_recipe_folder_the_package_or_an_import_root():
    site = "/opt/venv/lib/python3.12/site-packages"
    assert portable_path(f"{site}/transformers/models/bert/modeling_bert.py") == "transformers/models/bert/modeling_bert.py"
    assert portable_path("/usr/lib/python3/dist-packages/torch/nn/modules/module.py") == "torch/nn/modules/module.py"
    assert portable_path("/home/me/proj/sub/model.py", "/home/me/proj") == "sub/model.py"
    assert portable_path("/home/me/projector/model.py", "/home/me/proj") == "/home/me/projector/model.py"  # not inside
    assert portable_path("/src/pytorch/torch/_dynamo/eval_frame.py", roots=["/src", "/src/pytorch"]) == \
        "torch/_dynamo/eval_frame.py"  # the longest import root
    assert portable_path("/work/main/analyzers/models/demos.py") == "analyzers/models/demos.py"
    assert portable_path("/elsewhere/model.py") == "/elsewhere/model.py"  # nothing says where it belongs: kept
    for kept in ("model.py", "<eval_with_key>.3", "<frozen runpy>", ""):
        assert portable_path(kept, "/home/me") == kept


def test_code_generated_in_the_temp_folder_is_named_by_its_file_unless_the_project_lives_there(monkeypatch, tmp_path):
    generated = "/tmp/tmpab12cd/torch_geometric.nn.conv.gcn_conv_GCNConv_propagate.py"
    monkeypatch.chdir("/")
    assert portable_path(generated) == "<temp>/torch_geometric.nn.conv.gcn_conv_GCNConv_propagate.py"
    project = tmp_path / "clone"  # a clone in /tmp: its recipes are the user's files, not generated code
    (project / "recipes").mkdir(parents=True)
    monkeypatch.chdir(project)
    assert portable_path(f"{project}/recipes/break_helpers.py") == f"{project}/recipes/break_helpers.py"
    assert portable_path(generated) == "<temp>/torch_geometric.nn.conv.gcn_conv_GCNConv_propagate.py"


def test_portable_label_keeps_line_function_and_code():
    label = "/opt/v/site-packages/torch/nn/modules/module.py:1779 in _call_impl: return f(*a)  # see /x/y.py"
    assert portable_label(label) == "torch/nn/modules/module.py:1779 in _call_impl: return f(*a)  # see /x/y.py"
    assert portable_label("/home/me/p/m.py:12", "/home/me/p") == "m.py:12"
    paths = Portable.for_run({"kind": "recipe", "name": "/home/me/p/m.py"})
    assert paths.labels(["/home/me/p/h/x.py:3 in f", "<string>:1 in <module>"]) == ["h/x.py:3 in f", "<string>:1 in <module>"]
    assert Portable.for_run({"kind": "zoo", "name": "bert-base"}).bases == ()


def test_compile_section_paths_and_log_files():
    section = {
        "compile_ids": [{"id": "0/0", "file": "/home/me/p/m.py", "attempts": [{"file": "/home/me/p/m.py"}]}],
        "graph_breaks": [{"file": "/home/me/p/m.py", "user_stack": ["/v/site-packages/torch/a.py:1 in f"]}],
        "log_files": ["/runs/r1/artifacts/trace/log.txt", "/elsewhere/log.txt"],
    }
    portable_compile_paths(section, Portable.for_run({"kind": "recipe", "name": "/home/me/p/m.py"}), "/runs/r1")
    assert section["compile_ids"][0]["file"] == "m.py" and section["compile_ids"][0]["attempts"][0]["file"] == "m.py"
    assert section["graph_breaks"][0] == {"file": "m.py", "user_stack": ["torch/a.py:1 in f"]}
    assert section["log_files"] == ["artifacts/trace/log.txt", "/elsewhere/log.txt"]


def _absolute(doc, where=""):
    if isinstance(doc, dict):
        return [p for k, v in doc.items() for p in _absolute(v, f"{where}.{k}")]
    if isinstance(doc, list):
        return [p for v in doc for p in _absolute(v, f"{where}[]")]
    return [f"{where} = {doc}"] if isinstance(doc, str) and doc.startswith("/") else []


EXAMPLES = sorted(p for p in EXAMPLES_DIR.iterdir() if (p / "report.json").is_file()) if EXAMPLES_DIR.is_dir() else []


@pytest.mark.parametrize("run", EXAMPLES, ids=lambda p: p.name)
def test_shipped_examples_name_no_folder_of_the_recording_machine(run):
    """Breaks, compiled frames, trace logs and graph sources of every example read the same on any machine
    (the environment section alone describes the H200 it was recorded on)."""
    report = json.loads((run / "report.json").read_text())
    found = _absolute({k: report.get(k) for k in ("explain", "compile", "code", "graphs")})
    graphs = run / "artifacts" / "graphs.json"
    if graphs.is_file():
        found += _absolute(json.loads(graphs.read_text()), "graphs.json")
    assert not found, found[:5]
