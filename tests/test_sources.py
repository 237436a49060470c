"""Zoo and demo model sources: they build offline, run eagerly, and break where they claim to.

CPU only and fast: tiny zoo models run one forward; full-size models are counted on the meta
device (bert-base is built for real, not run); demos are checked with torch._dynamo.explain.
"""

from __future__ import annotations

import inspect

import pytest
import torch
import torch._dynamo

from analyzers.models import demos, zoo
from analyzers.models.contract import SourceError
from analyzers.report.catalog import DEMO_NAMES, DEMOS, ZOO_NAMES
from analyzers.report.schema import CompileOptions

OPTS = CompileOptions(batch_size=2, seq_len=16)
TINY = [n for n in ZOO_NAMES if n.startswith("tiny-")]
BREAK_DEMOS = [n for n, (_, cat) in DEMOS.items() if cat and n not in ("python-arg", "shapes")]


def test_every_catalog_name_has_a_builder():
    assert set(zoo.zoo_configs()) == set(ZOO_NAMES)
    assert set(demos.DEMO_CLASSES) == set(DEMO_NAMES)


@pytest.mark.parametrize("name", TINY)
def test_tiny_zoo_model_runs(name):
    loaded = zoo.build_zoo_model(name, OPTS)
    assert loaded.args == () and loaded.kwargs and loaded.description
    assert all(p.dtype == torch.float32 and p.device.type == "cpu" for p in loaded.model.parameters())
    if name == "tiny-vit":
        assert loaded.kwargs["pixel_values"].shape == (2, 3, 32, 32)
    else:
        assert loaded.kwargs["input_ids"].shape == (2, 16)
    if name == "tiny-t5":
        assert loaded.kwargs["decoder_input_ids"].shape == (2, 16)
    with torch.no_grad():
        out = loaded.model(*loaded.args, **loaded.kwargs)
    assert out.logits.shape[0] == 2
    assert torch.isfinite(out.logits).all()


def test_zoo_build_is_deterministic():
    a = zoo.build_zoo_model("tiny-llama", OPTS)
    b = zoo.build_zoo_model("tiny-llama", OPTS)
    assert torch.equal(a.kwargs["input_ids"], b.kwargs["input_ids"])
    for (k, p), q in zip(a.model.state_dict().items(), b.model.state_dict().values()):
        assert torch.equal(p, q), k


def test_bert_base_is_the_default_config():
    from transformers import BertConfig, BertForSequenceClassification

    loaded = zoo.build_zoo_model("bert-base", CompileOptions(batch_size=4, seq_len=128))
    assert type(loaded.model) is BertForSequenceClassification
    assert zoo.zoo_config("bert-base")[1].to_dict() == BertConfig().to_dict()  # untouched defaults
    n = sum(p.numel() for p in loaded.model.parameters())
    assert 105e6 < n < 112e6  # 109,483,778
    ids, mask = loaded.kwargs["input_ids"], loaded.kwargs["attention_mask"]
    assert ids.shape == mask.shape == (4, 128)
    assert mask.dtype == torch.long and bool((mask == 1).all())
    assert 0 <= int(ids.min()) and int(ids.max()) < 30522


@pytest.mark.parametrize(
    "name, low, high",
    [("gpt2", 120e6, 130e6), ("llama-1b", 0.9e9, 1.2e9), ("t5-small", 55e6, 65e6), ("vit-base", 84e6, 90e6)],
)
def test_full_size_parameter_counts(name, low, high):
    cls, config, _kind = zoo.zoo_config(name)
    with torch.device("meta"):  # shapes only: no memory, no init time
        model = cls(config)
    assert low < sum(p.numel() for p in model.parameters()) < high
    if name == "llama-1b":
        assert config.num_hidden_layers == 16


@pytest.mark.parametrize("name, seq_len", [("bert-base", 513), ("gpt2", 2048), ("tiny-llama", 10_000)])
def test_too_long_seq_len_is_a_source_error(name, seq_len):
    with pytest.raises(SourceError, match="seq_len"):
        zoo.build_zoo_model(name, CompileOptions(seq_len=seq_len))


def test_image_models_ignore_seq_len():
    loaded = zoo.build_zoo_model("tiny-vit", CompileOptions(batch_size=1, seq_len=100_000))
    assert loaded.kwargs["pixel_values"].shape == (1, 3, 32, 32)


def test_unknown_zoo_name():
    with pytest.raises(SourceError, match="choose one of"):
        zoo.build_zoo_model("resnet-9000", OPTS)


def test_example_inputs_for_config():
    from transformers import GPT2Config, T5Config, ViTConfig

    args, kw = zoo.example_inputs_for_config(GPT2Config(architectures=["GPT2LMHeadModel"]), OPTS)
    assert args == () and set(kw) == {"input_ids", "attention_mask", "use_cache"} and kw["use_cache"] is False
    _, kw = zoo.example_inputs_for_config(T5Config(), OPTS)
    assert {"input_ids", "attention_mask", "decoder_input_ids"} <= set(kw)
    _, kw = zoo.example_inputs_for_config(ViTConfig(image_size=48), CompileOptions(batch_size=3))
    assert set(kw) == {"pixel_values"} and kw["pixel_values"].shape == (3, 3, 48, 48)
    with pytest.raises(SourceError, match="seq_len"):
        zoo.example_inputs_for_config(GPT2Config(n_positions=8), OPTS)


@pytest.mark.parametrize("name", ["tiny-gpt2", "tiny-t5"])
def test_local_checkpoint_round_trip(name, tmp_path):
    """A tiny zoo model saved with save_pretrained loads through sources' hf: path and runs."""
    from analyzers.models.sources import load_model
    from analyzers.report.schema import ModelSource

    zoo.build_zoo_model(name, OPTS).model.save_pretrained(tmp_path)
    loaded = load_model(ModelSource.parse(f"hf:{tmp_path}"), OPTS)
    assert loaded.kwargs["input_ids"].shape == (2, 16)
    with torch.no_grad():
        assert loaded.model(*loaded.args, **loaded.kwargs).logits.shape[:2] == (2, 16)


# ---- demos ----


@pytest.mark.parametrize("name", DEMO_NAMES)
def test_demo_runs_eagerly(name):
    loaded = demos.build_demo(name, OPTS)
    assert loaded.user_files == [demos.THIS_FILE]
    assert DEMOS[name][0] in loaded.description
    with torch.no_grad():
        out = loaded.model(*loaded.args, **loaded.kwargs)
        assert out.shape == (2, 16, demos.HIDDEN)
        for args, kwargs in loaded.extra_calls:
            assert loaded.model(*args, **kwargs).shape == args[0].shape
    assert bool(loaded.extra_calls) == (name in ("python-arg", "shapes"))


def _break_lines(model) -> set[int]:
    """Line numbers in the demo's forward that carry the ``# BREAK`` marker."""
    lines, start = inspect.getsourcelines(type(model).forward)
    return {start + i for i, text in enumerate(lines) if text.rstrip().endswith("# BREAK")}


def _explain(loaded):
    torch._dynamo.reset()
    try:
        return torch._dynamo.explain(loaded.model)(*loaded.args, **loaded.kwargs)
    finally:
        torch._dynamo.reset()


@pytest.mark.parametrize("name", BREAK_DEMOS)
def test_break_demo_breaks_at_marked_line(name):
    loaded = demos.build_demo(name, OPTS)
    expected = _break_lines(loaded.model)
    assert len(expected) == 1, f"demo {name} should mark exactly one line with # BREAK"
    result = _explain(loaded)
    assert result.graph_break_count >= 1
    found = set()
    for reason in result.break_reasons:
        ours = [f for f in reason.user_stack if f.filename == demos.THIS_FILE]
        if ours:
            found.add(ours[-1].lineno)
    assert expected <= found, f"{name}: breaks at lines {sorted(found)}, # BREAK at {sorted(expected)}"


@pytest.mark.parametrize("name", ["python-arg", "shapes", "clean"])
def test_no_break_demos_have_one_graph(name):
    loaded = demos.build_demo(name, OPTS)
    assert not _break_lines(loaded.model)
    result = _explain(loaded)
    assert result.graph_break_count == 0 and result.graph_count == 1


@pytest.mark.parametrize("name, compiles", [("python-arg", 2), ("shapes", 3), ("clean", 1)])
def test_recompile_demos_recompile(name, compiles):
    """Count backend compilations over the first call and the extra calls (default dynamic)."""
    loaded = demos.build_demo(name, OPTS)
    seen = []

    def backend(gm, example_inputs):
        seen.append(gm)
        return gm.forward

    torch._dynamo.reset()
    try:
        compiled = torch.compile(loaded.model, backend=backend)
        compiled(*loaded.args, **loaded.kwargs)
        for args, kwargs in loaded.extra_calls:
            compiled(*args, **kwargs)
    finally:
        torch._dynamo.reset()
    assert len(seen) == compiles


def test_unknown_demo():
    with pytest.raises(SourceError, match="choose one of"):
        demos.build_demo("nope", OPTS)


def test_numpy_demo_survives_bf16():
    """NumPy has no bfloat16: the demo goes through float32 and back."""
    from analyzers.models.sources import load_model
    from analyzers.report.schema import ModelSource

    loaded = load_model(ModelSource("demo", "numpy"), CompileOptions(dtype="bf16", batch_size=2, seq_len=4))
    with torch.no_grad():
        assert loaded.model(*loaded.args, **loaded.kwargs).dtype == torch.bfloat16
