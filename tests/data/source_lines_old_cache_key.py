"""A recipe that makes this torch key its FX graph cache as torch before the provenance fix did (PyTorch PR
#179728, torch <= 2.11): ``trace.provenance_tracking_level`` left out of the key, so an entry that a process without
provenance filled (the user's own job) serves a run that asked for provenance. The model is the container recipe's.
Importing it patches the process that imports it (the plain job and the engine's worker alike)."""

import importlib.util
from pathlib import Path

from torch._inductor import codecache

_init = codecache.FxGraphHashDetails.__init__


def _init_without_provenance(self, *args, **kwargs):
    _init(self, *args, **kwargs)
    self.__dict__.pop("provenance_tracking_level", None)


if getattr(codecache.FxGraphHashDetails.__init__, "__name__", "") != "_init_without_provenance":
    codecache.FxGraphHashDetails.__init__ = _init_without_provenance

_spec = importlib.util.spec_from_file_location("source_lines_container", Path(__file__).with_name(
    "source_lines_container.py"))
_container = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_container)


def build_model():
    return _container.build_model()


def example_inputs():
    return _container.example_inputs()
