"""A run folder as one compressed, size-capped archive: how a remote worker's results travel home.

Stdlib only. ``pack_folder`` runs on the worker node (tar.gz, refused past the cap with a message that
says what to change); ``unpack_archive`` runs on the dashboard host and accepts only plain files and
folders inside the target (no links, devices, absolute paths or ``..``), within the same caps.
"""

from __future__ import annotations

import io
import os
import tarfile
from pathlib import Path, PurePosixPath

MAX_RESULT_ENV = "COMPILESCOPE_RAY_MAX_RESULT_MB"
DEFAULT_MAX_RESULT_MB = 256
UNPACKED_FACTOR = 8  # an archive may expand to this many times the cap, no more (a zip bomb stops there)


class ArchiveTooLarge(ValueError):
    """A run folder over the size cap: the message says how large and what to change."""


class ArchiveRefused(ValueError):
    """An archive holding something other than plain files inside the folder."""


def max_result_bytes() -> int:
    """The cap on a compressed run folder (``COMPILESCOPE_RAY_MAX_RESULT_MB``, default 256 MB)."""
    try:
        mb = float(os.environ.get(MAX_RESULT_ENV, DEFAULT_MAX_RESULT_MB))
    except ValueError:
        mb = DEFAULT_MAX_RESULT_MB
    return max(1, int(mb * 1024 * 1024))


def _too_large(what: str, size: int, cap: int) -> ArchiveTooLarge:
    return ArchiveTooLarge(
        f"the run folder is {what} {size / 2**20:.1f} MB, over the {cap / 2**20:.1f} MB cap on results that come "
        f"home from a worker: raise {MAX_RESULT_ENV} or ask for fewer analyses (--only) or a smaller model"
    )


def pack_folder(folder: Path, max_bytes: int | None = None, skip: tuple[str, ...] = ()) -> bytes:
    """``folder``'s files as a tar.gz (paths relative to it); ArchiveTooLarge past ``max_bytes``."""
    cap = max_bytes or max_result_bytes()
    folder = Path(folder)
    files = sorted(p for p in folder.rglob("*") if p.is_file() and not p.is_symlink() and p.name not in skip)
    raw = sum(p.stat().st_size for p in files)
    if raw > cap * UNPACKED_FACTOR:
        raise _too_large("uncompressed", raw, cap * UNPACKED_FACTOR)
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz", compresslevel=6) as tar:
        for p in files:
            tar.add(p, arcname=p.relative_to(folder).as_posix(), recursive=False)
            if buf.tell() > cap:
                raise _too_large("more than", buf.tell(), cap)
    data = buf.getvalue()
    if len(data) > cap:
        raise _too_large("", len(data), cap)
    return data


def unpack_archive(data: bytes, target: Path, max_bytes: int | None = None) -> list[str]:
    """Extract ``data`` into ``target`` (created); returns the relative paths of the files written."""
    cap = max_bytes or max_result_bytes()
    if len(data) > cap:
        raise _too_large("", len(data), cap)
    target = Path(target)
    target.mkdir(parents=True, exist_ok=True)
    written, total = [], 0
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
        members = tar.getmembers()
        for m in members:
            rel = PurePosixPath(m.name)
            if rel.is_absolute() or ".." in rel.parts or not rel.parts or not (m.isfile() or m.isdir()):
                raise ArchiveRefused(f"the result archive holds {m.name!r}, which is not a plain file in the run folder")
            total += m.size
            if total > cap * UNPACKED_FACTOR:
                raise _too_large("uncompressed more than", total, cap * UNPACKED_FACTOR)
        for m in members:
            dest = target.joinpath(*PurePosixPath(m.name).parts)
            if m.isdir():
                dest.mkdir(parents=True, exist_ok=True)
                continue
            dest.parent.mkdir(parents=True, exist_ok=True)
            src = tar.extractfile(m)
            with open(dest, "wb") as f:
                while chunk := src.read(1 << 20):
                    f.write(chunk)
            os.chmod(dest, 0o644)
            written.append(PurePosixPath(m.name).as_posix())
    return written
