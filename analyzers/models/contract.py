"""What every model source returns: one ``LoadedModel`` contract, and the one error a bad source raises.

The zoo, the demo models, recipe files and local checkpoints all build a ``LoadedModel``; ``sources.load_model``
picks the builder and moves the result to the requested device and dtype. Lives apart so that the builders
import only this file, never each other or the dispatcher.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


class SourceError(ValueError):
    """Bad model source: the message says what to change."""


@dataclass
class LoadedModel:
    model: Any  # torch.nn.Module
    args: tuple
    kwargs: dict = field(default_factory=dict)
    # Further inputs, called after the first, in order: they show recompiles (shapes, python args).
    extra_calls: list[tuple[tuple, dict]] = field(default_factory=list)
    description: str = ""
    # Files whose lines count as "the user's code" when attributing graph breaks.
    user_files: list[str] = field(default_factory=list)
