"""ci/gpu-evidence --preset and --cmake-arg (a build with another toolkit, docs/run-modes.md): the
configure step gets the preset and the extra arguments, the build and the run use build/<preset>.

The script runs in a stand-in checkout (ci/ copied, python/ linked) with stand-in cmake, ctest and
nvidia-smi on PATH that log their arguments; the stand-in ctest puts a planted bundle where the run
fixture would."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BUNDLE = Path(__file__).parent / "data" / "bundles" / "nvidia-h200_580.159.04_20261120T101500Z.json"

CTEST = """#!/usr/bin/env bash
echo "ctest $*" >>"$CALLS"
while [ $# -gt 0 ]; do [ "$1" = --test-dir ] && dir=$2; shift; done
mkdir -p "$dir/cudasem-run/records"
echo '{}' >"$dir/cudasem-run/run.json"
cp "$PLANTED" "$dir/cudasem-run/bundle.json"
"""


def _tool(folder: Path, name: str, text: str) -> None:
    path = folder / name
    path.write_text(text)
    path.chmod(path.stat().st_mode | stat.S_IXUSR)


def stand_in(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    checkout = tmp_path / "checkout"
    (checkout / "ci").mkdir(parents=True)
    for name in ("gpu-evidence", "lib.sh"):
        shutil.copy2(ROOT / "ci" / name, checkout / "ci" / name)
    (checkout / "python").symlink_to(ROOT / "python")
    tools = tmp_path / "bin"
    tools.mkdir()
    _tool(tools, "cmake", '#!/usr/bin/env bash\necho "cmake $*" >>"$CALLS"\n')
    _tool(tools, "ctest", CTEST)
    _tool(tools, "nvidia-smi", "#!/usr/bin/env bash\necho 'GPU 0: stand-in'\n")
    _tool(tools, "python3", f'#!/usr/bin/env bash\nexec "{sys.executable}" "$@"\n')
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CUDASEM_", "CUDA_VISIBLE"))}
    env.update(PATH=f"{tools}{os.pathsep}{env.get('PATH', '')}", CALLS=str(tmp_path / "calls"), PLANTED=str(BUNDLE))
    return checkout, env


def test_preset_and_cmake_args_reach_the_configure_and_the_build_folder(tmp_path):
    checkout, env = stand_in(tmp_path)
    out = tmp_path / "out"
    r = subprocess.run(
        [str(checkout / "ci" / "gpu-evidence"), str(out), "--preset", "toolkit-13.5", "--jobs", "4",
         "--cmake-arg", "-DCMAKE_CUDA_COMPILER=/tmp/toolkit/13.5.37/bin/nvcc",
         "--cmake-arg", "-DCUDAToolkit_ROOT=/tmp/toolkit/13.5.37"],
        env=env, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert r.returncode == 0, r.stdout + r.stderr
    calls = (tmp_path / "calls").read_text().splitlines()
    assert calls[0] == (
        "cmake --preset toolkit-13.5 -DCMAKE_CUDA_COMPILER=/tmp/toolkit/13.5.37/bin/nvcc "
        "-DCUDAToolkit_ROOT=/tmp/toolkit/13.5.37"
    )
    assert calls[1].startswith("cmake --build build/toolkit-13.5 ")
    assert calls[2].startswith("ctest --test-dir build/toolkit-13.5 ") and " -j 4 " in calls[2]
    assert (out / "bundle.json").read_bytes() == BUNDLE.read_bytes()


def test_default_preset_is_as_before_and_a_bad_preset_is_refused(tmp_path):
    checkout, env = stand_in(tmp_path)
    script = str(checkout / "ci" / "gpu-evidence")
    r = subprocess.run([script, str(tmp_path / "out")], env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    calls = (tmp_path / "calls").read_text().splitlines()
    assert calls[0] == "cmake --preset default" and calls[1].startswith("cmake --build build/default ")
    r = subprocess.run([script, str(tmp_path / "o2"), "--preset", "../x"], env=env, capture_output=True, text=True)
    assert r.returncode == 2 and r.stderr.strip() == (
        "ci/gpu-evidence: --preset takes a preset name of CMakePresets.json, not '../x'"
    )


def test_a_sanitizer_part_of_named_cases_selects_exactly_them(tmp_path):
    """--sanitizer-ids NAME:FILE: the cases a stopped part did not finish, by name (issue 45)."""
    checkout, env = stand_in(tmp_path)
    ids = tmp_path / "left.txt"
    ids.write_text("vmm.retain.same_handle_for_interior_address\ndevice.count.at_least_one\n")
    script, out = str(checkout / "ci" / "gpu-evidence"), tmp_path / "out"
    r = subprocess.run(
        [script, str(out), "--no-full", "--sanitizer", "memcheck", "--sanitizer-ids", f"left:{ids}"],
        env=env, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert r.returncode == 0, r.stdout + r.stderr
    ctest = next(c for c in (tmp_path / "calls").read_text().splitlines() if c.startswith("ctest "))
    assert r" -R ^(vmm\.retain\.same_handle_for_interior_address|device\.count\.at_least_one)$ -j 12" in ctest
    assert " -L " not in ctest
    assert (out / "sanitizer-memcheck-left.json").read_bytes() == BUNDLE.read_bytes()
    r = subprocess.run(
        [script, str(out), "--sanitizer", "memcheck", "--sanitizer-ids", f"left:{ids}", "--sanitizer-part", "a:b"],
        env=env, capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert r.returncode == 2 and "--sanitizer-ids takes NAME:FILE" in r.stderr
    ids.write_text("")  # an empty list is refused: ctest -R '' would select every case
    r = subprocess.run(
        [script, str(out), "--no-full", "--sanitizer", "memcheck", "--sanitizer-ids", f"left:{ids}"],
        env=env, capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert r.returncode == 2 and "not empty" in r.stderr


def test_a_fail_with_no_finding_runs_once_more_alone(tmp_path):
    """A case that FAILs under the tool with no error of it runs once more under the tool, alone (-j1),
    as part <name>-alone (issue 45: conditional-node cases failed under memcheck at -j16 only); a FAIL
    with a finding is the tool's verdict and does not."""
    import json

    bundle = json.loads(BUNDLE.read_text())
    quiet, found = [c for c in bundle["cases"] if c["outcome"] == "PASS"][:2]
    for case, errors in ((quiet, 0), (found, 1)):  # found: a finding, the tool's own verdict
        case["outcome"] = "FAIL"
        case["sanitizer"] = {"tool": "memcheck", "errors": errors, "summary_found": True, "findings": [],
                             "log": f"{case['id']}.sanitizer-memcheck.log", "status": "exit code 1"}  # fmt: skip
    planted = tmp_path / "planted.json"
    planted.write_text(json.dumps(bundle))
    checkout, env = stand_in(tmp_path)
    env["PLANTED"] = str(planted)
    out = tmp_path / "out"
    r = subprocess.run(
        [str(checkout / "ci" / "gpu-evidence"), str(out), "--no-full", "--sanitizer", "memcheck",
         "--sanitizer-part", "graph:driver", "--sanitizer-jobs", "16"],
        env=env, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert r.returncode == 0, r.stdout + r.stderr
    ctests = [c for c in (tmp_path / "calls").read_text().splitlines() if c.startswith("ctest ")]
    assert len(ctests) == 2 and " -j 16" in ctests[0]
    assert ctests[1].endswith(" -R ^({})$ -j 1".format(quiet["id"].replace(".", "\\."))), ctests[1]
    assert "1 case(s) FAILed with no finding: run again alone" in r.stdout
    assert (out / "sanitizer-memcheck-graph-alone.json").is_file()
    assert (out / "sanitizer-memcheck-graph-alone.ids").read_text().split() == [quiet["id"]]
