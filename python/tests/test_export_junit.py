"""The JUnit export: failure messages that name actual and expected, repository paths only, XML that
parses whatever the messages hold, and a document valid against the Jenkins xUnit plugin's JUnit
schema (tests/data/junit/junit-10.xsd; see its header for the source)."""

import copy
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from lxml import etree

from cudasem.report import export

from conftest import REAL, planted_files, read, real_files

XSD = Path(__file__).parent / "data" / "junit" / "junit-10.xsd"
RAW = sorted((REAL / "raw").glob("*.json")) if (REAL / "raw").is_dir() else []
# An absolute path of the machine that ran the suite, up to a folder of the repository.
ABSOLUTE = re.compile(r"(?<![\w.])/(?:[\w.+-]+/)+(?:cases|harness|kernels|reports|expectations)/")
LOCATION = re.compile(r"\.(?:cpp|cu|h|cc):\d+:")


@pytest.fixture(scope="module")
def schema():
    return etree.XMLSchema(etree.parse(str(XSD)))


def _export(tmp_path, bundle: dict) -> tuple[bytes, dict]:
    """Writes the bundle, runs the command line on it, returns the XML bytes and testcases by name."""
    src, out = tmp_path / "b.json", tmp_path / "junit.xml"
    src.write_text(json.dumps(bundle))
    assert export.main([str(src), "--junit", str(out)]) == 0
    raw = out.read_bytes()
    return raw, {tc.get("name"): tc for tc in ET.fromstring(raw).iter("testcase")}


def _synthetic(messages: dict[str, tuple]) -> dict:
    """A planted bundle whose first cases get (outcome, message, observations[, failures])."""
    b = copy.deepcopy(read(planted_files()[0]))
    for c, (outcome, message, obs, *failures) in zip(b["cases"], messages.values()):
        c.update(outcome=outcome, message=message, observations=obs, failures=failures[0] if failures else [])
        if outcome == "XFAIL":
            c["expectation"] = {
                "outcome": "fail",
                "reason": "known",
                "reference": "r",
                "source": "/root/src/expectations/nvidia.txt:3",
            }
    return b


def code(name, number):
    return {"name": name, "code": number}


def _check(name, value, expected, documented=True, function=None):
    return {
        "name": name,
        "value": value,
        "type": "verdict",
        "check": {"function": function or name, "expected": expected, "documented": documented},
    }


def failure(path, line, summary):
    return [{"file": path, "line": line, "summary": summary}]


OK, INVALID = code("cudaSuccess", 0), code("cudaErrorInvalidValue", 1)
GTEST_CHECK = (
    "/root/src/cases/a/b.cpp:16: Failure\n"
    "cudaFoo returned cudaErrorInvalidValue (1), expected cudaSuccess (0)\n"
    "    call: cudaFoo(p)\n"
)
CASES = {
    # a failed check after a passing one (also an undocumented code the case expects: it passes)
    "check": (
        "FAIL",
        GTEST_CHECK,
        [
            _check("cudaA", OK, OK),
            _check("cuB", code("CUDA_ERROR_X", 9), code("CUDA_ERROR_X", 9), False),
            _check("cudaFoo[second]", INVALID, OK, function="cudaFoo"),
        ],
    ),
    # "fails with a documented code": it succeeded
    "success": ("XPASS", "", [_check("cudaBar", OK, None)]),
    # "fails with a documented code": it failed with an undocumented one
    "undocumented": ("FAIL", "", [_check("cudaBaz", code("cudaErrorUnknown", 999), None, False)]),
    # no check: the record's first failed assertion, gtest's summary made one line (never parsed)
    "value_of": (
        "FAIL",
        "/work/main/cases/x/y.cpp:22: Value of: r.early\n  Actual: false\nExpected: true\n",
        [],
        failure("/work/main/cases/x/y.cpp", 22, "Value of: r.early\n  Actual: false\nExpected: true\n"),
    ),
    "equality": (
        "CRASH",
        "/work/main/cases/x/z.cu:27: Expected equality of these values:\n  size\n    Which is: 8\n  4\n",
        [],
        failure("/work/main/cases/x/z.cu", 27, "Expected equality of these values:\n  size\n    Which is: 8\n  4\n"),
    ),
    # no failure listed: the message's first line
    "plain": ("FAIL", "the helper died (signal 11)\nits output: none\n", []),
    "empty": ("TIMEOUT", "", []),
}
WANT = {
    "check": "cudaFoo[second]: returned cudaErrorInvalidValue, expected cudaSuccess",
    "success": "cudaBar: returned cudaSuccess, expected a documented error",
    "undocumented": "cudaBaz: returned cudaErrorUnknown, expected a documented error",
    "value_of": "Value of: r.early Actual: false Expected: true",
    "equality": "Expected equality of these values: size Which is: 8 4",
    "plain": "the helper died (signal 11)",
    "empty": "TIMEOUT",
}


def test_failure_message_names_actual_and_expected(tmp_path):
    b = _synthetic(CASES)
    _, cases = _export(tmp_path, b)
    for key, c in zip(CASES, b["cases"]):
        failure = cases[c["id"]].find("failure")
        assert failure.get("message") == WANT[key], key
        assert failure.get("type") == CASES[key][0]
        assert (failure.text or "") == CASES[key][1].replace("/root/src/", "").replace("/work/main/", ""), key


def test_real_raw_bundle_failures_name_actual_and_expected_with_the_full_message_as_text(tmp_path):
    if not RAW:
        pytest.skip("no committed raw bundles")
    b = read(RAW[0])
    _, cases = _export(tmp_path, b)
    failures = {n: tc.find("failure") for n, tc in cases.items() if tc.find("failure") is not None}
    assert len(failures) == sum(c["outcome"] == "FAIL" for c in b["cases"]) > 0
    for name, f in failures.items():
        assert not LOCATION.search(f.get("message")), name
        assert ", expected " in f.get("message") or "Expected" in f.get("message"), name
    copy3d = failures["arrays.copy3d.kind_corrected_for_array"]
    assert copy3d.get("message") == "cudaMemcpy3D: returned cudaErrorInvalidValue, expected cudaSuccess"
    assert re.match(r"cases/arrays/copy3d/kind_corrected_for_array.cpp:\d+: cudaMemcpy3D returned", copy3d.text)
    assert (
        failures["capture.begin.already_capturing_rejected"].get("message")
        == "cudaStreamBeginCapture: returned cudaErrorIllegalState, expected a documented error"
    )
    early = failures["apisync.pg64k.h2d_64kib_pageable_returns_early"]
    assert early.get("message") == "Value of: r.returned_before_release Actual: false Expected: true"
    assert "Value of: r.returned_before_release" in early.text


@pytest.mark.parametrize("path", real_files() + RAW, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_real_bundles_export_valid_junit_without_absolute_paths(tmp_path, schema, path):
    raw, cases = _export(tmp_path, read(path))
    text = raw.decode("utf-8")
    assert "/work/" not in text and not ABSOLUTE.search(text)
    doc = etree.fromstring(raw)
    assert schema.validate(doc), schema.error_log.last_error
    for suite in doc.iter("testsuite"):
        assert suite[0].tag == "properties" and suite.findall("testcase/properties") == []
    xfail = [tc for tc in cases.values() if "cudasem.outcome=XFAIL" in (tc.findtext("system-out") or "")]
    assert len(xfail) == sum(c["outcome"] == "XFAIL" for c in read(path)["cases"])


def test_per_case_facts_are_in_system_out_and_every_outcome_validates(tmp_path, schema):
    b = copy.deepcopy(read(planted_files()[0]))
    outcomes = ["PASS", "FAIL", "XFAIL", "XPASS", "FLAKY", "UNSUPPORTED", "CRASH", "TIMEOUT", "MISSING"]
    for c, o in zip(b["cases"], outcomes):
        c["outcome"] = o
        c["message"] = f"/root/src/cases/{o.lower()}.cpp:3: {o} happened"
        if o in ("PASS", "XPASS"):
            c["failures"] = []  # a case that passed lists no failed assertion
        if o == "XFAIL":
            c["expectation"] = {
                "outcome": "fail",
                "reason": "known",
                "reference": "r",
                "source": "/work/main/expectations/nvidia.txt:3",
            }
    raw, cases = _export(tmp_path, b)
    doc = etree.fromstring(raw)
    assert schema.validate(doc), schema.error_log.last_error
    by_outcome = {o: cases[c["id"]] for c, o in zip(b["cases"], outcomes)}
    for o, tc in by_outcome.items():
        out = tc.findtext("system-out")
        c = next(c for c in b["cases"] if c["id"] == tc.get("name"))
        assert f"cudasem.api={', '.join(c['api'])}" in out
        assert ("cudasem.outcome=" + o in out) == (o in ("XFAIL", "FLAKY"))
    assert "expected by expectations/nvidia.txt:3: known" in by_outcome["XFAIL"].findtext("system-out")
    assert by_outcome["UNSUPPORTED"].find("skipped").get("message") == "cases/unsupported.cpp:3: UNSUPPORTED happened"
    assert by_outcome["FAIL"].find("failure").text == "cases/fail.cpp:3: FAIL happened"
    assert "/root/" not in raw.decode() and "/work/" not in raw.decode()


def test_control_characters_and_lone_surrogates_leave_well_formed_xml(tmp_path, schema):
    nasty = "red \x1b[31mX\x1b[0m nul \x00 bell \x07 lone \ud800 \udfff noncharacter \ufffe\uffff end"
    b = copy.deepcopy(read(planted_files()[0]))
    for c, o in zip(b["cases"], ["FAIL", "UNSUPPORTED", "XFAIL"]):
        c.update(outcome=o, message=nasty, observations=[_check("cudaQ\x1b", code("cudaErrorX", 1), OK)])
        c["expectation"] = {"outcome": "fail", "reason": nasty, "reference": "r", "source": "e.txt:1"}
    raw, cases = _export(tmp_path, b)
    doc = etree.fromstring(raw)  # raises on anything XML 1.0 cannot hold
    assert schema.validate(doc), schema.error_log.last_error
    failure = cases[b["cases"][0]["id"]].find("failure")
    assert failure.get("message") == "cudaQ\\x1b: returned cudaErrorX, expected cudaSuccess"
    assert "\\x1b[31mX" in failure.text and "\\x00" in failure.text and "\\ud800" in failure.text
    assert "\\ufffe" in failure.text and failure.text.endswith(" end")
    assert cases[b["cases"][1]["id"]].find("skipped").get("message").startswith("red \\x1b[31mX")
    assert "\\x07" in cases[b["cases"][2]["id"]].findtext("system-out")
