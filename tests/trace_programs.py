"""Programs whose TORCH_TRACE logs the import tests read (recorded in ``tests/data``, CPU, torch 2.13).

* ``reset``: one function compiled three times with ``torch._dynamo.reset()`` between: ``0/0`` three times
  (the second and third are cache hits); its kernel name ``cpp_fused_add_mul_native_layer_norm_sin_0`` needs
  the ATen op list to split.
* ``aoti``: ``torch.export`` + ``torch._inductor.aoti_compile_and_package`` (AOTInductor on CPU): metrics with no
  compile id, the C++ wrapper and kernel files.
* ``ranks``: two ranks (gloo) with different inputs: rank 1 calls with other shapes, so its ``0/0`` graph differs
  and it recompiles (``0/1``) where rank 0 does not; the step all-reduces inside the graph.

Re-record (about two minutes on a CPU): ``.venv/bin/python tests/trace_programs.py record``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = Path(__file__).parent / "data"
RESET_LOG = DATA / "trace_cpu_reset_x3.log"
AOTI_LOG = DATA / "trace_cpu_aoti_compile_and_package.log"
RANKS_DIR = DATA / "trace_ranks_gloo"


def reset_program() -> None:
    import torch

    def f(x):
        return torch.nn.functional.layer_norm(x.sin() + 1, (8,)) * 2

    with torch.no_grad():
        for _ in range(3):
            torch._dynamo.reset()
            torch.compile(f)(torch.randn(4, 8))


def aoti_program() -> None:
    import torch

    class M(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.fc = torch.nn.Linear(8, 16)

        def forward(self, x):
            return torch.relu(self.fc(x)).sigmoid() * 2

    if not hasattr(torch._inductor, "aoti_compile_and_package"):
        sys.exit("this torch has no torch._inductor.aoti_compile_and_package")
    with torch.no_grad(), tempfile.TemporaryDirectory() as d:
        ep = torch.export.export(M().eval(), (torch.randn(4, 8),))
        torch._inductor.aoti_compile_and_package(ep, package_path=f"{d}/m.pt2")


def ranks_program() -> None:
    import torch
    import torch.distributed as dist
    import torch.distributed._functional_collectives as fc

    def step(x):
        y = torch.relu(x) * 2
        s = fc.all_reduce(y.sum(), "sum", dist.group.WORLD)
        return y * s

    dist.init_process_group("gloo")
    rank = dist.get_rank()
    f = torch.compile(step, dynamic=False)
    with torch.no_grad():
        f(torch.randn(4 if rank == 0 else 6, 8))  # other shapes on rank 1: another 0/0 graph
        f(torch.randn(4 if rank == 0 else 5, 8))  # rank 1 recompiles (0/1), rank 0 hits its guards
    dist.barrier()
    dist.destroy_process_group()


def _run(name: str, trace_dir: Path) -> None:
    # a fresh Inductor cache: the first compile misses, the compiles after a reset hit
    env = dict(os.environ, TORCH_TRACE=str(trace_dir), PYTHONPATH=str(ROOT),
               TORCHINDUCTOR_CACHE_DIR=str(trace_dir.parent / f"{name}_cache"))
    code = f"from tests.trace_programs import {name}_program; {name}_program()"
    if name == "ranks":
        torchrun = Path(sys.executable).with_name("torchrun")
        cmd = [str(torchrun), "--nproc-per-node", "2", "--master-port", "29533", "-m", "tests.trace_programs", "ranks"]
    else:
        cmd = [sys.executable, "-c", code]
    subprocess.run(cmd, env=env, check=True, timeout=600, cwd=ROOT)


def record() -> None:
    sys.path.insert(0, str(ROOT))
    from tests.test_trace_parsing import trim_log

    DATA.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for name, dst in (("reset", RESET_LOG), ("aoti", AOTI_LOG)):
            out = Path(tmp) / name
            _run(name, out)
            [log] = sorted(out.glob("dedicated_log_torch_trace_*.log"))
            trim_log(log, dst)
            print(dst, dst.stat().st_size)
        out = Path(tmp) / "ranks"
        _run("ranks", out)
        shutil.rmtree(RANKS_DIR, ignore_errors=True)
        RANKS_DIR.mkdir()
        for log in sorted(out.glob("dedicated_log_torch_trace_rank_*.log")):
            rank = log.name.split("_rank_")[1].split("_")[0]
            dst = RANKS_DIR / f"dedicated_log_torch_trace_rank_{rank}.log"
            trim_log(log, dst)
            print(dst, dst.stat().st_size)


if __name__ == "__main__":
    if sys.argv[1:] == ["record"]:
        record()
    elif sys.argv[1:] == ["ranks"]:
        ranks_program()
    else:
        sys.exit(__doc__)
