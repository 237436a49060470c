"""What a user's own job does before CompileScope runs on its Inductor cache: build a recipe's model, move it and
its inputs to the device and dtype, and compile it with plain torch (no provenance, no CompileScope code).

    TORCHINDUCTOR_CACHE_DIR=/tmp/c python scripts/gpu/recipes/plain_compile.py RECIPE.py --device cuda --dtype fp32
"""

import argparse
import importlib.util
import json
import time

import torch

DTYPES = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}


def to(obj, device, dtype):
    if isinstance(obj, torch.Tensor):
        return obj.to(device=device, dtype=dtype) if obj.is_floating_point() else obj.to(device)
    if isinstance(obj, (list, tuple)):
        return type(obj)(to(o, device, dtype) for o in obj)
    if isinstance(obj, dict):
        return {k: to(v, device, dtype) for k, v in obj.items()}
    return obj


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("recipe")
    ap.add_argument("--device", default="cuda")
    ap.add_argument("--dtype", default="fp32", choices=list(DTYPES))
    a = ap.parse_args()
    spec = importlib.util.spec_from_file_location("recipe", a.recipe)
    recipe = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(recipe)
    torch.manual_seed(0)
    model = recipe.build_model().to(device=a.device, dtype=DTYPES[a.dtype]).eval()
    args = to(recipe.example_inputs(), a.device, DTYPES[a.dtype])
    t0 = time.perf_counter()
    with torch.no_grad():
        torch.compile(model)(*args)
    if a.device.startswith("cuda"):
        torch.cuda.synchronize()
    counters = {k: v for k, v in torch._dynamo.utils.counters["inductor"].items() if "cache" in k}
    print(json.dumps({"recipe": a.recipe, "first_call_s": round(time.perf_counter() - t0, 2), "cache": counters}))


if __name__ == "__main__":
    main()
