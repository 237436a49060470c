"""The first module whose output differs: each submodule compiled alone against eager, on the inputs it saw.

One eager pass of the whole model captures the inputs of the children of the module under study (forward
pre-hooks, first call only) and the order they ran in. Each child, in that order, is then run eagerly and
compiled alone (``torch.compile`` of the child, fresh Dynamo state, same seed, same state) on its captured
inputs; the first whose outputs differ beyond the tolerance is studied the same way, one level down. The answer is
the deepest module that differs while none of its children does (or the model itself, ``""``, when no child
differs alone: the difference then comes from code in its own forward or from fusing across its children).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from .check import SEED, clone_out, restore, seeded, snapshot
from .compare import compare_each, worst


def _clone_tree(obj):
    import torch
    from torch.utils._pytree import tree_map

    return tree_map(lambda v: v.detach().clone() if isinstance(v, torch.Tensor) else v, obj)


def capture_child_inputs(root, parent, args, kwargs) -> list[tuple[str, object, tuple, dict]]:
    """``(name, child, args, kwargs)`` of ``parent``'s children in the order one eager pass of ``root`` called
    them (their first call; children never called are left out)."""
    seen: dict[str, tuple] = {}
    handles = []
    for name, child in parent.named_children():
        def hook(mod, a, k, name=name):
            if name not in seen:
                seen[name] = (_clone_tree(a), _clone_tree(k))
        handles.append(child.register_forward_pre_hook(hook, with_kwargs=True))
    saved = snapshot(root)
    try:
        seeded(lambda: root(*args, **kwargs))
    finally:
        for h in handles:
            h.remove()
        restore(root, saved)
    children = dict(parent.named_children())
    return [(name, children[name], a, k) for name, (a, k) in seen.items()]


def compare_module(qualname: str, module, args, kwargs, *, compile_fn: Callable, dtype: str,
                   sync: Callable[[], None]) -> dict:
    """One module eager against compiled alone on its captured inputs (same seed, same state)."""
    import torch

    t0 = time.perf_counter()
    row: dict = {"module": qualname, "type": type(module).__name__}
    saved = snapshot(module)
    try:
        ref = clone_out(seeded(lambda: module(*args, **kwargs)))
        sync()
        restore(module, saved)
        torch._dynamo.reset()  # many instances of one class would otherwise hit the recompile limit and run eager
        compiled = compile_fn(module)
        got = clone_out(seeded(lambda: compiled(*args, **kwargs)))
        sync()
        rows = compare_each(ref, got, dtype)
        w = worst(rows)
        row.update(passed=all(r.get("passed") for r in rows), rel_err=w.get("rel_err"),
                   max_abs_err=w.get("max_abs_err"), worst_output=w.get("output"))
    except Exception as e:  # noqa: BLE001 - a module that cannot run alone is passed over, with the reason
        row.update(passed=None, error=f"{type(e).__name__}: {e}"[:300])
    finally:
        restore(module, saved)
    row["seconds"] = round(time.perf_counter() - t0, 2)
    return row


def find_first_module(model, args, kwargs, *, compile_fn: Callable, dtype: str, sync: Callable[[], None],
                      deadline: float, progress: Callable[[str], None] = lambda line: None) -> dict:
    """Descend from the model to the first module in execution order whose outputs differ when compiled alone.

    Returns ``{first_module, modules (rows in the order compared, with depth), stopped, inputs (captured args
    and kwargs of the first module, not stored)}``."""
    rows: list[dict] = []
    current, path, inputs = model, "", (args, kwargs)
    stopped = ""
    depth = 0
    while True:
        children = capture_child_inputs(model, current, args, kwargs)
        if not children:
            break
        found = None
        for name, child, a, k in children:
            if time.monotonic() > deadline:
                stopped = "the module search ran out of its share of --numerics-budget"
                break
            qual = f"{path}.{name}" if path else name
            row = compare_module(qual, child, a, k, compile_fn=compile_fn, dtype=dtype, sync=sync)
            row["depth"] = depth
            rows.append(row)
            progress(f"module {qual} ({row['type']}): " + (f"rel err {row['rel_err']:.3g}" if row.get("rel_err")
                                                            is not None else row.get("error", "not compared")))
            if row.get("passed") is False:
                found = (qual, child, a, k)
                break
        if found is None or stopped:
            break
        path, current, inputs = found[0], found[1], (found[2], found[3])
        depth += 1
    return {"first_module": path, "modules": rows, "stopped": stopped, "module": current, "inputs": inputs,
            "seed": SEED}
