"""The memory format of one tensor, in the words the layout section uses (``NCHW``, ``channels_last``, ...)."""

from __future__ import annotations

NCHW, CHANNELS_LAST, STRIDED = "NCHW", "channels_last", "other strides"


def format_of(t) -> str | None:
    """``NCHW`` / ``channels_last`` for a 4-D tensor (``NCDHW`` / ``channels_last_3d`` for 5-D), ``contiguous``
    for other ranks, ``other strides`` for anything else (a slice, a transpose); None for a non-tensor.

    A tensor both formats describe (one channel, or a 1x1 image) reads as the plain one: it needs no copy either
    way."""
    import torch

    if not isinstance(t, torch.Tensor) or t.layout != torch.strided:
        return None
    if t.dim() == 4:
        if t.is_contiguous():
            return NCHW
        return CHANNELS_LAST if t.is_contiguous(memory_format=torch.channels_last) else STRIDED
    if t.dim() == 5:
        if t.is_contiguous():
            return "NCDHW"
        return "channels_last_3d" if t.is_contiguous(memory_format=torch.channels_last_3d) else STRIDED
    return "contiguous" if t.is_contiguous() else STRIDED


def stride_format(size: list[int], stride: list[int]) -> str:
    """The format of a buffer Inductor's code declares by size and stride (``assert_size_stride``)."""
    if len(size) != len(stride):
        return STRIDED
    if dense_match(size, stride, _contiguous_strides(size, list(range(len(size))))):
        return NCHW if len(size) == 4 else "contiguous"
    if len(size) == 4 and dense_match(size, stride, _contiguous_strides(size, [0, 2, 3, 1])):
        return CHANNELS_LAST
    return STRIDED


def _contiguous_strides(size: list[int], order: list[int]) -> list[int]:
    """Strides of a dense tensor whose dimensions are laid out outermost-first in ``order``."""
    out, step = [0] * len(size), 1
    for d in reversed(order):
        out[d] = step
        step *= max(1, size[d])
    return out


def dense_match(size: list[int], stride: list[int], want: list[int]) -> bool:
    """Strides equal where the size is not 1 (size-1 dimensions' strides say nothing)."""
    return all(s == 1 or a == b for s, a, b in zip(size, stride, want))


def tensor_brief(t) -> dict:
    return {"shape": list(t.shape), "stride": list(t.stride()), "dtype": str(t.dtype).replace("torch.", ""),
            "format": format_of(t)}
