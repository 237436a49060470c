# AOT ID: ['0_inference']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph
from torch._C import _cuda_getCurrentRawStream as get_raw_stream

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p
from torch._C import _cuda_getCurrentRawStream as get_raw_stream



# kernel path: /tmp/torchinductor_root/n3/cn3abjn67tfs3ecbnknbahxs75qxzpbtkgfvcckhdhs4y4vpkrpq.py
# Topologically Sorted Source Nodes: [inputs_embeds, hidden_states, pow_1, variance, add_3, rsqrt, hidden_states_1, to_5, hidden_states_2], Original ATen: [aten.embedding, aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_3 => add_3
#   hidden_states => convert_element_type_4
#   hidden_states_1 => mul_2
#   hidden_states_2 => mul_3
#   inputs_embeds => embedding
#   pow_1 => pow_1
#   rsqrt => rsqrt
#   to_5 => convert_element_type_5
#   variance => mean
# Graph fragment:
#   %arg0_1 : Tensor "i64[1, 1][1, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "bf16[32000, 2048][2048, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg4_1 : Tensor "bf16[2048][1]cuda:0" = PlaceHolder[target=arg4_1]
#   %buf0 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=buf0]
#   %embedding : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %convert_element_type_4 : Tensor "f32[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%embedding, torch.float32), kwargs = {})
#   %pow_1 : Tensor "f32[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_4, 2), kwargs = {})
#   %mean : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_1, [-1], True), kwargs = {})
#   %add_3 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_3,), kwargs = {})
#   %mul_2 : Tensor "f32[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_4, %rsqrt), kwargs = {})
#   %convert_element_type_5 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_2, torch.bfloat16), kwargs = {})
#   %mul_3 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg4_1, %convert_element_type_5), kwargs = {})
#   return %buf0,%mul_3
triton_red_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0 = async_compile.triton('triton_red_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 1, 'r0_': 2048},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 12288}}
)
@triton.jit
def triton_red_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0(in_ptr0, in_ptr1, in_ptr2, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 2048
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [1, 1])
    _tmp11 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp2 = tl.full([1, 1], 32000, tl.int32)
        tmp3 = tmp1 + tmp2
        tmp4 = tmp1 < 0
        tmp5 = tl.where(tmp4, tmp3, tmp1)
        tl.device_assert((0 <= tmp5) & (tmp5 < 32000), "index out of bounds: 0 <= tmp5 < 32000")
        tmp7 = tl.load(in_ptr1 + (r0_0 + 2048*tmp5), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp8 = tmp7.to(tl.float32)
        tmp9 = tmp8 * tmp8
        tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
        tmp12 = _tmp11 + tmp10
        _tmp11 = tl.where(r0_mask, tmp12, _tmp11)
    tmp11 = tl.sum(_tmp11, 1)[:, None]
    tmp14 = tl.load(in_ptr0 + (0))
    tmp15 = tl.broadcast_to(tmp14, [1, 1])
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp13 = tl.load(in_ptr2 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp16 = tl.full([1, 1], 32000, tl.int32)
        tmp17 = tmp15 + tmp16
        tmp18 = tmp15 < 0
        tmp19 = tl.where(tmp18, tmp17, tmp15)
        tl.device_assert((0 <= tmp19) & (tmp19 < 32000), "index out of bounds: 0 <= tmp19 < 32000")
        tmp21 = tl.load(in_ptr1 + (r0_0 + 2048*tmp19), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp22 = tmp21.to(tl.float32)
        tmp23 = tl.full([1, 1], 2048.0, tl.float32)
        tmp24 = (tmp11 / tmp23)
        tmp25 = tl.full([1, 1], 1e-06, tl.float32)
        tmp26 = tmp24 + tmp25
        tmp27 = libdevice.rsqrt(tmp26)
        tmp28 = tmp22 * tmp27
        tmp29 = tmp28.to(tl.float32)
        tmp30 = tmp13 * tmp29
        tl.store(out_ptr1 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp30, r0_mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/5t/c5ta3ugneut4wfwyszzk2kbyzasabeu7tz7cv2jvibfjizu27uje.py
# Topologically Sorted Source Nodes: [getitem_4, expand_1, inv_freq_expanded], Original ATen: [aten.unsqueeze, aten.expand, aten._to_copy]
# Source node to ATen node mapping:
#   expand_1 => expand_1
#   getitem_4 => unsqueeze_7, unsqueeze_8
#   inv_freq_expanded => convert_element_type
# Graph fragment:
#   %arg3_1 : Tensor "bf16[32][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %unsqueeze_7 : Tensor "bf16[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg3_1, 0), kwargs = {})
#   %unsqueeze_8 : Tensor "bf16[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_7, 2), kwargs = {})
#   %expand_1 : Tensor "bf16[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_8, [1, -1, 1]), kwargs = {})
#   %convert_element_type : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%expand_1, torch.float32), kwargs = {})
#   return %expand_2
triton_poi_fused__to_copy_expand_unsqueeze_1 = async_compile.triton('triton_poi_fused__to_copy_expand_unsqueeze_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_expand_unsqueeze_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 320}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_expand_unsqueeze_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/yx/cyxwlvf7dzh3s2l2mdwytudgios762emhp3jetyhsrlts5vb4uxn.py
# Topologically Sorted Source Nodes: [getitem_4, expand_1, inv_freq_expanded, , arange, position_ids, position_ids_1, getitem_5, position_ids_expanded], Original ATen: [aten.unsqueeze, aten.expand, aten._to_copy, aten.bmm, aten.arange, aten.add]
# Source node to ATen node mapping:
#    => mm_default, squeeze_dim, squeeze_dim_1
#   arange => iota
#   expand_1 => expand_1
#   getitem_4 => unsqueeze_7, unsqueeze_8
#   getitem_5 => unsqueeze_9
#   inv_freq_expanded => convert_element_type
#   position_ids => add
#   position_ids_1 => unsqueeze
#   position_ids_expanded => convert_element_type_1
# Graph fragment:
#   %copy_ : Tensor "i64[][]cuda:0" = PlaceHolder[target=copy_]
#   %expand_3 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=expand_3]
#   %unsqueeze_7 : Tensor "bf16[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg3_1, 0), kwargs = {})
#   %unsqueeze_8 : Tensor "bf16[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_7, 2), kwargs = {})
#   %expand_1 : Tensor "bf16[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_8, [1, -1, 1]), kwargs = {})
#   %convert_element_type : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%expand_1, torch.float32), kwargs = {})
#   %squeeze_dim : Tensor "f32[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%expand_2, 0), kwargs = {})
#   %iota : Tensor "i64[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, %arg2_1), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %unsqueeze_9 : Tensor "i64[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %convert_element_type_1 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_9, torch.float32), kwargs = {})
#   %squeeze_dim_1 : Tensor "f32[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%expand_3, 0), kwargs = {})
#   %mm_default : Tensor "f32[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%squeeze_dim, %squeeze_dim_1), kwargs = {})
#   return %expand_3,%buf5
triton_poi_fused__to_copy_add_arange_bmm_expand_unsqueeze_2 = async_compile.triton('triton_poi_fused__to_copy_add_arange_bmm_expand_unsqueeze_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr1': '*fp32', 'xnumel': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_bmm_expand_unsqueeze_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_bmm_expand_unsqueeze_2(in_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp2 = tl.full([1], 0, tl.int64)
    tmp3 = tmp2 + tmp1
    tmp4 = tmp3.to(tl.float32)
    tl.store(out_ptr1 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp4, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/3h/c3hib2d3reicztqbiqpfbuzh5heptvg67wkscbquzrjtuvvr4gft.py
# Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, cos_3, sin, sin_1, sin_2, sin_3, arange_5, cache_position, linear_1, view_1, key_states, mul_6, x2_1, neg_1, x1_1, cat_2, mul_7, k_embed, index_copy_], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.unsqueeze, aten.sin, aten.arange, aten.add, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.index_copy]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   arange_5 => iota_5
#   cache_position => add_6
#   cat_2 => cat_1
#   cos => cos
#   cos_1 => mul
#   cos_2 => convert_element_type_2
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   index_copy_ => index_put
#   k_embed => add_5
#   key_states => permute_4
#   linear_1 => view_8
#   mul_6 => mul_6
#   mul_7 => mul_7
#   neg_1 => neg_1
#   sin => sin
#   sin_1 => mul_1
#   sin_2 => convert_element_type_3
#   sin_3 => unsqueeze_12
#   view_1 => view_9
#   x1_1 => slice_3
#   x2_1 => slice_4
# Graph fragment:
#   %copy_ : Tensor "i64[][]cuda:0" = PlaceHolder[target=copy_]
#   %mm_1 : Tensor "bf16[1, 512][512, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %mm_default : Tensor "f32[32, 1][1, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %index_put : Tensor "bf16[1, 8, 256, 64][131072, 16384, 64, 1]cuda:0" = PlaceHolder[target=index_put]
#   %unsqueeze_default : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 1, 32][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 1, 1, 32][32, 1, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 1, 2, 32][32, 1, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 1, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 1, 2, 32][64, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 1, 64][64, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 1, 64]), kwargs = {})
#   %cos : Tensor "f32[1, 1, 64][64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul : Tensor "f32[1, 1, 64][64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[1, 1, 64][64, 64, 1]cuda:0"[num_users=16] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul, torch.bfloat16), kwargs = {})
#   %unsqueeze_11 : Tensor "bf16[1, 1, 1, 64][64, 64, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_2, 1), kwargs = {})
#   %sin : Tensor "f32[1, 1, 64][64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 1, 64][64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %convert_element_type_3 : Tensor "bf16[1, 1, 64][64, 64, 1]cuda:0"[num_users=16] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_1, torch.bfloat16), kwargs = {})
#   %unsqueeze_12 : Tensor "bf16[1, 1, 1, 64][64, 64, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_3, 1), kwargs = {})
#   %iota_5 : Tensor "i64[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_6 : Tensor "i64[1][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_5, %arg2_1), kwargs = {})
#   %view_8 : Tensor "bf16[1, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [1, 1, 512]), kwargs = {})
#   %view_9 : Tensor "bf16[1, 1, 8, 64][512, 512, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_8, [1, 1, -1, 64]), kwargs = {})
#   %permute_4 : Tensor "bf16[1, 8, 1, 64][512, 64, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_9, [0, 2, 1, 3]), kwargs = {})
#   %mul_6 : Tensor "bf16[1, 8, 1, 64][512, 64, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_4, %unsqueeze_11), kwargs = {})
#   %slice_4 : Tensor "bf16[1, 8, 1, 32][512, 64, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 32, 9223372036854775807), kwargs = {})
#   %neg_1 : Tensor "bf16[1, 8, 1, 32][256, 32, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_4,), kwargs = {})
#   %slice_3 : Tensor "bf16[1, 8, 1, 32][512, 64, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 0, 32), kwargs = {})
#   %cat_1 : Tensor "bf16[1, 8, 1, 64][512, 64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg_1, %slice_3], -1), kwargs = {})
#   %mul_7 : Tensor "bf16[1, 8, 1, 64][512, 64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_1, %unsqueeze_12), kwargs = {})
#   %add_5 : Tensor "bf16[1, 8, 1, 64][512, 64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %mul_7), kwargs = {})
#   %index_put : Tensor "bf16[1, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%arg8_1, [None, None, %add_6], %add_5), kwargs = {})
#   return %buf8
triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3 = async_compile.triton('triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3200}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 512
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 64)
    x1 = xindex // 64
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp9 = tl.load(in_ptr1 + (x2), xmask).to(tl.float32)
    tmp10 = tl.load(in_ptr2 + ((x2 % 32)), xmask, eviction_policy='evict_last')
    tmp2 = tl.full([1], 0, tl.int64)
    tmp3 = tmp2 + tmp1
    tmp4 = tl.full([XBLOCK], 256, tl.int32)
    tmp5 = tmp3 + tmp4
    tmp6 = tmp3 < 0
    tmp7 = tl.where(tmp6, tmp5, tmp3)
    tl.device_assert((0 <= tmp7) & (tmp7 < 256), "index out of bounds: 0 <= tmp7 < 256")
    tmp11 = tl_math.cos(tmp10)
    tmp12 = tl.full([1], 1.0, tl.float32)
    tmp13 = tmp11 * tmp12
    tmp14 = tmp13.to(tl.float32)
    tmp15 = tmp9 * tmp14
    tmp16 = x0
    tmp17 = tmp16 >= tmp2
    tmp18 = tl.full([1], 32, tl.int64)
    tmp19 = tmp16 < tmp18
    tmp20 = tl.load(in_ptr1 + (32 + 64*x1 + (x0)), tmp19 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp21 = -tmp20
    tmp22 = tl.full(tmp21.shape, 0.0, tmp21.dtype)
    tmp23 = tl.where(tmp19, tmp21, tmp22)
    tmp24 = tmp16 >= tmp18
    tmp25 = tl.full([1], 64, tl.int64)
    tmp26 = tmp16 < tmp25
    tmp27 = tl.load(in_ptr1 + (64*x1 + ((-32) + x0)), tmp24 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp28 = tl.where(tmp19, tmp23, tmp27)
    tmp29 = tl_math.sin(tmp10)
    tmp30 = tmp29 * tmp12
    tmp31 = tmp30.to(tl.float32)
    tmp32 = tmp28 * tmp31
    tmp33 = tmp15 + tmp32
    tl.store(out_ptr0 + (x0 + 64*tmp7 + 16384*x1), tmp33, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/gx/cgxrj5zx3xno3q54vpiuvjhqnb2ru3habjymc7364glo4x6zfyk5.py
# Topologically Sorted Source Nodes: [arange_5, cache_position, linear_2, view_2, value_states, index_copy__1], Original ATen: [aten.arange, aten.add, aten._unsafe_view, aten.view, aten.transpose, aten.index_copy]
# Source node to ATen node mapping:
#   arange_5 => iota_5
#   cache_position => add_6
#   index_copy__1 => index_put_1
#   linear_2 => view_11
#   value_states => permute_6
#   view_2 => view_12
# Graph fragment:
#   %copy_ : Tensor "i64[][]cuda:0" = PlaceHolder[target=copy_]
#   %mm_2 : Tensor "bf16[1, 512][512, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %index_put_1 : Tensor "bf16[1, 8, 256, 64][131072, 16384, 64, 1]cuda:0" = PlaceHolder[target=index_put_1]
#   %iota_5 : Tensor "i64[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_6 : Tensor "i64[1][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_5, %arg2_1), kwargs = {})
#   %view_11 : Tensor "bf16[1, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [1, 1, 512]), kwargs = {})
#   %view_12 : Tensor "bf16[1, 1, 8, 64][512, 512, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_11, [1, 1, -1, 64]), kwargs = {})
#   %permute_6 : Tensor "bf16[1, 8, 1, 64][512, 64, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_12, [0, 2, 1, 3]), kwargs = {})
#   %index_put_1 : Tensor "bf16[1, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%arg9_1, [None, None, %add_6], %permute_6), kwargs = {})
#   return %buf10
triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4 = async_compile.triton('triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 512
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 64)
    x1 = xindex // 64
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp9 = tl.load(in_ptr1 + (x2), xmask).to(tl.float32)
    tmp2 = tl.full([1], 0, tl.int64)
    tmp3 = tmp2 + tmp1
    tmp4 = tl.full([XBLOCK], 256, tl.int32)
    tmp5 = tmp3 + tmp4
    tmp6 = tmp3 < 0
    tmp7 = tl.where(tmp6, tmp5, tmp3)
    tl.device_assert((0 <= tmp7) & (tmp7 < 256), "index out of bounds: 0 <= tmp7 < 256")
    tl.store(out_ptr0 + (x0 + 64*tmp7 + 16384*x1), tmp9, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/fc/cfcbqub5i6dxka54xsia22vz7bsqc5itjxvzkmagesxqqgdr5nle.py
# Topologically Sorted Source Nodes: [linear, view, query_states, , freqs, emb, cos, cos_1, cos_2, cos_3, mul_4, x2, neg, x1, cat_1, sin, sin_1, sin_2, sin_3, mul_5, q_embed, key, value, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.unsqueeze, aten.slice, aten.neg, aten.sin, aten.add, aten.expand, aten.clone, aten.arange, aten.le, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => le
#   attention_mask_1 => expand
#   attn_output => _scaled_dot_product_cudnn_attention, full_default, full_default_1, where
#   cat_1 => cat
#   cos => cos
#   cos_1 => mul
#   cos_2 => convert_element_type_2
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   key => clone_2, expand_6, unsqueeze_15, view_13
#   kv_arange => add_2
#   kv_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   linear => view_5
#   mul_4 => mul_4
#   mul_5 => mul_5
#   neg => neg
#   q_arange => add_1
#   q_embed => add_4
#   q_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   query_states => permute_2
#   sin => sin
#   sin_1 => mul_1
#   sin_2 => convert_element_type_3
#   sin_3 => unsqueeze_12
#   value => clone_3, expand_8, unsqueeze_18, view_14
#   view => view_6
#   x1 => slice_1
#   x2 => slice_2
# Graph fragment:
#   %mm : Tensor "bf16[1, 2048][2048, 1]cuda:0" = PlaceHolder[target=mm]
#   %mm_default : Tensor "f32[32, 1][1, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %view_5 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [1, 1, 2048]), kwargs = {})
#   %view_6 : Tensor "bf16[1, 1, 32, 64][2048, 2048, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_5, [1, 1, -1, 64]), kwargs = {})
#   %permute_2 : Tensor "bf16[1, 32, 1, 64][2048, 64, 2048, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_6, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_default : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 1, 32][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 1, 1, 32][32, 1, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 1, 2, 32][32, 1, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 1, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 1, 2, 32][64, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 1, 64][64, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 1, 64]), kwargs = {})
#   %cos : Tensor "f32[1, 1, 64][64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul : Tensor "f32[1, 1, 64][64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[1, 1, 64][64, 64, 1]cuda:0"[num_users=16] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul, torch.bfloat16), kwargs = {})
#   %unsqueeze_11 : Tensor "bf16[1, 1, 1, 64][64, 64, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_2, 1), kwargs = {})
#   %mul_4 : Tensor "bf16[1, 32, 1, 64][2048, 64, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_2, %unsqueeze_11), kwargs = {})
#   %slice_2 : Tensor "bf16[1, 32, 1, 32][2048, 64, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 32, 9223372036854775807), kwargs = {})
#   %neg : Tensor "bf16[1, 32, 1, 32][1024, 32, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_2,), kwargs = {})
#   %slice_1 : Tensor "bf16[1, 32, 1, 32][2048, 64, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 0, 32), kwargs = {})
#   %cat : Tensor "bf16[1, 32, 1, 64][2048, 64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg, %slice_1], -1), kwargs = {})
#   %sin : Tensor "f32[1, 1, 64][64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 1, 64][64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %convert_element_type_3 : Tensor "bf16[1, 1, 64][64, 64, 1]cuda:0"[num_users=16] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_1, torch.bfloat16), kwargs = {})
#   %unsqueeze_12 : Tensor "bf16[1, 1, 1, 64][64, 64, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_3, 1), kwargs = {})
#   %mul_5 : Tensor "bf16[1, 32, 1, 64][2048, 64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat, %unsqueeze_12), kwargs = {})
#   %add_4 : Tensor "bf16[1, 32, 1, 64][2048, 64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_4, %mul_5), kwargs = {})
#   %unsqueeze_15 : Tensor "bf16[1, 8, 1, 256, 64][131072, 16384, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%index_put, 2), kwargs = {})
#   %expand_6 : Tensor "bf16[1, 8, 4, 256, 64][131072, 16384, 0, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_15, [1, 8, 4, 256, 64]), kwargs = {})
#   %clone_2 : Tensor "bf16[1, 8, 4, 256, 64][524288, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_6,), kwargs = {memory_format: torch.contiguous_format})
#   %view_13 : Tensor "bf16[1, 32, 256, 64][524288, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_2, [1, 32, 256, 64]), kwargs = {})
#   %unsqueeze_18 : Tensor "bf16[1, 8, 1, 256, 64][131072, 16384, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%index_put_1, 2), kwargs = {})
#   %expand_8 : Tensor "bf16[1, 8, 4, 256, 64][131072, 16384, 0, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_18, [1, 8, 4, 256, 64]), kwargs = {})
#   %clone_3 : Tensor "bf16[1, 8, 4, 256, 64][524288, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_8,), kwargs = {memory_format: torch.contiguous_format})
#   %view_14 : Tensor "bf16[1, 32, 256, 64][524288, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_3, [1, 32, 256, 64]), kwargs = {})
#   %iota_4 : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (256,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_2 : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_4, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_2, 0), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[1, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 1), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 1, 256][256, 256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_5, 2), kwargs = {})
#   %iota_3 : Tensor "i64[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_1 : Tensor "i64[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_3, %arg2_1), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_1, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %le : Tensor "b8[1, 1, 1, 256][256, 256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_6, %unsqueeze_3), kwargs = {})
#   %expand : Tensor "b8[1, 1, 1, 256][256, 256, 256, 1]cuda:0"[num_users=16] = call_function[target=torch.ops.aten.expand.default](args = (%le, [1, -1, 1, 256]), kwargs = {})
#   %full_default_1 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -65536.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "bf16[1, 1, 1, 256][256, 256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_1, %full_default), kwargs = {})
#   %_scaled_dot_product_cudnn_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_cudnn_attention.default](args = (%add_4, %view_13, %view_14, %where, False), kwargs = {scale: 0.125})
#   return %buf11
triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5 = async_compile.triton('triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 20608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2048
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 64)
    x1 = xindex // 64
    tmp0 = tl.load(in_ptr0 + (x2), xmask).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + ((x2 % 32)), xmask, eviction_policy='evict_last')
    tmp2 = tl_math.cos(tmp1)
    tmp3 = tl.full([1], 1.0, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp0 * tmp5
    tmp7 = x0
    tmp8 = tl.full([1], 0, tl.int64)
    tmp9 = tmp7 >= tmp8
    tmp10 = tl.full([1], 32, tl.int64)
    tmp11 = tmp7 < tmp10
    tmp12 = tl.load(in_ptr0 + (32 + 64*x1 + (x0)), tmp11 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp13 = -tmp12
    tmp14 = tl.full(tmp13.shape, 0.0, tmp13.dtype)
    tmp15 = tl.where(tmp11, tmp13, tmp14)
    tmp16 = tmp7 >= tmp10
    tmp17 = tl.full([1], 64, tl.int64)
    tmp18 = tmp7 < tmp17
    tmp19 = tl.load(in_ptr0 + (64*x1 + ((-32) + x0)), tmp16 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp20 = tl.where(tmp11, tmp15, tmp19)
    tmp21 = tl_math.sin(tmp1)
    tmp22 = tmp21 * tmp3
    tmp23 = tmp22.to(tl.float32)
    tmp24 = tmp20 * tmp23
    tmp25 = tmp6 + tmp24
    tl.store(out_ptr0 + (x2), tmp25, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/dy/cdyvnl5bnasfefmgmscx3i6zvzfafgfpwddz7rm7wlmerw6utohc.py
# Topologically Sorted Source Nodes: [linear, view, query_states, , freqs, emb, cos, cos_1, cos_2, cos_3, mul_4, x2, neg, x1, cat_1, sin, sin_1, sin_2, sin_3, mul_5, q_embed, key, value, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.unsqueeze, aten.slice, aten.neg, aten.sin, aten.add, aten.expand, aten.clone, aten.arange, aten.le, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => le
#   attention_mask_1 => expand
#   attn_output => _scaled_dot_product_cudnn_attention, full_default, full_default_1, where
#   cat_1 => cat
#   cos => cos
#   cos_1 => mul
#   cos_2 => convert_element_type_2
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   key => clone_2, expand_6, unsqueeze_15, view_13
#   kv_arange => add_2
#   kv_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   linear => view_5
#   mul_4 => mul_4
#   mul_5 => mul_5
#   neg => neg
#   q_arange => add_1
#   q_embed => add_4
#   q_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   query_states => permute_2
#   sin => sin
#   sin_1 => mul_1
#   sin_2 => convert_element_type_3
#   sin_3 => unsqueeze_12
#   value => clone_3, expand_8, unsqueeze_18, view_14
#   view => view_6
#   x1 => slice_1
#   x2 => slice_2
# Graph fragment:
#   %buf8 : Tensor "bf16[1, 8, 256, 64][131072, 16384, 64, 1]cuda:0" = PlaceHolder[target=buf8]
#   %view_5 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [1, 1, 2048]), kwargs = {})
#   %view_6 : Tensor "bf16[1, 1, 32, 64][2048, 2048, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_5, [1, 1, -1, 64]), kwargs = {})
#   %permute_2 : Tensor "bf16[1, 32, 1, 64][2048, 64, 2048, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_6, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_default : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 1, 32][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 1, 1, 32][32, 1, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 1, 2, 32][32, 1, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 1, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 1, 2, 32][64, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 1, 64][64, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 1, 64]), kwargs = {})
#   %cos : Tensor "f32[1, 1, 64][64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul : Tensor "f32[1, 1, 64][64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[1, 1, 64][64, 64, 1]cuda:0"[num_users=16] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul, torch.bfloat16), kwargs = {})
#   %unsqueeze_11 : Tensor "bf16[1, 1, 1, 64][64, 64, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_2, 1), kwargs = {})
#   %mul_4 : Tensor "bf16[1, 32, 1, 64][2048, 64, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_2, %unsqueeze_11), kwargs = {})
#   %slice_2 : Tensor "bf16[1, 32, 1, 32][2048, 64, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 32, 9223372036854775807), kwargs = {})
#   %neg : Tensor "bf16[1, 32, 1, 32][1024, 32, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_2,), kwargs = {})
#   %slice_1 : Tensor "bf16[1, 32, 1, 32][2048, 64, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 0, 32), kwargs = {})
#   %cat : Tensor "bf16[1, 32, 1, 64][2048, 64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg, %slice_1], -1), kwargs = {})
#   %sin : Tensor "f32[1, 1, 64][64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 1, 64][64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %convert_element_type_3 : Tensor "bf16[1, 1, 64][64, 64, 1]cuda:0"[num_users=16] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_1, torch.bfloat16), kwargs = {})
#   %unsqueeze_12 : Tensor "bf16[1, 1, 1, 64][64, 64, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_3, 1), kwargs = {})
#   %mul_5 : Tensor "bf16[1, 32, 1, 64][2048, 64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat, %unsqueeze_12), kwargs = {})
#   %add_4 : Tensor "bf16[1, 32, 1, 64][2048, 64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_4, %mul_5), kwargs = {})
#   %unsqueeze_15 : Tensor "bf16[1, 8, 1, 256, 64][131072, 16384, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%index_put, 2), kwargs = {})
#   %expand_6 : Tensor "bf16[1, 8, 4, 256, 64][131072, 16384, 0, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_15, [1, 8, 4, 256, 64]), kwargs = {})
#   %clone_2 : Tensor "bf16[1, 8, 4, 256, 64][524288, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_6,), kwargs = {memory_format: torch.contiguous_format})
#   %view_13 : Tensor "bf16[1, 32, 256, 64][524288, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_2, [1, 32, 256, 64]), kwargs = {})
#   %unsqueeze_18 : Tensor "bf16[1, 8, 1, 256, 64][131072, 16384, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%index_put_1, 2), kwargs = {})
#   %expand_8 : Tensor "bf16[1, 8, 4, 256, 64][131072, 16384, 0, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_18, [1, 8, 4, 256, 64]), kwargs = {})
#   %clone_3 : Tensor "bf16[1, 8, 4, 256, 64][524288, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_8,), kwargs = {memory_format: torch.contiguous_format})
#   %view_14 : Tensor "bf16[1, 32, 256, 64][524288, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_3, [1, 32, 256, 64]), kwargs = {})
#   %iota_4 : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (256,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_2 : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_4, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_2, 0), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[1, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 1), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 1, 256][256, 256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_5, 2), kwargs = {})
#   %iota_3 : Tensor "i64[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_1 : Tensor "i64[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_3, %arg2_1), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_1, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %le : Tensor "b8[1, 1, 1, 256][256, 256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_6, %unsqueeze_3), kwargs = {})
#   %expand : Tensor "b8[1, 1, 1, 256][256, 256, 256, 1]cuda:0"[num_users=16] = call_function[target=torch.ops.aten.expand.default](args = (%le, [1, -1, 1, 256]), kwargs = {})
#   %full_default_1 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -65536.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "bf16[1, 1, 1, 256][256, 256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_1, %full_default), kwargs = {})
#   %_scaled_dot_product_cudnn_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_cudnn_attention.default](args = (%add_4, %view_13, %view_14, %where, False), kwargs = {scale: 0.125})
#   return %buf12
triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6 = async_compile.triton('triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2097152}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 524288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 16384)
    x1 = xindex // 16384
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16384*(x1 // 4)), None).to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/fx/cfxw4hp2afn4fs7mquso6aw6s43ssxvk6srjcduzqdk3irmig5de.py
# Topologically Sorted Source Nodes: [linear, view, query_states, , freqs, emb, cos, cos_1, cos_2, cos_3, mul_4, x2, neg, x1, cat_1, sin, sin_1, sin_2, sin_3, mul_5, q_embed, key, value, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.unsqueeze, aten.slice, aten.neg, aten.sin, aten.add, aten.expand, aten.clone, aten.arange, aten.le, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => le
#   attention_mask_1 => expand
#   attn_output => _scaled_dot_product_cudnn_attention, full_default, full_default_1, where
#   cat_1 => cat
#   cos => cos
#   cos_1 => mul
#   cos_2 => convert_element_type_2
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   key => clone_2, expand_6, unsqueeze_15, view_13
#   kv_arange => add_2
#   kv_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   linear => view_5
#   mul_4 => mul_4
#   mul_5 => mul_5
#   neg => neg
#   q_arange => add_1
#   q_embed => add_4
#   q_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   query_states => permute_2
#   sin => sin
#   sin_1 => mul_1
#   sin_2 => convert_element_type_3
#   sin_3 => unsqueeze_12
#   value => clone_3, expand_8, unsqueeze_18, view_14
#   view => view_6
#   x1 => slice_1
#   x2 => slice_2
# Graph fragment:
#   %copy_ : Tensor "i64[][]cuda:0" = PlaceHolder[target=copy_]
#   %view_5 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [1, 1, 2048]), kwargs = {})
#   %view_6 : Tensor "bf16[1, 1, 32, 64][2048, 2048, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_5, [1, 1, -1, 64]), kwargs = {})
#   %permute_2 : Tensor "bf16[1, 32, 1, 64][2048, 64, 2048, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_6, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_default : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 1, 32][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 1, 1, 32][32, 1, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 1, 2, 32][32, 1, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 1, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 1, 2, 32][64, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 1, 64][64, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 1, 64]), kwargs = {})
#   %cos : Tensor "f32[1, 1, 64][64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul : Tensor "f32[1, 1, 64][64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[1, 1, 64][64, 64, 1]cuda:0"[num_users=16] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul, torch.bfloat16), kwargs = {})
#   %unsqueeze_11 : Tensor "bf16[1, 1, 1, 64][64, 64, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_2, 1), kwargs = {})
#   %mul_4 : Tensor "bf16[1, 32, 1, 64][2048, 64, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_2, %unsqueeze_11), kwargs = {})
#   %slice_2 : Tensor "bf16[1, 32, 1, 32][2048, 64, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 32, 9223372036854775807), kwargs = {})
#   %neg : Tensor "bf16[1, 32, 1, 32][1024, 32, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_2,), kwargs = {})
#   %slice_1 : Tensor "bf16[1, 32, 1, 32][2048, 64, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 0, 32), kwargs = {})
#   %cat : Tensor "bf16[1, 32, 1, 64][2048, 64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg, %slice_1], -1), kwargs = {})
#   %sin : Tensor "f32[1, 1, 64][64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 1, 64][64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %convert_element_type_3 : Tensor "bf16[1, 1, 64][64, 64, 1]cuda:0"[num_users=16] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_1, torch.bfloat16), kwargs = {})
#   %unsqueeze_12 : Tensor "bf16[1, 1, 1, 64][64, 64, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_3, 1), kwargs = {})
#   %mul_5 : Tensor "bf16[1, 32, 1, 64][2048, 64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat, %unsqueeze_12), kwargs = {})
#   %add_4 : Tensor "bf16[1, 32, 1, 64][2048, 64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_4, %mul_5), kwargs = {})
#   %unsqueeze_15 : Tensor "bf16[1, 8, 1, 256, 64][131072, 16384, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%index_put, 2), kwargs = {})
#   %expand_6 : Tensor "bf16[1, 8, 4, 256, 64][131072, 16384, 0, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_15, [1, 8, 4, 256, 64]), kwargs = {})
#   %clone_2 : Tensor "bf16[1, 8, 4, 256, 64][524288, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_6,), kwargs = {memory_format: torch.contiguous_format})
#   %view_13 : Tensor "bf16[1, 32, 256, 64][524288, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_2, [1, 32, 256, 64]), kwargs = {})
#   %unsqueeze_18 : Tensor "bf16[1, 8, 1, 256, 64][131072, 16384, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%index_put_1, 2), kwargs = {})
#   %expand_8 : Tensor "bf16[1, 8, 4, 256, 64][131072, 16384, 0, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_18, [1, 8, 4, 256, 64]), kwargs = {})
#   %clone_3 : Tensor "bf16[1, 8, 4, 256, 64][524288, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_8,), kwargs = {memory_format: torch.contiguous_format})
#   %view_14 : Tensor "bf16[1, 32, 256, 64][524288, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_3, [1, 32, 256, 64]), kwargs = {})
#   %iota_4 : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (256,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_2 : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_4, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_2, 0), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[1, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 1), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 1, 256][256, 256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_5, 2), kwargs = {})
#   %iota_3 : Tensor "i64[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_1 : Tensor "i64[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_3, %arg2_1), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_1, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %le : Tensor "b8[1, 1, 1, 256][256, 256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_6, %unsqueeze_3), kwargs = {})
#   %expand : Tensor "b8[1, 1, 1, 256][256, 256, 256, 1]cuda:0"[num_users=16] = call_function[target=torch.ops.aten.expand.default](args = (%le, [1, -1, 1, 256]), kwargs = {})
#   %full_default_1 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -65536.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "bf16[1, 1, 1, 256][256, 256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_1, %full_default), kwargs = {})
#   %_scaled_dot_product_cudnn_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_cudnn_attention.default](args = (%add_4, %view_13, %view_14, %where, False), kwargs = {scale: 0.125})
#   return %buf14
triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7 = async_compile.triton('triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 256
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp2 = tl.full([1], 0, tl.int64)
    tmp3 = tmp2 + tmp1
    tmp4 = x0
    tmp5 = tmp4 <= tmp3
    tmp6 = tl.full([1], 0.0, tl.float32)
    tmp7 = tl.full([1], -65536.0, tl.float32)
    tmp8 = tl.where(tmp5, tmp6, tmp7)
    tl.store(out_ptr0 + (x0), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ud/cud5hjjdacknm4q4vomhzjtszp3ifs6g6wfdfevgsdnianpwoeh2.py
# Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_5, hidden_states_6, pow_2, variance_1, add_8, rsqrt_1, hidden_states_7, to_7, hidden_states_8], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_8 => add_9
#   attn_output_3 => view_17
#   hidden_states_5 => add_8
#   hidden_states_6 => convert_element_type_14
#   hidden_states_7 => mul_8
#   hidden_states_8 => mul_9
#   inputs_embeds => embedding
#   pow_2 => pow_2
#   rsqrt_1 => rsqrt_1
#   to_7 => convert_element_type_15
#   variance_1 => mean_1
# Graph fragment:
#   %arg0_1 : Tensor "i64[1, 1][1, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "bf16[32000, 2048][2048, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %mm_3 : Tensor "bf16[1, 2048][2048, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %arg11_1 : Tensor "bf16[2048][1]cuda:0" = PlaceHolder[target=arg11_1]
#   %buf21 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=buf21]
#   %embedding : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %view_17 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [1, 1, 2048]), kwargs = {})
#   %add_8 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %convert_element_type_14 : Tensor "f32[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_8, torch.float32), kwargs = {})
#   %pow_2 : Tensor "f32[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_14, 2), kwargs = {})
#   %mean_1 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %add_9 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_9,), kwargs = {})
#   %mul_8 : Tensor "f32[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_14, %rsqrt_1), kwargs = {})
#   %convert_element_type_15 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_8, torch.bfloat16), kwargs = {})
#   %mul_9 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg11_1, %convert_element_type_15), kwargs = {})
#   return %buf21,%mul_9
triton_red_fused__to_copy__unsafe_view_add_embedding_mean_mul_pow_rsqrt_8 = async_compile.triton('triton_red_fused__to_copy__unsafe_view_add_embedding_mean_mul_pow_rsqrt_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 1, 'r0_': 2048},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy__unsafe_view_add_embedding_mean_mul_pow_rsqrt_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 16384}}
)
@triton.jit
def triton_red_fused__to_copy__unsafe_view_add_embedding_mean_mul_pow_rsqrt_8(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 2048
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [1, 1])
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp8 = tl.load(in_ptr2 + (r0_0), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp2 = tl.full([1, 1], 32000, tl.int32)
        tmp3 = tmp1 + tmp2
        tmp4 = tmp1 < 0
        tmp5 = tl.where(tmp4, tmp3, tmp1)
        tl.device_assert((0 <= tmp5) & (tmp5 < 32000), "index out of bounds: 0 <= tmp5 < 32000")
        tmp7 = tl.load(in_ptr1 + (r0_0 + 2048*tmp5), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp9 = tmp7 + tmp8
        tmp10 = tmp9.to(tl.float32)
        tmp11 = tmp10 * tmp10
        tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
        tmp14 = _tmp13 + tmp12
        _tmp13 = tl.where(r0_mask, tmp14, _tmp13)
    tmp13 = tl.sum(_tmp13, 1)[:, None]
    tmp16 = tl.load(in_ptr0 + (0))
    tmp17 = tl.broadcast_to(tmp16, [1, 1])
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp15 = tl.load(in_ptr3 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp24 = tl.load(in_ptr2 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp18 = tl.full([1, 1], 32000, tl.int32)
        tmp19 = tmp17 + tmp18
        tmp20 = tmp17 < 0
        tmp21 = tl.where(tmp20, tmp19, tmp17)
        tl.device_assert((0 <= tmp21) & (tmp21 < 32000), "index out of bounds: 0 <= tmp21 < 32000")
        tmp23 = tl.load(in_ptr1 + (r0_0 + 2048*tmp21), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp25 = tmp23 + tmp24
        tmp26 = tmp25.to(tl.float32)
        tmp27 = tl.full([1, 1], 2048.0, tl.float32)
        tmp28 = (tmp13 / tmp27)
        tmp29 = tl.full([1, 1], 1e-06, tl.float32)
        tmp30 = tmp28 + tmp29
        tmp31 = libdevice.rsqrt(tmp30)
        tmp32 = tmp26 * tmp31
        tmp33 = tmp32.to(tl.float32)
        tmp34 = tmp15 * tmp33
        tl.store(out_ptr1 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp34, r0_mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/y3/cy37bmshlsdoauezop6z5yfpa6sznfrxnzjiuohh54izpmenkr4z.py
# Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_10], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
# Source node to ATen node mapping:
#   linear_4 => view_19
#   linear_5 => view_21
#   mul_10 => mul_10
#   silu => add_10, convert_element_type_18, convert_element_type_19, div, exp, neg_2
# Graph fragment:
#   %mm_4 : Tensor "bf16[1, 8192][8192, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %mm_5 : Tensor "bf16[1, 8192][8192, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %view_19 : Tensor "bf16[1, 1, 8192][8192, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [1, 1, 8192]), kwargs = {})
#   %convert_element_type_18 : Tensor "f32[1, 1, 8192][8192, 8192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_19, torch.float32), kwargs = {})
#   %neg_2 : Tensor "f32[1, 1, 8192][8192, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convert_element_type_18,), kwargs = {})
#   %exp : Tensor "f32[1, 1, 8192][8192, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_2,), kwargs = {})
#   %add_10 : Tensor "f32[1, 1, 8192][8192, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp, 1), kwargs = {})
#   %div : Tensor "f32[1, 1, 8192][8192, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convert_element_type_18, %add_10), kwargs = {})
#   %convert_element_type_19 : Tensor "bf16[1, 1, 8192][8192, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div, torch.bfloat16), kwargs = {})
#   %view_21 : Tensor "bf16[1, 1, 8192][8192, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [1, 1, 8192]), kwargs = {})
#   %mul_10 : Tensor "bf16[1, 1, 8192][8192, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_19, %view_21), kwargs = {})
#   return %mul_10
triton_poi_fused__unsafe_view_mul_silu_9 = async_compile.triton('triton_poi_fused__unsafe_view_mul_silu_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_mul_silu_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 65536}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_mul_silu_9(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8192
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None).to(tl.float32)
    tmp8 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = -tmp1
    tmp3 = libdevice.exp(tmp2)
    tmp4 = tl.full([1], 1.0, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = (tmp1 / tmp5)
    tmp7 = tmp6.to(tl.float32)
    tmp9 = tmp7 * tmp8
    tl.store(in_out_ptr0 + (x0), tmp9, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/hj/chjvkepglbreyuo6t5npe47emnebvlk5tapbpyz4qpjkha7wp7d4.py
# Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_5, down_proj, hidden_states_9, hidden_states_10, pow_3, variance_2, add_10, rsqrt_2, hidden_states_11, to_9, hidden_states_12], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_10 => add_12
#   attn_output_3 => view_17
#   down_proj => view_23
#   hidden_states_10 => convert_element_type_24
#   hidden_states_11 => mul_11
#   hidden_states_12 => mul_12
#   hidden_states_5 => add_8
#   hidden_states_9 => add_11
#   inputs_embeds => embedding
#   pow_3 => pow_3
#   rsqrt_2 => rsqrt_2
#   to_9 => convert_element_type_25
#   variance_2 => mean_2
# Graph fragment:
#   %arg0_1 : Tensor "i64[1, 1][1, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "bf16[32000, 2048][2048, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %mm_3 : Tensor "bf16[1, 2048][2048, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %mm_6 : Tensor "bf16[1, 2048][2048, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %arg15_1 : Tensor "bf16[2048][1]cuda:0" = PlaceHolder[target=arg15_1]
#   %buf27 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=buf27]
#   %embedding : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %view_17 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [1, 1, 2048]), kwargs = {})
#   %add_8 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %view_23 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [1, 1, 2048]), kwargs = {})
#   %add_11 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_8, %view_23), kwargs = {})
#   %convert_element_type_24 : Tensor "f32[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_11, torch.float32), kwargs = {})
#   %pow_3 : Tensor "f32[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_24, 2), kwargs = {})
#   %mean_2 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_3, [-1], True), kwargs = {})
#   %add_12 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_2, 1e-06), kwargs = {})
#   %rsqrt_2 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_12,), kwargs = {})
#   %mul_11 : Tensor "f32[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_24, %rsqrt_2), kwargs = {})
#   %convert_element_type_25 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_11, torch.bfloat16), kwargs = {})
#   %mul_12 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg15_1, %convert_element_type_25), kwargs = {})
#   return %buf27,%mul_12
triton_red_fused__to_copy__unsafe_view_add_embedding_mean_mul_pow_rsqrt_10 = async_compile.triton('triton_red_fused__to_copy__unsafe_view_add_embedding_mean_mul_pow_rsqrt_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 1, 'r0_': 2048},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy__unsafe_view_add_embedding_mean_mul_pow_rsqrt_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 20480}}
)
@triton.jit
def triton_red_fused__to_copy__unsafe_view_add_embedding_mean_mul_pow_rsqrt_10(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 2048
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [1, 1])
    _tmp15 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp8 = tl.load(in_ptr2 + (r0_0), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp10 = tl.load(in_ptr3 + (r0_0), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp2 = tl.full([1, 1], 32000, tl.int32)
        tmp3 = tmp1 + tmp2
        tmp4 = tmp1 < 0
        tmp5 = tl.where(tmp4, tmp3, tmp1)
        tl.device_assert((0 <= tmp5) & (tmp5 < 32000), "index out of bounds: 0 <= tmp5 < 32000")
        tmp7 = tl.load(in_ptr1 + (r0_0 + 2048*tmp5), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp9 = tmp7 + tmp8
        tmp11 = tmp9 + tmp10
        tmp12 = tmp11.to(tl.float32)
        tmp13 = tmp12 * tmp12
        tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
        tmp16 = _tmp15 + tmp14
        _tmp15 = tl.where(r0_mask, tmp16, _tmp15)
    tmp15 = tl.sum(_tmp15, 1)[:, None]
    tmp18 = tl.load(in_ptr0 + (0))
    tmp19 = tl.broadcast_to(tmp18, [1, 1])
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp17 = tl.load(in_ptr4 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp26 = tl.load(in_ptr2 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp28 = tl.load(in_ptr3 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp20 = tl.full([1, 1], 32000, tl.int32)
        tmp21 = tmp19 + tmp20
        tmp22 = tmp19 < 0
        tmp23 = tl.where(tmp22, tmp21, tmp19)
        tl.device_assert((0 <= tmp23) & (tmp23 < 32000), "index out of bounds: 0 <= tmp23 < 32000")
        tmp25 = tl.load(in_ptr1 + (r0_0 + 2048*tmp23), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp27 = tmp25 + tmp26
        tmp29 = tmp27 + tmp28
        tmp30 = tmp29.to(tl.float32)
        tmp31 = tl.full([1, 1], 2048.0, tl.float32)
        tmp32 = (tmp15 / tmp31)
        tmp33 = tl.full([1, 1], 1e-06, tl.float32)
        tmp34 = tmp32 + tmp33
        tmp35 = libdevice.rsqrt(tmp34)
        tmp36 = tmp30 * tmp35
        tmp37 = tmp36.to(tl.float32)
        tmp38 = tmp17 * tmp37
        tl.store(out_ptr1 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp38, r0_mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ro/crokq5rvyncd4g5fm7lwnybkmxriey4qsoi32eihmbeiukkhbwyt.py
# Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_5, down_proj, hidden_states_9, attn_output_7, hidden_states_15, hidden_states_16, pow_4, variance_3, add_15, rsqrt_3, hidden_states_17, to_11, hidden_states_18], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_15 => add_18
#   attn_output_3 => view_17
#   attn_output_7 => view_37
#   down_proj => view_23
#   hidden_states_15 => add_17
#   hidden_states_16 => convert_element_type_34
#   hidden_states_17 => mul_17
#   hidden_states_18 => mul_18
#   hidden_states_5 => add_8
#   hidden_states_9 => add_11
#   inputs_embeds => embedding
#   pow_4 => pow_4
#   rsqrt_3 => rsqrt_3
#   to_11 => convert_element_type_35
#   variance_3 => mean_3
# Graph fragment:
#   %arg0_1 : Tensor "i64[1, 1][1, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "bf16[32000, 2048][2048, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %mm_3 : Tensor "bf16[1, 2048][2048, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %mm_6 : Tensor "bf16[1, 2048][2048, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %mm_10 : Tensor "bf16[1, 2048][2048, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %add_17 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0" = PlaceHolder[target=add_17]
#   %arg23_1 : Tensor "bf16[2048][1]cuda:0" = PlaceHolder[target=arg23_1]
#   %buf45 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=buf45]
#   %embedding : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %view_17 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [1, 1, 2048]), kwargs = {})
#   %add_8 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %view_23 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [1, 1, 2048]), kwargs = {})
#   %add_11 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_8, %view_23), kwargs = {})
#   %view_37 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_10, [1, 1, 2048]), kwargs = {})
#   %add_17 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_11, %view_37), kwargs = {})
#   %convert_element_type_34 : Tensor "f32[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_17, torch.float32), kwargs = {})
#   %pow_4 : Tensor "f32[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_34, 2), kwargs = {})
#   %mean_3 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_4, [-1], True), kwargs = {})
#   %add_18 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_3, 1e-06), kwargs = {})
#   %rsqrt_3 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_18,), kwargs = {})
#   %mul_17 : Tensor "f32[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_34, %rsqrt_3), kwargs = {})
#   %convert_element_type_35 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_17, torch.bfloat16), kwargs = {})
#   %mul_18 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg23_1, %convert_element_type_35), kwargs = {})
#   return %add_17,%buf45,%mul_18
triton_red_fused__to_copy__unsafe_view_add_embedding_mean_mul_pow_rsqrt_11 = async_compile.triton('triton_red_fused__to_copy__unsafe_view_add_embedding_mean_mul_pow_rsqrt_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 1, 'r0_': 2048},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*i64', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy__unsafe_view_add_embedding_mean_mul_pow_rsqrt_11', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 32768}}
)
@triton.jit
def triton_red_fused__to_copy__unsafe_view_add_embedding_mean_mul_pow_rsqrt_11(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 2048
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [1, 1])
    _tmp17 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp8 = tl.load(in_out_ptr0 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp10 = tl.load(in_ptr2 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp12 = tl.load(in_ptr3 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp2 = tl.full([1, 1], 32000, tl.int32)
        tmp3 = tmp1 + tmp2
        tmp4 = tmp1 < 0
        tmp5 = tl.where(tmp4, tmp3, tmp1)
        tl.device_assert((0 <= tmp5) & (tmp5 < 32000), "index out of bounds: 0 <= tmp5 < 32000")
        tmp7 = tl.load(in_ptr1 + (r0_0 + 2048*tmp5), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp9 = tmp7 + tmp8
        tmp11 = tmp9 + tmp10
        tmp13 = tmp11 + tmp12
        tmp14 = tmp13.to(tl.float32)
        tmp15 = tmp14 * tmp14
        tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
        tmp18 = _tmp17 + tmp16
        _tmp17 = tl.where(r0_mask, tmp18, _tmp17)
        tl.store(in_out_ptr0 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp13, r0_mask)
    tmp17 = tl.sum(_tmp17, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp19 = tl.load(in_ptr4 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp20 = tl.load(in_out_ptr0 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp21 = tmp20.to(tl.float32)
        tmp22 = tl.full([1, 1], 2048.0, tl.float32)
        tmp23 = (tmp17 / tmp22)
        tmp24 = tl.full([1, 1], 1e-06, tl.float32)
        tmp25 = tmp23 + tmp24
        tmp26 = libdevice.rsqrt(tmp25)
        tmp27 = tmp21 * tmp26
        tmp28 = tmp27.to(tl.float32)
        tmp29 = tmp19 * tmp28
        tl.store(out_ptr1 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp29, r0_mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/2y/c2ytlju7zg7fdbuchn24dl356463p6fmytvvktkfoa7sjozshior.py
# Topologically Sorted Source Nodes: [down_proj_1, hidden_states_19, hidden_states_20, pow_5, variance_4, add_17, rsqrt_4, hidden_states_21, to_13, hidden_states_22], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_17 => add_21
#   down_proj_1 => view_43
#   hidden_states_19 => add_20
#   hidden_states_20 => convert_element_type_44
#   hidden_states_21 => mul_20
#   hidden_states_22 => mul_21
#   pow_5 => pow_5
#   rsqrt_4 => rsqrt_4
#   to_13 => convert_element_type_45
#   variance_4 => mean_4
# Graph fragment:
#   %add_17 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0" = PlaceHolder[target=add_17]
#   %mm_13 : Tensor "bf16[1, 2048][2048, 1]cuda:0" = PlaceHolder[target=mm_13]
#   %arg27_1 : Tensor "bf16[2048][1]cuda:0" = PlaceHolder[target=arg27_1]
#   %buf51 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=buf51]
#   %view_43 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_13, [1, 1, 2048]), kwargs = {})
#   %add_20 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_17, %view_43), kwargs = {})
#   %convert_element_type_44 : Tensor "f32[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_20, torch.float32), kwargs = {})
#   %pow_5 : Tensor "f32[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_44, 2), kwargs = {})
#   %mean_4 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_5, [-1], True), kwargs = {})
#   %add_21 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_4, 1e-06), kwargs = {})
#   %rsqrt_4 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_21,), kwargs = {})
#   %mul_20 : Tensor "f32[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_44, %rsqrt_4), kwargs = {})
#   %convert_element_type_45 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_20, torch.bfloat16), kwargs = {})
#   %mul_21 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg27_1, %convert_element_type_45), kwargs = {})
#   return %buf51,%mul_21
triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12 = async_compile.triton('triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 1, 'r0_': 2048},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 20480}}
)
@triton.jit
def triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12(in_ptr0, in_ptr1, in_ptr2, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 2048
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    _tmp6 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_0), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp1 = tl.load(in_ptr1 + (r0_0), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp2 = tmp0 + tmp1
        tmp3 = tmp2.to(tl.float32)
        tmp4 = tmp3 * tmp3
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask, tmp7, _tmp6)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp8 = tl.load(in_ptr2 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp9 = tl.load(in_ptr0 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp10 = tl.load(in_ptr1 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp11 = tmp9 + tmp10
        tmp12 = tmp11.to(tl.float32)
        tmp13 = tl.full([1, 1], 2048.0, tl.float32)
        tmp14 = (tmp6 / tmp13)
        tmp15 = tl.full([1, 1], 1e-06, tl.float32)
        tmp16 = tmp14 + tmp15
        tmp17 = libdevice.rsqrt(tmp16)
        tmp18 = tmp12 * tmp17
        tmp19 = tmp18.to(tl.float32)
        tmp20 = tmp8 * tmp19
        tl.store(out_ptr1 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp20, r0_mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/y6/cy6es7vkrkug5xuaxduevvakorv4ynfmbumhx2y4lohh7ps7wzx5.py
# Topologically Sorted Source Nodes: [down_proj_1, hidden_states_19, attn_output_11, hidden_states_25, hidden_states_26, pow_6, variance_5, add_22, rsqrt_5, hidden_states_27, to_15, hidden_states_28], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_22 => add_27
#   attn_output_11 => view_57
#   down_proj_1 => view_43
#   hidden_states_19 => add_20
#   hidden_states_25 => add_26
#   hidden_states_26 => convert_element_type_54
#   hidden_states_27 => mul_26
#   hidden_states_28 => mul_27
#   pow_6 => pow_6
#   rsqrt_5 => rsqrt_5
#   to_15 => convert_element_type_55
#   variance_5 => mean_5
# Graph fragment:
#   %add_17 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0" = PlaceHolder[target=add_17]
#   %mm_13 : Tensor "bf16[1, 2048][2048, 1]cuda:0" = PlaceHolder[target=mm_13]
#   %mm_17 : Tensor "bf16[1, 2048][2048, 1]cuda:0" = PlaceHolder[target=mm_17]
#   %arg35_1 : Tensor "bf16[2048][1]cuda:0" = PlaceHolder[target=arg35_1]
#   %buf68 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=buf68]
#   %view_43 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_13, [1, 1, 2048]), kwargs = {})
#   %add_20 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_17, %view_43), kwargs = {})
#   %view_57 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_17, [1, 1, 2048]), kwargs = {})
#   %add_26 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_20, %view_57), kwargs = {})
#   %convert_element_type_54 : Tensor "f32[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_26, torch.float32), kwargs = {})
#   %pow_6 : Tensor "f32[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_54, 2), kwargs = {})
#   %mean_5 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_6, [-1], True), kwargs = {})
#   %add_27 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_5, 1e-06), kwargs = {})
#   %rsqrt_5 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_27,), kwargs = {})
#   %mul_26 : Tensor "f32[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_54, %rsqrt_5), kwargs = {})
#   %convert_element_type_55 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_26, torch.bfloat16), kwargs = {})
#   %mul_27 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg35_1, %convert_element_type_55), kwargs = {})
#   return %buf68,%mul_27
triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_13 = async_compile.triton('triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 1, 'r0_': 2048},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 24576}}
)
@triton.jit
def triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_13(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 2048
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    _tmp8 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_0), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp1 = tl.load(in_ptr1 + (r0_0), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp3 = tl.load(in_ptr2 + (r0_0), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp2 = tmp0 + tmp1
        tmp4 = tmp2 + tmp3
        tmp5 = tmp4.to(tl.float32)
        tmp6 = tmp5 * tmp5
        tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
        tmp9 = _tmp8 + tmp7
        _tmp8 = tl.where(r0_mask, tmp9, _tmp8)
    tmp8 = tl.sum(_tmp8, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp10 = tl.load(in_ptr3 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp11 = tl.load(in_ptr0 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp12 = tl.load(in_ptr1 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp14 = tl.load(in_ptr2 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp13 = tmp11 + tmp12
        tmp15 = tmp13 + tmp14
        tmp16 = tmp15.to(tl.float32)
        tmp17 = tl.full([1, 1], 2048.0, tl.float32)
        tmp18 = (tmp8 / tmp17)
        tmp19 = tl.full([1, 1], 1e-06, tl.float32)
        tmp20 = tmp18 + tmp19
        tmp21 = libdevice.rsqrt(tmp20)
        tmp22 = tmp16 * tmp21
        tmp23 = tmp22.to(tl.float32)
        tmp24 = tmp10 * tmp23
        tl.store(out_ptr1 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp24, r0_mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/xp/cxpwce7do4w6zti6qmywfxkaa7xwhm2ej6gykjyewzrehopjavi4.py
# Topologically Sorted Source Nodes: [down_proj_1, hidden_states_19, attn_output_11, hidden_states_25, down_proj_2, hidden_states_29, hidden_states_30, pow_7, variance_6, add_24, rsqrt_6, hidden_states_31, to_17, hidden_states_32], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_24 => add_30
#   attn_output_11 => view_57
#   down_proj_1 => view_43
#   down_proj_2 => view_63
#   hidden_states_19 => add_20
#   hidden_states_25 => add_26
#   hidden_states_29 => add_29
#   hidden_states_30 => convert_element_type_64
#   hidden_states_31 => mul_29
#   hidden_states_32 => mul_30
#   pow_7 => pow_7
#   rsqrt_6 => rsqrt_6
#   to_17 => convert_element_type_65
#   variance_6 => mean_6
# Graph fragment:
#   %add_17 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0" = PlaceHolder[target=add_17]
#   %mm_13 : Tensor "bf16[1, 2048][2048, 1]cuda:0" = PlaceHolder[target=mm_13]
#   %mm_17 : Tensor "bf16[1, 2048][2048, 1]cuda:0" = PlaceHolder[target=mm_17]
#   %mm_20 : Tensor "bf16[1, 2048][2048, 1]cuda:0" = PlaceHolder[target=mm_20]
#   %arg39_1 : Tensor "bf16[2048][1]cuda:0" = PlaceHolder[target=arg39_1]
#   %buf74 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=buf74]
#   %view_43 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_13, [1, 1, 2048]), kwargs = {})
#   %add_20 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_17, %view_43), kwargs = {})
#   %view_57 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_17, [1, 1, 2048]), kwargs = {})
#   %add_26 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_20, %view_57), kwargs = {})
#   %view_63 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_20, [1, 1, 2048]), kwargs = {})
#   %add_29 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_26, %view_63), kwargs = {})
#   %convert_element_type_64 : Tensor "f32[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_29, torch.float32), kwargs = {})
#   %pow_7 : Tensor "f32[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_64, 2), kwargs = {})
#   %mean_6 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_7, [-1], True), kwargs = {})
#   %add_30 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_6, 1e-06), kwargs = {})
#   %rsqrt_6 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_30,), kwargs = {})
#   %mul_29 : Tensor "f32[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_64, %rsqrt_6), kwargs = {})
#   %convert_element_type_65 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_29, torch.bfloat16), kwargs = {})
#   %mul_30 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg39_1, %convert_element_type_65), kwargs = {})
#   return %buf74,%mul_30
triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_14 = async_compile.triton('triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 1, 'r0_': 2048},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 28672}}
)
@triton.jit
def triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_14(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 2048
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_0), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp1 = tl.load(in_ptr1 + (r0_0), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp3 = tl.load(in_ptr2 + (r0_0), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp5 = tl.load(in_ptr3 + (r0_0), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp2 = tmp0 + tmp1
        tmp4 = tmp2 + tmp3
        tmp6 = tmp4 + tmp5
        tmp7 = tmp6.to(tl.float32)
        tmp8 = tmp7 * tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask, tmp11, _tmp10)
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp12 = tl.load(in_ptr4 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp13 = tl.load(in_ptr0 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp14 = tl.load(in_ptr1 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp16 = tl.load(in_ptr2 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp18 = tl.load(in_ptr3 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp15 = tmp13 + tmp14
        tmp17 = tmp15 + tmp16
        tmp19 = tmp17 + tmp18
        tmp20 = tmp19.to(tl.float32)
        tmp21 = tl.full([1, 1], 2048.0, tl.float32)
        tmp22 = (tmp10 / tmp21)
        tmp23 = tl.full([1, 1], 1e-06, tl.float32)
        tmp24 = tmp22 + tmp23
        tmp25 = libdevice.rsqrt(tmp24)
        tmp26 = tmp20 * tmp25
        tmp27 = tmp26.to(tl.float32)
        tmp28 = tmp12 * tmp27
        tl.store(out_ptr1 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp28, r0_mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/an/can37lxhds6ygakrkz2iyjbawgqurzon7ocfphbriza53ulg2hil.py
# Topologically Sorted Source Nodes: [down_proj_1, hidden_states_19, attn_output_11, hidden_states_25, down_proj_2, hidden_states_29, attn_output_15, hidden_states_35, hidden_states_36, pow_8, variance_7, add_29, rsqrt_7, hidden_states_37, to_19, hidden_states_38], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_29 => add_36
#   attn_output_11 => view_57
#   attn_output_15 => view_77
#   down_proj_1 => view_43
#   down_proj_2 => view_63
#   hidden_states_19 => add_20
#   hidden_states_25 => add_26
#   hidden_states_29 => add_29
#   hidden_states_35 => add_35
#   hidden_states_36 => convert_element_type_74
#   hidden_states_37 => mul_35
#   hidden_states_38 => mul_36
#   pow_8 => pow_8
#   rsqrt_7 => rsqrt_7
#   to_19 => convert_element_type_75
#   variance_7 => mean_7
# Graph fragment:
#   %add_17 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0" = PlaceHolder[target=add_17]
#   %mm_13 : Tensor "bf16[1, 2048][2048, 1]cuda:0" = PlaceHolder[target=mm_13]
#   %mm_17 : Tensor "bf16[1, 2048][2048, 1]cuda:0" = PlaceHolder[target=mm_17]
#   %mm_20 : Tensor "bf16[1, 2048][2048, 1]cuda:0" = PlaceHolder[target=mm_20]
#   %mm_24 : Tensor "bf16[1, 2048][2048, 1]cuda:0" = PlaceHolder[target=mm_24]
#   %add_35 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0" = PlaceHolder[target=add_35]
#   %arg47_1 : Tensor "bf16[2048][1]cuda:0" = PlaceHolder[target=arg47_1]
#   %buf92 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=buf92]
#   %view_43 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_13, [1, 1, 2048]), kwargs = {})
#   %add_20 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_17, %view_43), kwargs = {})
#   %view_57 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_17, [1, 1, 2048]), kwargs = {})
#   %add_26 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_20, %view_57), kwargs = {})
#   %view_63 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_20, [1, 1, 2048]), kwargs = {})
#   %add_29 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_26, %view_63), kwargs = {})
#   %view_77 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_24, [1, 1, 2048]), kwargs = {})
#   %add_35 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_29, %view_77), kwargs = {})
#   %convert_element_type_74 : Tensor "f32[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_35, torch.float32), kwargs = {})
#   %pow_8 : Tensor "f32[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_74, 2), kwargs = {})
#   %mean_7 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_8, [-1], True), kwargs = {})
#   %add_36 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_7, 1e-06), kwargs = {})
#   %rsqrt_7 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_36,), kwargs = {})
#   %mul_35 : Tensor "f32[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_74, %rsqrt_7), kwargs = {})
#   %convert_element_type_75 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_35, torch.bfloat16), kwargs = {})
#   %mul_36 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg47_1, %convert_element_type_75), kwargs = {})
#   return %add_35,%buf92,%mul_36
triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_15 = async_compile.triton('triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 1, 'r0_': 2048},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_15', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 40960}}
)
@triton.jit
def triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_15(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 2048
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    _tmp12 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp0 = tl.load(in_out_ptr0 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.load(in_ptr0 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp3 = tl.load(in_ptr1 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp5 = tl.load(in_ptr2 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp7 = tl.load(in_ptr3 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp2 = tmp0 + tmp1
        tmp4 = tmp2 + tmp3
        tmp6 = tmp4 + tmp5
        tmp8 = tmp6 + tmp7
        tmp9 = tmp8.to(tl.float32)
        tmp10 = tmp9 * tmp9
        tmp11 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
        tmp13 = _tmp12 + tmp11
        _tmp12 = tl.where(r0_mask, tmp13, _tmp12)
        tl.store(in_out_ptr0 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp8, r0_mask)
    tmp12 = tl.sum(_tmp12, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp14 = tl.load(in_ptr4 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp15 = tl.load(in_out_ptr0 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp16 = tmp15.to(tl.float32)
        tmp17 = tl.full([1, 1], 2048.0, tl.float32)
        tmp18 = (tmp12 / tmp17)
        tmp19 = tl.full([1, 1], 1e-06, tl.float32)
        tmp20 = tmp18 + tmp19
        tmp21 = libdevice.rsqrt(tmp20)
        tmp22 = tmp16 * tmp21
        tmp23 = tmp22.to(tl.float32)
        tmp24 = tmp14 * tmp23
        tl.store(out_ptr1 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp24, r0_mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/3u/c3uq5tnh2ntadxnvro5suxkcdtekoaa5xc455hg6an6ngmwqgmva.py
# Topologically Sorted Source Nodes: [down_proj_15, hidden_states_159, hidden_states_160, pow_33, variance_32, add_115, rsqrt_32, hidden_states_161, to_69, hidden_states_162], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_115 => add_147
#   down_proj_15 => view_323
#   hidden_states_159 => add_146
#   hidden_states_160 => convert_element_type_324
#   hidden_states_161 => mul_146
#   hidden_states_162 => mul_147
#   pow_33 => pow_33
#   rsqrt_32 => rsqrt_32
#   to_69 => convert_element_type_325
#   variance_32 => mean_32
# Graph fragment:
#   %add_143 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0" = PlaceHolder[target=add_143]
#   %mm_111 : Tensor "bf16[1, 2048][2048, 1]cuda:0" = PlaceHolder[target=mm_111]
#   %arg195_1 : Tensor "bf16[2048][1]cuda:0" = PlaceHolder[target=arg195_1]
#   %buf380 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=buf380]
#   %view_323 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_111, [1, 1, 2048]), kwargs = {})
#   %add_146 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_143, %view_323), kwargs = {})
#   %convert_element_type_324 : Tensor "f32[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_146, torch.float32), kwargs = {})
#   %pow_33 : Tensor "f32[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_324, 2), kwargs = {})
#   %mean_32 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_33, [-1], True), kwargs = {})
#   %add_147 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_32, 1e-06), kwargs = {})
#   %rsqrt_32 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_147,), kwargs = {})
#   %mul_146 : Tensor "f32[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_324, %rsqrt_32), kwargs = {})
#   %convert_element_type_325 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_146, torch.bfloat16), kwargs = {})
#   %mul_147 : Tensor "bf16[1, 1, 2048][2048, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg195_1, %convert_element_type_325), kwargs = {})
#   return %buf380,%mul_147
triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_16 = async_compile.triton('triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 1, 'r0_': 2048},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_16', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 20480}}
)
@triton.jit
def triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_16(in_out_ptr0, in_ptr0, in_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 2048
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    _tmp6 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp0 = tl.load(in_out_ptr0 + (r0_0), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp1 = tl.load(in_ptr0 + (r0_0), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp2 = tmp0 + tmp1
        tmp3 = tmp2.to(tl.float32)
        tmp4 = tmp3 * tmp3
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask, tmp7, _tmp6)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp8 = tl.load(in_ptr1 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp9 = tl.load(in_out_ptr0 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp10 = tl.load(in_ptr0 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp11 = tmp9 + tmp10
        tmp12 = tmp11.to(tl.float32)
        tmp13 = tl.full([1, 1], 2048.0, tl.float32)
        tmp14 = (tmp6 / tmp13)
        tmp15 = tl.full([1, 1], 1e-06, tl.float32)
        tmp16 = tmp14 + tmp15
        tmp17 = libdevice.rsqrt(tmp16)
        tmp18 = tmp12 * tmp17
        tmp19 = tmp18.to(tl.float32)
        tmp20 = tmp8 * tmp19
        tl.store(in_out_ptr0 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp20, r0_mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/bi/cbiuzuikchoseooajnfdqwfgkdsg5o6ogguto6fld22ebwczdbew.py
# Topologically Sorted Source Nodes: [add_], Original ATen: [aten.add, aten.copy_]
# Source node to ATen node mapping:
#   add_ => add_7
# Graph fragment:
#   %copy_ : Tensor "i64[][]cuda:0" = PlaceHolder[target=copy_]
#   %add_7 : Tensor "i64[][]cuda:0" = PlaceHolder[target=add_7]
#   %expand_3 : Tensor "f32[1, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=expand_3]
#   %buf8 : Tensor "bf16[1, 8, 256, 64][131072, 16384, 64, 1]cuda:0" = PlaceHolder[target=buf8]
#   %buf10 : Tensor "bf16[1, 8, 256, 64][131072, 16384, 64, 1]cuda:0" = PlaceHolder[target=buf10]
#   %buf14 : Tensor "bf16[1, 1, 1, 256][256, 256, 256, 1]cuda:0" = PlaceHolder[target=buf14]
#   %buf37 : Tensor "bf16[1, 1, 1, 256][256, 256, 256, 1]cuda:0" = PlaceHolder[target=buf37]
#   %buf61 : Tensor "bf16[1, 1, 1, 256][256, 256, 256, 1]cuda:0" = PlaceHolder[target=buf61]
#   %buf84 : Tensor "bf16[1, 1, 1, 256][256, 256, 256, 1]cuda:0" = PlaceHolder[target=buf84]
#   %buf108 : Tensor "bf16[1, 1, 1, 256][256, 256, 256, 1]cuda:0" = PlaceHolder[target=buf108]
#   %buf131 : Tensor "bf16[1, 1, 1, 256][256, 256, 256, 1]cuda:0" = PlaceHolder[target=buf131]
#   %buf155 : Tensor "bf16[1, 1, 1, 256][256, 256, 256, 1]cuda:0" = PlaceHolder[target=buf155]
#   %buf178 : Tensor "bf16[1, 1, 1, 256][256, 256, 256, 1]cuda:0" = PlaceHolder[target=buf178]
#   %buf202 : Tensor "bf16[1, 1, 1, 256][256, 256, 256, 1]cuda:0" = PlaceHolder[target=buf202]
#   %buf225 : Tensor "bf16[1, 1, 1, 256][256, 256, 256, 1]cuda:0" = PlaceHolder[target=buf225]
#   %buf249 : Tensor "bf16[1, 1, 1, 256][256, 256, 256, 1]cuda:0" = PlaceHolder[target=buf249]
#   %buf272 : Tensor "bf16[1, 1, 1, 256][256, 256, 256, 1]cuda:0" = PlaceHolder[target=buf272]
#   %buf296 : Tensor "bf16[1, 1, 1, 256][256, 256, 256, 1]cuda:0" = PlaceHolder[target=buf296]
#   %buf319 : Tensor "bf16[1, 1, 1, 256][256, 256, 256, 1]cuda:0" = PlaceHolder[target=buf319]
#   %buf343 : Tensor "bf16[1, 1, 1, 256][256, 256, 256, 1]cuda:0" = PlaceHolder[target=buf343]
#   %buf366 : Tensor "bf16[1, 1, 1, 256][256, 256, 256, 1]cuda:0" = PlaceHolder[target=buf366]
#   %add_7 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg2_1, 1), kwargs = {})
#   %copy_ : Tensor "i64[][]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%arg2_1, %add_7), kwargs = {})
#   return %add_7,%buf404
triton_poi_fused_add_copy__17 = async_compile.triton('triton_poi_fused_add_copy__17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr1': '*i64', 'xnumel': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_copy__17', 'mutated_arg_names': ['in_ptr0', 'out_ptr1'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_copy__17(in_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp2 = tl.full([1], 1, tl.int64)
    tmp3 = tmp1 + tmp2
    tl.store(out_ptr1 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp3, None)
''', device_str='cuda')

def partition_0(args):
    arg0_1, arg1_1, arg4_1, arg5_1, arg3_1, arg2_1, arg6_1, arg8_1, arg7_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg19_1, arg20_1, arg18_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg31_1, arg32_1, arg30_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg43_1, arg44_1, arg42_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg55_1, arg56_1, arg54_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg67_1, arg68_1, arg66_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg79_1, arg80_1, arg78_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg91_1, arg92_1, arg90_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg103_1, arg104_1, arg102_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg115_1, arg116_1, arg114_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg127_1, arg128_1, arg126_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg139_1, arg140_1, arg138_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg151_1, arg152_1, arg150_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg163_1, arg164_1, arg162_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg175_1, arg176_1, arg174_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg187_1, arg188_1, arg186_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1 = args
    args.clear()
    assert_size_stride(arg0_1, (1, 1), (1, 1))
    assert_size_stride(arg1_1, (32000, 2048), (2048, 1))
    assert_size_stride(arg4_1, (2048, ), (1, ))
    assert_size_stride(arg5_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg3_1, (32, ), (1, ))
    assert_size_stride(arg2_1, (), ())
    assert_size_stride(arg6_1, (512, 2048), (2048, 1))
    assert_size_stride(arg8_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg7_1, (512, 2048), (2048, 1))
    assert_size_stride(arg9_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg10_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg11_1, (2048, ), (1, ))
    assert_size_stride(arg12_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg13_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg14_1, (2048, 8192), (8192, 1))
    assert_size_stride(arg15_1, (2048, ), (1, ))
    assert_size_stride(arg16_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg17_1, (512, 2048), (2048, 1))
    assert_size_stride(arg19_1, (), ())
    assert_size_stride(arg20_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg18_1, (512, 2048), (2048, 1))
    assert_size_stride(arg21_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg22_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg23_1, (2048, ), (1, ))
    assert_size_stride(arg24_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg25_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg26_1, (2048, 8192), (8192, 1))
    assert_size_stride(arg27_1, (2048, ), (1, ))
    assert_size_stride(arg28_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg29_1, (512, 2048), (2048, 1))
    assert_size_stride(arg31_1, (), ())
    assert_size_stride(arg32_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg30_1, (512, 2048), (2048, 1))
    assert_size_stride(arg33_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg34_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg35_1, (2048, ), (1, ))
    assert_size_stride(arg36_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg37_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg38_1, (2048, 8192), (8192, 1))
    assert_size_stride(arg39_1, (2048, ), (1, ))
    assert_size_stride(arg40_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg41_1, (512, 2048), (2048, 1))
    assert_size_stride(arg43_1, (), ())
    assert_size_stride(arg44_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg42_1, (512, 2048), (2048, 1))
    assert_size_stride(arg45_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg46_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg47_1, (2048, ), (1, ))
    assert_size_stride(arg48_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg49_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg50_1, (2048, 8192), (8192, 1))
    assert_size_stride(arg51_1, (2048, ), (1, ))
    assert_size_stride(arg52_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg53_1, (512, 2048), (2048, 1))
    assert_size_stride(arg55_1, (), ())
    assert_size_stride(arg56_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg54_1, (512, 2048), (2048, 1))
    assert_size_stride(arg57_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg58_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg59_1, (2048, ), (1, ))
    assert_size_stride(arg60_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg61_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg62_1, (2048, 8192), (8192, 1))
    assert_size_stride(arg63_1, (2048, ), (1, ))
    assert_size_stride(arg64_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg65_1, (512, 2048), (2048, 1))
    assert_size_stride(arg67_1, (), ())
    assert_size_stride(arg68_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg66_1, (512, 2048), (2048, 1))
    assert_size_stride(arg69_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg70_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg71_1, (2048, ), (1, ))
    assert_size_stride(arg72_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg73_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg74_1, (2048, 8192), (8192, 1))
    assert_size_stride(arg75_1, (2048, ), (1, ))
    assert_size_stride(arg76_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg77_1, (512, 2048), (2048, 1))
    assert_size_stride(arg79_1, (), ())
    assert_size_stride(arg80_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg78_1, (512, 2048), (2048, 1))
    assert_size_stride(arg81_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg82_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg83_1, (2048, ), (1, ))
    assert_size_stride(arg84_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg85_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg86_1, (2048, 8192), (8192, 1))
    assert_size_stride(arg87_1, (2048, ), (1, ))
    assert_size_stride(arg88_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg89_1, (512, 2048), (2048, 1))
    assert_size_stride(arg91_1, (), ())
    assert_size_stride(arg92_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg90_1, (512, 2048), (2048, 1))
    assert_size_stride(arg93_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg94_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg95_1, (2048, ), (1, ))
    assert_size_stride(arg96_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg97_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg98_1, (2048, 8192), (8192, 1))
    assert_size_stride(arg99_1, (2048, ), (1, ))
    assert_size_stride(arg100_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg101_1, (512, 2048), (2048, 1))
    assert_size_stride(arg103_1, (), ())
    assert_size_stride(arg104_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg102_1, (512, 2048), (2048, 1))
    assert_size_stride(arg105_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg106_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg107_1, (2048, ), (1, ))
    assert_size_stride(arg108_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg109_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg110_1, (2048, 8192), (8192, 1))
    assert_size_stride(arg111_1, (2048, ), (1, ))
    assert_size_stride(arg112_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg113_1, (512, 2048), (2048, 1))
    assert_size_stride(arg115_1, (), ())
    assert_size_stride(arg116_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg114_1, (512, 2048), (2048, 1))
    assert_size_stride(arg117_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg118_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg119_1, (2048, ), (1, ))
    assert_size_stride(arg120_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg121_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg122_1, (2048, 8192), (8192, 1))
    assert_size_stride(arg123_1, (2048, ), (1, ))
    assert_size_stride(arg124_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg125_1, (512, 2048), (2048, 1))
    assert_size_stride(arg127_1, (), ())
    assert_size_stride(arg128_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg126_1, (512, 2048), (2048, 1))
    assert_size_stride(arg129_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg130_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg131_1, (2048, ), (1, ))
    assert_size_stride(arg132_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg133_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg134_1, (2048, 8192), (8192, 1))
    assert_size_stride(arg135_1, (2048, ), (1, ))
    assert_size_stride(arg136_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg137_1, (512, 2048), (2048, 1))
    assert_size_stride(arg139_1, (), ())
    assert_size_stride(arg140_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg138_1, (512, 2048), (2048, 1))
    assert_size_stride(arg141_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg142_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg143_1, (2048, ), (1, ))
    assert_size_stride(arg144_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg145_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg146_1, (2048, 8192), (8192, 1))
    assert_size_stride(arg147_1, (2048, ), (1, ))
    assert_size_stride(arg148_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg149_1, (512, 2048), (2048, 1))
    assert_size_stride(arg151_1, (), ())
    assert_size_stride(arg152_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg150_1, (512, 2048), (2048, 1))
    assert_size_stride(arg153_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg154_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg155_1, (2048, ), (1, ))
    assert_size_stride(arg156_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg157_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg158_1, (2048, 8192), (8192, 1))
    assert_size_stride(arg159_1, (2048, ), (1, ))
    assert_size_stride(arg160_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg161_1, (512, 2048), (2048, 1))
    assert_size_stride(arg163_1, (), ())
    assert_size_stride(arg164_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg162_1, (512, 2048), (2048, 1))
    assert_size_stride(arg165_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg166_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg167_1, (2048, ), (1, ))
    assert_size_stride(arg168_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg169_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg170_1, (2048, 8192), (8192, 1))
    assert_size_stride(arg171_1, (2048, ), (1, ))
    assert_size_stride(arg172_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg173_1, (512, 2048), (2048, 1))
    assert_size_stride(arg175_1, (), ())
    assert_size_stride(arg176_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg174_1, (512, 2048), (2048, 1))
    assert_size_stride(arg177_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg178_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg179_1, (2048, ), (1, ))
    assert_size_stride(arg180_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg181_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg182_1, (2048, 8192), (8192, 1))
    assert_size_stride(arg183_1, (2048, ), (1, ))
    assert_size_stride(arg184_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg185_1, (512, 2048), (2048, 1))
    assert_size_stride(arg187_1, (), ())
    assert_size_stride(arg188_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg186_1, (512, 2048), (2048, 1))
    assert_size_stride(arg189_1, (1, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(arg190_1, (2048, 2048), (2048, 1))
    assert_size_stride(arg191_1, (2048, ), (1, ))
    assert_size_stride(arg192_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg193_1, (8192, 2048), (2048, 1))
    assert_size_stride(arg194_1, (2048, 8192), (8192, 1))
    assert_size_stride(arg195_1, (2048, ), (1, ))
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        buf1 = empty_strided_cuda((1, 1, 2048), (2048, 2048, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [inputs_embeds, hidden_states, pow_1, variance, add_3, rsqrt, hidden_states_1, to_5, hidden_states_2], Original ATen: [aten.embedding, aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0:1
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0.run(arg0_1, arg1_1, arg4_1, buf1, 1, 2048, stream=stream0)
        del arg4_1
        buf2 = empty_strided_cuda((1, 2048), (2048, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [inputs_embeds, hidden_states, pow_1, variance, add_3, rsqrt, hidden_states_1, to_5, hidden_states_2, linear], Original ATen: [aten.embedding, aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:2
        extern_kernels.mm(reinterpret_tensor(buf1, (1, 2048), (0, 1), 0), reinterpret_tensor(arg5_1, (2048, 2048), (1, 2048), 0), out=buf2)
        del arg5_1
        buf3 = empty_strided_cuda((1, 32, 1), (32, 1, 1), torch.float32)
        # Topologically Sorted Source Nodes: [getitem_4, expand_1, inv_freq_expanded], Original ATen: [aten.unsqueeze, aten.expand, aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_expand_unsqueeze_1:3
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_expand_unsqueeze_1.run(arg3_1, buf3, 32, stream=stream0)
        del arg3_1
        buf5 = empty_strided_cuda((1, 1), (1, 1), torch.float32)
        # Topologically Sorted Source Nodes: [getitem_4, expand_1, inv_freq_expanded, , arange, position_ids, position_ids_1, getitem_5, position_ids_expanded], Original ATen: [aten.unsqueeze, aten.expand, aten._to_copy, aten.bmm, aten.arange, aten.add]
        # [Provenance debug handles] triton_poi_fused__to_copy_add_arange_bmm_expand_unsqueeze_2:4
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_add_arange_bmm_expand_unsqueeze_2.run(arg2_1, buf5, 1, stream=stream0)
        buf6 = empty_strided_cuda((32, 1), (1, 1), torch.float32)
        # Topologically Sorted Source Nodes: [getitem_4, expand_1, inv_freq_expanded, , arange, position_ids, position_ids_1, getitem_5, position_ids_expanded], Original ATen: [aten.unsqueeze, aten.expand, aten._to_copy, aten.bmm, aten.arange, aten.add]
        # [Provenance debug handles] extern_kernels.mm:5
        extern_kernels.mm(reinterpret_tensor(buf3, (32, 1), (1, 0), 0), buf5, out=buf6)
        del buf3
        del buf5
        buf7 = empty_strided_cuda((1, 512), (512, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:6
        extern_kernels.mm(reinterpret_tensor(buf1, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg6_1, (2048, 512), (1, 2048), 0), out=buf7)
        del arg6_1
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, cos_3, sin, sin_1, sin_2, sin_3, arange_5, cache_position, linear_1, view_1, key_states, mul_6, x2_1, neg_1, x1_1, cat_2, mul_7, k_embed, index_copy_], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.unsqueeze, aten.sin, aten.arange, aten.add, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3:7
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(arg2_1, buf7, buf6, arg8_1, 512, stream=stream0)
        buf9 = buf7; del buf7  # reuse
        # Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:8
        extern_kernels.mm(reinterpret_tensor(buf1, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg7_1, (2048, 512), (1, 2048), 0), out=buf9)
        del arg7_1
        # Topologically Sorted Source Nodes: [arange_5, cache_position, linear_2, view_2, value_states, index_copy__1], Original ATen: [aten.arange, aten.add, aten._unsafe_view, aten.view, aten.transpose, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4:9
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4.run(arg2_1, buf9, arg9_1, 512, stream=stream0)
        buf11 = reinterpret_tensor(buf1, (1, 32, 1, 64), (2048, 64, 64, 1), 0); del buf1  # reuse
        # Topologically Sorted Source Nodes: [linear, view, query_states, , freqs, emb, cos, cos_1, cos_2, cos_3, mul_4, x2, neg, x1, cat_1, sin, sin_1, sin_2, sin_3, mul_5, q_embed, key, value, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.unsqueeze, aten.slice, aten.neg, aten.sin, aten.add, aten.expand, aten.clone, aten.arange, aten.le, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5:10
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5.run(buf2, buf6, buf11, 2048, stream=stream0)
        buf12 = empty_strided_cuda((1, 32, 256, 64), (524288, 16384, 64, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear, view, query_states, , freqs, emb, cos, cos_1, cos_2, cos_3, mul_4, x2, neg, x1, cat_1, sin, sin_1, sin_2, sin_3, mul_5, q_embed, key, value, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.unsqueeze, aten.slice, aten.neg, aten.sin, aten.add, aten.expand, aten.clone, aten.arange, aten.le, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:11
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg8_1, buf12, 524288, stream=stream0)
        del arg8_1
        buf13 = empty_strided_cuda((1, 32, 256, 64), (524288, 16384, 64, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear, view, query_states, , freqs, emb, cos, cos_1, cos_2, cos_3, mul_4, x2, neg, x1, cat_1, sin, sin_1, sin_2, sin_3, mul_5, q_embed, key, value, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.unsqueeze, aten.slice, aten.neg, aten.sin, aten.add, aten.expand, aten.clone, aten.arange, aten.le, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:12
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg9_1, buf13, 524288, stream=stream0)
        del arg9_1
        buf14 = empty_strided_cuda((1, 1, 1, 256), (256, 256, 256, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear, view, query_states, , freqs, emb, cos, cos_1, cos_2, cos_3, mul_4, x2, neg, x1, cat_1, sin, sin_1, sin_2, sin_3, mul_5, q_embed, key, value, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.unsqueeze, aten.slice, aten.neg, aten.sin, aten.add, aten.expand, aten.clone, aten.arange, aten.le, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7:13
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7.run(arg2_1, buf14, 256, stream=stream0)
        # Topologically Sorted Source Nodes: [linear, view, query_states, , freqs, emb, cos, cos_1, cos_2, cos_3, mul_4, x2, neg, x1, cat_1, sin, sin_1, sin_2, sin_3, mul_5, q_embed, key, value, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.unsqueeze, aten.slice, aten.neg, aten.sin, aten.add, aten.expand, aten.clone, aten.arange, aten.le, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:14
        buf15 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(buf11, buf12, buf13, buf14, False, scale=0.125)
        del buf12
        buf16 = buf15[0]
        assert_size_stride(buf16, (1, 32, 1, 64), (2048, 64, 64, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf16, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf15
        buf20 = reinterpret_tensor(buf11, (1, 2048), (2048, 1), 0); del buf11  # reuse
        # Topologically Sorted Source Nodes: [transpose_4, reshape_2, attn_output_3], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:15
        extern_kernels.mm(reinterpret_tensor(buf16, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg10_1, (2048, 2048), (1, 2048), 0), out=buf20)
        del arg10_1
        buf22 = reinterpret_tensor(buf16, (1, 1, 2048), (2048, 2048, 1), 0); del buf16  # reuse
        # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_5, hidden_states_6, pow_2, variance_1, add_8, rsqrt_1, hidden_states_7, to_7, hidden_states_8], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_embedding_mean_mul_pow_rsqrt_8:16
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_embedding_mean_mul_pow_rsqrt_8.run(arg0_1, arg1_1, buf20, arg11_1, buf22, 1, 2048, stream=stream0)
        del arg11_1
        buf23 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_4], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:17
        extern_kernels.mm(reinterpret_tensor(buf22, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg12_1, (2048, 8192), (1, 2048), 0), out=buf23)
        del arg12_1
        buf24 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_5], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:18
        extern_kernels.mm(reinterpret_tensor(buf22, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg13_1, (2048, 8192), (1, 2048), 0), out=buf24)
        del arg13_1
        buf25 = reinterpret_tensor(buf23, (1, 1, 8192), (8192, 8192, 1), 0); del buf23  # reuse
        # Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_10], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_9:19
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_9.run(buf25, buf24, 8192, stream=stream0)
        del buf24
        buf26 = reinterpret_tensor(buf22, (1, 2048), (2048, 1), 0); del buf22  # reuse
        # Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_10, down_proj], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:20
        extern_kernels.mm(reinterpret_tensor(buf25, (1, 8192), (0, 1), 0), reinterpret_tensor(arg14_1, (8192, 2048), (1, 8192), 0), out=buf26)
        del arg14_1
        del buf25
        buf28 = reinterpret_tensor(buf2, (1, 1, 2048), (2048, 2048, 1), 0); del buf2  # reuse
        # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_5, down_proj, hidden_states_9, hidden_states_10, pow_3, variance_2, add_10, rsqrt_2, hidden_states_11, to_9, hidden_states_12], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_embedding_mean_mul_pow_rsqrt_10:21
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_embedding_mean_mul_pow_rsqrt_10.run(arg0_1, arg1_1, buf20, buf26, arg15_1, buf28, 1, 2048, stream=stream0)
        del arg15_1
        buf29 = empty_strided_cuda((1, 2048), (2048, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_7], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:22
        extern_kernels.mm(reinterpret_tensor(buf28, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg16_1, (2048, 2048), (1, 2048), 0), out=buf29)
        del arg16_1
        buf30 = buf9; del buf9  # reuse
        # Topologically Sorted Source Nodes: [linear_8], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:23
        extern_kernels.mm(reinterpret_tensor(buf28, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg17_1, (2048, 512), (1, 2048), 0), out=buf30)
        del arg17_1
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, cos_4, sin_4, arange_6, cache_position_1, linear_8, view_4, key_states_1, mul_15, x2_3, neg_3, x1_3, cat_4, mul_16, k_embed_1, index_copy__2], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.unsqueeze, aten.arange, aten.add, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3:24
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(arg19_1, buf30, buf6, arg20_1, 512, stream=stream0)
        buf32 = buf30; del buf30  # reuse
        # Topologically Sorted Source Nodes: [linear_9], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:25
        extern_kernels.mm(reinterpret_tensor(buf28, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg18_1, (2048, 512), (1, 2048), 0), out=buf32)
        del arg18_1
        # Topologically Sorted Source Nodes: [arange_6, cache_position_1, linear_9, view_5, value_states_1, index_copy__3], Original ATen: [aten.arange, aten.add, aten._unsafe_view, aten.view, aten.transpose, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4:26
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4.run(arg19_1, buf32, arg21_1, 512, stream=stream0)
        buf34 = reinterpret_tensor(buf28, (1, 32, 1, 64), (2048, 64, 64, 1), 0); del buf28  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_7, view_3, query_states_1, cos_4, mul_13, x2_2, neg_2, x1_2, cat_3, sin_4, mul_14, q_embed_1, key_1, value_1, attn_output_4], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5:27
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5.run(buf29, buf6, buf34, 2048, stream=stream0)
        buf35 = buf13; del buf13  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_7, view_3, query_states_1, cos_4, mul_13, x2_2, neg_2, x1_2, cat_3, sin_4, mul_14, q_embed_1, key_1, value_1, attn_output_4], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:28
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg20_1, buf35, 524288, stream=stream0)
        del arg20_1
        buf36 = empty_strided_cuda((1, 32, 256, 64), (524288, 16384, 64, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_7, view_3, query_states_1, cos_4, mul_13, x2_2, neg_2, x1_2, cat_3, sin_4, mul_14, q_embed_1, key_1, value_1, attn_output_4], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:29
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg21_1, buf36, 524288, stream=stream0)
        del arg21_1
        buf37 = buf14; del buf14  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_7, view_3, query_states_1, cos_4, mul_13, x2_2, neg_2, x1_2, cat_3, sin_4, mul_14, q_embed_1, key_1, value_1, attn_output_4], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7:30
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7.run(arg2_1, buf37, 256, stream=stream0)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_7, view_3, query_states_1, cos_4, mul_13, x2_2, neg_2, x1_2, cat_3, sin_4, mul_14, q_embed_1, key_1, value_1, attn_output_4], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:31
        buf38 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(buf34, buf35, buf36, buf37, False, scale=0.125)
        del buf35
        buf39 = buf38[0]
        assert_size_stride(buf39, (1, 32, 1, 64), (2048, 64, 64, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf39, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf38
        buf43 = reinterpret_tensor(buf34, (1, 2048), (2048, 1), 0); del buf34  # reuse
        # Topologically Sorted Source Nodes: [transpose_8, reshape_5, attn_output_7], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:32
        extern_kernels.mm(reinterpret_tensor(buf39, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg22_1, (2048, 2048), (1, 2048), 0), out=buf43)
        del arg22_1
        buf44 = reinterpret_tensor(buf20, (1, 1, 2048), (2048, 2048, 1), 0); del buf20  # reuse
        buf46 = reinterpret_tensor(buf39, (1, 1, 2048), (2048, 2048, 1), 0); del buf39  # reuse
        # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_5, down_proj, hidden_states_9, attn_output_7, hidden_states_15, hidden_states_16, pow_4, variance_3, add_15, rsqrt_3, hidden_states_17, to_11, hidden_states_18], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_embedding_mean_mul_pow_rsqrt_11:33
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_embedding_mean_mul_pow_rsqrt_11.run(buf44, arg0_1, arg1_1, buf26, buf43, arg23_1, buf46, 1, 2048, stream=stream0)
        del arg0_1
        del arg23_1
        buf47 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [hidden_states_16, pow_4, variance_3, add_15, rsqrt_3, hidden_states_17, to_11, hidden_states_18, linear_11], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:34
        extern_kernels.mm(reinterpret_tensor(buf46, (1, 2048), (0, 1), 0), reinterpret_tensor(arg24_1, (2048, 8192), (1, 2048), 0), out=buf47)
        del arg24_1
        buf48 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_12], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:35
        extern_kernels.mm(reinterpret_tensor(buf46, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg25_1, (2048, 8192), (1, 2048), 0), out=buf48)
        del arg25_1
        buf49 = reinterpret_tensor(buf47, (1, 1, 8192), (8192, 8192, 1), 0); del buf47  # reuse
        # Topologically Sorted Source Nodes: [linear_11, silu_1, linear_12, mul_19], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_9:36
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_9.run(buf49, buf48, 8192, stream=stream0)
        del buf48
        buf50 = reinterpret_tensor(buf46, (1, 2048), (2048, 1), 0); del buf46  # reuse
        # Topologically Sorted Source Nodes: [linear_11, silu_1, linear_12, mul_19, down_proj_1], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:37
        extern_kernels.mm(reinterpret_tensor(buf49, (1, 8192), (0, 1), 0), reinterpret_tensor(arg26_1, (8192, 2048), (1, 8192), 0), out=buf50)
        del arg26_1
        del buf49
        buf52 = reinterpret_tensor(buf43, (1, 1, 2048), (2048, 2048, 1), 0); del buf43  # reuse
        # Topologically Sorted Source Nodes: [down_proj_1, hidden_states_19, hidden_states_20, pow_5, variance_4, add_17, rsqrt_4, hidden_states_21, to_13, hidden_states_22], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12:38
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12.run(buf44, buf50, arg27_1, buf52, 1, 2048, stream=stream0)
        del arg27_1
        buf53 = buf26; del buf26  # reuse
        # Topologically Sorted Source Nodes: [down_proj_1, hidden_states_19, hidden_states_20, pow_5, variance_4, add_17, rsqrt_4, hidden_states_21, to_13, hidden_states_22, linear_14], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:39
        extern_kernels.mm(reinterpret_tensor(buf52, (1, 2048), (0, 1), 0), reinterpret_tensor(arg28_1, (2048, 2048), (1, 2048), 0), out=buf53)
        del arg28_1
        buf54 = buf32; del buf32  # reuse
        # Topologically Sorted Source Nodes: [linear_15], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:40
        extern_kernels.mm(reinterpret_tensor(buf52, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg29_1, (2048, 512), (1, 2048), 0), out=buf54)
        del arg29_1
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, cos_5, sin_5, arange_7, cache_position_2, linear_15, view_7, key_states_2, mul_24, x2_5, neg_5, x1_5, cat_6, mul_25, k_embed_2, index_copy__4], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.unsqueeze, aten.arange, aten.add, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3:41
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(arg31_1, buf54, buf6, arg32_1, 512, stream=stream0)
        buf56 = buf54; del buf54  # reuse
        # Topologically Sorted Source Nodes: [linear_16], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:42
        extern_kernels.mm(reinterpret_tensor(buf52, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg30_1, (2048, 512), (1, 2048), 0), out=buf56)
        del arg30_1
        # Topologically Sorted Source Nodes: [arange_7, cache_position_2, linear_16, view_8, value_states_2, index_copy__5], Original ATen: [aten.arange, aten.add, aten._unsafe_view, aten.view, aten.transpose, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4:43
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4.run(arg31_1, buf56, arg33_1, 512, stream=stream0)
        del buf56
        buf58 = reinterpret_tensor(buf52, (1, 32, 1, 64), (2048, 64, 64, 1), 0); del buf52  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_14, view_6, query_states_2, cos_5, mul_22, x2_4, neg_4, x1_4, cat_5, sin_5, mul_23, q_embed_2, key_2, value_2, attn_output_8], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5:44
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5.run(buf53, buf6, buf58, 2048, stream=stream0)
        buf59 = buf36; del buf36  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_14, view_6, query_states_2, cos_5, mul_22, x2_4, neg_4, x1_4, cat_5, sin_5, mul_23, q_embed_2, key_2, value_2, attn_output_8], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:45
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg32_1, buf59, 524288, stream=stream0)
        del arg32_1
        buf60 = empty_strided_cuda((1, 32, 256, 64), (524288, 16384, 64, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_14, view_6, query_states_2, cos_5, mul_22, x2_4, neg_4, x1_4, cat_5, sin_5, mul_23, q_embed_2, key_2, value_2, attn_output_8], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:46
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg33_1, buf60, 524288, stream=stream0)
        del arg33_1
        buf61 = buf37; del buf37  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_14, view_6, query_states_2, cos_5, mul_22, x2_4, neg_4, x1_4, cat_5, sin_5, mul_23, q_embed_2, key_2, value_2, attn_output_8], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7:47
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7.run(arg2_1, buf61, 256, stream=stream0)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_14, view_6, query_states_2, cos_5, mul_22, x2_4, neg_4, x1_4, cat_5, sin_5, mul_23, q_embed_2, key_2, value_2, attn_output_8], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:48
        buf62 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(buf58, buf59, buf60, buf61, False, scale=0.125)
        del buf59
        buf63 = buf62[0]
        assert_size_stride(buf63, (1, 32, 1, 64), (2048, 64, 64, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf63, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf62
        buf67 = reinterpret_tensor(buf58, (1, 2048), (2048, 1), 0); del buf58  # reuse
        # Topologically Sorted Source Nodes: [transpose_12, reshape_8, attn_output_11], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:49
        extern_kernels.mm(reinterpret_tensor(buf63, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg34_1, (2048, 2048), (1, 2048), 0), out=buf67)
        del arg34_1
        buf69 = reinterpret_tensor(buf63, (1, 1, 2048), (2048, 2048, 1), 0); del buf63  # reuse
        # Topologically Sorted Source Nodes: [down_proj_1, hidden_states_19, attn_output_11, hidden_states_25, hidden_states_26, pow_6, variance_5, add_22, rsqrt_5, hidden_states_27, to_15, hidden_states_28], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_13:50
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_13.run(buf44, buf50, buf67, arg35_1, buf69, 1, 2048, stream=stream0)
        del arg35_1
        buf70 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_18], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:51
        extern_kernels.mm(reinterpret_tensor(buf69, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg36_1, (2048, 8192), (1, 2048), 0), out=buf70)
        del arg36_1
        buf71 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_19], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:52
        extern_kernels.mm(reinterpret_tensor(buf69, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg37_1, (2048, 8192), (1, 2048), 0), out=buf71)
        del arg37_1
        buf72 = reinterpret_tensor(buf70, (1, 1, 8192), (8192, 8192, 1), 0); del buf70  # reuse
        # Topologically Sorted Source Nodes: [linear_18, silu_2, linear_19, mul_28], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_9:53
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_9.run(buf72, buf71, 8192, stream=stream0)
        del buf71
        buf73 = reinterpret_tensor(buf69, (1, 2048), (2048, 1), 0); del buf69  # reuse
        # Topologically Sorted Source Nodes: [linear_18, silu_2, linear_19, mul_28, down_proj_2], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:54
        extern_kernels.mm(reinterpret_tensor(buf72, (1, 8192), (0, 1), 0), reinterpret_tensor(arg38_1, (8192, 2048), (1, 8192), 0), out=buf73)
        del arg38_1
        del buf72
        buf75 = reinterpret_tensor(buf53, (1, 1, 2048), (2048, 2048, 1), 0); del buf53  # reuse
        # Topologically Sorted Source Nodes: [down_proj_1, hidden_states_19, attn_output_11, hidden_states_25, down_proj_2, hidden_states_29, hidden_states_30, pow_7, variance_6, add_24, rsqrt_6, hidden_states_31, to_17, hidden_states_32], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_14:55
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_14.run(buf44, buf50, buf67, buf73, arg39_1, buf75, 1, 2048, stream=stream0)
        del arg39_1
        buf76 = buf29; del buf29  # reuse
        # Topologically Sorted Source Nodes: [linear_21], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:56
        extern_kernels.mm(reinterpret_tensor(buf75, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg40_1, (2048, 2048), (1, 2048), 0), out=buf76)
        del arg40_1
        buf77 = empty_strided_cuda((1, 512), (512, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_22], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:57
        extern_kernels.mm(reinterpret_tensor(buf75, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg41_1, (2048, 512), (1, 2048), 0), out=buf77)
        del arg41_1
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, cos_6, sin_6, arange_8, cache_position_3, linear_22, view_10, key_states_3, mul_33, x2_7, neg_7, x1_7, cat_8, mul_34, k_embed_3, index_copy__6], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.unsqueeze, aten.arange, aten.add, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3:58
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(arg43_1, buf77, buf6, arg44_1, 512, stream=stream0)
        buf79 = buf77; del buf77  # reuse
        # Topologically Sorted Source Nodes: [linear_23], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:59
        extern_kernels.mm(reinterpret_tensor(buf75, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg42_1, (2048, 512), (1, 2048), 0), out=buf79)
        del arg42_1
        # Topologically Sorted Source Nodes: [arange_8, cache_position_3, linear_23, view_11, value_states_3, index_copy__7], Original ATen: [aten.arange, aten.add, aten._unsafe_view, aten.view, aten.transpose, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4:60
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4.run(arg43_1, buf79, arg45_1, 512, stream=stream0)
        del buf79
        buf81 = reinterpret_tensor(buf75, (1, 32, 1, 64), (2048, 64, 64, 1), 0); del buf75  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_21, view_9, query_states_3, cos_6, mul_31, x2_6, neg_6, x1_6, cat_7, sin_6, mul_32, q_embed_3, key_3, value_3, attn_output_12], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5:61
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5.run(buf76, buf6, buf81, 2048, stream=stream0)
        del buf76
        buf82 = buf60; del buf60  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_21, view_9, query_states_3, cos_6, mul_31, x2_6, neg_6, x1_6, cat_7, sin_6, mul_32, q_embed_3, key_3, value_3, attn_output_12], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:62
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg44_1, buf82, 524288, stream=stream0)
        del arg44_1
        buf83 = empty_strided_cuda((1, 32, 256, 64), (524288, 16384, 64, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_21, view_9, query_states_3, cos_6, mul_31, x2_6, neg_6, x1_6, cat_7, sin_6, mul_32, q_embed_3, key_3, value_3, attn_output_12], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:63
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg45_1, buf83, 524288, stream=stream0)
        del arg45_1
        buf84 = buf61; del buf61  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_21, view_9, query_states_3, cos_6, mul_31, x2_6, neg_6, x1_6, cat_7, sin_6, mul_32, q_embed_3, key_3, value_3, attn_output_12], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7:64
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7.run(arg2_1, buf84, 256, stream=stream0)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_21, view_9, query_states_3, cos_6, mul_31, x2_6, neg_6, x1_6, cat_7, sin_6, mul_32, q_embed_3, key_3, value_3, attn_output_12], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:65
        buf85 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(buf81, buf82, buf83, buf84, False, scale=0.125)
        del buf82
        buf86 = buf85[0]
        assert_size_stride(buf86, (1, 32, 1, 64), (2048, 64, 64, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf86, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf85
        buf90 = reinterpret_tensor(buf81, (1, 2048), (2048, 1), 0); del buf81  # reuse
        # Topologically Sorted Source Nodes: [transpose_16, reshape_11, attn_output_15], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:66
        extern_kernels.mm(reinterpret_tensor(buf86, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg46_1, (2048, 2048), (1, 2048), 0), out=buf90)
        del arg46_1
        buf91 = buf44; del buf44  # reuse
        buf93 = reinterpret_tensor(buf86, (1, 1, 2048), (2048, 2048, 1), 0); del buf86  # reuse
        # Topologically Sorted Source Nodes: [down_proj_1, hidden_states_19, attn_output_11, hidden_states_25, down_proj_2, hidden_states_29, attn_output_15, hidden_states_35, hidden_states_36, pow_8, variance_7, add_29, rsqrt_7, hidden_states_37, to_19, hidden_states_38], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_15:67
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_15.run(buf91, buf50, buf67, buf73, buf90, arg47_1, buf93, 1, 2048, stream=stream0)
        del arg47_1
        del buf50
        buf94 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [hidden_states_36, pow_8, variance_7, add_29, rsqrt_7, hidden_states_37, to_19, hidden_states_38, linear_25], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:68
        extern_kernels.mm(reinterpret_tensor(buf93, (1, 2048), (0, 1), 0), reinterpret_tensor(arg48_1, (2048, 8192), (1, 2048), 0), out=buf94)
        del arg48_1
        buf95 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_26], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:69
        extern_kernels.mm(reinterpret_tensor(buf93, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg49_1, (2048, 8192), (1, 2048), 0), out=buf95)
        del arg49_1
        buf96 = reinterpret_tensor(buf94, (1, 1, 8192), (8192, 8192, 1), 0); del buf94  # reuse
        # Topologically Sorted Source Nodes: [linear_25, silu_3, linear_26, mul_37], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_9:70
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_9.run(buf96, buf95, 8192, stream=stream0)
        del buf95
        buf97 = reinterpret_tensor(buf93, (1, 2048), (2048, 1), 0); del buf93  # reuse
        # Topologically Sorted Source Nodes: [linear_25, silu_3, linear_26, mul_37, down_proj_3], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:71
        extern_kernels.mm(reinterpret_tensor(buf96, (1, 8192), (0, 1), 0), reinterpret_tensor(arg50_1, (8192, 2048), (1, 8192), 0), out=buf97)
        del arg50_1
        del buf96
        buf99 = reinterpret_tensor(buf90, (1, 1, 2048), (2048, 2048, 1), 0); del buf90  # reuse
        # Topologically Sorted Source Nodes: [down_proj_3, hidden_states_39, hidden_states_40, pow_9, variance_8, add_31, rsqrt_8, hidden_states_41, to_21, hidden_states_42], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12:72
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12.run(buf91, buf97, arg51_1, buf99, 1, 2048, stream=stream0)
        del arg51_1
        buf100 = buf73; del buf73  # reuse
        # Topologically Sorted Source Nodes: [down_proj_3, hidden_states_39, hidden_states_40, pow_9, variance_8, add_31, rsqrt_8, hidden_states_41, to_21, hidden_states_42, linear_28], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:73
        extern_kernels.mm(reinterpret_tensor(buf99, (1, 2048), (0, 1), 0), reinterpret_tensor(arg52_1, (2048, 2048), (1, 2048), 0), out=buf100)
        del arg52_1
        buf101 = empty_strided_cuda((1, 512), (512, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_29], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:74
        extern_kernels.mm(reinterpret_tensor(buf99, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg53_1, (2048, 512), (1, 2048), 0), out=buf101)
        del arg53_1
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, cos_7, sin_7, arange_9, cache_position_4, linear_29, view_13, key_states_4, mul_42, x2_9, neg_9, x1_9, cat_10, mul_43, k_embed_4, index_copy__8], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.unsqueeze, aten.arange, aten.add, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3:75
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(arg55_1, buf101, buf6, arg56_1, 512, stream=stream0)
        buf103 = buf101; del buf101  # reuse
        # Topologically Sorted Source Nodes: [linear_30], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:76
        extern_kernels.mm(reinterpret_tensor(buf99, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg54_1, (2048, 512), (1, 2048), 0), out=buf103)
        del arg54_1
        # Topologically Sorted Source Nodes: [arange_9, cache_position_4, linear_30, view_14, value_states_4, index_copy__9], Original ATen: [aten.arange, aten.add, aten._unsafe_view, aten.view, aten.transpose, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4:77
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4.run(arg55_1, buf103, arg57_1, 512, stream=stream0)
        del buf103
        buf105 = reinterpret_tensor(buf99, (1, 32, 1, 64), (2048, 64, 64, 1), 0); del buf99  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_28, view_12, query_states_4, cos_7, mul_40, x2_8, neg_8, x1_8, cat_9, sin_7, mul_41, q_embed_4, key_4, value_4, attn_output_16], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5:78
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5.run(buf100, buf6, buf105, 2048, stream=stream0)
        buf106 = buf83; del buf83  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_28, view_12, query_states_4, cos_7, mul_40, x2_8, neg_8, x1_8, cat_9, sin_7, mul_41, q_embed_4, key_4, value_4, attn_output_16], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:79
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg56_1, buf106, 524288, stream=stream0)
        del arg56_1
        buf107 = empty_strided_cuda((1, 32, 256, 64), (524288, 16384, 64, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_28, view_12, query_states_4, cos_7, mul_40, x2_8, neg_8, x1_8, cat_9, sin_7, mul_41, q_embed_4, key_4, value_4, attn_output_16], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:80
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg57_1, buf107, 524288, stream=stream0)
        del arg57_1
        buf108 = buf84; del buf84  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_28, view_12, query_states_4, cos_7, mul_40, x2_8, neg_8, x1_8, cat_9, sin_7, mul_41, q_embed_4, key_4, value_4, attn_output_16], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7:81
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7.run(arg2_1, buf108, 256, stream=stream0)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_28, view_12, query_states_4, cos_7, mul_40, x2_8, neg_8, x1_8, cat_9, sin_7, mul_41, q_embed_4, key_4, value_4, attn_output_16], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:82
        buf109 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(buf105, buf106, buf107, buf108, False, scale=0.125)
        del buf106
        buf110 = buf109[0]
        assert_size_stride(buf110, (1, 32, 1, 64), (2048, 64, 64, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf110, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf109
        buf114 = reinterpret_tensor(buf105, (1, 2048), (2048, 1), 0); del buf105  # reuse
        # Topologically Sorted Source Nodes: [transpose_20, reshape_14, attn_output_19], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:83
        extern_kernels.mm(reinterpret_tensor(buf110, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg58_1, (2048, 2048), (1, 2048), 0), out=buf114)
        del arg58_1
        buf116 = reinterpret_tensor(buf110, (1, 1, 2048), (2048, 2048, 1), 0); del buf110  # reuse
        # Topologically Sorted Source Nodes: [down_proj_3, hidden_states_39, attn_output_19, hidden_states_45, hidden_states_46, pow_10, variance_9, add_36, rsqrt_9, hidden_states_47, to_23, hidden_states_48], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_13:84
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_13.run(buf91, buf97, buf114, arg59_1, buf116, 1, 2048, stream=stream0)
        del arg59_1
        buf117 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_32], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:85
        extern_kernels.mm(reinterpret_tensor(buf116, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg60_1, (2048, 8192), (1, 2048), 0), out=buf117)
        del arg60_1
        buf118 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_33], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:86
        extern_kernels.mm(reinterpret_tensor(buf116, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg61_1, (2048, 8192), (1, 2048), 0), out=buf118)
        del arg61_1
        buf119 = reinterpret_tensor(buf117, (1, 1, 8192), (8192, 8192, 1), 0); del buf117  # reuse
        # Topologically Sorted Source Nodes: [linear_32, silu_4, linear_33, mul_46], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_9:87
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_9.run(buf119, buf118, 8192, stream=stream0)
        del buf118
        buf120 = reinterpret_tensor(buf116, (1, 2048), (2048, 1), 0); del buf116  # reuse
        # Topologically Sorted Source Nodes: [linear_32, silu_4, linear_33, mul_46, down_proj_4], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:88
        extern_kernels.mm(reinterpret_tensor(buf119, (1, 8192), (0, 1), 0), reinterpret_tensor(arg62_1, (8192, 2048), (1, 8192), 0), out=buf120)
        del arg62_1
        del buf119
        buf122 = reinterpret_tensor(buf100, (1, 1, 2048), (2048, 2048, 1), 0); del buf100  # reuse
        # Topologically Sorted Source Nodes: [down_proj_3, hidden_states_39, attn_output_19, hidden_states_45, down_proj_4, hidden_states_49, hidden_states_50, pow_11, variance_10, add_38, rsqrt_10, hidden_states_51, to_25, hidden_states_52], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_14:89
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_14.run(buf91, buf97, buf114, buf120, arg63_1, buf122, 1, 2048, stream=stream0)
        del arg63_1
        buf123 = buf67; del buf67  # reuse
        # Topologically Sorted Source Nodes: [linear_35], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:90
        extern_kernels.mm(reinterpret_tensor(buf122, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg64_1, (2048, 2048), (1, 2048), 0), out=buf123)
        del arg64_1
        buf124 = empty_strided_cuda((1, 512), (512, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_36], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:91
        extern_kernels.mm(reinterpret_tensor(buf122, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg65_1, (2048, 512), (1, 2048), 0), out=buf124)
        del arg65_1
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, cos_8, sin_8, arange_10, cache_position_5, linear_36, view_16, key_states_5, mul_51, x2_11, neg_11, x1_11, cat_12, mul_52, k_embed_5, index_copy__10], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.unsqueeze, aten.arange, aten.add, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3:92
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(arg67_1, buf124, buf6, arg68_1, 512, stream=stream0)
        buf126 = buf124; del buf124  # reuse
        # Topologically Sorted Source Nodes: [linear_37], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:93
        extern_kernels.mm(reinterpret_tensor(buf122, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg66_1, (2048, 512), (1, 2048), 0), out=buf126)
        del arg66_1
        # Topologically Sorted Source Nodes: [arange_10, cache_position_5, linear_37, view_17, value_states_5, index_copy__11], Original ATen: [aten.arange, aten.add, aten._unsafe_view, aten.view, aten.transpose, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4:94
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4.run(arg67_1, buf126, arg69_1, 512, stream=stream0)
        del buf126
        buf128 = reinterpret_tensor(buf122, (1, 32, 1, 64), (2048, 64, 64, 1), 0); del buf122  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_35, view_15, query_states_5, cos_8, mul_49, x2_10, neg_10, x1_10, cat_11, sin_8, mul_50, q_embed_5, key_5, value_5, attn_output_20], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5:95
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5.run(buf123, buf6, buf128, 2048, stream=stream0)
        del buf123
        buf129 = buf107; del buf107  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_35, view_15, query_states_5, cos_8, mul_49, x2_10, neg_10, x1_10, cat_11, sin_8, mul_50, q_embed_5, key_5, value_5, attn_output_20], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:96
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg68_1, buf129, 524288, stream=stream0)
        del arg68_1
        buf130 = empty_strided_cuda((1, 32, 256, 64), (524288, 16384, 64, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_35, view_15, query_states_5, cos_8, mul_49, x2_10, neg_10, x1_10, cat_11, sin_8, mul_50, q_embed_5, key_5, value_5, attn_output_20], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:97
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg69_1, buf130, 524288, stream=stream0)
        del arg69_1
        buf131 = buf108; del buf108  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_35, view_15, query_states_5, cos_8, mul_49, x2_10, neg_10, x1_10, cat_11, sin_8, mul_50, q_embed_5, key_5, value_5, attn_output_20], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7:98
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7.run(arg2_1, buf131, 256, stream=stream0)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_35, view_15, query_states_5, cos_8, mul_49, x2_10, neg_10, x1_10, cat_11, sin_8, mul_50, q_embed_5, key_5, value_5, attn_output_20], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:99
        buf132 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(buf128, buf129, buf130, buf131, False, scale=0.125)
        del buf129
        buf133 = buf132[0]
        assert_size_stride(buf133, (1, 32, 1, 64), (2048, 64, 64, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf133, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf132
        buf137 = reinterpret_tensor(buf128, (1, 2048), (2048, 1), 0); del buf128  # reuse
        # Topologically Sorted Source Nodes: [transpose_24, reshape_17, attn_output_23], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:100
        extern_kernels.mm(reinterpret_tensor(buf133, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg70_1, (2048, 2048), (1, 2048), 0), out=buf137)
        del arg70_1
        buf138 = buf91; del buf91  # reuse
        buf140 = reinterpret_tensor(buf133, (1, 1, 2048), (2048, 2048, 1), 0); del buf133  # reuse
        # Topologically Sorted Source Nodes: [down_proj_3, hidden_states_39, attn_output_19, hidden_states_45, down_proj_4, hidden_states_49, attn_output_23, hidden_states_55, hidden_states_56, pow_12, variance_11, add_43, rsqrt_11, hidden_states_57, to_27, hidden_states_58], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_15:101
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_15.run(buf138, buf97, buf114, buf120, buf137, arg71_1, buf140, 1, 2048, stream=stream0)
        del arg71_1
        del buf114
        buf141 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [hidden_states_56, pow_12, variance_11, add_43, rsqrt_11, hidden_states_57, to_27, hidden_states_58, linear_39], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:102
        extern_kernels.mm(reinterpret_tensor(buf140, (1, 2048), (0, 1), 0), reinterpret_tensor(arg72_1, (2048, 8192), (1, 2048), 0), out=buf141)
        del arg72_1
        buf142 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_40], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:103
        extern_kernels.mm(reinterpret_tensor(buf140, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg73_1, (2048, 8192), (1, 2048), 0), out=buf142)
        del arg73_1
        buf143 = reinterpret_tensor(buf141, (1, 1, 8192), (8192, 8192, 1), 0); del buf141  # reuse
        # Topologically Sorted Source Nodes: [linear_39, silu_5, linear_40, mul_55], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_9:104
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_9.run(buf143, buf142, 8192, stream=stream0)
        del buf142
        buf144 = reinterpret_tensor(buf140, (1, 2048), (2048, 1), 0); del buf140  # reuse
        # Topologically Sorted Source Nodes: [linear_39, silu_5, linear_40, mul_55, down_proj_5], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:105
        extern_kernels.mm(reinterpret_tensor(buf143, (1, 8192), (0, 1), 0), reinterpret_tensor(arg74_1, (8192, 2048), (1, 8192), 0), out=buf144)
        del arg74_1
        del buf143
        buf146 = reinterpret_tensor(buf97, (1, 1, 2048), (2048, 2048, 1), 0); del buf97  # reuse
        # Topologically Sorted Source Nodes: [down_proj_5, hidden_states_59, hidden_states_60, pow_13, variance_12, add_45, rsqrt_12, hidden_states_61, to_29, hidden_states_62], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12:106
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12.run(buf138, buf144, arg75_1, buf146, 1, 2048, stream=stream0)
        del arg75_1
        buf147 = buf137; del buf137  # reuse
        # Topologically Sorted Source Nodes: [down_proj_5, hidden_states_59, hidden_states_60, pow_13, variance_12, add_45, rsqrt_12, hidden_states_61, to_29, hidden_states_62, linear_42], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:107
        extern_kernels.mm(reinterpret_tensor(buf146, (1, 2048), (0, 1), 0), reinterpret_tensor(arg76_1, (2048, 2048), (1, 2048), 0), out=buf147)
        del arg76_1
        buf148 = empty_strided_cuda((1, 512), (512, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_43], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:108
        extern_kernels.mm(reinterpret_tensor(buf146, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg77_1, (2048, 512), (1, 2048), 0), out=buf148)
        del arg77_1
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, cos_9, sin_9, arange_11, cache_position_6, linear_43, view_19, key_states_6, mul_60, x2_13, neg_13, x1_13, cat_14, mul_61, k_embed_6, index_copy__12], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.unsqueeze, aten.arange, aten.add, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3:109
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(arg79_1, buf148, buf6, arg80_1, 512, stream=stream0)
        buf150 = buf148; del buf148  # reuse
        # Topologically Sorted Source Nodes: [linear_44], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:110
        extern_kernels.mm(reinterpret_tensor(buf146, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg78_1, (2048, 512), (1, 2048), 0), out=buf150)
        del arg78_1
        # Topologically Sorted Source Nodes: [arange_11, cache_position_6, linear_44, view_20, value_states_6, index_copy__13], Original ATen: [aten.arange, aten.add, aten._unsafe_view, aten.view, aten.transpose, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4:111
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4.run(arg79_1, buf150, arg81_1, 512, stream=stream0)
        del buf150
        buf152 = reinterpret_tensor(buf146, (1, 32, 1, 64), (2048, 64, 64, 1), 0); del buf146  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_42, view_18, query_states_6, cos_9, mul_58, x2_12, neg_12, x1_12, cat_13, sin_9, mul_59, q_embed_6, key_6, value_6, attn_output_24], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5:112
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5.run(buf147, buf6, buf152, 2048, stream=stream0)
        buf153 = buf130; del buf130  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_42, view_18, query_states_6, cos_9, mul_58, x2_12, neg_12, x1_12, cat_13, sin_9, mul_59, q_embed_6, key_6, value_6, attn_output_24], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:113
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg80_1, buf153, 524288, stream=stream0)
        del arg80_1
        buf154 = empty_strided_cuda((1, 32, 256, 64), (524288, 16384, 64, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_42, view_18, query_states_6, cos_9, mul_58, x2_12, neg_12, x1_12, cat_13, sin_9, mul_59, q_embed_6, key_6, value_6, attn_output_24], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:114
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg81_1, buf154, 524288, stream=stream0)
        del arg81_1
        buf155 = buf131; del buf131  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_42, view_18, query_states_6, cos_9, mul_58, x2_12, neg_12, x1_12, cat_13, sin_9, mul_59, q_embed_6, key_6, value_6, attn_output_24], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7:115
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7.run(arg2_1, buf155, 256, stream=stream0)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_42, view_18, query_states_6, cos_9, mul_58, x2_12, neg_12, x1_12, cat_13, sin_9, mul_59, q_embed_6, key_6, value_6, attn_output_24], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:116
        buf156 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(buf152, buf153, buf154, buf155, False, scale=0.125)
        del buf153
        buf157 = buf156[0]
        assert_size_stride(buf157, (1, 32, 1, 64), (2048, 64, 64, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf157, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf156
        buf161 = reinterpret_tensor(buf152, (1, 2048), (2048, 1), 0); del buf152  # reuse
        # Topologically Sorted Source Nodes: [transpose_28, reshape_20, attn_output_27], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:117
        extern_kernels.mm(reinterpret_tensor(buf157, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg82_1, (2048, 2048), (1, 2048), 0), out=buf161)
        del arg82_1
        buf163 = reinterpret_tensor(buf157, (1, 1, 2048), (2048, 2048, 1), 0); del buf157  # reuse
        # Topologically Sorted Source Nodes: [down_proj_5, hidden_states_59, attn_output_27, hidden_states_65, hidden_states_66, pow_14, variance_13, add_50, rsqrt_13, hidden_states_67, to_31, hidden_states_68], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_13:118
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_13.run(buf138, buf144, buf161, arg83_1, buf163, 1, 2048, stream=stream0)
        del arg83_1
        buf164 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_46], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:119
        extern_kernels.mm(reinterpret_tensor(buf163, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg84_1, (2048, 8192), (1, 2048), 0), out=buf164)
        del arg84_1
        buf165 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_47], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:120
        extern_kernels.mm(reinterpret_tensor(buf163, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg85_1, (2048, 8192), (1, 2048), 0), out=buf165)
        del arg85_1
        buf166 = reinterpret_tensor(buf164, (1, 1, 8192), (8192, 8192, 1), 0); del buf164  # reuse
        # Topologically Sorted Source Nodes: [linear_46, silu_6, linear_47, mul_64], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_9:121
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_9.run(buf166, buf165, 8192, stream=stream0)
        del buf165
        buf167 = reinterpret_tensor(buf163, (1, 2048), (2048, 1), 0); del buf163  # reuse
        # Topologically Sorted Source Nodes: [linear_46, silu_6, linear_47, mul_64, down_proj_6], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:122
        extern_kernels.mm(reinterpret_tensor(buf166, (1, 8192), (0, 1), 0), reinterpret_tensor(arg86_1, (8192, 2048), (1, 8192), 0), out=buf167)
        del arg86_1
        del buf166
        buf169 = reinterpret_tensor(buf147, (1, 1, 2048), (2048, 2048, 1), 0); del buf147  # reuse
        # Topologically Sorted Source Nodes: [down_proj_5, hidden_states_59, attn_output_27, hidden_states_65, down_proj_6, hidden_states_69, hidden_states_70, pow_15, variance_14, add_52, rsqrt_14, hidden_states_71, to_33, hidden_states_72], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_14:123
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_14.run(buf138, buf144, buf161, buf167, arg87_1, buf169, 1, 2048, stream=stream0)
        del arg87_1
        buf170 = buf120; del buf120  # reuse
        # Topologically Sorted Source Nodes: [linear_49], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:124
        extern_kernels.mm(reinterpret_tensor(buf169, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg88_1, (2048, 2048), (1, 2048), 0), out=buf170)
        del arg88_1
        buf171 = empty_strided_cuda((1, 512), (512, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_50], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:125
        extern_kernels.mm(reinterpret_tensor(buf169, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg89_1, (2048, 512), (1, 2048), 0), out=buf171)
        del arg89_1
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, cos_10, sin_10, arange_12, cache_position_7, linear_50, view_22, key_states_7, mul_69, x2_15, neg_15, x1_15, cat_16, mul_70, k_embed_7, index_copy__14], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.unsqueeze, aten.arange, aten.add, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3:126
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(arg91_1, buf171, buf6, arg92_1, 512, stream=stream0)
        buf173 = buf171; del buf171  # reuse
        # Topologically Sorted Source Nodes: [linear_51], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:127
        extern_kernels.mm(reinterpret_tensor(buf169, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg90_1, (2048, 512), (1, 2048), 0), out=buf173)
        del arg90_1
        # Topologically Sorted Source Nodes: [arange_12, cache_position_7, linear_51, view_23, value_states_7, index_copy__15], Original ATen: [aten.arange, aten.add, aten._unsafe_view, aten.view, aten.transpose, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4:128
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4.run(arg91_1, buf173, arg93_1, 512, stream=stream0)
        del buf173
        buf175 = reinterpret_tensor(buf169, (1, 32, 1, 64), (2048, 64, 64, 1), 0); del buf169  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_49, view_21, query_states_7, cos_10, mul_67, x2_14, neg_14, x1_14, cat_15, sin_10, mul_68, q_embed_7, key_7, value_7, attn_output_28], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5:129
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5.run(buf170, buf6, buf175, 2048, stream=stream0)
        del buf170
        buf176 = buf154; del buf154  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_49, view_21, query_states_7, cos_10, mul_67, x2_14, neg_14, x1_14, cat_15, sin_10, mul_68, q_embed_7, key_7, value_7, attn_output_28], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:130
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg92_1, buf176, 524288, stream=stream0)
        del arg92_1
        buf177 = empty_strided_cuda((1, 32, 256, 64), (524288, 16384, 64, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_49, view_21, query_states_7, cos_10, mul_67, x2_14, neg_14, x1_14, cat_15, sin_10, mul_68, q_embed_7, key_7, value_7, attn_output_28], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:131
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg93_1, buf177, 524288, stream=stream0)
        del arg93_1
        buf178 = buf155; del buf155  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_49, view_21, query_states_7, cos_10, mul_67, x2_14, neg_14, x1_14, cat_15, sin_10, mul_68, q_embed_7, key_7, value_7, attn_output_28], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7:132
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7.run(arg2_1, buf178, 256, stream=stream0)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_49, view_21, query_states_7, cos_10, mul_67, x2_14, neg_14, x1_14, cat_15, sin_10, mul_68, q_embed_7, key_7, value_7, attn_output_28], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:133
        buf179 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(buf175, buf176, buf177, buf178, False, scale=0.125)
        del buf176
        buf180 = buf179[0]
        assert_size_stride(buf180, (1, 32, 1, 64), (2048, 64, 64, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf180, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf179
        buf184 = reinterpret_tensor(buf175, (1, 2048), (2048, 1), 0); del buf175  # reuse
        # Topologically Sorted Source Nodes: [transpose_32, reshape_23, attn_output_31], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:134
        extern_kernels.mm(reinterpret_tensor(buf180, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg94_1, (2048, 2048), (1, 2048), 0), out=buf184)
        del arg94_1
        buf185 = buf138; del buf138  # reuse
        buf187 = reinterpret_tensor(buf180, (1, 1, 2048), (2048, 2048, 1), 0); del buf180  # reuse
        # Topologically Sorted Source Nodes: [down_proj_5, hidden_states_59, attn_output_27, hidden_states_65, down_proj_6, hidden_states_69, attn_output_31, hidden_states_75, hidden_states_76, pow_16, variance_15, add_57, rsqrt_15, hidden_states_77, to_35, hidden_states_78], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_15:135
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_15.run(buf185, buf144, buf161, buf167, buf184, arg95_1, buf187, 1, 2048, stream=stream0)
        del arg95_1
        del buf144
        buf188 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [hidden_states_76, pow_16, variance_15, add_57, rsqrt_15, hidden_states_77, to_35, hidden_states_78, linear_53], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:136
        extern_kernels.mm(reinterpret_tensor(buf187, (1, 2048), (0, 1), 0), reinterpret_tensor(arg96_1, (2048, 8192), (1, 2048), 0), out=buf188)
        del arg96_1
        buf189 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_54], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:137
        extern_kernels.mm(reinterpret_tensor(buf187, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg97_1, (2048, 8192), (1, 2048), 0), out=buf189)
        del arg97_1
        buf190 = reinterpret_tensor(buf188, (1, 1, 8192), (8192, 8192, 1), 0); del buf188  # reuse
        # Topologically Sorted Source Nodes: [linear_53, silu_7, linear_54, mul_73], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_9:138
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_9.run(buf190, buf189, 8192, stream=stream0)
        del buf189
        buf191 = reinterpret_tensor(buf187, (1, 2048), (2048, 1), 0); del buf187  # reuse
        # Topologically Sorted Source Nodes: [linear_53, silu_7, linear_54, mul_73, down_proj_7], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:139
        extern_kernels.mm(reinterpret_tensor(buf190, (1, 8192), (0, 1), 0), reinterpret_tensor(arg98_1, (8192, 2048), (1, 8192), 0), out=buf191)
        del arg98_1
        del buf190
        buf193 = reinterpret_tensor(buf184, (1, 1, 2048), (2048, 2048, 1), 0); del buf184  # reuse
        # Topologically Sorted Source Nodes: [down_proj_7, hidden_states_79, hidden_states_80, pow_17, variance_16, add_59, rsqrt_16, hidden_states_81, to_37, hidden_states_82], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12:140
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12.run(buf185, buf191, arg99_1, buf193, 1, 2048, stream=stream0)
        del arg99_1
        buf194 = buf167; del buf167  # reuse
        # Topologically Sorted Source Nodes: [down_proj_7, hidden_states_79, hidden_states_80, pow_17, variance_16, add_59, rsqrt_16, hidden_states_81, to_37, hidden_states_82, linear_56], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:141
        extern_kernels.mm(reinterpret_tensor(buf193, (1, 2048), (0, 1), 0), reinterpret_tensor(arg100_1, (2048, 2048), (1, 2048), 0), out=buf194)
        del arg100_1
        buf195 = empty_strided_cuda((1, 512), (512, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_57], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:142
        extern_kernels.mm(reinterpret_tensor(buf193, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg101_1, (2048, 512), (1, 2048), 0), out=buf195)
        del arg101_1
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, cos_11, sin_11, arange_13, cache_position_8, linear_57, view_25, key_states_8, mul_78, x2_17, neg_17, x1_17, cat_18, mul_79, k_embed_8, index_copy__16], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.unsqueeze, aten.arange, aten.add, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3:143
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(arg103_1, buf195, buf6, arg104_1, 512, stream=stream0)
        buf197 = buf195; del buf195  # reuse
        # Topologically Sorted Source Nodes: [linear_58], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:144
        extern_kernels.mm(reinterpret_tensor(buf193, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg102_1, (2048, 512), (1, 2048), 0), out=buf197)
        del arg102_1
        # Topologically Sorted Source Nodes: [arange_13, cache_position_8, linear_58, view_26, value_states_8, index_copy__17], Original ATen: [aten.arange, aten.add, aten._unsafe_view, aten.view, aten.transpose, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4:145
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4.run(arg103_1, buf197, arg105_1, 512, stream=stream0)
        del buf197
        buf199 = reinterpret_tensor(buf193, (1, 32, 1, 64), (2048, 64, 64, 1), 0); del buf193  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_56, view_24, query_states_8, cos_11, mul_76, x2_16, neg_16, x1_16, cat_17, sin_11, mul_77, q_embed_8, key_8, value_8, attn_output_32], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5:146
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5.run(buf194, buf6, buf199, 2048, stream=stream0)
        buf200 = buf177; del buf177  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_56, view_24, query_states_8, cos_11, mul_76, x2_16, neg_16, x1_16, cat_17, sin_11, mul_77, q_embed_8, key_8, value_8, attn_output_32], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:147
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg104_1, buf200, 524288, stream=stream0)
        del arg104_1
        buf201 = empty_strided_cuda((1, 32, 256, 64), (524288, 16384, 64, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_56, view_24, query_states_8, cos_11, mul_76, x2_16, neg_16, x1_16, cat_17, sin_11, mul_77, q_embed_8, key_8, value_8, attn_output_32], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:148
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg105_1, buf201, 524288, stream=stream0)
        del arg105_1
        buf202 = buf178; del buf178  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_56, view_24, query_states_8, cos_11, mul_76, x2_16, neg_16, x1_16, cat_17, sin_11, mul_77, q_embed_8, key_8, value_8, attn_output_32], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7:149
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7.run(arg2_1, buf202, 256, stream=stream0)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_56, view_24, query_states_8, cos_11, mul_76, x2_16, neg_16, x1_16, cat_17, sin_11, mul_77, q_embed_8, key_8, value_8, attn_output_32], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:150
        buf203 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(buf199, buf200, buf201, buf202, False, scale=0.125)
        del buf200
        buf204 = buf203[0]
        assert_size_stride(buf204, (1, 32, 1, 64), (2048, 64, 64, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf204, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf203
        buf208 = reinterpret_tensor(buf199, (1, 2048), (2048, 1), 0); del buf199  # reuse
        # Topologically Sorted Source Nodes: [transpose_36, reshape_26, attn_output_35], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:151
        extern_kernels.mm(reinterpret_tensor(buf204, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg106_1, (2048, 2048), (1, 2048), 0), out=buf208)
        del arg106_1
        buf210 = reinterpret_tensor(buf204, (1, 1, 2048), (2048, 2048, 1), 0); del buf204  # reuse
        # Topologically Sorted Source Nodes: [down_proj_7, hidden_states_79, attn_output_35, hidden_states_85, hidden_states_86, pow_18, variance_17, add_64, rsqrt_17, hidden_states_87, to_39, hidden_states_88], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_13:152
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_13.run(buf185, buf191, buf208, arg107_1, buf210, 1, 2048, stream=stream0)
        del arg107_1
        buf211 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_60], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:153
        extern_kernels.mm(reinterpret_tensor(buf210, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg108_1, (2048, 8192), (1, 2048), 0), out=buf211)
        del arg108_1
        buf212 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_61], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:154
        extern_kernels.mm(reinterpret_tensor(buf210, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg109_1, (2048, 8192), (1, 2048), 0), out=buf212)
        del arg109_1
        buf213 = reinterpret_tensor(buf211, (1, 1, 8192), (8192, 8192, 1), 0); del buf211  # reuse
        # Topologically Sorted Source Nodes: [linear_60, silu_8, linear_61, mul_82], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_9:155
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_9.run(buf213, buf212, 8192, stream=stream0)
        del buf212
        buf214 = reinterpret_tensor(buf210, (1, 2048), (2048, 1), 0); del buf210  # reuse
        # Topologically Sorted Source Nodes: [linear_60, silu_8, linear_61, mul_82, down_proj_8], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:156
        extern_kernels.mm(reinterpret_tensor(buf213, (1, 8192), (0, 1), 0), reinterpret_tensor(arg110_1, (8192, 2048), (1, 8192), 0), out=buf214)
        del arg110_1
        del buf213
        buf216 = reinterpret_tensor(buf194, (1, 1, 2048), (2048, 2048, 1), 0); del buf194  # reuse
        # Topologically Sorted Source Nodes: [down_proj_7, hidden_states_79, attn_output_35, hidden_states_85, down_proj_8, hidden_states_89, hidden_states_90, pow_19, variance_18, add_66, rsqrt_18, hidden_states_91, to_41, hidden_states_92], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_14:157
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_14.run(buf185, buf191, buf208, buf214, arg111_1, buf216, 1, 2048, stream=stream0)
        del arg111_1
        buf217 = buf161; del buf161  # reuse
        # Topologically Sorted Source Nodes: [linear_63], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:158
        extern_kernels.mm(reinterpret_tensor(buf216, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg112_1, (2048, 2048), (1, 2048), 0), out=buf217)
        del arg112_1
        buf218 = empty_strided_cuda((1, 512), (512, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_64], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:159
        extern_kernels.mm(reinterpret_tensor(buf216, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg113_1, (2048, 512), (1, 2048), 0), out=buf218)
        del arg113_1
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, cos_12, sin_12, arange_14, cache_position_9, linear_64, view_28, key_states_9, mul_87, x2_19, neg_19, x1_19, cat_20, mul_88, k_embed_9, index_copy__18], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.unsqueeze, aten.arange, aten.add, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3:160
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(arg115_1, buf218, buf6, arg116_1, 512, stream=stream0)
        buf220 = buf218; del buf218  # reuse
        # Topologically Sorted Source Nodes: [linear_65], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:161
        extern_kernels.mm(reinterpret_tensor(buf216, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg114_1, (2048, 512), (1, 2048), 0), out=buf220)
        del arg114_1
        # Topologically Sorted Source Nodes: [arange_14, cache_position_9, linear_65, view_29, value_states_9, index_copy__19], Original ATen: [aten.arange, aten.add, aten._unsafe_view, aten.view, aten.transpose, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4:162
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4.run(arg115_1, buf220, arg117_1, 512, stream=stream0)
        del buf220
        buf222 = reinterpret_tensor(buf216, (1, 32, 1, 64), (2048, 64, 64, 1), 0); del buf216  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_63, view_27, query_states_9, cos_12, mul_85, x2_18, neg_18, x1_18, cat_19, sin_12, mul_86, q_embed_9, key_9, value_9, attn_output_36], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5:163
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5.run(buf217, buf6, buf222, 2048, stream=stream0)
        del buf217
        buf223 = buf201; del buf201  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_63, view_27, query_states_9, cos_12, mul_85, x2_18, neg_18, x1_18, cat_19, sin_12, mul_86, q_embed_9, key_9, value_9, attn_output_36], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:164
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg116_1, buf223, 524288, stream=stream0)
        del arg116_1
        buf224 = empty_strided_cuda((1, 32, 256, 64), (524288, 16384, 64, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_63, view_27, query_states_9, cos_12, mul_85, x2_18, neg_18, x1_18, cat_19, sin_12, mul_86, q_embed_9, key_9, value_9, attn_output_36], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:165
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg117_1, buf224, 524288, stream=stream0)
        del arg117_1
        buf225 = buf202; del buf202  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_63, view_27, query_states_9, cos_12, mul_85, x2_18, neg_18, x1_18, cat_19, sin_12, mul_86, q_embed_9, key_9, value_9, attn_output_36], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7:166
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7.run(arg2_1, buf225, 256, stream=stream0)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_63, view_27, query_states_9, cos_12, mul_85, x2_18, neg_18, x1_18, cat_19, sin_12, mul_86, q_embed_9, key_9, value_9, attn_output_36], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:167
        buf226 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(buf222, buf223, buf224, buf225, False, scale=0.125)
        del buf223
        buf227 = buf226[0]
        assert_size_stride(buf227, (1, 32, 1, 64), (2048, 64, 64, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf227, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf226
        buf231 = reinterpret_tensor(buf222, (1, 2048), (2048, 1), 0); del buf222  # reuse
        # Topologically Sorted Source Nodes: [transpose_40, reshape_29, attn_output_39], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:168
        extern_kernels.mm(reinterpret_tensor(buf227, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg118_1, (2048, 2048), (1, 2048), 0), out=buf231)
        del arg118_1
        buf232 = buf185; del buf185  # reuse
        buf234 = reinterpret_tensor(buf227, (1, 1, 2048), (2048, 2048, 1), 0); del buf227  # reuse
        # Topologically Sorted Source Nodes: [down_proj_7, hidden_states_79, attn_output_35, hidden_states_85, down_proj_8, hidden_states_89, attn_output_39, hidden_states_95, hidden_states_96, pow_20, variance_19, add_71, rsqrt_19, hidden_states_97, to_43, hidden_states_98], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_15:169
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_15.run(buf232, buf191, buf208, buf214, buf231, arg119_1, buf234, 1, 2048, stream=stream0)
        del arg119_1
        del buf191
        buf235 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [hidden_states_96, pow_20, variance_19, add_71, rsqrt_19, hidden_states_97, to_43, hidden_states_98, linear_67], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:170
        extern_kernels.mm(reinterpret_tensor(buf234, (1, 2048), (0, 1), 0), reinterpret_tensor(arg120_1, (2048, 8192), (1, 2048), 0), out=buf235)
        del arg120_1
        buf236 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_68], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:171
        extern_kernels.mm(reinterpret_tensor(buf234, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg121_1, (2048, 8192), (1, 2048), 0), out=buf236)
        del arg121_1
        buf237 = reinterpret_tensor(buf235, (1, 1, 8192), (8192, 8192, 1), 0); del buf235  # reuse
        # Topologically Sorted Source Nodes: [linear_67, silu_9, linear_68, mul_91], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_9:172
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_9.run(buf237, buf236, 8192, stream=stream0)
        del buf236
        buf238 = reinterpret_tensor(buf234, (1, 2048), (2048, 1), 0); del buf234  # reuse
        # Topologically Sorted Source Nodes: [linear_67, silu_9, linear_68, mul_91, down_proj_9], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:173
        extern_kernels.mm(reinterpret_tensor(buf237, (1, 8192), (0, 1), 0), reinterpret_tensor(arg122_1, (8192, 2048), (1, 8192), 0), out=buf238)
        del arg122_1
        del buf237
        buf240 = reinterpret_tensor(buf231, (1, 1, 2048), (2048, 2048, 1), 0); del buf231  # reuse
        # Topologically Sorted Source Nodes: [down_proj_9, hidden_states_99, hidden_states_100, pow_21, variance_20, add_73, rsqrt_20, hidden_states_101, to_45, hidden_states_102], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12:174
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12.run(buf232, buf238, arg123_1, buf240, 1, 2048, stream=stream0)
        del arg123_1
        buf241 = buf214; del buf214  # reuse
        # Topologically Sorted Source Nodes: [down_proj_9, hidden_states_99, hidden_states_100, pow_21, variance_20, add_73, rsqrt_20, hidden_states_101, to_45, hidden_states_102, linear_70], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:175
        extern_kernels.mm(reinterpret_tensor(buf240, (1, 2048), (0, 1), 0), reinterpret_tensor(arg124_1, (2048, 2048), (1, 2048), 0), out=buf241)
        del arg124_1
        buf242 = empty_strided_cuda((1, 512), (512, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_71], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:176
        extern_kernels.mm(reinterpret_tensor(buf240, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg125_1, (2048, 512), (1, 2048), 0), out=buf242)
        del arg125_1
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, cos_13, sin_13, arange_15, cache_position_10, linear_71, view_31, key_states_10, mul_96, x2_21, neg_21, x1_21, cat_22, mul_97, k_embed_10, index_copy__20], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.unsqueeze, aten.arange, aten.add, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3:177
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(arg127_1, buf242, buf6, arg128_1, 512, stream=stream0)
        buf244 = buf242; del buf242  # reuse
        # Topologically Sorted Source Nodes: [linear_72], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:178
        extern_kernels.mm(reinterpret_tensor(buf240, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg126_1, (2048, 512), (1, 2048), 0), out=buf244)
        del arg126_1
        # Topologically Sorted Source Nodes: [arange_15, cache_position_10, linear_72, view_32, value_states_10, index_copy__21], Original ATen: [aten.arange, aten.add, aten._unsafe_view, aten.view, aten.transpose, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4:179
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4.run(arg127_1, buf244, arg129_1, 512, stream=stream0)
        del buf244
        buf246 = reinterpret_tensor(buf240, (1, 32, 1, 64), (2048, 64, 64, 1), 0); del buf240  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_70, view_30, query_states_10, cos_13, mul_94, x2_20, neg_20, x1_20, cat_21, sin_13, mul_95, q_embed_10, key_10, value_10, attn_output_40], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5:180
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5.run(buf241, buf6, buf246, 2048, stream=stream0)
        buf247 = buf224; del buf224  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_70, view_30, query_states_10, cos_13, mul_94, x2_20, neg_20, x1_20, cat_21, sin_13, mul_95, q_embed_10, key_10, value_10, attn_output_40], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:181
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg128_1, buf247, 524288, stream=stream0)
        del arg128_1
        buf248 = empty_strided_cuda((1, 32, 256, 64), (524288, 16384, 64, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_70, view_30, query_states_10, cos_13, mul_94, x2_20, neg_20, x1_20, cat_21, sin_13, mul_95, q_embed_10, key_10, value_10, attn_output_40], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:182
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg129_1, buf248, 524288, stream=stream0)
        del arg129_1
        buf249 = buf225; del buf225  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_70, view_30, query_states_10, cos_13, mul_94, x2_20, neg_20, x1_20, cat_21, sin_13, mul_95, q_embed_10, key_10, value_10, attn_output_40], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7:183
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7.run(arg2_1, buf249, 256, stream=stream0)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_70, view_30, query_states_10, cos_13, mul_94, x2_20, neg_20, x1_20, cat_21, sin_13, mul_95, q_embed_10, key_10, value_10, attn_output_40], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:184
        buf250 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(buf246, buf247, buf248, buf249, False, scale=0.125)
        del buf247
        buf251 = buf250[0]
        assert_size_stride(buf251, (1, 32, 1, 64), (2048, 64, 64, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf251, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf250
        buf255 = reinterpret_tensor(buf246, (1, 2048), (2048, 1), 0); del buf246  # reuse
        # Topologically Sorted Source Nodes: [transpose_44, reshape_32, attn_output_43], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:185
        extern_kernels.mm(reinterpret_tensor(buf251, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg130_1, (2048, 2048), (1, 2048), 0), out=buf255)
        del arg130_1
        buf257 = reinterpret_tensor(buf251, (1, 1, 2048), (2048, 2048, 1), 0); del buf251  # reuse
        # Topologically Sorted Source Nodes: [down_proj_9, hidden_states_99, attn_output_43, hidden_states_105, hidden_states_106, pow_22, variance_21, add_78, rsqrt_21, hidden_states_107, to_47, hidden_states_108], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_13:186
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_13.run(buf232, buf238, buf255, arg131_1, buf257, 1, 2048, stream=stream0)
        del arg131_1
        buf258 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_74], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:187
        extern_kernels.mm(reinterpret_tensor(buf257, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg132_1, (2048, 8192), (1, 2048), 0), out=buf258)
        del arg132_1
        buf259 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_75], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:188
        extern_kernels.mm(reinterpret_tensor(buf257, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg133_1, (2048, 8192), (1, 2048), 0), out=buf259)
        del arg133_1
        buf260 = reinterpret_tensor(buf258, (1, 1, 8192), (8192, 8192, 1), 0); del buf258  # reuse
        # Topologically Sorted Source Nodes: [linear_74, silu_10, linear_75, mul_100], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_9:189
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_9.run(buf260, buf259, 8192, stream=stream0)
        del buf259
        buf261 = reinterpret_tensor(buf257, (1, 2048), (2048, 1), 0); del buf257  # reuse
        # Topologically Sorted Source Nodes: [linear_74, silu_10, linear_75, mul_100, down_proj_10], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:190
        extern_kernels.mm(reinterpret_tensor(buf260, (1, 8192), (0, 1), 0), reinterpret_tensor(arg134_1, (8192, 2048), (1, 8192), 0), out=buf261)
        del arg134_1
        del buf260
        buf263 = reinterpret_tensor(buf241, (1, 1, 2048), (2048, 2048, 1), 0); del buf241  # reuse
        # Topologically Sorted Source Nodes: [down_proj_9, hidden_states_99, attn_output_43, hidden_states_105, down_proj_10, hidden_states_109, hidden_states_110, pow_23, variance_22, add_80, rsqrt_22, hidden_states_111, to_49, hidden_states_112], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_14:191
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_14.run(buf232, buf238, buf255, buf261, arg135_1, buf263, 1, 2048, stream=stream0)
        del arg135_1
        buf264 = buf208; del buf208  # reuse
        # Topologically Sorted Source Nodes: [linear_77], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:192
        extern_kernels.mm(reinterpret_tensor(buf263, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg136_1, (2048, 2048), (1, 2048), 0), out=buf264)
        del arg136_1
        buf265 = empty_strided_cuda((1, 512), (512, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_78], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:193
        extern_kernels.mm(reinterpret_tensor(buf263, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg137_1, (2048, 512), (1, 2048), 0), out=buf265)
        del arg137_1
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, cos_14, sin_14, arange_16, cache_position_11, linear_78, view_34, key_states_11, mul_105, x2_23, neg_23, x1_23, cat_24, mul_106, k_embed_11, index_copy__22], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.unsqueeze, aten.arange, aten.add, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3:194
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(arg139_1, buf265, buf6, arg140_1, 512, stream=stream0)
        buf267 = buf265; del buf265  # reuse
        # Topologically Sorted Source Nodes: [linear_79], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:195
        extern_kernels.mm(reinterpret_tensor(buf263, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg138_1, (2048, 512), (1, 2048), 0), out=buf267)
        del arg138_1
        # Topologically Sorted Source Nodes: [arange_16, cache_position_11, linear_79, view_35, value_states_11, index_copy__23], Original ATen: [aten.arange, aten.add, aten._unsafe_view, aten.view, aten.transpose, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4:196
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4.run(arg139_1, buf267, arg141_1, 512, stream=stream0)
        del buf267
        buf269 = reinterpret_tensor(buf263, (1, 32, 1, 64), (2048, 64, 64, 1), 0); del buf263  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_77, view_33, query_states_11, cos_14, mul_103, x2_22, neg_22, x1_22, cat_23, sin_14, mul_104, q_embed_11, key_11, value_11, attn_output_44], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5:197
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5.run(buf264, buf6, buf269, 2048, stream=stream0)
        del buf264
        buf270 = buf248; del buf248  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_77, view_33, query_states_11, cos_14, mul_103, x2_22, neg_22, x1_22, cat_23, sin_14, mul_104, q_embed_11, key_11, value_11, attn_output_44], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:198
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg140_1, buf270, 524288, stream=stream0)
        del arg140_1
        buf271 = empty_strided_cuda((1, 32, 256, 64), (524288, 16384, 64, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_77, view_33, query_states_11, cos_14, mul_103, x2_22, neg_22, x1_22, cat_23, sin_14, mul_104, q_embed_11, key_11, value_11, attn_output_44], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:199
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg141_1, buf271, 524288, stream=stream0)
        del arg141_1
        buf272 = buf249; del buf249  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_77, view_33, query_states_11, cos_14, mul_103, x2_22, neg_22, x1_22, cat_23, sin_14, mul_104, q_embed_11, key_11, value_11, attn_output_44], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7:200
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7.run(arg2_1, buf272, 256, stream=stream0)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_77, view_33, query_states_11, cos_14, mul_103, x2_22, neg_22, x1_22, cat_23, sin_14, mul_104, q_embed_11, key_11, value_11, attn_output_44], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:201
        buf273 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(buf269, buf270, buf271, buf272, False, scale=0.125)
        del buf270
        buf274 = buf273[0]
        assert_size_stride(buf274, (1, 32, 1, 64), (2048, 64, 64, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf274, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf273
        buf278 = reinterpret_tensor(buf269, (1, 2048), (2048, 1), 0); del buf269  # reuse
        # Topologically Sorted Source Nodes: [transpose_48, reshape_35, attn_output_47], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:202
        extern_kernels.mm(reinterpret_tensor(buf274, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg142_1, (2048, 2048), (1, 2048), 0), out=buf278)
        del arg142_1
        buf279 = buf232; del buf232  # reuse
        buf281 = reinterpret_tensor(buf274, (1, 1, 2048), (2048, 2048, 1), 0); del buf274  # reuse
        # Topologically Sorted Source Nodes: [down_proj_9, hidden_states_99, attn_output_43, hidden_states_105, down_proj_10, hidden_states_109, attn_output_47, hidden_states_115, hidden_states_116, pow_24, variance_23, add_85, rsqrt_23, hidden_states_117, to_51, hidden_states_118], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_15:203
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_15.run(buf279, buf238, buf255, buf261, buf278, arg143_1, buf281, 1, 2048, stream=stream0)
        del arg143_1
        del buf238
        buf282 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [hidden_states_116, pow_24, variance_23, add_85, rsqrt_23, hidden_states_117, to_51, hidden_states_118, linear_81], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:204
        extern_kernels.mm(reinterpret_tensor(buf281, (1, 2048), (0, 1), 0), reinterpret_tensor(arg144_1, (2048, 8192), (1, 2048), 0), out=buf282)
        del arg144_1
        buf283 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_82], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:205
        extern_kernels.mm(reinterpret_tensor(buf281, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg145_1, (2048, 8192), (1, 2048), 0), out=buf283)
        del arg145_1
        buf284 = reinterpret_tensor(buf282, (1, 1, 8192), (8192, 8192, 1), 0); del buf282  # reuse
        # Topologically Sorted Source Nodes: [linear_81, silu_11, linear_82, mul_109], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_9:206
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_9.run(buf284, buf283, 8192, stream=stream0)
        del buf283
        buf285 = reinterpret_tensor(buf281, (1, 2048), (2048, 1), 0); del buf281  # reuse
        # Topologically Sorted Source Nodes: [linear_81, silu_11, linear_82, mul_109, down_proj_11], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:207
        extern_kernels.mm(reinterpret_tensor(buf284, (1, 8192), (0, 1), 0), reinterpret_tensor(arg146_1, (8192, 2048), (1, 8192), 0), out=buf285)
        del arg146_1
        del buf284
        buf287 = reinterpret_tensor(buf278, (1, 1, 2048), (2048, 2048, 1), 0); del buf278  # reuse
        # Topologically Sorted Source Nodes: [down_proj_11, hidden_states_119, hidden_states_120, pow_25, variance_24, add_87, rsqrt_24, hidden_states_121, to_53, hidden_states_122], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12:208
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12.run(buf279, buf285, arg147_1, buf287, 1, 2048, stream=stream0)
        del arg147_1
        buf288 = buf261; del buf261  # reuse
        # Topologically Sorted Source Nodes: [down_proj_11, hidden_states_119, hidden_states_120, pow_25, variance_24, add_87, rsqrt_24, hidden_states_121, to_53, hidden_states_122, linear_84], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:209
        extern_kernels.mm(reinterpret_tensor(buf287, (1, 2048), (0, 1), 0), reinterpret_tensor(arg148_1, (2048, 2048), (1, 2048), 0), out=buf288)
        del arg148_1
        buf289 = empty_strided_cuda((1, 512), (512, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_85], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:210
        extern_kernels.mm(reinterpret_tensor(buf287, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg149_1, (2048, 512), (1, 2048), 0), out=buf289)
        del arg149_1
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, cos_15, sin_15, arange_17, cache_position_12, linear_85, view_37, key_states_12, mul_114, x2_25, neg_25, x1_25, cat_26, mul_115, k_embed_12, index_copy__24], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.unsqueeze, aten.arange, aten.add, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3:211
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(arg151_1, buf289, buf6, arg152_1, 512, stream=stream0)
        buf291 = buf289; del buf289  # reuse
        # Topologically Sorted Source Nodes: [linear_86], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:212
        extern_kernels.mm(reinterpret_tensor(buf287, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg150_1, (2048, 512), (1, 2048), 0), out=buf291)
        del arg150_1
        # Topologically Sorted Source Nodes: [arange_17, cache_position_12, linear_86, view_38, value_states_12, index_copy__25], Original ATen: [aten.arange, aten.add, aten._unsafe_view, aten.view, aten.transpose, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4:213
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4.run(arg151_1, buf291, arg153_1, 512, stream=stream0)
        del buf291
        buf293 = reinterpret_tensor(buf287, (1, 32, 1, 64), (2048, 64, 64, 1), 0); del buf287  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_84, view_36, query_states_12, cos_15, mul_112, x2_24, neg_24, x1_24, cat_25, sin_15, mul_113, q_embed_12, key_12, value_12, attn_output_48], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5:214
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5.run(buf288, buf6, buf293, 2048, stream=stream0)
        buf294 = buf271; del buf271  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_84, view_36, query_states_12, cos_15, mul_112, x2_24, neg_24, x1_24, cat_25, sin_15, mul_113, q_embed_12, key_12, value_12, attn_output_48], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:215
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg152_1, buf294, 524288, stream=stream0)
        del arg152_1
        buf295 = empty_strided_cuda((1, 32, 256, 64), (524288, 16384, 64, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_84, view_36, query_states_12, cos_15, mul_112, x2_24, neg_24, x1_24, cat_25, sin_15, mul_113, q_embed_12, key_12, value_12, attn_output_48], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:216
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg153_1, buf295, 524288, stream=stream0)
        del arg153_1
        buf296 = buf272; del buf272  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_84, view_36, query_states_12, cos_15, mul_112, x2_24, neg_24, x1_24, cat_25, sin_15, mul_113, q_embed_12, key_12, value_12, attn_output_48], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7:217
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7.run(arg2_1, buf296, 256, stream=stream0)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_84, view_36, query_states_12, cos_15, mul_112, x2_24, neg_24, x1_24, cat_25, sin_15, mul_113, q_embed_12, key_12, value_12, attn_output_48], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:218
        buf297 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(buf293, buf294, buf295, buf296, False, scale=0.125)
        del buf294
        buf298 = buf297[0]
        assert_size_stride(buf298, (1, 32, 1, 64), (2048, 64, 64, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf298, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf297
        buf302 = reinterpret_tensor(buf293, (1, 2048), (2048, 1), 0); del buf293  # reuse
        # Topologically Sorted Source Nodes: [transpose_52, reshape_38, attn_output_51], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:219
        extern_kernels.mm(reinterpret_tensor(buf298, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg154_1, (2048, 2048), (1, 2048), 0), out=buf302)
        del arg154_1
        buf304 = reinterpret_tensor(buf298, (1, 1, 2048), (2048, 2048, 1), 0); del buf298  # reuse
        # Topologically Sorted Source Nodes: [down_proj_11, hidden_states_119, attn_output_51, hidden_states_125, hidden_states_126, pow_26, variance_25, add_92, rsqrt_25, hidden_states_127, to_55, hidden_states_128], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_13:220
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_13.run(buf279, buf285, buf302, arg155_1, buf304, 1, 2048, stream=stream0)
        del arg155_1
        buf305 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_88], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:221
        extern_kernels.mm(reinterpret_tensor(buf304, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg156_1, (2048, 8192), (1, 2048), 0), out=buf305)
        del arg156_1
        buf306 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_89], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:222
        extern_kernels.mm(reinterpret_tensor(buf304, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg157_1, (2048, 8192), (1, 2048), 0), out=buf306)
        del arg157_1
        buf307 = reinterpret_tensor(buf305, (1, 1, 8192), (8192, 8192, 1), 0); del buf305  # reuse
        # Topologically Sorted Source Nodes: [linear_88, silu_12, linear_89, mul_118], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_9:223
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_9.run(buf307, buf306, 8192, stream=stream0)
        del buf306
        buf308 = reinterpret_tensor(buf304, (1, 2048), (2048, 1), 0); del buf304  # reuse
        # Topologically Sorted Source Nodes: [linear_88, silu_12, linear_89, mul_118, down_proj_12], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:224
        extern_kernels.mm(reinterpret_tensor(buf307, (1, 8192), (0, 1), 0), reinterpret_tensor(arg158_1, (8192, 2048), (1, 8192), 0), out=buf308)
        del arg158_1
        del buf307
        buf310 = reinterpret_tensor(buf288, (1, 1, 2048), (2048, 2048, 1), 0); del buf288  # reuse
        # Topologically Sorted Source Nodes: [down_proj_11, hidden_states_119, attn_output_51, hidden_states_125, down_proj_12, hidden_states_129, hidden_states_130, pow_27, variance_26, add_94, rsqrt_26, hidden_states_131, to_57, hidden_states_132], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_14:225
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_14.run(buf279, buf285, buf302, buf308, arg159_1, buf310, 1, 2048, stream=stream0)
        del arg159_1
        buf311 = buf255; del buf255  # reuse
        # Topologically Sorted Source Nodes: [linear_91], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:226
        extern_kernels.mm(reinterpret_tensor(buf310, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg160_1, (2048, 2048), (1, 2048), 0), out=buf311)
        del arg160_1
        buf312 = empty_strided_cuda((1, 512), (512, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_92], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:227
        extern_kernels.mm(reinterpret_tensor(buf310, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg161_1, (2048, 512), (1, 2048), 0), out=buf312)
        del arg161_1
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, cos_16, sin_16, arange_18, cache_position_13, linear_92, view_40, key_states_13, mul_123, x2_27, neg_27, x1_27, cat_28, mul_124, k_embed_13, index_copy__26], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.unsqueeze, aten.arange, aten.add, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3:228
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(arg163_1, buf312, buf6, arg164_1, 512, stream=stream0)
        buf314 = buf312; del buf312  # reuse
        # Topologically Sorted Source Nodes: [linear_93], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:229
        extern_kernels.mm(reinterpret_tensor(buf310, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg162_1, (2048, 512), (1, 2048), 0), out=buf314)
        del arg162_1
        # Topologically Sorted Source Nodes: [arange_18, cache_position_13, linear_93, view_41, value_states_13, index_copy__27], Original ATen: [aten.arange, aten.add, aten._unsafe_view, aten.view, aten.transpose, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4:230
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4.run(arg163_1, buf314, arg165_1, 512, stream=stream0)
        del buf314
        buf316 = reinterpret_tensor(buf310, (1, 32, 1, 64), (2048, 64, 64, 1), 0); del buf310  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_91, view_39, query_states_13, cos_16, mul_121, x2_26, neg_26, x1_26, cat_27, sin_16, mul_122, q_embed_13, key_13, value_13, attn_output_52], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5:231
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5.run(buf311, buf6, buf316, 2048, stream=stream0)
        del buf311
        buf317 = buf295; del buf295  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_91, view_39, query_states_13, cos_16, mul_121, x2_26, neg_26, x1_26, cat_27, sin_16, mul_122, q_embed_13, key_13, value_13, attn_output_52], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:232
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg164_1, buf317, 524288, stream=stream0)
        del arg164_1
        buf318 = empty_strided_cuda((1, 32, 256, 64), (524288, 16384, 64, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_91, view_39, query_states_13, cos_16, mul_121, x2_26, neg_26, x1_26, cat_27, sin_16, mul_122, q_embed_13, key_13, value_13, attn_output_52], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:233
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg165_1, buf318, 524288, stream=stream0)
        del arg165_1
        buf319 = buf296; del buf296  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_91, view_39, query_states_13, cos_16, mul_121, x2_26, neg_26, x1_26, cat_27, sin_16, mul_122, q_embed_13, key_13, value_13, attn_output_52], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7:234
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7.run(arg2_1, buf319, 256, stream=stream0)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_91, view_39, query_states_13, cos_16, mul_121, x2_26, neg_26, x1_26, cat_27, sin_16, mul_122, q_embed_13, key_13, value_13, attn_output_52], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:235
        buf320 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(buf316, buf317, buf318, buf319, False, scale=0.125)
        del buf317
        buf321 = buf320[0]
        assert_size_stride(buf321, (1, 32, 1, 64), (2048, 64, 64, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf321, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf320
        buf325 = reinterpret_tensor(buf316, (1, 2048), (2048, 1), 0); del buf316  # reuse
        # Topologically Sorted Source Nodes: [transpose_56, reshape_41, attn_output_55], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:236
        extern_kernels.mm(reinterpret_tensor(buf321, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg166_1, (2048, 2048), (1, 2048), 0), out=buf325)
        del arg166_1
        buf326 = buf279; del buf279  # reuse
        buf328 = reinterpret_tensor(buf321, (1, 1, 2048), (2048, 2048, 1), 0); del buf321  # reuse
        # Topologically Sorted Source Nodes: [down_proj_11, hidden_states_119, attn_output_51, hidden_states_125, down_proj_12, hidden_states_129, attn_output_55, hidden_states_135, hidden_states_136, pow_28, variance_27, add_99, rsqrt_27, hidden_states_137, to_59, hidden_states_138], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_15:237
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_15.run(buf326, buf285, buf302, buf308, buf325, arg167_1, buf328, 1, 2048, stream=stream0)
        del arg167_1
        del buf285
        buf329 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [hidden_states_136, pow_28, variance_27, add_99, rsqrt_27, hidden_states_137, to_59, hidden_states_138, linear_95], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:238
        extern_kernels.mm(reinterpret_tensor(buf328, (1, 2048), (0, 1), 0), reinterpret_tensor(arg168_1, (2048, 8192), (1, 2048), 0), out=buf329)
        del arg168_1
        buf330 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_96], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:239
        extern_kernels.mm(reinterpret_tensor(buf328, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg169_1, (2048, 8192), (1, 2048), 0), out=buf330)
        del arg169_1
        buf331 = reinterpret_tensor(buf329, (1, 1, 8192), (8192, 8192, 1), 0); del buf329  # reuse
        # Topologically Sorted Source Nodes: [linear_95, silu_13, linear_96, mul_127], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_9:240
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_9.run(buf331, buf330, 8192, stream=stream0)
        del buf330
        buf332 = reinterpret_tensor(buf328, (1, 2048), (2048, 1), 0); del buf328  # reuse
        # Topologically Sorted Source Nodes: [linear_95, silu_13, linear_96, mul_127, down_proj_13], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:241
        extern_kernels.mm(reinterpret_tensor(buf331, (1, 8192), (0, 1), 0), reinterpret_tensor(arg170_1, (8192, 2048), (1, 8192), 0), out=buf332)
        del arg170_1
        del buf331
        buf334 = reinterpret_tensor(buf325, (1, 1, 2048), (2048, 2048, 1), 0); del buf325  # reuse
        # Topologically Sorted Source Nodes: [down_proj_13, hidden_states_139, hidden_states_140, pow_29, variance_28, add_101, rsqrt_28, hidden_states_141, to_61, hidden_states_142], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12:242
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12.run(buf326, buf332, arg171_1, buf334, 1, 2048, stream=stream0)
        del arg171_1
        buf335 = buf308; del buf308  # reuse
        # Topologically Sorted Source Nodes: [down_proj_13, hidden_states_139, hidden_states_140, pow_29, variance_28, add_101, rsqrt_28, hidden_states_141, to_61, hidden_states_142, linear_98], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:243
        extern_kernels.mm(reinterpret_tensor(buf334, (1, 2048), (0, 1), 0), reinterpret_tensor(arg172_1, (2048, 2048), (1, 2048), 0), out=buf335)
        del arg172_1
        buf336 = empty_strided_cuda((1, 512), (512, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_99], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:244
        extern_kernels.mm(reinterpret_tensor(buf334, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg173_1, (2048, 512), (1, 2048), 0), out=buf336)
        del arg173_1
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, cos_17, sin_17, arange_19, cache_position_14, linear_99, view_43, key_states_14, mul_132, x2_29, neg_29, x1_29, cat_30, mul_133, k_embed_14, index_copy__28], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.unsqueeze, aten.arange, aten.add, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3:245
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(arg175_1, buf336, buf6, arg176_1, 512, stream=stream0)
        buf338 = buf336; del buf336  # reuse
        # Topologically Sorted Source Nodes: [linear_100], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:246
        extern_kernels.mm(reinterpret_tensor(buf334, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg174_1, (2048, 512), (1, 2048), 0), out=buf338)
        del arg174_1
        # Topologically Sorted Source Nodes: [arange_19, cache_position_14, linear_100, view_44, value_states_14, index_copy__29], Original ATen: [aten.arange, aten.add, aten._unsafe_view, aten.view, aten.transpose, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4:247
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4.run(arg175_1, buf338, arg177_1, 512, stream=stream0)
        del buf338
        buf340 = reinterpret_tensor(buf334, (1, 32, 1, 64), (2048, 64, 64, 1), 0); del buf334  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_98, view_42, query_states_14, cos_17, mul_130, x2_28, neg_28, x1_28, cat_29, sin_17, mul_131, q_embed_14, key_14, value_14, attn_output_56], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5:248
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5.run(buf335, buf6, buf340, 2048, stream=stream0)
        buf341 = buf318; del buf318  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_98, view_42, query_states_14, cos_17, mul_130, x2_28, neg_28, x1_28, cat_29, sin_17, mul_131, q_embed_14, key_14, value_14, attn_output_56], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:249
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg176_1, buf341, 524288, stream=stream0)
        del arg176_1
        buf342 = empty_strided_cuda((1, 32, 256, 64), (524288, 16384, 64, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_98, view_42, query_states_14, cos_17, mul_130, x2_28, neg_28, x1_28, cat_29, sin_17, mul_131, q_embed_14, key_14, value_14, attn_output_56], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:250
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg177_1, buf342, 524288, stream=stream0)
        del arg177_1
        buf343 = buf319; del buf319  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_98, view_42, query_states_14, cos_17, mul_130, x2_28, neg_28, x1_28, cat_29, sin_17, mul_131, q_embed_14, key_14, value_14, attn_output_56], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7:251
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7.run(arg2_1, buf343, 256, stream=stream0)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_98, view_42, query_states_14, cos_17, mul_130, x2_28, neg_28, x1_28, cat_29, sin_17, mul_131, q_embed_14, key_14, value_14, attn_output_56], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:252
        buf344 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(buf340, buf341, buf342, buf343, False, scale=0.125)
        del buf341
        buf345 = buf344[0]
        assert_size_stride(buf345, (1, 32, 1, 64), (2048, 64, 64, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf345, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf344
        buf349 = reinterpret_tensor(buf340, (1, 2048), (2048, 1), 0); del buf340  # reuse
        # Topologically Sorted Source Nodes: [transpose_60, reshape_44, attn_output_59], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:253
        extern_kernels.mm(reinterpret_tensor(buf345, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg178_1, (2048, 2048), (1, 2048), 0), out=buf349)
        del arg178_1
        buf351 = reinterpret_tensor(buf345, (1, 1, 2048), (2048, 2048, 1), 0); del buf345  # reuse
        # Topologically Sorted Source Nodes: [down_proj_13, hidden_states_139, attn_output_59, hidden_states_145, hidden_states_146, pow_30, variance_29, add_106, rsqrt_29, hidden_states_147, to_63, hidden_states_148], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_13:254
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_13.run(buf326, buf332, buf349, arg179_1, buf351, 1, 2048, stream=stream0)
        del arg179_1
        buf352 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_102], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:255
        extern_kernels.mm(reinterpret_tensor(buf351, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg180_1, (2048, 8192), (1, 2048), 0), out=buf352)
        del arg180_1
        buf353 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_103], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:256
        extern_kernels.mm(reinterpret_tensor(buf351, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg181_1, (2048, 8192), (1, 2048), 0), out=buf353)
        del arg181_1
        buf354 = reinterpret_tensor(buf352, (1, 1, 8192), (8192, 8192, 1), 0); del buf352  # reuse
        # Topologically Sorted Source Nodes: [linear_102, silu_14, linear_103, mul_136], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_9:257
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_9.run(buf354, buf353, 8192, stream=stream0)
        del buf353
        buf355 = reinterpret_tensor(buf351, (1, 2048), (2048, 1), 0); del buf351  # reuse
        # Topologically Sorted Source Nodes: [linear_102, silu_14, linear_103, mul_136, down_proj_14], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:258
        extern_kernels.mm(reinterpret_tensor(buf354, (1, 8192), (0, 1), 0), reinterpret_tensor(arg182_1, (8192, 2048), (1, 8192), 0), out=buf355)
        del arg182_1
        del buf354
        buf357 = reinterpret_tensor(buf335, (1, 1, 2048), (2048, 2048, 1), 0); del buf335  # reuse
        # Topologically Sorted Source Nodes: [down_proj_13, hidden_states_139, attn_output_59, hidden_states_145, down_proj_14, hidden_states_149, hidden_states_150, pow_31, variance_30, add_108, rsqrt_30, hidden_states_151, to_65, hidden_states_152], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_14:259
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_14.run(buf326, buf332, buf349, buf355, arg183_1, buf357, 1, 2048, stream=stream0)
        del arg183_1
        buf358 = buf302; del buf302  # reuse
        # Topologically Sorted Source Nodes: [linear_105], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:260
        extern_kernels.mm(reinterpret_tensor(buf357, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg184_1, (2048, 2048), (1, 2048), 0), out=buf358)
        del arg184_1
        buf359 = empty_strided_cuda((1, 512), (512, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_106], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:261
        extern_kernels.mm(reinterpret_tensor(buf357, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg185_1, (2048, 512), (1, 2048), 0), out=buf359)
        del arg185_1
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, cos_18, sin_18, arange_20, cache_position_15, linear_106, view_46, key_states_15, mul_141, x2_31, neg_31, x1_31, cat_32, mul_142, k_embed_15, index_copy__30], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.unsqueeze, aten.arange, aten.add, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3:262
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy__unsafe_view_add_arange_bmm_cat_cos_index_copy_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(arg187_1, buf359, buf6, arg188_1, 512, stream=stream0)
        buf361 = buf359; del buf359  # reuse
        # Topologically Sorted Source Nodes: [linear_107], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:263
        extern_kernels.mm(reinterpret_tensor(buf357, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg186_1, (2048, 512), (1, 2048), 0), out=buf361)
        del arg186_1
        # Topologically Sorted Source Nodes: [arange_20, cache_position_15, linear_107, view_47, value_states_15, index_copy__31], Original ATen: [aten.arange, aten.add, aten._unsafe_view, aten.view, aten.transpose, aten.index_copy]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4:264
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_arange_index_copy_transpose_view_4.run(arg187_1, buf361, arg189_1, 512, stream=stream0)
        del buf361
        buf363 = reinterpret_tensor(buf357, (1, 32, 1, 64), (2048, 64, 64, 1), 0); del buf357  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_105, view_45, query_states_15, cos_18, mul_139, x2_30, neg_30, x1_30, cat_31, sin_18, mul_140, q_embed_15, key_15, value_15, attn_output_60], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5:265
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_5.run(buf358, buf6, buf363, 2048, stream=stream0)
        del buf358
        del buf6
        buf364 = buf342; del buf342  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_105, view_45, query_states_15, cos_18, mul_139, x2_30, neg_30, x1_30, cat_31, sin_18, mul_140, q_embed_15, key_15, value_15, attn_output_60], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:266
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg188_1, buf364, 524288, stream=stream0)
        del arg188_1
        buf365 = empty_strided_cuda((1, 32, 256, 64), (524288, 16384, 64, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_105, view_45, query_states_15, cos_18, mul_139, x2_30, neg_30, x1_30, cat_31, sin_18, mul_140, q_embed_15, key_15, value_15, attn_output_60], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:267
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(arg189_1, buf365, 524288, stream=stream0)
        del arg189_1
        buf366 = buf343; del buf343  # reuse
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_105, view_45, query_states_15, cos_18, mul_139, x2_30, neg_30, x1_30, cat_31, sin_18, mul_140, q_embed_15, key_15, value_15, attn_output_60], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7:268
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention__to_copy__unsafe_view_add_arange_bmm_cat_clone_cos_expand_le_mul_neg_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_7.run(arg2_1, buf366, 256, stream=stream0)
        # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, cos_2, sin, sin_1, sin_2, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, linear_105, view_45, query_states_15, cos_18, mul_139, x2_30, neg_30, x1_30, cat_31, sin_18, mul_140, q_embed_15, key_15, value_15, attn_output_60], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._to_copy, aten.sin, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:269
        buf367 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(buf363, buf364, buf365, buf366, False, scale=0.125)
        del buf364
        del buf365
        del buf366
        buf368 = buf367[0]
        assert_size_stride(buf368, (1, 32, 1, 64), (2048, 64, 64, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf368, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf367
        buf372 = reinterpret_tensor(buf363, (1, 2048), (2048, 1), 0); del buf363  # reuse
        # Topologically Sorted Source Nodes: [transpose_64, reshape_47, attn_output_63], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:270
        extern_kernels.mm(reinterpret_tensor(buf368, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg190_1, (2048, 2048), (1, 2048), 0), out=buf372)
        del arg190_1
        buf373 = buf326; del buf326  # reuse
        buf375 = reinterpret_tensor(buf368, (1, 1, 2048), (2048, 2048, 1), 0); del buf368  # reuse
        # Topologically Sorted Source Nodes: [down_proj_13, hidden_states_139, attn_output_59, hidden_states_145, down_proj_14, hidden_states_149, attn_output_63, hidden_states_155, hidden_states_156, pow_32, variance_31, add_113, rsqrt_31, hidden_states_157, to_67, hidden_states_158], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_15:271
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_15.run(buf373, buf332, buf349, buf355, buf372, arg191_1, buf375, 1, 2048, stream=stream0)
        del arg191_1
        del buf332
        del buf349
        del buf355
        del buf372
        buf376 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [hidden_states_156, pow_32, variance_31, add_113, rsqrt_31, hidden_states_157, to_67, hidden_states_158, linear_109], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:272
        extern_kernels.mm(reinterpret_tensor(buf375, (1, 2048), (0, 1), 0), reinterpret_tensor(arg192_1, (2048, 8192), (1, 2048), 0), out=buf376)
        del arg192_1
        buf377 = empty_strided_cuda((1, 8192), (8192, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_110], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:273
        extern_kernels.mm(reinterpret_tensor(buf375, (1, 2048), (2048, 1), 0), reinterpret_tensor(arg193_1, (2048, 8192), (1, 2048), 0), out=buf377)
        del arg193_1
        buf378 = reinterpret_tensor(buf376, (1, 1, 8192), (8192, 8192, 1), 0); del buf376  # reuse
        # Topologically Sorted Source Nodes: [linear_109, silu_15, linear_110, mul_145], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_9:274
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_9.run(buf378, buf377, 8192, stream=stream0)
        del buf377
        buf379 = reinterpret_tensor(buf375, (1, 2048), (2048, 1), 0); del buf375  # reuse
        # Topologically Sorted Source Nodes: [linear_109, silu_15, linear_110, mul_145, down_proj_15], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:275
        extern_kernels.mm(reinterpret_tensor(buf378, (1, 8192), (0, 1), 0), reinterpret_tensor(arg194_1, (8192, 2048), (1, 8192), 0), out=buf379)
        del arg194_1
        del buf378
        buf381 = buf373; del buf373  # reuse
        # Topologically Sorted Source Nodes: [down_proj_15, hidden_states_159, hidden_states_160, pow_33, variance_32, add_115, rsqrt_32, hidden_states_161, to_69, hidden_states_162], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_16:276
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_16.run(buf381, buf379, arg195_1, 1, 2048, stream=stream0)
        del arg195_1
        del buf379
        buf382 = empty_strided_cuda((1, 32000), (32000, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [down_proj_15, hidden_states_159, hidden_states_160, pow_33, variance_32, add_115, rsqrt_32, hidden_states_161, to_69, hidden_states_162, getitem_102, logits], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.slice, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:277
        extern_kernels.mm(reinterpret_tensor(buf381, (1, 2048), (0, 1), 0), reinterpret_tensor(arg1_1, (2048, 32000), (1, 2048), 0), out=buf382)
        del arg1_1
        del buf381
        # Topologically Sorted Source Nodes: [add_], Original ATen: [aten.add, aten.copy_]
        # [Provenance debug handles] triton_poi_fused_add_copy__17:278
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_copy__17.run(arg2_1, arg2_1, 1, stream=stream0)
        del arg2_1
        # Topologically Sorted Source Nodes: [add__1], Original ATen: [aten.add, aten.copy_]
        # [Provenance debug handles] triton_poi_fused_add_copy__17:279
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_copy__17.run(arg19_1, arg19_1, 1, stream=stream0)
        del arg19_1
        # Topologically Sorted Source Nodes: [add__2], Original ATen: [aten.add, aten.copy_]
        # [Provenance debug handles] triton_poi_fused_add_copy__17:280
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_copy__17.run(arg31_1, arg31_1, 1, stream=stream0)
        del arg31_1
        # Topologically Sorted Source Nodes: [add__3], Original ATen: [aten.add, aten.copy_]
        # [Provenance debug handles] triton_poi_fused_add_copy__17:281
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_copy__17.run(arg43_1, arg43_1, 1, stream=stream0)
        del arg43_1
        # Topologically Sorted Source Nodes: [add__4], Original ATen: [aten.add, aten.copy_]
        # [Provenance debug handles] triton_poi_fused_add_copy__17:282
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_copy__17.run(arg55_1, arg55_1, 1, stream=stream0)
        del arg55_1
        # Topologically Sorted Source Nodes: [add__5], Original ATen: [aten.add, aten.copy_]
        # [Provenance debug handles] triton_poi_fused_add_copy__17:283
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_copy__17.run(arg67_1, arg67_1, 1, stream=stream0)
        del arg67_1
        # Topologically Sorted Source Nodes: [add__6], Original ATen: [aten.add, aten.copy_]
        # [Provenance debug handles] triton_poi_fused_add_copy__17:284
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_copy__17.run(arg79_1, arg79_1, 1, stream=stream0)
        del arg79_1
        # Topologically Sorted Source Nodes: [add__7], Original ATen: [aten.add, aten.copy_]
        # [Provenance debug handles] triton_poi_fused_add_copy__17:285
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_copy__17.run(arg91_1, arg91_1, 1, stream=stream0)
        del arg91_1
        # Topologically Sorted Source Nodes: [add__8], Original ATen: [aten.add, aten.copy_]
        # [Provenance debug handles] triton_poi_fused_add_copy__17:286
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_copy__17.run(arg103_1, arg103_1, 1, stream=stream0)
        del arg103_1
        # Topologically Sorted Source Nodes: [add__9], Original ATen: [aten.add, aten.copy_]
        # [Provenance debug handles] triton_poi_fused_add_copy__17:287
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_copy__17.run(arg115_1, arg115_1, 1, stream=stream0)
        del arg115_1
        # Topologically Sorted Source Nodes: [add__10], Original ATen: [aten.add, aten.copy_]
        # [Provenance debug handles] triton_poi_fused_add_copy__17:288
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_copy__17.run(arg127_1, arg127_1, 1, stream=stream0)
        del arg127_1
        # Topologically Sorted Source Nodes: [add__11], Original ATen: [aten.add, aten.copy_]
        # [Provenance debug handles] triton_poi_fused_add_copy__17:289
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_copy__17.run(arg139_1, arg139_1, 1, stream=stream0)
        del arg139_1
        # Topologically Sorted Source Nodes: [add__12], Original ATen: [aten.add, aten.copy_]
        # [Provenance debug handles] triton_poi_fused_add_copy__17:290
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_copy__17.run(arg151_1, arg151_1, 1, stream=stream0)
        del arg151_1
        # Topologically Sorted Source Nodes: [add__13], Original ATen: [aten.add, aten.copy_]
        # [Provenance debug handles] triton_poi_fused_add_copy__17:291
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_copy__17.run(arg163_1, arg163_1, 1, stream=stream0)
        del arg163_1
        # Topologically Sorted Source Nodes: [add__14], Original ATen: [aten.add, aten.copy_]
        # [Provenance debug handles] triton_poi_fused_add_copy__17:292
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_copy__17.run(arg175_1, arg175_1, 1, stream=stream0)
        del arg175_1
        # Topologically Sorted Source Nodes: [add__15], Original ATen: [aten.add, aten.copy_]
        # [Provenance debug handles] triton_poi_fused_add_copy__17:293
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_copy__17.run(arg187_1, arg187_1, 1, stream=stream0)
        del arg187_1
    return (buf382, )


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1 = args
        args.clear()
        partition0_args = [arg0_1, arg1_1, arg4_1, arg5_1, arg3_1, arg2_1, arg6_1, arg8_1, arg7_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg19_1, arg20_1, arg18_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg31_1, arg32_1, arg30_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg43_1, arg44_1, arg42_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg55_1, arg56_1, arg54_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg67_1, arg68_1, arg66_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg79_1, arg80_1, arg78_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg91_1, arg92_1, arg90_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg103_1, arg104_1, arg102_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg115_1, arg116_1, arg114_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg127_1, arg128_1, arg126_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg139_1, arg140_1, arg138_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg151_1, arg152_1, arg150_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg163_1, arg164_1, arg162_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg175_1, arg176_1, arg174_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg187_1, arg188_1, arg186_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1]
        del arg0_1, arg1_1, arg4_1, arg5_1, arg3_1, arg2_1, arg6_1, arg8_1, arg7_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg19_1, arg20_1, arg18_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg31_1, arg32_1, arg30_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg43_1, arg44_1, arg42_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg55_1, arg56_1, arg54_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg67_1, arg68_1, arg66_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg79_1, arg80_1, arg78_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg91_1, arg92_1, arg90_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg103_1, arg104_1, arg102_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg115_1, arg116_1, arg114_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg127_1, arg128_1, arg126_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg139_1, arg140_1, arg138_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg151_1, arg152_1, arg150_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg163_1, arg164_1, arg162_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg175_1, arg176_1, arg174_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg187_1, arg188_1, arg186_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1
        (buf382,) = self.partitions[0](partition0_args)
        del partition0_args
        return (reinterpret_tensor(buf382, (1, 1, 32000), (32000, 32000, 1), 0), )

runner = Runner(partitions=[partition_0,])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 1), (1, 1), device='cuda:0', dtype=torch.int64)
    arg1_1 = rand_strided((32000, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg2_1 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    arg3_1 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg4_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg5_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg6_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg7_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg8_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg9_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg10_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg11_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg12_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg13_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg14_1 = rand_strided((2048, 8192), (8192, 1), device='cuda:0', dtype=torch.bfloat16)
    arg15_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg16_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg17_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg18_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg19_1 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    arg20_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg21_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg22_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg23_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg24_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg25_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg26_1 = rand_strided((2048, 8192), (8192, 1), device='cuda:0', dtype=torch.bfloat16)
    arg27_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg28_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg29_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg30_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg31_1 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    arg32_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg33_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg34_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg35_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg36_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg37_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg38_1 = rand_strided((2048, 8192), (8192, 1), device='cuda:0', dtype=torch.bfloat16)
    arg39_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg40_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg41_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg42_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg43_1 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    arg44_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg45_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg46_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg47_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg48_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg49_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg50_1 = rand_strided((2048, 8192), (8192, 1), device='cuda:0', dtype=torch.bfloat16)
    arg51_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg52_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg53_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg54_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg55_1 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    arg56_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg57_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg58_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg59_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg60_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg61_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg62_1 = rand_strided((2048, 8192), (8192, 1), device='cuda:0', dtype=torch.bfloat16)
    arg63_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg64_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg65_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg66_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg67_1 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    arg68_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg69_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg70_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg71_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg72_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg73_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg74_1 = rand_strided((2048, 8192), (8192, 1), device='cuda:0', dtype=torch.bfloat16)
    arg75_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg76_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg77_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg78_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg79_1 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    arg80_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg81_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg82_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg83_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg84_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg85_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg86_1 = rand_strided((2048, 8192), (8192, 1), device='cuda:0', dtype=torch.bfloat16)
    arg87_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg88_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg89_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg90_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg91_1 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    arg92_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg93_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg94_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg95_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg96_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg97_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg98_1 = rand_strided((2048, 8192), (8192, 1), device='cuda:0', dtype=torch.bfloat16)
    arg99_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg100_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg101_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg102_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg103_1 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    arg104_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg105_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg106_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg107_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg108_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg109_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg110_1 = rand_strided((2048, 8192), (8192, 1), device='cuda:0', dtype=torch.bfloat16)
    arg111_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg112_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg113_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg114_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg115_1 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    arg116_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg117_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg118_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg119_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg120_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg121_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg122_1 = rand_strided((2048, 8192), (8192, 1), device='cuda:0', dtype=torch.bfloat16)
    arg123_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg124_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg125_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg126_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg127_1 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    arg128_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg129_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg130_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg131_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg132_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg133_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg134_1 = rand_strided((2048, 8192), (8192, 1), device='cuda:0', dtype=torch.bfloat16)
    arg135_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg136_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg137_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg138_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg139_1 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    arg140_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg141_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg142_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg143_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg144_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg145_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg146_1 = rand_strided((2048, 8192), (8192, 1), device='cuda:0', dtype=torch.bfloat16)
    arg147_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg148_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg149_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg150_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg151_1 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    arg152_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg153_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg154_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg155_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg156_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg157_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg158_1 = rand_strided((2048, 8192), (8192, 1), device='cuda:0', dtype=torch.bfloat16)
    arg159_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg160_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg161_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg162_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg163_1 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    arg164_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg165_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg166_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg167_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg168_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg169_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg170_1 = rand_strided((2048, 8192), (8192, 1), device='cuda:0', dtype=torch.bfloat16)
    arg171_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg172_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg173_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg174_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg175_1 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    arg176_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg177_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg178_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg179_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg180_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg181_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg182_1 = rand_strided((2048, 8192), (8192, 1), device='cuda:0', dtype=torch.bfloat16)
    arg183_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg184_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg185_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg186_1 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg187_1 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    arg188_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg189_1 = rand_strided((1, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg190_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg191_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg192_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg193_1 = rand_strided((8192, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    arg194_1 = rand_strided((2048, 8192), (8192, 1), device='cuda:0', dtype=torch.bfloat16)
    arg195_1 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
