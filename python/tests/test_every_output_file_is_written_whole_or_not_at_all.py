"""Every file a tool writes goes through one writer (model/files.py: a temporary file in the same
folder, fsync, rename), so that a kill or a full disk during a write leaves the previous file as it
was: the build's generated headers and listing, the README's generated blocks, the claims' pending
list and migrated case files, ci/verdict.py's time record, as well as merge, export, evidence
--rewrite, bundle upgrade and the kept baselines (test_killed_writes_keep_the_previous_output.py).
A kill is injected at the first write; no GPU."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from cudasem.sources import claims, driver_table
from cudasem.sources import vocabulary as vocabulary_tool

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "python" / "cudasem"

# A write of a file's bytes, or a rename, outside model/files.py.
WRITE = re.compile(
    r"""\.write_text\(|\.write_bytes\(|\bopen\([^)]*["'][wax]b?\+?["']|os\.replace\(|os\.rename\(|"""
    r"""shutil\.(copy\w*|move)\(|\.replace\((tmp|out|path)\)"""
)

# The writes that are no output of a tool, each with why a partial file cannot be left as one.
ALLOWED = {
    # pages and the index's row files written into render's fresh folder, swapped in whole
    # (files.swap_folder) or removed
    "python/cudasem/report/render.py": 5,
    # the scratch copy evidence --rewrite checks before writing, in a temporary folder
    "python/cudasem/run/evidence.py": 2,
    # the build's test files shadowed into a temporary folder for ctest's listing
    "python/cudasem/run/selection.py": 2,
    # the run lock's guard file, opened for flock and never written
    "python/cudasem/run/lock.py": 1,
    # the earlier run's bundle renamed aside (a rename is whole)
    "python/cudasem/run/fixture.py": 1,
    # an unpacked runtime release: its library and manifest written into the fresh temporary folder
    # that files.folder_written_whole puts into place whole (or removes on any error)
    "python/cudasem/run/cudart.py": 2,
    # a release's cached headers (`cudasem drift fetch`): the headers and their manifest, the same way
    "python/cudasem/sources/drift.py": 2,
    # a toolkit folder (`cudasem toolkit assemble`): its files and manifest, the same way; `unpack`'s
    # folder extracted into a temporary folder and renamed into place whole; pip's requirement file and
    # the whole tar.xz that `pack` cuts (and `unpack` joins), scratch files in temporary folders
    "python/cudasem/sources/toolkit.py": 6,
}


def _sources() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py")) + sorted((ROOT / "ci").glob("*.py"))


def test_no_module_writes_a_file_but_through_the_one_writer():
    found: dict[str, list[str]] = {}
    for p in _sources():
        rel = str(p.relative_to(ROOT))
        if rel == "python/cudasem/model/files.py":
            continue
        for n, line in enumerate(p.read_text().splitlines(), 1):
            if WRITE.search(line) and not line.lstrip().startswith("#"):
                found.setdefault(rel, []).append(f"{rel}:{n}: {line.strip()}")
    unexpected = [line for rel, lines in found.items() if len(lines) != ALLOWED.get(rel, 0) for line in lines] + [
        f"{rel}: expected {n} writes, found none" for rel, n in ALLOWED.items() if rel not in found
    ]
    assert not unexpected, "write through model/files.py (write_atomic):\n" + "\n".join(unexpected)


class Killed(BaseException):
    """What a SIGKILL at the rename looks like from inside: nothing after it runs."""


@pytest.fixture
def killed_at_the_first_write(monkeypatch):
    def boom(*args, **kwargs):
        raise Killed

    monkeypatch.setattr(os, "fsync", boom)


def _vocabulary_header(path: Path) -> None:
    assert vocabulary_tool.main(["cpp", "--out", str(path)]) == 0


def _pending_list(path: Path) -> None:
    claims.write_pending(path, [claims.Violation("a.b", next(iter(claims.RULES)), "m", "n")])


def _driver_table(path: Path) -> None:
    driver_table.write(path, "// the new table\n")


WRITERS = {"vocabulary header": _vocabulary_header, "claims pending list": _pending_list, "driver table": _driver_table}


@pytest.mark.parametrize("writer", WRITERS.values(), ids=WRITERS.keys())
def test_a_kill_at_the_first_write_leaves_the_previous_file(tmp_path, writer, killed_at_the_first_write):
    target = tmp_path / "out.txt"
    target.write_text("the previous output\n")
    with pytest.raises(Killed):
        writer(target)
    assert target.read_text() == "the previous output\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.txt"]  # no temporary file left


@pytest.mark.parametrize("writer", WRITERS.values(), ids=WRITERS.keys())
def test_each_writer_writes_its_file_whole(tmp_path, writer):
    target = tmp_path / "out.txt"
    target.write_text("the previous output\n")
    writer(target)
    assert target.read_text() != "the previous output\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.txt"]
