"""The kind follows the cited verb: unreviewed hedging quotes in semantics cases fail the check."""

import json

from cudasem.sources import verbs


def case(cid, quote, kind="semantics"):
    return {"id": cid, "kind": kind, "citation": {"quote": quote}}


def run(tmp_path, capsys, review_text, cases):
    review = tmp_path / "HEDGE_REVIEW.txt"
    review.write_text(review_text)
    f = tmp_path / "cases.json"
    f.write_text(json.dumps(cases))
    code = verbs.main(["check", str(review), "--cases-json", str(f)])
    return code, capsys.readouterr().out


def test_an_unreviewed_hedging_semantics_quote_fails(tmp_path, capsys):
    cases = [
        case("a.b.c", "The function may be synchronous."),
        case("a.b.d", "Returns the count."),
        case("a.b.e", "It might wait.", kind="characterization"),
    ]
    code, out = run(tmp_path, capsys, "", cases)
    assert code == 1
    assert "VERB a.b.c: a semantics case whose quote says 'may'" in out
    assert "a.b.d" not in out and "a.b.e" not in out


def test_a_reviewed_quote_passes_and_a_stale_or_malformed_line_fails(tmp_path, capsys):
    cases = [case("a.b.c", "Any of *x may be specified as NULL.")]
    code, out = run(tmp_path, capsys, "a.b.c | permission | the API accepts NULL\n", cases)
    assert code == 0
    code, out = run(tmp_path, capsys, "a.b.c | permission | ok\nx.y.z | condition | gone\n", cases)
    assert code == 1 and "x.y.z is listed but" in out
    code, out = run(tmp_path, capsys, "a.b.c | hedge | why\n", cases)
    assert code == 1 and "HEDGE_REVIEW.txt:1: unknown reading 'hedge'" in out


def test_the_committed_review_covers_the_cases_it_lists():
    from conftest import REPORTS

    entries, errors = verbs.read_review(REPORTS.parent / "cases" / "HEDGE_REVIEW.txt")
    assert not errors and len(entries) > 100
