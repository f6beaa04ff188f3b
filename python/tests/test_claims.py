"""The claim follows the quote and the verdict (issue 39; python/cudasem/sources/claims.py): each
planted violation fails the check, a clean case passes, and the pending list (cases/CLAIM_REVIEW.txt)
only shrinks. The migration (`cudasem claims migrate`) declares each case file's claim once."""

from __future__ import annotations

from pathlib import Path

import pytest

from cudasem.model import expectation_files
from cudasem.model import vocabulary as v
from cudasem.sources import claims

ROOT = Path(__file__).resolve().parents[2]


def _case(tmp_path: Path, cid: str, body: str = "", *, kind="semantics", claim="promise", quote="Returns 0.") -> dict:
    """A listed case (as the build's listing has it) and its file under tmp_path/cases."""
    path = tmp_path / "cases" / Path(*cid.split(".")).with_suffix(".cpp")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f'#include "cudasem/cudasem.h"\nCUDASEM_CASE(A, B, {{}}) {{\n{body}}}\n')
    return {"id": cid, "kind": kind, "claim": claim, "citation": {"quote": quote}, "api": ["cudaFree"]}


def _pending(tmp_path: Path, *lines: str) -> Path:
    p = tmp_path / "CLAIM_REVIEW.txt"
    p.write_text("# header\n" + "".join(f"{line}\n" for line in lines))
    return p


def _rules(tmp_path, cases, entries=()):
    return {(x.id, x.rule) for x in claims.violations(cases, tmp_path / "cases", list(entries))}


FAILS = "  CUDASEM_EXPECT_ERROR(cudaFree(bad), cudaErrorInvalidValue);\n"


# --- the wording and the asserts -------------------------------------------------------------------


@pytest.mark.parametrize(
    "quote,classes",
    [
        ("If devPtr is 0, no operation is performed.", set()),
        ("returns cudaErrorInvalidValue if count is 0", {"failure"}),
        ("If bytesize is 0, cuMemAlloc() returns CUDA_ERROR_INVALID_VALUE.", {"failure"}),
        ("an error is returned", {"failure"}),
        ("the call fails", {"failure"}),
        ("This flag is not supported in the v2 API.", {"failure"}),
        ("flags must be 0", {"requirement"}),
        ("the stream is required to be capturing", {"requirement"}),
        ("The stream may be NULL.", {"hedge"}),
        ("flags must be 0, otherwise cudaErrorInvalidValue is returned", {"failure", "requirement"}),
        ("The graph will not be instantiable until the user calls cuStreamEndCapture.", {"failure"}),
        ("Applications that compile device code to PTX will not work on older drivers.", {"failure"}),
        ("CU_GRAPH_EXEC_UPDATE_ERROR_NODE_TYPE_CHANGED if the type of a node changed", {"failure"}),
    ],
)
def test_the_wording_of_a_quote(quote, classes):
    assert claims.wording(quote) == classes


def test_asserted_failures_are_read_from_code_only():
    text = (
        "  CUDASEM_EXPECT_ERROR(cudaFree(nullptr), cudaSuccess);\n"  # success: no failure
        "  CUDASEM_EXPECT_CU_ERROR(drv.cuMemFree(0), CUDA_SUCCESS);\n"
        '  // CUDASEM_EXPECT_FAILURE(cudaFree(bad));\n  const char* s = "CUDASEM_EXPECT_FAILURE(x)";\n'
        "  CUDASEM_EXPECT_ERROR_OF(cudaMalloc, f(a, (b, c)), fault);\n"  # a code variable: a failure
        "  CUDASEM_EXPECT_CU_FAILURE(drv.cuMemFree(1));\n"
    )
    assert claims.asserted_failures(text) == [(5, "CUDASEM_EXPECT_ERROR_OF"), (6, "CUDASEM_EXPECT_CU_FAILURE")]


# --- the rules -------------------------------------------------------------------------------------


def test_a_failure_verdict_without_failure_wording_fails(tmp_path):
    c = _case(tmp_path, "a.b.must_be_zero", FAILS, claim="documented_failure", quote="flags must be 0")
    assert _rules(tmp_path, [c]) == {(c["id"], "failure-wording")}
    result = claims.check(_pending(tmp_path), [c], tmp_path / "cases", [])
    assert len(result.errors) == 1 and "failure-wording" in result.errors[0] and "must be 0" in result.errors[0]


def test_a_return_codes_own_description_names_the_failure(tmp_path):
    # "This indicates that the file specified was not found." under CUresult (CUDA_ERROR_FILE_NOT_FOUND):
    # the code's description states the condition it is returned under; another section does not.
    quote = "This indicates that the file specified was not found."
    c = _case(tmp_path, "a.b.missing_file", FAILS, claim="documented_failure", quote=quote)
    c["citation"]["section"] = "CUresult (CUDA_ERROR_FILE_NOT_FOUND)"
    assert _rules(tmp_path, [c]) == set()
    c["citation"]["section"] = "cuModuleLoad"
    assert _rules(tmp_path, [c]) == {(c["id"], "failure-wording")}
    # The generic invalid-value code's text fits any rejected argument: a caller requirement stays one.
    c["citation"]["section"] = "CUresult (CUDA_ERROR_INVALID_VALUE)"
    assert _rules(tmp_path, [c]) == {(c["id"], "failure-wording")}


def test_a_promise_on_a_caller_requirement_alone_is_found(tmp_path):
    c = _case(tmp_path, "a.b.copies", "", claim="promise", quote="kind must be one of cudaMemcpyHostToHost, ...")
    assert _rules(tmp_path, [c]) == {(c["id"], "requirement-promise")}
    c["citation"]["quote"] = "hEvent and hStream must be from the same context otherwise CUDA_ERROR_INVALID_HANDLE"
    assert _rules(tmp_path, [c]) == set()  # the sentence also says what the call does


def test_a_bare_return_list_promises_no_failure(tmp_path):
    c = _case(tmp_path, "a.b.null_out", FAILS, claim="documented_failure", quote="cudaSuccess, cudaErrorInvalidValue")
    assert _rules(tmp_path, [c]) == {(c["id"], "failure-wording")}


def test_not_ready_is_a_querys_answer_not_a_failure():
    text = "  CUDASEM_EXPECT_CU_ERROR_OF(cuStreamQuery, held, CUDA_ERROR_NOT_READY);\n"
    assert claims.asserted_failures(text) == []


def test_a_failure_asserted_under_a_promise_fails(tmp_path):
    c = _case(tmp_path, "a.b.rejects", FAILS, claim="promise", quote="Sets the flags.")
    assert _rules(tmp_path, [c]) == {(c["id"], "failure-claim")}
    [error] = claims.check(_pending(tmp_path), [c], tmp_path / "cases", []).errors
    assert "rejects.cpp:3: asserts a failure (CUDASEM_EXPECT_ERROR)" in error


def test_a_caller_requirement_behind_a_semantics_case_fails(tmp_path):
    c = _case(tmp_path, "a.b.requirement", claim="caller_requirement", quote="flags must be 0")
    assert _rules(tmp_path, [c]) == {(c["id"], "kind")}
    hedge = _case(tmp_path, "a.b.hedge", claim="hedge", quote="may be NULL")
    promise = _case(tmp_path, "a.b.char_promise", kind="characterization", claim="promise")
    perf = _case(tmp_path, "a.b.perf", kind="perf", claim="promise")
    none = _case(tmp_path, "a.b.none", claim=None)
    found = _rules(tmp_path, [hedge, promise, perf, none])
    assert found == {(c["id"], "kind") for c in (hedge, promise, perf, none)}


def test_an_expectation_entry_on_a_hedge_case_fails(tmp_path):
    hedge = _case(tmp_path, "a.b.hedged", kind="characterization", claim="hedge", quote="may synchronize")
    required = _case(tmp_path, "a.b.required", kind="characterization", claim="caller_requirement", quote="must")
    promise = _case(tmp_path, "a.b.promised")
    entries = [
        {"pattern": "a.b.hedged", "outcome": "fail", "file": "expectations/nvidia.txt", "line": 3},
        {"pattern": "a.b.req*", "outcome": "flaky", "file": "expectations/nvidia.txt", "line": 4},
        {"pattern": "a.b.*", "outcome": "skip", "file": "expectations/nvidia.txt", "line": 5},  # harms: allowed
        {"pattern": "a.b.promised", "outcome": "fail", "file": "expectations/nvidia.txt", "line": 6},
    ]
    assert _rules(tmp_path, [hedge, required, promise], entries) == {
        (hedge["id"], "expectation"),
        (required["id"], "expectation"),
    }
    errors = claims.check(_pending(tmp_path), [hedge, required, promise], tmp_path / "cases", entries).errors
    assert any("expectations/nvidia.txt:3: a fail entry" in e for e in errors), errors


def test_an_expectation_entry_read_by_the_harness_tool(tmp_path):
    """The entries come from the harness's reader (cudasem-expectations list --json), as the selftest reads them."""
    if expectation_files.find_tool(ROOT)[0] is None:
        pytest.skip("cudasem-expectations is not built")
    hedge = _case(tmp_path, "a.b.hedged", kind="characterization", claim="hedge", quote="may synchronize")
    folder = tmp_path / "expectations"
    folder.mkdir()
    (folder / "planted.txt").write_text("a.b.hedged | fail | any | returned X | bug 1 |  | message~X\n")
    entries = expectation_files.read(folder, ROOT)
    assert _rules(tmp_path, [hedge], entries) == {(hedge["id"], "expectation")}


def test_clean_cases_pass(tmp_path):
    cases = [
        _case(tmp_path, "a.b.noop", "  CUDASEM_EXPECT_ERROR(cudaFree(nullptr), cudaSuccess);\n", quote="no operation"),
        _case(tmp_path, "a.b.fails", FAILS, claim="documented_failure", quote="returns cudaErrorInvalidValue if x"),
        _case(tmp_path, "a.b.hedged", kind="characterization", claim="hedge", quote="may synchronize"),
        _case(tmp_path, "a.b.required", FAILS, kind="characterization", claim="caller_requirement", quote="must be 0"),
        _case(tmp_path, "a.b.perf", kind="perf", claim=None),
    ]
    entries = [{"pattern": "a.b.fails", "outcome": "fail", "file": "x.txt", "line": 1}]
    result = claims.check(_pending(tmp_path), cases, tmp_path / "cases", entries)
    assert result.errors == [] and result.pending == {}
    assert result.summary().startswith("claims: 0 cases not yet re-read")


# --- the pending list ------------------------------------------------------------------------------


def test_a_listed_violation_is_accepted_and_counted(tmp_path):
    a = _case(tmp_path, "a.b.must_be_zero", FAILS, claim="documented_failure", quote="flags must be 0")
    b = _case(tmp_path, "a.b.rejects", FAILS, claim="promise", quote="Sets the flags.")
    pending = _pending(tmp_path, f"{a['id']} | failure-wording | says 'must'", f"{b['id']} | failure-claim | x")
    result = claims.check(pending, [a, b], tmp_path / "cases", [])
    assert result.errors == []
    assert result.summary().startswith("claims: 2 cases not yet re-read against their claim (failure-wording 1")


def test_a_listed_case_that_no_longer_violates_fails(tmp_path):
    c = _case(tmp_path, "a.b.fixed", FAILS, claim="documented_failure", quote="returns cudaErrorInvalidValue")
    pending = _pending(tmp_path, f"{c['id']} | failure-wording | was 'must'")
    [error] = claims.check(pending, [c], tmp_path / "cases", []).errors
    assert "no longer violates" in error and "the list only shrinks" in error


def test_a_listed_id_that_is_no_case(tmp_path):
    c = _case(tmp_path, "a.b.noop")
    pending = _pending(tmp_path, "a.b.gone | kind | x")
    assert "no listed case" in claims.check(pending, [c], tmp_path / "cases", []).errors[0]
    # some binaries' cases only (--binary): an id of another binary is not judged
    assert claims.check(pending, [c], tmp_path / "cases", [], partial=True).errors == []


def test_a_malformed_pending_line(tmp_path):
    pending = _pending(
        tmp_path, "a.b.c | failure-wording", "a.b.c | no-such-rule | x", "a.b.d | kind | x", "a.b.d | kind | y"
    )
    entries, errors = claims.read_pending(pending)
    assert len(errors) == 3 and set(entries) == {("a.b.d", "kind")}


def test_the_committed_pending_list_reads():
    entries, errors = claims.read_pending(ROOT / "cases" / "CLAIM_REVIEW.txt")
    assert errors == []
    assert {rule for _, rule in entries} <= set(claims.RULES)


def test_pending_rewrites_the_list_keeping_notes(tmp_path):
    a = _case(tmp_path, "a.b.must_be_zero", FAILS, claim="documented_failure", quote="flags must be 0")
    b = _case(tmp_path, "a.b.rejects", FAILS, claim="promise", quote="Sets the flags.")
    pending = _pending(tmp_path, f"{a['id']} | failure-wording | a note by hand", "a.b.gone | kind | x")
    claims.write_pending(pending, claims.violations([a, b], tmp_path / "cases", []))
    entries, errors = claims.read_pending(pending)
    assert errors == []
    assert entries == {
        (a["id"], "failure-wording"): "a note by hand",
        (b["id"], "failure-claim"): "CUDASEM_EXPECT_ERROR at line 3",
    }
    assert claims.check(pending, [a, b], tmp_path / "cases", []).errors == []


# --- the vocabulary and the migration --------------------------------------------------------------


def test_each_claim_kind_backs_a_case_kind():
    backs = v.claim_backs()
    assert set(backs) == set(v.names("claim_kinds")) and set(backs.values()) <= set(v.names("case_kinds"))
    assert claims.FAILURE_CLAIM in v.claims_of("semantics")
    assert v.claims_of("perf") == () and v.claims_of("calibration") == ()


DECLARATION = """// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFree, Case,
    {
        .api = {"cudaFree"},
{kind}        .cite = {.doc = "RT",
            .section = "cudaFree",
            .quote = "{quote}"},
        .needs = {cudasem::gpus(1)},
    }) {
{body}}
"""


def _declaration(kind: str = "", quote: str = "Returns 0.", body: str = "") -> str:
    k = f"        .kind = cudasem::Kind::{kind},\n" if kind else ""
    return DECLARATION.replace("{kind}", k).replace("{quote}", quote).replace("{body}", body)


@pytest.mark.parametrize(
    "kind,quote,body,claim",
    [
        ("", "Returns 0.", "", "promise"),
        ("", "flags must be 0", FAILS, claims.FAILURE_CLAIM),
        ("", "Returns 0.", "  CUDASEM_EXPECT_ERROR(cudaFree(nullptr), cudaSuccess);\n", "promise"),
        ("characterization", "flags must be 0", "", "caller_requirement"),
        ("characterization", "ptr should point to memory", "", "caller_requirement"),
        ("characterization", "flags must be 0, else cudaErrorInvalidValue", "", "hedge"),
        ("characterization", "this API may synchronize", "", "hedge"),
        ("perf", "A copy of N bytes", "", None),
        ("calibration", "A self-check", "", None),
    ],
)
def test_the_migration_declares_the_claim_once(kind, quote, body, claim):
    text = _declaration(kind, quote, body)
    new, declared = claims.migrate_text(text)
    assert declared == claim
    if claim is None:
        assert new == text
        return
    line = f"        .claim = cudasem::Claim::{claim},\n"
    assert new == text.replace("        .needs", line + "        .needs")  # after the citation, before needs
    assert claims.migrate_text(new) == (new, None)  # idempotent


def test_the_migration_declares_a_table_case_and_a_one_line_declaration():
    table = (
        'CUDASEM_CASE_TABLE(S, N, cudasem::x::kRows, {.api = {"cuInit"},\n'
        '    .cite = {.doc = "DRV", .section = "cuInit", .quote = "x (a, b) {c}"}}) {\n}\n'
    )
    new, declared = claims.migrate_text(table)
    assert declared == "promise" and '.quote = "x (a, b) {c}"},\n    .claim = cudasem::Claim::promise}) {' in new
    assert claims.migrate_text(new)[1] is None


def test_every_case_file_declares_its_claim():
    """`cudasem claims migrate` has nothing left to declare: every case file whose kind takes a claim declares one."""
    missing = []
    for f in sorted((ROOT / "cases").rglob("*")):
        text = f.read_text(errors="replace") if f.suffix in (".cpp", ".cu") else ""
        if claims._DECLARATION.search(text) and claims.migrate_text(text)[1] is not None:
            missing.append(str(f.relative_to(ROOT)))
    assert not missing, (
        "case files without `.claim` (run `python -m cudasem claims migrate --cases cases`):\n"
        + "\n".join(missing[:20])
    )
