"""ci/new-driver-check's baseline states (none, usable, unusable: damaged, another GPU name under the
same UUID, another run mode): a regressed run checked twice exits non-zero both times in every
state, an unusable baseline is its own error (exit 3, never 0, never "regression"), environment
errors are "cannot check" (2, never 1), and no GPU identity writes outside the keep folder.
Planted bundles, no GPU."""

from __future__ import annotations

import errno
import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from cudasem.model import ids
from cudasem.run import compare, newdriver

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "ci" / "new-driver-check"
DATA = Path(__file__).parent / "data" / "ci"
UUID_DIR = "gpu-5c8e0b1a-1111-2222-3333-444455556666"
KEPT = "nvidia-h100-80gb-hbm3_580.95.05_20261120T100000Z.json"

pytestmark = pytest.mark.skipif(not shutil.which("bash"), reason="needs bash")


def check(bundle, keep, *extra):
    return subprocess.run(
        ["bash", str(SCRIPT), "--keep-dir", str(keep), "--bundle", str(bundle), *extra],
        capture_output=True,
        text=True,
        timeout=120,
    )


def planted(tmp_path, name, source="h100-580.json", change=None):
    b = json.loads((DATA / source).read_text())
    if change:
        change(b)
    path = tmp_path / name
    path.write_text(json.dumps(b))
    return path


def renamed_gpu(b):
    """The same GPU (UUID) under another name string, everywhere the bundle names it."""
    for g in [b["identity"]["gpu"], *b["identity"]["gpus"], *(c["device"] for c in b["cases"] if c.get("device"))]:
        g["name"] = "NVIDIA H100 PCIe"


def with_mode(retries=0):
    def change(b):
        b["run"]["mode"] = {
            "expectations": "on",
            "retries": retries,
            "run_skipped": "off",
            "labels": "-L semantics",
            "selection": "",
            "device_selection": "all",
        }

    return change


def regressed(tmp_path):
    """h100-590.json (two cases PASS -> FAIL against h100-580.json) as the fixture writes it now,
    its run mode recorded."""
    return planted(tmp_path, "new.json", source="h100-590.json", change=with_mode())


def keep_folder(tmp_path, state):
    """A keep folder whose baseline for h100-590.json is in `state`."""
    keep = tmp_path / "keep"
    folder = keep / UUID_DIR
    if state == "none":
        return keep
    folder.mkdir(parents=True)
    good = planted(tmp_path, "good.json", change=with_mode()).read_bytes()
    if state == "usable":
        (folder / KEPT).write_bytes(good)
    elif state == "damaged":  # a copy killed halfway
        (folder / KEPT).write_bytes(good[: len(good) // 2])
    elif state == "other GPU name":
        shutil.copy(planted(tmp_path, "renamed.json", change=lambda b: (with_mode()(b), renamed_gpu(b))), folder / KEPT)
    elif state == "older format":  # kept before a format change: upgrade it, it is not damaged
        (folder / KEPT).write_text(json.dumps(dict(json.loads(good), schema="cudasem-bundle/1")))
    elif state == "other mode":  # CUDASEM_RETRIES=1
        shutil.copy(planted(tmp_path, "retries.json", change=with_mode(retries=1)), folder / KEPT)
    return keep


@pytest.mark.parametrize(
    "state, code, says",
    [
        ("none", 1, "REGRESSION: no earlier run"),
        ("usable", 1, "REGRESSION against"),
        ("damaged", 3, "not valid JSON"),
        ("other GPU name", 3, "made on 'NVIDIA H100 PCIe'"),
        ("other mode", 3, "retries: 1 vs 0"),
        ("older format", 3, "run `cudasem bundle upgrade"),
    ],
)
def test_a_regressed_run_checked_twice_is_never_green(tmp_path, state, code, says):
    keep = keep_folder(tmp_path, state)
    before = sorted(p.name for p in (keep / UUID_DIR).glob("*.json")) if (keep / UUID_DIR).is_dir() else []
    new = regressed(tmp_path)
    for attempt in (1, 2):  # a CI retry must not turn it green
        r = check(new, keep)
        assert r.returncode == code, (attempt, r.stdout + r.stderr)
        assert says in r.stdout + r.stderr, r.stdout + r.stderr
        if code == 3:
            assert "UNUSABLE BASELINE" in r.stderr and "REGRESSION" not in r.stdout
        if state == "older format":
            assert "(damaged: remove it" not in r.stderr, r.stderr
    after = sorted(p.name for p in (keep / UUID_DIR).glob("*.json")) if (keep / UUID_DIR).is_dir() else []
    assert after == before  # the regressed run was never kept


def test_help_documents_every_exit_code():
    r = subprocess.run(["bash", str(SCRIPT), "--help"], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0
    for line in ("0  no regression", "1  a regression", "2  the check could not be made", "3  the kept baseline"):
        assert line in r.stdout


def test_a_green_run_with_no_baseline_is_kept_and_a_later_green_run_compares_with_it(tmp_path):
    keep = keep_folder(tmp_path, "none")
    r = check(DATA / "h100-580.json", keep)
    assert r.returncode == 0 and "this run is the baseline" in r.stdout, r.stdout + r.stderr
    assert [p.name for p in (keep / UUID_DIR).glob("*.json")] == [KEPT]
    r = check(DATA / "h100-580.json", keep)
    assert r.returncode == 0 and "no regression" in r.stdout


@pytest.mark.parametrize("uuid", ["..", ".", "../../outside", ".hidden"])
def test_a_gpu_uuid_never_names_a_folder_outside_the_keep_folder(tmp_path, uuid):
    def odd(b):
        for g in [b["identity"]["gpu"], *b["identity"]["gpus"], *(c["device"] for c in b["cases"] if c.get("device"))]:
            g["uuid"] = uuid

    keep = tmp_path / "root" / "keep"
    keep.mkdir(parents=True)
    r = check(planted(tmp_path, "odd.json", change=odd), keep)
    assert r.returncode == 2 and "identity.gpu.uuid" in r.stderr, r.stdout + r.stderr
    assert "Traceback" not in r.stderr
    assert sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*.json")) == ["odd.json"]


def test_a_keep_folder_that_cannot_be_made_is_cannot_check_not_regression(tmp_path):
    keep = tmp_path / "keep"
    keep.write_text("a file where the keep folder should be\n")
    r = check(DATA / "h100-580.json", keep)
    assert r.returncode == 2, r.stdout + r.stderr
    assert "Traceback" not in r.stderr and str(keep) in r.stderr


def test_an_unreadable_bundle_is_cannot_check(tmp_path):
    bad = tmp_path / "bundle.json"
    bad.write_text('{"schema": "cudasem-bundle/1", ')
    r = check(bad, tmp_path / "keep")
    assert r.returncode == 2 and "Traceback" not in r.stderr and str(bad) in r.stderr


def test_a_malformed_renamed_file_is_cannot_check_not_regression(tmp_path, capsys, monkeypatch):
    renamed = tmp_path / "RENAMED.txt"
    renamed.write_text("# old | new | why\nonly.one.field\n")
    monkeypatch.setattr(compare, "renamed_ids", lambda: ids.renamed_ids(renamed))
    keep = keep_folder(tmp_path, "usable")
    assert compare.main([str(DATA / "h100-580.json"), str(DATA / "h100-590.json")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"{renamed}:2" in err and "Traceback" not in err
    assert newdriver.check(keep, DATA / "h100-590.json", accept=False, no_keep=False) == newdriver.CANNOT
    assert "cannot be compared" in capsys.readouterr().err


def test_the_exit_codes_of_the_python_step_map_to_the_scripts(tmp_path):
    """Whatever `cudasem new-driver check` exits with that is not its own code (a Python that fails
    to start, a crash: exit 1) is "cannot check" (2), never "regression" (1)."""
    text = SCRIPT.read_text()
    table = text[text.index('case "$rc" in\n  0)') :]
    assert "10) exit 1" in table and "12) exit 2" in table and "13) exit 3" in table
    assert "*) " in table and table.index("*) ") < table.index("esac") and "exit 2 ;;\nesac" in table


def test_a_kept_run_is_written_whole_or_not_at_all(tmp_path, monkeypatch, capsys):
    keep = tmp_path / "keep"

    def full(*_a):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    assert newdriver.main(["check", str(keep), str(DATA / "h100-580.json")]) == newdriver.CANNOT
    err = capsys.readouterr().err
    assert "No space left on device" in err and str(keep / UUID_DIR / KEPT) in err
    assert not [p for p in keep.rglob("*") if p.is_file()]  # no half copy that a later check would read


def test_a_failed_build_is_cannot_check_not_regression(tmp_path):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    fake = bin_dir / "cmake"
    fake.write_text("#!/bin/sh\necho 'cmake: the build failed' >&2\nexit 1\n")
    fake.chmod(0o755)
    build = tmp_path / "build"
    build.mkdir()
    (build / "CMakeCache.txt").write_text("")
    r = subprocess.run(
        ["bash", str(SCRIPT), "--keep-dir", str(tmp_path / "keep"), "--build-dir", str(build)],
        capture_output=True,
        text=True,
        timeout=120,
        env=dict(os.environ, PATH=f"{bin_dir}:{os.environ['PATH']}"),
    )
    assert r.returncode == 2, r.stdout + r.stderr
    assert "the check could not be made" in r.stderr
