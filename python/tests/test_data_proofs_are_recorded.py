"""A semantics PASS shows its proof: a case that compares data records the comparison.

A semantics verdict that rests on data (bytes a copy delivered, a field a query wrote) records each
comparison as a named verdict observation with its expected value (check.h: CUDASEM_EXPECT_EQ_NAMED,
CUDASEM_EXPECT_TRUE_NAMED), so the bundle and the report show it. A PASS record whose observations are
only success codes, from a case whose file compares data, is a proof the record does not show: an
anonymous GoogleTest comparison (EXPECT_EQ, ASSERT_TRUE, ...) held the verdict.

Read over the committed top-level bundles (bundles/nvidia-*.json), each GPU's reference run.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cudasem.model import bundle as bundle_model
from cudasem.sources import proofs
from cudasem.sources.contract import _strip_comments

from conftest import REAL, bundle_files

CASES = REAL.parent / "cases"
# A comparison in a case's own code: GoogleTest's (what `cudasem proofs check` finds), or a data proof.
COMPARES = re.compile(rf"{proofs.PLAIN.pattern}|\bCUDASEM_(?:EXPECT|ASSERT)_(?:EQ|TRUE)_NAMED\s*\(")
# The guard of a handle a harness owner created (`ASSERT_NE(buffer.data(), nullptr)`, proofs.NULL_GUARD)
# compares no data the claim is about: it is left out, as `cudasem proofs check` leaves it out.
# Bundles recorded before the data proofs existed (commit 3e56d64), each with the suite commit it holds:
# the entry goes when the bundle is replaced by a run of today's cases (the test below fails until then).
RECORDED_BEFORE_DATA_PROOFS = {"nvidia-h100-80gb-hbm3_580.159.04.json.gz": "32d2cf499cf1ed7c80739b632c1c2be14458d302"}
# Cases that gained their data proof after a bundle's run (its record is of the case before it compared
# data): bundle -> (the suite commit it holds, {case id: the proof added}). An entry goes when the bundle is
# replaced by a run of today's case (the test fails until then, and when a listed record shows a proof).
PROOF_ADDED_AFTER_RUN: dict[str, tuple[str, dict[str, str]]] = {}


def _only_success_codes(record: dict) -> bool:
    obs = record.get("observations") or []
    return all(isinstance(o.get("value"), dict) and o["value"].get("code") == 0 for o in obs)


def _case_file(case_id: str) -> Path | None:
    stem = CASES.joinpath(*case_id.split("."))
    found = [p for p in (stem.with_suffix(".cpp"), stem.with_suffix(".cu")) if p.is_file()]
    return found[0] if len(found) == 1 else None  # a table row's id names no file: its rows are data


def unshown_proofs(bundle: dict) -> list[str]:
    """Semantics PASS records with only success codes whose case file compares data."""
    out = []
    for r in bundle.get("cases", []):
        if r.get("kind") != "semantics" or r.get("outcome") != "PASS" or not _only_success_codes(r):
            continue
        path = _case_file(r["id"])
        if path is None:
            continue
        if COMPARES.search(proofs.NULL_GUARD.sub("", _strip_comments(path.read_text(errors="replace")))):
            out.append(r["id"])
    return out


def test_the_rule_reads_code_not_comments(tmp_path):
    assert COMPARES.search('  CUDASEM_EXPECT_EQ_NAMED("bytes.copied", n, 4);')
    assert COMPARES.search("  EXPECT_EQ(d.x, 8);")
    assert not COMPARES.search("  CUDASEM_EXPECT_OK(cudaFree(p));")
    assert not COMPARES.search(_strip_comments("  // EXPECT_EQ(d.x, 8) once held the verdict\n"))
    assert not COMPARES.search(proofs.NULL_GUARD.sub("", "  ASSERT_NE(buffer.data(), nullptr);"))


def test_a_pass_with_only_success_codes_from_a_comparing_case_is_caught():
    case_id = "arrays.channel.create_channel_desc_fields"  # compares five fields
    ok = {"cudaCreateChannelDesc": {"name": "cudaSuccess", "code": 0}}
    record = {
        "id": case_id,
        "kind": "semantics",
        "outcome": "PASS",
        "observations": [{"name": k, "value": v, "type": "verdict"} for k, v in ok.items()],
    }
    assert unshown_proofs({"cases": [record]}) == [case_id]
    record["observations"].append({"name": "desc.x_bits", "value": 8, "type": "verdict", "expected": 8})
    assert unshown_proofs({"cases": [record]}) == []


@pytest.mark.parametrize("path", bundle_files(REAL, "nvidia-*"), ids=lambda p: p.name)
def test_every_semantics_pass_shows_its_data_proof(path):
    data = bundle_model.load(path)
    before = RECORDED_BEFORE_DATA_PROOFS.get(path.name)
    if before is not None:
        commit = (data.get("suite") or {}).get("commit")
        assert commit == before, (
            f"{path.name} is now a run of {commit}: remove it from RECORDED_BEFORE_DATA_PROOFS, its records "
            "must show their data proofs"
        )
        pytest.xfail(f"{path.name} was recorded at {before[:7]}, before the data proofs (no run since)")
    missing = unshown_proofs(data)
    added = PROOF_ADDED_AFTER_RUN.get(path.name)
    if added is not None:
        commit, ids = added
        assert (data.get("suite") or {}).get("commit") == commit, (
            f"{path.name} is now a run of another commit: remove it from PROOF_ADDED_AFTER_RUN"
        )
        shown = sorted(set(ids) - set(missing))
        assert not shown, f"{path.name}: {', '.join(shown)} show their proof: remove them from PROOF_ADDED_AFTER_RUN"
        missing = [m for m in missing if m not in ids]
    assert not missing, (
        f"{path.name}: {len(missing)} semantics PASS record(s) show only success codes while the case compares "
        f"data anonymously (use CUDASEM_EXPECT_EQ_NAMED): {', '.join(missing[:20])}"
    )
