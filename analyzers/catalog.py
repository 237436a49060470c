"""What the engine offers, as plain data (stdlib only, so the dashboard can list it without torch)."""

from __future__ import annotations

# name -> one-line description. Builders live in zoo.py (transformers configs, random weights).
ZOO = {
    "bert-base": "BertForSequenceClassification, bert-base shape (110M), random weights",
    "gpt2": "GPT2LMHeadModel, 124M, random weights",
    "llama-1b": "LlamaForCausalLM, ~1B parameters, 16 layers, random weights",
    "t5-small": "T5ForConditionalGeneration, t5-small shape, encoder-decoder",
    "vit-base": "ViTForImageClassification, vit-base/16 at 224x224",
    "tiny-bert": "BERT with 2 layers, hidden 64: compiles in seconds on CPU",
    "tiny-gpt2": "GPT-2 with 2 layers, hidden 64",
    "tiny-llama": "Llama-style decoder with 2 layers, hidden 64",
    "tiny-t5": "T5 encoder-decoder with 2+2 layers, d_model 64",
    "tiny-vit": "ViT with 2 layers, hidden 64, 32x32 images",
}

# name -> (the cause of fallback it reproduces, break category it should be filed under)
DEMOS = {
    "print": ("a print() / logging call inside forward", "print/logging"),
    "data-branch": ("a Python `if` on a tensor value", "data-dependent branch"),
    "item": ("`.item()` / `.tolist()` inside forward", "tensor to python (.item/.tolist)"),
    "numpy": ("a NumPy round-trip inside forward", "numpy"),
    "disabled": ("a torch._dynamo.disable'd (third-party style) helper", "disabled/third-party function"),
    "python-arg": ("a non-tensor argument that changes between calls (recompiles)", "changing python argument"),
    "shapes": ("input shapes that vary between calls (recompiles)", "dynamic shape"),
    "clean": ("a small MLP with no graph breaks (the baseline)", None),
}

ZOO_NAMES = tuple(ZOO)
DEMO_NAMES = tuple(DEMOS)
