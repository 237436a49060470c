"""Synthetic ``torch.profiler`` Chrome traces shaped like Kineto's, for tests and the trace benchmark.

The GPU traces follow what Kineto writes on CUDA: ``cpu_op`` / ``user_annotation`` ranges on the
Python thread, ``cuda_runtime`` (``cudaLaunchKernel``, ``cudaGraphLaunch``) and ``cuda_driver``
(``cuLaunchKernel``, used by Triton) calls with a ``correlation`` id, ``kernel`` events on
``pid`` = device / ``tid`` = stream carrying the same id, ``gpu_user_annotation`` copies of the forward
ranges, ``ac2g`` flow events and ``M`` metadata. Timestamps are microseconds.
"""

from __future__ import annotations

PID, TID, STREAM = 4242, 4242, 7
T0 = 1_000_000.0


class _Builder:
    def __init__(self):
        self.events: list[dict] = [
            {"ph": "M", "name": "process_name", "pid": PID, "tid": 0, "args": {"name": "python"}},
            {"ph": "M", "name": "process_name", "pid": 0, "tid": 0, "args": {"name": "GPU 0"}},
        ]
        self.corr = 1000
        self.ext = 1

    def x(self, cat: str, name: str, ts: float, dur: float, pid=PID, tid=TID, **args) -> dict:
        e = {"ph": "X", "cat": cat, "name": name, "pid": pid, "tid": tid, "ts": round(ts, 3), "dur": round(dur, 3),
             "args": {"External id": self.ext, **args}}
        self.ext += 1
        self.events.append(e)
        return e

    def launch(self, api: str, ts: float, dur: float, cat: str = "cuda_runtime") -> int:
        self.corr += 1
        self.x(cat, api, ts, dur, correlation=self.corr, cbid=211)
        self.events.append({"ph": "s", "id": self.corr, "pid": PID, "tid": TID, "ts": ts, "cat": "ac2g", "name": "ac2g"})
        return self.corr

    def kernel(self, name: str, ts: float, dur: float, corr: int | None, **extra) -> None:
        args = {"queued": 0, "device": 0, "context": 1, "stream": STREAM, "grid": [64, 1, 1], "block": [128, 1, 1]}
        if corr is not None:
            args["correlation"] = corr
        args.update(extra)
        self.x("kernel", name, ts, dur, pid=0, tid=STREAM, **args)
        if corr is not None:
            self.events.append({"ph": "f", "id": corr, "pid": 0, "tid": STREAM, "ts": ts, "cat": "ac2g",
                                "name": "ac2g", "bp": "e"})


def gpu_trace(
    mode: str = "eager", *, forwards: int = 3, kernels: int = 4, kernel_us: float = 20.0, launch_us: float = 5.0,
    op_us: float = 10.0, shapes: bool = False, driver_inside_runtime: bool = False, memcpy: bool = False,
) -> dict:
    """A trace of ``forwards`` forwards, each launching ``kernels`` kernels, one after the other.

    ``mode``: ``eager`` (``aten::linear`` > ``aten::addmm`` > ``cudaLaunchKernel`` > gemm kernel),
    ``compiled`` (inside ``## Call CompiledFxGraph`` alternately an ``aten::mm`` extern call and a
    Triton kernel range ``triton_poi_fused_add_relu_<j>`` > ``cuLaunchKernel``) or ``cudagraphs`` (one
    ``cudaGraphLaunch`` whose correlation id every kernel carries). Each forward: CPU time
    ``op_us + launch_us`` per kernel; kernel j runs ``kernel_us`` starting 3 us after its launch or
    1 us after the previous kernel ends.
    """
    b = _Builder()
    ts = T0
    for i in range(forwards):
        fs = ts
        cpu = fs + 5.0
        gpu_free = fs
        planned: list[tuple[str, float, int | None]] = []
        if mode in ("compiled", "cudagraphs"):
            region = b.x("cpu_op", "Torch-Compiled Region: 0/0", cpu, 0)
            cpu += 2.0
            graph = b.x("user_annotation", "## Call CompiledFxGraph abc123 ##", cpu, 0)
            cpu += 2.0
        if mode == "cudagraphs":
            corr = b.launch("cudaGraphLaunch", cpu, 15.0)
            for j in range(kernels):
                planned.append((f"triton_poi_fused_add_relu_{j}", cpu + 15.0, corr))
            cpu += 17.0
        else:
            for j in range(kernels):
                if mode == "eager":
                    lin = b.x("cpu_op", "aten::linear", cpu, op_us + launch_us + 2,
                              **({"Input Dims": [[64, 128], [256, 128], [256]], "Input type": ["float"] * 3}
                                 if shapes else {}))
                    b.x("cpu_op", "aten::addmm", cpu + 1, op_us + launch_us,
                        **({"Input Dims": [[256], [64, 128], [128, 256], [], []],
                            "Input type": ["float", "float", "float", "Scalar", "Scalar"]} if shapes else {}))
                    corr = b.launch("cudaLaunchKernel", cpu + 1 + op_us, launch_us)
                    if driver_inside_runtime:
                        b.launch("cuLaunchKernel", cpu + 1.5 + op_us, launch_us - 1, cat="cuda_driver")
                    planned.append(("ampere_sgemm_64x64_nn", cpu + 1 + op_us + launch_us, corr))
                    cpu = lin["ts"] + lin["dur"] + 1
                elif j % 2 == 0:
                    b.x("cpu_op", "aten::mm", cpu, op_us + launch_us,
                        **({"Input Dims": [[64, 128], [128, 256], [64, 256]], "Input type": ["float"] * 3}
                           if shapes else {}))
                    corr = b.launch("cudaLaunchKernel", cpu + op_us, launch_us - 0.5)
                    planned.append(("sm90_xmma_gemm_f32f32", cpu + op_us + launch_us, corr))
                    cpu += op_us + launch_us + 1
                else:
                    name = f"triton_poi_fused_add_relu_{j}"
                    b.x("cpu_op", name, cpu, op_us + launch_us, kernel_backend="triton",
                        **({"Input Dims": [[64, 256], [256], []], "Input type": ["float", "float", "Scalar"]}
                           if shapes else {}))
                    corr = b.launch("cuLaunchKernel", cpu + op_us, launch_us - 0.5, cat="cuda_driver")
                    planned.append((name, cpu + op_us + launch_us, corr))
                    cpu += op_us + launch_us + 1
        if memcpy:
            corr = b.launch("cudaMemcpyAsync", cpu, 4.0)
            planned.append(("Memcpy DtoD (Device -> Device)", cpu + 4.0, corr))
            cpu += 5.0
        if mode in ("compiled", "cudagraphs"):
            graph["dur"] = round(cpu - graph["ts"] + 1, 3)
            region["dur"] = round(cpu - region["ts"] + 2, 3)
            cpu += 3.0
        b.events.append({"ph": "X", "cat": "user_annotation", "name": f"compilescope_forward_{i}", "pid": PID,
                         "tid": TID, "ts": fs, "dur": round(cpu - fs + 1, 3), "args": {"External id": 0}})
        first = last = None
        for name, ready, corr in planned:
            start = max(ready + 3.0, gpu_free + 1.0)
            if name.startswith("Memcpy"):
                args = {"device": 0, "stream": STREAM, "correlation": corr, "bytes": 1 << 20}
                b.x("gpu_memcpy", name, start, 8.0, pid=0, tid=STREAM, **args)
                gpu_free = start + 8.0
            else:
                b.kernel(name, start, kernel_us, corr)
                gpu_free = start + kernel_us
            first = start if first is None else first
            last = gpu_free
        if first is not None:
            b.x("gpu_user_annotation", f"compilescope_forward_{i}", first, last - first, pid=0, tid=STREAM)
        ts = max(cpu, gpu_free) + 50.0  # the device sync between forwards
    b.events.append({"ph": "i", "cat": "cpu_instant_event", "name": "Iteration Start: PyTorch Profiler", "s": "t",
                     "pid": "Spans", "tid": "PyTorch Profiler", "ts": T0})
    return {"schemaVersion": 1, "deviceProperties": [{"id": 0, "name": "NVIDIA H200"}], "displayTimeUnit": "ms",
            "traceEvents": b.events}


def code_kernels(kernels: int = 4) -> list[dict]:
    """Code-section kernels matching ``gpu_trace('compiled')``: Triton kernels and one extern mm."""
    out = [
        {"name": f"triton_poi_fused_add_relu_{j}", "kind": "pointwise", "lang": "triton",
         "fused_ops": ["add", "relu"], "module": "artifacts/code/0_0.py", "source_nodes": ["add", "relu"]}
        for j in range(1, kernels, 2)
    ]
    out.append({"name": "extern_kernels.mm", "kind": "extern", "lang": "extern", "fused_ops": ["mm"],
                "module": "artifacts/code/0_0.py"})
    return out


def count_events(trace: dict) -> int:
    return len(trace["traceEvents"])
