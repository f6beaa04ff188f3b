"""Every proof is recorded: no plain GoogleTest comparison in the case sources.

    cudasem proofs check [--cases cases]     exit 1 naming each file and line that has one (ci/lint runs it)

A verdict rests on its comparisons. A named proof (CUDASEM_EXPECT_EQ_NAMED, CUDASEM_EXPECT_TRUE_NAMED,
their ASSERT forms, and the code checks CUDASEM_EXPECT_ERROR and kin) records what it compared, under a
name, with the expected value beside the actual, so the bundle and the report show the proof; a plain
GoogleTest comparison (EXPECT_EQ, ASSERT_TRUE, EXPECT_GE, ...) records nothing (DESIGN: "an anonymous
assertion is a harness defect"). This finds the plain comparisons in every case source file under
--cases (.cpp, .cu, .h, .cuh; comments and string literals removed), leaving out one form that is the
arrangement's own guard, not a proof of the claim: `ASSERT_NE(<owner>.get(), nullptr)` or
`ASSERT_NE(<owner>.data(), nullptr)` of a handle the harness's owners create (and `rig.graph()`, the
graph rig's), whose creating call is a code check that records its failure; the guard only stops the
case. Any other null check (a returned node, a looked-up function, a name) is a proof. A code compared
to success by hand, `if (e != CUDA_SUCCESS) ADD_FAILURE() << ...`, counts too (CUDASEM_EXPECT_CU_OK_OF
records it). The last of them were written as named proofs at the commit that removed
ci/anonymous-comparisons.txt, the list of the older ones that only shrank: a plain comparison now fails
the check wherever it is.
"""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from .contract import _strip_comments, line_of

SUFFIXES = {".cpp", ".cu", ".h", ".cuh"}
PLAIN = re.compile(
    r"\b(?<!_)(EXPECT|ASSERT)_(EQ|NE|TRUE|FALSE|LT|LE|GT|GE|STREQ|STRNE|STRCASEEQ|STRCASENE|"
    r"FLOAT_EQ|DOUBLE_EQ|NEAR)\s*\("
)
# `if (e != CUDA_SUCCESS) ADD_FAILURE() << ...`: a code compared by hand, where CUDASEM_EXPECT_CU_OK_OF
# (and the runtime's CUDASEM_EXPECT_OK_OF) records the code, typed, when it fails.
_CODE_BY_HAND = re.compile(r"\bif\s*\(\s*\w+\s*!=\s*(?:CUDA_SUCCESS|cudaSuccess)\s*\)\s*(?:ADD_FAILURE|FAIL)\s*\(\s*\)")
NULL_GUARD = re.compile(
    r"ASSERT_NE\s*\(\s*(?:[A-Za-z_]\w*\s*\.\s*)*(?:rig\s*\.\s*graph|[A-Za-z_]\w*\s*\.\s*(?:get|data))\s*\(\s*\)\s*,\s*nullptr\s*\)"
)


@dataclass
class Plain:
    path: str  # under the cases folder
    lines: list[int]  # of each plain comparison


def plain_comparisons(text: str) -> list[int]:
    """The line of each plain GoogleTest comparison in a source's text (see the module's docstring)."""
    code = _strip_comments(text)
    plain = [m.start() for m in PLAIN.finditer(code) if not NULL_GUARD.match(code, m.start())]
    return sorted(line_of(code, at) for at in [*plain, *(m.start() for m in _CODE_BY_HAND.finditer(code))])


def scan(cases_dir: Path) -> dict[str, Plain]:
    out = {}
    for f in sorted(cases_dir.rglob("*")):
        if f.suffix in SUFFIXES and f.is_file():
            lines = plain_comparisons(f.read_text(errors="replace"))
            if lines:
                rel = f.relative_to(cases_dir).as_posix()
                out[rel] = Plain(rel, lines)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="cudasem proofs", description=__doc__.split("\n\n")[0])
    ap.add_argument("action", choices=["check"])
    ap.add_argument("--cases", type=Path, default=Path("cases"), help="the cases folder")
    args = ap.parse_args(argv)
    if not args.cases.is_dir():
        print(f"cudasem proofs: {args.cases}: no such folder of cases", file=sys.stderr)
        return 2
    found = scan(args.cases)
    for rel, plain in found.items():
        print(
            f"cudasem proofs: {rel}: {len(plain.lines)} plain comparisons (lines "
            f"{', '.join(str(n) for n in plain.lines)}): write each as a named proof (CUDASEM_EXPECT_EQ_NAMED and kin)"
        )
    total = sum(len(p.lines) for p in found.values())
    print(f"cudasem proofs: {total} plain comparisons in {len(found)} case files")
    return 1 if found else 0
