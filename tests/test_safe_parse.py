"""Parsing in the server's threads: ``SystemError: AST constructor recursion depth mismatch`` never again.

CPython 3.11 before 3.11.8 shares the AST constructor's depth counter across the interpreter (gh-106905): a parse that
another parse interrupts (through a garbage collection's finalizer, where the GIL may change hands) fails.
``analyzers/report/safe_parse.py`` serialises parses and holds collection off while a tree is built; every parse the
server reaches goes through it.
"""

from __future__ import annotations

import ast
import gc
import sys
import threading
from contextlib import contextmanager
from pathlib import Path

import pytest

from analyzers.report.safe_parse import safe_literal_eval, safe_parse

ROOT = Path(__file__).resolve().parents[1]
HELPER = ROOT / "analyzers" / "report" / "safe_parse.py"
# What the dashboard server runs: its rooms and pages, and the engine modules it imports (report/, the run queue and
# admission with what they import).
SERVER_ROOMS = ("dashboard", "pages", "analyzers/report", "analyzers/runs")
AFFECTED = sys.version_info[:2] == (3, 11) and sys.version_info < (3, 11, 8) or (3, 12) <= sys.version_info < (3, 12, 2)
DEEP = "\n".join(f"def f{i}(a, b):\n    return " + "(" * 40 + f"a + b * {i}" + ")" * 40 for i in range(30))


class _ParsesWhenCollected:
    """Garbage in a reference cycle whose finalizer parses, as another thread's request would, mid-collection."""

    parse = staticmethod(ast.parse)

    def __init__(self):
        self.me = self

    def __del__(self):
        self.parse("x = [1, (2, 3), {'a': 4}]")


@contextmanager
def _collections_often():
    before = gc.get_threshold()
    gc.set_threshold(10, 1, 1)  # a collection every few allocations: one falls inside building a tree
    try:
        yield
    finally:
        gc.set_threshold(*before)


def _garbage(n: int = 30) -> None:
    for _ in range(n):
        _ParsesWhenCollected()


def test_a_parse_interrupted_by_another_fails_without_the_helper_and_never_through_it():
    expected = ast.dump(ast.parse(DEEP))
    with _collections_often():
        if AFFECTED:  # the bug is there: the test below would catch a helper that let a collection in
            with pytest.raises(SystemError, match="recursion depth mismatch"):
                for _ in range(20):
                    _garbage()
                    ast.parse(DEEP)
        for _ in range(20):
            _garbage()
            assert ast.dump(safe_parse(DEEP)) == expected
    gc.collect()


def test_sixteen_threads_parse_at_once_through_the_helper(monkeypatch):
    sources = [DEEP.replace("a + b", f"a - b * {k}") for k in range(16)]
    expected = [ast.dump(ast.parse(s)) for s in sources]
    monkeypatch.setattr(_ParsesWhenCollected, "parse", staticmethod(safe_parse))  # the other requests use it too
    errors, results = [], {}
    start = threading.Barrier(16)

    def work(k: int) -> None:
        try:
            start.wait()
            for _ in range(10):
                _garbage(10)
                results.setdefault(k, []).append(ast.dump(safe_parse(sources[k], filename=f"s{k}.py")))
                assert safe_literal_eval("{'k': (1, 2.5, None)}") == {"k": (1, 2.5, None)}
        except BaseException as e:  # noqa: BLE001 - reported below
            errors.append(f"thread {k}: {type(e).__name__}: {e}")

    with _collections_often():
        threads = [threading.Thread(target=work, args=(k,)) for k in range(16)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=300)
    gc.collect()
    assert not errors, errors
    assert all(results[k] == [expected[k]] * 10 for k in range(16))
    assert gc.isenabled()  # handed back as it was


def test_the_helper_raises_what_the_interpreter_raises():
    with pytest.raises(SyntaxError):
        safe_parse("def broken(:\n")
    with pytest.raises((ValueError, SyntaxError)):  # null bytes: ValueError up to 3.11, SyntaxError after
        safe_parse(b"x = 1\0")
    with pytest.raises(ValueError):
        safe_literal_eval("__import__('os')")
    assert safe_literal_eval("  True") is True and safe_literal_eval(ast.Constant(3)) == 3
    assert gc.isenabled()


# -- the rule: no other parse in what the server runs ---------------------------------------------------------------
def _raw_parses(tree: ast.AST) -> list[str]:
    """``ast.parse`` / ``ast.literal_eval`` calls, ``from ast import parse``, and ``compile(..., PyCF_ONLY_AST)``."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "ast" \
                and node.attr in ("parse", "literal_eval", "PyCF_ONLY_AST"):
            found.append(f"line {node.lineno}: ast.{node.attr}")
        elif isinstance(node, ast.ImportFrom) and node.module == "ast":
            found += [f"line {node.lineno}: from ast import {a.name}" for a in node.names
                      if a.name in ("parse", "literal_eval", "PyCF_ONLY_AST", "*")]
        elif isinstance(node, ast.Name) and node.id == "PyCF_ONLY_AST":
            found.append(f"line {node.lineno}: PyCF_ONLY_AST")
    return found


def test_the_rule_finds_a_raw_parse():
    for text in ("import ast\nast.parse(s)", "from ast import literal_eval", "compile(s, 'f', 'exec', ast.PyCF_ONLY_AST)",
                 "import ast\nv = ast.literal_eval(s)"):
        assert _raw_parses(ast.parse(text)), text
    assert not _raw_parses(ast.parse("import ast\nast.walk(t)\nast.get_source_segment(s, n)\nsafe_parse(s)"))


def test_every_parse_the_server_reaches_goes_through_the_helper():
    offenders = {}
    for room in SERVER_ROOMS:
        for path in sorted((ROOT / room).rglob("*.py")):
            if path == HELPER:
                continue
            found = _raw_parses(ast.parse(path.read_text(encoding="utf-8"), filename=str(path)))
            if found:
                offenders[str(path.relative_to(ROOT))] = found
    assert not offenders, f"parse through analyzers/report/safe_parse.py instead: {offenders}"
