"""ci/validate-workflows: the templates pass the schema checks (needs check-jsonschema).

check-jsonschema is in python/requirements.txt, so `ci/run setup` puts it into .venv/; it is
looked up next to this Python (the venv's bin/, also when PATH does not name it) and on PATH.
Its schemas are the ones bundled in it (--builtin-schema): no network. In CI (CI set) a missing
check-jsonschema fails the test instead of skipping it."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent


def check_jsonschema():
    beside = BIN / "check-jsonschema"
    if beside.is_file() and os.access(beside, os.X_OK):
        return str(beside)
    found = shutil.which("check-jsonschema")
    if not found and os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        pytest.fail(
            "check-jsonschema is not installed (CI): `ci/run setup` installs it from "
            "python/requirements.txt into .venv/"
        )
    if not found:
        pytest.skip("check-jsonschema not installed (ci/run setup installs it)")
    return found


def env_with_tools(tool):
    """PATH with the tool's folder (the venv's bin/: its python3 has PyYAML) first."""
    env = dict(os.environ)
    env["PATH"] = f"{Path(tool).parent}{os.pathsep}{env.get('PATH', '')}"
    return env


def test_templates_validate():
    tool = check_jsonschema()
    r = subprocess.run(
        ["bash", str(ROOT / "ci" / "validate-workflows"), "--no-install"],
        capture_output=True,
        text=True,
        timeout=300,
        env=env_with_tools(tool),
    )
    assert r.returncode == 0, r.stdout + r.stderr
    assert "ok: gitlab-ci schema (generated child pipeline)" in r.stdout
    assert "ok: gitlab-ci schema\n" in r.stdout
    assert "ok: actionlint ci/github" in r.stdout or "ok: github-workflows schema" in r.stdout


def test_child_pipeline_with_device_rows_validates(tmp_path):
    """Rows that own one device (ordinal, UUID, sharded) give a child pipeline GitLab accepts."""
    tool = check_jsonschema()
    m = tmp_path / "matrix.yaml"
    m.write_text(
        "toolkits: {'13.0': {image: img}}\nbuild_runner: [cpu]\ngpus:\n"
        "  - {gpu: h200x2, runner: [g, gpu-0], driver: '580', toolkit: '13.0', device: 0}\n"
        "  - {gpu: h200x2, runner: [g, gpu-1], driver: '580', toolkit: '13.0', device: 1, shards: 2}\n"
        "  - {gpu: h200x8, runner: [x], driver: '580', toolkit: '13.0',"
        " device: GPU-5a1b2c3d-1234-5678-9abc-def012345678}\n"
    )
    child = tmp_path / "child.yml"
    r = subprocess.run(
        [sys.executable, str(ROOT / "ci" / "matrix.py"), "gitlab", "--matrix", str(m)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert r.returncode == 0, r.stderr
    child.write_text(r.stdout)
    r = subprocess.run(
        [tool, "--builtin-schema", "vendor.gitlab-ci", str(child)], capture_output=True, text=True, timeout=300
    )
    assert r.returncode == 0, r.stdout + r.stderr
