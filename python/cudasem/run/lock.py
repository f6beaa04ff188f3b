"""One run at a time per build folder: the lock of the run folder, owned by the ctest process
that runs the fixture (pid and start time name one process; a lock whose ctest is gone is stale
and taken over)."""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import sys
from pathlib import Path

from ..model.files import write_atomic  # noqa: F401  (the fixture's writes)
from . import CannotRecord
from .selection import cmdline_of, ctest_process, start_of

RUN_ID_FILE = "run-id"  # in the records folder: the id of the run that owns it


def run_owner() -> dict:
    """Who a run belongs to: the ctest process that runs begin and end, else our parent."""
    proc = ctest_process()
    if proc:
        return {"pid": proc["pid"], "start": proc["start"], "command": proc["command"]}
    pid = os.getppid()
    return {"pid": pid, "start": start_of(pid), "command": cmdline_of(pid)}


def same_owner(a: dict, b: dict) -> bool:
    return a.get("pid") == b.get("pid") and a.get("start") == b.get("start")


def alive(owner: dict) -> bool:
    start = start_of(int(owner.get("pid") or 0)) if owner.get("pid") else None
    return start is not None and start == owner.get("start")


# ------------------------------------------------------------------------------- the lock


@contextlib.contextmanager
def guard(run_dir: Path):
    """Serializes reading and changing the lock (held for milliseconds, never across a run)."""
    run_dir.mkdir(parents=True, exist_ok=True)
    with open(run_dir / "lock.guard", "a") as g:
        fcntl.flock(g, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(g, fcntl.LOCK_UN)


def read_lock(run_dir: Path) -> dict | None:
    try:
        data = json.loads((run_dir / "lock").read_text())
    except FileNotFoundError:
        return None
    except (OSError, ValueError):
        return {"pid": None, "start": None, "unreadable": True}
    return data if isinstance(data, dict) else {"pid": None, "start": None, "unreadable": True}


def describe_holder(lock: dict) -> str:
    cmd = " ".join(lock.get("command") or []) or "unknown command"
    return f"pid {lock.get('pid')} ({cmd}), run {lock.get('run_id')} started {lock.get('started')}"


def disk_error(e: OSError) -> str:
    """The reason of a failed file operation, for a CANNOT RECORD line (no traceback)."""
    where = f" ({e.filename})" if getattr(e, "filename", None) else ""
    return f"cannot write the run's files: {e.strerror or e}{where}"


def acquire_lock(run_dir: Path, owner: dict, run_id: str, started: str) -> str | None:
    """Takes the run folder for this run; returns a note when a stale lock was taken over.
    Raises CannotRecord when a live run holds it."""
    with guard(run_dir):
        held = read_lock(run_dir)
        note = None
        if held is not None and not same_owner(held, owner):
            if alive(held):
                raise CannotRecord(
                    f"another run is recording in {run_dir}: {describe_holder(held)}. Wait for it "
                    "to end, or run in another build folder (two runs in one folder would mix their "
                    f"records); if that process is not a ctest of this folder, remove {run_dir / 'lock'}"
                )
            note = f"took over the lock of a run that is gone ({describe_holder(held)}); its records are discarded"
        write_atomic(run_dir / "lock", json.dumps(dict(owner, run_id=run_id, started=started)) + "\n")
        return note


def release_lock(run_dir: Path, owner: dict) -> None:
    try:
        with guard(run_dir):
            held = read_lock(run_dir)
            if held is not None and same_owner(held, owner):
                with contextlib.suppress(FileNotFoundError):
                    (run_dir / "lock").unlink()
    except OSError as e:  # a read-only or full disk: said, never a traceback
        print(f"cudasem: cannot release {run_dir / 'lock'}: {e.strerror or e}", file=sys.stderr)
