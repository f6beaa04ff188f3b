"""What a case found, in words: the observation types (a verdict is compared between runs; a
measurement or an environment fact never is), the expected values of a failed check, and the
finding of one case in one run as a sentence generated from its structured observations and
checks ("cudaMemcpyAsync returned cudaSuccess; largest_size_returned_early = 1 MiB"), never read
back from the failure message."""

from __future__ import annotations

from ..model import vocabulary
from ..model.consistency import failed_check
from ..model.measurements import singles
from .failure import name_signals
from .text import clip, first_line, format_value, short_name
from .units import show, with_unit

OBSERVATION_TYPES = vocabulary.names("observation_types")


def observation_type(obs: dict, case: dict | None = None, flagged: bool = False) -> str:
    """The observation's type, as the record says it: a verdict (what the case found: compared
    between runs, expectations name it), a measurement (a time, rate, address, racy count) or an
    environment fact (a value of the GPU model)."""
    return obs["type"]


def is_measurement(obs: dict, case: dict | None = None, flagged: bool = False) -> bool:
    """Not a verdict (a measurement or an environment fact): shown, never counted as a difference
    between runs."""
    return observation_type(obs, case, flagged) != "verdict"


def expected_values(case: dict) -> dict[str, str]:
    """observation name -> the value its check expected, from the record (a check's
    "check": {"expected"}; "a documented error" where the check asks for any documented failure),
    for the checks whose value differs from it. Never read back from the failure message."""
    if case.get("outcome") == "PASS":
        return {}
    out: dict[str, str] = {}
    for o in case.get("observations") or []:
        check = o.get("check")
        if not isinstance(check, dict):
            continue
        if failed_check(o) is None:
            continue
        want = check.get("expected")
        out[o["name"]] = f"a code {check.get('function')} documents" if want is None else format_value(want)
    return out


def _failed_checks(case: dict) -> list[dict]:
    """The failed checks (failure.py) of a record that did not pass, [] for any other."""
    if case.get("outcome") in ("PASS", "UNSUPPORTED", None) or not (case.get("failures") or case.get("message")):
        return []
    from .failure import checks

    return checks(case)


FINDING_PARTS = 5  # the sentence names this many facts, then "and N more"
# What an outcome without a finding of its own says before its message (keys: model/outcome.py's names)
LEADS = {o["name"]: o["lead"] for o in vocabulary.outcomes() if o.get("lead")}


def _perf_words(case: dict) -> list[str]:
    """A perf case's rates against their limits: "pinned.h2d best 55.2 GB/s (88% of its 63.0 GB/s limit)"."""
    vals = singles(case.get("observations") or [])
    out = []
    for (series, unit, at), v in vals.items():
        if unit == "GBps" and at is None and series.endswith(".best"):
            path = series[: -len(".best")]
            limit = vals.get((path + ".limit", "GBps", None))
            ratio = f" ({100 * v / limit:.0f}% of its {with_unit(limit, 'GBps')} limit)" if limit else ""
            out.append(f"{path} best {with_unit(v, 'GBps')}{ratio}")
    return out


def finding(case: dict | None, flagged: bool = False, root: str | None = None, verdicts: list | None = None) -> str:
    """The case's finding in one run, in words: each verdict (a checked call as "<function> returned
    <code>", with the expected code where it missed; any other as "name = value" with its unit),
    for a perf case its best rates against their limits, else its first measurement; a case that
    recorded none of these says why from its outcome and message. verdicts: the case's verdict
    observations where the caller has them (Run.verdicts)."""
    if case is None:
        return ""
    obs = case.get("observations") or []
    missed = expected_values(case)
    failed = _failed_checks(case)
    for c in failed:  # a value check GoogleTest reported: its expected value beside the verdict
        if c["observation"] and c["kind"] == "value" and c["observation"] not in missed:
            missed[c["observation"]] = clip(c["expected"], 60)
    parts: dict[str, int] = {}
    passed: dict[str, int] = {}  # calls whose check held: after what failed, never first
    if verdicts is None:
        verdicts = [o for o in obs if observation_type(o, case, flagged) == "verdict"]
    for o in verdicts:
        name, check = o["name"], o.get("check")
        into = parts
        if isinstance(check, dict):
            text = f"{check.get('function') or name.split(' #')[0]} returned {format_value(o['value'])}"
            if check.get("documented") is False:
                text += ", a code its documentation does not list"
            if failed and name not in missed:
                into = passed
        else:
            text = f"{short_name(name, 60)} = {show(o)}"
        if name in missed:
            text += f" (expected {missed[name]})"
        into[text] = into.get(text, 0) + 1
    # a relation that did not hold, or a failed value check no verdict records: said first
    lead = [
        clip(f"{c['expected']} does not hold ({c['actual']})", 160)
        if c["kind"] == "relation"
        else clip(f"{c['call']} = {clip(c['actual'], 60)} (expected {clip(c['expected'], 60)})", 160)
        for c in failed
        if c["kind"] in ("relation", "value")
        and not (c["observation"] and any(o["name"] == c["observation"] for o in verdicts))
    ]
    words = lead + [t + (f" ({n} calls)" if n > 1 else "") for t, n in [*parts.items(), *passed.items()]]
    if case.get("kind") == "perf" or not words:
        words = _perf_words(case) + words
    if not words:
        first = next((o for o in obs if observation_type(o, case, flagged) == "measurement"), None)
        if first is not None:
            words = [f"{short_name(first['name'], 60)} = {show(first)}"]
    outcome = case.get("outcome")
    if not words or outcome in LEADS:
        why = name_signals(first_line(case.get("message"), 200, root))
        lead = LEADS.get(outcome or "", "")
        said = ": ".join(filter(None, [lead, why]))
        if said:
            words = [said] + words
    more = len(words) - FINDING_PARTS
    return "; ".join(words[:FINDING_PARTS]) + (f"; and {more} more" if more > 0 else "")
