"""Op names and kinds of FX graph nodes, and their shapes as the Graph view prints them.

``op_kind`` sorts an op into the colour groups of the drawing (``graph_style.OP_KIND_COLORS``) by its bare
name. Pure functions over plain data: no streamlit, no torch.
"""

from __future__ import annotations

import functools

# -- op kinds ------------------------------------------------------------------------------------------

# fmt: off
_KIND_NAMES = {
    "matmul": {"linear", "matmul", "mm", "bmm", "addmm", "baddbmm", "addbmm", "conv1d", "conv2d", "conv3d",
               "convolution", "einsum", "_convolution", "conv_transpose2d", "addmv", "mv", "dot"},
    "view/shape": {"view", "reshape", "permute", "transpose", "contiguous", "expand", "expand_as", "unsqueeze",
                   "squeeze", "flatten", "unflatten", "split", "chunk", "getitem", "size", "t", "narrow", "slice",
                   "select", "unbind", "as_strided", "clone", "to", "type_as", "float", "half", "bfloat16",
                   "_unsafe_view", "alias", "detach", "dim", "numel", "split_with_sizes", "view_as", "movedim",
                   "repeat", "repeat_interleave", "_to_copy", "copy_", "copy", "lift_fresh_copy", "type", "long",
                   "int", "bool", "sym_size", "stride", "getattr", "setitem", "clone_"},
    "index/cat": {"embedding", "gather", "scatter", "index", "index_select", "masked_fill", "masked_fill_",
                  "where", "cat", "stack", "pad", "constant_pad_nd", "roll", "tril", "triu", "index_put",
                  "scatter_add", "masked_select", "take", "flip", "one_hot"},
    "creation": {"arange", "zeros", "ones", "full", "empty", "rand", "randn", "tensor", "new_zeros", "new_ones",
                 "new_full", "new_empty", "zeros_like", "ones_like", "full_like", "empty_like", "scalar_tensor",
                 "lift_fresh", "empty_strided", "iota", "linspace"},
    "attention": {"scaled_dot_product_attention", "_scaled_dot_product_flash_attention",
                  "_scaled_dot_product_efficient_attention", "_scaled_dot_product_cudnn_attention",
                  "_flash_attention_forward", "flex_attention", "multi_head_attention_forward",
                  "_scaled_dot_product_flash_attention_for_cpu"},
    "norm/softmax": {"layer_norm", "native_layer_norm", "rms_norm", "_fused_rms_norm", "group_norm",
                     "batch_norm", "native_batch_norm", "_native_batch_norm_legit_no_training", "instance_norm",
                     "softmax", "_softmax", "log_softmax", "_log_softmax", "normalize", "var_mean", "rsqrt"},
    "activation": {"relu", "gelu", "silu", "sigmoid", "tanh", "hardswish", "hardsigmoid", "mish", "elu", "selu",
                   "softplus", "leaky_relu", "hardtanh", "relu6", "glu", "erf", "relu_", "gelu_", "silu_"},
    "reduction": {"sum", "mean", "amax", "amin", "max", "min", "argmax", "argmin", "prod", "cumsum", "logsumexp",
                  "std", "var", "norm", "all", "any", "count_nonzero", "topk", "sort", "argsort"},
}
# fmt: on
_KIND_OF_NAME = {n: k for k, names in _KIND_NAMES.items() for n in names}
# fmt: off
_ELEMENTWISE = frozenset({
    "add", "sub", "mul", "div", "pow", "exp", "log", "sqrt", "neg", "abs", "cos", "sin", "clamp", "floor", "ceil",
    "eq", "ne", "lt", "gt", "le", "ge", "and_", "or_", "not_", "invert", "truediv", "floordiv", "mod", "iadd",
    "imul", "maximum", "minimum", "reciprocal", "lerp", "dropout", "floor_divide", "remainder", "bitwise_and",
    "bitwise_or", "bitwise_not", "logical_and", "logical_or", "logical_not", "addcmul", "addcdiv", "rsub", "sign",
    "round", "isnan", "exp2", "log1p", "expm1", "square", "clamp_min", "clamp_max", "fill_", "mul_", "add_",
    "div_", "sub_", "fill", "sgn", "tan", "atan", "sinh", "cosh", "trunc", "frac", "gt_", "contiguous_format",
    "sym_not", "sym_float", "sym_int",
})
# fmt: on
_DTYPES = {
    "float32": "f32",
    "float16": "f16",
    "bfloat16": "bf16",
    "float64": "f64",
    "int64": "i64",
    "int32": "i32",
    "int8": "i8",
    "uint8": "u8",
    "bool": "b8",
}


@functools.lru_cache(maxsize=8192)
def op_name(target: str) -> str:
    """The bare op of a target: ``aten.addmm.default`` -> addmm, ``torch._C._nn.linear`` -> linear."""
    t = str(target)
    if t.startswith(("aten.", "prims.")):
        parts = t.split(".")
        return parts[1] if len(parts) > 1 else t
    return t.rsplit(".", 1)[-1]


def op_kind(node: dict) -> str:
    """The kind of op a node is, for colouring (keys of ``OP_KIND_COLORS``)."""
    op = node.get("op")
    if op == "placeholder":
        return "parameter" if node.get("param") else "input"
    if op == "get_attr":
        return "parameter"
    if op == "output":
        return "output"
    return _kind_of_target(str(node.get("target", "")))


@functools.lru_cache(maxsize=8192)
def _kind_of_target(target: str) -> str:
    name = op_name(target).lower()
    if name in _KIND_OF_NAME:
        return _KIND_OF_NAME[name]
    base = name.rstrip("_")
    if base in _KIND_OF_NAME:
        return _KIND_OF_NAME[base]
    if "attention" in name:
        return "attention"
    if "norm" in name or "softmax" in name:
        return "norm/softmax"
    if name in _ELEMENTWISE:
        return "elementwise"
    return "other"


def shape_text(node: dict) -> str:
    def one(shape, dtype) -> str:
        if not isinstance(shape, list):
            return ""
        dims = "×".join(str(d) for d in shape) or "scalar"
        return f"{dims} {_DTYPES.get(str(dtype), str(dtype or ''))}".strip()

    if "shape" in node:
        return one(node.get("shape"), node.get("dtype"))
    if isinstance(node.get("shapes"), list):
        dts = node.get("dtypes") if isinstance(node.get("dtypes"), list) else []
        parts = [one(s, dts[i] if i < len(dts) else "") for i, s in enumerate(node["shapes"])]
        return "(" + ", ".join(p or "·" for p in parts) + ")"
    if "value" in node:
        return f"= {node['value']}"
    return ""
