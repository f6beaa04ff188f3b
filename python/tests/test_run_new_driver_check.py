"""ci/new-driver-check never keeps, nor compares with, a run in which no case ran, and compares
only with a kept run made the same way (run mode and selection). Planted bundles, no GPU."""

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import DEFAULT_MODE

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "ci" / "new-driver-check"
DATA = Path(__file__).parent / "data" / "ci"
UUID_DIR = "gpu-5c8e0b1a-1111-2222-3333-444455556666"

pytestmark = pytest.mark.skipif(not shutil.which("bash"), reason="needs bash")


def check(bundle, keep):
    return subprocess.run(
        ["bash", str(SCRIPT), "--keep-dir", str(keep), "--bundle", str(bundle)],
        capture_output=True,
        text=True,
        timeout=120,
    )


def planted(tmp_path, name, source="h100-580.json", started=None, nothing_ran=False, **mode):
    b = json.loads((DATA / source).read_text())
    if started:
        b["run"]["started"] = started
    if nothing_ran:
        for c in b["cases"]:
            c["outcome"], c["message"] = "UNSUPPORTED", "requires 2 GPUs; this machine has 1"
    if mode:
        b["run"]["mode"] = dict(
            dict(DEFAULT_MODE),
            **mode,
        )
    path = tmp_path / name
    path.write_text(json.dumps(b))
    return path


def kept(keep):
    return sorted(p.name for p in (keep / UUID_DIR).glob("*.json")) if (keep / UUID_DIR).is_dir() else []


def test_a_first_run_where_nothing_ran_is_no_baseline(tmp_path):
    keep = tmp_path / "keep"
    r = check(planted(tmp_path, "none.json", nothing_ran=True), keep)
    assert r.returncode == 2, r.stdout + r.stderr
    assert "no case ran" in r.stderr and "not kept as a baseline" in r.stderr
    assert "this run is the baseline" not in r.stdout and kept(keep) == []


def test_a_run_where_nothing_ran_is_compared_but_not_kept(tmp_path):
    keep = tmp_path / "keep"
    assert check(DATA / "h100-580.json", keep).returncode == 0
    r = check(planted(tmp_path, "none.json", started="2026-11-22T10:00:00Z", nothing_ran=True), keep)
    assert r.returncode == 1, r.stdout + r.stderr  # everything that ran before no longer runs
    assert "REGRESSIONS" in r.stdout and "not kept as a baseline" in r.stdout
    assert kept(keep) == ["nvidia-h100-80gb-hbm3_580.95.05_20261120T100000Z.json"]


def test_a_kept_bundle_where_nothing_ran_is_never_the_baseline(tmp_path):
    keep = tmp_path / "keep"
    assert check(DATA / "h100-580.json", keep).returncode == 0
    # planted by hand (or by an older version of the script), newer than the good one
    bad = planted(tmp_path, "bad.json", started="2026-11-20T23:00:00Z", nothing_ran=True)
    shutil.copy(bad, keep / UUID_DIR / "nvidia-h100-80gb-hbm3_580.95.05_20261120T230000Z.json")
    r = check(DATA / "h100-590.json", keep)
    assert "no case ran in it" in r.stderr
    assert (
        "comparing with " + str(keep / UUID_DIR / "nvidia-h100-80gb-hbm3_580.95.05_20261120T100000Z.json") in r.stdout
    )
    assert r.returncode == 1 and "streams.ordering.follows_driver: PASS -> FAIL" in r.stdout


def test_the_baseline_is_the_newest_run_made_the_same_way(tmp_path):
    keep = tmp_path / "keep"
    on = planted(tmp_path, "on.json", started="2026-11-20T10:00:00Z", expectations="on")
    off = planted(tmp_path, "off.json", started="2026-11-21T10:00:00Z", expectations="off")
    assert check(on, keep).returncode == 0
    r = check(off, keep)  # nothing made with expectations off before: the kept run is unusable
    assert r.returncode == 3 and "UNUSABLE BASELINE" in r.stderr, r.stdout + r.stderr
    assert "expectations: 'on' vs 'off'" in r.stderr and len(kept(keep)) == 1
    r = subprocess.run(
        ["bash", str(SCRIPT), "--keep-dir", str(keep), "--bundle", str(off), "--accept"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 3 and len(kept(keep)) == 2, r.stdout + r.stderr  # the first of its mode
    new = planted(tmp_path, "new.json", source="h100-590.json", started="2026-11-22T10:00:00Z", expectations="on")
    r = check(new, keep)
    assert (
        "comparing with " + str(keep / UUID_DIR / "nvidia-h100-80gb-hbm3_580.95.05_20261120T100000Z.json") in r.stdout
    )
    assert r.returncode == 1, r.stdout + r.stderr
    assert len(kept(keep)) == 2  # a regressed run is not kept as a baseline (issue 29)
