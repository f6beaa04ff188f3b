"""Another driver library and the run's environment (issue 29 item 2, issue 26 item 11), and a
run without a GPU kept out of the report's input (issue 29's last paragraph): the bundle, the
summary and the settings, without a GPU or a build. The harness side (CUDASEM_LIBCUDA, the identity
tool, expectations not applied to another library) is tested by the selftest
cudasem.selftest.other_library (harness/tests/other_library/)."""

from __future__ import annotations

import json

import pytest
from test_defects_run_fixture import GPU_IDENTITY

from cudasem.model.bundle import BundleError, validate
from cudasem.model.settings import SettingError, parse_value
from cudasem.run import fixture as run
from cudasem.run import summary

from test_run_records import GOOD, end_args
from test_run_records import own_run as _own_run

STUB = "/build/harness/tests/stub_driver/libcuda.so.1"
STUB_LIBRARY = {
    "path": STUB,
    "soname": "libcuda.so.1",
    "size": 44040,
    "sha256": "5a9e66515928c88ec76fd7fa06bc1690c1972a50eb2d111e34c4025d9a427ea6",
    "nvidia": False,
    "evidence": "named libcuda.so.1, not libcuda.so.<driver version>, and holds no build string",
    "loaded_as": STUB,
    "requested": True,
    "others": [],
}
NVIDIA_LIBRARY = dict(
    STUB_LIBRARY,
    path="/usr/lib/x86_64-linux-gnu/libcuda.so.580.95.05",
    nvidia=True,
    requested=False,
    loaded_as="/usr/lib/x86_64-linux-gnu/libcuda.so.1",
)
ENVIRONMENT = {"virtual_machine": True, "kernel_release": "6.18.44-fc", "mps": False, "mig": None}


def own_run(tmp_path, records, library=STUB_LIBRARY, **identity):
    ident = dict(GPU_IDENTITY, driver_library=library, environment=ENVIRONMENT, **identity)
    return _own_run(tmp_path, records, identity=ident)


def test_bundle_of_another_library_names_it_and_the_summary_labels_it(tmp_path, capsys):
    rec = dict(GOOD, driver_library={"path": STUB, "size": 44040, "nvidia": False})
    run_dir = own_run(tmp_path, {"a.b.c": rec})
    assert run.main(end_args(tmp_path)) == 0
    out = capsys.readouterr().out
    bundle = json.loads((run_dir / "bundle.json").read_text())
    validate(bundle, "bundle")
    assert bundle["identity"]["driver_library"] == STUB_LIBRARY
    assert bundle["identity"]["environment"] == ENVIRONMENT
    assert bundle["cases"][0]["driver_library"]["path"] == STUB
    line = f"cudasem summary: driver library: NOT NVIDIA's (libcuda.so.1, {STUB})"
    assert line in out and "expectation entries not applied" in out
    assert "cudasem summary: environment: virtual machine, kernel 6.18.44-fc, MPS off, MIG unknown" in out
    assert "run.notes" not in out and "another driver library" not in out


def test_summary_of_nvidia_library_has_no_label_but_the_environment(tmp_path):
    bundle = {
        "identity": dict(GPU_IDENTITY, driver_library=NVIDIA_LIBRARY, environment=dict(ENVIRONMENT, mig=True)),
        "cases": [dict(GOOD, id="a.b.c")],
        "run": {"mode": {}},
    }
    text, failed, ran = summary.lines(bundle, "b.json")
    assert not any("NOT NVIDIA" in t for t in text) and ran and not failed
    assert "cudasem summary: environment: virtual machine, kernel 6.18.44-fc, MPS off, MIG on" in text
    # Bundles written before these fields: nothing said.
    old = dict(bundle, identity=GPU_IDENTITY)
    assert not any("driver library" in t or "environment:" in t for t in summary.lines(old, "b.json")[0])


def test_summary_says_expectations_were_applied_under_on_any_library():
    ident = dict(GPU_IDENTITY, driver_library=STUB_LIBRARY)
    bundle = {"identity": ident, "cases": [dict(GOOD, id="a.b.c")], "run": {"mode": {"expectations": "on-any-library"}}}
    text = summary.lines(bundle, "b.json")[0]
    assert any("NOT NVIDIA's" in t and "applied (CUDASEM_EXPECTATIONS=on-any-library)" in t for t in text)


def test_a_case_that_loaded_another_library_is_noted(tmp_path, capsys):
    other = dict(GOOD, driver_library={"path": "/elsewhere/libcuda.so.1", "size": 1, "nvidia": False})
    run_dir = own_run(tmp_path, {"a.b.c": other, "a.b.d": GOOD})
    assert run.main(end_args(tmp_path)) == 0
    notes = json.loads((run_dir / "bundle.json").read_text())["run"]["notes"]
    assert notes == [f"1 cases loaded another driver library than the run's identity ({STUB}): a.b.c"]


def test_expectation_not_applied_reaches_the_bundle(tmp_path):
    why = "expectations/nvidia.txt:3 (fail) not applied: the driver library /x/libcuda.so.1 is not NVIDIA's (...)"
    run_dir = own_run(tmp_path, {"a.b.c": dict(GOOD, outcome="FAIL", message="m", expectation_not_applied=why)})
    assert run.main(end_args(tmp_path)) == 1  # a FAIL fails the run
    case = json.loads((run_dir / "bundle.json").read_text())["cases"][0]
    assert case["outcome"] == "FAIL" and case["expectation"] is None and case["expectation_not_applied"] == why


@pytest.mark.parametrize(
    ("field", "value", "says"),
    [
        ("sha256", "XYZ", "identity.driver_library"),
        ("nvidia", "no", "identity.driver_library"),
        ("size", -1, "identity.driver_library"),
    ],
)
def test_the_schema_rejects_a_bad_driver_library(field, value, says):
    bundle = {
        "schema": "cudasem-bundle/2",
        "suite": {"version": "0", "commit": None, "dirty": None},
        "run": {
            "started": "2026-01-01T00:00:00Z",
            "ended": "2026-01-01T00:00:01Z",
            "command": [],
            "device_selection": "all",
        },
        "identity": dict(
            GPU_IDENTITY,
            gpu=GPU_IDENTITY["gpus"][0],
            driver_library=dict(STUB_LIBRARY, **{field: value}),
            environment=ENVIRONMENT,
        ),
        "expected_cases": [],
        "cases": [],
    }
    with pytest.raises(BundleError, match=says):
        validate(bundle, "b.json")
    bundle["identity"]["driver_library"] = STUB_LIBRARY
    validate(bundle, "b.json")
    bundle["identity"]["environment"] = dict(ENVIRONMENT, mps="yes")
    with pytest.raises(BundleError, match="identity.environment"):
        validate(bundle, "b.json")


def test_cudasem_expectations_on_any_library_is_one_parser_s_word():
    assert parse_value("CUDASEM_EXPECTATIONS", " On-Any-Library ") == "on-any-library"
    assert parse_value("CUDASEM_EXPECTATIONS", "yes") == "on"
    assert parse_value("CUDASEM_EXPECTATIONS", "0") == "off"
    assert parse_value("CUDASEM_EXPECTATIONS", "") == "on"
    with pytest.raises(SettingError, match="on-any-library"):
        parse_value("CUDASEM_EXPECTATIONS", "anywhere")
    mode = run.run_mode({"CUDASEM_EXPECTATIONS": "on-any-library"}, [], "all")
    assert mode["expectations"] == "on-any-library"
    assert summary.overrides({"CUDASEM_EXPECTATIONS": "ON"}) == {}
    assert summary.overrides({"CUDASEM_EXPECTATIONS": "on-any-library"}) == {"CUDASEM_EXPECTATIONS": "on-any-library"}


def test_a_run_without_a_gpu_stays_out_of_the_report_input(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("CUDASEM_ALLOW_NO_GPU", "1")
    rec = dict(GOOD, outcome="UNSUPPORTED", message="no CUDA driver: cannot load libcuda.so.1")
    no_gpu = {"gpus": [], "gpu_available": False, "no_gpu_reason": "no CUDA driver", "driver_library": None}
    _own_run(tmp_path, {"a.b.c": rec}, identity=dict(GPU_IDENTITY, **no_gpu))
    assert run.main(end_args(tmp_path)) == 0
    bundles = tmp_path / "bundles"
    assert not list(bundles.glob("*.json"))  # the report target reads bundles/*.json
    kept = list((bundles / "no-gpu").glob("*.json"))
    assert len(kept) == 1 and str(kept[0]) in capsys.readouterr().out
    # A run with a GPU goes to the report's input.
    own_run(tmp_path, {"a.b.c": GOOD}, library=NVIDIA_LIBRARY)
    assert run.main(end_args(tmp_path)) == 0
    assert len(list(bundles.glob("*.json"))) == 1


def test_a_run_without_a_gpu_says_what_to_do(tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("CUDASEM_ALLOW_NO_GPU", raising=False)
    rec = dict(GOOD, outcome="UNSUPPORTED", message="no CUDA driver: cannot load libcuda.so.1")
    no_gpu = {"gpus": [], "gpu_available": False, "no_gpu_reason": "no CUDA driver", "driver_library": None}
    _own_run(tmp_path, {"a.b.c": rec}, identity=dict(GPU_IDENTITY, **no_gpu))
    assert run.main(end_args(tmp_path)) == 1  # nothing ran, and CUDASEM_ALLOW_NO_GPU is not set
    out = capsys.readouterr().out
    assert "a machine with an NVIDIA GPU" in out and "nvidia-smi" in out and "ls /dev/nvidia*" in out
    assert "--target report" not in out
    assert not list((tmp_path / "bundles").glob("*.json"))
