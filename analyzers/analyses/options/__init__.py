"""Compile options as torch takes them: torch.compile keyword arguments and the Inductor / Dynamo settings a run may change."""
