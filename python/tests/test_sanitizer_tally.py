"""A sanitizer run's tally (cudasem.model.sanitizer) and the summary line made of it: the tool's errors
and in how many cases, the cases it checked and did not finish, and those declared not run under it."""

from __future__ import annotations

from cudasem.model import sanitizer
from cudasem.run import summary


def _bundle(tool: str | None) -> dict:
    cases = [
        {"sanitizer": {"tool": "memcheck", "errors": 0, "summary_found": True}},
        {"sanitizer": {"tool": "memcheck", "errors": 3, "summary_found": True}},
        {"sanitizer": {"tool": "memcheck", "errors": 0, "summary_found": False}},
        {"sanitizer": {"tool": "memcheck", "excluded": "traps on purpose", "exclusion": "fault"}},
        {"sanitizer": {"tool": "memcheck", "excluded": "a gate it holds", "exclusion": "tool_limit"}},
        {"outcome": "UNSUPPORTED"},
    ]
    return {"run": {"mode": {"sanitizer": tool} if tool else {}}, "cases": cases}


def test_the_tally_counts_errors_cases_and_declared_ones():
    assert sanitizer.tally(_bundle("memcheck")["cases"]) == sanitizer.Tally(
        errors=3, with_errors=1, checked=3, unfinished=1, faults=1, limits=1
    )
    assert sanitizer.tool_of(_bundle("memcheck")) == "memcheck" and sanitizer.tool_of(_bundle(None)) is None


def test_the_summary_line_says_it_and_a_plain_run_has_none():
    assert summary.sanitizer_lines(_bundle("memcheck")) == [
        "sanitizer: compute-sanitizer memcheck: 3 error(s) in 1 of 3 case(s) it checked, 1 where the tool did not "
        "finish; not run under it: 1 case(s) that fault on purpose, 1 the tool cannot judge (declared)"
    ]
    assert summary.sanitizer_lines(_bundle(None)) == []
