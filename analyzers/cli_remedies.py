"""``run --try-fixes``, ``try-fixes RUN_ID`` and ``repro RUN_ID --break N``: from a diagnosis to a verified fix."""

from __future__ import annotations

import argparse
import json
import signal
import sys

from .cli_options import fail
from .report.store import RunNotFound, RunStore

REMEDY_COMMANDS = ("try-fixes", "repro")


def add_fix_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--try-fixes", action="store_true",
                   help="after the run, re-run the model once per change torch suggests for its breaks and "
                        "recompiles (child runs), cheapest first, and give each a verdict")
    p.add_argument("--fix-budget", type=float, default=None, metavar="SECONDS",
                   help="seconds the fix experiments may take in all (default 900)")
    p.add_argument("--fix-only", default=None, metavar="WORDS",
                   help="try only the changes whose text holds one of these comma-separated words "
                        "(e.g. float32_matmul,bfloat16); the others are listed as left out")


def add_remedy_commands(sub) -> None:
    tf = sub.add_parser("try-fixes", help="run the fix experiments of a finished run (child runs, one change each)")
    tf.add_argument("run_id")
    tf.add_argument("--fix-budget", type=float, default=None, metavar="SECONDS")
    tf.add_argument("--fix-only", default=None, metavar="WORDS")
    tf.add_argument("--json", action="store_true")
    rp = sub.add_parser("repro", help="write a standalone script that stops at one graph break of a run")
    rp.add_argument("run_id")
    rp.add_argument("--break", dest="break_n", type=int, default=1, metavar="N", help="the break's number (show lists them)")
    rp.add_argument("-o", "--output", default=None, help="file to write (default: stdout)")


def budget_problem(budget) -> str | None:
    if budget is not None and not 1 <= budget <= 24 * 3600:
        return f"--fix-budget {budget:g}: give the seconds the experiments may take, from 1 to 86400"
    return None


def only_words(text: str | None) -> list[str]:
    """``--fix-only``'s words, lower-case (empty: every change is tried)."""
    return [w.strip().lower() for w in (text or "").split(",") if w.strip()]


def try_fixes(store: RunStore, run_id: str, budget, as_json: bool, only: str | None = None) -> int:
    from .workflows.fixes import DEFAULT_BUDGET_S, fix_lines, run_fixes

    problem = budget_problem(budget)
    if problem:
        return fail(problem)
    signal.signal(signal.SIGTERM, _interrupt)  # stopping the command (the dashboard's Stop) stops its child run
    try:
        section = run_fixes(store, run_id, DEFAULT_BUDGET_S if budget is None else budget,
                            progress=lambda m: print(f"[fixes] {m}", file=sys.stderr, flush=True),
                            only=only_words(only))
    except (RunNotFound, ValueError) as e:
        return fail(str(e))
    except KeyboardInterrupt:
        return fail(INTERRUPTED_LINE, 130)
    if as_json:
        from .report.remedies import remedy_summary

        print(json.dumps(remedy_summary(store.load_report(run_id), None)))
    else:
        print("\n".join(fix_lines(section["experiments"])) or "no fix experiment: no break or recompile to address")
    return 0


INTERRUPTED_LINE = "the fix experiments were interrupted: the child run under way was cancelled, the ones done are kept"


def _interrupt(signum, frame):
    raise KeyboardInterrupt  # run_now cancels the child run that runs; run_fixes closes the section


def run_remedy_command(a, store: RunStore) -> int:
    if a.command == "try-fixes":
        return try_fixes(store, a.run_id, a.fix_budget, a.json, a.fix_only)
    from .report.repro_script import ReproRefused, repro_script

    try:
        text = repro_script(store.load_report(a.run_id), a.break_n)
    except (RunNotFound, ReproRefused, ValueError) as e:
        return fail(str(e))
    if a.output in (None, "-"):
        sys.stdout.write(text)
    else:
        with open(a.output, "w", encoding="utf-8") as f:
            f.write(text)
        print(f"wrote {a.output}", file=sys.stderr)
    return 0
