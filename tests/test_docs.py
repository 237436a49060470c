"""The README and the pages under docs/ stay true to the code they describe.

- Every ``python -m analyzers ...`` command they show (in a code block, in an inline code span, or as the MCP
  configuration's ``args``) parses against the command line's own parser (``analyzers.cli.build_parser``), with
  placeholders such as ``RUN_ID`` replaced by a dummy value.
- Every ``make <target>`` they show is a target of the Makefile.
- Every relative link leads to a file, and a link's ``#anchor`` into a page to one of its headings.
- Every repository path they name in code (``scripts/gpu_layout.sh``, ``--recipe recipes/mlp_with_break.py``)
  exists, so a file that moves takes its mentions with it.
- The README's first screen (its first 40 lines) holds the picture and both commands; the README stays short and
  links every page of docs/; no line is longer than 120 characters.

Fast: the documents are parsed as text and the parser is built in this process (no subprocess, no torch).
"""

from __future__ import annotations

import contextlib
import io
import json
import re
import shlex
from dataclasses import dataclass
from pathlib import Path

import pytest

from analyzers.cli import build_parser

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCS = ROOT / "docs"
PAGES = [README, *sorted(DOCS.glob("*.md"))]
FIRST_SCREEN = 40
MAX_README_LINES = 150
MAX_LINE = 120
PICTURE = "examples/first_screen.png"
# Placeholders a reader replaces; the parser gets a dummy of the same kind.
PLACEHOLDERS = {"RUN_ID": "20260101-000000-demo-0001", "SWEEP_ID": "sweep-20260101-000000-demo-0001"}
PYTHON_M = re.compile(r"(?:^|[\s/])python3? -m analyzers(?=\s|$)")
# A path inside this repository, as the pages name them: a top-level folder, then no space, glob or placeholder.
REPO_PATH = re.compile(r"^(?:analyzers|dashboard|pages|tests|benchmarks|scripts|recipes|examples|docs)/[\w./-]*$"
                       r"|^(?:Makefile|requirements(?:-dev)?\.txt|pyproject\.toml|\.ci/run)$")
FENCE = re.compile(r"^\s*```")


@dataclass
class Snippet:
    """A command-like piece of a page: a logical line of a code block, or an inline code span."""

    page: Path
    line: int
    text: str
    block: bool

    def where(self) -> str:
        return f"{self.page.relative_to(ROOT)}:{self.line}"


def split_page(page: Path) -> tuple[list[tuple[int, str, str]], list[tuple[int, str]]]:
    """(code blocks as (first line number, info string, text), prose lines as (line number, text))."""
    blocks, prose = [], []
    current: list[str] | None = None
    start, info = 0, ""
    for n, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
        if FENCE.match(line):
            if current is None:
                current, start, info = [], n + 1, line.strip().strip("`").strip()
            else:
                blocks.append((start, info, "\n".join(current)))
                current = None
            continue
        if current is not None:
            current.append(line)
        else:
            prose.append((n, line))
    assert current is None, f"{page.relative_to(ROOT)}: a code block opened at line {start - 1} is never closed"
    return blocks, prose


def logical_lines(start: int, text: str) -> list[tuple[int, str]]:
    """A shell block's commands: lines joined where one ends with a backslash, each with its first line number."""
    out, pending, first = [], "", start
    for i, line in enumerate(text.splitlines()):
        if not pending:
            first = start + i
        if line.rstrip().endswith("\\"):
            pending += line.rstrip()[:-1] + " "
            continue
        out.append((first, pending + line))
        pending = ""
    if pending:
        out.append((first, pending))
    return out


def inline_spans(prose: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The inline code spans of the prose (a span may run over a line break), each with the line it starts on."""
    text = "\n".join(line for _, line in prose)
    numbers = [n for n, _ in prose]
    spans = []
    for m in re.finditer(r"`([^`]+)`", text):
        spans.append((numbers[text.count("\n", 0, m.start())], " ".join(m.group(1).split())))
    return spans


def snippets() -> list[Snippet]:
    out = []
    for page in PAGES:
        blocks, prose = split_page(page)
        for start, info, text in blocks:
            if info in ("", "sh", "bash", "shell", "console"):
                out += [Snippet(page, n, line, True) for n, line in logical_lines(start, text)]
        out += [Snippet(page, n, span, False) for n, span in inline_spans(prose)]
    return out


def words(s: Snippet) -> list[str] | None:
    """The snippet split as a shell would (comments dropped), or None where it is not shell text."""
    try:
        return shlex.split(s.text, comments=s.block)
    except ValueError:
        return None


def analyzers_args(s: Snippet) -> list[str] | None:
    """The arguments after ``python -m analyzers`` (placeholders replaced), or None when the snippet runs none.
    An inline span that ends in ``...`` names a pattern (``python -m analyzers ...``), and one with no arguments the
    program, not a command."""
    m = PYTHON_M.search(s.text)
    if not m or (not s.block and s.text.rstrip().endswith("...")):
        return None
    try:
        args = shlex.split(s.text[m.end():], comments=s.block)
    except ValueError:
        return None
    if not args and not s.block:
        return None
    for name, dummy in PLACEHOLDERS.items():
        args = [a.replace(name, dummy) for a in args]
    return args


def mcp_config_args() -> list[tuple[str, list[str]]]:
    """The ``args`` of each MCP server configuration shown in a ``json`` block that runs ``-m analyzers``."""
    out = []
    for page in PAGES:
        blocks, _ = split_page(page)
        for start, info, text in blocks:
            if info != "json":
                continue
            doc = json.loads(text)
            for name, server in (doc.get("mcpServers") or {}).items():
                args = server.get("args") or []
                if args[:2] == ["-m", "analyzers"]:
                    out.append((f"{page.relative_to(ROOT)}:{start} ({name})", args[2:]))
    return out


def parse_problem(args: list[str]) -> str | None:
    """argparse's complaint about ``args`` (None when they parse); --help is checked as the command's existence."""
    parser = build_parser()
    if "--help" in args or "-h" in args:
        commands = next(a for a in parser._actions if a.dest == "command").choices
        named = [a for a in args if not a.startswith("-")]
        return None if not named or named[0] in commands else f"no command {named[0]!r}"
    err = io.StringIO()
    try:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            parser.parse_args(args)
    except SystemExit as e:
        return err.getvalue().strip().splitlines()[-1] if err.getvalue().strip() else f"exit {e.code}"
    return None


def make_targets() -> set[str]:
    text = (ROOT / "Makefile").read_text(encoding="utf-8")
    return {m.group(1) for m in re.finditer(r"^([A-Za-z][\w-]*)\s*:(?!=)", text, re.M)}


def make_calls(s: Snippet) -> list[str] | None:
    """The targets of a ``make`` command (variables such as ``PORT=8600`` and options left out), or None."""
    ws = words(s)
    if not ws:
        return None
    i = 0
    while i < len(ws) and re.match(r"^[A-Z_][A-Z0-9_]*=", ws[i]):  # COMPILESCOPE_EXECUTOR=ray make start
        i += 1
    if i >= len(ws) or ws[i] != "make":
        return None
    return [w for w in ws[i + 1:] if "=" not in w and not w.startswith("-")]


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens."""
    text = heading.strip().lower().replace("`", "")
    return re.sub(r"\s", "-", re.sub(r"[^\w\s-]", "", text))


def anchors(page: Path) -> set[str]:
    _, prose = split_page(page)
    return {slug(m.group(1)) for _, line in prose if (m := re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line))}


def links(page: Path) -> list[tuple[int, str]]:
    """Every link and image target in the page's prose (inline code left out)."""
    _, prose = split_page(page)
    out = []
    for n, line in prose:
        line = re.sub(r"`[^`]*`", "", line)
        out += [(n, m.group(1)) for m in re.finditer(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)", line)]
    return out


# -- the tests ------------------------------------------------------------------------------------------------------


def test_every_analyzers_command_shown_parses_against_the_cli():
    found, bad = 0, []
    for s in snippets():
        args = analyzers_args(s)
        if args is None:
            continue
        found += 1
        problem = parse_problem(args)
        if problem:
            bad.append(f"{s.where()}: python -m analyzers {shlex.join(args)}\n    -> {problem}")
    for where, args in mcp_config_args():
        found += 1
        problem = parse_problem(args)
        if problem:
            bad.append(f"{where}: python -m analyzers {shlex.join(args)}\n    -> {problem}")
    assert found >= 20, f"only {found} commands found in README.md and docs/: is the extraction still right?"
    assert not bad, "commands the CLI refuses:\n" + "\n".join(bad)


def test_the_parse_check_catches_a_wrong_command():
    assert parse_problem(["run", "--model", "tiny-bert", "--no-such-option"])
    assert parse_problem(["run"])  # --model or --recipe is required
    assert parse_problem(["no-such-command"])
    assert parse_problem(["show", PLACEHOLDERS["RUN_ID"]]) is None
    assert parse_problem(["--runs-dir", "runs", "run", "--model", "bert-base", "--device", "cuda"]) is None


def test_every_make_target_shown_exists():
    targets = make_targets()
    assert {"start", "test"} <= targets, f"the Makefile's targets: {sorted(targets)}"
    found, bad = 0, []
    for s in snippets():
        for target in make_calls(s) or []:
            found += 1
            if target not in targets:
                bad.append(f"{s.where()}: make {target} (the Makefile has {', '.join(sorted(targets))})")
    assert found >= 5, f"only {found} make commands found"
    assert not bad, "\n".join(bad)


def test_every_relative_link_leads_to_a_file_and_heading():
    bad = []
    for page in PAGES:
        for n, target in links(page):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # https:, mailto:
                continue
            path, _, anchor = target.partition("#")
            dest = (page.parent / path).resolve() if path else page
            where = f"{page.relative_to(ROOT)}:{n}: {target}"
            if not dest.exists():
                bad.append(f"{where}: no such file")
            elif anchor and dest.suffix == ".md" and anchor not in anchors(dest):
                bad.append(f"{where}: no heading with that anchor in {dest.relative_to(ROOT)}")
    assert not bad, "\n".join(bad)


def test_every_repository_path_named_exists():
    bad = []
    for s in snippets():
        candidates = words(s) or s.text.split()
        for token in candidates:
            if REPO_PATH.match(token) and not (ROOT / token).exists():
                bad.append(f"{s.where()}: {token}")
    assert not bad, "paths that do not exist:\n" + "\n".join(bad)


def test_the_readme_first_screen_holds_the_picture_and_both_commands():
    lines = README.read_text(encoding="utf-8").splitlines()
    screen = "\n".join(lines[:FIRST_SCREEN])
    assert "make start" in screen
    assert "make test" in screen
    assert re.search(r"!\[[^\]]*\]\(" + re.escape(PICTURE) + r"\)", screen), "the picture is not on the first screen"
    assert (ROOT / PICTURE).is_file()
    assert PYTHON_M.search(screen), "no command line example on the first screen"
    assert len(lines) <= MAX_README_LINES, f"README.md has {len(lines)} lines: move details to docs/"


def test_the_readme_links_every_page_of_docs():
    linked = {(README.parent / path).resolve() for _, t in links(README) for path in [t.partition("#")[0]] if path}
    orphans = [p.name for p in sorted(DOCS.glob("*.md")) if p.resolve() not in linked]
    assert not orphans, f"pages the README does not link: {orphans}"


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_lines_are_at_most_120_characters(page):
    long = [n for n, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1) if len(line) > MAX_LINE]
    assert not long, f"{page.relative_to(ROOT)}: lines over {MAX_LINE} characters: {long}"
