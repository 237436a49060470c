"""Write analyzers/analyses/codegen/aten_op_names.txt from the installed torch: the ATen operator names that contain an
underscore, which the code analysis needs to split descriptive kernel names without importing torch.

    .venv/bin/python scripts/maintenance/write_aten_op_names.py
"""

from pathlib import Path

import torch

OUT = Path(__file__).resolve().parents[2] / "analyzers" / "analyses" / "codegen" / "aten_op_names.txt"


def main() -> None:
    names = {n.split("::", 1)[1].split(".")[0] for n in torch._C._dispatch_get_all_op_names() if n.startswith("aten::")}
    names |= {n for n in dir(torch.ops.aten) if not n.startswith("__")}
    header = [
        f"# ATen operator names that contain an underscore (torch {torch.__version__}), for splitting descriptive",
        "# kernel names (cpp_fused_native_layer_norm_0 -> native_layer_norm) without importing torch.",
        "# Regenerate: .venv/bin/python scripts/maintenance/write_aten_op_names.py",
    ]
    multi = sorted(n for n in names if "_" in n and not n.startswith("__"))
    OUT.write_text("\n".join(header + multi) + "\n", encoding="utf-8")
    print(OUT, len(multi))


if __name__ == "__main__":
    main()
