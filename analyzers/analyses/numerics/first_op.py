"""Inside the first module that differs: the first aten op that differs when compiled alone.

The module is compiled into the aten graph Inductor would receive (Dynamo, AOTAutograd, Inductor's
decompositions), and that graph run eagerly by an FX interpreter that records every op's inputs; each op that computes (views and ``empty*`` left out) is then run eagerly and compiled alone, same
seed, in execution order. The first that differs is the answer. When none differs alone, the difference comes from
compiling ops together (fusion: intermediate rounding, reordered sums), and the ops are listed.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from .check import clone_out, seeded
from .compare import compare_each, worst

MAX_OPS = 60


def uninitialized(op) -> bool:
    """Ops whose output holds whatever memory it got (``empty_like``): no two runs agree, nor need to."""
    return str(op.overloadpacket).split(".")[-1].lstrip("_").startswith(("empty", "new_empty"))


def trace_ops(module, args, kwargs) -> list[tuple[object, tuple, dict]]:
    """``(op, args, kwargs)`` of every aten op of the graph Inductor receives for ``module`` (after Dynamo,
    AOTAutograd and Inductor's decompositions), with the values each saw when that graph ran eagerly."""
    import torch
    from torch._dynamo.backends.common import aot_autograd
    from torch._functorch.aot_autograd import make_boxed_func
    from torch._inductor.decomposition import select_decomp_table

    seen: list = []

    class Recorder(torch.fx.Interpreter):
        def call_function(self, target, a, k):
            if isinstance(target, torch._ops.OpOverload):
                seen.append((target, clone_out(a), clone_out(k)))
            return super().call_function(target, a, k)

    def forward_compiler(gm, example_inputs):
        return make_boxed_func(lambda *xs: Recorder(gm).run(*xs))

    torch._dynamo.reset()
    traced = torch.compile(module, backend=aot_autograd(fw_compiler=forward_compiler,
                                                        decompositions=select_decomp_table()))
    seeded(lambda: traced(*args, **kwargs))
    return seen


def find_first_op(module, args, kwargs, *, compile_fn: Callable, dtype: str, sync: Callable[[], None],
                  deadline: float) -> dict:
    """The first aten op of ``module`` that differs compiled alone, or the ops that differ only together."""
    import torch

    try:
        ops = trace_ops(module, args, kwargs)
    except Exception as e:  # noqa: BLE001 - the module's name stands without its ops
        return {"status": "not traced", "message": f"its aten ops could not be traced: {type(e).__name__}: {e}"[:300]}
    computing = [(op, a, k) for op, a, k in ops if not getattr(op, "is_view", False) and not uninitialized(op)]
    names = list(dict.fromkeys(str(op.overloadpacket) for op, _, _ in computing))
    tried: list[dict] = []
    for op, a, k in computing[:MAX_OPS]:
        if time.monotonic() > deadline:
            return {"status": "stopped", "ops": names, "tried": tried,
                    "message": "the op search ran out of its share of --numerics-budget"}
        t0 = time.perf_counter()
        try:
            # fresh copies of the inputs for each call: an in-place op (div_, bernoulli_) changes them
            ref = clone_out(seeded(lambda: op(*clone_out(a), **clone_out(k))))
            torch._dynamo.reset()
            compiled = compile_fn(lambda *xs, **kw: op(*xs, **kw))
            got = clone_out(seeded(lambda: compiled(*clone_out(a), **clone_out(k))))
            sync()
            rows = compare_each(ref, got, dtype)
        except Exception as e:  # noqa: BLE001 - an op that will not compile alone is passed over
            tried.append({"op": str(op), "error": f"{type(e).__name__}: {e}"[:200]})
            continue
        w = worst(rows)
        row = {"op": str(op), "rel_err": w.get("rel_err"), "passed": all(r.get("passed") for r in rows),
               "seconds": round(time.perf_counter() - t0, 2)}
        tried.append(row)
        if not row["passed"]:
            return {"status": "found", "op": str(op), "rel_err": row["rel_err"], "ops": names, "tried": tried,
                    "message": f"{op} differs when compiled alone (rel err {row['rel_err']:.3g})"}
    more = f" (the first {MAX_OPS} of {len(computing)})" if len(computing) > MAX_OPS else ""
    return {"status": "fusion", "ops": names, "tried": tried,
            "message": f"no aten op differs compiled alone{more}: the difference comes from compiling them together "
                       f"(fused into one kernel: intermediate rounding, reordered sums) — ops {', '.join(names)}"}
