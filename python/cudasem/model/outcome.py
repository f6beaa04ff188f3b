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
# An attempt after which a pass is FLAKY, never PASS (harness/src/main.cpp earlier_failure).
FAILED_ATTEMPT = frozenset({"FAIL", "CRASH", "TIMEOUT"})
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


# ---------------------------------------------------------------------------------------------
# compare: what a case's move from its baseline outcome to its new outcome is. One row per
# (before, after); run/compare.py reads nothing else. The section is where compare lists the case;
# `fails` whether the row alone makes compare exit 1. A row fails when the driver did worse (a
# regression: it passed and now fails or breaks, it failed and now breaks, it ran and no longer
# runs, it did not run and now fails, a known deviation (XFAIL) that now fails otherwise), when the
# case no longer reports (MISSING), when it stays bad after a MISSING baseline (still_bad), and
# whenever the case is bad now (BAD) and was not in the baseline: nothing turns green. "same" is
# unchanged unless a verdict observation changed (then "changed").
SECTIONS = ("regression", "missing", "still_bad", "improvement", "changed", "same")
_R, _M, _S = ("regression", True), ("missing", True), ("still_bad", True)
_I, _C, _SAME = ("improvement", False), ("changed", False), ("same", False)
COMPARE: dict[tuple[str, str], tuple[str, bool]] = {
    ("PASS", "PASS"): _SAME,
    ("PASS", "FAIL"): _R,
    ("PASS", "XFAIL"): _R,  # passed, now fails (an entry names the failure)
    ("PASS", "XPASS"): _R,  # the driver still passes, but the run is bad now: a stale entry
    ("PASS", "FLAKY"): _C,
    ("PASS", "UNSUPPORTED"): _R,  # ran, no longer runs: nothing shows it still works
    ("PASS", "CRASH"): _R,
    ("PASS", "TIMEOUT"): _R,
    ("PASS", "MISSING"): _M,
    ("FAIL", "PASS"): _I,
    ("FAIL", "FAIL"): _SAME,
    ("FAIL", "XFAIL"): _C,  # an entry now names the failure
    ("FAIL", "XPASS"): _I,
    ("FAIL", "FLAKY"): _I,
    ("FAIL", "UNSUPPORTED"): _R,
    ("FAIL", "CRASH"): _R,
    ("FAIL", "TIMEOUT"): _R,
    ("FAIL", "MISSING"): _M,
    ("XFAIL", "PASS"): _I,
    ("XFAIL", "FAIL"): _R,  # the known deviation now fails differently (the entry no longer matches)
    ("XFAIL", "XFAIL"): _SAME,
    ("XFAIL", "XPASS"): ("improvement", True),  # the deviation is gone; the run is bad (stale entry)
    ("XFAIL", "FLAKY"): _I,
    ("XFAIL", "UNSUPPORTED"): _R,
    ("XFAIL", "CRASH"): _R,
    ("XFAIL", "TIMEOUT"): _R,
    ("XFAIL", "MISSING"): _M,
    ("XPASS", "PASS"): _C,
    ("XPASS", "FAIL"): _R,
    ("XPASS", "XFAIL"): _R,
    ("XPASS", "XPASS"): _SAME,
    ("XPASS", "FLAKY"): _C,
    ("XPASS", "UNSUPPORTED"): _R,
    ("XPASS", "CRASH"): _R,
    ("XPASS", "TIMEOUT"): _R,
    ("XPASS", "MISSING"): _M,
    ("FLAKY", "PASS"): _C,
    ("FLAKY", "FAIL"): _R,
    ("FLAKY", "XFAIL"): _R,
    ("FLAKY", "XPASS"): _R,  # bad now: a stale entry
    ("FLAKY", "FLAKY"): _SAME,
    ("FLAKY", "UNSUPPORTED"): _R,
    ("FLAKY", "CRASH"): _R,
    ("FLAKY", "TIMEOUT"): _R,
    ("FLAKY", "MISSING"): _M,
    ("UNSUPPORTED", "PASS"): _C,
    ("UNSUPPORTED", "FAIL"): _R,  # newly runs, and fails
    ("UNSUPPORTED", "XFAIL"): _R,
    ("UNSUPPORTED", "XPASS"): _R,  # newly runs, and is bad (a stale entry)
    ("UNSUPPORTED", "FLAKY"): _C,
    ("UNSUPPORTED", "UNSUPPORTED"): _SAME,
    ("UNSUPPORTED", "CRASH"): _R,
    ("UNSUPPORTED", "TIMEOUT"): _R,
    ("UNSUPPORTED", "MISSING"): _M,
    ("CRASH", "PASS"): _I,
    ("CRASH", "FAIL"): _I,
    ("CRASH", "XFAIL"): _I,
    ("CRASH", "XPASS"): _I,
    ("CRASH", "FLAKY"): _I,
    ("CRASH", "UNSUPPORTED"): _R,
    ("CRASH", "CRASH"): _SAME,
    ("CRASH", "TIMEOUT"): _C,
    ("CRASH", "MISSING"): _M,
    ("TIMEOUT", "PASS"): _I,
    ("TIMEOUT", "FAIL"): _I,
    ("TIMEOUT", "XFAIL"): _I,
    ("TIMEOUT", "XPASS"): _I,
    ("TIMEOUT", "FLAKY"): _I,
    ("TIMEOUT", "UNSUPPORTED"): _R,
    ("TIMEOUT", "CRASH"): _C,
    ("TIMEOUT", "TIMEOUT"): _SAME,
    ("TIMEOUT", "MISSING"): _M,
    ("MISSING", "PASS"): _C,  # nothing to compare with; it works now
    ("MISSING", "FAIL"): _S,
    ("MISSING", "XFAIL"): _C,
    ("MISSING", "XPASS"): _S,
    ("MISSING", "FLAKY"): _C,
    ("MISSING", "UNSUPPORTED"): _C,
    ("MISSING", "CRASH"): _S,
    ("MISSING", "TIMEOUT"): _S,
    ("MISSING", "MISSING"): _S,
}
assert set(COMPARE) == {(a, b) for a in OUTCOMES for b in OUTCOMES}
assert all(fails or not (b in BAD and a not in BAD) for (a, b), (_, fails) in COMPARE.items())
assert all(fails for section, fails in COMPARE.values() if section in SECTIONS[:3])


def compared(before: str, after: str) -> tuple[str, bool]:
    """(section, fails) of a case whose outcome went from `before` to `after` (COMPARE)."""
    return COMPARE[(before, after)]
