"""Writing the tools' output files so that nothing is lost: a file is written whole or not at all
(a temporary file in the same folder, flushed to disk, renamed over the target), and an output that
names one of the command's inputs is refused before anything is written."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterable
from pathlib import Path


class SameFileError(ValueError):
    """An output path names an input (or another output) of the same command."""


def write_bytes_atomic(path: str | Path, data: bytes) -> None:
    """Writes path whole or not at all: a failed write (full or read-only disk, a kill) leaves the
    previous file as it was and no temporary file behind (but after a SIGKILL, whose temporary
    `.<name>.<pid>.tmp` stays beside it); raises the OSError."""
    path = Path(path)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


def write_atomic(path: str | Path, text: str) -> None:
    """write_bytes_atomic of the text in UTF-8."""
    write_bytes_atomic(path, text.encode("utf-8"))


def refuse_same_files(outputs: Iterable[str | Path], inputs: Iterable[str | Path]) -> None:
    """Raises SameFileError when an output names an input or another output, by any path (links
    and relative paths resolved)."""
    seen: dict[Path, str] = {}
    for p in inputs:
        seen.setdefault(Path(p).resolve(), f"the input {p}")
    for p in outputs:
        key = Path(p).resolve()
        if key in seen:
            raise SameFileError(f"the output {p} is {seen[key]}: choose another file")
        seen[key] = f"the output {p}"
