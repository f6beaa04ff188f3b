"""ci/matrix.yaml and what ci/matrix.py makes of it for GitHub and GitLab."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

yaml = pytest.importorskip("yaml")
ROOT = Path(__file__).resolve().parents[2]


def matrix(*args):
    return subprocess.run(
        [sys.executable, str(ROOT / "ci" / "matrix.py"), *args], capture_output=True, text=True, timeout=60
    )


def test_github_outputs_are_matrix_json():
    r = matrix("github")
    assert r.returncode == 0, r.stderr
    out = dict(line.split("=", 1) for line in r.stdout.splitlines())
    tests = json.loads(out["tests"])["include"]
    assert {t["toolkit"] for t in tests} <= {t["toolkit"] for t in json.loads(out["toolkits"])["include"]}
    assert all(t["runner"] and t["gpu"] in t["tag"] and f"drv{t['driver']}" in t["tag"] for t in tests)
    assert len({t["tag"] for t in tests}) == len(tests)


def test_gitlab_child_pipeline_has_build_test_report():
    r = matrix("gitlab")
    assert r.returncode == 0, r.stderr
    child = yaml.safe_load(r.stdout)
    tests = [k for k in child if k.startswith("test ")]
    assert tests and "report" in child and any(k.startswith("build ") for k in child)
    for k in tests:
        (need,) = child[k]["needs"]
        assert need["job"] in child  # each test job needs a generated build job


def test_bad_row_is_named(tmp_path):
    bad = tmp_path / "m.yaml"
    bad.write_text(
        "toolkits: {'13.0': {image: x}}\nbuild_runner: [a]\n"
        "gpus:\n  - {gpu: h100, runner: [a], driver: '580', toolkit: '12.0'}\n"
    )
    r = matrix("check", "--matrix", str(bad))
    assert r.returncode == 2 and "gpus[0]" in r.stderr and "12.0" in r.stderr


def test_a_row_with_more_shards_than_a_split_makes_is_named(tmp_path):
    bad = tmp_path / "m.yaml"
    bad.write_text(
        "toolkits: {'13.0': {image: x}}\nbuild_runner: [a]\n"
        "gpus:\n  - {gpu: h100, runner: [a], driver: '580', toolkit: '13.0', shards: 99999999999}\n"
    )
    r = matrix("check", "--matrix", str(bad))
    assert r.returncode == 2 and "gpus[0]" in r.stderr and "from 1 to 4096" in r.stderr, r.stderr
