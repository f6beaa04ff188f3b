"""ci/new-driver-check against planted bundles and a fake build tree (no GPU, no build)."""

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "ci" / "new-driver-check"
DATA = Path(__file__).parent / "data" / "ci"
H100_UUID_DIR = "gpu-5c8e0b1a-1111-2222-3333-444455556666"

pytestmark = pytest.mark.skipif(not shutil.which("bash"), reason="needs bash")


def check(*args, keep):
    return subprocess.run(
        ["bash", str(SCRIPT), "--keep-dir", str(keep), *map(str, args)], capture_output=True, text=True, timeout=120
    )


def test_help():
    r = subprocess.run(["bash", str(SCRIPT), "--help"], capture_output=True, text=True)
    assert r.returncode == 0 and "--skip-build" in r.stdout and "--keep-dir" in r.stdout


def test_first_run_is_the_baseline_then_same_run_has_no_regression(tmp_path):
    r = check("--bundle", DATA / "h100-580.json", keep=tmp_path)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "this run is the baseline" in r.stdout
    kept = list((tmp_path / H100_UUID_DIR).glob("*.json"))
    assert [p.name for p in kept] == ["nvidia-h100-80gb-hbm3_580.95.05_20261120T100000Z.json"]
    r = check("--skip-build", "--skip-run", "--bundle", DATA / "h100-580.json", keep=tmp_path)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "no regression" in r.stdout and "REGRESSIONS: 0" in r.stdout


def test_planted_regression_exits_1_and_names_the_cases(tmp_path):
    assert check("--bundle", DATA / "h100-580.json", keep=tmp_path).returncode == 0
    r = check("--bundle", DATA / "h100-590.json", keep=tmp_path)
    assert r.returncode == 1, r.stdout + r.stderr
    assert "streams.ordering.follows_driver: PASS -> FAIL" in r.stdout
    assert "REGRESSION against" in r.stdout
    # a regressed run is not the next baseline (issue 29); --accept keeps it
    assert len(list((tmp_path / H100_UUID_DIR).glob("*.json"))) == 1


def test_other_gpu_gets_its_own_folder(tmp_path):
    assert check("--bundle", DATA / "h100-580.json", keep=tmp_path).returncode == 0
    r = check("--bundle", DATA / "h200-590.json", keep=tmp_path)  # a first run with bad cases
    assert r.returncode == 1 and "no earlier run of this GPU" in r.stdout, r.stdout + r.stderr
    r = check("--bundle", DATA / "h200-590.json", "--accept", keep=tmp_path)
    assert r.returncode == 1 and "accepted as the baseline" in r.stdout
    assert len(list(tmp_path.iterdir())) == 2


def test_fake_build_dir_with_skip_build_and_skip_run(tmp_path):
    build = tmp_path / "build"
    (build / "cudasem-run").mkdir(parents=True)
    shutil.copy(DATA / "h100-580.json", build / "cudasem-run" / "bundle.json")
    keep = tmp_path / "keep"
    r = check("--build-dir", build, "--skip-build", "--skip-run", keep=keep)
    assert r.returncode == 0, r.stdout + r.stderr
    shutil.copy(DATA / "h100-590.json", build / "cudasem-run" / "bundle.json")
    r = check("--build-dir", build, "--skip-build", "--skip-run", "--no-keep", keep=keep)
    assert r.returncode == 1
    assert len(list((keep / H100_UUID_DIR).glob("*.json"))) == 1  # --no-keep kept nothing


def test_missing_bundle_or_no_gpu_exits_2(tmp_path):
    r = check("--build-dir", tmp_path, "--skip-build", "--skip-run", keep=tmp_path / "k")
    assert r.returncode == 2 and "no bundle" in r.stderr
    no_gpu = tmp_path / "nogpu.json"
    text = (DATA / "h100-580.json").read_text()
    import json

    b = json.loads(text)
    b["identity"].update(gpu=None, gpus=[], gpu_available=False, no_gpu_reason="no CUDA driver")
    for c in b["cases"]:  # as a run without a GPU writes them: nothing passes
        c.update(outcome="UNSUPPORTED", message="no CUDA driver", expectation=None)
    no_gpu.write_text(json.dumps(b))
    r = check("--bundle", no_gpu, keep=tmp_path / "k")
    assert r.returncode == 2 and "no GPU" in r.stderr
