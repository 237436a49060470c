"""Numerics: where the compiled model's numbers leave eager's, and why.

Per output and per input, the error of compiled against eager (``compare``, ``check``); when it is past the
tolerance, the compiler step that causes it (``bisection`` drives torch's ``CompilerBisector`` in a child
process, ``bisect_target``, under a time budget; ``culprit`` says its answer in plain words) and the first module,
down to the aten op, whose output differs (``first_module``, ``first_op``).
"""
