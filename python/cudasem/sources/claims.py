"""The claim follows the quote and the verdict (issue 39: a claim is as strong as its text, no stronger).

    cudasem claims check PENDING --cases cases [--listing build/default/cases.json | --binary B...]
                         [--expectations expectations]         (the `selftest` label runs it)
    cudasem claims pending PENDING --cases cases ...           rewrite PENDING from today's violations
    cudasem claims migrate --cases cases [FILE...]             add `.claim` to every declaration lacking one

Every semantics and characterization case declares what its quote is, `.claim` (schema/vocabulary.json's
claim_kinds; the binaries refuse a case file of those kinds without one when they list their cases): a
*promise* ("returns", "will", "blocks until") or a *documented failure* (the text says the call fails or
returns a named code under a stated condition) backs a semantics verdict; a *caller requirement* ("must be
0", "must be set") or a *hedge* ("may", "can", "some devices") promises nothing about what the driver
does otherwise and backs only a characterization, which records what the driver does. `check` holds,
for every listed case (the build's listing: python/cudasem/model/listing.py):

  failure-wording  a documented_failure claim whose quote has no failure wording (FAILURE below: error,
                   fail(s/ed/ure), invalid, illegal, not supported, will not work, a cudaError*/CUDA_ERROR_*
                   name; a bare return list names codes but no condition for any of them, so it is none) and
                   is not a return code's own description (a section naming the code, "cudaError
                   (cudaErrorInvalidMemcpyDirection)": that text states the condition under which the
                   code is returned, so it names the failure and its code together; not the generic
                   invalid-value code, whose text fits any rejected argument)
  failure-claim    a semantics case whose file asserts a failure (CUDASEM_EXPECT/ASSERT_[CU_]ERROR[_OF]
                   with a code other than success, or CUDASEM_EXPECT/ASSERT_[CU_]FAILURE[_OF]) whose claim
                   is not documented_failure: a failure verdict needs a text that says the call fails
  requirement-promise  a promise whose quote states only a caller requirement (requirement wording,
                   no failure wording): "must be one of ..." promises nothing of the call, so the case
                   cites a sentence that does, or records what the driver does as a characterization
  kind             a claim that does not back the case's kind (a caller requirement or a hedge behind a
                   semantics case, a promise behind a characterization), or none where the kind takes one
  expectation      a fail or flaky expectation entry (expectations/*.txt, read by the harness's
                   cudasem-expectations: python/cudasem/model/expectation_files.py) that names a case whose
                   claim backs a characterization: such a case records, it has no failure to expect

The cases that violate a rule today are listed in PENDING (cases/CLAIM_REVIEW.txt, `id | rule | note`),
each to be re-read against its claim (re-declare the claim, cite a firmer text, make it a
characterization, or change what it asserts). The check accepts a listed violation and reports the
count ("N cases not yet re-read against their claim"); an unlisted violation fails it, and so does a
listed one that no longer violates (remove the line): the list only shrinks. `pending` rewrites the
list from today's violations, keeping the notes of the lines it keeps: it is for the migration only
(after `migrate` has declared the claims of the cases a merge brought), never to silence a new case.

Why rule failure-claim reads source. Whether a case asserts a failure is a fact of its code, which the
listing does not state (a record would, but only after a GPU run): the asserts are found in the case
file (comments and string literals removed, so a quote naming a check macro is no assert), as the case
contract (cudasem.sources.contract) finds calls. An assert in an area helper the case includes is not
seen; the case's own file is where its verdict is written.

`migrate` (a one-time migration, kept so that the integrator can re-run it after merging branches that
add cases; it may go once every branch is merged) writes `.claim = cudasem::Claim::<k>,` after the
`.cite = {...},` of each CUDASEM_CASE and CUDASEM_CASE_TABLE declaration that has no `.claim` (so a
second run changes nothing), choosing: a characterization case's claim is caller_requirement when its
quote has requirement wording (REQUIREMENT, or "should") and no failure wording, else hedge; a semantics
case's claim is documented_failure when its file asserts a failure, else promise; perf and calibration
cases get none. It then runs clang-format on the files it changed. The choice is mechanical: the
pending list names the cases whose claim it could not square with the quote.
"""

from __future__ import annotations

import argparse
import fnmatch
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

from ..model import expectation_files, listing
from ..model import vocabulary as vocab
from ..model.files import write_atomic
from .contract import _strip_comments, line_of
from .verbs import HEDGE, review_lines

# Failure wording: the text says that a call fails, or names the code it returns.
FAILURE = re.compile(
    r"\b(?i:errors?|fail(?:s|ed|ures?|ing)?|invalid|illegal|unsupported|not\s+supported|reject(?:s|ed)?)\b"
    r"|\bcudaError[A-Z]\w*|\bCUDA_ERROR_[A-Z0-9_]+"
    r"|\bCU_[A-Z0-9_]*_ERROR(?:_[A-Z0-9_]+)?\b|\bcuda\w*Error[A-Z]\w*"  # an error result of an out-parameter
    r"|\b(?i:will\s+not\s+be\s+\w+able)\b"  # a promise that the next call cannot succeed ("not be instantiable")
    r"|\b(?i:will\s+not\s+work)\b"  # a promise that what it names fails ("PTX will not work on older drivers")
)
# A bare return list ("cudaSuccess, cudaErrorInvalidValue"): the codes a function may return, with no
# condition for any of them, so no failure is promised for a given input.
RETURN_LIST = re.compile(r"^\s*(?:::)?(?:cuda\w+|CUDA_\w+)(?:\s*,\s*(?:::)?(?:cuda\w+|CUDA_\w+))*\s*,?\s*$")
# A return code's name: a section that names one is that code's own description. Not the generic
# "invalid value" ("one or more of the parameters ... is not within an acceptable range"): read as a
# failure text it would turn every caller requirement ("must be 0") into a promised failure.
CODE_NAME = re.compile(
    r"\b(?!cudaErrorInvalidValue\b|CUDA_ERROR_INVALID_VALUE\b)(?:cudaError[A-Z]\w*|CUDA_ERROR_[A-Z0-9_]+)"
)
# Requirement wording: the text says what the caller must do.
REQUIREMENT = re.compile(r"\b(?i:must(?:\s+not)?|shall|(?:is|are)\s+required|needs?\s+to|ha(?:s|ve)\s+to)\b")
# What `migrate` also reads as a requirement ("should point to"): the hedge list holds it too.
_SHOULD = re.compile(r"\b(?i:should)\b")

# The check macros that assert a failure: *_FAILURE*, or *_ERROR* with a code other than success and
# "not ready" (a query's documented answer while work is pending: the proof of an ordering promise, not
# a failure of the call).
_ASSERTS = re.compile(r"\bCUDASEM_(?:EXPECT|ASSERT)_(?:CU_)?(ERROR|FAILURE)(?:_OF(?:_ROW)?)?\s*\(")
_SUCCESS = {"cudaSuccess", "CUDA_SUCCESS", "cudaErrorNotReady", "CUDA_ERROR_NOT_READY"}

RULES = {
    "failure-wording": "a documented_failure claim whose quote has no failure wording",
    "failure-claim": "a semantics case asserts a failure but its claim is not documented_failure",
    "requirement-promise": "a promise claim whose quote states only a caller requirement",
    "kind": "the claim does not back the case's kind",
    "expectation": "an expectation entry expects a failure of a case whose claim backs a characterization",
}
FAILURE_CLAIM = "documented_failure"
EXPECTING = {"fail", "flaky"}  # the entry outcomes that expect a failure (skip keeps a case from running)


def wording(quote: str) -> set[str]:
    """The wording classes of a quote: failure, requirement, hedge (verbs.HEDGE)."""
    out = set()
    if FAILURE.search(quote):
        out.add("failure")
    if REQUIREMENT.search(quote):
        out.add("requirement")
    if HEDGE.search(quote):
        out.add("hedge")
    return out


def _arguments(code: str, start: int) -> list[str]:
    """The top-level arguments of the call whose '(' ends just before `start` (code: comments and
    string literals removed)."""
    depth, current, out = 1, list[str](), list[str]()
    for ch in code[start:]:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0:
                break
        if depth == 1 and ch == ",":
            out.append("".join(current).strip())
            current = []
        else:
            current.append(ch)
    out.append("".join(current).strip())
    return out


def asserted_failures(text: str) -> list[tuple[int, str]]:
    """(line, macro) of each check in a case file's text that asserts a failure."""
    code = _strip_comments(text)
    out = []
    for m in _ASSERTS.finditer(code):
        if m.group(1) == "ERROR" and _arguments(code, m.end())[-1] in _SUCCESS:
            continue
        out.append((line_of(code, m.start()), m.group(0).rstrip("( \t\n")))
    return out


@dataclass
class Violation:
    id: str
    rule: str
    message: str
    note: str  # what the pending list says of it by default: the evidence in a few words


def _short(text: str, n: int = 90) -> str:
    text = " ".join(text.replace("|", "/").split())
    return text if len(text) <= n else text[: n - 3] + "..."


def violations(cases: list[dict], cases_dir: Path, entries: list[dict]) -> list[Violation]:
    """Every case's violations of the four rules (module docstring), in the listing's order."""
    backs = vocab.claim_backs()
    semantics = backs[FAILURE_CLAIM]
    records_only = {c for c, kind in backs.items() if kind != semantics}
    failures: dict[Path, list[tuple[int, str]]] = {}
    out: list[Violation] = []
    claims = {c["id"]: c.get("claim") for c in cases}
    for c in cases:
        cid, kind, claim = c["id"], c.get("kind"), c.get("claim")
        quote = (c.get("citation") or {}).get("quote") or ""
        takes = vocab.claims_of(kind or "")
        if claim is None and takes:
            out.append(
                Violation(cid, "kind", f"a {kind} case declares no claim (one of: {', '.join(takes)})", "no claim")
            )
        elif claim is not None and backs.get(claim) != kind:
            out.append(
                Violation(
                    cid,
                    "kind",
                    f"claim {claim} backs {backs.get(claim, 'no case kind')}, not this {kind} case: "
                    + (f"declare one of {', '.join(takes)}" if takes else "declare none"),
                    f"{claim} behind {kind}",
                )
            )
        section = (c.get("citation") or {}).get("section") or ""
        states_failure = "failure" in wording(quote) and not RETURN_LIST.match(quote)
        if claim == FAILURE_CLAIM and not states_failure and not CODE_NAME.search(section):
            words = sorted(
                {m.group(0).lower() for m in REQUIREMENT.finditer(quote)}
                | {m.group(0).lower() for m in HEDGE.finditer(quote)}
            )
            out.append(
                Violation(
                    cid,
                    "failure-wording",
                    f"claim {FAILURE_CLAIM}, but the quote says nothing of a failure ({_short(quote)!r})",
                    (f"says {', '.join(repr(w) for w in words)}: " if words else "") + _short(quote, 70),
                )
            )
        if claim == "promise" and wording(quote) & {"requirement", "failure"} == {"requirement"}:
            out.append(
                Violation(
                    cid,
                    "requirement-promise",
                    f"claim promise, but the quote states only what the caller must do ({_short(quote)!r}): cite "
                    "the sentence that says what the call does, or record what it does (a characterization)",
                    "requirement: " + _short(quote, 70),
                )
            )
        if kind == semantics and claim != FAILURE_CLAIM:
            try:
                path = listing.case_file(c, cases_dir)
            except listing.ListingError:
                path = None  # the case contract names a listed case without its file
            if path is not None:
                if path not in failures:
                    failures[path] = asserted_failures(path.read_text(errors="replace"))
                if failures[path]:
                    line, macro = failures[path][0]
                    out.append(
                        Violation(
                            cid,
                            "failure-claim",
                            f"{path}:{line}: asserts a failure ({macro}) but its claim is {claim}: a failure verdict "
                            f"needs a text that says the call fails ({FAILURE_CLAIM})",
                            f"{macro} at line {line}",
                        )
                    )
    for e in entries:
        if e.get("outcome") not in EXPECTING:
            continue
        for cid, claim in claims.items():
            if claim in records_only and fnmatch.fnmatchcase(cid, e.get("pattern") or ""):
                where = f"{e.get('file')}:{e.get('line')}"
                out.append(
                    Violation(
                        cid,
                        "expectation",
                        f"{where}: a {e['outcome']} entry for a case whose claim is {claim}: it records what the "
                        "driver does and has no failure to expect (remove the entry, or re-read the case)",
                        f"{e['outcome']} entry {Path(str(e.get('file'))).name}:{e.get('line')}",
                    )
                )
    return out


def read_pending(path: Path) -> tuple[dict[tuple[str, str], str], list[str]]:
    """((id, rule) -> note, errors naming file:line)."""
    entries: dict[tuple[str, str], str] = {}
    lines, errors = review_lines(path, "rule", "note", list(RULES))
    for where, fields in lines:
        if (fields[0], fields[1]) in entries:
            errors.append(f"{where}: {fields[0]} | {fields[1]} is listed twice")
        else:
            entries[(fields[0], fields[1])] = fields[2]
    return entries, errors


@dataclass
class Result:
    errors: list[str] = field(default_factory=list)
    pending: dict[tuple[str, str], str] = field(default_factory=dict)  # the listed violations that still hold

    def summary(self) -> str:
        per_rule = {r: sum(1 for _, rule in self.pending if rule == r) for r in RULES}
        ids = {cid for cid, _ in self.pending}
        rules = ", ".join(f"{r} {n}" for r, n in per_rule.items() if n)
        return (
            f"claims: {len(ids)} cases not yet re-read against their claim ({rules or 'none'}); "
            f"{len(self.errors)} problem(s)"
        )


def check(pending_file: Path, cases: list[dict], cases_dir: Path, entries: list[dict], partial: bool = False) -> Result:
    """The listed cases against the rules, the violations PENDING lists accepted. `partial`: the cases
    are some binaries' only, so a listed id that is not among them is not judged."""
    listed, errors = read_pending(pending_file)
    result = Result(errors=errors)
    found = {(v.id, v.rule): v for v in violations(cases, cases_dir, entries)}
    for key, v in found.items():
        if key in listed:
            result.pending[key] = listed[key]
        else:
            result.errors.append(
                f"{v.id}: {v.message} [{v.rule}; not in {pending_file.name}: re-read the case against its claim]"
            )
    ids = {c["id"] for c in cases}
    for cid, rule in sorted(set(listed) - set(found)):
        if cid in ids:
            result.errors.append(
                f"{pending_file.name}: {cid} | {rule} no longer violates its rule: remove the line "
                "(the list only shrinks)"
            )
        elif not partial:
            result.errors.append(f"{pending_file.name}: {cid} is no listed case: remove the line")
    return result


HEADER = """\
# Cases not yet re-read against their claim (issue 39: a claim is as strong as its text, no stronger).
# Checked by `python -m cudasem claims check` (python/cudasem/sources/claims.py; the selftest
# cudasem.selftest.claims): a violation listed here is accepted and counted, an unlisted one fails the
# check, and so does a line whose case no longer violates its rule: the list only shrinks. Re-read each
# case: re-declare its `.claim`, cite a firmer text, make it a characterization, or change what it asserts.
# Rules: failure-wording (a documented_failure whose quote has no failure wording), failure-claim (a
# semantics case asserts a failure under another claim), requirement-promise (a promise whose quote states
# only a caller requirement), kind (the claim does not back the case's kind), expectation (a fail/flaky
# expectation entry on a case whose claim backs a characterization).
# id | rule | note
"""


def write_pending(pending_file: Path, found: list[Violation]) -> None:
    """PENDING with a line per violation (its note kept where the line was there before)."""
    old = read_pending(pending_file)[0] if pending_file.is_file() else {}
    lines = [HEADER]
    for v in sorted(found, key=lambda v: (v.id, list(RULES).index(v.rule))):
        lines.append(f"{v.id} | {v.rule} | {old.get((v.id, v.rule), v.note)}\n")
    write_atomic(pending_file, "".join(lines))


# --- the migration ---------------------------------------------------------------------------------

_DECLARATION = re.compile(r"\bCUDASEM_CASE(_TABLE)?\s*\(")


def _code_mask(text: str) -> str:
    """The text with comments and the insides of string and character literals blanked (same length),
    so that braces and commas are found by position."""
    pattern = re.compile(r'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|//[^\n]*|/\*.*?\*/', re.S)

    def blank(m: re.Match) -> str:
        s = m.group(0)
        if s[0] in "\"'":
            return s[0] + re.sub(r"[^\n]", " ", s[1:-1]) + s[-1]
        return re.sub(r"[^\n]", " ", s)

    return pattern.sub(blank, text)


def _close(mask: str, open_at: int) -> int:
    """The position of the bracket that closes the one at `open_at`."""
    depth = 0
    for i in range(open_at, len(mask)):
        if mask[i] in "([{":
            depth += 1
        elif mask[i] in ")]}":
            depth -= 1
            if depth == 0:
                return i
    raise ValueError(f"unbalanced bracket at {open_at}")


def _top_level(mask: str, start: int, end: int, what: str) -> list[int]:
    """Positions of the designator `what` (".cite") at the top level of the braces start..end."""
    out, depth = [], 0
    for i in range(start + 1, end):
        ch = mask[i]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif (
            depth == 0
            and mask.startswith(what, i)
            and not (mask[i + len(what)].isalnum() or mask[i + len(what)] == "_")
        ):
            out.append(i)
    return out


def _quote_of(block: str) -> str:
    """The quote of a declaration's text (its literals joined, escapes undone)."""
    m = re.search(r'\.quote\s*=\s*((?:"(?:\\.|[^"\\\n])*"\s*)+)', block)
    if not m:
        return ""
    parts = re.findall(r'"((?:\\.|[^"\\\n])*)"', m.group(1))
    return "".join(re.sub(r"\\(.)", r"\1", p) for p in parts)


def migration_claim(kind: str, quote: str, asserts_failure: bool) -> str | None:
    """The claim `migrate` declares for a case of `kind` (None: the kind takes none)."""
    takes = vocab.claims_of(kind)
    if not takes:
        return None
    if FAILURE_CLAIM in takes:
        return FAILURE_CLAIM if asserts_failure else "promise"
    words = wording(quote)
    requirement = ("requirement" in words or _SHOULD.search(quote)) and "failure" not in words
    return "caller_requirement" if requirement else "hedge"


def migrate_text(text: str) -> tuple[str, str | None]:
    """(the text with `.claim` declared, the claim declared; None when it has one, or its kind none)."""
    mask = _code_mask(text)
    m = _DECLARATION.search(mask)
    if not m:
        raise ValueError("no CUDASEM_CASE or CUDASEM_CASE_TABLE declaration")
    # the CaseInfo braces: the macro's third argument (CUDASEM_CASE) or fourth (CUDASEM_CASE_TABLE)
    depth, commas, i = 0, 0, m.end()
    wanted = 3 if m.group(1) else 2
    while True:
        ch = mask[i]
        if ch in "([{":
            if depth == 0 and ch == "{" and commas == wanted:
                break
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth < 0:
                raise ValueError("the declaration has no CaseInfo braces")
        elif ch == "," and depth == 0:
            commas += 1
        i += 1
    start, end = i, _close(mask, i)
    if _top_level(mask, start, end, ".claim"):
        return text, None
    kind_at = re.search(r"\.kind\s*=\s*cudasem::Kind::(\w+)", mask[start:end])
    kind = kind_at.group(1) if kind_at else "semantics"
    claim = migration_claim(kind, _quote_of(text[start:end]), bool(asserted_failures(text)))
    if claim is None:
        return text, None
    cites = _top_level(mask, start, end, ".cite")
    if len(cites) != 1:
        raise ValueError("the declaration has no `.cite = {...}`")
    cite_end = _close(mask, mask.index("{", cites[0]))
    after = cite_end + 1
    line_start = text.rfind("\n", 0, cites[0]) + 1
    indent = text[line_start : cites[0]]
    declared = f".claim = cudasem::Claim::{claim},"
    rest = re.match(r"\s*,", text[after:])
    if rest:
        at = after + rest.end()
        insert = f"\n{indent}{declared}" if not indent.strip() else f" {declared}"
    else:
        at = after
        declared = declared.rstrip(",")  # the last designator, as the citation was
        insert = f",\n{indent}{declared}" if not indent.strip() else f", {declared}"
    return text[:at] + insert + text[at:], claim


def migrate(files: list[Path]) -> dict[str, int]:
    """Declares the claim of each case file that has none; clang-format on the changed ones. claim -> count."""
    counts: dict[str, int] = {}
    changed = []
    for f in files:
        text = f.read_text()
        if not _DECLARATION.search(_code_mask(text)):
            continue
        try:
            new, claim = migrate_text(text)
        except ValueError as e:
            raise ValueError(f"{f}: {e}") from None
        if claim is None:
            continue
        write_atomic(f, new)
        changed.append(f)
        counts[claim] = counts.get(claim, 0) + 1
    # the project's clang-format (ci/lint's: the .venv's, python/requirements.txt pins it), else PATH's
    venv = Path(__file__).resolve().parents[3] / ".venv" / "bin" / "clang-format"
    formatter = str(venv) if venv.is_file() else shutil.which("clang-format")
    if changed and formatter:
        for i in range(0, len(changed), 200):
            subprocess.run([formatter, "-i", "--style=file", *map(str, changed[i : i + 200])], check=True)
    elif changed:
        print("claims migrate: clang-format not found: format the changed files before committing", file=sys.stderr)
    return counts


# --- the command -----------------------------------------------------------------------------------


def _cases(args: argparse.Namespace) -> list[dict]:
    if args.binary:
        data = listing.collect(args.binary)
        failed = [b for b in data["binaries"] if b.get("error") is not None]
        if failed:
            raise listing.ListingError("; ".join(f"{b['path']} --cudasem-list failed: {b['error']}" for b in failed))
        return data["cases"]
    return listing.load(args.listing or listing.default_path(args.cases.resolve().parent))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="cudasem claims", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = ap.add_subparsers(dest="cmd", required=True)
    for name in ("check", "pending"):
        c = sub.add_parser(name)
        c.add_argument("pending", type=Path, help="the pending list (cases/CLAIM_REVIEW.txt)")
        c.add_argument("--cases", type=Path, required=True, help="the cases folder")
        given = c.add_mutually_exclusive_group()
        given.add_argument(
            "--listing",
            type=Path,
            help="the build's case listing (default: $CUDASEM_LISTING, else build/default/cases.json)",
        )
        given.add_argument("--binary", action="append", default=[], help="list this case binary's cases instead")
        c.add_argument("--expectations", type=Path, help="the expectation files' folder (rule expectation)")
    m = sub.add_parser("migrate")
    m.add_argument("--cases", type=Path, required=True)
    m.add_argument("files", nargs="*", type=Path)
    args = ap.parse_args(argv)
    if args.cmd == "migrate":
        files = args.files or sorted(p for p in args.cases.rglob("*") if p.suffix in (".cpp", ".cu"))
        try:
            counts = migrate(files)
        except (ValueError, subprocess.CalledProcessError) as e:
            print(f"claims migrate: {e}", file=sys.stderr)
            return 2
        print("claims migrate: " + (", ".join(f"{k} {n}" for k, n in sorted(counts.items())) or "nothing to declare"))
        return 0
    try:
        cases = _cases(args)
        entries = expectation_files.read(args.expectations) if args.expectations else []
    except (
        listing.ListingError,
        expectation_files.ExpectationsToolError,
        expectation_files.ExpectationSyntaxError,
    ) as e:
        print(f"claims: {e}", file=sys.stderr)
        return 2
    if args.cmd == "pending":
        found = violations(cases, args.cases, entries)
        write_pending(args.pending, found)
        print(f"claims: {len({v.id for v in found})} cases written to {args.pending}")
        return 0
    if not args.pending.is_file():
        print(f"claims: {args.pending}: not found", file=sys.stderr)
        return 2
    result = check(args.pending, cases, args.cases, entries, partial=bool(args.binary))
    for problem in result.errors:
        print(f"CLAIM {problem}")
    print(result.summary())
    return 1 if result.errors else 0


if __name__ == "__main__":
    sys.exit(main())
