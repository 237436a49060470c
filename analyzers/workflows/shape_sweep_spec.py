"""What a shape sweep asks for (``ShapeSweepSpec``, checked by ``problems()``) and how its calls add up
(``totals_of``): shared by the parent (``shape_sweep``) and the per-setting worker (``shape_sweep_worker``).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields

from ..report.schema import DTYPES, DYNAMIC, GRAD_MODES, CompileOptions, ModelSource, RunRequest, label_problems


class ShapeSweepRefused(ValueError):
    """An invalid shape-sweep request, refused before any worker starts."""


@dataclass
class ShapeSweepSpec:
    source: ModelSource
    shapes: list[int] = field(default_factory=lambda: [128, 64, 256])  # sequence lengths
    batch_sizes: list[int] = field(default_factory=lambda: [1])
    dynamic: list[str] = field(default_factory=lambda: ["false", "true", "auto"])
    device: str = "cpu"
    dtype: str = "fp32"
    repeats: int = 5
    warmup: int = 2
    recompile_limit: int | None = None
    timeouts: list[int] = field(default_factory=lambda: [600])  # one for all settings, or one per setting
    grad_mode: str = "no_grad"
    label: str = ""
    mode: str = "default"  # torch.compile mode: reduce-overhead records one CUDA graph per new input size

    def problems(self) -> list[str]:
        out = []
        bad = [d for d in self.dynamic if d not in DYNAMIC]
        if bad or not self.dynamic:
            out.append(f"--dynamic {','.join(self.dynamic)}: use a comma list from {','.join(DYNAMIC)}")
        if len(set(self.dynamic)) != len(self.dynamic):
            out.append("--dynamic: each setting once")
        for name, vals in (("--shapes", self.shapes), ("--batch-sizes", self.batch_sizes)):
            if not vals or any(not isinstance(v, int) or v < 1 for v in vals):
                out.append(f"{name} must be a comma list of positive integers")
        if self.dtype not in DTYPES:
            out.append(f"--dtype {self.dtype}: use one of {','.join(DTYPES)}")
        if self.grad_mode not in GRAD_MODES:
            out.append(f"--grad-mode {self.grad_mode}: use one of {','.join(GRAD_MODES)}")
        if self.repeats < 1 or self.warmup < 0:
            out.append("--repeats must be at least 1 and --warmup at least 0")
        if self.recompile_limit is not None and self.recompile_limit < 1:
            out.append("--recompile-limit must be at least 1")
        if len(self.timeouts) not in (1, len(self.dynamic)) or any(t < 1 for t in self.timeouts):
            out.append("--timeout: one positive number of seconds, or one per --dynamic setting")
        return out + label_problems(self.label)

    def requests(self) -> list[RunRequest]:
        """One run request per dynamic setting, as a run of the first shape would ask: admission checks these
        (device, dtype on this machine, the model or recipe) exactly as it checks ``run``."""
        return [
            RunRequest(
                source=ModelSource(self.source.kind, self.source.name),
                options=CompileOptions(backend="inductor", dynamic=d, dtype=self.dtype, device=self.device,
                                       batch_size=self.batch_sizes[0], seq_len=self.shapes[0],
                                       grad_mode=self.grad_mode, timeout_s=self.timeout_for(i), mode=self.mode),
                only=["compile"], label=self.label,
            )
            for i, d in enumerate(self.dynamic)
        ]

    def calls(self) -> list[dict]:
        """The calls in order: for each batch size, each sequence length."""
        return [{"batch": b, "seq": s} for b in self.batch_sizes for s in self.shapes]

    def timeout_for(self, i: int) -> int:
        return self.timeouts[i] if len(self.timeouts) > 1 else self.timeouts[0]

    def to_dict(self) -> dict:
        return {**asdict(self), "source": asdict(self.source)}

    @classmethod
    def from_dict(cls, d: dict) -> ShapeSweepSpec:
        d = dict(d)
        d["source"] = ModelSource(**d["source"])
        return cls(**{k: v for k, v in d.items() if k in _SPEC_FIELDS})


_SPEC_FIELDS = {f.name for f in fields(ShapeSweepSpec)}


def totals_of(calls: list[dict]) -> dict:
    return {
        "calls": len(calls),
        "compiles": sum(c.get("compiles") or 0 for c in calls),
        "recompiles": sum(1 for c in calls if c.get("recompiled")),
        "compile_s": round(sum(c.get("compile_s") or 0.0 for c in calls), 6),
        "failures": sum(1 for c in calls if c.get("status") == "failed"),
        "cudagraph_recordings": sum(c.get("cudagraph_recordings") or 0 for c in calls),
    }
