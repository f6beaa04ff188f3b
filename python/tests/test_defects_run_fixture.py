"""Issue 29 defects 2, 6 (the fixture's half) and 7: the run fixture's end fails on any bad
outcome, CUDASEM_* settings are parsed by one strict parser, and a full or read-only disk is
CANNOT RECORD without a traceback or leftovers. No GPU, no build."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest

from cudasem.run import fixture as run
from cudasem.run import lock

from test_run_records import GOOD, begin_args, end_args
from test_run_records import own_run as _own_run

_IDENT = json.loads((Path(__file__).parent / "data" / "ci" / "h100-580.json").read_text())["identity"]
GPU_IDENTITY = {
    "gpus": _IDENT["gpus"],
    "gpu_available": True,
    "no_gpu_reason": None,
    "driver": _IDENT["driver"],
    "runtime": _IDENT["runtime"],
    "toolkit": _IDENT["toolkit"],
    "os": _IDENT["os"],
}


ENTRY = {"outcome": "fail", "reason": "planted", "reference": "test", "source": "expectations/x.txt:1"}


def own_run(tmp_path, records):
    """A started run on a GPU (a PASS without a GPU is not a valid bundle)."""
    return _own_run(tmp_path, records, identity=GPU_IDENTITY)


def leftovers(*dirs: Path) -> list[str]:
    return sorted(str(p) for d in dirs if d.exists() for p in d.rglob("*.tmp"))


# ------------------------------------------------------------------------------ defect 2


@pytest.mark.parametrize("outcome", ["FAIL", "XPASS", "CRASH", "TIMEOUT", "MISSING"])
def test_end_fails_when_the_bundle_holds_a_bad_outcome(tmp_path, capsys, monkeypatch, outcome):
    monkeypatch.setenv("CUDASEM_ALLOW_NO_GPU", "1")
    bad = None if outcome == "MISSING" else dict(GOOD, outcome=outcome, message="it went wrong")
    if outcome == "XPASS":
        bad["expectation"] = ENTRY
    run_dir = own_run(tmp_path, {"a.b.bad": bad, "a.b.good": GOOD})
    assert run.main(end_args(tmp_path)) == 1
    out = capsys.readouterr().out
    bundle = json.loads((run_dir / "bundle.json").read_text())  # the bundle is still written
    assert {c["id"]: c["outcome"] for c in bundle["cases"]}["a.b.bad"] == outcome
    assert f"cudasem run end: FAILED: 1 {outcome}: a.b.bad" in out
    assert lock.read_lock(run_dir) is None


def test_end_fails_on_a_malformed_record_a_directory_in_its_place(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("CUDASEM_ALLOW_NO_GPU", "1")
    run_dir = own_run(tmp_path, {"a.b.bad": None, "a.b.good": GOOD})
    (run_dir / "records" / "a.b.bad.json").mkdir()
    assert run.main(end_args(tmp_path)) == 1
    bundle = json.loads((run_dir / "bundle.json").read_text())
    assert {c["id"]: c["outcome"] for c in bundle["cases"]} == {"a.b.bad": "CRASH", "a.b.good": "PASS"}
    assert "FAILED: 1 CRASH: a.b.bad" in capsys.readouterr().out


def test_end_passes_when_every_case_is_good(tmp_path, monkeypatch):
    monkeypatch.setenv("CUDASEM_ALLOW_NO_GPU", "1")
    own_run(
        tmp_path,
        {
            "a.b.good": GOOD,
            "a.b.x": dict(GOOD, outcome="XFAIL", expectation=ENTRY),
            "a.b.u": dict(GOOD, outcome="UNSUPPORTED"),
            "a.b.f": dict(GOOD, outcome="FLAKY"),
        },
    )
    assert run.main(end_args(tmp_path)) == 0


# ------------------------------------------------------------------------------ defect 6


@pytest.mark.parametrize(
    "text, value",
    [
        ("1", True),
        ("0", False),
        ("on", True),
        ("OFF", False),
        ("True", True),
        ("false", False),
        ("yes", True),
        ("No", False),
        ("YES", True),
        (" off ", False),
    ],
)
def test_booleans_have_one_spelling_set(text, value):
    assert run.parse_setting("CUDASEM_RUN_SKIPPED", text) is value


@pytest.mark.parametrize(
    "name, text",
    [
        ("CUDASEM_EXPECTATIONS", "maybe"),
        ("CUDASEM_RUN_SKIPPED", "2"),
        ("CUDASEM_RETRIES", "99999999999999999999"),
        ("CUDASEM_RETRIES", "-1"),
        ("CUDASEM_RETRIES", " 2x"),
        ("CUDASEM_RETRIES", "two"),
        ("CUDASEM_ALLOW_NO_GPU", "sure"),
    ],
)
def test_an_invalid_value_is_refused_naming_the_variable(name, text):
    with pytest.raises(run.CannotRecord, match=name):
        run.parse_setting(name, text)


def test_run_mode_reads_every_spelling():
    mode = run.run_mode(
        {"CUDASEM_EXPECTATIONS": "OFF", "CUDASEM_RETRIES": "3", "CUDASEM_RUN_SKIPPED": "yes"}, [], "all"
    )
    assert (mode["expectations"], mode["retries"], mode["run_skipped"]) == ("off", 3, "on")
    mode = run.run_mode({"CUDASEM_EXPECTATIONS": "0", "CUDASEM_RETRIES": "", "CUDASEM_RUN_SKIPPED": "no"}, [], "all")
    assert (mode["expectations"], mode["retries"], mode["run_skipped"]) == ("off", 0, "off")
    mode = run.run_mode({"CUDASEM_EXPECTATIONS": "true"}, [], "all")
    assert mode["expectations"] == "on"


def test_run_mode_names_the_sanitizer_tool_and_the_repeat():
    """Sanitizer mode (harness/src/sanitizer.h): the tool in any case; off-words or empty: no key."""
    assert run.run_mode({"CUDASEM_SANITIZER": " MemCheck "}, [], "all")["sanitizer"] == "memcheck"
    for off in ("", "0", "off", "No"):
        assert "sanitizer" not in run.run_mode({"CUDASEM_SANITIZER": off}, [], "all")
    from cudasem.run.selection import repeat_option

    assert repeat_option(["ctest", "--repeat", "until-fail:3", "-L", "x"]) == "until-fail:3"
    assert repeat_option(["ctest", "--repeat=after-timeout:2"]) == "after-timeout:2"
    assert repeat_option(["ctest", "--repeat-until-fail", "4"]) == "until-fail:4"
    assert repeat_option(["ctest", "-L", "repeat"]) is None


@pytest.mark.parametrize(
    "name, text",
    [
        ("CUDASEM_RETRIES", "99999999999999999999"),
        ("CUDASEM_EXPECTATIONS", "maybe"),
        ("CUDASEM_RUN_SKIPPED", "2"),
        ("CUDASEM_SANITIZER", "on"),
        ("CUDASEM_SANITIZER", "asan"),
    ],
)
def test_begin_with_an_invalid_setting_cannot_record(tmp_path, capsys, monkeypatch, name, text):
    monkeypatch.setenv(name, text)
    run_dir = tmp_path / "run"
    args = begin_args(tmp_path, run_dir)
    assert run.main(args) == 1
    err = capsys.readouterr().err
    assert "CANNOT RECORD" in err and name in err and text in err
    assert not (run_dir / "run.json").exists() and lock.read_lock(run_dir) is None


# ------------------------------------------------------------------------------ defect 7


def no_space(*_a, **_k):
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def read_only(*_a, **_k):
    raise OSError(errno.EROFS, os.strerror(errno.EROFS))


def test_end_on_a_full_disk_cannot_record_and_leaves_nothing(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("CUDASEM_ALLOW_NO_GPU", "1")
    run_dir = own_run(tmp_path, {"a.b.good": GOOD})
    monkeypatch.setattr(run.os, "fsync", no_space)
    assert run.main(end_args(tmp_path)) == 1
    err = capsys.readouterr().err
    assert "CANNOT RECORD" in err and "No space left on device" in err and "Traceback" not in err
    assert leftovers(run_dir, tmp_path / "bundles") == []
    assert not (run_dir / "bundle.json").exists() and not list((tmp_path / "bundles").rglob("*.json"))


def test_end_when_the_copy_cannot_be_written_keeps_no_half_run(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("CUDASEM_ALLOW_NO_GPU", "1")
    run_dir = own_run(tmp_path, {"a.b.good": GOOD})
    real = run.write_atomic

    def fail_in_bundles(path, text):
        if "bundles" in Path(path).parts:
            no_space()
        real(path, text)

    monkeypatch.setattr(run, "write_atomic", fail_in_bundles)
    assert run.main(end_args(tmp_path)) == 1
    assert "No space left on device" in capsys.readouterr().err
    assert not (run_dir / "bundle.json").exists()


def test_end_on_a_read_only_run_folder_cannot_record(tmp_path, capsys, monkeypatch):
    run_dir = own_run(tmp_path, {"a.b.good": GOOD})
    monkeypatch.setattr(run, "open", read_only, raising=False)
    monkeypatch.setattr(lock, "open", read_only, raising=False)
    assert run.main(end_args(tmp_path)) == 1
    err = capsys.readouterr().err
    assert "CANNOT RECORD" in err and "Read-only file system" in err


@pytest.mark.parametrize("fail", [no_space, read_only])
def test_begin_on_a_full_or_read_only_disk_cannot_record_and_leaves_nothing(tmp_path, capsys, monkeypatch, fail):
    run_dir = tmp_path / "run"
    monkeypatch.setattr(run.os, "fsync", fail)
    args = begin_args(tmp_path, run_dir)
    assert run.main(args) == 1
    err = capsys.readouterr().err
    assert (
        "CANNOT RECORD" in err
        and os.strerror(fail.__code__ and (errno.ENOSPC if fail is no_space else errno.EROFS)) in err
    )
    assert "Traceback" not in err and leftovers(run_dir) == []
    assert not (run_dir / "run.json").exists()
