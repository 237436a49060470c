"""CompileScope's headless engine: what torch.compile did to a model, as a stored report.

Importing this package (and its schema, store, jobs modules) needs no torch; the analyses import it
lazily inside the functions that need it.
"""
