"""What compute-sanitizer made of a run's cases (a case's `sanitizer` section, harness/src/sanitizer.h):
one tally for the run summary and the generated documentation."""

from __future__ import annotations

from dataclasses import dataclass

# A case's sanitizer.exclusion when the tool cannot judge it (harness/src/supervise.cpp); any other
# exclusion is a case that faults on purpose.
TOOL_LIMIT = "tool_limit"


def is_tool_limit(section: dict) -> bool:
    return section.get("exclusion") == TOOL_LIMIT


def tool_of(bundle: dict) -> str | None:
    """The sanitizer tool a run ran its cases under (run.mode.sanitizer); None for a plain run."""
    return ((bundle.get("run") or {}).get("mode") or {}).get("sanitizer") or None


@dataclass(frozen=True)
class Tally:
    errors: int = 0  # the tool's errors in every case together
    with_errors: int = 0  # the cases it found an error in
    checked: int = 0  # the cases it ran and judged
    unfinished: int = 0  # of those, where it did not finish (no summary line)
    faults: int = 0  # not run under it: they fault on purpose (declared)
    limits: int = 0  # not run under it: a limit of the tool (declared)


def tally(cases: list[dict]) -> Tally:
    sections = [c.get("sanitizer") or {} for c in cases]
    return Tally(
        errors=sum(s.get("errors") or 0 for s in sections),
        with_errors=sum(1 for s in sections if s.get("errors")),
        checked=sum(1 for s in sections if "errors" in s),
        unfinished=sum(1 for s in sections if "errors" in s and not s.get("summary_found")),
        faults=sum(1 for s in sections if s.get("excluded") and not is_tool_limit(s)),
        limits=sum(1 for s in sections if is_tool_limit(s)),
    )
