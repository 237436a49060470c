"""One admission path: every bad request to ``run``, ``sweep`` and ``shape-sweep`` is refused before any work.

Each case asserts exit 2, exactly one ``error:`` line holding the expected advice, nothing on stdout, and that
not one byte of the store changed (no run, no sweep record, no folder). The machine facts are this machine's
real ones (``env --json``), so the Inductor rows check the allow-list over the types this torch declares.
"""

from __future__ import annotations

import hashlib
import json
import textwrap
from pathlib import Path

import pytest

from analyzers.report.schema import CompileOptions, ModelSource, RunRequest
from analyzers.runs.admission import admit_all, request_problems
from analyzers.workflows.shape_sweep_spec import ShapeSweepSpec
from analyzers.workflows.sweep import SweepSpec
from tests import report_factory as rf

from .conftest import cli

CPU = ["--device", "cpu"]
CLEAN = ["--model", "demo:clean"]

RECIPES = {
    "syntax.py": "def build_model(:\n",
    "noinputs.py": "import torch\ndef build_model():\n    return torch.nn.Linear(2, 2)\n",
    "nomodule.py": """
        import torch
        def build_model():
            return {"not": "a module"}
        def example_inputs():
            return (torch.ones(2),)
        """,
    "exits.py": """
        import sys
        sys.exit(3)
        def build_model():
            pass
        def example_inputs():
            pass
        """,
    # What happened at import, not "defines no build_model()": the functions are there, the import never got to them.
    "boom.py": "raise RuntimeError('boom at import')\ndef build_model():\n    pass\ndef example_inputs():\n    pass\n",
    "onlyboom.py": "x = 1\nraise RuntimeError('boom at import')\n",
    "osexit.py": "import os\nos._exit(0)\ndef build_model():\n    pass\ndef example_inputs():\n    pass\n",
}

RUN_CASES = {
    "reduce-overhead on cpu": ([*CLEAN, *CPU, "--mode", "reduce-overhead"], "uses CUDA graphs"),
    "fp16 on cpu": ([*CLEAN, *CPU, "--dtype", "fp16"], "fp16 on CPU"),
    "unknown device": ([*CLEAN, "--device", "tpu"], "device 'tpu' is unknown"),
    "seq-len 0": ([*CLEAN, *CPU, "--seq-len", "0"], "seq_len must be a positive integer"),
    "batch-size -3": ([*CLEAN, *CPU, "--batch-size", "-3"], "batch_size must be a positive integer"),
    "iterations -1": ([*CLEAN, *CPU, "--iterations", "-1"], "iterations must be 0 (use the time budget) or a positive number"),
    "warmup -1": ([*CLEAN, *CPU, "--warmup", "-1"], "warmup must be >= 0"),
    "timeout 0": ([*CLEAN, *CPU, "--timeout", "0"], "timeout_s must be a positive integer"),
    "only foo": ([*CLEAN, *CPU, "--only", "foo"], "unknown analyses ['foo']"),
    "only comma": ([*CLEAN, *CPU, "--only", ","], "no analysis chosen"),
    "counters on cpu": ([*CLEAN, *CPU, "--only", "explain,counters"], "Nsight Compute"),
    "unknown model": (["--model", "no-such-model", *CPU], "unknown model 'no-such-model'"),
    "unknown demo": (["--model", "demo:nope", *CPU], "unknown demo 'nope'"),
    "empty model": (["--model", "", *CPU], "give a model"),
    "empty recipe": (["--recipe", "", *CPU], "--recipe '': give the path of a .py file"),
    "missing recipe": (["--recipe", "/no/such/recipe.py", *CPU], "does not exist"),
    "hf without config": (["--model", "hf:/no/such/dir", *CPU], "has no config.json"),
    "long label": ([*CLEAN, *CPU, "--label", "x" * 201], "--label is 201 characters long"),
    "label with newline": ([*CLEAN, *CPU, "--label", "a\nb"], "line break"),
    "inductor cpp.cxx": ([*CLEAN, *CPU, "--inductor-config", "cpp.cxx=/bin/true"], "cpp.cxx cannot be set here"),
    "inductor path key": ([*CLEAN, *CPU, "--inductor-config", "cuda.cutlass_dir=/tmp"], "cannot be set here"),
    "inductor free text": ([*CLEAN, *CPU, "--inductor-config", "max_autotune_gemm_backends=ATEN"], "cannot be set"),
    "inductor trace key": ([*CLEAN, *CPU, "--inductor-config", "trace.enabled=True"], "cannot be set here"),
    "inductor private key": ([*CLEAN, *CPU, "--inductor-config", "_profile_var=x"], "cannot be set here"),
    "inductor bool type": ([*CLEAN, *CPU, "--inductor-config", "max_autotune=notabool"], "takes True or False"),
    "inductor bool as int": ([*CLEAN, *CPU, "--inductor-config", "max_autotune=1"], "takes True or False"),
    "inductor negative": ([*CLEAN, *CPU, "--inductor-config", "compile_threads=-5"], "compile_threads takes a number"),
    "inductor too many threads": ([*CLEAN, *CPU, "--inductor-config", "compile_threads=100000"], "takes a number"),
    "inductor newline": ([*CLEAN, *CPU, "--inductor-config", "max_autotune=True\nfoo=1"], "line break"),
    "inductor unknown key": ([*CLEAN, *CPU, "--inductor-config", "no_such_knob=1"], "unknown Inductor config keys"),
    "inductor bad key": ([*CLEAN, *CPU, "--inductor-config", "a b=1"], "is not a key name"),
    "inductor no key": ([*CLEAN, *CPU, "--inductor-config", "=1"], "the key is missing"),
    "inductor on eager": ([*CLEAN, *CPU, "--backend", "eager", "--inductor-config", "max_autotune=True"],
                          "need backend inductor"),
    "recipe syntax error": (["--recipe", "{dir}/syntax.py", *CPU], "syntax.py has a syntax error at line 1"),
    "recipe without inputs": (["--recipe", "{dir}/noinputs.py", *CPU], "defines no example_inputs()"),
    "recipe not a module": (["--recipe", "{dir}/nomodule.py", *CPU], "returned dict, not a torch.nn.Module"),
    "recipe exits": (["--recipe", "{dir}/exits.py", *CPU], "raised SystemExit while being imported (line 3): 3"),
    "recipe raises at import": (["--recipe", "{dir}/boom.py", *CPU],
                                "boom.py raised RuntimeError while being imported (line 1): boom at import"),
    "recipe only raises": (["--recipe", "{dir}/onlyboom.py", *CPU],
                           "onlyboom.py raised RuntimeError while being imported (line 2): boom at import"),
    "recipe os._exit at import": (["--recipe", "{dir}/osexit.py", *CPU],
                                  "osexit.py: the recipe exited the process while being imported (exit code 0)"),
    # --dynamo-config: the Inductor rule over torch._dynamo.config's declared types
    "dynamo path key": ([*CLEAN, *CPU, "--dynamo-config", "debug_dir_root=/tmp"],
                        "Dynamo config debug_dir_root cannot be set here"),
    "dynamo log file": ([*CLEAN, *CPU, "--dynamo-config", "log_file_name=/tmp/x.log"], "log_file_name cannot be set"),
    "dynamo command key": ([*CLEAN, *CPU, "--dynamo-config", "debug_backend_override=inductor"], "cannot be set here"),
    "dynamo code key": ([*CLEAN, *CPU, "--dynamo-config", "reorderable_logging_functions=[print]"],
                        "reorderable_logging_functions cannot be set here"),
    "dynamo private key": ([*CLEAN, *CPU, "--dynamo-config", "_save_config_ignore=x"], "cannot be set here"),
    "dynamo bool as int": ([*CLEAN, *CPU, "--dynamo-config", "capture_scalar_outputs=1"],
                           "capture_scalar_outputs=1: it takes True or False"),
    "dynamo negative": ([*CLEAN, *CPU, "--dynamo-config", "recompile_limit=-1"], "recompile_limit takes a number from 0"),
    "dynamo newline": ([*CLEAN, *CPU, "--dynamo-config", "capture_scalar_outputs=True\nx=1"], "line break"),
    "dynamo unknown key": ([*CLEAN, *CPU, "--dynamo-config", "no_such_knob=True"], "unknown Dynamo config keys"),
    "dynamo no value": ([*CLEAN, *CPU, "--dynamo-config", "capture_scalar_outputs"], "write KEY=VALUE"),
    # the new actions' own settings: checked with the rest, before the run starts
    "fix budget 0": ([*CLEAN, *CPU, "--try-fixes", "--fix-budget", "0"], "--fix-budget 0: give the seconds"),
    "fix budget nan": ([*CLEAN, *CPU, "--try-fixes", "--fix-budget", "nan"], "--fix-budget nan: give the seconds"),
    "numerics budget 0": ([*CLEAN, *CPU, "--numerics-budget", "0"], "numerics_budget_s must be between 1 and 7200"),
    "numerics budget inf": ([*CLEAN, *CPU, "--numerics-budget", "inf"], "numerics_budget_s must be between 1 and 7200"),
}

SWEEP_CASES = {
    "reduce-overhead on cpu": ([*CLEAN, *CPU, "--modes", "eager,reduce-overhead"], "uses CUDA graphs"),
    "unknown mode": ([*CLEAN, *CPU, "--modes", "fast"], "--modes fast: use a comma list"),
    "fp16 on cpu": ([*CLEAN, *CPU, "--dtypes", "fp32,fp16"], "fp16 on CPU"),
    "unknown device": ([*CLEAN, "--device", "tpu"], "device 'tpu' is unknown"),
    "seq-len 0": ([*CLEAN, *CPU, "--seq-len", "0"], "seq_len must be a positive integer"),
    "iterations -1": ([*CLEAN, *CPU, "--iterations", "-1"], "iterations must be 0 (use the time budget) or a positive number"),
    "timeout 0": ([*CLEAN, *CPU, "--timeout", "0"], "timeout_s must be a positive integer"),
    "only foo": ([*CLEAN, *CPU, "--only", "foo"], "unknown analyses ['foo']"),
    "only comma": ([*CLEAN, *CPU, "--only", ","], "no analysis chosen"),
    "batch sizes 0": ([*CLEAN, *CPU, "--batch-sizes", "1,0"], "--batch-sizes must be a comma list"),
    "batch sizes text": ([*CLEAN, *CPU, "--batch-sizes", "a"], "--batch-sizes a: use a comma list"),
    "dynamic maybe": ([*CLEAN, *CPU, "--dynamic", "maybe"], "--dynamic maybe: use a comma list"),
    "unknown model": (["--model", "no-such-model", *CPU], "unknown model 'no-such-model'"),
    "empty recipe": (["--recipe", "", *CPU], "--recipe '': give the path of a .py file"),
    "missing recipe": (["--recipe", "/no/such/recipe.py", *CPU], "does not exist"),
    "long label": ([*CLEAN, *CPU, "--label", "y" * 121], "--label is 121 characters long"),
    "recipe not a module": (["--recipe", "{dir}/nomodule.py", *CPU], "not a torch.nn.Module"),
    "recipe raises at import": (["--recipe", "{dir}/boom.py", *CPU], "raised RuntimeError while being imported (line 1)"),
    "recipe os._exit at import": (["--recipe", "{dir}/osexit.py", *CPU], "exited the process while being imported"),
    "dynamo path key": ([*CLEAN, *CPU, "--dynamo-config", "debug_dir_root=/tmp"], "debug_dir_root cannot be set here"),
    "dynamo bool as int": ([*CLEAN, *CPU, "--dynamo-config", "capture_scalar_outputs=1"], "it takes True or False"),
}

SHAPE_CASES = {
    "fp16 on cpu": ([*CLEAN, *CPU, "--dtype", "fp16"], "fp16 on CPU"),
    "unknown device": ([*CLEAN, "--device", "tpu"], "device 'tpu' is unknown"),
    "unknown model": (["--model", "no-such-model", *CPU], "unknown model 'no-such-model'"),
    "empty recipe": (["--recipe", "", *CPU], "--recipe '': give the path of a .py file"),
    "missing recipe": (["--recipe", "/no/such/recipe.py", *CPU], "does not exist"),
    "shapes 0": ([*CLEAN, *CPU, "--shapes", "0,4"], "--shapes must be a comma list"),
    "shapes text": ([*CLEAN, *CPU, "--shapes", "big"], "--shapes big: use a comma list"),
    "batch sizes -1": ([*CLEAN, *CPU, "--batch-sizes", "-1"], "--batch-sizes must be a comma list"),
    "dynamic maybe": ([*CLEAN, *CPU, "--dynamic", "maybe"], "--dynamic maybe: use a comma list"),
    "dynamic twice": ([*CLEAN, *CPU, "--dynamic", "true,true"], "each setting once"),
    "repeats 0": ([*CLEAN, *CPU, "--repeats", "0"], "--repeats must be at least 1"),
    "recompile limit 0": ([*CLEAN, *CPU, "--recompile-limit", "0"], "--recompile-limit must be at least 1"),
    "timeout 0": ([*CLEAN, *CPU, "--timeout", "0"], "--timeout: one positive number"),
    "timeouts do not match": ([*CLEAN, *CPU, "--dynamic", "false,true", "--timeout", "5,5,5"], "one per --dynamic"),
    "long label": ([*CLEAN, *CPU, "--label", "z" * 201], "--label is 201 characters long"),
    "recipe syntax error": (["--recipe", "{dir}/syntax.py", *CPU], "syntax.py has a syntax error"),
    "recipe not a module": (["--recipe", "{dir}/nomodule.py", *CPU], "not a torch.nn.Module"),
}

# a cold start is a run (the one admission path) with cold-start rules of its own
COLD_START_CASES = {
    "reduce-overhead on cpu": ([*CLEAN, *CPU, "--mode", "reduce-overhead"], "uses CUDA graphs"),
    "decode workload": ([*CLEAN, *CPU, "--workload", "decode"], "use --workload forward for a cold start"),
    "only without cold_start": ([*CLEAN, *CPU, "--only", "explain"], "add cold_start to --only"),
    "recipe raises at import": (["--recipe", "{dir}/boom.py", *CPU], "raised RuntimeError while being imported (line 1)"),
}

IMPORT_CASES = {
    "symlink loop": (["{dir}/loop1"], "cannot read"),
    "missing path": (["/no/such/trace"], "does not exist"),
    "label with newline": (["/no/such/trace", "--label", "a\nb"], "line break"),
    "long label": (["/no/such/trace", "--label", "w" * 201], "--label is 201 characters long"),
}

# try-fixes RUN_ID: the stored run and the settings its children would inherit, checked before any work.
FIX_RUNS = {"failed": "20260101-000000-failed-0029", "child": "20260101-000001-child-0029",
            "busy": "20260101-000002-busy-0029", "gone": "20260101-000003-gone-0029",
            "unsafe": "20260101-000004-unsafe-0029"}
FIX_CASES = {
    "unknown run": (["20990101-000000-nope-0001"], "no run '20990101-000000-nope-0001'"),
    "not a run id": (["../etc"], "invalid run id '../etc'"),
    "a failed run": ([FIX_RUNS["failed"]], "is failed: fix experiments need a finished run"),
    "a fix experiment itself": ([FIX_RUNS["child"]], "is itself a fix experiment of"),
    "already running": ([FIX_RUNS["busy"]], "are already running in pid"),
    "recipe gone since": ([FIX_RUNS["gone"]], "cannot be run again as it is: recipe file"),
    "a setting no longer allowed": ([FIX_RUNS["unsafe"]], "Dynamo config debug_dir_root cannot be set here"),
    "budget 0": ([rf.good_report()["run_id"], "--fix-budget", "0"], "--fix-budget 0: give the seconds"),
    "budget past a day": ([rf.good_report()["run_id"], "--fix-budget=100000"], "--fix-budget 100000: give the seconds"),
}


def _fix_runs(runs: Path) -> None:
    """The runs FIX_CASES refuse: a failed one, a fix experiment, one whose experiments run (in this live process),
    one whose recipe was deleted since, one whose request names a Dynamo setting the rule refuses."""
    import os

    from analyzers.runs.processes import own_token

    def good(run_id: str, **fields) -> None:
        r = rf.good_report(run_id)
        r["request"]["source"] = {"kind": "demo", "name": "clean"}
        rf.write_run(runs, {**r, **fields})

    rf.write_run(runs, rf.load_failed_report(FIX_RUNS["failed"]))
    good(FIX_RUNS["child"], fix_of=rf.good_report()["run_id"])
    good(FIX_RUNS["busy"], fixes={"status": "running", "owner": own_token(), "started": 0, "experiments": []})
    r = rf.good_report(FIX_RUNS["gone"])
    r["request"]["source"] = {"kind": "recipe", "name": f"/no/such/folder-{os.getpid()}/model.py"}
    rf.write_run(runs, r)
    good(FIX_RUNS["unsafe"])
    r = json.loads((runs / FIX_RUNS["unsafe"] / "report.json").read_text())
    r["request"]["options"]["dynamo_config"] = {"debug_dir_root": "/tmp"}
    rf.write_run(runs, r)


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    """A store with one run and this machine's real engine facts, and a folder of broken recipes."""
    runs = tmp_path_factory.mktemp("runs")
    rf.write_run(runs, rf.good_report())
    _fix_runs(runs)
    p = cli("env", "--json", runs_dir=runs)
    assert p.returncode == 0, p.stderr
    (runs / "machine.json").write_text(p.stdout)
    recipes = tmp_path_factory.mktemp("recipes")
    for name, body in RECIPES.items():
        (recipes / name).write_text(textwrap.dedent(body))
    (recipes / "loop1").symlink_to(recipes / "loop2")
    (recipes / "loop2").symlink_to(recipes / "loop1")
    return runs, recipes, json.loads(p.stdout)


def store_bytes(runs: Path) -> dict[str, str]:
    return {str(p.relative_to(runs)): hashlib.sha1(p.read_bytes()).hexdigest()
            for p in sorted(runs.rglob("*")) if p.is_file()} | {"dirs": str(sorted(map(str, runs.rglob("*"))))}


def assert_refused(env, command: str, args: list[str], expected: str) -> str:
    runs, recipes, machine = env
    args = [a.replace("{dir}", str(recipes)) for a in args]
    before = store_bytes(runs)
    p = cli(command, *args, runs_dir=runs, timeout=300)
    assert p.returncode == 2, (p.returncode, p.stderr)
    errors = [line for line in p.stderr.splitlines() if line.startswith("error:")]
    assert len(errors) == 1 and expected in errors[0], p.stderr
    assert "Traceback" not in p.stderr and p.stdout == ""
    assert store_bytes(runs) == before
    return errors[0]


@pytest.mark.parametrize("case", list(RUN_CASES))
def test_run_refuses(env, case):
    assert_refused(env, "run", *RUN_CASES[case])


@pytest.mark.parametrize("case", list(SWEEP_CASES))
def test_sweep_refuses_like_run(env, case):
    assert_refused(env, "sweep", *SWEEP_CASES[case])


@pytest.mark.parametrize("case", list(SHAPE_CASES))
def test_shape_sweep_refuses_like_run(env, case):
    assert_refused(env, "shape-sweep", *SHAPE_CASES[case])


@pytest.mark.parametrize("case", list(COLD_START_CASES))
def test_cold_start_refuses_like_run(env, case):
    assert_refused(env, "cold-start", *COLD_START_CASES[case])


@pytest.mark.parametrize("case", list(FIX_CASES))
def test_try_fixes_refuses_before_any_work(env, case):
    assert_refused(env, "try-fixes", *FIX_CASES[case])


@pytest.mark.parametrize("case", list(IMPORT_CASES))
def test_import_trace_refuses_in_one_line(env, case):
    assert_refused(env, "import-trace", *IMPORT_CASES[case])


@pytest.mark.parametrize("command", ["run", "sweep"])
def test_iterations_0_is_the_time_budget_not_a_problem(env, command):
    """0 (the default) times under --bench-seconds: run, sweep and the New run form (request_problems) admit it, and
    --help says so. Refused here for the other option only: the one line names seq_len, not iterations."""
    line = assert_refused(env, command, [*CLEAN, *CPU, "--iterations", "0", "--seq-len", "0"], "seq_len must be")
    assert line == "error: seq_len must be a positive integer, got 0"
    _, _, machine = env
    assert request_problems(RunRequest(ModelSource("demo", "clean"), CompileOptions(iterations=0)), machine) == []
    assert SweepSpec(ModelSource("demo", "clean"), iterations=0).requests()[0].options.iterations == 0
    assert "0 (the default): time under the --bench-seconds" in " ".join(cli(command, "--help", runs_dir=env[0]).stdout.split())


def test_good_requests_are_admitted(env):
    """The control: what the tables refuse is refused for its value, not because admission refuses everything."""
    _, _, machine = env
    recipe = str(Path(__file__).resolve().parents[1] / "recipes" / "mlp_with_break.py")
    ok = CompileOptions(device="cpu", inductor_config={"max_autotune": True, "compile_threads": 1,
                                                       "triton.multi_kernel": 2, "cpp.threads": -1})
    assert request_problems(RunRequest(ModelSource("demo", "clean"), ok, label="日本語 ü <b>"), machine) == []
    sweep = SweepSpec(ModelSource("demo", "clean"), modes=["eager", "default"], device="cpu")
    shapes = ShapeSweepSpec(ModelSource("recipe", recipe), dynamic=["false", "true"], device="cpu")
    assert admit_all(sweep.requests(), machine) == [] and sweep.problems() == []
    assert admit_all(shapes.requests(), machine) == [] and shapes.problems() == []  # the recipe imported fine


def test_the_recipe_check_reads_only_its_own_answer_and_gives_up_on_a_slow_build(tmp_path):
    from analyzers.runs import recipe_checks

    noisy = tmp_path / "noisy.py"
    noisy.write_text(textwrap.dedent("""
        import torch
        print('{"problems": ["printed by the recipe"]}')
        def build_model():
            print("building")
            return torch.nn.Linear(2, 2)
        def example_inputs():
            return (torch.ones(1, 2),)
        """))
    assert recipe_checks.import_problems(str(noisy)) == []
    slow = tmp_path / "slow.py"
    slow.write_text("import time\ntime.sleep(60)\ndef build_model():\n    pass\ndef example_inputs():\n    pass\n")
    import time

    t0 = time.monotonic()
    assert recipe_checks.import_problems(str(slow), timeout_s=2) == []  # admitted: the run's own timeout rules
    assert time.monotonic() - t0 < 20
