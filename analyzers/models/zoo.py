"""Zoo models: well-known Hugging Face architectures built offline, with random weights.

No hub access exists where CompileScope runs, so every model is built from a ``transformers``
config class (never ``from_pretrained`` on a hub name). Random weights do not change what
torch.compile does with a model (graphs, breaks, kernels, timings), only its outputs.

Models are built on CPU in fp32 and in eval mode; ``sources.load_model`` moves them to the
requested device and dtype. Inputs are passed as keyword arguments (``LoadedModel.kwargs``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from ..report.catalog import ZOO
from ..report.schema import CompileOptions
from .contract import LoadedModel, SourceError

log = logging.getLogger(__name__)

# Input kinds: what example inputs a model takes.
TEXT, SEQ2SEQ, IMAGE = "text", "seq2seq", "image"

# Config model_types that take pixel_values (for local checkpoints, see example_inputs_for_config).
VISION_MODEL_TYPES = {
    "vit", "deit", "beit", "dinov2", "swin", "swinv2", "convnext", "convnextv2", "resnet",
    "regnet", "efficientnet", "mobilenet_v2", "mobilevit", "levit", "poolformer", "segformer",
    "clip_vision_model", "siglip_vision_model", "vit_mae", "data2vec-vision", "bit", "cvt",
}

_TINY = {"vocab_size": 1000}  # small vocabularies keep tiny models' embeddings cheap


def zoo_configs() -> dict[str, tuple[str, Callable[[], Any], str]]:
    """name -> (transformers model class name, config factory, input kind)."""
    import transformers as tf

    return {
        # Exactly the default BertConfig: its timings are compared against reference runs.
        "bert-base": ("BertForSequenceClassification", lambda: tf.BertConfig(), TEXT),
        "gpt2": ("GPT2LMHeadModel", lambda: tf.GPT2Config(), TEXT),
        # Llama-3.2-1B-like shape with a Llama-2 vocabulary: 1.04B parameters (tied embeddings).
        "llama-1b": (
            "LlamaForCausalLM",
            lambda: tf.LlamaConfig(
                hidden_size=2048, intermediate_size=8192, num_hidden_layers=16,
                num_attention_heads=32, num_key_value_heads=8, vocab_size=32000,
                max_position_embeddings=2048, tie_word_embeddings=True,
            ),
            TEXT,
        ),
        "t5-small": ("T5ForConditionalGeneration", lambda: tf.T5Config(), SEQ2SEQ),  # defaults = t5-small
        "vit-base": ("ViTForImageClassification", lambda: tf.ViTConfig(num_labels=1000), IMAGE),
        "tiny-bert": (
            "BertForSequenceClassification",
            lambda: tf.BertConfig(hidden_size=64, num_hidden_layers=2, num_attention_heads=2, intermediate_size=128, **_TINY),
            TEXT,
        ),
        "tiny-gpt2": ("GPT2LMHeadModel", lambda: tf.GPT2Config(n_embd=64, n_layer=2, n_head=2, n_positions=512, **_TINY), TEXT),
        "tiny-llama": (
            "LlamaForCausalLM",
            lambda: tf.LlamaConfig(
                hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
                num_key_value_heads=2, max_position_embeddings=512, **_TINY,
            ),
            TEXT,
        ),
        "tiny-t5": (
            "T5ForConditionalGeneration",
            lambda: tf.T5Config(d_model=64, d_ff=128, d_kv=32, num_layers=2, num_decoder_layers=2, num_heads=2, **_TINY),
            SEQ2SEQ,
        ),
        "tiny-vit": (
            "ViTForImageClassification",
            lambda: tf.ViTConfig(
                hidden_size=64, num_hidden_layers=2, num_attention_heads=2, intermediate_size=128,
                image_size=32, patch_size=4,
            ),
            IMAGE,
        ),
    }


def zoo_config(name: str) -> tuple[type, Any, str]:
    """The model class, its (inference-ready) config and its input kind, without building weights.

    Tests use it to count parameters on the meta device.
    """
    import transformers

    specs = zoo_configs()
    if name not in specs:
        raise SourceError(f"unknown model {name!r}: choose one of {', '.join(ZOO)}")
    cls_name, make_config, kind = specs[name]
    cls = getattr(transformers, cls_name)
    config = make_config()
    if name != "bert-base":  # bert-base stays the plain default config (reference timings)
        if getattr(config, "use_cache", None) is not None:
            config.use_cache = False  # a single forward pass: no KV cache objects in the graph
        if getattr(cls, "_supports_sdpa", False):
            config._attn_implementation = "sdpa"  # the default in transformers 5, explicit for 4.x
    return cls, config, kind


def build_zoo_model(name: str, options: CompileOptions) -> LoadedModel:
    """Build zoo model ``name`` (random weights, seed 0) and its example inputs."""
    import torch

    cls, config, kind = zoo_config(name)
    check_seq_len(config, options.seq_len, what=name, kind=kind)
    # Build straight on the target device: random init of 100M+ parameters on a GPU takes a
    # fraction of the seconds it takes on the host CPU (bert-base load: 15 s -> a few s on the H200).
    with torch.random.fork_rng(devices=[]), torch.device(options.device):
        torch.manual_seed(0)
        model = cls(config).eval()
    args, kwargs = _inputs(config, kind, options)
    log.info(
        "built %s: %s, %.1fM parameters, attention %s",
        name, cls.__name__, sum(p.numel() for p in model.parameters()) / 1e6,
        getattr(model.config, "_attn_implementation", "?"),
    )
    return LoadedModel(model, args, kwargs, description=ZOO[name])


def example_inputs_for_config(config: Any, options: CompileOptions) -> tuple[tuple, dict]:
    """Example inputs for a local checkpoint's config, chosen by ``config.model_type``.

    Vision models get ``pixel_values``; encoder-decoders get ``input_ids``, ``attention_mask``
    and ``decoder_input_ids``; other models with a vocabulary get ``input_ids`` and
    ``attention_mask``. Anything else (audio, multimodal) needs a recipe file.
    """
    model_type = getattr(config, "model_type", "") or ""
    if model_type in VISION_MODEL_TYPES or (hasattr(config, "image_size") and not hasattr(config, "vocab_size")):
        kind = IMAGE
    elif getattr(config, "is_encoder_decoder", False):
        kind = SEQ2SEQ
    elif getattr(config, "vocab_size", None):
        kind = TEXT
    else:
        raise SourceError(
            f"cannot choose example inputs for model_type {model_type!r}: "
            "write a recipe file (build_model() and example_inputs()) for this model"
        )
    check_seq_len(config, options.seq_len, what=f"this {model_type or 'model'} checkpoint", kind=kind)
    args, kwargs = _inputs(config, kind, options)
    if kind != IMAGE and getattr(config, "use_cache", None) and (kind == SEQ2SEQ or _is_causal_lm(config)):
        kwargs["use_cache"] = False  # one forward pass: keep KV cache objects out of the graph
    return args, kwargs


def check_seq_len(config: Any, seq_len: int, what: str, kind: str = TEXT) -> None:
    """Raise SourceError when ``seq_len`` exceeds the model's position embeddings.

    Image models ignore ``seq_len``; T5-style relative positions have no limit.
    """
    if kind == IMAGE:
        return
    limit = getattr(config, "max_position_embeddings", None)
    if isinstance(limit, int) and seq_len > limit:
        raise SourceError(
            f"seq_len {seq_len} is longer than {what} supports (max_position_embeddings = {limit}): "
            f"use a seq_len of {limit} or less"
        )


def _is_causal_lm(config: Any) -> bool:
    archs = getattr(config, "architectures", None) or []
    return bool(getattr(config, "is_decoder", False)) or any(a.endswith(("ForCausalLM", "LMHeadModel")) for a in archs)


def _inputs(config: Any, kind: str, options: CompileOptions) -> tuple[tuple, dict]:
    """Random inputs from their own seeded generator, so they do not depend on the model's size."""
    import torch

    gen = torch.Generator().manual_seed(0)
    b, s = options.batch_size, options.seq_len
    if kind == IMAGE:
        size = getattr(config, "image_size", 224)
        h, w = (size, size) if isinstance(size, int) else tuple(size)[:2]
        channels = getattr(config, "num_channels", 3)
        return (), {"pixel_values": torch.randn(b, channels, h, w, generator=gen)}
    vocab = config.vocab_size
    kwargs = {
        "input_ids": torch.randint(0, vocab, (b, s), generator=gen),
        "attention_mask": torch.ones(b, s, dtype=torch.long),
    }
    if kind == SEQ2SEQ:
        kwargs["decoder_input_ids"] = torch.randint(0, vocab, (b, s), generator=gen)
    return (), kwargs
