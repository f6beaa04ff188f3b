"""The outcome vocabulary's Python face: what a case's run can end as, and the sets every tool
(fixture, summary, compare, report, exports, templates) reads, all derived from the outcomes of
schema/vocabulary.json (model/vocabulary.py); the compare rule table below is the one rule spelled
here."""

from __future__ import annotations

from collections.abc import Mapping

from . import vocabulary as _v

# Every outcome a bundle can hold (the harness writes all but MISSING; README 'Reading the results').
OUTCOMES: tuple[str, ...] = _v.names("outcomes")
# Outcomes that fail a run (and the case's CTest test): the summary lists them by id.
BAD: tuple[str, ...] = _v.outcomes_where("bad")
# Outcomes of a case that ran to an answer or died trying (not UNSUPPORTED, not MISSING).
RAN: tuple[str, ...] = _v.outcomes_where("ran")
# What the driver did, expectations aside: the behavior conformed, deviated, or the process broke.
RAW_PASS = frozenset(_v.outcomes_where("raw", "pass"))
RAW_FAIL = frozenset(_v.outcomes_where("raw", "fail"))
RAW_BROKEN = frozenset(_v.outcomes_where("raw", "broken"))
DEVIATING = RAW_FAIL | RAW_BROKEN  # the driver did not do what the citation says
# An attempt after which a pass is FLAKY, never PASS (the harness's verdict reads the same flag).
FAILED_ATTEMPT = frozenset(_v.outcomes_where("failed_attempt"))
# Outcomes CTest shows as Passed although the case did not simply pass: exports add a note.
PASSED_WITH_A_NOTE: tuple[str, ...] = _v.outcomes_where("passed_with_a_note")
# The report's order, worst first, and the outcomes named on its first screen.
NOT_RUN: str = _v.data()["not_run"]["name"]  # the report's cell for a run whose bundle lacks the case
SEVERITY: tuple[str, ...] = tuple(_v.data()["severity"])
ATTENTION: tuple[str, ...] = (*BAD, *_v.outcomes_where("attention"))
# One letter per outcome: a report row's outcomes per run as one string (read by static/report.js).
CODES: dict[str, str] = {o["name"]: o["letter"] for o in _v.outcomes()} | {NOT_RUN: _v.data()["not_run"]["letter"]}

assert set(BAD) | set(RAN) | {"UNSUPPORTED"} == set(OUTCOMES)
assert set(SEVERITY) == set(OUTCOMES) | {NOT_RUN} == set(CODES)


def counts_text(counts: Mapping[str, int], thousands: bool = False) -> str:
    """ "3 PASS, 1 XFAIL": the outcomes counted, in the vocabulary's order ("" when none is)."""
    return ", ".join(f"{counts[o]:,} {o}" if thousands else f"{counts[o]} {o}" for o in OUTCOMES if counts.get(o))


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
