"""On a machine without a GPU every case must be UNSUPPORTED with its reason; none passes.

cudasem check_no_gpu BUNDLE
"""

from __future__ import annotations

import sys
from collections import Counter

from ..model.bundle import BundleError, load


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: cudasem check_no_gpu BUNDLE", file=sys.stderr)
        return 2
    try:
        bundle = load(args[0])
    except BundleError as e:
        print(e, file=sys.stderr)
        return 2
    if bundle["identity"]["gpu_available"]:
        print(f"{args[0]}: a GPU is present; this check is for machines without one")
        return 0
    counts = Counter(c["outcome"] for c in bundle["cases"])
    wrong = [c for c in bundle["cases"] if c["outcome"] != "UNSUPPORTED" or not c.get("message")]
    for c in wrong[:20]:
        print(f"  {c['id']}: {c['outcome']} without a GPU: {c.get('message')!r}")
    print(
        f"no GPU ({bundle['identity']['no_gpu_reason']}): {len(bundle['cases'])} cases, "
        + ", ".join(f"{n} {o}" for o, n in sorted(counts.items()))
    )
    if not bundle["cases"]:
        print("no case was selected")
        return 1
    if wrong:
        print(f"{len(wrong)} cases did not report UNSUPPORTED with a reason")
        return 1
    print(f"{len(bundle['cases'])} UNSUPPORTED (no GPU), 0 other: every case is UNSUPPORTED with its reason")
    return 0


if __name__ == "__main__":
    sys.exit(main())
