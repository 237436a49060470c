"""What runs on a Ray worker node: one CompileScope command (a run, a shape-sweep setting) in a fresh process.

``node_job(job)`` is the body of one Ray task (a streaming generator; ``ray_executor`` wraps it). It writes the
files the request carried into a scratch folder (``$COMPILESCOPE_RAY_WORKDIR`` or the node's temp folder),
starts ``python -m analyzers ...`` there in its own process group (killed with the task: on cancel, and by the
kernel if the task's process dies), streams what the dashboard host shows while it runs (the watched files
when they change, the log as it grows), then packs the result folder (``run_archive``: tar.gz, size-capped)
and removes the scratch folder. Events, in order (dicts):

* ``started``: ``placement`` (node, IP, node id, GPU ids, CUDA_VISIBLE_DEVICES, GPU name, pids) and ``work``;
* ``file``: ``name`` (relative to the scratch folder), ``text`` — a watched file that changed;
* ``log``: ``text`` — what the command printed since the last event;
* ``refused``: ``message`` — the request needs something this node lacks (a checkpoint folder it cannot see);
* ``done``: ``rc`` and ``archive`` (bytes), or ``error`` (the result folder was over the cap).

Stdlib (+ ray, inside functions): the node needs torch, transformers and triton for the engine command only.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path, PurePosixPath

from .child_process import kill_group
from .run_archive import ArchiveTooLarge, pack_folder

WORK = "@@WORK@@"  # in argv and templated files: the scratch folder on the node
WORKDIR_ENV = "COMPILESCOPE_RAY_WORKDIR"
EVENT_EVERY_S = 0.5
LOG_CHUNK = 256 * 1024  # at most this much log per event (the archive brings the whole log)
STALE_AFTER_S = 2 * 86400  # a scratch folder this old belongs to a task that was killed: removed
CODE_ROOT = Path(__file__).resolve().parents[2]  # the folder holding ``analyzers`` (shipped by Ray or installed)
_KEY_RE = re.compile(r"^[A-Za-z0-9_.-]{1,120}$")

# Starts the command with a parent-death signal (Linux), so it dies with the task's process even on SIGKILL;
# a shim instead of preexec_fn, which is unsafe in a threaded process such as a Ray worker.
_SHIM = (
    "import ctypes, os, signal, sys\n"
    "try:\n ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)\nexcept Exception:\n pass\n"
    "if os.getppid() != int(sys.argv[1]):\n sys.exit(137)\n"
    "os.execv(sys.argv[2], sys.argv[2:])\n"
)


def node_job(job: dict):
    """One job on this node; a generator of events (see the module docstring)."""
    placement = placement_here()
    base = Path(os.environ.get(WORKDIR_ENV) or tempfile.gettempdir())
    base.mkdir(parents=True, exist_ok=True)
    _remove_stale(base)
    work = Path(tempfile.mkdtemp(prefix=f"compilescope-{_safe_key(job.get('id', 'job'))}-", dir=base))
    proc = None
    try:
        missing = [p for p in job.get("visible", []) if not Path(p).exists()]
        if missing:
            yield {"event": "refused", "placement": placement, "message": _not_visible(missing, placement)}
            return
        _write_files(work, job)
        env = _command_env(work, job, base)
        log_path = work / job["log"]
        log_path.parent.mkdir(parents=True, exist_ok=True)
        argv = [a.replace(WORK, str(work)) for a in job["argv"]]
        with open(log_path, "ab") as logf:
            proc = subprocess.Popen(
                [sys.executable, "-c", _SHIM, str(os.getpid()), sys.executable, "-m", "analyzers", *argv],
                stdout=logf, stderr=subprocess.STDOUT, cwd=work, env=env, start_new_session=True,
            )
        placement["worker_pid"] = proc.pid
        placement["cache"] = job.get("cache")
        yield {"event": "started", "placement": placement, "work": str(work)}
        seen: dict[str, tuple] = {}
        log_pos = 0
        while True:
            rc = proc.poll()
            yield from _changed_files(work, job.get("watch", []), seen)
            log_pos, text = _log_since(log_path, log_pos)
            if text:
                yield {"event": "log", "text": text}
            if rc is not None:
                break
            time.sleep(EVENT_EVERY_S)
        try:
            archive = pack_folder(work / job["collect"], job.get("max_bytes"))
        except ArchiveTooLarge as e:
            yield {"event": "done", "rc": rc, "error": str(e)}
            return
        yield {"event": "done", "rc": rc, "archive": archive}
    except BaseException:  # cancelled (KeyboardInterrupt / TaskCancelledError) or closed: the command goes too
        if proc is not None:
            kill_group(proc)
        raise
    finally:
        if proc is not None and proc.poll() is None:
            kill_group(proc)
        shutil.rmtree(work, ignore_errors=True)


def _remove_stale(base: Path, older_than_s: float = STALE_AFTER_S) -> None:
    """Scratch folders of tasks that were killed (no ``finally`` ran) and are older than any run lasts."""
    now = time.time()
    for p in base.glob("compilescope-*"):
        try:
            if p.name != "compilescope-cache" and p.is_dir() and now - p.stat().st_mtime > older_than_s:
                shutil.rmtree(p, ignore_errors=True)
        except OSError:
            continue


def placement_here() -> dict:
    """Where this task runs: node, IP, Ray node id, the GPU(s) Ray gave it and their name."""
    import ray

    ctx = ray.get_runtime_context()
    gpu_ids = [str(g) for g in ray.get_gpu_ids()]
    cvd = os.environ.get("CUDA_VISIBLE_DEVICES")
    return {
        "executor": "ray",
        "state": "running",
        "node": socket.gethostname(),
        "node_ip": ray.util.get_node_ip_address(),
        "node_id": ctx.get_node_id(),
        "gpu_index": gpu_ids,
        "cuda_visible_devices": cvd,
        "gpu_name": _gpu_name(gpu_ids),
        "task_pid": os.getpid(),
        "started": time.time(),
    }


def _gpu_name(gpu_ids: list[str]) -> str | None:
    if not gpu_ids or not shutil.which("nvidia-smi"):
        return None
    try:
        out = subprocess.run(
            ["nvidia-smi", "--query-gpu=name", "--format=csv,noheader", "-i", ",".join(gpu_ids)],
            capture_output=True, text=True, timeout=10,
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    names = [n.strip() for n in out.stdout.splitlines() if n.strip()] if out.returncode == 0 else []
    return ", ".join(dict.fromkeys(names)) or None


def _not_visible(missing: list[str], placement: dict) -> str:
    return (
        f"{', '.join(missing)} is not visible on Ray node {placement['node']} ({placement['node_ip']}): a local "
        "checkpoint must be on storage every worker mounts at the same path (or copied there); use a zoo model "
        "or a recipe to run without shared storage"
    )


def _safe_key(key: str) -> str:
    key = str(key)
    return key if _KEY_RE.match(key) else re.sub(r"[^A-Za-z0-9_.-]", "-", key)[:120] or "job"


def _inside(work: Path, rel: str) -> Path:
    p = PurePosixPath(rel)
    if p.is_absolute() or ".." in p.parts or not p.parts:
        raise ValueError(f"file {rel!r} of the job is not inside its folder")
    return work.joinpath(*p.parts)


def _write_files(work: Path, job: dict) -> None:
    templated = set(job.get("templated", []))
    for rel, text in job.get("files", {}).items():
        dest = _inside(work, rel)
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_text(text.replace(WORK, str(work)) if rel in templated else text, encoding="utf-8")


def _command_env(work: Path, job: dict, base: Path) -> dict:
    env = dict(os.environ, PYTHONUNBUFFERED="1", COMPILESCOPE_RECIPES=str(work / "recipes"))
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(CODE_ROOT), env.get("PYTHONPATH")]))
    env.update({k: str(v).replace(WORK, str(work)) for k, v in (job.get("env") or {}).items()})
    if job.get("cache"):  # a compile cache of its own on this node: fresh for the first job of a key, warm after
        cache = base / "compilescope-cache" / _safe_key(job["cache"])
        env["TORCHINDUCTOR_CACHE_DIR"] = str(cache / "inductor")
        env["TRITON_CACHE_DIR"] = str(cache / "triton")
    return env


def _changed_files(work: Path, names: list[str], seen: dict):
    for rel in names:
        p = _inside(work, rel)
        try:
            st = p.stat()
            key = (st.st_mtime_ns, st.st_size)
            if seen.get(rel) == key:
                continue
            text = p.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        seen[rel] = key
        yield {"event": "file", "name": rel, "text": text}


def _log_since(path: Path, pos: int) -> tuple[int, str]:
    try:
        with open(path, "rb") as f:
            f.seek(0, 2)
            end = f.tell()
            if end <= pos:
                return pos, ""
            f.seek(max(pos, end - LOG_CHUNK))
            return end, f.read().decode("utf-8", "replace")
    except OSError:
        return pos, ""


def node_facts() -> dict:
    """The engine's facts on this node (``env --json``), without a CUDA context on a GPU a run may be timing:
    the GPUs are named by nvidia-smi, torch is asked with none visible."""
    os.environ["CUDA_VISIBLE_DEVICES"] = ""
    from .admission import machine_facts

    facts = machine_facts()
    names: list[str] = []
    if shutil.which("nvidia-smi"):
        try:
            out = subprocess.run(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"],
                                 capture_output=True, text=True, timeout=10)
            names = [n.strip() for n in out.stdout.splitlines() if n.strip()] if out.returncode == 0 else []
        except (OSError, subprocess.TimeoutExpired):
            names = []
    facts.update(gpus=names, bf16_supported=None, node=socket.gethostname())
    return facts
