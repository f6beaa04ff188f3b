"""`cudasem compare` is a function of one outcome table (model/outcome.COMPARE), tested here row by
row against an independent grid; XFAIL -> FAIL, a perf case whose numbers turn null and a
cases/RENAMED.txt entry onto a live case are regressions or errors, never "unchanged". Synthetic
bundles from the planted ones, no GPU."""

from __future__ import annotations

import copy
import json

import pytest

from cudasem.model import outcome
from cudasem.run import compare, summary

from conftest import planted_files, read

# before (rows) -> after (columns). = unchanged, c other change, i improvement, R regression,
# M missing, S still bad (exit 0: = c i; exit 1: R M S), I an improvement that is bad now (exit 1).
COLUMNS = ["PASS", "FAIL", "XFAIL", "XPASS", "FLAKY", "UNSUPPORTED", "CRASH", "TIMEOUT", "MISSING"]
GRID = """
PASS         =  R  R  R  c  R  R  R  M
FAIL         i  =  c  i  i  R  R  R  M
XFAIL        i  R  =  I  i  R  R  R  M
XPASS        c  R  R  =  c  R  R  R  M
FLAKY        c  R  R  R  =  R  R  R  M
UNSUPPORTED  c  R  R  R  c  =  R  R  M
CRASH        i  i  i  i  i  R  =  c  M
TIMEOUT      i  i  i  i  i  R  c  =  M
MISSING      c  S  c  S  c  c  S  S  S
"""
WANT = {
    (row.split()[0], after): code
    for row in GRID.strip().splitlines()
    for after, code in zip(COLUMNS, row.split()[1:], strict=True)
}
LISTS = {"c": "changed", "i": "improvements", "I": "improvements", "R": "regressions", "M": "missing", "S": "still_bad"}
FAILS = set("RMSI")


def test_the_grid_covers_every_outcome_pair():
    assert set(WANT) == set(outcome.COMPARE) == {(a, b) for a in outcome.OUTCOMES for b in outcome.OUTCOMES}


def _one_case(before: str, after: str) -> tuple[dict, dict]:
    b = read(next(p for p in planted_files() if "h100" in p.name and "580" in p.name))
    case = next(c for c in b["cases"] if c.get("kind") != "perf")
    a, n = copy.deepcopy(b), copy.deepcopy(b)
    for bundle, o in ((a, before), (n, after)):
        c = dict(copy.deepcopy(case), outcome=o)
        bundle["cases"], bundle["expected_cases"] = [c], [c["id"]]
    return a, n


@pytest.mark.parametrize("before, after", sorted(WANT))
def test_each_row_of_the_table(before, after):
    a, n = _one_case(before, after)
    d = compare.diff(a, n, retired=set(), renames={})
    code = WANT[(before, after)]
    placed = [name for name in set(LISTS.values()) if getattr(d, name)]
    if code == "=":
        assert d.unchanged == 1 and not placed, (before, after, placed)
    else:
        assert placed == [LISTS[code]], (before, after, placed)
    assert d.bad == (code in FAILS), (before, after)
    assert bool(d.newly_bad) == (code == "I")


def _valid(bundle: dict) -> dict:
    """The one case as the harness writes it (an entry where XFAIL or XPASS needs one)."""
    c = bundle["cases"][0]
    c["expectation"] = None
    if c["outcome"] in ("XFAIL", "XPASS"):
        c["expectation"] = {"outcome": "fail", "reason": "r", "reference": "x", "source": "e.txt:1", "matched": True}
    if c["outcome"] == "XPASS":
        del c["expectation"]["matched"]
    return bundle


def _files(tmp_path, a, n):
    pa, pn = tmp_path / "a.json", tmp_path / "n.json"
    pa.write_text(json.dumps(_valid(a)))
    pn.write_text(json.dumps(_valid(n)))
    return str(pa), str(pn)


def test_xfail_to_fail_is_a_regression_as_the_summary_says(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(compare, "renamed_ids", lambda: {})
    pa, pn = _files(tmp_path, *_one_case("XFAIL", "FAIL"))
    assert summary.main([pn]) == 1
    capsys.readouterr()
    assert compare.main([pa, pn]) == 1
    out = capsys.readouterr().out
    assert "REGRESSIONS: 1" in out and "XFAIL -> FAIL" in out and "unchanged: 0" in out


def test_xfail_to_xpass_is_listed_as_an_improvement_and_still_exits_1(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(compare, "renamed_ids", lambda: {})
    pa, pn = _files(tmp_path, *_one_case("XFAIL", "XPASS"))
    assert compare.main([pa, pn]) == 1
    out = capsys.readouterr().out
    assert "improvements: 1" in out and "NEWLY BAD (listed above; bad now, not in the baseline): 1" in out


# --- perf numbers that turn null ------------------------------------------------------------------


def _perf_runs():
    b = read(sorted(p for p in (planted_files()[0].parents[1] / "perf").glob("*.json"))[0])
    perf = [c for c in b["cases"] if c.get("kind") == "perf"]
    assert perf and all(c["outcome"] == "PASS" for c in perf)
    return b, copy.deepcopy(b)


def test_a_perf_bundle_with_every_number_nulled_is_no_longer_unchanged(tmp_path, capsys, monkeypatch):
    base, new = _perf_runs()
    nulled = 0
    for c in new["cases"]:
        if c.get("kind") == "perf":
            for o in c["observations"]:
                if isinstance(o["value"], (int, float)) and not isinstance(o["value"], bool):
                    o["value"] = None  # NaN or infinity, as JSON writes them
                    nulled += 1
    assert nulled
    d = compare.diff(base, new, retired=set(), renames={})
    perf_ids = {c["id"] for c in base["cases"] if c.get("kind") == "perf"}
    assert {c.id for c in d.regressions} == perf_ids and d.bad
    assert all("null" in c.note and c.observations[0][2] is None for c in d.regressions)
    monkeypatch.setattr(compare, "renamed_ids", lambda: {})
    pa, pn = tmp_path / "a.json", tmp_path / "n.json"
    pa.write_text(json.dumps(base))
    pn.write_text(json.dumps(new))
    assert compare.main([str(pa), str(pn)]) == 1
    assert f"REGRESSIONS: {len(perf_ids)}" in capsys.readouterr().out


def test_a_perf_number_that_disappears_is_a_regression_and_one_that_moves_within_its_spread_is_not():
    base, new = _perf_runs()
    case = next(c for c in new["cases"] if c.get("kind") == "perf")
    assert not compare.diff(base, copy.deepcopy(new), retired=set(), renames={}).bad
    gone = next(o for o in case["observations"] if isinstance(o["value"], float))
    case["observations"].remove(gone)
    d = compare.diff(base, new, retired=set(), renames={})
    assert [c.id for c in d.regressions] == [case["id"]]
    assert d.regressions[0].observations[0][:1] == [gone["name"]]


# --- cases/RENAMED.txt onto a live case ---------------------------------------------------------------


def _two_cases():
    b = read(next(p for p in planted_files() if "h100" in p.name and "580" in p.name))
    cases = [c for c in b["cases"] if c["outcome"] == "PASS"][:2]
    a, n = copy.deepcopy(b), copy.deepcopy(b)
    for bundle in (a, n):
        bundle["cases"] = copy.deepcopy(cases)
        bundle["expected_cases"] = [c["id"] for c in cases]
    n["cases"][0]["outcome"], n["cases"][0]["message"] = "FAIL", "it broke"
    return a, n, cases[0]["id"], cases[1]["id"]


def test_a_rename_onto_a_live_case_merges_nothing_and_hides_no_failure():
    a, n, old, live = _two_cases()
    d = compare.diff(a, n, retired=set(), renames={old: live})
    assert d.rename_conflicts and d.bad
    assert [(c.id, c.before, c.after) for c in d.regressions] == [(old, "PASS", "FAIL")]
    assert not d.renamed and d.unchanged == 1


def test_compare_refuses_a_rename_onto_a_live_case(tmp_path, capsys, monkeypatch):
    a, n, old, live = _two_cases()
    monkeypatch.setattr(compare, "renamed_ids", lambda: {old: live})
    pa, pn = tmp_path / "a.json", tmp_path / "n.json"
    pa.write_text(json.dumps(a))
    pn.write_text(json.dumps(n))
    assert compare.main([str(pa), str(pn)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and old in err and live in err and "cases/RENAMED.txt" in err


def test_a_rename_whose_old_id_is_gone_still_pairs():
    a, n, old, live = _two_cases()
    n["cases"][0]["id"] = "renamed.area.case"
    d = compare.diff(a, n, retired=set(), renames={old: "renamed.area.case"})
    assert not d.rename_conflicts and d.renamed == [(old, "renamed.area.case")]
    assert [c.id for c in d.regressions] == ["renamed.area.case"]


def test_json_output_holds_every_section(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(compare, "renamed_ids", lambda: {})
    pa, pn = _files(tmp_path, *_one_case("PASS", "FAIL"))
    assert compare.main([pa, pn, "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert [c["after"] for c in data["regressions"]] == ["FAIL"] and data["newly_bad"] == []


def test_the_report_keeps_both_cases_of_a_rename_onto_a_live_case(tmp_path, monkeypatch):
    """The report pairs renamed ids as compare does: the FAIL of the renamed case stays in view."""
    from cudasem.report import view

    a, n, old, live = _two_cases()
    monkeypatch.setattr(view, "renamed_ids", lambda: {old: live})
    p = tmp_path / "n.json"
    p.write_text(json.dumps(n))
    (run,) = view.load_runs([p])
    assert run.cases[old]["outcome"] == "FAIL" and run.cases[live]["outcome"] == "PASS"


def test_render_names_a_malformed_renamed_file_in_one_line(tmp_path, capsys, monkeypatch):
    from cudasem.model import ids
    from cudasem.report import render

    bad = tmp_path / "RENAMED.txt"
    bad.write_text("only.one.field\n")
    monkeypatch.setattr(ids.renamed_ids, "__defaults__", (bad,))
    a, _, _, _ = _two_cases()
    p = tmp_path / "a.json"
    p.write_text(json.dumps(a))
    assert render.main([str(p), "--out", str(tmp_path / "site")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"{bad}:1" in err and not (tmp_path / "site").exists()


@pytest.mark.parametrize(
    "which, data, says",
    [
        ("RENAMED", b"a.b | c d | why\n", ":1: 'c d' is no case id"),
        ("RENAMED", b"# c\nA.B | a.c | why\n", ":2: 'A.B' is no case id"),
        ("RENAMED", b"a.b | c.d | caf\xe9\n", "not UTF-8 text (byte 0xe9"),
        ("RETIRED", b" | why | a.b\n", ":1: '' is no case id"),
        ("RETIRED", b"a.b* | why | a.c\n", ":1: 'a.b*' is no case id"),
    ],
    ids=["blank in an id", "upper case", "not UTF-8", "retired without id", "a glob"],
)
def test_a_malformed_id_file_is_one_line_and_exit_2(tmp_path, capsys, monkeypatch, which, data, says):
    from cudasem.model import ids

    bad = tmp_path / f"{which}.txt"
    bad.write_bytes(data)
    read = ids.renamed_ids if which == "RENAMED" else ids.retired_ids
    monkeypatch.setattr(read, "__defaults__", (bad,))
    monkeypatch.setattr(compare, f"{which}_FILE", bad)
    pa, pn = _files(tmp_path, *_one_case("PASS", "PASS"))
    assert compare.main([pa, pn]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(bad) in err and says in err and "Traceback" not in err, err
