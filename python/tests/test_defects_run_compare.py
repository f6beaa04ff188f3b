"""Issue 29 defect 4: compare treats a case removed without a retirement (or rename) entry as a
regression, and a case that stays bad (MISSING in the baseline, failing now) as bad. Synthetic
bundles from the planted ones, no GPU."""

from __future__ import annotations

import copy
import json

import pytest

from cudasem.run import compare

from conftest import planted_files, read


def two_runs(before, after):
    b = read(planted_files()[0])
    a, n = copy.deepcopy(b), copy.deepcopy(b)
    a["cases"], n["cases"] = a["cases"][:2], n["cases"][:2]
    a["expected_cases"] = [c["id"] for c in a["cases"]]
    n["expected_cases"] = [c["id"] for c in n["cases"]]
    for c in (a["cases"][1], n["cases"][1]):
        c["outcome"] = "PASS"
    a["cases"][0]["outcome"] = before
    if after is None:  # gone from both cases and expected_cases
        gone = n["cases"].pop(0)
        n["expected_cases"].remove(gone["id"])
    else:
        n["cases"][0]["outcome"] = after
        if after == "XPASS":  # only a `fail` entry makes an XPASS
            n["cases"][0]["expectation"] = {
                "outcome": "fail",
                "reason": "planted",
                "reference": "test",
                "source": "expectations/x.txt:1",
            }
    return a, n


def cli(tmp_path, a, n):
    pa, pn = tmp_path / "a.json", tmp_path / "n.json"
    pa.write_text(json.dumps(a))
    pn.write_text(json.dumps(n))
    return compare.main([str(pa), str(pn)])


def test_a_case_removed_without_an_entry_is_a_regression(tmp_path, capsys, monkeypatch):
    a, n = two_runs("PASS", None)
    d = compare.diff(a, n, retired=set(), renames={})
    assert [c.id for c in d.removed] == [a["cases"][0]["id"]] and d.bad
    monkeypatch.setattr(compare, "retired_ids", lambda: set())
    monkeypatch.setattr(compare, "renamed_ids", lambda: {})
    assert cli(tmp_path, a, n) == 1
    out = capsys.readouterr().out
    assert "REMOVED (no entry in cases/RETIRED.txt or cases/RENAMED.txt): 1" in out


def test_a_retired_or_renamed_case_is_not_a_regression():
    a, n = two_runs("PASS", None)
    gone = a["cases"][0]["id"]
    d = compare.diff(a, n, retired={gone}, renames={})
    assert [c.id for c in d.retired] == [gone] and not d.removed and not d.bad
    a, n = two_runs("PASS", "PASS")
    n["cases"][0]["id"] = "renamed.area.case"
    n["expected_cases"][0] = "renamed.area.case"
    d = compare.diff(a, n, retired=set(), renames={a["cases"][0]["id"]: "renamed.area.case"})
    assert not d.removed and not d.added and not d.bad


@pytest.mark.parametrize("after", ["FAIL", "CRASH", "TIMEOUT", "XPASS", "MISSING"])
def test_a_case_that_stays_bad_is_reported_and_exits_1(tmp_path, capsys, monkeypatch, after):
    a, n = two_runs("MISSING", after)
    d = compare.diff(a, n, retired=set(), renames={})
    assert [c.id for c in d.still_bad] == [a["cases"][0]["id"]] and d.bad
    assert not d.changed
    monkeypatch.setattr(compare, "retired_ids", lambda: set())
    monkeypatch.setattr(compare, "renamed_ids", lambda: {})
    assert cli(tmp_path, a, n) == 1
    assert (
        f"STILL BAD (bad in the baseline, bad now): 1\n  {a['cases'][0]['id']}: MISSING -> {after}"
        in capsys.readouterr().out
    )


def test_missing_then_passing_is_not_bad():
    a, n = two_runs("MISSING", "PASS")
    d = compare.diff(a, n, retired=set(), renames={})
    assert not d.still_bad and not d.bad
