"""``ast.parse`` and ``ast.literal_eval`` that are safe in the server's threads (stdlib only).

CPython 3.11 before 3.11.8 (and 3.12 before 3.12.2) keeps the AST constructor's recursion depth in state the whole
interpreter shares (CPython gh-106905; fixed by gh-113035, backported to 3.11 as gh-113476). The constructor runs no
Python code of its own, so a thread building a tree keeps the GIL, except when an allocation starts a garbage
collection: the finalizers and weakref callbacks it runs are Python code, and there the thread may hand the GIL to
another. If that one parses too, it resets the shared depth, and the first parse fails with ``SystemError: AST
constructor recursion depth mismatch`` for source it parsed correctly (a burst of shared-page opens did just that).

So every parse of the dashboard's server side goes through here: one lock serialises them, and garbage collection
is held off while the tree is built, so no Python code runs and no other thread gets in. Errors are raised as the
interpreter raises them (``SyntaxError``, ``ValueError``, ``RecursionError``...). ``tests/test_safe_parse.py`` checks
that no other ``ast.parse`` or ``ast.literal_eval`` appears in the files the server reaches.
"""

from __future__ import annotations

import ast
import gc
import threading

_LOCK = threading.RLock()  # re-entrant: a parse is never re-entered from a collection (none runs), but never hangs


def safe_parse(source: str | bytes, filename: str = "<unknown>", mode: str = "exec", **kwargs) -> ast.AST:
    """``ast.parse(source, filename, mode, **kwargs)``, one at a time, with no garbage collection inside."""
    with _LOCK:
        collecting = gc.isenabled()
        gc.disable()
        try:
            return ast.parse(source, filename, mode, **kwargs)
        finally:
            if collecting:
                gc.enable()


def safe_literal_eval(node_or_string):
    """``ast.literal_eval``: a string is parsed through ``safe_parse`` (a node needs no parse)."""
    if isinstance(node_or_string, str):
        node_or_string = safe_parse(node_or_string.lstrip(" \t"), mode="eval")
    return ast.literal_eval(node_or_string)
