"""One eager forward, watched: the memory format of the inputs, of each convolution's weight, input and output
(module forward hooks), and a count of the ops that decide the layout and precision experiments (a dispatch mode
over the same forward: convolutions, batch norms, matmuls and their dtype, 4-D activations).

The forward is the model's own, on its example inputs, under the run's grad mode: nothing is compiled here."""

from __future__ import annotations

from .formats import STRIDED, format_of, tensor_brief

MAX_CONVS = 200  # rows kept in the report; the totals count every convolution
_CONV_OPS = ("convolution", "_convolution", "conv2d", "conv1d", "conv3d", "cudnn_convolution", "mkldnn_convolution")
_BN_OPS = ("_native_batch_norm_legit_no_training", "native_batch_norm", "batch_norm", "_native_batch_norm_legit",
           "cudnn_batch_norm", "_batch_norm_impl_index")
_MATMUL_OPS = ("mm", "addmm", "bmm", "baddbmm", "matmul", "linear", "_scaled_dot_product_flash_attention",
               "_scaled_dot_product_efficient_attention", "_scaled_dot_product_cudnn_attention",
               "_scaled_dot_product_flash_attention_for_cpu")


def _first_tensor(value):
    import torch

    if isinstance(value, torch.Tensor):
        return value
    if isinstance(value, (list, tuple)):
        return next((t for t in map(_first_tensor, value) if t is not None), None)
    if isinstance(value, dict) or hasattr(value, "to_tuple"):
        vals = list(value.values()) if isinstance(value, dict) else list(value.to_tuple())
        return _first_tensor(vals)
    return None


def _op_counter():
    """A TorchDispatchMode that counts the ops named above (by dtype) and the 4-D tensors ops produce."""
    import torch
    from torch.utils._python_dispatch import TorchDispatchMode

    class OpCounter(TorchDispatchMode):
        def __init__(self):
            super().__init__()
            self.counts = {"convolution": {}, "batch_norm": {}, "matmul": {}}
            self.activations_4d = 0
            self.activation_formats: dict[str, int] = {}

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            out = func(*args, **(kwargs or {}))
            name = func.overloadpacket.__name__
            family = ("convolution" if name in _CONV_OPS else "batch_norm" if name in _BN_OPS
                      else "matmul" if name in _MATMUL_OPS else None)
            first = _first_tensor(args)
            if family and first is not None:
                dt = str(first.dtype).replace("torch.", "")
                self.counts[family][dt] = self.counts[family].get(dt, 0) + 1
            res = _first_tensor(out)
            if isinstance(res, torch.Tensor) and res.dim() == 4 and res.is_floating_point():
                self.activations_4d += 1
                fmt = format_of(res) or STRIDED
                self.activation_formats[fmt] = self.activation_formats.get(fmt, 0) + 1
            return out

    return OpCounter()


def _named_inputs(model, args: tuple, kwargs: dict) -> list[tuple[str, object]]:
    import inspect

    try:
        names = [p for p in inspect.signature(model.forward).parameters]
    except (TypeError, ValueError):
        names = []
    out = [(names[i] if i < len(names) else f"arg{i}", a) for i, a in enumerate(args)]
    return out + list(kwargs.items())


def input_rows(model, args: tuple, kwargs: dict) -> list[dict]:
    """Each tensor input: shape, strides, format, and whether its strides force a copy (neither dense format)."""
    rows = []
    for name, t in _named_inputs(model, args, kwargs):
        fmt = format_of(t)
        if fmt is None:
            continue
        row = dict(tensor_brief(t), name=str(name))
        row["forces_copy"] = fmt == STRIDED
        rows.append(row)
    return rows


def watch_forward(model, args: tuple, kwargs: dict, grad) -> dict:
    """Run one eager forward with hooks on every convolution and the op counter; the raw facts."""
    import torch

    convs: list[dict] = []
    handles = []

    def hook(name):
        def after(module, inputs, output):
            x, y = _first_tensor(inputs), _first_tensor(output)
            convs.append({"module": name, "class": type(module).__name__,
                          "weight": format_of(module.weight), "input": format_of(x), "output": format_of(y),
                          "dtype": str(module.weight.dtype).replace("torch.", ""),
                          "shape": list(y.shape) if isinstance(y, torch.Tensor) else None})
        return after

    for name, m in model.named_modules():
        if isinstance(m, torch.nn.modules.conv._ConvNd) and isinstance(getattr(m, "weight", None), torch.Tensor):
            handles.append(m.register_forward_hook(hook(name or "(model)")))
    counter = _op_counter()
    try:
        with grad(), counter:
            model(*args, **kwargs)
    finally:
        for h in handles:
            h.remove()
    bn_modules = sum(1 for m in model.modules() if isinstance(m, torch.nn.modules.batchnorm._BatchNorm))
    return {"convs": convs, "ops": counter.counts, "activations_4d": counter.activations_4d,
            "activation_formats": counter.activation_formats, "batch_norm_modules": bn_modules,
            "param_dtypes": sorted({str(p.dtype).replace("torch.", "") for p in model.parameters()})}


def format_counts(rows: list[dict], key: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for r in rows:
        fmt = r.get(key) or "none"
        out[fmt] = out.get(fmt, 0) + 1
    return out


def eager_layout(model, args: tuple, kwargs: dict, grad) -> dict:
    """The eager half of the layout section."""
    facts = watch_forward(model, args, kwargs, grad)
    convs = facts.pop("convs")
    return {
        "inputs": input_rows(model, args, kwargs),
        "conv_count": len(convs),
        "convs": convs[:MAX_CONVS],
        "conv_formats": {k: format_counts(convs, k) for k in ("weight", "input", "output")},
        **facts,
    }
