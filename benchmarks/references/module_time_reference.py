"""Plain-torch time of the modules of one type in a recipe's model, eager and compiled, to check the engine's
``source_lines`` modules (no CompileScope code).

* Eager: a ``record_function`` range around every call of a module of the type (forward hooks), one profiled
  forward of the whole model; each range's device time is its kernels' (the profiler's event tree).
* Compiled: each such module compiled alone (``torch.compile(module)``), called with the input it received in the
  eager forward, one profiled call each; the kernels' device time summed.

    python benchmarks/references/module_time_reference.py scripts/gpu/recipes/vit_b16_tv.py --type MultiheadAttention \\
        --device cuda --dtype fp16 --kwargs '{"need_weights": false}'
"""

from __future__ import annotations

import argparse
import importlib.util
import json

import torch
from torch.profiler import ProfilerActivity, profile, record_function

DTYPES = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}


def _to(obj, device, dtype):
    if isinstance(obj, torch.Tensor):
        return obj.to(device=device, dtype=dtype) if obj.is_floating_point() else obj.to(device)
    if isinstance(obj, (list, tuple)):
        return type(obj)(_to(o, device, dtype) for o in obj)
    return obj


def _device_ms(prof, names: set[str] | None = None, cuda: bool = True) -> dict[str, float]:
    """Device time (ms) of each user range named in ``names`` (its kernels and its children's, through the CPU-side
    event tree); with ``names`` None, of every kernel ("total": each op's own kernels once). On CPU (a dry run) the
    ranges' and the top-level ops' CPU time instead."""
    out: dict[str, float] = {}
    for ev in prof.events():
        if ev.device_type.name != "CPU":  # a range's GPU-side annotation spans its gaps too: CPU events only
            continue
        if names is None:
            t = ev.self_device_time_total if cuda else (ev.cpu_time_total if ev.cpu_parent is None else 0.0)
            out["total"] = out.get("total", 0.0) + t / 1e3
        elif ev.name in names:
            t = ev.device_time_total if cuda else ev.cpu_time_total
            out[ev.name] = out.get(ev.name, 0.0) + t / 1e3
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("recipe")
    ap.add_argument("--type", required=True, help="module class name, e.g. MultiheadAttention")
    ap.add_argument("--device", default="cuda")
    ap.add_argument("--dtype", default="fp32", choices=list(DTYPES))
    ap.add_argument("--kwargs", default="{}", help="keyword arguments the module is called with (JSON)")
    ap.add_argument("--repeat", type=int, default=5, help="profiled forwards; the median per module is kept")
    a = ap.parse_args()
    spec = importlib.util.spec_from_file_location("recipe", a.recipe)
    recipe = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(recipe)
    torch.manual_seed(0)
    dtype = DTYPES[a.dtype]
    model = recipe.build_model().to(device=a.device, dtype=dtype).eval()
    args = _to(recipe.example_inputs(), a.device, dtype)
    mods = {n: m for n, m in model.named_modules() if type(m).__name__ == a.type}
    inputs: dict[str, tuple] = {}
    ranges: dict[str, record_function] = {}

    def pre(name):
        def hook(module, margs):
            inputs.setdefault(name, tuple(x.detach().clone() if isinstance(x, torch.Tensor) else x for x in margs))
            ranges[name] = record_function(f"module: {name}")
            ranges[name].__enter__()
        return hook

    def post(name):
        def hook(module, margs, out):
            ranges.pop(name).__exit__(None, None, None)
        return hook

    handles = [h for n, m in mods.items() for h in (m.register_forward_pre_hook(pre(n)),
                                                    m.register_forward_hook(post(n)))]
    cuda = a.device.startswith("cuda")
    acts = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if cuda else [])
    eager_runs = []
    with torch.no_grad():
        for _ in range(3):
            model(*args)
        for _ in range(a.repeat):
            torch.cuda.synchronize() if a.device.startswith("cuda") else None
            with profile(activities=acts) as prof:
                model(*args)
                torch.cuda.synchronize() if a.device.startswith("cuda") else None
            eager_runs.append(sum(_device_ms(prof, {f"module: {n}" for n in mods}, cuda).values()))
    for h in handles:
        h.remove()
    kw = json.loads(a.kwargs)
    compiled_runs = []
    with torch.no_grad():
        comp = {n: torch.compile(m) for n, m in mods.items()}
        for n, c in comp.items():
            for _ in range(3):
                c(*inputs[n], **kw)
        for _ in range(a.repeat):
            total = 0.0
            for n, c in comp.items():
                torch.cuda.synchronize() if a.device.startswith("cuda") else None
                with profile(activities=acts) as prof:
                    c(*inputs[n], **kw)
                    torch.cuda.synchronize() if a.device.startswith("cuda") else None
                total += _device_ms(prof, None, cuda).get("total", 0.0)
            compiled_runs.append(total)
    med = lambda xs: sorted(xs)[len(xs) // 2]  # noqa: E731
    print(json.dumps({"recipe": a.recipe, "type": a.type, "modules": len(mods), "eager_ms": round(med(eager_runs), 4),
                      "compiled_ms": round(med(compiled_runs), 4), "eager_runs": eager_runs,
                      "compiled_runs": compiled_runs, "device": a.device, "dtype": a.dtype,
                      "torch": torch.__version__}))


if __name__ == "__main__":
    main()
