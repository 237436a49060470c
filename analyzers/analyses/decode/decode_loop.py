"""A greedy decode loop that is ours, not ``generate``'s: prefill, then one token a step, with a KV cache.

Ours so that nothing compiles behind our back (transformers' ``generate`` compiles the forward itself
when the cache is static) and so that each step can be timed, synchronized, on its own. Under CUDA
graphs (mode reduce-overhead) every call starts with ``torch.compiler.cudagraph_mark_step_begin()``:
the next token is taken (``argmax``, outside the graph) before the next step may overwrite the graph's
outputs.
"""

from __future__ import annotations

import gc
import logging
import time
import traceback
from dataclasses import dataclass, field

from .decode_inputs import DecodeAPI, new_cache, prefill_kwargs, prompt_ids, reset_cache, step_kwargs
from .decode_watch import CompileWatch, StepEvents

log = logging.getLogger(__name__)


@dataclass
class Round:
    """One generation: prefill (step 0) and ``new_tokens - 1`` decode steps."""

    tokens: list[list[int]] = field(default_factory=list)  # [batch row][token]
    total_s: float | None = None  # prefill + every step, one sync at the end (or after each step)
    prefill_s: float | None = None  # per-step rounds only
    step_s: list[float] = field(default_factory=list)  # per-step rounds only: decode steps 1..N-1
    gpu_ms: list[float] = field(default_factory=list)  # CUDA events around each call (prefill first)
    margins: list[float] = field(default_factory=list)  # top-1 minus top-2 logit, per token (reference round)
    events: list[StepEvents] = field(default_factory=list)  # per call, when watched (prefill first)
    gc_collections: int = 0  # Python's garbage collector during the round: how often, and for how long
    gc_s: float = 0.0
    error: str | None = None
    error_type: str | None = None
    traceback: str = ""
    failed_step: int | None = None


class GCMeter:
    """Counts the garbage collector's runs and their seconds while active (``gc.callbacks``)."""

    def __init__(self) -> None:
        self.collections, self.seconds, self._t0 = 0, 0.0, None

    def _cb(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._t0 = time.perf_counter()
        elif self._t0 is not None:
            self.collections += 1
            self.seconds += time.perf_counter() - self._t0
            self._t0 = None

    def __enter__(self) -> GCMeter:
        gc.callbacks.append(self._cb)
        return self

    def __exit__(self, *exc) -> None:
        if self._cb in gc.callbacks:
            gc.callbacks.remove(self._cb)


class DecodeLoop:
    """Greedy generation with one callable (the eager model or its compiled wrapper) and its own cache."""

    def __init__(self, fn, model, api: DecodeAPI, *, prompt_len: int, new_tokens: int, batch_size: int,
                 cache: str, device: str, cudagraphs: bool = False):
        import torch

        self.fn, self.model, self.api = fn, model, api
        self.new_tokens, self.batch_size, self.device = new_tokens, batch_size, device
        self.kind = cache
        self.capacity = prompt_len + new_tokens
        self.prompt = prompt_ids(model, batch_size, prompt_len, device)
        self.cache = None
        self.notes: list[str] = []
        self.cuda = device.startswith("cuda")
        mark = getattr(getattr(torch, "compiler", None), "cudagraph_mark_step_begin", None)
        self.mark = mark if cudagraphs else None
        if cudagraphs and mark is None:
            self.notes.append("this torch has no torch.compiler.cudagraph_mark_step_begin: CUDA-graph steps "
                              "are not marked, outputs of one step may be overwritten by the next")
        self._torch = torch
        self._pending: list = []  # CUDA event pairs of the round in progress
        self._timed_calls = False

    def _sync(self) -> None:
        if self.cuda:
            self._torch.cuda.synchronize()

    def _fresh_cache(self):
        """A static cache is built once and emptied in place (CUDA graphs replay on its addresses); a
        dynamic cache is new each round (it grows by concatenation)."""
        if self.cache is not None and self.kind == "static" and reset_cache(self.cache):
            return self.cache
        cache, kind, notes = new_cache(self.api, self.model, self.kind, self.capacity, self.batch_size)
        self.kind = kind
        self.notes += [n for n in notes if n not in self.notes]
        if kind == "static":
            # Allocate its tensors eagerly (transformers marks them static addresses only outside a trace),
            # so a compiled prefill does not trace the allocation; then empty it again.
            self.model(**prefill_kwargs(self.api, cache, self.prompt))
            if not reset_cache(cache):
                cache, _, _ = new_cache(self.api, self.model, kind, self.capacity, self.batch_size)
        self.cache = cache
        return cache

    def _call(self, kwargs: dict, r: Round, margins: bool):
        events = None
        if self.cuda and self._timed_calls:  # per-step rounds only: pipelined rounds time nothing but the whole
            events = (self._torch.cuda.Event(enable_timing=True), self._torch.cuda.Event(enable_timing=True))
            events[0].record()
        if self.mark is not None:
            self.mark()
        out = self.fn(**kwargs)
        logits = out.logits[:, -1]
        if margins:
            top = logits.float().topk(2, dim=-1).values
            r.margins.append(round(float((top[:, 0] - top[:, 1]).min()), 6))
        token = logits.argmax(-1)
        if events is not None:
            events[1].record()
            self._pending.append(events)
        return token

    def run(self, *, per_step: bool, watch: CompileWatch | None = None, margins: bool = False) -> Round:
        """One generation. ``per_step``: synchronize and time each call (and ask ``watch`` after it);
        otherwise one synchronization at the end (the pipelined figure). Never raises: a failure is
        recorded in the round with the step it happened at."""
        r = Round()
        self._pending = []
        self._timed_calls = per_step
        tokens = []
        step = 0
        with GCMeter() as meter:  # the collector's runs inside this generation
            try:
                cache = self._fresh_cache()
                self._sync()
                t_start = time.perf_counter()
                token = self._call(prefill_kwargs(self.api, cache, self.prompt), r, margins)
                tokens.append(token)
                if per_step:
                    self._sync()
                    r.prefill_s = time.perf_counter() - t_start
                    if watch is not None:
                        r.events.append(watch.take())
                for step in range(1, self.new_tokens):  # noqa: B007 - the except clause reports it
                    t0 = time.perf_counter()
                    token = self._call(step_kwargs(self.api, cache, token[:, None]), r, margins)
                    tokens.append(token)
                    if per_step:
                        self._sync()
                        r.step_s.append(time.perf_counter() - t0)
                        if watch is not None:
                            r.events.append(watch.take())
                self._sync()
                r.total_s = time.perf_counter() - t_start
                r.gpu_ms = [round(a.elapsed_time(b), 4) for a, b in self._pending]
            except Exception as e:  # noqa: BLE001 - the failure and the step are the finding
                r.error, r.error_type, r.traceback, r.failed_step = str(e), type(e).__name__, traceback.format_exc(), step
                if watch is not None:
                    r.events.append(watch.take())
                log.warning("decode failed at step %d: %s: %s", step, type(e).__name__, e)
        r.gc_collections, r.gc_s = meter.collections, meter.seconds
        try:
            r.tokens = self._torch.stack(tokens, 1).tolist() if tokens else []
        except Exception:  # noqa: BLE001 - a broken device after a failure: no tokens
            r.tokens = []
        self._pending = []
        return r
