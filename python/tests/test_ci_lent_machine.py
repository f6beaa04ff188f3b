"""ci/lent-machine run checks its steps and its setting before it touches the machine: a step it
cannot run, a runtime release that was not carried, a tree without CUDASEM_SUITE_COMMIT or without
the carried folders is refused with one line naming it, exit 2, and nothing is copied or built. On a
stand-in machine (test_ci_gpu_evidence's logging cmake and ctest) a step is built once per machine,
run, and packed for the way back. No GPU needed."""

from __future__ import annotations

import gzip
import os
import shutil
import subprocess
import tarfile
from pathlib import Path

import pytest
from test_ci_gpu_evidence import BUNDLE, _tool, stand_in

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
        ("fast:0/3", "step 'fast:0/3': not a step (full, rt, san, ids, load, raw, floor)"),
        ("load:1", "step 'load:1': load:I/N"),
        ("full:3", "step 'full:3': full:I/N[:FLOOR]"),
        ("rt:9.9.9:0/2", "step 'rt:9.9.9:0/2': no .carry/cudart/9.9.9/libcudart.so.13 (ci/lent-machine carry 9.9.9)"),
        ("san:memcheck:rest:.", "step 'san:memcheck:rest:.': san:TOOL:PART:LABELS[:EXCLUDED]:LIMIT"),
        ("ids:memcheck:left:no-such-file.txt:60", "step 'ids:memcheck:left:no-such-file.txt:60': no file"),
        ("raw:0/2", "step 'raw:0/2': raw (no arguments)"),
    ],
)
def test_a_step_it_cannot_run_is_refused_before_anything_happens(tmp_path, step, says):
    r = _run(tmp_path, "run", "floor:16", step)
    assert r.returncode == 2
    assert r.stderr.startswith(f"ci/lent-machine: {says}"), r.stderr
    assert len(r.stderr.splitlines()) == 1 and r.stdout == ""


def test_an_empty_list_of_ids_is_refused(tmp_path):
    """An empty ids file selected every case under the tool (a file made on the machine by an
    earlier call is gone by the next: only the carried tree travels)."""
    empty = tmp_path / "empty.txt"
    empty.write_text("")
    r = _run(tmp_path, "run", f"ids:memcheck:left:{empty}:60")
    assert r.returncode == 2
    assert r.stderr.startswith(
        f"ci/lent-machine: step 'ids:memcheck:left:{empty}:60': no file '{empty}' of case ids"
    ), r.stderr
    assert "or it is empty" in r.stderr


def test_a_bad_number_of_jobs_is_refused(tmp_path):
    r = _run(tmp_path, "run", "--jobs", "0", "floor:16")
    assert r.returncode == 2
    assert r.stderr == "ci/lent-machine: --jobs takes a number of parallel cases from 1 to 999, not '0'\n"


def test_a_tree_without_its_commit_is_refused(tmp_path):
    r = _run(tmp_path, "run", "floor:16", commit=None)
    assert r.returncode == 2
    assert r.stderr == (
        "ci/lent-machine: set CUDASEM_SUITE_COMMIT to the commit of this tree (a copied tree has no git history)\n"
    )


def test_no_step_and_no_command_are_refused(tmp_path):
    assert _run(tmp_path, "run").stderr == "ci/lent-machine: no step (full, rt, san, ids, load, raw, floor)\n"
    r = subprocess.run([str(SCRIPT)], capture_output=True, text=True, timeout=60, check=False)
    assert r.returncode == 2 and r.stderr.startswith("ci/lent-machine: usage: ci/lent-machine carry")


def _stand_in_machine(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    """A carried tree (ci/ copied, python/ linked, the carried folders planted) and stand-in cmake,
    ctest, nvidia-smi, dpkg and ldconfig that log their arguments (test_ci_gpu_evidence's)."""
    checkout, env = stand_in(tmp_path)
    for name in ("lent-machine", "process-floor"):
        shutil.copy2(ROOT / "ci" / name, checkout / "ci" / name)
    for folder in (".gl", ".carry/whl", ".carry/nlohmann/usr"):
        (checkout / folder).mkdir(parents=True)
    (checkout / ".gl" / "libvulkan1.deb").write_text("")
    tools = Path(env["PATH"].split(os.pathsep)[0])
    for name in ("dpkg", "ldconfig"):
        _tool(tools, name, f'#!/usr/bin/env bash\necho "{name} $*" >>"$CALLS"\n')
    env["CUDASEM_SUITE_COMMIT"] = "ef8dd4c80af50bc957a752d4eff6b63d4b571c56"
    return checkout, env


def test_a_sanitizer_part_is_built_once_run_and_packed(tmp_path):
    """Two calls on one machine: the first copies and builds the tree, the second reuses it and also
    runs the cases named in a list carried with the second call only (the built copy lacks it); each
    step's bundle and logs land in the output folder."""
    checkout, env = _stand_in_machine(tmp_path)
    tree, calls = tmp_path / "tree", tmp_path / "calls"

    def call(out: Path, *more: str) -> str:
        r = subprocess.run(
            [str(checkout / "ci" / "lent-machine"), "run", "--out", str(out), "--tree", str(tree),
             "san:memcheck:rest:.:^(entrypoints|driver)$:100", *more],
            cwd=checkout, env=env, capture_output=True, text=True, timeout=120, check=False,
        )  # fmt: skip
        assert r.returncode == 0, r.stdout + r.stderr
        return r.stdout

    first = call(tmp_path / "out1")
    assert "clean build:" in first and "== step san:memcheck:rest:.:^(entrypoints|driver)$:100:" in first
    log = calls.read_text().splitlines()
    assert log[0] == f"dpkg -x {checkout}/.gl/libvulkan1.deb /" and log[1] == "ldconfig "
    assert sum(line.startswith("cmake --build") for line in log) == 2  # the clean build and gpu-evidence's
    ctest = next(line for line in log if line.startswith("ctest "))
    assert " -LE perf|multi_gpu|^(entrypoints|driver)$ " in ctest and " -j 16" in ctest
    out = sorted(p.name for p in (tmp_path / "out1").iterdir())
    assert out == ["clean-build.log", "sanitizer-memcheck-rest-logs.tgz", "sanitizer-memcheck-rest.json.gz"]
    with gzip.open(tmp_path / "out1" / "sanitizer-memcheck-rest.json.gz") as f:
        assert f.read() == BUNDLE.read_bytes()
    with tarfile.open(tmp_path / "out1" / "sanitizer-memcheck-rest-logs.tgz") as t:
        names = t.getnames()
    assert "sanitizer-memcheck-rest/sanitizer-memcheck-rest.txt" in names
    assert not any(n.endswith(".json") for n in names)

    calls.unlink()
    (checkout / "left.txt").write_text("device.count.at_least_one\n")  # made from the first call's bundle
    second = call(tmp_path / "out2", "ids:memcheck:left:left.txt:60")
    assert "sanitizer-memcheck-left.json.gz" in [p.name for p in (tmp_path / "out2").iterdir()]
    ctest = [line for line in calls.read_text().splitlines() if line.startswith("ctest ")]
    assert r" -R ^(device\.count\.at_least_one)$ " in ctest[1]
    assert "clean build:" not in second
    assert sum(line.startswith("cmake --build") for line in calls.read_text().splitlines()) == 2  # gpu-evidence's
    assert not (tmp_path / "out2" / "clean-build.log").exists()


def test_a_tree_without_the_carried_folders_is_refused_before_the_copy(tmp_path):
    checkout, env = _stand_in_machine(tmp_path)
    shutil.rmtree(checkout / ".carry" / "whl")
    r = subprocess.run(
        [str(checkout / "ci" / "lent-machine"), "run", "--out", str(tmp_path / "o"), "--tree", str(tmp_path / "t"),
         "floor:16"],
        cwd=checkout, env=env, capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert r.returncode == 2 and not (tmp_path / "t").exists()
    assert r.stderr == (
        "ci/lent-machine: no .carry/whl in the tree: run ci/lent-machine carry where there is network, and carry it\n"
    )


def test_the_raw_step_runs_the_known_failures_of_every_shard_with_expectations_off(tmp_path):
    """full:0/2 in one call, full:1/2 and raw in the next on the same machine: raw waits for every shard
    of the split, then runs only their known failures (the stand-in bundle's one FLAKY case) with the
    expectations off; before the split is complete it says so and packs nothing."""
    checkout, env = _stand_in_machine(tmp_path)
    tree, calls = tmp_path / "tree", tmp_path / "calls"
    tools = Path(env["PATH"].split(os.pathsep)[0])
    listing = '{"tests": [{"name": "run.fixture", "properties": [{"name": "LABELS", "value": ["semantics_setup"]}]}]}'
    lists = f'[[ " $* " == *" --show-only=json-v1 "* ]] && {{ echo \'{listing}\'; exit 0; }}'  # shard split's query
    _tool(tools, "ctest", (tools / "ctest").read_text().replace("\n", f"\n{lists}\n", 1))

    def call(out: Path, *steps: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(checkout / "ci" / "lent-machine"), "run", "--out", str(out), "--tree", str(tree), *steps],
            cwd=checkout, env=env, capture_output=True, text=True, timeout=120, check=False,
        )  # fmt: skip

    first = call(tmp_path / "out1", "full:0/2", "raw")
    assert first.returncode == 0, first.stdout + first.stderr
    assert "step raw: needs the bundles of every full:I/N step of one N (found [2], complete [])" in first.stderr
    assert "raw.json.gz" not in [p.name for p in (tmp_path / "out1").iterdir()]

    calls.unlink()
    second = call(tmp_path / "out2", "full:1/2", "raw")
    assert second.returncode == 0, second.stdout + second.stderr
    assert {"full-1-of-2.json.gz", "raw.json.gz", "raw-logs.tgz"} <= {p.name for p in (tmp_path / "out2").iterdir()}
    ctest = [line for line in calls.read_text().splitlines() if line.startswith("ctest ")]
    assert len(ctest) == 2 and " -R ^(memcpy\\.async\\.h2d_pinned_does_not_block)$ " in ctest[1], ctest
    assert (tree / "lent-machine-work" / "raw-ids.txt").read_text() == "memcpy.async.h2d_pinned_does_not_block\n"


def test_the_load_step_runs_a_shard_beside_the_load_and_compares_it_with_the_unloaded_shard(tmp_path):
    """full:0/2 then load:0/2 on one machine (issue 45, item 3): the same shard again, beside cudasem-load,
    marked as loaded (CUDASEM_LOAD), its outcomes compared case for case with the unloaded shard's;
    the loaded bundle and its logs are packed, the unloaded bundle is not packed twice."""
    checkout, env = _stand_in_machine(tmp_path)
    tree, calls = tmp_path / "tree", tmp_path / "calls"
    tools = Path(env["PATH"].split(os.pathsep)[0])
    listing = '{"tests": [{"name": "run.fixture", "properties": [{"name": "LABELS", "value": ["semantics_setup"]}]}]}'
    lists = f'[[ " $* " == *" --show-only=json-v1 "* ]] && {{ echo \'{listing}\'; exit 0; }}'  # shard split's query
    ctest = (tools / "ctest").read_text().replace('echo "ctest $*"', 'echo "ctest $* ${CUDASEM_LOAD:+(loaded)}"')
    _tool(tools, "ctest", ctest.replace("\n", f"\n{lists}\n", 1))
    load = checkout / "build" / "default" / "harness" / "cudasem-load"  # copied with the tree
    load.parent.mkdir(parents=True)
    _tool(load.parent, load.name, '#!/usr/bin/env bash\necho "cudasem-load $*" >>"$CALLS"\nexec sleep 30\n')
    r = subprocess.run(
        [str(checkout / "ci" / "lent-machine"), "run", "--out", str(tmp_path / "out"), "--tree", str(tree),
         "--jobs", "24", "full:0/2", "load:0/2"],
        cwd=checkout, env=env, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert r.returncode == 0, r.stdout + r.stderr
    assert "loaded: outcomes equal the unloaded run's case for case (14 cases)" in r.stdout, r.stdout
    log = calls.read_text().splitlines()
    assert "cudasem-load --seconds 590" in log
    runs = [line for line in log if line.startswith("ctest ") and "--show-only" not in line]
    assert len(runs) == 2 and runs[1].endswith("(loaded)") and not runs[0].endswith("(loaded)")
    assert runs[0].split(" -j ")[0] == runs[1].split(" -j ")[0]  # the same shard's selection
    assert all(" -j 24" in run for run in runs)  # --jobs: a two-GPU machine's 32 cores
    out = {p.name for p in (tmp_path / "out").iterdir()}
    assert {"full-0-of-2.json.gz", "loaded-0-of-2.json.gz", "loaded-0-of-2-logs.tgz"} <= out
    with tarfile.open(tmp_path / "out" / "loaded-0-of-2-logs.tgz") as t:
        assert not any(n.endswith(".json") for n in t.getnames())
