"""Inductor's generated code (Triton / C++, AOTInductor) split into kernels."""
