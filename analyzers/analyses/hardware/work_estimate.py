"""FLOPs and bytes of one operator from its recorded shapes (``estimate_work``), and which of the kernels an
operator launches do its work (``kernel_role``): the roofline's inputs."""

from __future__ import annotations

import json
import re
from typing import Any

from ..profile.profile_events import num_or_none

DTYPE_BYTES = {
    "float": 4,
    "double": 8,
    "c10::Half": 2,
    "c10::BFloat16": 2,
    "long int": 8,
    "long": 8,
    "int": 4,
    "short int": 2,
    "short": 2,
    "signed char": 1,
    "unsigned char": 1,
    "bool": 1,
    "c10::complex<float>": 8,
    "c10::complex<double>": 16,
    "c10::complex<c10::Half>": 4,
    "c10::Float8_e4m3fn": 1,
    "c10::Float8_e5m2": 1,
    "c10::Float8_e4m3fnuz": 1,
    "c10::Float8_e5m2fnuz": 1,
    "unsigned int": 4,
    "unsigned long": 8,
}


_MATMUL_OPS = {
    "mm": (0, 1),
    "addmm": (1, 2),
    "bmm": (0, 1),
    "baddbmm": (1, 2),
    "_scaled_mm": (0, 1),
    "_int_mm": (0, 1),
    "addbmm": (1, 2),
}


_ATTN_BHLE = {
    "_scaled_dot_product_flash_attention",
    "_scaled_dot_product_efficient_attention",
    "_scaled_dot_product_cudnn_attention",
    "_scaled_dot_product_flash_attention_for_cpu",
    "scaled_dot_product_attention",
    "_scaled_dot_product_fused_attention_overrideable",
}


_ATTN_BLHE = {"_flash_attention_forward", "_efficient_attention_forward"}


_GATHER_OPS = {"embedding", "index_select", "gather", "take_along_dim"}


CONV_OPS = {
    "convolution",
    "_convolution",
    "cudnn_convolution",
    "mkldnn_convolution",
    "miopen_convolution",
    "convolution_overrideable",
    "conv1d",
    "conv2d",
    "conv3d",
}
# Where each convolution op takes its stride, padding and dilation (``Concrete Inputs`` positions): the backends'
# own ops put padding before stride (``cudnn_convolution(self, weight, padding, stride, dilation, ...)``).
_CONV_ARGS = {
    "cudnn_convolution": (3, 2, 4),
    "mkldnn_convolution": (4, 3, 5),
    "miopen_convolution": (4, 3, 5),
}
_CONV_ARGS_DEFAULT = (3, 4, 5)  # convolution, _convolution, conv2d ...: (input, weight, bias, stride, padding, dilation)


# An ATen op that launches several kernels does its FLOPs in one of them; the others move bytes for it. cuDNN turns
# an NCHW convolution into NHWC with transpose kernels before and after the convolution kernel, cuBLAS scales C
# (beta) or reduces split-K partial sums in kernels of their own. None of these does the op's arithmetic.
LAYOUT_KERNEL_RE = re.compile(r"nchwToNhwc|nhwcToNchw|convertTensor|[Tt]ranspose|im2col|col2im|TensorTransform")
HELPER_KERNEL_RE = re.compile(r"scal_kernel|splitKreduce|split_k_kernel|reduce_1Block|epilogue::|"
                              r"init_device_workspace|computeOffsets|memset|memcpy", re.IGNORECASE)
# Names of tensor-core kernels that take fp32 inputs as TF32 (cuDNN/cuBLAS ``..._tf32f32_...``, CUTLASS
# ``tensorop_s1688gemm``, cuBLAS's nvjet ``_tst_``): their roof is the TF32 matmul rate, not the fp32 one.
TF32_KERNEL_RE = re.compile(r"tf32|tensorop_s\d{3,}|nvjet_(?:sm\d+_)?tst")


def kernel_base_name(name: str) -> str:
    """``void cudnn::engines_precompiled::nchwToNhwcKernel<float, ...>(...)`` -> ``cudnn::...::nchwToNhwcKernel``:
    the function's name without its template and call arguments (which can name unrelated types)."""
    base = str(name).removeprefix("void ").replace("(anonymous namespace)::", "")
    return re.split(r"[<(]", base, maxsplit=1)[0]


def kernel_role(name: str) -> str | None:
    """``layout`` (a transpose into another memory format: moves bytes, no FLOPs), ``helper`` (cuBLAS scaling,
    split-K reduction, epilogue, workspace set-up: a part of the op, not its arithmetic) or None (the op's kernel)."""
    base = kernel_base_name(name)
    if HELPER_KERNEL_RE.search(base):
        return "helper"
    if LAYOUT_KERNEL_RE.search(base):
        return "layout"
    return None


def runs_tf32(name: str) -> bool:
    """Whether a kernel's name says it runs fp32 inputs on tensor cores as TF32."""
    return bool(TF32_KERNEL_RE.search(str(name)))


_GATHERING = ("embedding", "gather", "index", "take")


def _capped_sizes(sizes: list[int]) -> list[int]:
    """Each tensor's elements, capped at the largest of the others: a kernel that gathers rows of a table reads
    no more of it than it writes (the others are its output and indices), not the whole table."""
    if len(sizes) < 2:
        return sizes
    out = []
    for i, n in enumerate(sizes):
        others = max(m for j, m in enumerate(sizes) if j != i)
        out.append(min(n, others))
    return out


def bare_op(op: str) -> str:
    """``aten::addmm`` / ``extern_kernels.addmm`` / ``torch.ops.aten.mm.default`` -> ``addmm`` / ``mm``."""
    op = op.split("::")[-1]
    for prefix in ("extern_kernels.", "torch.ops.", "aten."):
        op = op.removeprefix(prefix)
    op = op.removeprefix("aten.")
    for suffix in (".default", ".Tensor", ".Scalar", ".out"):
        op = op.removesuffix(suffix)
    return op


def _tensors(dims: Any, types: Any) -> list[tuple[list[int], int]]:
    out = []
    if not isinstance(dims, list) or not isinstance(types, list):
        return out
    for d, t in zip(dims, types):
        size = DTYPE_BYTES.get(t) if isinstance(t, str) else None
        if size is None or not isinstance(d, list) or not all(isinstance(x, int) for x in d):
            continue
        out.append((d, size))
    return out


def _numel(d: list[int]) -> int:
    n = 1
    for x in d:
        n *= x
    return n


def _concrete_ints(args: dict, i: int) -> list[int] | None:
    vals = args.get("Concrete Inputs")
    if not isinstance(vals, list) or i >= len(vals):
        return None
    try:
        v = json.loads(vals[i]) if isinstance(vals[i], str) and vals[i] else vals[i]
    except ValueError:
        return None
    if isinstance(v, int):
        return [v]
    return v if isinstance(v, list) and all(isinstance(x, int) for x in v) else None


def estimate_work(op: str | None, args: dict | None, *, inductor: bool = False, fused_ops: int = 1) -> dict:
    """FLOPs and bytes of one kernel launch from its launching op's recorded shapes.

    Args:
        op: Name of the innermost CPU op around the launch (``aten::addmm``, ``triton_poi_fused_...``).
        args: That op's Chrome-trace args (``Input Dims``, ``Input type``, ``Concrete Inputs``, and
            ``kernel_flop`` / ``kernel_num_gb`` that Inductor passes when compiled with
            ``benchmark_kernel``).
        inductor: The op is an Inductor kernel (all its tensor args are its inputs and outputs).
        fused_ops: Number of ops an Inductor kernel fused (element-count FLOPs multiply by it).

    Returns:
        ``{flops, bytes, source}``; ``source`` is ``inductor`` (metadata), ``matmul``, ``attention``,
        ``conv``, ``gather`` (formulas on shapes), ``elements`` (one op per element of the largest tensor), or
        ``none`` (nothing to go on), and values are None where unknown.
    """
    args = args or {}
    out = {"flops": None, "bytes": None, "source": "none"}
    flop = num_or_none(args.get("kernel_flop"))
    gb = num_or_none(args.get("kernel_num_gb"))
    if flop is not None or gb is not None:
        out.update(
            flops=int(flop) if flop is not None else None,
            bytes=int(gb * 1e9) if gb is not None else None,
            source="inductor",
        )
        if flop is not None and gb is not None:
            return out
    ts = _tensors(args.get("Input Dims"), args.get("Input type"))
    if not ts or not op:
        return out
    bare = bare_op(op)
    dims = args.get("Input Dims")
    flops = nbytes = None
    source = "elements"
    try:
        if bare in ("linear", "matmul") and len(dims[1]) == 2:
            a, w = dims[0], dims[1]
            k = a[-1]
            n = w[0] if bare == "linear" else w[1]
            m = _numel(a) // max(1, k)
            size = ts[0][1]
            flops = 2 * m * k * n
            nbytes = (_numel(a) + _numel(w) + m * n) * size
            if bare == "linear" and len(dims) > 2 and dims[2]:
                nbytes += _numel(dims[2]) * size
            source = "matmul"
        elif bare in _MATMUL_OPS:
            ia, ib = _MATMUL_OPS[bare]
            a, b = dims[ia], dims[ib]
            size = ts[0][1]
            if len(a) == 2 and len(b) == 2:
                m, k, n = a[0], a[1], b[1]
                flops, out_n = 2 * m * k * n, m * n
            else:
                bb, m, k, n = a[0], a[1], a[2], b[-1]
                flops, out_n = 2 * bb * m * k * n, bb * m * n
            nbytes = (_numel(a) + _numel(b) + out_n) * size
            if ia == 1:
                nbytes += _numel(dims[0]) * size
            source = "matmul"
        elif bare in _ATTN_BHLE or bare in _ATTN_BLHE:
            q, k, v = dims[0], dims[1], dims[2]
            if bare in _ATTN_BLHE:
                bsz, L, H, E = q
                S, Ev = k[1], v[-1]
            else:
                *batch, L, E = q
                bsz, H = _numel(batch), 1
                S, Ev = k[-2], v[-1]
            flops = 2 * bsz * H * L * S * E + 2 * bsz * H * L * S * Ev
            size = ts[0][1]
            nbytes = (_numel(q) + _numel(k) + _numel(v) + bsz * H * L * Ev) * size
            source = "attention"
        elif bare in CONV_OPS:
            x, w = dims[0], dims[1]
            n, spatial = x[0], x[2:]
            o, cg, kern = w[0], w[1], w[2:]
            i_stride, i_pad, i_dil = _CONV_ARGS.get(bare, _CONV_ARGS_DEFAULT)
            stride = _concrete_ints(args, i_stride) or [1] * len(spatial)
            pad = _concrete_ints(args, i_pad) or [0] * len(spatial)
            dil = _concrete_ints(args, i_dil) or [1] * len(spatial)
            out_sp = []
            for i, s in enumerate(spatial):
                st, p, d = stride[i % len(stride)], pad[i % len(pad)], dil[i % len(dil)]
                out_sp.append(max(1, (s + 2 * p - d * (kern[i] - 1) - 1) // max(1, st) + 1))
            flops = 2 * n * o * _numel(out_sp) * cg * _numel(kern)
            size = ts[0][1]
            nbytes = (_numel(x) + _numel(w) + n * o * _numel(out_sp)) * size
            source = "conv"
        elif bare in _GATHER_OPS:
            # Reads only the rows it gathers (not the whole table) and writes them. The index of
            # ``gather`` is often an expanded (stride-0) view: its bytes are left out, a lower bound.
            types = args.get("Input type") or []
            at = [
                i
                for i, t in enumerate(types)
                if isinstance(t, str)
                and ("long" in t or t == "int")
                and i < len(dims)
                and isinstance(dims[i], list)
                and dims[i]
            ]
            src, idx = dims[0], dims[at[0]]
            if bare == "embedding":
                out_n = _numel(idx) * _numel(src[1:])
            elif bare == "index_select":
                d = (_concrete_ints(args, 1) or [0])[0] % max(1, len(src))
                out_n = _numel(idx) * (_numel(src) // max(1, src[d]))
            else:
                out_n = _numel(idx)
            size = ts[0][1]
            flops = 0
            nbytes = 2 * out_n * size + (0 if bare == "gather" else _numel(idx) * DTYPE_BYTES.get(types[at[0]], 8))
            source = "gather"
    except (IndexError, TypeError, ValueError):
        flops = nbytes = None
        source = "elements"
    if source == "elements":
        sizes = [_numel(d) for d, _ in ts]
        if inductor and any(g in bare for g in _GATHERING):  # a fused embedding lookup: only the rows it gathers
            sizes = _capped_sizes(sizes)
        i_max = max(range(len(ts)), key=lambda i: sizes[i])
        flops = sizes[i_max] * max(1, fused_ops if inductor else 1)
        nbytes = sum(n * s for n, (_, s) in zip(sizes, ts))
        if not inductor and not bare.endswith("_") and "out" not in bare:
            nbytes += sizes[i_max] * ts[i_max][1]  # the output, about the size of the largest input
    if out["flops"] is None:
        out["flops"] = flops
    if out["bytes"] is None:
        out["bytes"] = nbytes
    if out["source"] == "none":
        out["source"] = source
    return out


def _short_dtype(t: str) -> str:
    return t.replace("c10::", "").replace("BFloat16", "bf16").replace("Half", "f16").replace("float", "f32")


_SHORT_DTYPES = {_short_dtype(t): t for t in DTYPE_BYTES}
_SHAPE_RE = re.compile(r"([A-Za-z_][\w:<> ]*?)\[([\d, ]*)\]")


def args_from_shapes(text: str | None) -> dict | None:
    """``Input Dims`` and ``Input type`` back from a record's ``shapes`` (``shapes_text``), for estimating a stored
    record's work again; None when the text was cut (``…``) or holds a type it does not know."""
    if not text or text.endswith("…"):
        return None
    dims, types = [], []
    for part in re.split(r",\s*(?=[A-Za-z])", text):
        m = _SHAPE_RE.fullmatch(part.strip())
        if m is None or m.group(1) not in _SHORT_DTYPES:
            return None
        dims.append([int(x) for x in m.group(2).split(",") if x.strip()])
        types.append(_SHORT_DTYPES[m.group(1)])
    return {"Input Dims": dims, "Input type": types}


def shapes_text(args: dict, limit: int = 160) -> str:
    dims, types = args.get("Input Dims"), args.get("Input type")
    if not isinstance(dims, list) or not isinstance(types, list):
        return ""
    parts = []
    for d, t in zip(dims, types):
        if isinstance(t, str) and t in DTYPE_BYTES and isinstance(d, list):
            parts.append(f"{_short_dtype(t)}{d}")
    text = ", ".join(parts)
    return text if len(text) <= limit else text[: limit - 1] + "…"
