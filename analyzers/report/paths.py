"""Source paths as a report stores and shows them: the same on every machine.

A report travels (examples recorded on an H200, a run copied home from a Ray node, a one-file HTML export),
so the recording machine's folders say nothing to its reader. A file of the user's recipe is stored relative
to the recipe's folder (``model.py``, ``sub/helpers.py``), an installed package's file from the package on
(``transformers/models/bert/modeling_bert.py``, ``torch/nn/modules/module.py``), CompileScope's own files
from ``analyzers/`` on. Only where a file must be opened later does the absolute path stay (the run request's
recipe path, which a re-run reads). Stdlib only: the engine stores paths with it and the dashboard shows
older reports' absolute paths with it.
"""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass

PACKAGE_MARKERS = ("/site-packages/", "/dist-packages/")
_STDLIB_RE = re.compile(r"/lib/python\d+\.\d+/")  # the standard library's folder (``/usr/lib/python3.12/``)
OWN_PACKAGE = "/analyzers/"

# "file:line in name: code" (a stack label), "file:line" or a bare file.
_LABEL_RE = re.compile(r"^(?P<file>.+?)(?P<rest>:\d+(?: in .*)?)$", re.S)


def _under(path: str, root: str) -> str | None:
    prefix = root.rstrip("/") + "/"
    return path[len(prefix):] if path.startswith(prefix) and len(path) > len(prefix) else None


# Folders where libraries write the code they generate at run time (never a user's own file).
TEMP_DIRS = tuple(dict.fromkeys((tempfile.gettempdir().rstrip("/") + "/", "/tmp/", "/var/tmp/")))


def _in_working_folder(path: str) -> bool:
    """Whether ``path`` lies under the current folder, unless that folder is ``/`` or a temp folder itself."""
    cwd = os.getcwd().rstrip("/") + "/"
    return cwd != "/" and cwd not in TEMP_DIRS and _under(path, cwd) is not None


def portable_path(path: object, base: str | None = None, roots: Iterable[str] = ()) -> str:
    """``path`` as a report stores it (see the module docstring); a path already relative, generated code
    (``<eval_with_key>.3``) or a file outside every known folder is returned unchanged.

    Args:
        path: An absolute file path, as Python or a log recorded it.
        base: The recipe's folder: its files are stored relative to it.
        roots: Import roots of the recording machine (``sys.path`` entries, the stdlib folder), longest
            match first: a file under one is stored relative to it (a package outside site-packages, such
            as a torch source checkout). Leave empty to use only what the path itself shows.
    """
    s = str(path)
    if not s.startswith("/"):
        return s
    if base and (rel := _under(s, base)) is not None:
        return rel
    for marker in PACKAGE_MARKERS:
        if marker in s:
            return s.rsplit(marker, 1)[1]
    for root in sorted((r for r in roots if r and r.rstrip("/")), key=len, reverse=True):
        if (rel := _under(s, root)) is not None:
            return rel
    if (m := _STDLIB_RE.search(s)) and s[m.end():]:  # Python's own library, its roots unknown here
        return s[m.end():]
    if OWN_PACKAGE in s:
        return "analyzers/" + s.rsplit(OWN_PACKAGE, 1)[1]
    if s.startswith(TEMP_DIRS) and not _in_working_folder(s):
        # code a library generated at run time (torch_geometric's propagate): gone anyway. A project that itself
        # lives in the temp folder (a clone in /tmp, the working folder) keeps its paths.
        return "<temp>/" + s.rsplit("/", 1)[-1]
    return s


def portable_label(label: object, base: str | None = None, roots: Iterable[str] = ()) -> str:
    """A stack line (``/abs/file.py:12 in forward: code``) with its file made portable, the rest kept."""
    s = str(label)
    m = _LABEL_RE.match(s)
    if not m:
        return portable_path(s, base, roots)
    return portable_path(m["file"], base, roots) + m["rest"]


# an absolute path inside a longer text: a guard's "<module 'x' from '/tmp/x_8n0ryn1a.py'>", torch's "frame skipped:
# forward (/venv/lib/python3.12/site-packages/m.py line 178)"; a URL's "//host/..." is none
_PATH_IN_TEXT_RE = re.compile(r"(?<![\w./~:-])/(?:[\w.+@-]+/)+[\w.+@-]+")


def portable_text(text: str, base: str | None = None, roots: Iterable[str] = ()) -> str:
    """``text`` (a message, a guard) with every absolute path in it made portable (``portable_path``)."""
    s = str(text)
    return _PATH_IN_TEXT_RE.sub(lambda m: portable_path(m[0], base, roots), s) if "/" in s else s


def run_folder_text(text: str, run_id: str) -> str:
    """``text`` with every absolute path into the run's own folder (``/any/where/<run_id>/artifacts/x``) written from
    the store on (``runs/<run_id>/artifacts/x``): the machine that recorded the run kept its store elsewhere."""
    if not run_id or f"/{run_id}/" not in str(text):
        return str(text)
    return re.sub(r"(?<![\w.])/[^\s'\"]*?/" + re.escape(run_id) + "/", f"runs/{run_id}/", str(text))


@dataclass(frozen=True)
class Portable:
    """How one run's paths are stored: its recipe folder (as named and resolved) and the recording
    machine's import roots."""

    bases: tuple[str, ...] = ()
    roots: tuple[str, ...] = ()

    @classmethod
    def for_run(cls, source: dict | None, roots: tuple[str, ...] = ()) -> Portable:
        base = recipe_folder(source)
        bases = tuple(dict.fromkeys([base, os.path.realpath(base)])) if base else ()
        return cls(bases, roots)

    def path(self, path: object) -> str:
        if not path:
            return "" if path is None else str(path)
        s = str(path)
        for base in self.bases:
            if (rel := _under(s, base)) is not None:
                return rel
        return portable_path(s, None, self.roots)

    def label(self, label: object) -> str:
        m = _LABEL_RE.match(str(label))
        return self.path(m["file"]) + m["rest"] if m else self.path(label)

    def labels(self, labels: Iterable[object] | None) -> list[str]:
        return [self.label(x) for x in labels or ()]


def import_roots(extra: Iterable[str] = ()) -> tuple[str, ...]:
    """This process's import roots (``sys.path`` folders and the stdlib), as written and resolved; ``/`` and
    the current folder's empty entry are left out (they would make every path relative)."""
    import sys
    import sysconfig

    found: list[str] = []
    paths = sysconfig.get_paths()
    for p in [*sys.path, *(paths.get(k) or "" for k in ("stdlib", "platstdlib", "purelib", "platlib")), *extra]:
        if not p or not os.path.isabs(p) or not os.path.isdir(p):
            continue
        for v in (os.path.normpath(p), os.path.realpath(p)):
            if v != "/" and v not in found:
                found.append(v)
    return tuple(found)


def recipe_folder(source: dict | None) -> str | None:
    """The folder of a recipe source (``request.source``), the base its files are stored relative to."""
    source = source or {}
    name = str(source.get("name") or "")
    if source.get("kind") != "recipe" or "/" not in name:
        return None
    return name.rsplit("/", 1)[0] or "/"


def portable_compile_paths(section: dict, paths: Portable, run_dir: str | None = None) -> dict:
    """The compile section's files made portable in place (``compile_ids`` and their attempts, the trace's
    graph breaks and their stacks); its ``log_files`` relative to ``run_dir`` (the run's own folder) when
    inside it. Call it after the trace's breaks have been merged (``merge_trace_breaks`` judges frames by
    their absolute paths). Returns ``section``."""
    for cid in section.get("compile_ids") or ():
        if not isinstance(cid, dict):
            continue
        if cid.get("file"):
            cid["file"] = paths.path(cid["file"])
        for att in cid.get("attempts") or ():
            if isinstance(att, dict) and att.get("file"):
                att["file"] = paths.path(att["file"])
    for att in section.get("outside_frame") or ():
        if isinstance(att, dict) and att.get("file"):
            att["file"] = paths.path(att["file"])
    for gb in section.get("graph_breaks") or ():
        if not isinstance(gb, dict):
            continue
        if gb.get("file"):
            gb["file"] = paths.path(gb["file"])
        if isinstance(gb.get("user_stack"), list):
            gb["user_stack"] = paths.labels(gb["user_stack"])
    if run_dir and isinstance(section.get("log_files"), list):
        section["log_files"] = [_under(str(f), run_dir) or str(f) for f in section["log_files"]]
    return section


def portable_graph_sources(doc: object, paths: Portable) -> None:
    """The FX graphs' source tables (``artifacts/graphs.json``: every ``sources`` list of ``{file, line, ...}``,
    however deep) with portable files, in place."""
    if isinstance(doc, dict):
        for key, value in doc.items():
            if key == "sources" and isinstance(value, list):
                for src in value:
                    if isinstance(src, dict) and src.get("file"):
                        src["file"] = paths.path(src["file"])
            else:
                portable_graph_sources(value, paths)
    elif isinstance(doc, list):
        for value in doc:
            portable_graph_sources(value, paths)
