"""Every `fail` entry of the expectation files names a bundle that shows the deviation.

    cudasem evidence [--expectations DIR] [--root DIR]
    cudasem evidence --stale BUNDLE...            also: entries these runs no longer need
    cudasem evidence --rewrite BUNDLE...          point each entry at the first of these that shows it

The files are read by the harness's own reader and matcher (the cudasem-expectations tool:
list --json and match --json, model/expectation_files.py). An entry's reference (field 5, or its
block header's) that names a bundle of the repository (`bundles/....json` or `.json.gz`, a path that
stays inside the repository) must show it: the bundle holds a case the entry names (its id, or one
its glob matches) that FAILed (a run with CUDASEM_EXPECTATIONS=off) or is XFAIL under a matching
entry, and whose observations and message are the failure the entry expects, as the harness judges
it. A reference that is no bundle (a bug, a document) is left alone; a bundle path that does not
exist is a problem.

--stale BUNDLE...: runs made with the expectations on; an entry is stale when a case it names is
XPASS in one of them (the entry's conditions held and it says the case fails, but the case passed).

--rewrite BUNDLE...: points each bundle-referencing entry at the first of the given bundles (paths as
written, relative to --root) that shows it; entries none of them shows keep their reference and are
listed. In a block whose header names a bundle, the header takes the reference most of the block's
entries get, and an entry that gets another names it in its own field 5. The files are checked by
the harness's reader before any is written, and each is replaced whole (a temporary file renamed
over it): a kill or a full disk leaves it as it was.

Exit status: 0 when every entry is shown (and nothing is stale), 1 when a problem is listed,
2 on wrong usage or an unreadable file (one line naming it, and the line of an expectation file).
"""

from __future__ import annotations

import argparse
import re
import shutil
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from ..model import expectation_files as ef
from ..model.bundle import BundleError, load
from ..model.expectation_files import BLANKS, BUNDLE_PATH, ExpectationsToolError, ExpectationSyntaxError
from ..model.files import write_bytes_atomic


@dataclass
class Entry:
    """One entry: where it is, its block, and the fields the check needs (as they apply)."""

    file: Path
    line: int
    source: str  # "file:line" as the harness names the entry (match --json)
    pattern: str
    outcome: str
    reference: str
    expects: str
    block_line: int = 0  # the line of its block header; 0: in no block
    block_reference: str = ""
    written_reference: str = ""  # its own field 5 as written ("" in a block: the header's)

    @property
    def where(self) -> str:
        return self.source


def read_all(folder: Path) -> list[Entry]:
    """Every entry of the folder's *.txt files as the harness reads them. ExpectationSyntaxError
    (naming the file and line) for a folder the harness rejects; ExpectationsToolError when its
    reader is not built."""
    out = []
    for e in ef.read(folder):
        block = e.get("block") or {}
        out.append(
            Entry(
                Path(e["file"]),
                e["line"],
                ef.source(e),
                e["pattern"],
                e["outcome"],
                e["reference"],
                e["expects"],
                block.get("line", 0),
                block.get("reference", ""),
                e["written"]["reference"],
            )
        )
    return out


def read_entries(folder: Path) -> list[Entry]:
    """The `fail` entries of the folder, in the order read."""
    return [e for e in read_all(folder) if e.outcome == "fail"]


def unmet(case: dict, mismatch: str) -> str | None:
    """Why this case's record does not show the entry that names it, or None when it does;
    mismatch: the harness's judgment of its failure against the entry ("" when it is the one)."""
    if case["outcome"] == "XFAIL":
        exp = case.get("expectation") or {}
        return None if exp.get("matched", True) else "XFAIL without a match of its entry"
    if case["outcome"] != "FAIL":
        return f"outcome {case['outcome']}, not FAIL"
    return mismatch or None


class Bundles:
    """Bundles read once each, by the path an entry writes, and the harness's match of their cases
    against the folder's entries."""

    def __init__(self, root: Path, folder: Path):
        self.root = root
        self.folder = folder
        self.cache: dict[str, dict | str] = {}
        self.matches: dict[str, dict[str, list[tuple[dict, str]]]] = {}

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

    def named(self, ref: str) -> dict[str, list[tuple[dict, str]]]:
        """Entry ("file:line") -> the cases of the (readable) bundle it names, each with the
        harness's mismatch of its failure against the entry."""
        if ref not in self.matches:
            bundle = self.get(ref)
            cases = bundle["cases"] if isinstance(bundle, dict) else []
            queries = [
                {
                    "case": c["id"],
                    "observations": [{"name": o["name"], "value": o.get("value")} for o in c.get("observations") or []],
                    "message": c.get("message") or "",
                }
                for c in cases
            ]
            by_entry: dict[str, list[tuple[dict, str]]] = {}
            for case, answer in zip(cases, ef.match(self.folder, queries, self.root)):
                for hit in answer["entries"]:
                    by_entry.setdefault(hit["source"], []).append((case, hit["mismatch"]))
            self.matches[ref] = by_entry
        return self.matches[ref]


def shown_by(entry: Entry, bundles: Bundles, ref: str) -> str | None:
    """None when the bundle shows the entry, else why not (the closest case's reason)."""
    reasons = []
    for case, mismatch in bundles.named(ref).get(entry.where, []):
        why = unmet(case, mismatch)
        if why is None:
            return None
        reasons.append(f"{case['id']}: {why}")
    return "; ".join(reasons[:3]) if reasons else "no case of the bundle is named by the entry"


def shows(bundles: Bundles, ref: str, entry: Entry) -> bool:
    return not isinstance(bundles.get(ref), str) and shown_by(entry, bundles, ref) is None


def check(entries: list[Entry], bundles: Bundles) -> list[str]:
    problems = []
    for e in entries:
        if not BUNDLE_PATH.fullmatch(e.reference):
            continue
        b = bundles.get(e.reference, inside=True)
        why = b if isinstance(b, str) else shown_by(e, bundles, e.reference)
        if why is not None:
            problems.append(f"{e.where}: {e.pattern}: {e.reference} does not show it ({why})")
    return problems


def stale_entries(entries: list[Entry], runs: list[str], bundles: Bundles) -> list[str]:
    """Entries a case of which is XPASS in one of the runs (made with the expectations on)."""
    out = []
    for e in entries:
        for name in runs:
            hits = [c["id"] for c, _ in bundles.named(name).get(e.where, []) if c["outcome"] == "XPASS"]
            if hits:
                out.append(f"{e.where}: {e.pattern}: stale, {', '.join(hits[:3])} XPASS in {name}")
                break
    return out


def _put(field: str, new: str) -> str:
    """A field's text with `new` in place of its value, its blanks kept (an empty field written
    `|  |` gets one blank each side; a value removed leaves its blanks)."""
    if not field.strip(BLANKS):
        return f" {new} " if new and field else new or field
    lead = field[: len(field) - len(field.lstrip(BLANKS))]
    trail = field[len(field.rstrip(BLANKS)) :]
    return lead + new + trail


def _edit(line: str, header: bool, new: str) -> str:
    """An entry's line with field 5 set to `new`, or a block header's with its reference."""
    if not header:
        fields = line.split("|")
        fields[4] = _put(fields[4], new)
        return "|".join(fields)
    i, j = line.index("["), line.rindex("]")
    fields = line[i + 1 : j].split("|")
    fields[1] = _put(fields[1], new)
    return line[: i + 1] + "|".join(fields) + line[j:]


def plan(everything: list[Entry], new: dict[int, str]) -> dict[Path, dict[int, tuple[bool, str]]]:
    """The lines to change, file -> line -> (a header?, its new reference field), so that each
    entry's reference becomes new[index in `everything`] (the others keep theirs)."""
    want = [new.get(i, e.reference) for i, e in enumerate(everything)]
    edits: dict[Path, dict[int, tuple[bool, str]]] = {}
    blocks: dict[tuple[Path, int], list[int]] = {}
    for i, e in enumerate(everything):
        if e.block_line and BUNDLE_PATH.fullmatch(e.block_reference) and BUNDLE_PATH.fullmatch(e.reference):
            blocks.setdefault((e.file, e.block_line), []).append(i)
        elif want[i] != e.reference:
            edits.setdefault(e.file, {})[e.line] = (False, want[i])
    for (path, line), members in blocks.items():
        header = everything[members[0]].block_reference
        votes = Counter(want[i] for i in members)
        best = max(votes.values())
        chosen = header if votes[header] == best else next(want[i] for i in members if votes[want[i]] == best)
        if chosen != header:
            edits.setdefault(path, {})[line] = (True, chosen)
        for i in members:
            written = "" if want[i] == chosen else want[i]
            if written != everything[i].written_reference:
                edits.setdefault(path, {})[everything[i].line] = (False, written)
    return edits


def _header_key(line: str) -> tuple[tuple[str, ...], str] | None:
    """A block header's conditions (as a sorted list of terms) and reference; None for other lines."""
    text = line.strip(BLANKS)
    if not (text.startswith("[") and text.endswith("]")) or text.count("|") != 1:
        return None
    conditions, reference = text[1:-1].split("|")
    return tuple(sorted(conditions.split())), reference.strip(BLANKS)


def _merge_repeated_headers(chunks: list[str]) -> list[str]:
    """The file's chunks (lines at even indexes, their ends at odd ones) without a block header that
    repeats the header of the block just before it: a rewrite that points two neighbouring blocks at
    one bundle joins them, as the file format requires (its entries become that block's, whose
    conditions and reference are the same)."""
    out: list[str] = []
    previous = None
    for i in range(0, len(chunks), 2):
        key = _header_key(chunks[i])
        if key is not None:
            if key == previous:
                continue  # the line and its end
            previous = key
        out.extend(chunks[i : i + 2])
    return out


def rewrite(folder: Path, entries: list[Entry], candidates: list[str], bundles: Bundles) -> tuple[int, list[str]]:
    """Points each bundle-referencing `fail` entry at the first candidate that shows it; returns the
    count rewritten and the entries none shows. The changed files are read by the harness (in a
    copy of the folder) before any is written: ExpectationSyntaxError names what they would break."""
    everything = read_all(folder)
    new: dict[int, str] = {}
    unshown = []
    for i, e in enumerate(everything):
        if e.outcome != "fail" or not BUNDLE_PATH.fullmatch(e.reference):
            continue
        ref = next((c for c in candidates if shows(bundles, c, e)), None)
        if ref is None:
            unshown.append(f"{e.where}: {e.pattern}: none of the given bundles shows it")
        elif ref != e.reference:
            new[i] = ref
    texts: dict[Path, bytes] = {}
    for path, lines in plan(everything, new).items():
        # Lines as the harness splits them (CR LF, CR or LF), each line's end and each field's
        # blanks kept: only references change. Bytes that are no UTF-8 are kept as they are.
        chunks = re.split(r"(\r\n|\r|\n)", path.read_bytes().decode("utf-8", errors="surrogateescape"))
        for n, (header, ref) in lines.items():
            chunks[2 * (n - 1)] = _edit(chunks[2 * (n - 1)], header, ref)
        texts[path] = "".join(_merge_repeated_headers(chunks)).encode("utf-8", errors="surrogateescape")
    if texts:
        with tempfile.TemporaryDirectory() as tmp:
            for f in folder.iterdir():
                if f.suffix.lower() == ".txt" and f.is_file():
                    shutil.copyfile(f, Path(tmp) / f.name)
            for path, data in texts.items():
                (Path(tmp) / path.name).write_bytes(data)
            try:
                ef.read(Path(tmp))
            except ExpectationSyntaxError as e:
                raise ExpectationSyntaxError(
                    f"the rewrite would break the files, none is written: {str(e).replace(tmp, str(folder))}"
                ) from None
    for path, data in texts.items():
        # Replaced whole (files.py), so a kill or a full disk leaves it as it was. OSError: this
        # file and those after it unchanged.
        try:
            write_bytes_atomic(path, data)
        except OSError as e:
            raise OSError(e.errno, e.strerror, str(path)) from None
    return len(new), unshown


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
        return _run(args, root, folder)
    except (ExpectationSyntaxError, ExpectationsToolError, OSError) as e:
        print(f"cudasem evidence: {e}", file=sys.stderr)
        return 2


def _run(args: argparse.Namespace, root: Path, folder: Path) -> int:
    entries = read_entries(folder)
    bundles = Bundles(root, folder)
    problems: list[str] = []
    if args.rewrite:
        for c in args.rewrite:
            if isinstance(bundles.get(c, inside=True), str):
                print(f"cudasem evidence: {c}: {bundles.get(c, inside=True)}", file=sys.stderr)
                return 2
        try:
            count, problems = rewrite(folder, entries, args.rewrite, bundles)
        except OSError as e:
            print(f"cudasem evidence: {e.filename}: cannot rewrite ({e.strerror}); it is as it was", file=sys.stderr)
            return 2
        print(f"rewrote the reference of {count} entries")
        entries = read_entries(folder)
        bundles.matches.clear()  # match the cases against the entries as they are now
    problems += check(entries, bundles)
    if args.stale:
        for s in args.stale:
            b = bundles.get(s)
            if isinstance(b, str):
                print(f"cudasem evidence: {s}: {b}", file=sys.stderr)
                return 2
        problems += stale_entries(entries, args.stale, bundles)
    shown = sum(1 for e in entries if BUNDLE_PATH.fullmatch(e.reference))
    for p in problems:
        print(p)
    print(f"{len(entries)} fail entries, {shown} reference a bundle; {len(problems)} problems")
    return 1 if problems else 0
