"""Result bundles, their assembly and the new-driver comparison, on the committed real
bundles (bundles/ at the repository root) and on planted variants of them. No GPU needed."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from cudasem.model import schemas
from cudasem.model.bundle import BundleError, load, validate
from cudasem.run import compare, record, selection

from conftest import DEFAULT_MODE, bundle_files, read
from test_run_records import run_json

ROOT = Path(__file__).resolve().parents[2]
REAL = bundle_files(ROOT / "bundles")


def real_bundle(gpu_fragment: str) -> tuple[Path, dict]:
    for p in REAL:
        b = read(p)
        if b["identity"]["gpu"] and gpu_fragment in b["identity"]["gpu"]["name"]:
            return p, b
    pytest.fail(f"no committed bundle of a {gpu_fragment} in {ROOT / 'bundles'}")


def write(tmp_path: Path, name: str, data: dict) -> Path:
    p = tmp_path / name
    p.write_text(json.dumps(data))
    return p


def test_real_bundles_are_committed_for_h100_and_h200():
    names = {read(p)["identity"]["gpu"]["name"] for p in REAL if read(p)["identity"]["gpu"]}
    assert any("H100" in n for n in names), names
    assert any("H200" in n for n in names), names


@pytest.mark.parametrize("path", REAL, ids=[p.name for p in REAL])
def test_real_bundles_validate_against_the_json_schema(path):
    jsonschema = pytest.importorskip("jsonschema", reason="pip install jsonschema (ci/run installs it)")
    schema = schemas.document("bundle")
    bundle = load(path)
    jsonschema.validate(bundle, schema)
    ident = bundle["identity"]
    assert ident["driver"]["version"].count(".") >= 1
    assert ident["gpu"]["uuid"].startswith("GPU-")
    assert ident["gpu"]["compute_capability"] == "9.0"
    assert bundle["suite"]["commit"], "the suite commit is recorded"
    assert set(bundle["expected_cases"]) == {c["id"] for c in bundle["cases"]}


def test_a_bundle_compared_with_itself_has_no_regression(tmp_path, capsys):
    path, _ = real_bundle("H100")
    assert compare.main([str(path), str(path)]) == 0
    out = capsys.readouterr().out
    assert "REGRESSIONS: 0" in out


def test_a_planted_regression_is_reported_first_and_exits_1(tmp_path, capsys):
    path, base = real_bundle("H100")
    new = copy.deepcopy(base)
    victim = next(c for c in new["cases"] if c["outcome"] == "PASS")
    victim["outcome"] = "FAIL"
    victim["message"] = "planted: cudaFree(nullptr) returned cudaErrorInvalidValue (1)"
    rc = compare.main([str(path), str(write(tmp_path, "new.json", new))])
    out = capsys.readouterr().out
    assert rc == 1
    sections = out.split("improvements:")[0]
    assert "REGRESSIONS: 1" in sections and victim["id"] in sections
    assert "planted" in out


def test_improvements_missing_added_and_removed(tmp_path):
    _, base = real_bundle("H100")
    new = copy.deepcopy(base)
    passing = [c for c in new["cases"] if c["outcome"] == "PASS"]
    failing = [c for c in base["cases"] if c["outcome"] in ("FAIL", "XFAIL")]
    if failing:
        next(c for c in new["cases"] if c["id"] == failing[0]["id"])["outcome"] = "PASS"
    passing[0]["outcome"] = "MISSING"
    removed = new["cases"].pop()
    new["expected_cases"].remove(removed["id"])
    added = copy.deepcopy(passing[1])
    added["id"] = "planted.added.case"
    new["cases"].append(added)
    new["expected_cases"].append(added["id"])
    d = compare.diff(validate(base), validate(new))
    assert [c.id for c in d.missing] == [passing[0]["id"]]
    assert [c.id for c in d.added] == ["planted.added.case"]
    assert [c.id for c in d.removed] == [removed["id"]]
    if failing:
        assert failing[0]["id"] in [c.id for c in d.improvements]
    assert d.bad


def test_other_schema_is_refused_with_exit_2(tmp_path, capsys):
    path, base = real_bundle("H100")
    other = dict(base, schema="cudasem-bundle/3")
    rc = compare.main([str(path), str(write(tmp_path, "v3.json", other))])
    err = capsys.readouterr().err
    assert rc == 2
    assert "schema is 'cudasem-bundle/3'" in err and "v3.json" in err


def test_other_gpu_is_refused_unless_allowed(capsys):
    h100, _ = real_bundle("H100")
    h200, _ = real_bundle("H200")
    assert compare.main([str(h100), str(h200)]) == 2
    assert "different GPUs" in capsys.readouterr().err
    assert compare.main([str(h100), str(h200), "--allow-other-gpu"]) in (0, 1)


@pytest.mark.parametrize(
    "mutate, message",
    [
        (lambda b: b["cases"].append(copy.deepcopy(b["cases"][0])), "duplicate case id"),
        (lambda b: b.pop("schema"), "not a cudasem result bundle"),
        (lambda b: b["cases"][0].update(outcome="GREEN"), "outcome: 'GREEN' is not one of PASS, FAIL"),
        (lambda b: b["cases"].pop(), "expected cases without an entry"),
    ],
)
def test_malformed_bundles_get_clear_errors(tmp_path, mutate, message):
    _, base = real_bundle("H100")
    bad = copy.deepcopy(base)
    mutate(bad)
    path = write(tmp_path, "bad.json", bad)
    with pytest.raises(BundleError, match=message) as e:
        load(path)
    assert "bad.json" in str(e.value)


def test_truncated_json_names_file_line_and_column(tmp_path):
    path, _ = real_bundle("H100")
    cut = tmp_path / "cut.json"
    cut.write_text(json.dumps(read(path), indent=1)[:500])  # the committed file is gzip: its JSON, cut
    with pytest.raises(BundleError, match=r"cut.json: not valid JSON \(line \d+, column \d+"):
        load(cut)


def test_assemble_marks_missing_and_crashed_cases(tmp_path):
    records = tmp_path / "records"
    records.mkdir()
    (records / "a.b.ran.json").write_text(
        json.dumps(
            {
                "outcome": "PASS",
                "message": "",
                "duration_s": 0.1,
                "attempts": [],
                "observations": [{"name": "x", "value": 1, "type": "verdict"}],
                "failures": [],
                "expectation": None,
                "device": None,
                "schema": "cudasem-record/2",
            }
        )
    )
    (records / "a.b.died.json").write_text(
        json.dumps(
            {
                "outcome": "CRASH",
                "message": "the process ended without writing its result",
                "attempts": [],
                "observations": [],
                "expectation": None,
                "device": None,
            }
        )
    )
    run = run_json(["a.b.died", "a.b.never", "a.b.ran"])  # the run of test_run_records
    bundle = validate(record.assemble(run, records))
    outcomes = {c["id"]: c["outcome"] for c in bundle["cases"]}
    assert outcomes == {"a.b.died": "CRASH", "a.b.never": "MISSING", "a.b.ran": "PASS"}


def test_filter_args_keep_only_the_selection():
    cmd = [
        "ctest",
        "--test-dir",
        "b",
        "-L",
        "semantics",
        "-j8",
        "-R",
        "memory",
        "-LE=perf",
        "--output-on-failure",
        "-Ecallbacks",
        "-I",
        "1,10",
    ]
    assert selection.filter_args(cmd) == ["-L", "semantics", "-R", "memory", "-LE=perf", "-Ecallbacks", "-I", "1,10"]


def test_filter_args_expand_a_test_preset():
    cmd = ["ctest", "--preset", "ci-cases", "-j8"]
    assert selection.filter_args(cmd, ROOT) == ["-L", "semantics|characterization|perf|calibration"]
    assert selection.filter_args(["ctest", "--preset=semantics", "-R", "x"], ROOT) == ["-L", "semantics", "-R", "x"]


def _two_runs(b, before, after):
    import copy

    a, n = copy.deepcopy(b), copy.deepcopy(b)
    a["cases"], n["cases"] = a["cases"][:1], n["cases"][:1]
    a["cases"][0]["outcome"], n["cases"][0]["outcome"] = before, after
    return a, n


def test_ran_then_unsupported_and_unsupported_then_fail_are_regressions():
    from cudasem.run import compare

    from conftest import planted_files, read

    b = read(planted_files()[0])
    for before, after in [
        ("PASS", "UNSUPPORTED"),
        ("XFAIL", "UNSUPPORTED"),
        ("UNSUPPORTED", "FAIL"),
        ("UNSUPPORTED", "CRASH"),
    ]:
        d = compare.diff(*_two_runs(b, before, after), retired=set())
        assert len(d.regressions) == 1 and d.bad, (before, after)
    d = compare.diff(*_two_runs(b, "UNSUPPORTED", "PASS"), retired=set())
    assert not d.regressions


def test_a_retired_id_is_listed_as_retired_not_removed():
    import copy

    from cudasem.run import compare

    from conftest import planted_files, read

    b = read(planted_files()[0])
    n = copy.deepcopy(b)
    gone = n["cases"].pop(0)["id"]
    d = compare.diff(b, n, retired={gone})
    assert [c.id for c in d.retired] == [gone] and not d.removed
    assert "retired (cases/RETIRED.txt): 1" in compare.format_text(d)
    assert "host_memory.pinned.host_alloc_mapped_flag_succeeds" in compare.retired_ids()


# ----------------------------------------------------------------- run mode and measurements


def _mode(**over):
    mode = dict(DEFAULT_MODE)
    mode.update(over)
    return mode


def _with_mode(bundle, **over):
    b = copy.deepcopy(bundle)
    b["run"]["mode"] = _mode(**over)
    return b


CI = Path(__file__).parent / "data" / "ci"


@pytest.mark.parametrize(
    "over, says",
    [
        ({"expectations": "off"}, "expectations: 'on' vs 'off'"),
        ({"retries": 2}, "retries: 0 vs 2"),
        ({"run_skipped": "on"}, "run_skipped: 'off' vs 'on'"),
        ({"labels": "-L 'semantics|perf'"}, "labels: '-L semantics' vs"),
        ({"selection": "--rerun-failed"}, "selection: '' vs '--rerun-failed'"),
        ({"device_selection": "1"}, "device_selection: 'all' vs '1'"),
    ],
)
def test_runs_made_differently_are_refused_unless_allowed(tmp_path, capsys, over, says):
    base = json.loads((CI / "h100-580.json").read_text())
    a = write(tmp_path, "a.json", _with_mode(base))
    b = write(tmp_path, "b.json", _with_mode(base, **over))
    assert compare.main([str(a), str(b)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot compare: the runs were made differently" in err and says in err
    assert "--allow-other-mode" in err
    assert compare.main([str(a), str(b), "--allow-other-mode"]) == 0
    assert not compare.same_gpu(validate(_with_mode(base)), validate(_with_mode(base, **over)))


def test_a_bundle_without_a_mode_is_read_from_its_command(tmp_path, capsys):
    old = json.loads((CI / "h100-580.json").read_text())  # ctest -L semantics, no run.mode
    assert "mode" not in old["run"]
    assert compare.run_mode(old) == dict.fromkeys(compare.MODE_KEYS) | {
        "labels": "-L semantics",
        "selection": "",
        "device_selection": "all",
    }
    new = write(tmp_path, "new.json", _with_mode(old, expectations="off"))
    # expectations, retries, run_skipped are unknown for the old run: not held against it
    assert compare.main([str(CI / "h100-580.json"), str(new)]) == 0
    other = copy.deepcopy(old)
    other["run"]["command"] = ["ctest", "--test-dir", "b", "-R", "memcpy", "-j8"]
    assert compare.main([str(CI / "h100-580.json"), str(write(tmp_path, "r.json", other))]) == 2
    assert "labels: '-L semantics' vs ''; selection: '' vs '-R memcpy'" in capsys.readouterr().err


def test_merged_shards_compare_with_an_unsharded_run(tmp_path):
    from cudasem.run import shard

    shards = [(str(p), load(p)) for p in sorted(CI.glob("h100-580-shard*.json"))]
    merged = shard.merge(shards)
    assert compare.run_mode(merged)["selection"] == ""
    assert compare.run_mode(shards[0][1])["selection"] == "-I 0,0,0,1"
    assert compare.same_gpu(load(CI / "h100-580.json"), merged)
    assert not compare.same_gpu(load(CI / "h100-580.json"), shards[0][1])


def test_the_report_pairs_only_runs_made_the_same_way(tmp_path):
    from cudasem.report import findings
    from cudasem.report import view as model

    base = json.loads((CI / "h100-580.json").read_text())
    later = json.loads((CI / "h100-590.json").read_text())
    paths = [
        write(tmp_path, "a.json", _with_mode(base)),
        write(tmp_path, "b.json", _with_mode(later, expectations="off")),
        write(tmp_path, "c.json", _with_mode(later)),
    ]
    pairs = findings.auto_pairs(model.load_runs(paths))
    assert [(Path(a.source).name, Path(b.source).name) for a, b in pairs] == [("a.json", "c.json")]


def test_a_measurement_changing_is_never_a_change():
    base = json.loads((CI / "h100-580.json").read_text())
    case = next(c for c in base["cases"] if c["outcome"] == "PASS" and c.get("kind") != "perf")
    case["observations"] = [
        {"name": "elapsed.ms", "value": 1.5, "type": "measurement"},
        {"name": "returned", "value": {"name": "cudaSuccess", "code": 0}, "type": "verdict"},
    ]
    new = copy.deepcopy(base)
    changed = next(c for c in new["cases"] if c["id"] == case["id"])
    changed["observations"][0]["value"] = 99.0
    d = compare.diff(validate(base), validate(new), retired=set())
    assert not d.changed and not d.bad
    invalid = {"name": "cudaErrorInvalidValue", "code": 1}
    changed["observations"][1]["value"] = invalid
    d = compare.diff(base, new, retired=set())
    assert [c.id for c in d.changed] == [case["id"]]
    assert d.changed[0].observations == [["returned", {"name": "cudaSuccess", "code": 0}, invalid]]


def test_a_perf_measurement_beyond_its_spread_is_no_change_but_still_a_perf_regression():
    base = {
        "id": "perf.x.y",
        "kind": "perf",
        "outcome": "PASS",
        "message": "",
        "observations": [
            {"name": f"copy.GBps.{s}", "value": v, "type": "measurement", "series": "copy", "unit": "GBps", "stat": s}
            for s, v in (("min", 50.0), ("median", 52.0), ("max", 53.0))
        ],
    }
    worse = copy.deepcopy(base)
    for o, v in zip(worse["observations"], (30.0, 31.0, 32.0)):
        o["value"] = v
    b1, b2 = ({"identity": {"gpu": None}, "cases": [c]} for c in (base, worse))
    d = compare.diff(b1, b2, retired=set())
    assert not d.changed and [r.id for r in d.perf_regressions] == ["perf.x.y"]
