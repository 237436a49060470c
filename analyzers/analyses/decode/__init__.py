"""An LLM's token generation, step by step: the loop, its inputs, what compiled when, statistics and findings."""
