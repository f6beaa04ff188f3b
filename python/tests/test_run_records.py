"""The run fixture's parts without ctest: records of every shape, the run's lock, the selection
options and the run mode (python/cudasem/run/). No GPU, no build."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cudasem.model.bundle import validate
from cudasem.run import fixture as run
from cudasem.run import lock, record, selection

ROOT = Path(__file__).resolve().parents[2]


def run_json(expected, **extra) -> dict:
    data = {
        "id": "20260101T000000Z-0000abcd",
        "started": "2026-01-01T00:00:00Z",
        "command": ["ctest", "-L", "semantics"],
        "cwd": "/",
        "suite": {"version": "0", "commit": "abc", "dirty": False},
        "identity": {
            "gpus": [],
            "gpu_available": False,
            "no_gpu_reason": "none",
            "driver": {"version": None, "api_version": None},
            "runtime": {"version": "13.0"},
            "toolkit": {"version": "13.0"},
            "os": {"name": "Linux", "kernel": "6"},
        },
        "mode": run.run_mode({}, ["-L", "semantics"], "all"),
        "environment": {},
        "expected_cases": list(expected),
        "case_metadata": {},
    }
    data.update(extra)
    return data


GOOD = {
    "schema": "cudasem-record/2",
    "outcome": "PASS",
    "message": "",
    "duration_s": 0.1,
    "attempts": [],
    "observations": [{"name": "x", "value": 1, "type": "verdict"}],
    "failures": [],
    "expectation": None,
    "device": None,
    "started": "2026-01-01T00:00:05Z",
}


def write(records: Path, cid: str, content) -> None:
    records.mkdir(exist_ok=True)
    path = records / f"{cid}.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif isinstance(content, str):
        path.write_text(content)
    else:
        path.write_text(json.dumps(content))


MALFORMED = {
    "not_utf8": (b'{"outcome": "PASS", "message": "\xff\xfe"}', "not UTF-8"),
    "null": ("null", "null, not a JSON object"),
    "a_list": ('[{"outcome": "PASS"}]', "a list, not a JSON object"),
    "unknown_outcome": (dict(GOOD, outcome="GREEN"), "unknown outcome 'GREEN'"),
    "missing_as_outcome": (dict(GOOD, outcome="MISSING"), "unknown outcome 'MISSING'"),
    "truncated": (json.dumps(GOOD)[:40], "not valid JSON"),
    "empty": ("", "not valid JSON"),
    "nan": (
        '{"outcome": "PASS", "message": "", "observations": [{"name": "t", "value": NaN}]}',
        "NaN is not a JSON value",
    ),
    "message_not_a_string": (dict(GOOD, message=5), "message"),
    "observation_without_name": (dict(GOOD, observations=[{"value": 3}]), "observations[0].name: missing"),
    "observations_not_a_list": (dict(GOOD, observations={"x": 1}), "observations"),
    "type_unknown": (
        dict(GOOD, observations=[{"name": "copy.GBps", "value": 1.5, "type": "timing"}]),
        "observations[0].type: 'timing' is not one of verdict, measurement, environment",
    ),
    "code_as_text": (
        dict(
            GOOD,
            observations=[
                {
                    "name": "cudaFree",
                    "value": "cudaSuccess (0)",
                    "type": "verdict",
                    "check": {"function": "cudaFree", "expected": None, "documented": True},
                }
            ],
        ),
        "observations[0].value",
    ),
    "unit_unknown": (
        dict(
            GOOD, observations=[{"name": "a.b", "value": 1.5, "type": "measurement", "series": "a", "unit": "furlongs"}]
        ),
        "observations[0].unit",
    ),
    "case_not_an_object": (dict(GOOD, case="a.b"), "case: a string, not an object"),
    "device_not_an_object": (dict(GOOD, device=[0]), "device: a list, not an object or null"),
    "deep_nesting": (
        '{"outcome": "PASS", "message": "", "observations": [{"name": "t", "value": '
        + "[" * 100000
        + "]" * 100000
        + "}]}",
        "nested too deeply",
    ),
    "other_case": (dict(GOOD, id="a.b.other"), "names case 'a.b.other'"),
}


@pytest.mark.parametrize("name", MALFORMED)
def test_a_malformed_record_is_a_crash_with_the_reason_and_the_rest_is_kept(tmp_path, name):
    content, reason = MALFORMED[name]
    records = tmp_path / "records"
    write(records, "a.b.bad", content)
    write(records, "a.b.good", GOOD)
    notes: list = []
    stats: dict = {}
    bundle = validate(record.assemble(run_json(["a.b.bad", "a.b.good", "a.b.never"]), records, notes, stats))
    cases = {c["id"]: c for c in bundle["cases"]}
    assert cases["a.b.bad"]["outcome"] == "CRASH"
    assert "malformed record" in cases["a.b.bad"]["message"] and reason in cases["a.b.bad"]["message"]
    assert cases["a.b.good"]["outcome"] == "PASS" and cases["a.b.good"]["observations"]
    assert cases["a.b.never"]["outcome"] == "MISSING"
    assert stats["records"] == 2 and not notes
    json.loads(json.dumps(bundle, allow_nan=False))  # writable as strict JSON


def test_a_record_of_another_run_or_an_earlier_one_is_no_record(tmp_path):
    records = tmp_path / "records"
    write(records, "a.b.other_run", dict(GOOD, run_id="20251231T000000Z-ffff0000"))
    write(records, "a.b.earlier", dict(GOOD, started="2025-12-31T23:59:59Z"))
    write(records, "a.b.this_run", dict(GOOD, run_id="20260101T000000Z-0000abcd"))
    stats: dict = {}
    bundle = validate(record.assemble(run_json(["a.b.other_run", "a.b.earlier", "a.b.this_run"]), records, [], stats))
    cases = {c["id"]: c for c in bundle["cases"]}
    assert cases["a.b.other_run"]["outcome"] == "MISSING"
    assert "record of another run" in cases["a.b.other_run"]["message"]
    assert cases["a.b.earlier"]["outcome"] == "MISSING"
    assert "before this run began" in cases["a.b.earlier"]["message"]
    assert cases["a.b.this_run"]["outcome"] == "PASS" and stats["records"] == 1


def test_a_case_that_ran_unexpected_is_added_with_a_note(tmp_path):
    records = tmp_path / "records"
    write(records, "a.b.expected", GOOD)
    write(records, "a.b.surprise", dict(GOOD, outcome="FAIL", message="x"))
    (records / "run-id").write_text("20260101T000000Z-0000abcd\n")
    (records / "a.b.half.json.123.tmp").write_text("{")  # a writer's temporary: not a record
    notes: list = []
    bundle = validate(record.assemble(run_json(["a.b.expected"]), records, notes))
    assert bundle["expected_cases"] == ["a.b.expected", "a.b.surprise"]
    assert [c["outcome"] for c in bundle["cases"]] == ["PASS", "FAIL"]
    assert notes and "a.b.surprise" in notes[0] and bundle["run"]["notes"] == notes


def test_typed_observations_and_the_run_section_reach_the_bundle(tmp_path):
    records = tmp_path / "records"
    obs = [
        {"name": "copy.GBps", "value": 12.5, "type": "measurement", "series": "copy", "unit": "GBps"},
        {"name": "returned_code", "value": {"name": "cudaSuccess", "code": 0}, "type": "verdict"},
    ]
    write(records, "a.b.c", dict(GOOD, observations=obs))
    env = {"CUDA_LAUNCH_BLOCKING": "1"}
    bundle = validate(record.assemble(run_json(["a.b.c"], environment=env), records))
    assert bundle["cases"][0]["observations"] == obs
    assert bundle["run"]["id"] == "20260101T000000Z-0000abcd"
    assert bundle["run"]["mode"]["labels"] == "-L semantics"
    assert bundle["run"]["environment"] == env


def test_run_mode_reads_the_settings_as_the_harness_does():
    mode = run.run_mode(
        {"CUDASEM_EXPECTATIONS": "off", "CUDASEM_RETRIES": " 2 ", "CUDASEM_RUN_SKIPPED": "1"},
        ["-L", "semantics", "-R", "memcpy", "-C", "Debug"],
        "1",
    )
    assert mode == {
        "expectations": "off",
        "retries": 2,
        "run_skipped": "on",
        "labels": "-L semantics",
        "selection": "-R memcpy",
        "device_selection": "1",
    }
    # Booleans in any spelling the harness takes (issue 29); an empty CUDASEM_RETRIES is unset (0);
    # a junk one stops the run (tests/test_defects_run_fixture.py).
    mode = run.run_mode({"CUDASEM_EXPECTATIONS": "OFF", "CUDASEM_RETRIES": ""}, [], "all")
    assert (mode["expectations"], mode["retries"], mode["labels"], mode["selection"]) == ("off", 0, "", "")


def test_run_environment_keeps_every_cuda_and_cudasem_variable():
    env = {
        "CUDA_MODULE_LOADING": "LAZY",
        "CUDASEM_RETRIES": "1",
        "CUDA_MPS_PIPE_DIRECTORY": "/tmp/mps",
        "PATH": "/bin",
        "HOME": "/root",
        "NVIDIA_VISIBLE_DEVICES": "all",
    }
    assert run.run_environment(env) == {
        "CUDASEM_RETRIES": "1",
        "CUDA_MODULE_LOADING": "LAZY",
        "CUDA_MPS_PIPE_DIRECTORY": "/tmp/mps",
    }


# --------------------------------------------------------------------------- selection options


@pytest.mark.parametrize(
    "cmd, expected",
    [
        (["ctest", "-L", "semantics", "-j8", "--output-on-failure"], ["-L", "semantics"]),
        (["ctest", "--label-regex", "perf", "--label-exclude", "multi_gpu"], ["-L", "perf", "-LE", "multi_gpu"]),
        (["ctest", "--tests-regex", "a", "--exclude-regex", "b"], ["-R", "a", "-E", "b"]),
        (["ctest", "-U", "-R", "x", "--tests-information", "1,5"], ["-U", "-R", "x", "-I", "1,5"]),
        (["ctest", "--rerun-failed", "--output-on-failure"], ["--rerun-failed"]),
        (
            ["ctest", "--union", "-FA", "f", "--fixture-exclude-setup", "s", "-FC", "c"],
            ["-U", "-FA", "f", "-FS", "s", "-FC", "c"],
        ),
        (["ctest", "-C", "Release", "-L", "x"], ["-C", "Release", "-L", "x"]),
        # values of other options are never read as options
        (["ctest", "-O", "-R", "--timeout", "30", "-j", "4", "-L", "s"], ["-L", "s"]),
        # spellings ctest 3.25 ignores are passed on as they are: that ctest ignores them again
        (["ctest", "-Lsemantics", "--label-regex=perf", "-Rx"], ["-Lsemantics", "--label-regex=perf", "-Rx"]),
    ],
)
def test_filter_args_keep_every_selection_option(cmd, expected):
    assert selection.filter_args(cmd) == expected


def test_filter_args_make_file_names_absolute_against_ctests_folder(tmp_path):
    (tmp_path / "idx.txt").write_text("1,3\n")
    cmd = ["ctest", "--tests-from-file", "list.txt", "--exclude-from-file", "/abs/x.txt", "-I", "idx.txt", "-I", "2,4"]
    assert selection.filter_args(cmd, cwd=tmp_path) == [
        "--tests-from-file",
        str(tmp_path / "list.txt"),
        "--exclude-from-file",
        "/abs/x.txt",
        "-I",
        str(tmp_path / "idx.txt"),
        "-I",
        "2,4",
    ]


def test_test_presets_are_expanded_and_the_command_line_wins(tmp_path):
    (tmp_path / "CMakePresets.json").write_text(
        json.dumps(
            {
                "version": 6,
                "include": ["more.json"],
                "testPresets": [
                    {"name": "base", "hidden": True, "filter": {"include": {"label": "semantics"}}},
                    {
                        "name": "p",
                        "inherits": "base",
                        "configuration": "Release",
                        "filter": {
                            "include": {
                                "name": "^memcpy",
                                "useUnion": True,
                                "index": {"start": 1, "end": 9, "specificTests": [12]},
                            },
                            "exclude": {
                                "label": "perf",
                                "name": "slow",
                                "fixtures": {"any": "fa", "setup": "fs", "cleanup": "fc"},
                            },
                        },
                    },
                ],
            }
        )
    )
    (tmp_path / "more.json").write_text(
        json.dumps(
            {"version": 6, "testPresets": [{"name": "from-include", "filter": {"include": {"index": "idx.txt"}}}]}
        )
    )
    (tmp_path / "CMakeUserPresets.json").write_text(
        json.dumps(
            {
                "version": 6,
                "testPresets": [
                    {"name": "mine", "inherits": "p", "filter": {"include": {"label": "characterization"}}}
                ],
            }
        )
    )
    assert selection.filter_args(["ctest", "--preset", "p"], tmp_path) == [
        "-L",
        "semantics",
        "-R",
        "^memcpy",
        "-I",
        "1,9,1,12",
        "-U",
        "-LE",
        "perf",
        "-E",
        "slow",
        "-FA",
        "fa",
        "-FS",
        "fs",
        "-FC",
        "fc",
        "-C",
        "Release",
    ]
    assert selection.filter_args(["ctest", "--preset=mine", "-R", "x", "-LE", "none"], tmp_path)[:6] == [
        "-L",
        "characterization",
        "-I",
        "1,9,1,12",
        "-U",
        "-E",
    ]
    out = selection.filter_args(["ctest", "--preset=mine", "-R", "x", "-LE", "none"], tmp_path)
    assert out[-4:] == ["-R", "x", "-LE", "none"] and "^memcpy" not in out and "perf" not in out
    assert selection.filter_args(["ctest", "--preset", "from-include"], tmp_path, cwd=tmp_path) == [
        "-I",
        str(tmp_path / "idx.txt"),
    ]
    assert selection.filter_args(["ctest", "--preset", "nope"], tmp_path) == []


def test_the_projects_own_presets():
    assert selection.filter_args(["ctest", "--preset", "ci-cases", "-j8"], ROOT) == [
        "-L",
        "semantics|characterization|perf|calibration",
    ]
    assert selection.filter_args(["ctest", "--preset=semantics", "-R", "x"], ROOT) == ["-L", "semantics", "-R", "x"]


def test_describe_selection_and_without_index():
    assert selection.describe_selection(["-L", "semantics|perf", "-LE", "multi_gpu", "-R", "a b", "-C", "Debug"]) == (
        "-L 'semantics|perf' -LE multi_gpu",
        "-R 'a b'",
    )
    assert selection.without_index("-R x -I 0,0,0,1,2 --rerun-failed") == "-R x --rerun-failed"
    assert selection.without_index("") == ""


# ------------------------------------------------------------------------------------ the lock


def live_owner():
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    return proc, {"pid": proc.pid, "start": selection.start_of(proc.pid), "command": ["ctest", "-L", "x"]}


def test_a_live_run_holds_the_folder_and_a_gone_one_does_not(tmp_path):
    proc, other = live_owner()
    try:
        lock.acquire_lock(tmp_path, other, "run-a", "2026-01-01T00:00:00Z")
        me = {"pid": os.getpid(), "start": selection.start_of(os.getpid()), "command": ["pytest"]}
        with pytest.raises(
            run.CannotRecord,
            match=f"another run is recording in .*pid {proc.pid} "
            r"\(ctest -L x\), run run-a",
        ):
            lock.acquire_lock(tmp_path, me, "run-b", "2026-01-01T00:00:01Z")
        lock.release_lock(tmp_path, me)  # not ours: left alone
        assert lock.read_lock(tmp_path)["run_id"] == "run-a"
    finally:
        proc.kill()
        proc.wait()
    # Its ctest is gone: the lock is stale, and taken over with a note.
    note = lock.acquire_lock(tmp_path, me, "run-b", "2026-01-01T00:00:02Z")
    assert "a run that is gone" in note and lock.read_lock(tmp_path)["run_id"] == "run-b"
    lock.release_lock(tmp_path, me)
    assert lock.read_lock(tmp_path) is None


def test_a_reused_pid_is_not_the_same_run(tmp_path):
    me = {"pid": os.getpid(), "start": selection.start_of(os.getpid())}
    assert lock.alive(me) and not lock.alive(dict(me, start="1"))


def begin_args(tmp_path, run_dir, identity="/bin/false"):
    """`run begin` on a build folder that does not exist (it fails before any ctest)."""
    return [
        "begin",
        "--run-dir",
        str(run_dir),
        "--build-dir",
        str(tmp_path / "no-build"),
        "--source-dir",
        str(ROOT),
        "--identity",
        str(identity),
        "--time-limit",
        "20",
    ]


def end_args(tmp_path):
    return ["end", "--run-dir", str(tmp_path / "run"), "--bundles-dir", str(tmp_path / "bundles")]


def test_end_without_a_started_run_cannot_record_and_writes_nothing(tmp_path, capsys):
    (tmp_path / "run").mkdir()
    (tmp_path / "run" / "run.json").write_text(json.dumps(run_json(["a.b.c"])))  # a stale one
    assert run.main(end_args(tmp_path)) == 1
    captured = capsys.readouterr()
    assert "CANNOT RECORD: no run was started" in captured.err
    assert not (tmp_path / "run" / "bundle.json").exists() and not (tmp_path / "bundles").exists()


def test_end_of_a_refused_run_leaves_the_other_runs_folder_alone(tmp_path, capsys):
    proc, other = live_owner()
    try:
        lock.acquire_lock(tmp_path / "run", other, "run-a", "2026-01-01T00:00:00Z")
        (tmp_path / "run" / "run.json").write_text(json.dumps(run_json(["a.b.c"], id="run-a")))
        write(tmp_path / "run" / "records", "a.b.c", GOOD)
        assert run.main(end_args(tmp_path)) == 1
        assert "belongs to another run" in capsys.readouterr().err
        assert lock.read_lock(tmp_path / "run")["run_id"] == "run-a"
        assert not (tmp_path / "run" / "bundle.json").exists()
    finally:
        proc.kill()
        proc.wait()


def own_run(tmp_path, records: dict, **extra) -> Path:
    run_dir = tmp_path / "run"
    me = lock.run_owner()
    lock.acquire_lock(run_dir, me, "20260101T000000Z-0000abcd", "2026-01-01T00:00:00Z")
    (run_dir / "run.json").write_text(json.dumps(run_json(sorted(records), **extra)))
    for cid, content in records.items():
        if content is not None:
            write(run_dir / "records", cid, content)
    return run_dir


def test_end_never_replaces_a_bundle_with_an_all_missing_one(tmp_path, capsys):
    run_dir = own_run(tmp_path, {"a.b.c": None, "a.b.d": None})
    assert run.main(end_args(tmp_path)) == 1
    err = capsys.readouterr().err
    assert "none of the 2 selected cases wrote a record" in err
    assert not (run_dir / "bundle.json").exists() and not (tmp_path / "bundles").exists()
    assert lock.read_lock(run_dir) is None  # released: the next run can start


def test_end_without_run_json_says_the_start_did_not_finish(tmp_path, capsys):
    run_dir = own_run(tmp_path, {"a.b.c": GOOD})
    (run_dir / "run.json").unlink()
    assert run.main(end_args(tmp_path)) == 1
    assert "the fixture's start did not finish" in capsys.readouterr().err
    assert lock.read_lock(run_dir) is None


def test_end_writes_the_bundle_with_a_malformed_record_as_crash(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("CUDASEM_ALLOW_NO_GPU", "1")
    run_dir = own_run(
        tmp_path,
        {"a.b.bad": b"\x80\x81", "a.b.good": GOOD},
        environment={"CUDA_LAUNCH_BLOCKING": "1", "CUDA_HOME": "/usr/local/cuda"},
    )
    assert run.main(end_args(tmp_path)) == 1  # written, and the CRASH fails the run (issue 29)
    out = capsys.readouterr().out
    bundle = json.loads((run_dir / "bundle.json").read_text())
    assert {c["id"]: c["outcome"] for c in bundle["cases"]} == {"a.b.bad": "CRASH", "a.b.good": "PASS"}
    assert "NOT UNDER DEFAULTS: CUDA_LAUNCH_BLOCKING=1 (" in out and "CUDA_HOME" not in out.split("NOT UNDER")[1]
    # A run without a GPU: its copy stays out of the report's input (bundles/*.json).
    assert not list((tmp_path / "bundles").glob("*.json"))
    kept = list((tmp_path / "bundles" / "no-gpu").glob("*.json"))
    assert len(kept) == 1 and json.loads(kept[0].read_text()) == bundle
    # A second run in the same second never replaces the first one's copy.
    (run_dir / "records" / "a.b.bad.json").unlink()
    own_run(tmp_path, {"a.b.good": GOOD})
    assert run.main(end_args(tmp_path)) == 0
    assert len(list((tmp_path / "bundles" / "no-gpu").glob("*.json"))) == 2


def test_begin_failing_leaves_no_run_json_and_releases_the_folder(tmp_path, capsys):
    run_dir = tmp_path / "run"
    run_dir.mkdir()
    (run_dir / "run.json").write_text("{}")
    (run_dir / "bundle.json").write_text('{"old": true}')
    args = begin_args(tmp_path, run_dir, str(tmp_path / "no-such-identity"))
    assert run.main(args) == 1
    assert "CANNOT RECORD" in capsys.readouterr().err
    assert not (run_dir / "run.json").exists()
    assert json.loads((run_dir / "bundle.previous.json").read_text()) == {"old": True}
    assert lock.read_lock(run_dir) is None
