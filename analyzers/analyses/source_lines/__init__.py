"""Time per source line, eager and compiled: which line of the model's source each profiled kernel
came from, and the forward's kernel time folded onto those lines."""
