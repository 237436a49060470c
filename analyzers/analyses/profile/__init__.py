"""What the device executes in one forward: the profiler's trace as kernels, launches, idle gaps and the launch gap."""
