"""The short summary printed after every suite run: what ran, what failed, where the bundle is.

    python -m cudasem_report.summary BUNDLE [--allow-no-run]

Prints the count of each outcome (XFAIL included: CTest shows it as Passed), every FAIL, XPASS,
CRASH, TIMEOUT and MISSING case by id with the first line of its message, the bundle's path, and,
when no case could run, that nothing ran and why. Exit status: 0 when nothing failed and some case
ran; 1 when a case failed, crashed, timed out or is missing, or when nothing ran (no GPU, or every
case UNSUPPORTED) unless --allow-no-run; 2 for a bundle that cannot be read.
"""

from __future__ import annotations

import sys
from collections import Counter

from .bundle import OUTCOMES, BundleError, load

BAD = ("FAIL", "XPASS", "CRASH", "TIMEOUT", "MISSING")
RAN = ("PASS", "FAIL", "XFAIL", "XPASS", "FLAKY", "CRASH", "TIMEOUT")


def lines(bundle: dict, path: str) -> tuple[list[str], bool, bool]:
    """(text lines, something failed, something ran)."""
    cases = bundle["cases"]
    counts = Counter(c["outcome"] for c in cases)
    out = [f"cudasem summary: {len(cases)} cases: "
           + (", ".join(f"{counts[o]} {o}" for o in OUTCOMES if counts[o]) or "none selected")]
    bad = [c for c in cases if c["outcome"] in BAD]
    for c in bad[:50]:
        first = (c.get("message") or "").strip().splitlines()
        out.append(f"  {c['outcome']:<8} {c['id']}" + (f": {first[0][:160]}" if first else ""))
    if len(bad) > 50:
        out.append(f"  ... and {len(bad) - 50} more (see the bundle)")
    ran = any(counts[o] for o in RAN)
    ident = bundle["identity"]
    if not ident.get("gpu_available"):
        out.append(f"cudasem summary: NO CASE COULD RUN: {ident.get('no_gpu_reason') or 'no GPU'}")
    elif not ran:
        out.append("cudasem summary: NOTHING RAN: every selected case was UNSUPPORTED or missing")
    out.append(f"cudasem summary: bundle {path}")
    return out, bool(bad), ran


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    allow_no_run = "--allow-no-run" in args
    paths = [a for a in args if a != "--allow-no-run"]
    if len(paths) != 1:
        print("usage: python -m cudasem_report.summary BUNDLE [--allow-no-run]", file=sys.stderr)
        return 2
    try:
        bundle = load(paths[0])
    except BundleError as e:
        print(f"cudasem summary: {e}", file=sys.stderr)
        return 2
    text, failed, ran = lines(bundle, paths[0])
    print("\n".join(text))
    if failed:
        return 1
    return 0 if ran or allow_no_run else 1


if __name__ == "__main__":
    sys.exit(main())
