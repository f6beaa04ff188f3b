"""ci/run-job: job tags agree with ci/matrix.py, a row's device reaches ctest, and the test and
report arms print their summary (counts, where the report is) to the log and the step summary.

The test arm runs on a stand-in build tree: a CTestTestfile.cmake with one `semantics` test
that copies a planted bundle into place and records the device variables it saw."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RUN_JOB = ROOT / "ci" / "run-job"
BUNDLES = Path(__file__).parent / "data" / "bundles"
PASSING = BUNDLES / "nvidia-h200_580.159.04_20261120T101500Z.json"
UUID = "GPU-5a1b2c3d-1234-5678-9abc-def012345678"

MATRIX = f"""
toolkits: {{'13.0': {{image: img}}}}
build_runner: [cpu]
gpus:
  - {{gpu: h100, runner: [a], driver: '580', toolkit: '13.0'}}
  - {{gpu: h200x2, runner: [b, gpu-0], driver: '580', toolkit: '13.0', device: 0}}
  - {{gpu: h200x2, runner: [b, gpu-1], driver: '580', toolkit: '13.0', device: 1, shards: 2}}
  - {{gpu: h200x8, runner: [c], driver: '590', toolkit: '13.0', device: {UUID}}}
"""


def env_without_ci(**extra):
    """This process's environment less any CI system's variables, plus `extra`; the venv's
    bin/ (this Python's) first on PATH, as ci/run sets it."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("GITHUB_", "CI_", "CUDASEM_", "CUDA_VISIBLE"))}
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    env.update(extra)
    return env


def matrix_jobs(tmp_path):
    m = tmp_path / "matrix.yaml"
    m.write_text(MATRIX)
    r = subprocess.run(
        [sys.executable, str(ROOT / "ci" / "matrix.py"), "github", "--matrix", str(m)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert r.returncode == 0, r.stderr
    out = dict(line.split("=", 1) for line in r.stdout.splitlines())
    return json.loads(out["tests"])["include"]


def test_run_job_tag_is_the_matrix_tag(tmp_path):
    pytest.importorskip("yaml")
    jobs = matrix_jobs(tmp_path)
    tags = {t["tag"] for t in jobs}
    assert tags == {
        "h100-drv580-cuda13.0",
        "h200x2-dev0-drv580-cuda13.0",
        "h200x2-dev1-drv580-cuda13.0-shard1of2",
        "h200x2-dev1-drv580-cuda13.0-shard2of2",
        f"h200x8-dev{UUID}-drv590-cuda13.0",
    }
    for t in jobs:
        args = [t["toolkit"], t["gpu"], t["driver"], str(t["shard"]), str(t["shards"]), t["device"]]
        r = subprocess.run(
            ["bash", str(RUN_JOB), "tag", *args], capture_output=True, text=True, timeout=30, env=env_without_ci()
        )
        assert r.returncode == 0, r.stderr
        assert r.stdout.strip() == t["tag"]


@pytest.mark.parametrize("device", ["gpu1", "-1", "true", "GPU-xyz"])
def test_bad_device_is_named(tmp_path, device):
    pytest.importorskip("yaml")
    m = tmp_path / "m.yaml"
    m.write_text(
        "toolkits: {'13.0': {image: x}}\nbuild_runner: [a]\n"
        f"gpus:\n  - {{gpu: h100, runner: [a], driver: '580', toolkit: '13.0', device: {device}}}\n"
    )
    r = subprocess.run(
        [sys.executable, str(ROOT / "ci" / "matrix.py"), "check", "--matrix", str(m)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert r.returncode == 2 and "gpus[0]" in r.stderr and "'device'" in r.stderr


@pytest.fixture
def checkout(tmp_path):
    """A checkout with ci/run-job and python/, and a stand-in build tree for toolkit 13.0."""
    if not shutil.which("ctest"):
        pytest.skip("ctest not installed")
    co = tmp_path / "co"
    (co / "ci").mkdir(parents=True)
    shutil.copy(RUN_JOB, co / "ci" / "run-job")
    shutil.copy(RUN_JOB.parent / "lib.sh", co / "ci" / "lib.sh")
    shutil.copy(RUN_JOB.parent / "matrix.py", co / "ci" / "matrix.py")
    (co / "python").symlink_to(ROOT / "python")
    ci_root = tmp_path / "ci-root"
    src_build = ci_root / "src" / "build" / "ci"
    stage = tmp_path / "stage" / "build" / "ci"
    stage.mkdir(parents=True)
    (stage / "CMakeCache.txt").write_text(f"CMAKE_HOME_DIRECTORY:INTERNAL={ci_root / 'src'}\n")
    fake = tmp_path / "fake-case.sh"
    fake.write_text(
        "#!/bin/sh\n"
        f"mkdir -p '{src_build}/cudasem-run'\n"
        f"cp '{PASSING}' '{src_build}/cudasem-run/bundle.json'\n"
        'echo "CUDASEM_DEVICE=${CUDASEM_DEVICE-unset} '
        f"CUDA_VISIBLE_DEVICES=${{CUDA_VISIBLE_DEVICES-unset}}\" > '{tmp_path}/seen.txt'\n"
    )
    (stage / "CTestTestfile.cmake").write_text(
        f'add_test(fake.case "/bin/sh" "{fake}")\nset_tests_properties(fake.case PROPERTIES LABELS "semantics")\n'
    )
    (co / "ci-out").mkdir()
    subprocess.run(
        [
            "tar",
            "-C",
            str(tmp_path / "stage"),
            "-czf",
            str(co / "ci-out" / "cudasem-build-cuda13.0.tar.gz"),
            "build/ci",
        ],
        check=True,
    )
    return co, ci_root


def run_test_arm(co, ci_root, *device, **env):
    r = subprocess.run(
        ["bash", "ci/run-job", "test", "13.0", "h200x2", "580", "0", "1", "ci-out", *device],
        cwd=co,
        capture_output=True,
        text=True,
        timeout=120,
        env=env_without_ci(CUDASEM_CI_ROOT=str(ci_root), **env),
    )
    assert r.returncode == 0, r.stdout + r.stderr
    return r, (co.parent / "seen.txt").read_text().strip()


def test_device_ordinal_reaches_ctest_and_names_the_bundle(checkout, tmp_path):
    co, ci_root = checkout
    summary = tmp_path / "step-summary.md"
    r, seen = run_test_arm(
        co,
        ci_root,
        "1",
        GITHUB_STEP_SUMMARY=str(summary),
        GITHUB_RUN_ID="42",
        GITHUB_REPOSITORY="o/r",
        GITHUB_SERVER_URL="https://github.example",
        GITHUB_REF="refs/heads/main",
    )
    assert seen == "CUDASEM_DEVICE=1 CUDA_VISIBLE_DEVICES=unset"
    tag = "h200x2-dev1-drv580-cuda13.0"
    assert (co / "ci-out" / "bundles" / f"cudasem-{tag}.json").is_file()
    assert (co / "ci-out" / "bundles" / f"cudasem-{tag}.junit.xml").is_file()
    text = summary.read_text()
    assert f"### cudasem: {tag}" in text
    assert "cudasem summary: 14 cases: 11 PASS, 1 FLAKY, 2 UNSUPPORTED" in text
    assert "https://github.example/o/r/actions/runs/42" in text and "GitHub Pages" in text
    assert text.strip() in r.stdout  # the log has the same block


def test_device_uuid_becomes_cuda_visible_devices(checkout):
    co, ci_root = checkout
    r, seen = run_test_arm(co, ci_root, UUID)
    assert seen == f"CUDASEM_DEVICE=0 CUDA_VISIBLE_DEVICES={UUID}"
    assert (co / "ci-out" / "bundles" / f"cudasem-h200x2-dev{UUID}-drv580-cuda13.0.json").is_file()


def test_no_device_uses_the_whole_runner_and_gitlab_log_has_the_summary(checkout):
    co, ci_root = checkout
    r, seen = run_test_arm(
        co,
        ci_root,
        "",
        CI_PIPELINE_URL="https://gitlab.example/p/-/pipelines/7",
        CI_COMMIT_REF_NAME="main",
        CI_DEFAULT_BRANCH="main",
        CI_PAGES_URL="https://p.pages.example",
    )
    assert seen == "CUDASEM_DEVICE=unset CUDA_VISIBLE_DEVICES=unset"
    assert (co / "ci-out" / "bundles" / "cudasem-h200x2-drv580-cuda13.0.json").is_file()
    assert "### cudasem: h200x2-drv580-cuda13.0" in r.stdout
    assert "cudasem summary: 14 cases: 11 PASS, 1 FLAKY, 2 UNSUPPORTED" in r.stdout
    assert "https://gitlab.example/p/-/pipelines/7" in r.stdout
    assert "https://p.pages.example" in r.stdout


def test_bad_device_stops_the_test_arm(checkout):
    co, ci_root = checkout
    r = subprocess.run(
        ["bash", "ci/run-job", "test", "13.0", "h100", "580", "0", "1", "ci-out", "gpu1"],
        cwd=co,
        capture_output=True,
        text=True,
        timeout=60,
        env=env_without_ci(CUDASEM_CI_ROOT=str(ci_root)),
    )
    assert r.returncode == 2 and "DEVICE must be" in r.stderr


def test_report_arm_summary_has_counts_and_links(tmp_path):
    pytest.importorskip("jinja2")
    co = tmp_path / "co"
    (co / "ci").mkdir(parents=True)
    shutil.copy(RUN_JOB, co / "ci" / "run-job")
    shutil.copy(RUN_JOB.parent / "lib.sh", co / "ci" / "lib.sh")
    shutil.copy(RUN_JOB.parent / "matrix.py", co / "ci" / "matrix.py")
    (co / "python").symlink_to(ROOT / "python")
    (co / "ci-out" / "bundles").mkdir(parents=True)
    for b in BUNDLES.glob("*.json"):
        shutil.copy(b, co / "ci-out" / "bundles" / b.name)
    summary = tmp_path / "step-summary.md"
    r = subprocess.run(
        ["bash", "ci/run-job", "report", "ci-out/bundles", "report"],
        cwd=co,
        capture_output=True,
        text=True,
        timeout=300,
        env=env_without_ci(
            GITHUB_STEP_SUMMARY=str(summary), GITHUB_RUN_ID="9", GITHUB_REPOSITORY="o/r", GITHUB_REF="refs/heads/topic"
        ),
    )
    assert r.returncode == 0, r.stdout + r.stderr
    assert (co / "report" / "html" / "index.html").is_file()
    text = summary.read_text()
    assert "## cudasem report" in text and "https://github.com/o/r/actions/runs/9" in text
    assert "GitHub Pages" not in text  # published from main only
    assert "nvidia-h200_580.159.04_20261121T120000Z.json: 13 cases: 13 PASS" in text
    assert "## cudasem: which axis do failures follow?" in text
    assert text.strip() in r.stdout
    assert not (co / ".venv").exists()  # Jinja2 was there: nothing installed
