"""Every proof is recorded: the plain GoogleTest comparisons left in the case sources, counted.

    cudasem proofs check LIST [--cases cases]     each case source's count equals LIST's (ci/lint runs it)
    cudasem proofs pending LIST [--cases cases]   rewrite LIST from today's counts (see below)

A verdict rests on its comparisons. A named proof (CUDASEM_EXPECT_EQ_NAMED, CUDASEM_EXPECT_TRUE_NAMED,
their ASSERT forms, and the code checks CUDASEM_EXPECT_ERROR and kin) records what it compared, under a
name, with the expected value beside the actual, so the bundle and the report show the proof; a plain
GoogleTest comparison (EXPECT_EQ, ASSERT_TRUE, EXPECT_GE, ...) records nothing (DESIGN: "an anonymous
assertion is a harness defect"). This counts the plain comparisons in every case source file under
--cases (.cpp, .cu, .h, .cuh; comments and string literals removed), leaving out one form that is the
arrangement's own guard, not a proof of the claim: `ASSERT_NE(<handle>, nullptr)`.

LIST (ci/anonymous-comparisons.txt) names each file that still has some, with its count, as
`<path under --cases> | <count>`. `check` fails (exit 1) when a file has more than LIST says (a new
plain comparison: write it as a named proof) and when it has fewer (lower or remove its line: the list
only shrinks), naming the file and, for new ones, their lines. A malformed LIST line is exit 2, with its
file and line. `pending` writes LIST from the counts of today: it is for a change that names proofs
(after it, check passes), never to accept a new plain comparison.
"""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from ..model.files import write_atomic
from .contract import _strip_comments, line_of

SUFFIXES = {".cpp", ".cu", ".h", ".cuh"}
_PLAIN = re.compile(
    r"\b(?<!_)(EXPECT|ASSERT)_(EQ|NE|TRUE|FALSE|LT|LE|GT|GE|STREQ|STRNE|STRCASEEQ|STRCASENE|"
    r"FLOAT_EQ|DOUBLE_EQ|NEAR)\s*\("
)
_NULL_GUARD = re.compile(r"ASSERT_NE\s*\((?:[^;()]|\([^;()]*\))*,\s*nullptr\s*\)")
HEADER = """\
# Plain GoogleTest comparisons (EXPECT_EQ, ASSERT_TRUE, ...) still in the case sources: each records
# nothing, so the bundle cannot show the proof; a named proof (CUDASEM_EXPECT_EQ_NAMED and kin) does.
# Checked by `cudasem proofs check` (python/cudasem/sources/proofs.py; ci/lint runs it): a file may not
# have more than its count here, and a file with fewer needs its line lowered: the list only shrinks.
# Converting a case's comparisons changes what it records: its next GPU run shows the proofs.
# path under cases/ | count
"""


class ListError(ValueError):
    """A malformed line of the list: its file and line in the message."""


@dataclass
class Plain:
    path: str  # under the cases folder
    lines: list[int]  # of each plain comparison


def plain_comparisons(text: str) -> list[int]:
    """The line of each plain GoogleTest comparison in a source's text (see the module's docstring)."""
    code = _strip_comments(text)
    return [line_of(code, m.start()) for m in _PLAIN.finditer(code) if not _NULL_GUARD.match(code, m.start())]


def scan(cases_dir: Path) -> dict[str, Plain]:
    out = {}
    for f in sorted(cases_dir.rglob("*")):
        if f.suffix in SUFFIXES and f.is_file():
            lines = plain_comparisons(f.read_text(errors="replace"))
            if lines:
                rel = f.relative_to(cases_dir).as_posix()
                out[rel] = Plain(rel, lines)
    return out


def read_list(path: Path) -> dict[str, int]:
    counts: dict[str, int] = {}
    for n, raw in enumerate(path.read_text().splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 2 or not parts[0] or not parts[1].isdigit() or int(parts[1]) == 0:
            raise ListError(f"{path}:{n}: not `<path> | <count above 0>`: {raw!r}")
        if parts[0] in counts:
            raise ListError(f"{path}:{n}: {parts[0]} is listed twice")
        counts[parts[0]] = int(parts[1])
    return counts


def check(listed: dict[str, int], found: dict[str, Plain]) -> list[str]:
    problems = []
    for rel in sorted(set(listed) | set(found)):
        want, have = listed.get(rel, 0), found.get(rel)
        n = len(have.lines) if have else 0
        if n > want:
            at = ", ".join(str(x) for x in have.lines) if have else ""
            problems.append(
                f"{rel}: {n} plain comparisons, the list allows {want}: write the new ones as named proofs "
                f"(CUDASEM_EXPECT_EQ_NAMED and kin); lines {at}"
            )
        elif n < want:
            problems.append(
                f"{rel}: {n} plain comparisons, the list says {want}: lower its count (the list only shrinks)"
            )
    return problems


def write_list(path: Path, found: dict[str, Plain]) -> None:
    body = "".join(f"{rel} | {len(p.lines)}\n" for rel, p in sorted(found.items()))
    write_atomic(path, HEADER + body)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="cudasem proofs", description=__doc__.split("\n\n")[0])
    ap.add_argument("action", choices=["check", "pending"])
    ap.add_argument("list", type=Path, help="the list of files with plain comparisons (ci/anonymous-comparisons.txt)")
    ap.add_argument("--cases", type=Path, default=Path("cases"), help="the cases folder")
    args = ap.parse_args(argv)
    if not args.cases.is_dir():
        print(f"cudasem proofs: {args.cases}: no such folder of cases", file=sys.stderr)
        return 2
    found = scan(args.cases)
    total = sum(len(p.lines) for p in found.values())
    if args.action == "pending":
        write_list(args.list, found)
        print(f"cudasem proofs: wrote {args.list}: {total} plain comparisons in {len(found)} files")
        return 0
    try:
        listed = read_list(args.list)
    except (OSError, ListError) as e:
        print(f"cudasem proofs: {e}", file=sys.stderr)
        return 2
    problems = check(listed, found)
    for p in problems:
        print(f"cudasem proofs: {p}")
    print(
        f"cudasem proofs: {total} plain comparisons in {len(found)} case files not yet named proofs "
        f"({args.list}); {len(problems)} problems"
    )
    return 1 if problems else 0
