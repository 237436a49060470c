# AOT ID: ['2_inference']
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


# kernel path: /tmp/torchinductor_root/gy/cgy4yupkkwjqdmlm57wz4ftxkkabv3igee3e7uyocbegyno4cvjh.py
# Topologically Sorted Source Nodes: [new_zeros, col, edge_weight, deg], Original ATen: [aten.new_zeros, aten.select, aten.ones, aten.scatter_add]
# Source node to ATen node mapping:
#   col => select_1
#   deg => scatter_add
#   edge_weight => full_default
#   new_zeros => full_default_1
# Graph fragment:
#   %full_default_1 : Tensor "f32[20000][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([20000], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_1 : Tensor "i64[219988][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%arg0_1, 0, 1), kwargs = {})
#   %full_default : Tensor "f32[219988][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([219988], 1), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %scatter_add : Tensor "f32[20000][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scatter_add.default](args = (%full_default_1, 0, %expand, %full_default), kwargs = {})
#   return %scatter_add
triton_poi_fused_new_zeros_ones_scatter_add_select_0 = async_compile.triton('triton_poi_fused_new_zeros_ones_scatter_add_select_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_new_zeros_ones_scatter_add_select_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 160000}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_new_zeros_ones_scatter_add_select_0(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 20000
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/ks/ckscnob2tmqeywmudqz4agrvvllg5t2dezqyqq7exbj44tnzps3w.py
# Topologically Sorted Source Nodes: [new_zeros, col, edge_weight, deg], Original ATen: [aten.new_zeros, aten.select, aten.ones, aten.scatter_add]
# Source node to ATen node mapping:
#   col => select_1
#   deg => scatter_add
#   edge_weight => full_default
#   new_zeros => full_default_1
# Graph fragment:
#   %arg0_1 : Tensor "i64[2, 219988][219988, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %scatter_add : Tensor "f32[20000][1]cuda:0" = PlaceHolder[target=scatter_add]
#   %full_default_1 : Tensor "f32[20000][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([20000], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_1 : Tensor "i64[219988][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%arg0_1, 0, 1), kwargs = {})
#   %full_default : Tensor "f32[219988][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([219988], 1), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %scatter_add : Tensor "f32[20000][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scatter_add.default](args = (%full_default_1, 0, %expand, %full_default), kwargs = {})
#   return %buf1
triton_poi_fused_new_zeros_ones_scatter_add_select_1 = async_compile.triton('triton_poi_fused_new_zeros_ones_scatter_add_select_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_new_zeros_ones_scatter_add_select_1', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1759904}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_new_zeros_ones_scatter_add_select_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 219988
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (219988 + x0), xmask)
    tl.device_assert(((0 <= tmp0) & (tmp0 < 20000)) | ~(xmask), "index out of bounds: 0 <= tmp0 < 20000")
    tmp2 = tl.full([1], 1.0, tl.float32)
    tl.atomic_add(out_ptr0 + (tl.broadcast_to(tmp0, [XBLOCK])), tmp2, xmask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/7p/c7pbo5dlsovaijanzan2pez2hqdift2t7p23furti5en5gqrosgj.py
# Topologically Sorted Source Nodes: [col, deg_inv_sqrt, eq, masked_fill_, row, mul, getitem_3, edge_weight_1], Original ATen: [aten.select, aten.pow, aten.eq, aten.masked_fill, aten.mul, aten.index]
# Source node to ATen node mapping:
#   col => select_1
#   deg_inv_sqrt => pow_1
#   edge_weight_1 => mul_1
#   eq => eq
#   getitem_3 => index_1
#   masked_fill_ => full_default_2, where
#   mul => index
#   row => select
# Graph fragment:
#   %arg0_1 : Tensor "i64[2, 219988][219988, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %buf1 : Tensor "f32[20000][1]cuda:0" = PlaceHolder[target=buf1]
#   %select_1 : Tensor "i64[219988][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select.int](args = (%arg0_1, 0, 1), kwargs = {})
#   %pow_1 : Tensor "f32[20000][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%scatter_add, -0.5), kwargs = {})
#   %eq : Tensor "b8[20000][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%pow_1, inf), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[20000][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%eq, %full_default_2, %pow_1), kwargs = {})
#   %select : Tensor "i64[219988][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%arg0_1, 0, 0), kwargs = {})
#   %index : Tensor "f32[219988][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%where, [%select]), kwargs = {})
#   %index_1 : Tensor "f32[219988][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%where, [%select_1]), kwargs = {})
#   %mul_1 : Tensor "f32[219988][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%index, %index_1), kwargs = {})
#   return %mul_1
triton_poi_fused_eq_index_masked_fill_mul_pow_select_2 = async_compile.triton('triton_poi_fused_eq_index_masked_fill_mul_pow_select_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_eq_index_masked_fill_mul_pow_select_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5279712}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_eq_index_masked_fill_mul_pow_select_2(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 219988
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp13 = tl.load(in_ptr0 + (219988 + x0), xmask)
    tmp1 = tl.full([XBLOCK], 20000, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 20000)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 20000")
    tmp6 = tl.load(in_ptr1 + (tmp4), xmask, eviction_policy='evict_last')
    tmp7 = tl.full([1], -0.5, tl.float32)
    tmp8 = libdevice.pow(tmp6, tmp7)
    tmp9 = tl.full([1], float("inf"), tl.float32)
    tmp10 = tmp8 == tmp9
    tmp11 = tl.full([1], 0.0, tl.float32)
    tmp12 = tl.where(tmp10, tmp11, tmp8)
    tmp14 = tmp13 + tmp1
    tmp15 = tmp13 < 0
    tmp16 = tl.where(tmp15, tmp14, tmp13)
    tl.device_assert(((0 <= tmp16) & (tmp16 < 20000)) | ~(xmask), "index out of bounds: 0 <= tmp16 < 20000")
    tmp18 = tl.load(in_ptr1 + (tmp16), xmask, eviction_policy='evict_last')
    tmp19 = libdevice.pow(tmp18, tmp7)
    tmp20 = tmp19 == tmp9
    tmp21 = tl.where(tmp20, tmp11, tmp19)
    tmp22 = tmp12 * tmp21
    tl.store(out_ptr0 + (x0), tmp22, xmask)
''', device_str='cuda')


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
        arg0_1, = args
        args.clear()
        assert_size_stride(arg0_1, (2, 219988), (219988, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((20000, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [new_zeros, col, edge_weight, deg], Original ATen: [aten.new_zeros, aten.select, aten.ones, aten.scatter_add]
            # [Provenance debug handles] triton_poi_fused_new_zeros_ones_scatter_add_select_0:1
            stream0 = get_raw_stream(0)
            triton_poi_fused_new_zeros_ones_scatter_add_select_0.run(buf0, 20000, stream=stream0)
            # Topologically Sorted Source Nodes: [new_zeros, col, edge_weight, deg], Original ATen: [aten.new_zeros, aten.select, aten.ones, aten.scatter_add]
            # [Provenance debug handles] triton_poi_fused_new_zeros_ones_scatter_add_select_1:2
            stream0 = get_raw_stream(0)
            triton_poi_fused_new_zeros_ones_scatter_add_select_1.run(arg0_1, buf0, 219988, stream=stream0)
            buf2 = empty_strided_cuda((219988, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [col, deg_inv_sqrt, eq, masked_fill_, row, mul, getitem_3, edge_weight_1], Original ATen: [aten.select, aten.pow, aten.eq, aten.masked_fill, aten.mul, aten.index]
            # [Provenance debug handles] triton_poi_fused_eq_index_masked_fill_mul_pow_select_2:3
            stream0 = get_raw_stream(0)
            triton_poi_fused_eq_index_masked_fill_mul_pow_select_2.run(arg0_1, buf0, buf2, 219988, stream=stream0)
            del arg0_1
            del buf0
        return (buf2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((2, 219988), (219988, 1), device='cuda:0', dtype=torch.int64)
    return [arg0_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
