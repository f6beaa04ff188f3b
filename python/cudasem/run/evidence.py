"""Every `fail` entry of the expectation files names a bundle that shows the deviation.

    cudasem evidence [--expectations DIR] [--root DIR]
    cudasem evidence --stale BUNDLE...            also: entries these runs no longer need
    cudasem evidence --rewrite BUNDLE...          point each entry at the first of these that shows it

The files are read as the harness reads them (model/expectation_files.py: fields split on every
`|`, the harness's glob). An entry's reference (field 5) that names a bundle of the repository
(`bundles/....json` or `.json.gz`, a path that stays inside the repository) must show it: the
bundle holds a case the entry names (its id, or one its glob matches) that FAILed (a run with
CUDASEM_EXPECTATIONS=off) or is XFAIL under a matching entry, and whose observations and message
satisfy the entry's expects clauses, compared as the harness compares them
(`name=value` against the value as the record writes it; `message~text`). A reference that is no
bundle (a bug, a document) is left alone; a bundle path that does not exist is a problem.

--stale BUNDLE...: runs made with the expectations on; an entry is stale when a case it names is
XPASS in one of them (the entry's conditions held and it says the case fails, but the case passed).

--rewrite BUNDLE...: rewrites field 5 of each bundle-referencing entry to the first of the given
bundles (paths as written, relative to --root) that shows it; entries none of them shows keep their
reference and are listed. Each file is replaced whole (a temporary file renamed over it): a kill or a
full disk leaves it as it was.

Exit status: 0 when every entry is shown (and nothing is stale), 1 when a problem is listed,
2 on wrong usage or an unreadable file (one line naming it, and the line of an expectation file).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from ..model.bundle import BundleError, load
from ..model.expectation_files import BLANKS, BUNDLE_PATH, ExpectationSyntaxError, clauses, folder_entries, glob_match
from ..model.files import write_bytes_atomic
from ..model.values import is_code


@dataclass
class Entry:
    """One `fail` entry: where it is and the fields the check needs."""

    file: Path
    line: int
    pattern: str
    reference: str
    expects: str

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}"

    def names(self, case_id: str) -> bool:
        return glob_match(self.pattern, case_id)


def read_entries(folder: Path) -> list[Entry]:
    """The `fail` entries of every *.txt file of the folder, in name order. ExpectationSyntaxError
    (naming the file and line) for a file the harness would not read either."""
    return [
        Entry(path, n, f[0], f[4], f[6] if len(f) > 6 else "")
        for path, n, f in folder_entries(folder)
        if f[1] == "fail"
    ]


def value_text(value: object) -> str:
    """An observation's value as the record writes it and the harness compares it."""
    if is_code(value):  # a returned code, by its name (model/values.py)
        return value["name"]  # type: ignore[index]
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, (int, float, str)):
        return str(value)
    return json.dumps(value, separators=(",", ":"))


def unmet(entry: Entry, case: dict) -> str | None:
    """Why this case's record does not show the entry, or None when it does."""
    if case["outcome"] == "XFAIL":
        exp = case.get("expectation") or {}
        return None if exp.get("matched", True) else "XFAIL without a match of its entry"
    if case["outcome"] != "FAIL":
        return f"outcome {case['outcome']}, not FAIL"
    if entry.expects in ("", "any failure"):
        return None
    seen: dict[str, list[str]] = {}
    for o in case.get("observations") or []:
        seen.setdefault(o["name"], []).append(value_text(o.get("value")))
    for clause in clauses(entry.expects):
        if clause.startswith("message~"):
            if clause[8:] not in (case.get("message") or ""):
                return f"message lacks {clause[8:]!r}"
            continue
        name, _, want = clause.partition("=")
        name, want = name.strip(BLANKS), want.strip(BLANKS)
        if want not in seen.get(name, []):
            got = ", ".join(seen.get(name, [])) or "not recorded"
            return f"expects {name}={want}, observed {got}"
    return None


class Bundles:
    """Bundles read once each, by the path an entry writes."""

    def __init__(self, root: Path):
        self.root = root
        self.cache: dict[str, dict | str] = {}

    def inside(self, ref: str) -> bool:
        """Whether the path, links followed, stays inside the repository."""
        root = self.root.resolve()
        path = (self.root / ref).resolve()
        return path == root or root in path.parents

    def get(self, ref: str, inside: bool = False) -> dict | str:
        """The bundle, or a string saying why it cannot be read; with `inside`, a path that leaves
        the repository (an entry's reference, bundles/../../x.json) is never read."""
        if inside and not self.inside(ref):
            return "the path leaves the repository"
        if ref not in self.cache:
            path = self.root / ref
            if not path.is_file():
                self.cache[ref] = "no such file in the repository"
            else:
                try:
                    self.cache[ref] = load(path)
                except BundleError as e:
                    self.cache[ref] = str(e)
        return self.cache[ref]


def shown_by(entry: Entry, bundle: dict) -> str | None:
    """None when the bundle shows the entry, else why not (the closest case's reason)."""
    reasons = []
    for case in bundle["cases"]:
        if entry.names(case["id"]):
            why = unmet(entry, case)
            if why is None:
                return None
            reasons.append(f"{case['id']}: {why}")
    return "; ".join(reasons[:3]) if reasons else "no case of the bundle is named by the entry"


def shows(bundle: dict | str, entry: Entry) -> bool:
    return not isinstance(bundle, str) and shown_by(entry, bundle) is None


def check(entries: list[Entry], bundles: Bundles) -> list[str]:
    problems = []
    for e in entries:
        if not BUNDLE_PATH.fullmatch(e.reference):
            continue
        b = bundles.get(e.reference, inside=True)
        why = b if isinstance(b, str) else shown_by(e, b)
        if why is not None:
            problems.append(f"{e.where}: {e.pattern}: {e.reference} does not show it ({why})")
    return problems


def stale_entries(entries: list[Entry], runs: list[tuple[str, dict]]) -> list[str]:
    """Entries a case of which is XPASS in one of the runs (made with the expectations on)."""
    out = []
    for e in entries:
        for name, b in runs:
            hits = [c["id"] for c in b["cases"] if e.names(c["id"]) and c["outcome"] == "XPASS"]
            if hits:
                out.append(f"{e.where}: {e.pattern}: stale, {', '.join(hits[:3])} XPASS in {name}")
                break
    return out


def rewrite(entries: list[Entry], candidates: list[str], bundles: Bundles) -> tuple[int, list[str]]:
    """Points each bundle reference at the first candidate that shows the entry; returns the count
    rewritten and the entries none shows."""
    by_file: dict[Path, dict[int, str]] = {}
    unshown = []
    for e in entries:
        if not BUNDLE_PATH.fullmatch(e.reference):
            continue
        new = next((c for c in candidates if shows(bundles.get(c), e)), None)
        if new is None:
            unshown.append(f"{e.where}: {e.pattern}: none of the given bundles shows it")
        elif new != e.reference:
            by_file.setdefault(e.file, {})[e.line] = new
    count = 0
    for path, lines in by_file.items():
        # Bytes that are no UTF-8 are kept as they are; the file is replaced whole (files.py), so a
        # kill or a full disk leaves it as it was. OSError: this file and those after it unchanged.
        try:
            # Lines and fields as the harness splits them (CR LF, CR or LF; every `|`), each line's
            # end and each field's blanks kept: only the reference changes.
            chunks = re.split(r"(\r\n|\r|\n)", path.read_bytes().decode("utf-8", errors="surrogateescape"))
            for n, new in lines.items():
                fields = chunks[2 * (n - 1)].split("|")
                old = fields[4]
                lead = old[: len(old) - len(old.lstrip(BLANKS))]
                trail = old[len(old.rstrip(BLANKS)) :]
                fields[4] = lead + new + trail
                chunks[2 * (n - 1)] = "|".join(fields)
            write_bytes_atomic(path, "".join(chunks).encode("utf-8", errors="surrogateescape"))
        except OSError as e:
            raise OSError(e.errno, e.strerror, str(path)) from None
        count += len(lines)
    return count, unshown


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="cudasem evidence", description=__doc__.split("\n\n")[0])
    ap.add_argument("--expectations", default="expectations", help="the folder of expectation files")
    ap.add_argument("--root", default=".", help="the repository root that references are relative to")
    ap.add_argument("--stale", nargs="+", metavar="BUNDLE", help="runs with the expectations on")
    ap.add_argument("--rewrite", nargs="+", metavar="BUNDLE", help="bundles to point the entries at")
    args = ap.parse_args(argv)
    root, folder = Path(args.root), Path(args.expectations)
    if not folder.is_dir():
        print(f"cudasem evidence: {folder}: no such folder", file=sys.stderr)
        return 2
    try:
        entries = read_entries(folder)
    except (ExpectationSyntaxError, OSError) as e:
        print(f"cudasem evidence: {e}", file=sys.stderr)
        return 2
    bundles = Bundles(root)
    problems: list[str] = []
    if args.rewrite:
        for c in args.rewrite:
            if isinstance(bundles.get(c, inside=True), str):
                print(f"cudasem evidence: {c}: {bundles.get(c, inside=True)}", file=sys.stderr)
                return 2
        try:
            count, problems = rewrite(entries, args.rewrite, bundles)
        except OSError as e:
            print(f"cudasem evidence: {e.filename}: cannot rewrite ({e.strerror}); it is as it was", file=sys.stderr)
            return 2
        print(f"rewrote the reference of {count} entries")
        entries = read_entries(folder)
    problems += check(entries, bundles)
    if args.stale:
        runs = []
        for s in args.stale:
            b = bundles.get(s)
            if isinstance(b, str):
                print(f"cudasem evidence: {s}: {b}", file=sys.stderr)
                return 2
            runs.append((s, b))
        problems += stale_entries(entries, runs)
    shown = sum(1 for e in entries if BUNDLE_PATH.fullmatch(e.reference))
    for p in problems:
        print(p)
    print(f"{len(entries)} fail entries, {shown} reference a bundle; {len(problems)} problems")
    return 1 if problems else 0
