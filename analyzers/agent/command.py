"""``python -m analyzers mcp [--allow-runs] [--base-url URL]``: the MCP server over stdio on the run store.

Stdlib only at import time: the command line registers the command on a machine without the ``mcp`` package (a
GPU box that only runs the engine), and says what to install when it is asked for there.
"""

from __future__ import annotations

import argparse
import importlib.util

from ..cli_options import fail
from ..report.store import RunStore
from .links import DEFAULT_BASE_URL


def add_mcp_command(sub) -> None:
    p = sub.add_parser("mcp", help="serve the store to coding agents: a Model Context Protocol server over stdio "
                                   "(read-only unless --allow-runs)")
    p.add_argument("--allow-runs", action="store_true",
                   help="let the agent queue runs of the recipe folder's recipes, fix experiments and numerics "
                        "bisections (default: read-only, like make viewer)")
    p.add_argument("--base-url", default=DEFAULT_BASE_URL,
                   help=f"the dashboard's address, for the links the answers carry (default {DEFAULT_BASE_URL})")


def run_mcp_command(a: argparse.Namespace, store: RunStore) -> int:
    if importlib.util.find_spec("mcp") is None:
        return fail("the mcp command needs the MCP SDK: pip install mcp (it is in requirements.txt)")
    from .server import build_server

    served = RunStore(store.root, read_only=not a.allow_runs)  # read-only: nothing the agent sends can write
    build_server(served, allow_runs=a.allow_runs, base_url=a.base_url).run("stdio")
    return 0
