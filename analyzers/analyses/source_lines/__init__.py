"""Time per source line, eager and compiled (issue 35): which line of the model's source each profiled kernel
came from, and the forward's kernel time folded onto those lines."""
