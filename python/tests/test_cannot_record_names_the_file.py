"""A file the run fixture cannot write (a full or read-only disk) ends the run as `CANNOT RECORD:
cannot write the run's files: <reason> (<file>)`, the file named as docs/results.md promises: a
failed write or fsync does not name it by itself. No GPU, no build."""

from __future__ import annotations

import errno
import os
import re
from pathlib import Path

import pytest
from test_defects_run_fixture import GOOD, begin_args, end_args, own_run

from cudasem.run import fixture as run

LINE = re.compile(r"CANNOT RECORD: cannot write the run's files: (?P<why>[^(\n]+) \((?P<file>[^)\n]+)\)$", re.M)


def fail_with(code):
    def fail(*_a, **_k):
        raise OSError(code, os.strerror(code))

    return fail


@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EROFS])
def test_end_names_the_file_it_could_not_write(tmp_path, capsys, monkeypatch, code):
    monkeypatch.setenv("CUDASEM_ALLOW_NO_GPU", "1")
    own_run(tmp_path, {"a.b.good": GOOD})
    monkeypatch.setattr(run.os, "fsync", fail_with(code))
    assert run.main(end_args(tmp_path)) == 1
    err = capsys.readouterr().err
    m = LINE.search(err)
    assert m and m["why"] == os.strerror(code), err
    written = Path(m["file"])
    assert written.suffix == ".json" and tmp_path in written.parents, err
    assert "Traceback" not in err


def test_begin_names_the_file_it_could_not_write(tmp_path, capsys, monkeypatch):
    run_dir = tmp_path / "run"
    monkeypatch.setattr(run.os, "fsync", fail_with(errno.ENOSPC))
    assert run.main(begin_args(tmp_path, run_dir)) == 1
    err = capsys.readouterr().err
    m = LINE.search(err)
    assert m and m["file"] == str(run_dir / "lock"), err
