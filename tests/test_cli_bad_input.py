"""Each kind of bad input gets its documented one-line error, a non-zero exit, and touches no run."""

import json
import textwrap

import pytest

from analyzers.report.store import RunStore

from .conftest import cli


@pytest.fixture()
def store_with_one_run(tmp_path, cpu_run):
    """A store holding a copy of a real run, to check that failures leave it untouched."""
    import shutil

    runs = tmp_path / "runs"
    src = cpu_run["runs"] / cpu_run["summary"]["run_id"]
    shutil.copytree(src, runs / src.name)
    assert RunStore(runs).reindex().indexed == 1
    before = (runs / src.name / "report.json").read_bytes()
    return runs, src.name, before


def _recipe(tmp_path, body: str):
    p = tmp_path / "recipe.py"
    p.write_text(textwrap.dedent(body))
    return str(p)


BAD = {
    "unknown model": (["--model", "no-such-model"], "unknown model 'no-such-model'"),
    "missing recipe": (["--recipe", "/nonexistent/recipe.py"], "does not exist"),
    "cudagraphs on cpu": (["--model", "demo:clean", "--backend", "cudagraphs"], "needs a CUDA device"),
    "reduce-overhead on cpu": (["--model", "demo:clean", "--mode", "reduce-overhead"], "CUDA graphs"),
    "unknown inductor key": (["--model", "demo:clean", "--inductor-config", "no_such_knob=1"], "unknown Inductor config keys"),
    "malformed inductor override": (["--model", "demo:clean", "--inductor-config", "novalue"], "KEY=VALUE"),
    "cuda without gpu": (["--model", "demo:clean", "--device", "cuda"], "no CUDA GPU"),
    "fp16 on cpu": (["--model", "demo:clean", "--dtype", "fp16"], "fp16 on CPU"),
}


@pytest.mark.parametrize("case", list(BAD))
def test_refused_before_any_work(case, store_with_one_run):
    runs, run_id, before = store_with_one_run
    args, expected = BAD[case]
    p = cli("run", "--device", "cpu", *args, runs_dir=runs) if "--device" not in args else cli("run", *args, runs_dir=runs)
    assert p.returncode != 0
    err = [line for line in p.stderr.splitlines() if line.startswith("error:")]
    assert len(err) == 1 and expected in err[0], p.stderr
    assert len(RunStore(runs).list_runs()) == 1  # refused: no run created
    assert (runs / run_id / "report.json").read_bytes() == before


REFUSED_RECIPES = {  # refused before any work: exit 2, no run in the store
    "syntax error": ("def build_model(:\n", "has a syntax error at line 1"),
    "no build_model": ("import torch\ndef example_inputs():\n    return (torch.ones(1),)\n", "defines no build_model()"),
    "no example_inputs": ("import torch\ndef build_model():\n    return torch.nn.Linear(1, 1)\n",
                          "defines no example_inputs()"),
    "raising": (
        """
        raise RuntimeError('boom')
        def build_model():
            pass
        def example_inputs():
            pass
        """,
        "raised RuntimeError while being imported (line 2): boom",
    ),
    "not a module": (
        """
        import torch
        def build_model():
            return 3
        def example_inputs():
            return (torch.ones(1),)
        """,
        "build_model() returned int, not a torch.nn.Module",
    ),
}


@pytest.mark.parametrize("case", list(REFUSED_RECIPES))
def test_bad_recipe_is_refused_before_any_work(case, tmp_path, store_with_one_run):
    runs, run_id, before = store_with_one_run
    body, expected = REFUSED_RECIPES[case]
    p = cli("run", "--recipe", _recipe(tmp_path, body), "--device", "cpu", "--json", runs_dir=runs)
    assert p.returncode == 2, p.stderr
    err = [line for line in p.stderr.splitlines() if line.startswith("error:")]
    assert len(err) == 1 and expected in err[0], p.stderr
    assert p.stdout == "" and len(RunStore(runs).list_runs()) == 1
    assert (runs / run_id / "report.json").read_bytes() == before


def test_recipe_whose_inputs_do_not_fit_fails_in_the_load_stage(tmp_path, store_with_one_run):
    """Calling forward is the worker's job (on the run's device): that is a failed run, with one line."""
    runs, run_id, before = store_with_one_run
    body = """
        import torch
        def build_model():
            return torch.nn.Linear(4, 4)
        def example_inputs():
            return (torch.ones(2, 7),)
        """
    expected = "example inputs do not fit the model"
    p = cli("run", "--recipe", _recipe(tmp_path, body), "--device", "cpu", "--json", runs_dir=runs)
    assert p.returncode == 1
    assert expected in p.stderr.splitlines()[-1], p.stderr
    summary = json.loads(p.stdout)
    assert summary["status"] == "failed"
    report = RunStore(runs).load_report(summary["run_id"])
    assert report["error"]["stage"] == "load" and expected in report["error"]["message"]
    assert (runs / run_id / "report.json").read_bytes() == before


def test_show_unknown_run(tmp_path):
    p = cli("show", "no-such-run", runs_dir=tmp_path)
    assert p.returncode != 0 and "no run 'no-such-run'" in p.stderr
    p = cli("show", "../etc", runs_dir=tmp_path)
    assert p.returncode != 0 and "invalid run id" in p.stderr
