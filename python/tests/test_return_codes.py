"""The return-code table (cudasem.sources.return_codes, `cudasem codes`): every documented (function,
code) pair of the toolkit's headers with its status. A `provoked` pair that no committed record shows
fails; the classification file's lines are valid (reasons from the vocabulary's fixed list, each exact
line a documented pair that no record shows, no malformed line); the counts add up."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from cudasem.model.vocabulary import unreachable_reasons
from cudasem.sources import return_codes as rc

ROOT = Path(__file__).resolve().parents[2]
INCLUDE = Path("/usr/local/cuda/include")
needs_toolkit = pytest.mark.skipif(
    not (INCLUDE / "cuda_runtime_api.h").is_file(), reason="no CUDA toolkit headers at /usr/local/cuda/include"
)


@pytest.fixture(scope="module")
def table():
    return rc.build(INCLUDE, ROOT)


@pytest.fixture(scope="module")
def table_json(table):
    return table.as_json()


@needs_toolkit
def test_the_committed_table_has_no_problem(table):
    assert table.problems == []


@needs_toolkit
def test_every_provoked_pair_is_shown_by_a_committed_record(table_json):
    assert rc.verify(table_json, ROOT) == []
    assert any(p["status"] == "provoked" for p in table_json["pairs"])


@needs_toolkit
def test_a_planted_provoked_pair_fails(table_json):
    planted = copy.deepcopy(table_json)
    provoked = next(p for p in planted["pairs"] if p["status"] == "provoked")
    victim = next(p for p in planted["pairs"] if p["status"] == "open")
    victim["status"] = "provoked"
    victim["evidence"] = list(provoked["evidence"])  # a real record of another pair
    problems = rc.verify(planted, ROOT)
    assert len(problems) == 1 and victim["function"] in problems[0] and victim["code"] in problems[0]
    del victim["evidence"]
    assert "without evidence" in rc.verify(planted, ROOT)[0]


@needs_toolkit
def test_an_evidence_outside_the_counted_runs_does_not_count(table_json):
    planted = copy.deepcopy(table_json)
    provoked = next(p for p in planted["pairs"] if p["status"] == "provoked")
    planted["bundles"] = []
    assert rc.verify(planted, ROOT)
    assert provoked["function"] in rc.verify(planted, ROOT)[0]


@needs_toolkit
def test_the_counts_add_up(table, table_json):
    s = table_json["summary"]
    assert set(s) == set(rc.API_HEADERS)
    total = 0
    for header, per in s.items():
        for group in ("return", "notes"):
            g = per[group]
            assert g["pairs"] == sum(g[st] for st in rc.STATUSES), (header, group)
            assert g["unreachable"] == sum(g["unreachable_by_reason"].values()), (header, group)
            assert set(g["unreachable_by_reason"]) <= set(unreachable_reasons())
            assert sum(g["success"].values()) <= g["pairs"]
            assert all(g["success"][st] <= g[st] for st in rc.STATUSES)
            total += g["pairs"]
        assert per["undocumented"] == sum(u["header"] == header for u in table_json["undocumented"])
    assert total == len(table_json["pairs"]) == len({(p["function"], p["code"]) for p in table_json["pairs"]})
    # every unreachable pair names its reason, note and line; every open one none
    for p in table.pairs:
        assert (p.status == "unreachable") == bool(p.reason and p.note and p.classified_at), p
        assert (p.status == "provoked") == bool(p.evidence), p
    # the runtime and the driver: at least the functions and pairs the issue counted
    assert s["cuda_runtime_api.h"]["return"]["pairs"] >= 868 and s["cuda.h"]["return"]["pairs"] >= 2076


@needs_toolkit
def test_aliases_are_merged_and_no_undocumented_pair_is_documented(table, table_json):
    functions = {p.function for p in table.pairs}
    assert not [f for f in functions if f != rc.base_name(f)]
    assert "cuCtxGetDevice" in functions and "cuCtxGetDevice_v2" not in functions
    documented = {(p.function, p.code) for p in table.pairs}
    assert not [u for u in table_json["undocumented"] if (u["function"], u["code"]) in documented]
    assert all(u["evidence"] for u in table_json["undocumented"])
    # cudaGetLastError and cudaPeekAtLastError return earlier calls' errors: never "undocumented"
    assert not [u for u in table_json["undocumented"] if u["function"] in rc.EARLIER_ERRORS]


def test_the_committed_classification_names_reasons_of_the_fixed_list():
    lines, problems = rc.read_classification(ROOT / rc.CLASSIFICATION)
    assert problems == [] and lines
    assert {line.reason for line in lines} <= set(unreachable_reasons())


@pytest.mark.parametrize(
    "text,problem",
    [
        ("cudaMalloc cudaErrorInvalidValue\n", "want `FUNCTION CODE REASON NOTE...`"),
        ("cudaMalloc cudaErrorInvalidValue other-platform\n", "want `FUNCTION CODE REASON NOTE...`"),
        ("cudaMalloc cudaErrorInvalidValue elsewhere a note\n", "reason 'elsewhere' is not one of"),
    ],
)
def test_a_malformed_line_names_the_file_and_line(tmp_path, text, problem):
    f = tmp_path / "unreachable.txt"
    f.write_text("# a comment\n\n" + text)
    _, problems = rc.read_classification(f)
    assert len(problems) == 1 and problems[0].startswith(f"{f}:3: ") and problem in problems[0]


def _pairs() -> dict[tuple[str, str], rc.Pair]:
    pairs = {
        ("cudaMalloc", "cudaErrorInvalidValue"): rc.Pair(
            "cudaMalloc", "cudaErrorInvalidValue", "cuda_runtime_api.h", "return"
        ),
        ("cudaMalloc", "cudaErrorMemoryAllocation"): rc.Pair(
            "cudaMalloc", "cudaErrorMemoryAllocation", "cuda_runtime_api.h", "return"
        ),
        ("cuMemAlloc", "CUDA_ERROR_LAUNCH_TIMEOUT"): rc.Pair(
            "cuMemAlloc", "CUDA_ERROR_LAUNCH_TIMEOUT", "cuda.h", "notefnerr"
        ),
    }
    p = pairs[("cudaMalloc", "cudaErrorMemoryAllocation")]
    p.status, p.evidence = "provoked", [{"bundle": "bundles/b.json", "case": "a.b.c"}]
    return pairs


def _line(function: str, code: str, n: int = 1) -> rc.Line:
    return rc.Line(f"codes/unreachable.txt:{n}", function, code, "other-platform", "a note")


def test_a_line_naming_a_pair_that_is_not_documented_is_an_error():
    problems = rc.classify([_line("cudaMalloc", "cudaErrorLaunchTimeout")], _pairs())
    assert problems == ["codes/unreachable.txt:1: (cudaMalloc, cudaErrorLaunchTimeout) is not a documented pair"]
    assert rc.classify([_line("cudaNoSuchFunction", "cudaErrorInvalidValue")], _pairs())


def test_a_pattern_matching_no_documented_pair_is_an_error():
    problems = rc.classify([_line("cuGraphicsGL*", "*")], _pairs())
    assert problems == ["codes/unreachable.txt:1: cuGraphicsGL* * matches no documented pair"]


def test_an_exact_line_naming_a_provoked_pair_is_stale_and_a_pattern_never_hides_one():
    pairs = _pairs()
    problems = rc.classify([_line("cudaMalloc", "cudaErrorMemoryAllocation")], pairs)
    assert len(problems) == 1 and "is provoked (bundles/b.json, a.b.c)" in problems[0]
    pairs = _pairs()
    assert rc.classify([_line("cudaMalloc", "*")], pairs) == []
    assert pairs[("cudaMalloc", "cudaErrorMemoryAllocation")].status == "provoked"
    assert pairs[("cudaMalloc", "cudaErrorInvalidValue")].status == "unreachable"


def test_two_exact_lines_for_one_pair_are_an_error_and_the_first_line_classifies():
    pairs = _pairs()
    lines = [_line("cudaMalloc", "cudaErrorInvalidValue", 1), _line("cudaMalloc", "cudaErrorInvalidValue", 2)]
    lines[1].reason = "removed"
    problems = rc.classify(lines, pairs)
    assert problems == [
        "codes/unreachable.txt:2: (cudaMalloc, cudaErrorInvalidValue) is classified at codes/unreachable.txt:1 too"
    ]
    assert pairs[("cudaMalloc", "cudaErrorInvalidValue")].reason == "other-platform"


def test_an_alias_line_names_its_base_function():
    pairs = _pairs()
    assert rc.classify([_line("cuMemAlloc_v2", "CUDA_ERROR_LAUNCH_TIMEOUT")], pairs) == []
    assert pairs[("cuMemAlloc", "CUDA_ERROR_LAUNCH_TIMEOUT")].status == "unreachable"


def test_base_names():
    assert rc.base_name("cuStreamGetCaptureInfo_v2_ptsz") == "cuStreamGetCaptureInfo"
    assert rc.base_name("cuMemcpyBatchAsync_ptsz") == "cuMemcpyBatchAsync"
    assert rc.base_name("cuCtxCreate_v4") == "cuCtxCreate"
    assert rc.base_name("cudaMalloc3D") == "cudaMalloc3D"


def test_an_undocumented_return_links_the_entries_that_expect_it(tmp_path):
    undocumented = [
        {"function": "cuStreamBeginCapture", "code": "CUDA_ERROR_ILLEGAL_STATE", "evidence": [{"case": "a.b.c"}]},
        {"function": "cudaGraphClone", "code": "cudaErrorNotSupported", "evidence": [{"case": "graphs.x.y"}]},
    ]
    f = str(tmp_path / "expectations" / "nvidia.txt")
    entries = [
        {  # names the harness's observation of the function's alias
            "file": f,
            "line": 12,
            "pattern": "other.case",
            "expected_observations": [["undocumented_return_code.cuStreamBeginCapture_v2", "CUDA_ERROR_ILLEGAL_STATE"]],
        },
        {  # the case of the evidence, expecting the code by another observation's name
            "file": f,
            "line": 3,
            "pattern": "graphs.x.*",
            "expected_observations": [["clone_result", "cudaErrorNotSupported"]],
        },
        {"file": f, "line": 4, "pattern": "graphs.x.*", "expected_observations": [["clone_result", "cudaSuccess"]]},
    ]
    rc.link_expectations(undocumented, entries, tmp_path)
    assert undocumented[0]["expectations"] == ["expectations/nvidia.txt:12"]
    assert undocumented[1]["expectations"] == ["expectations/nvidia.txt:3"]
    rc.link_expectations(undocumented, [], tmp_path)
    assert undocumented[0]["expectations"] == []


def test_a_successful_call_in_the_returned_tally_counts(tmp_path):
    """A case's `returned` tally (every checked call's code, a successful _OK call's too) shows the
    pair; the same case without it shows nothing."""
    case = {
        "id": "a.b",
        "observations": [],
        "returned": [{"function": "cudaMalloc", "code": {"name": "cudaSuccess", "code": 0}, "calls": 3}],
    }
    bundle = {"schema": "cudasem-bundle/2", "identity": {"gpu": {"name": "NVIDIA H200"}}, "cases": [case]}
    path = tmp_path / "b.json"
    path.write_text(json.dumps(bundle), encoding="utf-8")
    found, counted = rc.records([path], tmp_path)
    assert found == [("cudaMalloc", "cudaSuccess", "b.json", "a.b")] and counted == ["b.json"]
    del case["returned"]
    path.write_text(json.dumps(bundle), encoding="utf-8")
    assert rc.records([path], tmp_path)[0] == []
