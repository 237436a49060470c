"""The plotly_basic component's script files served from memory, compressed once (dashboard/server/component_files.py)."""

from __future__ import annotations

import asyncio
import gzip
import subprocess
import sys
import threading

from dashboard.live import plotly_basic
from dashboard.server import component_files
from tests.conftest import ROOT


def _get(mw, path: str, accept: bytes = b"gzip, deflate", method: str = "GET") -> tuple[dict, bytes, bool]:
    """(headers, body, passed to Streamlit) of one request through the middleware."""
    passed, sent = [], []

    async def app(scope, receive, send):
        passed.append(scope["path"])

    async def send(msg):
        sent.append(msg)

    mw.app = app
    scope = {"type": "http", "method": method, "path": path, "headers": [(b"accept-encoding", accept)]}
    # in a thread of its own: pytest-playwright keeps an event loop running in the tests' thread
    done = threading.Thread(target=asyncio.run, args=(mw(scope, None, send),), daemon=True)
    done.start()
    done.join(60)
    start = next((m for m in sent if m["type"] == "http.response.start"), {"headers": []})
    return dict(start["headers"]), b"".join(m.get("body", b"") for m in sent), bool(passed)


def test_the_components_script_is_served_compressed_once_and_the_rest_passes():
    assert component_files.FOLDER == plotly_basic.COMPONENT_DIR
    assert component_files.PREFIX == f"/component/{plotly_basic.__name__}.plotly_basic/"  # declare_component's name
    mw = component_files.ComponentFiles(None)
    js = (plotly_basic.COMPONENT_DIR / "plotly-basic.min.js").read_bytes()
    url = component_files.PREFIX + "plotly-basic.min.js"
    headers, body, passed = _get(mw, url)
    assert not passed and headers[b"content-encoding"] == b"gzip" and gzip.decompress(body) == js
    assert len(body) < len(js) / 2 and headers[b"content-length"] == str(len(body)).encode()
    headers, body, _ = _get(mw, url, accept=b"identity")
    assert body == js and b"content-encoding" not in headers
    for path in (component_files.PREFIX + "index.html", component_files.PREFIX + "../serve.py",
                 component_files.PREFIX + "nope.js", "/component/other.thing/plotly-basic.min.js", "/static/js/x.js"):
        assert _get(mw, path)[2], path
    assert _get(mw, url, method="POST")[2]


def test_the_server_does_not_import_the_components_module():
    """Streamlit registers a component only when a script run first imports its module: the server importing it
    first would leave the Kernels chart's component unregistered (404)."""
    code = "import sys; import dashboard.serve; print('dashboard.live.plotly_basic' in sys.modules)"
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert p.returncode == 0, p.stderr
    assert p.stdout.strip().splitlines()[-1] == "False"
