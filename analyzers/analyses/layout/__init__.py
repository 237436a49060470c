"""How the model's tensors sit in memory: the memory format of inputs, convolution weights and outputs (NCHW,
channels_last, other strides), the layout conversions Inductor generated, and the ops that decide the precision
experiments (convolutions, batch norms, fp32 matmuls)."""
