"""The kind follows the cited verb: a semantics case whose quote holds a hedging word must say why.

    cudasem verbs check REVIEW_FILE BINARY...      (the `selftest` label runs it)
    cudasem verbs check REVIEW_FILE --cases-json FILE

A quote with "may", "might", "can", "should", "possibly", "some devices" or "hint" is
characterization unless the word does not hedge what the driver does. In API text it often does
not: "may be specified as NULL" grants the caller a permission the API must honour, "may not" and
"can only" are prohibitions (the call must fail), "should point to" is a requirement on the caller,
and in "the cudaErrorNotReady that may be returned ... is not an error" the word sits in a
clause that the promise is about. Each semantics case whose quote holds such a word is listed in
REVIEW_FILE (`id | reading | why`), reviewed by hand; an unlisted one fails the check (make it
characterization, cite a firmer text, or review it), and so does a listed one that no longer needs
it. Readings: permission, prohibition, requirement, condition, capability.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from .headers import list_cases

HEDGE = re.compile(r"\b(may|might|can|cannot|should|possibly|some devices|hints?)\b", re.I)
READINGS = {"permission", "prohibition", "requirement", "condition", "capability"}


def hedged_semantics(cases: list[dict]) -> dict[str, str]:
    """id -> quote, for the semantics cases whose quote holds a hedging word."""
    out = {}
    for c in cases:
        quote = (c.get("citation") or {}).get("quote") or ""
        if c.get("kind") == "semantics" and HEDGE.search(quote):
            out[c["id"]] = quote
    return out


def review_lines(
    path: Path, second: str, third: str, allowed: list[str]
) -> tuple[list[tuple[str, list[str]]], list[str]]:
    """The entries of a hand-kept review list (`id | <second> | <third>`, '#' comments): (where, fields)
    of each well-formed line, and errors naming file:line for the others (a wrong field count, a
    second field not in `allowed`). cases/HEDGE_REVIEW.txt and cases/CLAIM_REVIEW.txt are read so."""
    lines, errors = [], []
    for n, raw in enumerate(path.read_text().splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        fields = [f.strip() for f in line.split("|")]
        where = f"{path}:{n}"
        if len(fields) != 3 or not all(fields):
            errors.append(f"{where}: expected 'id | {second} | {third}', found {line!r}")
        elif fields[1] not in allowed:
            errors.append(f"{where}: unknown {second} {fields[1]!r} (one of {', '.join(allowed)})")
        else:
            lines.append((where, fields))
    return lines, errors


def read_review(path: Path) -> tuple[dict[str, tuple[str, str]], list[str]]:
    """(id -> (reading, why), errors naming file:line)."""
    entries: dict[str, tuple[str, str]] = {}
    lines, errors = review_lines(path, "reading", "why", sorted(READINGS))
    for where, fields in lines:
        if fields[0] in entries:
            errors.append(f"{where}: {fields[0]} is listed twice")
        else:
            entries[fields[0]] = (fields[1], fields[2])
    return entries, errors


def check(review: Path, cases: list[dict]) -> list[str]:
    entries, errors = read_review(review)
    hedged = hedged_semantics(cases)
    for cid, quote in sorted(hedged.items()):
        if cid not in entries:
            hit = HEDGE.search(quote)
            word = hit.group(0) if hit else ""
            errors.append(
                f"{cid}: a semantics case whose quote says {word!r} ({quote[:90]!r}) is not reviewed in "
                f"{review.name}: make it characterization, cite a firmer text, or add 'id | reading | why'"
            )
    for cid in sorted(set(entries) - set(hedged)):
        errors.append(
            f"{review.name}: {cid} is listed but is no semantics case with a hedging word in its quote: remove the line"
        )
    return errors


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="cudasem verbs", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("check")
    c.add_argument("review", type=Path)
    c.add_argument("--cases-json", type=Path, help="case metadata (a --cudasem-list array) instead of binaries")
    c.add_argument("binaries", nargs="*")
    args = ap.parse_args(argv)
    if not args.review.is_file():
        print(f"verbs: {args.review}: not found", file=sys.stderr)
        return 2
    cases = json.loads(args.cases_json.read_text()) if args.cases_json else list_cases(args.binaries)
    errors = check(args.review, cases)
    for e in errors:
        print(f"VERB {e}")
    print(f"verbs: {len(hedged_semantics(cases))} semantics cases quote a hedging word; {len(errors)} problem(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
