"""report/failure.py: a failed check as call, expected and actual (units, error names), and the
signal of a process that died, from each form the harness and GoogleTest write."""

from cudasem.report import failure
from cudasem.report.words import finding


def _case(summary, observations=(), outcome="XFAIL"):
    return {"outcome": outcome, "observations": list(observations), "failures": [{"summary": summary}]}


def test_exit_139_is_named_sigsegv_and_other_statuses_are_left_alone():
    assert failure.signal_of(139) == "SIGSEGV" and failure.signal_of(134) == "SIGABRT"
    assert failure.signal_of(1) is None and failure.signal_of(128) is None
    assert (
        failure.name_signals("helper sent no code: exit 139 output:")
        == "helper sent no code: exit 139 (SIGSEGV) output:"
    )
    assert failure.name_signals("exit 139 (SIGSEGV)") == "exit 139 (SIGSEGV)"
    assert failure.name_signals("exit 2") == "exit 2"
    crash = {"outcome": "CRASH", "observations": [], "message": "helper calling cuDeviceGetName sent no code: exit 139"}
    assert "SIGSEGV" in finding(crash)
    [row] = failure.checks(
        _case("Failed\nhelper x calling cuDeviceGetName sent no code:  exit 139 output: \n", outcome="FAIL")
    )
    assert row["kind"] == "exit" and "SIGSEGV" in row["actual"]


def test_a_code_check_names_the_call_and_both_codes():
    obs = {
        "name": "cudaMemcpy3D",
        "value": {"name": "cudaErrorInvalidValue", "code": 1},
        "type": "verdict",
        "check": {"function": "cudaMemcpy3D", "expected": {"name": "cudaSuccess", "code": 0}, "documented": True},
    }
    s = "cudaMemcpy3D returned cudaErrorInvalidValue (1), expected cudaSuccess (0)\n    call: cudaMemcpy3D(&parms)\n"
    [row] = failure.checks(_case(s, [obs]))
    assert row == {
        "call": "cudaMemcpy3D(&parms)",
        "observation": "cudaMemcpy3D",
        "expected": "cudaSuccess (0)",
        "actual": "cudaErrorInvalidValue (1)",
        "kind": "code",
    }


def test_googletest_forms_give_expected_and_actual_with_units():
    value_of = _case(
        "Value of: r.returned_before_release\n  Actual: false\nExpected: true\n",
        [{"name": "returned_before_release", "value": False, "type": "verdict"}],
    )
    [row] = failure.checks(value_of)
    assert (row["call"], row["expected"], row["actual"]) == ("r.returned_before_release", "true", "false")
    sized = _case(
        "Expected equality of these values:\n  got\n    Which is: 1048576\n  want\n    Which is: 2097152\n",
        [{"name": "largest_size_returned_early", "value": 1048576, "type": "verdict"}],
    )
    [row] = failure.checks(sized)
    assert (row["expected"], row["actual"]) == ("2 MiB (want)", "1 MiB")
    relation = _case("Expected: (order.device_at) > (order.completed_at), actual: 0 vs 1\nmore\n")
    [row] = failure.checks(relation)
    assert row["actual"] == "order.device_at = 0, order.completed_at = 1"
    found = _case(
        "calls_that_succeeded: expected 0, found 3\n", [{"name": "calls_that_succeeded", "value": 3, "type": "verdict"}]
    )
    [row] = failure.checks(found)
    assert (row["expected"], row["actual"]) == ("0 calls", "3 calls")


def test_a_passing_record_has_no_failed_checks():
    assert failure.checks({"outcome": "PASS", "observations": [], "failures": []}) == []
    assert failure.checks(None) == []


def test_a_finding_leads_with_what_failed_not_with_a_call_that_succeeded():
    ok_call = {
        "name": "cudaLaunchKernel",
        "value": {"name": "cudaSuccess", "code": 0},
        "type": "verdict",
        "check": {"function": "cudaLaunchKernel", "expected": {"name": "cudaSuccess", "code": 0}, "documented": True},
    }
    relation = _case("Expected: (per_sm) >= (2), actual: 1 vs 2\n", [ok_call])
    assert finding(relation).startswith("per_sm >= 2 does not hold (per_sm = 1, 2 = 2); cudaLaunchKernel returned")
    value = _case(
        "Expected equality of these values:\n  bad\n    Which is: 8192\n  0u\n    Which is: 0\n",
        [ok_call, {"name": "mismatched_bytes_read_by_gl", "value": 8192, "type": "verdict"}],
    )
    assert finding(value).startswith("mismatched_bytes_read_by_gl = 8 KiB (expected 0 B (0u)); cudaLaunchKernel")
