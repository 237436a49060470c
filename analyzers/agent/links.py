"""The links of a dashboard view that an agent hands to a person: the shared page (``/share/<view>?run=...``, the
static page a meeting opens) and the live view, with the same parameters.

The dashboard owns its views and links (``dashboard/views/registry.py``, ``share_urls.py``) and the engine never
imports the dashboard, so they are built in a short child process by the dashboard's own functions, as
``export`` draws its HTML there: the same registry, the same parameter limits, the same paths the server answers.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from .checks import Refused

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_BASE_URL = "http://localhost:8501"  # make start's address and port

# Run in the child: the view's spec from the registry, its parameters checked against it, both paths.
_CHILD = """
import json, sys
from dashboard.views.registry import SPECS, max_chars
from dashboard.views.share_urls import live_path, share_path
view, params = json.loads(sys.argv[1])
spec = SPECS.get(view)
if spec is None:
    print(json.dumps({"refused": f"unknown view {view!r}: use one of {', '.join(SPECS)}"}))
    sys.exit()
extra = sorted(k for k in params if k != "run" and k not in spec.params)
if extra:
    takes = ", ".join(("run",) * spec.report + spec.params) or "no parameters"
    print(json.dumps({"refused": f"the {view} view takes {takes}, not {', '.join(extra)}"}))
    sys.exit()
long = [k for k, v in params.items() if len(v) > max_chars(k)]
if long:
    print(json.dumps({"refused": f"{long[0]} is {len(params[long[0]])} characters long: use at most "
                      f"{max_chars(long[0])}"}))
    sys.exit()
print(json.dumps({"view": view, "title": spec.title, "report_view": spec.report, "params": list(spec.params),
                  "live": live_path(view, params), "shared": share_path(view, params) if spec.report else None}))
"""


def view_links(view: str, params: dict[str, str], base_url: str = DEFAULT_BASE_URL) -> dict:
    """``{view, title, shared, live, params}``: ``shared`` is the static page's URL (None for a page that is not
    one run's report, e.g. Compare: its live link is the one to hand out). Refused: an unknown view, a parameter
    the view does not take, a value longer than a link may carry."""
    if not (ROOT / "dashboard" / "views" / "share_urls.py").is_file():
        raise Refused("links need the dashboard (dashboard/views/share_urls.py), which this checkout lacks")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    try:
        p = subprocess.run([sys.executable, "-c", _CHILD, json.dumps([view, params])], cwd=ROOT, env=env,
                           capture_output=True, text=True, timeout=60, check=False)
        answer = json.loads(p.stdout)
    except (OSError, subprocess.TimeoutExpired, ValueError) as e:
        raise Refused(f"the dashboard's link code could not be asked: {e}") from None
    if answer.get("refused"):
        raise Refused(answer["refused"])
    base = base_url.rstrip("/")
    answer["live"] = base + answer["live"]
    answer["shared"] = base + answer["shared"] if answer["shared"] else None
    return answer
