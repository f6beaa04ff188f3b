"""The one outcome vocabulary of cudasem: what a case's run can end as, and the sets every tool
(fixture, summary, compare, report, exports, templates) reads. Nothing else spells these lists."""

from __future__ import annotations

from enum import Enum


class Outcome(str, Enum):
    """A case's outcome in a bundle (the harness writes the names; README 'Reading the results')."""

    PASS = "PASS"  # behaved as documented
    FAIL = "FAIL"  # did not
    XFAIL = "XFAIL"  # failed as an expectation entry for this GPU/driver says
    XPASS = "XPASS"  # passed, but an expectation says it fails: the entry is stale
    FLAKY = "FLAKY"  # failed, then passed on the allowed retry
    UNSUPPORTED = "UNSUPPORTED"  # a requirement is not met here
    CRASH = "CRASH"  # the process died before writing its result
    TIMEOUT = "TIMEOUT"  # it outlived its limit
    MISSING = "MISSING"  # selected but wrote no record

    def __str__(self) -> str:
        return self.value


OUTCOMES: tuple[str, ...] = tuple(o.value for o in Outcome)
# Outcomes that fail a run (and the case's CTest test): the summary lists them by id.
BAD: tuple[str, ...] = ("FAIL", "XPASS", "CRASH", "TIMEOUT", "MISSING")
# Outcomes of a case that ran to an answer or died trying (not UNSUPPORTED, not MISSING).
RAN: tuple[str, ...] = ("PASS", "FAIL", "XFAIL", "XPASS", "FLAKY", "CRASH", "TIMEOUT")
# What the driver did, expectations aside: the behavior conformed, deviated, or the process broke.
RAW_PASS = frozenset({"PASS", "XPASS", "FLAKY"})
RAW_FAIL = frozenset({"FAIL", "XFAIL"})
RAW_BROKEN = frozenset({"CRASH", "TIMEOUT"})
DEVIATING = RAW_FAIL | RAW_BROKEN  # the driver did not do what the citation says
# Outcomes CTest shows as Passed although the case did not simply pass: exports add a note.
PASSED_WITH_A_NOTE: tuple[str, ...] = ("XFAIL", "FLAKY")
# The report's order, worst first, and the outcomes named on its first screen.
NOT_RUN = "NOT_RUN"  # the report's cell for a run whose bundle does not include the case
SEVERITY: tuple[str, ...] = (
    "FAIL",
    "XPASS",
    "CRASH",
    "TIMEOUT",
    "MISSING",
    "FLAKY",
    "XFAIL",
    "UNSUPPORTED",
    "PASS",
    NOT_RUN,
)
ATTENTION: tuple[str, ...] = (*BAD, "FLAKY")
# One letter per outcome: a report row's outcomes per run as one string (read by static/report.js).
CODES = {
    "PASS": "P",
    "FAIL": "F",
    "XFAIL": "x",
    "XPASS": "X",
    "FLAKY": "K",
    "UNSUPPORTED": "U",
    "CRASH": "C",
    "TIMEOUT": "T",
    "MISSING": "M",
    NOT_RUN: "-",
}

assert set(BAD) | set(RAN) | {"UNSUPPORTED"} == set(OUTCOMES)
assert set(SEVERITY) == set(OUTCOMES) | {NOT_RUN} == set(CODES)


def is_bad(outcome: str) -> bool:
    return outcome in BAD


def raw(outcome: str) -> str:
    """'pass', 'fail' or 'broken': what the driver did, expectations aside ('unsupported' or
    'missing' where it did nothing)."""
    if outcome in RAW_PASS:
        return "pass"
    if outcome in RAW_FAIL:
        return "fail"
    if outcome in RAW_BROKEN:
        return "broken"
    return outcome.lower()


def vocabulary() -> dict:
    """The sets, for the templates (render passes this as the global `outcomes`)."""
    return {
        "all": OUTCOMES,
        "bad": BAD,
        "ran": RAN,
        "attention": ATTENTION,
        "severity": SEVERITY,
        "raw_pass": sorted(RAW_PASS),
        "deviating": sorted(DEVIATING),
        "not_run": NOT_RUN,
        "codes": CODES,
    }
