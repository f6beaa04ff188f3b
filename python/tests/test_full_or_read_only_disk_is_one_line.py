"""A full or read-only disk under `shard merge`, `export`, `evidence --rewrite` and `render` is one
line naming the file and the problem, exit 2, never a traceback; the previous output stays as it was
and no temporary file or partial folder is left (issue 44). A full disk is a write that raises
ENOSPC; a read-only folder refuses to open a file for writing or make a folder in it (EROFS)."""

from __future__ import annotations

import builtins
import errno
import io
import json
import os
import shutil
from pathlib import Path

import pytest

from cudasem.report import export, render
from cudasem.run import evidence, shard

from conftest import planted_files

DATA = Path(__file__).parent / "data" / "ci"
CASE = "memcpy.async.d2h_pageable_blocks"


def _under(path, where: Path) -> bool:
    return isinstance(path, (str, os.PathLike)) and Path(os.path.abspath(os.fspath(path))).is_relative_to(where)


class _FullFile:
    def __init__(self, f):
        self._f = f

    def write(self, data):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    def __getattr__(self, name):
        return getattr(self._f, name)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return self._f.__exit__(*exc)


def break_disk(monkeypatch, where: Path, how: str) -> None:
    """Files opened for writing under `where` cannot be written (full) or opened (read-only)."""
    real_open, real_mkdir = io.open, os.mkdir

    def fake_open(file, mode="r", *args, **kwargs):
        writing = any(c in mode for c in "wax+") and _under(file, where)
        if writing and how == "read-only":
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), os.fspath(file))
        f = real_open(file, mode, *args, **kwargs)
        return _FullFile(f) if writing else f

    def fake_mkdir(path, *args, **kwargs):
        if how == "read-only" and _under(path, where):
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), os.fspath(path))
        return real_mkdir(path, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", fake_open)
    monkeypatch.setattr(io, "open", fake_open)
    monkeypatch.setattr(os, "mkdir", fake_mkdir)


def files_in(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def _merge(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (out / "m.json").write_text('{"previous": 1}\n')
    return out, lambda: shard.main(
        ["merge", *map(str, sorted(DATA.glob("h100-580-shard*.json"))), "--out", str(out / "m.json")]
    )


def _merge_group(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (out / "kept.txt").write_text("previous\n")
    runs = tmp_path / "runs"
    runs.mkdir()
    for p in DATA.glob("*.json"):
        if p.name != "h100-580.json":  # its shards stand for it
            shutil.copy(p, runs)
    return out, lambda: shard.main(["merge", "--group", str(runs), "--out-dir", str(out / "merged")])


def _export(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (out / "j.xml").write_text("<previous/>\n")
    (out / "r.csv").write_text("previous,Pass,0.000\n")
    bundle = str(planted_files()[0])
    return out, lambda: export.main([bundle, "--junit", str(out / "j.xml"), "--csv", str(out / "r.csv")])


def _rewrite(tmp_path):
    b = json.loads(next(p for p in planted_files() if "h100" in p.name and "580" in p.name).read_text())
    for c in b["cases"]:
        if c["id"] == CASE:
            c.update(outcome="FAIL", message="returned early", observations=[])
    (tmp_path / "bundles").mkdir()
    (tmp_path / "bundles" / "b.json").write_text(json.dumps(b))
    out = tmp_path / "expectations"
    out.mkdir()
    (out / "nvidia.txt").write_text(
        f"{CASE} | fail | any | why | bundles/old.json | driver-differs | message~returned early\n"
    )
    args = ["--root", str(tmp_path), "--expectations", str(out), "--rewrite", "bundles/b.json"]
    return out, lambda: evidence.main(args)


def _render(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    assert render.main([str(planted_files()[0]), "--out", str(out / "site")]) == 0
    return out, lambda: render.main([*map(str, planted_files()), "--out", str(out / "site")])


COMMANDS = {
    "shard merge": (_merge, "shard merge: cannot write"),
    "shard merge --group": (_merge_group, "shard merge: cannot write"),
    "export": (_export, "export: cannot write"),
    "evidence --rewrite": (_rewrite, "cudasem evidence: "),
    "render": (_render, "cudasem report: error: cannot write the site"),
}


@pytest.mark.parametrize("how", ["full", "read-only"])
@pytest.mark.parametrize("command", COMMANDS)
def test_a_full_or_read_only_disk_is_one_line_and_leaves_the_previous_output(
    tmp_path, monkeypatch, capsys, command, how
):
    setup, says = COMMANDS[command]
    out, run = setup(tmp_path)
    before = files_in(out)
    capsys.readouterr()
    break_disk(monkeypatch, out, how)
    code = run()
    monkeypatch.undo()
    err = capsys.readouterr().err
    problem = "No space left on device" if how == "full" else "Read-only file system"
    assert code == 2, err
    assert err.startswith(says) and problem in err and len(err.strip().splitlines()) == 1, err
    assert files_in(out) == before  # nothing half-written, no temporary file
    assert not list(out.rglob(".*")), list(out.rglob(".*"))  # no partial folder either
