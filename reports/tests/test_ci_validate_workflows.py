"""ci/validate-workflows: the templates pass the schema checks (needs check-jsonschema)."""

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(not shutil.which("check-jsonschema"), reason="check-jsonschema not installed")
def test_templates_validate():
    r = subprocess.run(["bash", str(ROOT / "ci" / "validate-workflows"), "--no-install"],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "ok: gitlab-ci schema (generated child pipeline)" in r.stdout
