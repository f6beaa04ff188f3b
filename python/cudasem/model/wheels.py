"""NVIDIA's wheels as the tools read them (`cudasem runtime fetch`, cudasem.run.cudart; `cudasem drift
fetch`, cudasem.sources.drift): a wheel's METADATA checked against the package and version asked
for, its RECORD's digests, and the sha256 of a file."""

from __future__ import annotations

import base64
import hashlib
import subprocess
import sys
import zipfile
from pathlib import Path


class WheelError(ValueError):
    """A wheel that cannot be used (one line naming it and the check it failed)."""


def pip_download(what: str, args: list[str], error: type[Exception], timeout: int = 600) -> None:
    """`pip download --no-deps --only-binary=:all: ARGS` with this Python, bounded by `timeout` seconds;
    `error("WHAT: pip download failed ...")` when pip cannot run, runs too long or fails (with its last
    line of stderr)."""
    cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", *args]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, check=False)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise error(f"{what}: pip download failed: {e}") from None
    if proc.returncode != 0:
        last = (proc.stderr.strip().splitlines() or ["?"])[-1]
        raise error(f"{what}: pip download failed (exit {proc.returncode}): {last}")


def record_digest(data: bytes) -> str:
    """A wheel RECORD's hash of data: sha256= and the urlsafe base64 digest without padding."""
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def record(z: zipfile.ZipFile, wheel: Path, package: str, version: str) -> dict[str, tuple[str, str]]:
    """path -> (digest, size) of the wheel's RECORD, once its METADATA names `package` `version`;
    WheelError naming the wheel otherwise."""
    names = set(z.namelist())
    dist = f"{package.replace('-', '_')}-{version}.dist-info"
    if f"{dist}/RECORD" not in names or f"{dist}/METADATA" not in names:
        raise WheelError(f"{wheel}: has no {dist}/RECORD and METADATA")
    meta = z.read(f"{dist}/METADATA").decode("utf-8", "replace")
    said = dict(line.split(": ", 1) for line in meta.splitlines() if line.startswith(("Name: ", "Version: ")))
    if said.get("Name", "").lower().replace("_", "-") != package or said.get("Version") != version:
        said_as = f"{said.get('Name')} {said.get('Version')}"
        raise WheelError(f"{wheel}: its METADATA says {said_as}, not {package} {version}")
    listed: dict[str, tuple[str, str]] = {}
    for line in z.read(f"{dist}/RECORD").decode("utf-8", "replace").splitlines():
        if line.strip():
            path, digest, size = line.rsplit(",", 2)
            listed[path] = (digest, size)
    return listed
