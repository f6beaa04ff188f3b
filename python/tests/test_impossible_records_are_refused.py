"""Records the harness cannot have written never load green: the loader refuses them with one line
naming the file, the case and the field, and the run fixture turns such a record into a CRASH (a
red ctest), never a green case. Planted bundles and records, no GPU."""

from __future__ import annotations

import json

import pytest
from test_defects_run_fixture import ENTRY, GOOD, end_args, own_run

from cudasem.model import bundle
from cudasem.run import fixture as run
from cudasem.run import summary

from conftest import REAL

MATCHED = dict(ENTRY, matched=True)
OK = {"name": "cudaSuccess", "code": 0}
INVALID = {"name": "cudaErrorInvalidValue", "code": 1}
UNKNOWN = {"name": "cudaErrorUnknown", "code": 999}


def passing(b):
    return next(i for i, c in enumerate(b["cases"]) if c["outcome"] == "PASS")


def refused(write_bundle, b, field, case_id=None):
    p = write_bundle(b, "impossible.json")
    with pytest.raises(bundle.BundleError) as e:
        bundle.load(p)
    msg = str(e.value)
    assert "\n" not in msg and str(p) in msg and field in msg, msg
    assert case_id is None or repr(case_id) in msg, msg
    assert summary.main([str(p)]) == 2
    return msg


def check(name, value, expected, documented=True):
    return {
        "name": name,
        "value": value,
        "type": "verdict",
        "check": {"function": "cudaFree", "expected": expected, "documented": documented},
    }


def test_xfail_whose_entry_did_not_match_is_refused(h100_new, write_bundle):
    i = passing(h100_new)
    h100_new["cases"][i].update(outcome="XFAIL", expectation=dict(ENTRY, matched=False))
    refused(write_bundle, h100_new, f"cases[{i}].expectation.matched", h100_new["cases"][i]["id"])
    h100_new["cases"][i]["expectation"] = MATCHED  # what the harness writes
    bundle.load(write_bundle(h100_new, "ok.json"))


@pytest.mark.parametrize("failed", ["FAIL", "CRASH", "TIMEOUT"])
def test_pass_after_a_failed_attempt_is_refused(h100_new, write_bundle, failed):
    i = passing(h100_new)
    c = h100_new["cases"][i]
    c["attempts"] = [dict(c["attempts"][0], attempt=1, outcome=failed), dict(c["attempts"][0], attempt=2)]
    refused(write_bundle, h100_new, f"cases[{i}].attempts[0].outcome", c["id"])
    c["outcome"] = "FLAKY"  # what the harness writes
    bundle.load(write_bundle(h100_new, "ok.json"))


@pytest.mark.parametrize(
    "obs",
    [
        check("cudaFree", INVALID, OK),  # not the expected code
        check("cudaFree", OK, None),  # must fail, succeeded
        check("cudaFree", UNKNOWN, None, documented=False),  # failed undocumented
    ],
)
def test_a_pass_with_a_failed_check_is_refused(h100_new, write_bundle, obs):
    i = passing(h100_new)
    c = h100_new["cases"][i]
    c["observations"] = [check("cudaMalloc", OK, OK), obs]
    refused(write_bundle, h100_new, f"cases[{i}].observations[1].check", c["id"])
    c["outcome"] = "FAIL"  # a failed check fails the case
    bundle.load(write_bundle(h100_new, "ok.json"))


FAILURE = {"file": "cases/x/y.cpp", "line": 12, "summary": "Expected equality of these values"}


@pytest.mark.parametrize("outcome", ["PASS", "XPASS"])
def test_a_case_that_passed_with_a_failed_assertion_is_refused(h100_new, write_bundle, outcome):
    i = passing(h100_new)
    c = h100_new["cases"][i]
    c["failures"] = [FAILURE]
    if outcome == "XPASS":
        c["outcome"], c["expectation"] = "XPASS", dict(ENTRY)
    msg = refused(write_bundle, h100_new, f"cases[{i}].failures", c["id"])
    assert "cases/x/y.cpp:12" in msg and "a failed assertion fails the case" in msg
    c["outcome"], c["expectation"] = "FAIL", None  # what the harness writes
    bundle.load(write_bundle(h100_new, "ok.json"))


def test_a_flaky_case_keeps_the_failures_of_its_failed_attempt(h100_new, write_bundle):
    c = h100_new["cases"][passing(h100_new)]
    c["failures"] = [FAILURE]
    c["attempts"] = [dict(c["attempts"][0], attempt=1, outcome="FAIL"), dict(c["attempts"][0], attempt=2)]
    c["outcome"] = "FLAKY"
    bundle.load(write_bundle(h100_new, "ok.json"))


def test_checks_that_passed_load(h100_new, write_bundle):
    c = h100_new["cases"][passing(h100_new)]
    c["observations"] = [
        check("cudaFree", INVALID, INVALID, documented=False),  # quoted
        check("cudaFree #2", INVALID, None),
        check("launch_fill", OK, OK, documented=None),
    ]
    bundle.load(write_bundle(h100_new, "ok.json"))


def _gpu(b):
    return b["identity"]["gpu"]


@pytest.mark.parametrize(
    "spoil, field",
    [
        (lambda b: b["identity"].update(gpu=None), "identity.gpu"),
        (lambda b: b["identity"].update(gpus=[]), "identity.gpu"),
        (lambda b: _gpu(b).update(uuid="GPU-00000000-other"), "identity.gpu.uuid"),
        (lambda b: b["identity"].update(gpu=None, gpus=[]), "identity.gpu_available"),
        (lambda b: b["identity"].update(no_gpu_reason="no CUDA driver"), "identity.no_gpu_reason"),
        (lambda b: b["identity"]["gpus"].append(dict(_gpu(b), ordinal=1, name="NVIDIA L4")), "identity.gpus[1].uuid"),
        (lambda b: b["cases"][0]["device"].update(name="NVIDIA L4"), "cases[0].device.name"),
    ],
)
def test_a_gpu_identity_that_contradicts_itself_is_refused(h100_new, write_bundle, spoil, field):
    assert h100_new["cases"][0]["device"]["uuid"] == _gpu(h100_new)["uuid"]
    spoil(h100_new)
    refused(write_bundle, h100_new, field)


def test_every_committed_bundle_is_one_the_harness_could_write():
    # bundles/ledger holds the flake ledger and bundles/evidence the runs' texts and ci/run's time
    # records: every other JSON file under bundles/ is a result bundle
    files = sorted(
        p
        for p in REAL.rglob("*")
        if p.name.endswith((".json", ".json.gz")) and not {"ledger", "evidence"} & set(p.parts)
    )
    assert len(files) > 40
    for p in files:
        bundle.load(p)  # BundleError names the file and the field


# --- the fixture: such a record is a CRASH, never a green case ------------------------------------


@pytest.mark.parametrize(
    "record, says",
    [
        (dict(GOOD, outcome="XFAIL"), "without an expectation"),
        (dict(GOOD, outcome="XFAIL", expectation=dict(ENTRY, matched=False)), "did not match"),
        (
            dict(GOOD, attempts=[{"attempt": 1, "outcome": "FAIL"}, {"attempt": 2, "outcome": "PASS"}]),
            "that is FLAKY",
        ),
        (dict(GOOD, observations=[check("cudaFree", OK, None)]), "must fail"),
        (dict(GOOD, failures=[FAILURE]), "a failed assertion fails the case"),
    ],
)
def test_the_fixture_makes_an_impossible_record_a_crash(tmp_path, capsys, monkeypatch, record, says):
    monkeypatch.setenv("CUDASEM_ALLOW_NO_GPU", "1")
    run_dir = own_run(tmp_path, {"a.b.claims": record, "a.b.good": GOOD})
    assert run.main(end_args(tmp_path)) == 1  # the ctest test cudasem.run.end fails
    out = capsys.readouterr().out
    written = json.loads((run_dir / "bundle.json").read_text())
    entry = next(c for c in written["cases"] if c["id"] == "a.b.claims")
    assert entry["outcome"] == "CRASH" and "malformed record" in entry["message"] and says in entry["message"]
    assert "FAILED: 1 CRASH: a.b.claims" in out
    bundle.load(run_dir / "bundle.json")


def test_a_record_the_harness_writes_stays_as_it_is(tmp_path, monkeypatch):
    monkeypatch.setenv("CUDASEM_ALLOW_NO_GPU", "1")
    run_dir = own_run(tmp_path, {"a.b.x": dict(GOOD, outcome="XFAIL", expectation=MATCHED), "a.b.good": GOOD})
    assert run.main(end_args(tmp_path)) == 0
    written = json.loads((run_dir / "bundle.json").read_text())
    assert {c["id"]: c["outcome"] for c in written["cases"]} == {"a.b.good": "PASS", "a.b.x": "XFAIL"}


@pytest.mark.parametrize(
    "version", ["580.159.0\u00b2", "9" * 5000, "", "..", "580..1", "-1", "580.159.04\n", "1.2.3.4.5"]
)
def test_a_driver_version_nvml_cannot_give_is_refused(h100_new, write_bundle, version):
    h100_new["identity"]["driver"]["version"] = version
    msg = refused(write_bundle, h100_new, "identity.driver.version")
    assert len(msg) < 400, msg


@pytest.mark.parametrize("version", ["580.159.04", "575.57.08", "1", None])
def test_a_driver_version_nvml_gives_loads(h100_new, write_bundle, version):
    h100_new["identity"]["driver"]["version"] = version
    bundle.load(write_bundle(h100_new, "ok.json"))


@pytest.mark.parametrize("value", [OK, UNKNOWN])
def test_a_recorded_code_never_judged_passes_with_any_code(h100_new, write_bundle, value):
    """CUDASEM_RECORD_CODE's check ("judged": false) records what the call returned: success or a code
    its list lacks fails nothing (a characterization's record); the same check judged is refused."""
    i = passing(h100_new)
    c = h100_new["cases"][i]
    recorded = check("cuTexRefSetMipmapFilterMode", value, None, documented=value is OK)
    c["observations"] = [dict(recorded, check=dict(recorded["check"], judged=False))]
    bundle.load(write_bundle(h100_new, "ok.json"))
    c["observations"] = [recorded]
    refused(write_bundle, h100_new, f"cases[{i}].observations[0].check", c["id"])
