"""The GitHub and GitLab templates (and the child pipeline ci/matrix.py generates): time limits
on every job, one GPU job of a ref at a time, the row's device passed on, the report published
from main, and Python packages only ever installed into a virtual environment."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

yaml = pytest.importorskip("yaml")
ROOT = Path(__file__).resolve().parents[2]
GITHUB = ROOT / "ci" / "github" / "cudasem-gpu-matrix.yml"
GITLAB = ROOT / "ci" / "gitlab" / "cudasem-gpu-matrix.gitlab-ci.yml"
sys.path.insert(0, str(ROOT / "ci"))
import matrix  # noqa: E402  (ci/matrix.py)


def system_pip(line: str) -> bool:
    """A pip install that is not into .venv/ (ci/run-job venv and validate-workflows make it)."""
    line = line.strip()
    return (
        not line.startswith("#")
        and re.search(r"\bpip3? install", line) is not None
        and not re.search(r"\.venv/|\$venv/", line)
    )


def github():
    wf = yaml.safe_load(GITHUB.read_text())
    return wf, wf["jobs"]


def child():
    r = subprocess.run(
        [sys.executable, str(ROOT / "ci" / "matrix.py"), "gitlab"], capture_output=True, text=True, timeout=60
    )
    assert r.returncode == 0, r.stderr
    return yaml.safe_load(r.stdout)


def runs(steps):
    return [s["run"] for s in steps if "run" in s]


def test_github_every_job_has_its_time_limit():
    _, jobs = github()
    limits = {name: job.get("timeout-minutes") for name, job in jobs.items()}
    assert limits == {
        "matrix": matrix.TIMEOUTS["matrix"],
        "build": 30,
        "test": 60,
        "report": 15,
        "deploy": matrix.TIMEOUTS["pages"],
    }
    assert matrix.TIMEOUTS["build"] == 30 and matrix.TIMEOUTS["test"] == 60 and matrix.TIMEOUTS["report"] == 15


def test_github_test_job_one_run_of_a_ref_per_gpu_job_and_device_passed():
    _, jobs = github()
    test = jobs["test"]
    group = test["concurrency"]["group"]
    assert "github.ref" in group and "matrix.tag" in group
    assert test["concurrency"]["cancel-in-progress"] is False
    (ctest,) = [s["run"] for s in test["steps"] if s.get("name") == "ctest -L semantics"]
    assert ctest.rstrip().endswith('ci-out "${{ matrix.device }}"')
    # the bundle artifact is named by the tag, which carries the device
    (upload,) = [s for s in test["steps"] if s.get("uses", "").startswith("actions/upload-artifact")]
    assert upload["with"]["name"] == "cudasem-bundle-${{ matrix.tag }}"


def test_github_pages_deploy_from_main_only():
    wf, jobs = github()
    assert wf["permissions"] == {"contents": "read"}
    report = jobs["report"]
    (pages,) = [s for s in report["steps"] if s.get("uses", "").startswith("actions/upload-pages-artifact")]
    assert pages["with"]["path"] == "report/html" and "refs/heads/main" in pages["if"]
    deploy = jobs["deploy"]
    assert deploy["needs"] == "report"
    assert "refs/heads/main" in deploy["if"] and "needs.report.result == 'success'" in deploy["if"]
    assert deploy["permissions"] == {"pages": "write", "id-token": "write"}
    assert deploy["environment"]["name"] == "github-pages"
    assert any(s.get("uses", "").startswith("actions/deploy-pages") for s in deploy["steps"])
    assert deploy["concurrency"]["cancel-in-progress"] is False


def test_gitlab_every_child_job_has_a_time_limit_and_test_jobs_a_resource_group():
    parent = yaml.safe_load(GITLAB.read_text())
    assert parent["generate"]["timeout"] == f"{matrix.TIMEOUTS['matrix']}m"
    assert "trigger" in parent["gpu-matrix"]  # a trigger job takes no timeout
    c = child()
    jobs = {k: v for k, v in c.items() if isinstance(v, dict) and "stage" in v}
    for name, job in jobs.items():
        kind = name.split()[0]
        assert job["timeout"] == f"{matrix.TIMEOUTS[kind]}m", name
    tests = {k: v for k, v in jobs.items() if k.startswith("test ")}
    assert tests
    for name, job in tests.items():
        tag = name[len("test ") :]
        assert job["resource_group"] == f"cudasem-$CI_COMMIT_REF_SLUG-{tag}"
        assert re.fullmatch(r"[A-Za-z0-9_./${} -]+", job["resource_group"])  # GitLab's alphabet
    assert len({j["resource_group"] for j in tests.values()}) == len(tests)


def test_gitlab_child_passes_the_device(tmp_path):
    m = tmp_path / "m.yaml"
    m.write_text(
        "toolkits: {'13.0': {image: x}}\nbuild_runner: [cpu]\ngpus:\n"
        "  - {gpu: h200x2, runner: [g, gpu-1], driver: '580', toolkit: '13.0', device: 1}\n"
        "  - {gpu: h100, runner: [h], driver: '580', toolkit: '13.0'}\n"
    )
    c = matrix.gitlab_child(matrix.load(m))
    assert c["test h200x2-dev1-drv580-cuda13.0"]["script"] == ["ci/run-job test 13.0 h200x2 580 0 1 ci-out 1"]
    assert c["test h100-drv580-cuda13.0"]["script"] == ["ci/run-job test 13.0 h100 580 0 1 ci-out"]


def test_gitlab_pages_job_publishes_the_report_on_the_default_branch():
    pages = child()["pages"]
    assert pages["needs"] == [{"job": "report", "artifacts": True}]
    assert pages["artifacts"]["paths"] == ["public/"]
    assert any("report/html public" in line for line in pages["script"])
    (rule,) = pages["rules"]
    assert "$CI_COMMIT_REF_NAME == $CI_DEFAULT_BRANCH" in rule["if"]
    assert pages["before_script"] == []  # no build tools needed


def test_python_packages_only_into_a_venv():
    _, jobs = github()
    lines = [line for job in jobs.values() for r in runs(job.get("steps", [])) for line in r.splitlines()]
    parent = yaml.safe_load(GITLAB.read_text())
    c = child()
    for job in list(parent.values()) + list(c.values()):
        if isinstance(job, dict):
            for key in ("before_script", "script"):
                lines += job.get(key, [])
    for f in ("run-job", "validate-workflows"):
        lines += (ROOT / "ci" / f).read_text().splitlines()
    bad = [line for line in lines if system_pip(line)]
    assert not bad, bad
    # the jobs that need PyYAML or Jinja2 make the venv first
    assert any("ci/run-job venv" in r for r in runs(jobs["matrix"]["steps"]))
    assert any("ci/run-job venv" in r for r in runs(jobs["report"]["steps"]))
    assert "ci/run-job venv" in parent["generate"]["script"]
    assert "ci/run-job venv" in c["report"]["before_script"]
