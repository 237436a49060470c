"""What a decode loop hands a transformers causal LM: the prompt, the KV cache, the forward's keyword names.

Feature-detected in the installed transformers (5.2x names the cache keyword ``cache``, earlier releases
``past_key_values``; ``logits_to_keep``; StaticCache / DynamicCache constructors), never by version string.
``decode_step_probe`` turns a loaded causal LM into one decode step (a prefilled cache and one new token),
so that explain, the compile trace and the profile look at the decode path, not at a prefill.
"""

from __future__ import annotations

import inspect
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...models.contract import LoadedModel, SourceError

log = logging.getLogger(__name__)

# Calls of the probe's decode step that explain, compile and profile make (each one appends a token):
# the probe's static cache holds this many tokens beyond the prompt.
PROBE_SLACK = 128


@dataclass
class DecodeAPI:
    """How this transformers' causal LM takes a cache, and which cache classes exist."""

    cache_kwarg: str  # "cache" or "past_key_values"
    logits_to_keep: bool
    static_cls: Any  # transformers.StaticCache or None
    dynamic_cls: Any  # transformers.DynamicCache or None
    transformers_version: str | None


def decode_api(model) -> DecodeAPI:
    """Check that ``model`` is a causal LM this loop can drive; raise SourceError saying what is missing."""
    params = _forward_params(model)
    kwarg = "cache" if "cache" in params else "past_key_values" if "past_key_values" in params else None
    config = getattr(model, "config", None)
    vocab = _text_config_attr(config, "vocab_size")
    if kwarg is None or not isinstance(vocab, int) or "input_ids" not in params:
        raise SourceError(
            f"{type(model).__name__} is not a causal LM this decode loop can drive: it needs a transformers model "
            "whose forward takes input_ids and a KV cache (past_key_values / cache) and returns logits, e.g. "
            "AutoModelForCausalLM / LlamaForCausalLM / GPT2LMHeadModel (or use --workload forward)"
        )
    try:
        import transformers
        from transformers import cache_utils
    except Exception as e:  # noqa: BLE001
        raise SourceError(f"transformers is not importable here ({e}): decode needs its KV cache classes") from e
    return DecodeAPI(
        cache_kwarg=kwarg,
        logits_to_keep="logits_to_keep" in params,
        static_cls=getattr(cache_utils, "StaticCache", None),
        dynamic_cls=getattr(cache_utils, "DynamicCache", None),
        transformers_version=getattr(transformers, "__version__", None),
    )


def _forward_params(model) -> set[str]:
    try:
        return set(inspect.signature(model.forward).parameters)
    except (TypeError, ValueError):
        return set()


def _text_config_attr(config, name: str):
    if config is None:
        return None
    get_text = getattr(config, "get_text_config", None)
    text = get_text(decoder=True) if callable(get_text) else config
    return getattr(text, name, getattr(config, name, None))


def position_limit(model) -> int | None:
    limit = _text_config_attr(getattr(model, "config", None), "max_position_embeddings")
    return limit if isinstance(limit, int) else None


def check_length(model, prompt_len: int, new_tokens: int) -> None:
    """Raise SourceError when prompt + generated tokens exceed the model's position embeddings."""
    limit = position_limit(model)
    if limit is not None and prompt_len + new_tokens > limit:
        raise SourceError(
            f"prompt_len {prompt_len} + new_tokens {new_tokens} = {prompt_len + new_tokens} tokens is longer than "
            f"{type(model).__name__} supports (max_position_embeddings = {limit}): lower --prompt-len or --new-tokens"
        )


def prompt_ids(model, batch_size: int, prompt_len: int, device: str):
    """Random prompt tokens from their own seeded generator (like the zoo's inputs)."""
    import torch

    vocab = _text_config_attr(model.config, "vocab_size")
    gen = torch.Generator().manual_seed(0)
    return torch.randint(0, vocab, (batch_size, prompt_len), generator=gen).to(device)


def new_cache(api: DecodeAPI, model, kind: str, capacity: int, batch_size: int) -> tuple[Any, str, list[str]]:
    """A fresh KV cache of ``kind``; returns (cache, the kind built, notes). Degrades to the other kind
    with a note when this transformers lacks the class asked for."""
    notes: list[str] = []
    cls = api.static_cls if kind == "static" else api.dynamic_cls
    if cls is None:
        other = "dynamic" if kind == "static" else "static"
        name = "StaticCache" if kind == "static" else "DynamicCache"
        notes.append(f"this transformers ({api.transformers_version}) has no {name}: decoded with a {other} cache")
        kind, cls = other, api.dynamic_cls if other == "dynamic" else api.static_cls
        if cls is None:
            raise SourceError("this transformers has neither StaticCache nor DynamicCache: upgrade transformers")
    params = _init_params(cls)
    kw: dict[str, Any] = {}
    if "config" in params:
        kw["config"] = model.config
    if kind == "static":
        kw["max_cache_len"] = capacity
        # Older releases allocate in the constructor and take the batch, device and dtype there.
        param = next(iter(model.parameters()))
        for name, value in (("max_batch_size", batch_size), ("batch_size", batch_size),
                            ("device", param.device), ("dtype", param.dtype)):
            if name in params:
                kw[name] = value
    return cls(**kw), kind, notes


def _init_params(cls) -> set[str]:
    try:
        return set(inspect.signature(cls.__init__).parameters)
    except (TypeError, ValueError):
        return set()


def prefill_kwargs(api: DecodeAPI, cache, ids) -> dict:
    kw = {"input_ids": ids, api.cache_kwarg: cache, "use_cache": True}
    if api.logits_to_keep:
        kw["logits_to_keep"] = 1  # the next token needs the last position's logits only (as generate does)
    return kw


def step_kwargs(api: DecodeAPI, cache, token) -> dict:
    """One decode step: ``token`` is (batch, 1). No attention mask: batch rows are unpadded, so the
    model's causal mask is exact (and no mask grows by a column each step)."""
    kw = {"input_ids": token, api.cache_kwarg: cache, "use_cache": True}
    if api.logits_to_keep:
        kw["logits_to_keep"] = 1  # the same keywords as the prefill: only the shapes change
    return kw


def reset_cache(cache) -> bool:
    """Empty a cache in place (a static cache keeps its tensors: CUDA graphs need their addresses)."""
    reset = getattr(cache, "reset", None)
    if not callable(reset):
        return False
    reset()
    return True


def generate_compile_info(model, api: DecodeAPI, cache) -> dict:
    """Would ``model.generate`` compile the forward itself for this cache? (transformers' ``compile_config``:
    a static cache on a GPU is compiled inside generate unless ``disable_compile=True``.)"""
    import copy

    info: dict[str, Any] = {"transformers": api.transformers_version, "generate_would_compile": None}
    try:
        from transformers import GenerationConfig

        info["disable_compile_option"] = hasattr(GenerationConfig(), "disable_compile")
    except Exception:  # noqa: BLE001
        info["disable_compile_option"] = False
    gen_cfg = getattr(model, "generation_config", None)
    criteria = getattr(model, "_valid_auto_compile_criteria", None)
    if gen_cfg is None or not callable(criteria):
        info["note"] = "this transformers does not compile inside generate (no auto-compile criteria)"
        return info
    try:
        info["generate_would_compile"] = bool(criteria({api.cache_kwarg: cache}, copy.deepcopy(gen_cfg)))
    except Exception as e:  # noqa: BLE001 - a private API: say so, never fail the run over it
        info["note"] = f"could not ask transformers whether generate compiles ({type(e).__name__}: {e})"
    return info


def decode_step_probe(loaded: LoadedModel, opts, grad: Callable) -> LoadedModel:
    """The loaded causal LM as one decode step: a cache prefilled with the prompt and the next token.

    Explain, compile and profile call it as they call any model (each call appends a token; a static
    cache has room for ``PROBE_SLACK`` of them). The compile stage's two further calls show whether the
    step recompiles as the cache grows.
    """
    model = loaded.model
    api = decode_api(model)
    check_length(model, opts.prompt_len, opts.new_tokens)
    limit = position_limit(model)
    slack = PROBE_SLACK if limit is None else max(8, min(PROBE_SLACK, limit - opts.prompt_len))
    cache, kind, notes = new_cache(api, model, opts.cache, opts.prompt_len + slack, opts.batch_size)
    ids = prompt_ids(model, opts.batch_size, opts.prompt_len, opts.device)
    try:
        with grad():
            out = model(**prefill_kwargs(api, cache, ids))
    except Exception as e:
        raise SourceError(f"the prefill of a {opts.prompt_len}-token prompt failed: {type(e).__name__}: {e}") from e
    token = out.logits[:, -1:].argmax(-1)
    kwargs = step_kwargs(api, cache, token)
    desc = f"{loaded.description}; one decode step after a {opts.prompt_len}-token prompt, {kind} cache"
    for n in notes:
        log.warning(n)
    return LoadedModel(model, (), kwargs, [((), kwargs), ((), kwargs)], description=desc, user_files=loaded.user_files)
