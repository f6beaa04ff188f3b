"""Writing the tools' output files so that nothing is lost: a file is written whole or not at all
(a temporary file in the same folder, flushed to disk, renamed over the target), and an output that
names one of the command's inputs is refused before anything is written."""

from __future__ import annotations

import contextlib
import ctypes
import errno
import os
import shutil
import stat
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path


class SameFileError(ValueError):
    """An output path names an input (or another output) of the same command."""


def write_bytes_atomic(path: str | Path, data: bytes) -> None:
    """Writes path whole or not at all: a failed write (full or read-only disk, a kill) leaves the
    previous file as it was and no temporary file behind (but after a SIGKILL, whose temporary
    `.<name>.<pid>.tmp` stays beside it until the next write of path); raises the OSError."""
    path = Path(path)
    if path.is_symlink():  # the file the link names is rewritten; the link stays
        path = Path(os.path.realpath(path))
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "wb") as f:
            f.write(data)
            f.flush()
            with contextlib.suppress(FileNotFoundError):  # a rewritten file keeps its permissions
                os.fchmod(f.fileno(), stat.S_IMODE(os.stat(path).st_mode))
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _sync_folder(path.parent)
    _remove_stale_temporaries(path)


def process_gone(pid: int) -> bool:
    """No process of this id runs (on this machine): what it left half-written can go."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:
        return False
    return False


def _remove_stale_temporaries(path: Path) -> None:
    """The temporary files of earlier writes of path whose process was killed (SIGKILL)."""
    prefix = f".{path.name}."
    with contextlib.suppress(OSError):
        for entry in os.scandir(path.parent):
            pid = entry.name[len(prefix) : -len(".tmp")]
            ours = entry.name.startswith(prefix) and entry.name.endswith(".tmp") and pid.isdigit()
            if ours and int(pid) != os.getpid() and process_gone(int(pid)):
                with contextlib.suppress(OSError):
                    os.unlink(entry.path)


def _sync_folder(folder: Path) -> None:
    """The rename itself on disk (best effort: not every file system can sync a folder)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def write_atomic(path: str | Path, text: str) -> None:
    """write_bytes_atomic of the text in UTF-8."""
    write_bytes_atomic(path, text.encode("utf-8"))


def _file_key(p: str | Path) -> tuple:
    """One key per file: its device and inode where it exists (hard links too), else its resolved path."""
    try:
        st = os.stat(p)
        return ("inode", st.st_dev, st.st_ino)
    except OSError:
        return ("path", Path(p).resolve())


def refuse_same_files(outputs: Iterable[str | Path], inputs: Iterable[str | Path]) -> None:
    """Raises SameFileError when an output names an input or another output, by any path (links
    and relative paths resolved)."""
    seen: dict[tuple, tuple[str, str | Path]] = {}
    for p in inputs:
        seen.setdefault(_file_key(p), ("input", p))
    for p in outputs:
        key = _file_key(p)
        if key in seen:
            kind, q = seen[key]
            if kind == "output":
                raise SameFileError(f"the outputs {q} and {p} are one file: give each output a file of its own")
            raise SameFileError(f"the output {p} is the input {q}: choose another file")
        seen[key] = ("output", p)


def error_text(e: OSError) -> str:
    """An OSError as the end of a one-line message: 'No space left on device (site/index.html)'."""
    where = f" ({e.filename})" if getattr(e, "filename", None) else ""
    return f"{e.strerror or e}{where}"


_RENAME_EXCHANGE = 2  # linux/fs.h


def exchange(a: str | Path, b: str | Path) -> bool:
    """Swaps two existing paths in one step (Linux renameat2 RENAME_EXCHANGE): at no moment is
    either name missing. False when the system or the file system cannot; raises other OSErrors."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        renameat2 = libc.renameat2
    except (OSError, AttributeError):
        return False
    renameat2.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
    at_fdcwd = -100
    if renameat2(at_fdcwd, os.fsencode(a), at_fdcwd, os.fsencode(b), _RENAME_EXCHANGE) == 0:
        return True
    err = ctypes.get_errno()
    if err in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP):
        return False
    raise OSError(err, os.strerror(err), str(b))


def swap_folder(fresh: str | Path, target: str | Path) -> Path | None:
    """Puts the complete folder `fresh` at `target`: a new name is a rename; an existing folder is
    exchanged with it in one step, so that a kill at any moment leaves the old or the new folder
    whole at `target`. Returns where the old folder now lies (for the caller to remove), or None.
    Where the file system cannot exchange, the old folder is first renamed aside (`.<name>.old-<pid>`)."""
    fresh, target = Path(fresh), Path(target)
    if not target.exists():
        os.rename(fresh, target)
        return None
    if exchange(fresh, target):
        return fresh
    aside = target.with_name(f".{target.name}.old-{os.getpid()}")
    os.rename(target, aside)
    try:
        os.rename(fresh, target)
    except BaseException:
        os.rename(aside, target)
        raise
    return aside


@contextlib.contextmanager
def folder_written_whole(parent: str | Path, name: str) -> Iterator[Path]:
    """A folder written whole or not at all: the block writes into the fresh temporary folder this
    yields (in `parent`); when the block ends without an error, the folder is put at parent/name
    (swap_folder; an earlier folder there is then removed); on an error it is removed, and
    parent/name stays as it was."""
    parent = Path(parent)
    parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{name}.", dir=parent))
    try:
        yield tmp
        os.chmod(tmp, 0o755)
        old = swap_folder(tmp, parent / name)
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
