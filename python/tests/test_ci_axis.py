"""axis: which of GPU, driver, toolkit, runtime a case's failures follow (planted bundles in data/ci)."""

import json
from pathlib import Path

from cudasem.model.bundle import load
from cudasem.run import axis

DATA = Path(__file__).parent / "data" / "ci"
RUNS = ["h100-580", "h100-590", "h200-580", "h200-590", "h100-580-tk129"]


def verdicts(names):
    return {v.id: v for v in axis.analyse([load(DATA / f"{n}.json") for n in names])}


def test_each_axis_is_found_when_the_runs_separate_them():
    v = verdicts(RUNS)
    assert v["streams.ordering.follows_driver"].verdict == "driver"
    assert v["streams.ordering.follows_driver"].failing["driver"] == ["590.44.01"]
    assert v["device_memory.alloc.follows_gpu"].verdict == "gpu"  # FAIL and CRASH both fail
    assert v["device_memory.alloc.follows_gpu"].culprit == "gpu NVIDIA H200"
    # a toolkit's own runtime moves with it (12.9 with 12.9): these runs cannot tell the two apart
    assert v["launch.config.follows_toolkit"].verdict == "toolkit|runtime"
    assert v["sync.device.fails_everywhere"].verdict == "everywhere"  # XFAIL counts as failing
    assert v["events.timing.inconsistent"].verdict == "inconsistent"


def test_passing_and_unsupported_cases_are_not_listed():
    v = verdicts(RUNS)
    assert "host_memory.mapped.always_passes" not in v
    assert "memory_pools.trim.unsupported_on_h200" not in v


def test_confounded_axes_are_named_together():
    v = verdicts(["h100-580", "h200-590"])
    assert v["streams.ordering.follows_driver"].verdict == "gpu|driver"
    runs = [load(DATA / "h100-580.json"), load(DATA / "h200-590.json")]
    assert "cannot tell them apart" in axis.format_text(list(v.values()), runs)


def test_a_configuration_that_passed_and_failed_is_inconsistent():
    a = load(DATA / "h100-590.json")
    b = json.loads(json.dumps(a))
    for case in b["cases"]:
        case["outcome"] = "PASS"
    (v,) = [x for x in axis.analyse([a, b]) if x.id == "streams.ordering.follows_driver"]
    assert v.verdict == "inconsistent" and v.flaky_runs


def test_cli_prints_a_table_and_json(capsys):
    assert axis.main([str(DATA / f"{n}.json") for n in RUNS]) == 0
    out = capsys.readouterr().out
    assert "streams.ordering.follows_driver  driver 590.44.01" in out
    assert axis.main(["--json", str(DATA / "h100-580.json"), str(DATA / "h100-590.json")]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {d["id"] for d in data} >= {"streams.ordering.follows_driver"}


def test_cli_bad_input_exits_2(tmp_path, capsys):
    (tmp_path / "x.json").write_text("{}")
    assert axis.main([str(tmp_path / "x.json")]) == 2
    assert "x.json" in capsys.readouterr().err


def _on_runtime(bundle: dict, release: str, version: str, fails: dict) -> dict:
    """bundle run again with CUDASEM_CUDART naming another runtime release; fails: case -> outcome."""
    b = json.loads(json.dumps(bundle))
    b["identity"]["runtime"] = {"version": version, "version_number": int(version.replace(".", "")) * 10}
    b["identity"]["runtime_library"] = {
        "path": f"/x/.carry/cudart/{release}/libcudart.so.13",
        "size": 1,
        "sha256": "ab" * 32,
        "version_number": 0,
        "release": release,
        "requested": True,
    }
    for case in b["cases"]:
        case["outcome"] = fails.get(case["id"], case["outcome"])
    return b


def test_a_failure_that_follows_the_runtime_release_is_attributed_to_it():
    base = load(DATA / "h100-580.json")
    other = _on_runtime(base, "13.5.37", "13.5", {"host_memory.mapped.always_passes": "FAIL"})
    patch = _on_runtime(base, "13.2.75", "13.2", {})
    v = {x.id: x for x in axis.analyse([base, other, patch])}
    assert v["host_memory.mapped.always_passes"].verdict == "runtime"
    assert v["host_memory.mapped.always_passes"].culprit == "runtime 13.5.37"
    assert "(gpu / driver / toolkit / runtime)" in axis.format_text(list(v.values()), [base, other, patch])
