"""Issue 29 defect 1: ci/new-driver-check never keeps a run it reports as a regression as the
next baseline (a CI retry must not turn red into green), unless --accept says so."""

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "ci" / "new-driver-check"
DATA = Path(__file__).parent / "data" / "ci"
UUID_DIR = "gpu-5c8e0b1a-1111-2222-3333-444455556666"

pytestmark = pytest.mark.skipif(not shutil.which("bash"), reason="needs bash")


def check(*args, keep):
    return subprocess.run(
        ["bash", str(SCRIPT), "--keep-dir", str(keep), *map(str, args)], capture_output=True, text=True, timeout=120
    )


def kept(keep):
    d = keep / UUID_DIR
    return sorted(p.name for p in d.glob("*.json")) if d.is_dir() else []


def test_a_regressed_run_is_not_the_next_baseline(tmp_path):
    assert check("--bundle", DATA / "h100-580.json", keep=tmp_path).returncode == 0
    first = check("--bundle", DATA / "h100-590.json", keep=tmp_path)
    assert first.returncode == 1, first.stdout + first.stderr
    assert "not kept as a baseline" in first.stdout and "--accept" in first.stdout
    assert kept(tmp_path) == ["nvidia-h100-80gb-hbm3_580.95.05_20261120T100000Z.json"]
    retry = check("--bundle", DATA / "h100-590.json", keep=tmp_path)  # a CI retry
    assert retry.returncode == 1, retry.stdout + retry.stderr
    assert "REGRESSION against" in retry.stdout and "no regression" not in retry.stdout


def test_accept_makes_a_regressed_run_the_baseline(tmp_path):
    assert check("--bundle", DATA / "h100-580.json", keep=tmp_path).returncode == 0
    r = check("--bundle", DATA / "h100-590.json", "--accept", keep=tmp_path)
    assert r.returncode == 1, r.stdout + r.stderr  # still reported as a regression
    assert "accepted" in r.stdout and len(kept(tmp_path)) == 2
    r = check("--bundle", DATA / "h100-590.json", keep=tmp_path)
    assert r.returncode == 0 and "no regression" in r.stdout, r.stdout + r.stderr


def test_accept_with_no_keep_is_refused(tmp_path):
    r = check("--bundle", DATA / "h100-580.json", "--accept", "--no-keep", keep=tmp_path)
    assert r.returncode == 2 and "--accept" in r.stderr
