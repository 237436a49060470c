"""How far from the hardware: work estimates, the roofline, Nsight Compute counters and the program they measure."""
