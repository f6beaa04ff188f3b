"""What a failed or expected-to-fail case found, check by check: the call (or the checked
expression), the value the documentation's text expects and the value the run got, with units and
error names, and the signal of a helper process that died (exit 139 = 128 + SIGSEGV).

The checks come from the record: a code check's observation ("check": {"function", "expected"})
and each GoogleTest failure the record keeps (failures[].summary, or the message's
`<file>:<line>: <summary>` blocks where a record has no failures list), in the forms the
harness and GoogleTest write them:

    cudaMemcpy3D returned cudaErrorInvalidValue (1), expected cudaSuccess (0)
        call: cudaMemcpy3D(&parms)
    Value of: r.returned_before_release / Actual: false / Expected: true
    Expected equality of these values: <actual> Which is: ... <expected> Which is: ...
    Expected: (a) > (b), actual: 0 vs 1
    calls_that_succeeded: expected 0, found 3

A number gets the unit of the verdict observation it is (by name, else by value: units.py)."""

from __future__ import annotations

import re
import signal

from ..model.consistency import failed_check
from .text import clip, format_value
from .units import obs_unit, with_unit

_BLOCK = re.compile(r"^(?:\S+?:\d+: )", re.M)
_RETURNED = re.compile(r"^(?P<fn>[\w:]+) returned (?P<actual>.+?), expected (?P<expected>.+?)$", re.M)
_CALL = re.compile(r"^\s*call: (?P<call>.+)$", re.M)
_VALUE_OF = re.compile(r"Value of: (?P<call>.+)\n\s*Actual: (?P<actual>.+)\n\s*Expected: (?P<expected>.+)")
_EQUALITY = re.compile(
    r"Expected equality of these values:\n  (?P<a>.+)\n(?:    Which is: (?P<av>.+)\n)?"
    r"  (?P<b>.+)(?:\n    Which is: (?P<bv>.+))?"
)
_RELATION = re.compile(r"Expected: \((?P<a>.+?)\) (?P<op>\S+) \((?P<b>.+?)\), actual: (?P<av>.+?) vs (?P<bv>.+)")
_FOUND = re.compile(r"^(?P<name>[\w.]+): expected (?P<expected>.+?), found (?P<actual>.+)$", re.M)
_EXIT = re.compile(r"\bexit(?: status| code)? (?P<code>1[2-5]\d)\b")
_NUMBER = re.compile(r"^-?\d+(?:\.\d+)?$")
LIMIT = 160  # characters of a shown value (an array's dump is cut)


def signal_of(status: int) -> str | None:
    """The signal a process exit status 128 + N names (139: SIGSEGV), None for any other status."""
    try:
        return signal.Signals(status - 128).name if 128 < status < 160 else None
    except ValueError:
        return None


def name_signals(text: str) -> str:
    """The text with each `exit 139` followed by its signal's name: `exit 139 (SIGSEGV)`."""

    def repl(m: re.Match) -> str:
        name = signal_of(int(m["code"]))
        return f"{m[0]} ({name})" if name and text[m.end() : m.end() + 3] != " (S" else m[0]

    return _EXIT.sub(repl, text) if text and "exit" in text else text


def _summaries(case: dict) -> list[str]:
    found = [f.get("summary") or "" for f in case.get("failures") or [] if isinstance(f, dict)]
    if found:
        return found
    message = case.get("message") or ""
    return [b for b in _BLOCK.split(message) if b.strip()]


# What a count is of, by the words of its observation's name (elements_with_original_value: elements).
_COUNTED = {
    "calls": "calls",
    "elements": "elements",
    "devices": "devices",
    "device_count": "devices",
    "cluster_size": "thread blocks",
    "blocks": "thread blocks",
    "lines": "lines",
    "threads": "threads",
    "attempts": "attempts",
    "nodes": "nodes",
    "words": "words",
}


def _unit_text(value: str, observation: dict | None) -> str:
    """value with the observation's unit where it is a plain number and the observation has one
    (a size in bytes, a time), what it counts where its name says (calls, elements, devices), and
    the signal of a process exit status (139 (SIGSEGV))."""
    value = clip(" ".join(value.split()), LIMIT)
    if not observation or not _NUMBER.match(value.strip()):
        return value
    unit = obs_unit(observation)
    if unit:
        return with_unit(float(value) if "." in value else int(value), unit)
    name = observation["name"].lower()
    if name.endswith(("exit_code", "exit_status")) and (sig := signal_of(int(float(value)))):
        return f"{value} (128 + {sig})"
    counted = next((what for word, what in _COUNTED.items() if word in name), None)
    return f"{value} {counted}" if counted else value


def _observation(case: dict, expr: str, actual: str) -> dict | None:
    """The verdict observation an expression or a value is: by the expression's last name
    (r.returned_before_release -> returned_before_release), else the only one with that value."""
    verdicts = [o for o in case.get("observations") or [] if o.get("type") == "verdict"]
    last = re.split(r"[^\w]+", expr.strip().rstrip("()"))
    words = [w for w in last if w]
    for o in verdicts:
        if words and o["name"].split(" #")[0] in (words[-1], expr.strip()):
            return o
    same = [o for o in verdicts if format_value(o["value"]).strip().lower() == actual.strip().lower()]
    return same[0] if len(same) == 1 else None


def _item(case: dict, call: str, expected: str, actual: str, kind: str) -> dict:
    o = _observation(case, call, actual)
    return {
        "call": clip(" ".join(call.split()), LIMIT),
        "observation": o["name"] if o else None,
        "expected": _unit_text(expected, o),
        "actual": _unit_text(actual, o),
        "kind": kind,
    }


def checks(case: dict | None) -> list[dict]:
    """The failed checks of a record, each {"call", "observation", "expected", "actual", "kind"}
    ("code": a returned code against the documented one; "value": a value against the expected;
    "relation": a relation that did not hold; "exit": a helper that died, its signal named)."""
    if not case or case.get("outcome") in ("PASS", "UNSUPPORTED", None):
        return []
    out: list[dict] = []
    seen: set[tuple] = set()

    def add(item: dict) -> None:
        key = (item["call"].split("(")[0], item["expected"], item["actual"])
        if key not in seen:
            seen.add(key)
            out.append(item)

    summaries = _summaries(case)
    calls: dict[str, str] = {}
    for s in summaries:
        for m in _RETURNED.finditer(s):
            c = _CALL.search(s, m.end())
            calls.setdefault(m["fn"], c["call"] if c else m["fn"])
    coded: set[str] = set()  # the functions a code check's observation already shows
    for o in case.get("observations") or []:
        why = failed_check(o)
        if why is None:
            continue
        check = o["check"]
        fn = check.get("function") or o["name"]
        coded.add(fn)
        want = check.get("expected")
        expected = _code(want) if want is not None else f"an error code {fn} documents"
        add(
            {
                "call": clip(calls.get(fn, fn), LIMIT),
                "observation": o["name"],
                "expected": expected,
                "actual": _code(o["value"]) + ("" if check.get("documented", True) else " (not a documented code)"),
                "kind": "code",
            }
        )
    for s in summaries:
        for m in _RETURNED.finditer(s):
            c = _CALL.search(s, m.end())
            if m["fn"] not in coded:
                add(_item(case, c["call"] if c else m["fn"], m["expected"], m["actual"], "code"))
        if v := _VALUE_OF.search(s):
            add(_item(case, v["call"], v["expected"], v["actual"], "value"))
        if e := _EQUALITY.search(s):
            item = _item(case, e["a"], e["bv"] or e["b"], e["av"] or e["a"], "value")
            if e["bv"] and e["b"].strip() != e["bv"].strip() and len(e["b"]) < 80:  # 0 (static_cast<int>(cudaSuccess))
                item["expected"] += f" ({e['b'].strip()})"
            add(item)
        if rel := _RELATION.search(s):
            add(
                {
                    "call": clip(f"{rel['a']} {rel['op']} {rel['b']}", LIMIT),
                    "observation": None,
                    "expected": clip(f"{rel['a']} {rel['op']} {rel['b']}", LIMIT),
                    "actual": clip(f"{rel['a']} = {rel['av']}, {rel['b']} = {rel['bv'].splitlines()[0]}", LIMIT),
                    "kind": "relation",
                }
            )
        for f in _FOUND.finditer(s):
            add(_item(case, f["name"], f["expected"], f["actual"], "value"))
        for x in _EXIT.finditer(s):
            sig = signal_of(int(x["code"]))
            if sig:
                add(
                    {
                        "call": clip(s.strip().splitlines()[-1 if s.strip().startswith("Failed") else 0], LIMIT),
                        "observation": None,
                        "expected": "the process exits normally",
                        "actual": f"exit {x['code']} = 128 + {sig} (signal {int(x['code']) - 128})",
                        "kind": "exit",
                    }
                )
    return out


def _code(value) -> str:
    """A code as its name and number: cudaErrorInvalidValue (1)."""
    if isinstance(value, dict) and "name" in value:
        return f"{value['name']} ({value['code']})" if "code" in value else str(value["name"])
    return format_value(value)
