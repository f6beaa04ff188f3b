"""Fake wheels laid out as NVIDIA's (nvidia/cu13/..., a dist-info with METADATA and RECORD), for the
tests of the fetchers that read them (cudasem runtime, cudasem toolkit); no network."""

from __future__ import annotations

import base64
import hashlib
import zipfile
from collections.abc import Callable
from pathlib import Path


def digest(data: bytes) -> str:
    """A RECORD line's hash field."""
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def write_wheel(
    wheel: Path,
    dist: str,
    metadata: str,
    files: dict[str, bytes],
    record_fix: Callable[[str], str] | None = None,
) -> Path:
    """The wheel file `wheel` holding `files`, `<dist>/METADATA` and a RECORD of them all; record_fix,
    when given, rewrites each RECORD line (to plant a wrong hash or size)."""
    files = {**files, f"{dist}/METADATA": metadata.encode()}
    record = [f"{n},{digest(d)},{len(d)}" for n, d in files.items()]
    if record_fix:
        record = [record_fix(line) for line in record]
    files[f"{dist}/RECORD"] = ("\n".join([*record, f"{dist}/RECORD,,"]) + "\n").encode()
    with zipfile.ZipFile(wheel, "w") as z:
        for name, data in files.items():
            z.writestr(name, data)
    return wheel
