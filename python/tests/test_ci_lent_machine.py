"""ci/lent-machine run checks its steps and its setting before it touches the machine: a step it
cannot run, a runtime release that was not carried, or a tree without CUDASEM_SUITE_COMMIT is refused
with one line naming it, exit 2, and nothing is unpacked, copied or built. No GPU needed."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "ci" / "lent-machine"


def _run(tmp_path: Path, *args: str, commit: str | None = "ef8dd4c80af50bc957a752d4eff6b63d4b571c56"):
    env = {k: v for k, v in os.environ.items() if not k.startswith("CUDASEM_")}
    if commit is not None:
        env["CUDASEM_SUITE_COMMIT"] = commit
    tree = tmp_path / "tree"
    r = subprocess.run(
        [str(SCRIPT), *args[:1], "--out", str(tmp_path / "out"), "--tree", str(tree), *args[1:]],
        env=env, capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert not tree.exists(), "refused, yet the tree was copied"
    return r


@pytest.mark.parametrize(
    "step, says",
    [
        ("fast:0/3", "step 'fast:0/3': not a step (full, rt, san, ids, floor)"),
        ("full:3", "step 'full:3': full:I/N[:FLOOR]"),
        ("rt:9.9.9:0/2", "step 'rt:9.9.9:0/2': no .carry/cudart/9.9.9/libcudart.so.13 (ci/lent-machine carry 9.9.9)"),
        ("san:memcheck:rest:.", "step 'san:memcheck:rest:.': san:TOOL:PART:LABELS[:EXCLUDED]:LIMIT"),
        ("ids:memcheck:left:no-such-file.txt:60", "step 'ids:memcheck:left:no-such-file.txt:60': no file"),
    ],
)
def test_a_step_it_cannot_run_is_refused_before_anything_happens(tmp_path, step, says):
    r = _run(tmp_path, "run", "floor:16", step)
    assert r.returncode == 2
    assert r.stderr.startswith(f"ci/lent-machine: {says}"), r.stderr
    assert len(r.stderr.splitlines()) == 1 and r.stdout == ""


def test_a_tree_without_its_commit_is_refused(tmp_path):
    r = _run(tmp_path, "run", "floor:16", commit=None)
    assert r.returncode == 2
    assert r.stderr == (
        "ci/lent-machine: set CUDASEM_SUITE_COMMIT to the commit of this tree (a copied tree has no git history)\n"
    )


def test_no_step_and_no_command_are_refused(tmp_path):
    assert _run(tmp_path, "run").stderr == "ci/lent-machine: no step (full, rt, san, ids, floor)\n"
    r = subprocess.run([str(SCRIPT)], capture_output=True, text=True, timeout=60, check=False)
    assert r.returncode == 2 and r.stderr.startswith("ci/lent-machine: usage: ci/lent-machine carry")
