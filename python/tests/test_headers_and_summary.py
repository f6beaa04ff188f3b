"""The toolkit-header checks (citations, documented codes) and the post-run summary."""

import json
from pathlib import Path

import pytest

from cudasem.run import summary
from cudasem.sources import headers

from conftest import PLANTED, REAL, read, real_files

INCLUDE = Path("/usr/local/cuda/include")
needs_toolkit = pytest.mark.skipif(
    not (INCLUDE / "cuda_runtime_api.h").is_file(), reason="no CUDA toolkit headers at /usr/local/cuda/include"
)


def case(cid, section, quote, doc="RT", version="13.0"):
    return {"id": cid, "citation": {"doc": doc, "section": section, "quote": quote, "cuda_version": version}}


@needs_toolkit
def test_a_verbatim_quote_is_found_and_a_planted_misquote_fails(tmp_path, capsys):
    cases = [
        case("x.ok", "cudaStreamSynchronize", "Blocks until stream has completed all operations."),
        case("x.planted", "cudaStreamSynchronize", "Blocks until stream has completed most operations."),
    ]
    f = tmp_path / "cases.json"
    f.write_text(json.dumps(cases))
    rc = headers.main(["quotes", "--include", str(INCLUDE), "--cases-json", str(f)])
    out = capsys.readouterr().out
    assert rc == 1
    assert "MISQUOTE x.planted" in out and "x.ok" not in out.split("headers:")[0]
    assert "closest: Blocks until stream has completed all operations." in out


@needs_toolkit
def test_sync_page_quotes_are_checked_and_other_editions_are_not(tmp_path, capsys):
    sync = "API synchronization behavior"
    cases = [
        case(
            "s.ok",
            "Memcpy, Synchronous",
            "For transfers from device memory to device memory, no host-side synchronization is performed.",
            doc="SYNC",
        ),
        case(
            "s.planted", sync, "For transfers from device memory to device memory, the host always waits.", doc="SYNC"
        ),
        case("s.other_edition", sync, "A sentence only the online edition has.", doc="SYNC", version="online"),
        case("s.stream_page", "Legacy default stream", "Not in the headers at all.", doc="SSYNC"),
    ]
    f = tmp_path / "cases.json"
    f.write_text(json.dumps(cases))
    rc = headers.main(["quotes", "--include", str(INCLUDE), "--cases-json", str(f)])
    out = capsys.readouterr().out
    assert rc == 1
    assert "MISQUOTE s.planted" in out
    assert "s.other_edition" not in out and "s.stream_page" not in out and "MISQUOTE s.ok" not in out
    assert "found 1, missing 1" in out


@needs_toolkit
def test_markup_and_whitespace_are_normalized():
    items = headers.parse_headers(INCLUDE)
    r = headers.check_quote(case("x.y", "cudaFree", "If devPtr is 0, no operation is performed."), items)
    assert r["status"] == "found"
    r = headers.check_quote(
        case(
            "x.z",
            "cudaError (cudaErrorInvalidConfiguration)",
            "This indicates that a kernel launch is requesting resources that can never be satisfied by the current device.",
        ),
        items,
    )
    assert r["status"] == "found"


@needs_toolkit
def test_documented_codes_come_from_the_return_list_and_notes():
    items = headers.parse_headers(INCLUDE)
    codes = headers.documented_codes(items["cudaMallocAsync"])
    assert codes[:2] == ["cudaSuccess", "cudaErrorInvalidValue"]
    assert "cudaErrorNoDevice" in codes  # \note_init_rt
    assert "cudaErrorLaunchFailure" in codes  # \notefnerr
    assert "CUDA_ERROR_INVALID_VALUE" in headers.documented_codes(items["cuMemAlloc"])


def test_summary_lists_failures_and_says_when_nothing_ran(tmp_path, capsys):
    bundles = real_files()
    if not bundles:
        pytest.skip("no committed bundles")
    b = read(bundles[0])
    b["cases"][0]["outcome"], b["cases"][0]["message"] = "FAIL", "expected 1\nactual 2"
    p = tmp_path / "b.json"
    p.write_text(json.dumps(b))
    assert summary.main([str(p)]) == 1
    out = capsys.readouterr().out
    assert f"FAIL     {b['cases'][0]['id']}: expected 1" in out and "bundle " + str(p) in out
    for c in b["cases"]:
        c["outcome"] = "UNSUPPORTED"
    p.write_text(json.dumps(b))
    assert summary.main([str(p)]) == 1
    assert "NOTHING RAN" in capsys.readouterr().out
    assert summary.main([str(p), "--allow-no-run"]) == 0


def test_known_ids_are_the_known_outcomes_of_every_bundle_given(tmp_path, capsys):
    """`cudasem summary --known-ids`: what a raw run selects (ci/gpu-evidence --raw-known, ci/lent-machine's
    raw step): the ids of the XFAIL, XPASS and FLAKY cases of the bundles given, sorted, one a line. Of
    the committed H200 run they are the cases its raw run holds; a planted FLAKY case counts too."""
    h200, planted = REAL / "nvidia-h200_580.159.04.json.gz", PLANTED / "nvidia-h200_580.159.04_20261120T101500Z.json"
    assert summary.main(["--known-ids", str(h200), str(planted)]) == 0
    raw = read(REAL / "raw" / "nvidia-h200_580.159.04.json")
    flaky = [c["id"] for c in read(planted)["cases"] if c["outcome"] == "FLAKY"]
    assert capsys.readouterr().out.splitlines() == sorted({c["id"] for c in raw["cases"]} | set(flaky))
    assert summary.main(["--known-ids"]) == 2
    assert summary.main(["--known-ids", str(tmp_path / "none.json")]) == 2
    assert "none.json" in capsys.readouterr().err


def test_deviations_page_summarizes_by_class_and_lists_undocumented_codes():
    from cudasem.report import findings
    from cudasem.report import view as model

    from conftest import planted_files

    runs = model.load_runs(planted_files())
    run = runs[0]
    cid = next(iter(run.cases))
    case = run.cases[cid]
    case["outcome"] = "XFAIL"
    case["expectation"] = {
        "outcome": "fail",
        "reason": "returned X",
        "reference": "b.json",
        "source": "e.txt:1",
        "class": "undocumented-code",
    }
    case["observations"] = list(case.get("observations") or []) + [
        {"name": "undocumented_return_code.cudaFoo", "value": "cudaErrorNotSupported (801)"}
    ]
    data = findings.deviations_data(runs)
    groups = {g["class"]: g for g in data["summary"]}
    assert any(r["id"] == cid and r["driver"] == "returned X" for r in groups["undocumented-code"]["rows"])
    assert any(u["id"] == cid and u["function"] == "cudaFoo" for u in data["undocumented"])


def test_summary_lists_cases_judged_by_wildcard_entries(tmp_path, capsys):
    bundles = real_files()
    if not bundles:
        pytest.skip("no committed bundles")
    b = read(bundles[0])
    b["cases"][0]["outcome"] = "XFAIL"
    b["cases"][0]["expectation"] = {
        "outcome": "fail",
        "reason": "r",
        "reference": "x",
        "source": "expectations/w.txt:3",
        "expects": "any failure",
        "wildcard": True,
    }
    p = tmp_path / "b.json"
    p.write_text(json.dumps(b))
    summary.main([str(p)])
    out = capsys.readouterr().out
    assert "WILDCARD EXPECTATIONS judged 1 case(s)" in out
    assert f"XFAIL    {b['cases'][0]['id']} (expectations/w.txt:3)" in out
