"""CompileScope for coding agents: ``python -m analyzers mcp``, a Model Context Protocol server over stdio.

An agent asks the same store the dashboard shows and gets the report's own figures (``summary_of``, the numbers of
``show --json``), never figures computed again here. Rooms, one job each:

* ``checks``   — the arguments an agent sends, refused with a sentence that says what to change;
* ``answers``  — the read-only answers (find runs, summary, breaks, source lines, kernels, numerics, cache, compare);
* ``links``    — a view's shared and live link, built by the dashboard's own link code in a child process;
* ``launches`` — runs, fix experiments and numerics bisections, admitted as the dashboard's New run admits them,
  followed until the report is ready;
* ``server``   — the MCP tools over those (the SDK's ``MCPServer``), and the ``mcp`` command.
"""
