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


# kernel path: /tmp/torchinductor_root/m7/cm7j23ihs6fk43x6lwk4ty5kqixteqcy4h2jluy45x4jbxe6uh6g.py
# Topologically Sorted Source Nodes: [linear, gelu], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   gelu => add, convert_element_type_3, convert_element_type_4, erf, mul, mul_1, mul_2
#   linear => view_1
# Graph fragment:
#   %addmm : Tensor "f16[512, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_1 : Tensor "f16[4, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [4, 128, 1024]), kwargs = {})
#   %convert_element_type_3 : Tensor "f32[4, 128, 1024][131072, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_1, torch.float32), kwargs = {})
#   %mul : Tensor "f32[4, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_3, 0.5), kwargs = {})
#   %mul_1 : Tensor "f32[4, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_3, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[4, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_1,), kwargs = {})
#   %add : Tensor "f32[4, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_2 : Tensor "f32[4, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %add), kwargs = {})
#   %convert_element_type_4 : Tensor "f16[4, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_2, torch.float16), kwargs = {})
#   return %convert_element_type_4
triton_poi_fused_gelu_view_0 = async_compile.triton('triton_poi_fused_gelu_view_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3145728}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_0(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 524288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(in_out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/bo/cbocfwv4z3xcefadpu72odhiwx5chob4oes4cthfutjcm22kzeat.py
# Topologically Sorted Source Nodes: [linear_1, h, mul, pow_1, mean, add_1, rsqrt, mul_1], Original ATen: [aten.view, aten.add, aten.mul, aten.pow, aten.mean, aten.rsqrt]
# Source node to ATen node mapping:
#   add_1 => add_2
#   h => add_1
#   linear_1 => view_3
#   mean => mean
#   mul => mul_3
#   mul_1 => mul_4
#   pow_1 => pow_1
#   rsqrt => rsqrt
# Graph fragment:
#   %arg2_1 : Tensor "f16[4, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %addmm_1 : Tensor "f16[512, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %arg5_1 : Tensor "f16[256][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %buf3 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=buf3]
#   %view_3 : Tensor "f16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [4, 128, 256]), kwargs = {})
#   %add_1 : Tensor "f16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg2_1, %view_3), kwargs = {})
#   %mul_3 : Tensor "f16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg5_1, %add_1), kwargs = {})
#   %pow_1 : Tensor "f16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_1, 2), kwargs = {})
#   %mean : Tensor "f16[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_1, [-1], True), kwargs = {})
#   %add_2 : Tensor "f16[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f16[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_2,), kwargs = {})
#   %mul_4 : Tensor "f16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_3, %rsqrt), kwargs = {})
#   return %buf3,%mul_4
triton_per_fused_add_mean_mul_pow_rsqrt_view_1 = async_compile.triton('triton_per_fused_add_mean_mul_pow_rsqrt_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp16', 'in_ptr0': '*fp16', 'in_ptr1': '*fp16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_mean_mul_pow_rsqrt_view_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 1049088}}
)
@triton.jit
def triton_per_fused_add_mean_mul_pow_rsqrt_view_1(in_out_ptr0, in_ptr0, in_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp9 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2 * tmp2
    tmp4 = tmp3.to(tl.float32)
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp10 = tmp9 * tmp2
    tmp11 = tl.full([1, 1], 256.0, tl.float32)
    tmp12 = (tmp8 / tmp11)
    tmp13 = tmp12.to(tl.float32)
    tmp14 = tl.full([1, 1], 1e-06, tl.float32)
    tmp15 = tmp13 + tmp14
    tmp16 = libdevice.rsqrt(tmp15)
    tmp17 = tmp10 * tmp16
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp17, xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1 = args
        args.clear()
        assert_size_stride(arg0_1, (1024, 256), (256, 1))
        assert_size_stride(arg1_1, (1024, ), (1, ))
        assert_size_stride(arg2_1, (4, 128, 256), (32768, 256, 1))
        assert_size_stride(arg3_1, (256, 1024), (1024, 1))
        assert_size_stride(arg4_1, (256, ), (1, ))
        assert_size_stride(arg5_1, (256, ), (1, ))
        assert_size_stride(arg6_1, (64, 256), (256, 1))
        assert_size_stride(arg7_1, (64, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((512, 1024), (1024, 1), torch.float16)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:1
            extern_kernels.addmm(arg1_1, reinterpret_tensor(arg2_1, (512, 256), (256, 1), 0), reinterpret_tensor(arg0_1, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf0)
            del arg0_1
            del arg1_1
            buf1 = reinterpret_tensor(buf0, (4, 128, 1024), (131072, 1024, 1), 0); del buf0  # reuse
            # Topologically Sorted Source Nodes: [linear, gelu], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_0:2
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_0.run(buf1, 524288, stream=stream0)
            buf2 = empty_strided_cuda((512, 256), (256, 1), torch.float16)
            # Topologically Sorted Source Nodes: [linear, gelu, linear_1], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:3
            extern_kernels.addmm(arg4_1, reinterpret_tensor(buf1, (512, 1024), (1024, 1), 0), reinterpret_tensor(arg3_1, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf2)
            del arg3_1
            del arg4_1
            del buf1
            buf4 = reinterpret_tensor(buf2, (4, 128, 256), (32768, 256, 1), 0); del buf2  # reuse
            # Topologically Sorted Source Nodes: [linear_1, h, mul, pow_1, mean, add_1, rsqrt, mul_1], Original ATen: [aten.view, aten.add, aten.mul, aten.pow, aten.mean, aten.rsqrt]
            # [Provenance debug handles] triton_per_fused_add_mean_mul_pow_rsqrt_view_1:4
            stream0 = get_raw_stream(0)
            triton_per_fused_add_mean_mul_pow_rsqrt_view_1.run(buf4, arg2_1, arg5_1, 512, 256, stream=stream0)
            del arg2_1
            del arg5_1
            buf5 = empty_strided_cuda((512, 64), (64, 1), torch.float16)
            # Topologically Sorted Source Nodes: [linear_1, h, mul, pow_1, mean, add_1, rsqrt, mul_1, linear_2], Original ATen: [aten.view, aten.add, aten.mul, aten.pow, aten.mean, aten.rsqrt, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:5
            extern_kernels.addmm(arg7_1, reinterpret_tensor(buf4, (512, 256), (256, 1), 0), reinterpret_tensor(arg6_1, (256, 64), (1, 256), 0), alpha=1, beta=1, out=buf5)
            del arg6_1
            del arg7_1
            del buf4
        return (reinterpret_tensor(buf5, (4, 128, 64), (8192, 64, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float16)
    arg1_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float16)
    arg2_1 = rand_strided((4, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float16)
    arg3_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float16)
    arg4_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float16)
    arg5_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float16)
    arg6_1 = rand_strided((64, 256), (256, 1), device='cuda:0', dtype=torch.float16)
    arg7_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float16)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
