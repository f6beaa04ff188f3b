"""The return-code table: every (function, documented code) pair of the toolkit's headers, each with
its status in the committed runs.

    cudasem codes table [--include DIR] [--root DIR] [--out DIR]   write return_codes.json and
                        return_codes.md to DIR (default: <root>/build/default) and print the summary
    cudasem codes check [--include DIR] [--root DIR]               the table's consistency (exit 1
                        naming each problem): every `provoked` pair shown by a record, every
                        classification line valid
    cudasem codes summary [--include DIR] [--root DIR]             the README's sentence (one line)

The pairs. A function of cuda_runtime_api.h or cuda.h (cudasem.sources.contract.declared_functions)
with documented return codes, as the harness judges a check's `documented` (cudasem.sources.headers:
its `\\return` list, plus the codes its `\\notefnerr` and `\\note_init_rt` macros add; one parser).
Each pair says where the code comes from (`source`: return, notefnerr, note_init_rt); the headline
counts are those of the `\\return` lists, the note codes (the same eleven asynchronous launch errors
and three initialization errors for every function that carries the note) are counted apart.
Aliases are merged: a name ending in _v<N>, _ptsz or _ptds (cuCtxGetDevice_v2, cuStreamBeginCapture_ptsz)
is the function of its base name (cuCtxGetDevice, cuStreamBeginCapture), whose codes are the union of
the names' lists; a record of any of the names counts for it.

The status of a pair:
  provoked     a committed run's typed record shows the function returning the code: a check record
               (`observations[].check.function`, the code in `value`), a case's `returned` tally (every
               checked call's code, a successful _OK call's included: records of cudasem-record/2 since
               the tally), or a code observation (`{name,
               code}`) named by the function itself (`cuMemAlloc`, `cuMemAlloc #2`) or by the harness's
               `undocumented_return_code.<function>`. The runs that count (COUNTED) are the committed
               bundles of NVIDIA's driver on an H100 or an H200: every bundle under bundles/ except
               the instrumented runs under compute-sanitizer (bundles/sanitizer/) and the builds
               with another toolkit (bundles/toolkit/, checked against that toolkit's headers),
               case records whose driver library is not NVIDIA's left out. Up to three records per pair are kept as its
               evidence (bundle path and case id).
  unreachable  a line of codes/unreachable.txt classifies it, with a reason from the vocabulary's fixed
               list (schema/vocabulary.json `unreachable_reasons`) and a note.
  open         neither.
A code a record shows for a function whose list lacks it is an undocumented return (cudaGetLastError
and cudaPeekAtLastError return earlier calls' errors and are left out, as the harness leaves them out);
with --expectations DIR each names the entries that expect it (link_expectations; the entries read by
the harness's cudasem-expectations), an empty list where none does yet.

codes/unreachable.txt: one line per pair or pattern, `FUNCTION CODE REASON NOTE...`; FUNCTION and CODE
may be fnmatch patterns (`cuGraphicsGL*`, `*`); `#` starts a comment. A line naming one exact pair
that is not documented, a pattern matching no documented pair, an exact line naming a pair a record
shows (stale), an unknown reason, a missing note or a second exact line for one pair is an error
naming the file and line. The first line that matches a pair classifies it; a pattern never hides a
provoked pair.
"""

from __future__ import annotations

import argparse
import fnmatch
import gzip
import json
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from ..model import expectation_files
from ..model.files import write_atomic
from ..model.vocabulary import unreachable_reasons
from . import headers
from .contract import declared_functions

API_HEADERS = ("cuda_runtime_api.h", "cuda.h")
CLASSIFICATION = Path("codes", "unreachable.txt")
DEFAULT_INCLUDE = Path("/usr/local/cuda/include")
TABLE_JSON, TABLE_MD = "return_codes.json", "return_codes.md"
SCHEMA = "cudasem-return-codes/1"
# The committed runs that count: bundles/ and its subfolders, but not the instrumented runs, nor the
# builds with another toolkit (bundles/toolkit/: their codes are checked against that toolkit's
# headers, while the table's pairs are this build's).
EXCLUDED_FOLDERS = ("sanitizer", "toolkit")
GPUS = ("H100", "H200")
EVIDENCE_KEPT = 3
EARLIER_ERRORS = ("cudaGetLastError", "cudaPeekAtLastError")
_ALIAS = re.compile(r"(?:_v\d+)?(?:_pt(?:sz|ds))?$")
_SUFFIX = re.compile(r"(?: #\d+)?(?:\[[^\]]*\])?$")  # `cuMemAlloc #2`, `cuMemAlloc[label]`
STATUSES = ("provoked", "unreachable", "open")
SUCCESS = ("cudaSuccess", "CUDA_SUCCESS")


class TableError(Exception):
    """Input the table cannot be made from (one line naming the file)."""


def base_name(name: str) -> str:
    """cuStreamGetCaptureInfo_v2_ptsz -> cuStreamGetCaptureInfo; cudaMalloc -> cudaMalloc."""
    return _ALIAS.sub("", name) or name


@dataclass
class Pair:
    function: str
    code: str
    header: str
    source: str  # return | notefnerr | note_init_rt
    status: str = "open"
    evidence: list[dict] = field(default_factory=list)
    reason: str = ""
    note: str = ""
    classified_at: str = ""

    def as_json(self) -> dict:
        out = {k: v for k, v in self.__dict__.items() if v or k in ("function", "code", "status")}
        return out


@dataclass
class Function:
    name: str
    header: str
    names: list[str]
    codes: dict[str, str]  # code -> source


def documented(include: Path) -> dict[str, Function]:
    """Base name -> the merged function of cuda_runtime_api.h or cuda.h with its documented codes
    (a function whose header lists none is absent)."""
    items = headers.parse_headers(include)
    out: dict[str, Function] = {}
    for name, header in sorted(declared_functions(include).items(), key=lambda kv: (base_name(kv[0]), kv[0])):
        if header not in API_HEADERS or name.startswith("CUDA_API_"):
            continue
        item = items.get(name)
        if item is None or not item.returns:
            continue
        base = base_name(name)
        fn = out.setdefault(base, Function(base, header, [], {}))
        fn.names.append(name)
        returned = {
            headers.runtime_name(c) if header != "cuda.h" and c.startswith("CUDA_") else c for c in item.returns
        }
        note_init = set(headers.INIT_RT_ERRORS) if item.note_init_rt else set()
        for code in headers.documented_codes(item):
            source = "return" if code in returned else "note_init_rt" if code in note_init else "notefnerr"
            if fn.codes.get(code) != "return":
                fn.codes[code] = source
    return out


# --- the records ----------------------------------------------------------------------------


def counted_bundles(root: Path) -> list[Path]:
    """The committed bundles that count (see the module's text), sorted."""
    found = [*root.glob("bundles/**/*.json"), *root.glob("bundles/**/*.json.gz")]
    return sorted(p for p in found if not set(p.relative_to(root).parts) & set(EXCLUDED_FOLDERS))


def records(paths: Iterable[Path], root: Path) -> tuple[list[tuple[str, str, str, str]], list[str]]:
    """(function as recorded, code name, bundle path relative to root, case id) of each typed record
    of a counted run, and the counted runs' paths; a file that is no bundle (an evidence record, the
    ledger) or a run on another GPU is not counted."""
    out: list[tuple[str, str, str, str]] = []
    counted: list[str] = []
    for path in paths:
        # The committed bundles are checked whole where they are committed (python/tests); here only
        # their records are read, fast: the schema's name, the GPU and each case's observations.
        # (No import of cudasem.model.bundle: the build's Python need not have its schema library.)
        try:
            raw = path.read_bytes()
            b = json.loads(gzip.decompress(raw) if raw[:2] == b"\x1f\x8b" else raw)
        except (OSError, EOFError, ValueError) as e:
            raise TableError(f"{path}: {e}") from None
        if not isinstance(b, dict) or not str(b.get("schema", "")).startswith("cudasem-bundle/"):
            continue
        gpu = ((b.get("identity") or {}).get("gpu") or {}).get("name") or ""
        if not any(g in gpu for g in GPUS):
            continue
        rel = str(path.relative_to(root)) if path.is_relative_to(root) else str(path)
        counted.append(rel)
        for case in b.get("cases") or []:
            if (case.get("driver_library") or {}).get("nvidia") is False:
                continue
            for o in case.get("observations") or []:
                value = o.get("value")
                if not isinstance(value, dict) or "code" not in value or not isinstance(value.get("name"), str):
                    continue
                check = o.get("check")
                if isinstance(check, dict) and isinstance(check.get("function"), str):
                    out.append((check["function"], value["name"], rel, case["id"]))
                    continue
                name = _SUFFIX.sub("", str(o.get("name") or "")).removeprefix("undocumented_return_code.")
                out.append((name, value["name"], rel, case["id"]))
            for r in case.get("returned") or []:  # every checked call's code, a successful _OK one too
                code = r.get("code") if isinstance(r, dict) else None
                if isinstance(code, dict) and isinstance(code.get("name"), str) and isinstance(r.get("function"), str):
                    out.append((r["function"], code["name"], rel, case["id"]))
    return out, counted


# --- the classification ----------------------------------------------------------------------


@dataclass
class Line:
    where: str  # file:line
    function: str
    code: str
    reason: str
    note: str

    @property
    def exact(self) -> bool:
        return not any(ch in self.function + self.code for ch in "*?[")


def read_classification(path: Path) -> tuple[list[Line], list[str]]:
    """The lines of the classification file and the problems of its syntax (file:line: problem)."""
    reasons = unreachable_reasons()
    lines: list[Line] = []
    problems: list[str] = []
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise TableError(f"{path}: cannot read ({e.strerror or e})") from None
    for n, raw in enumerate(text.splitlines(), 1):
        where = f"{path}:{n}"
        words = raw.split("#", 1)[0].split(None, 3)
        if not words:
            continue
        if len(words) < 4:
            problems.append(f"{where}: want `FUNCTION CODE REASON NOTE...`, got {raw.strip()!r}")
            continue
        fn, code, reason, note = words
        if reason not in reasons:
            problems.append(f"{where}: reason {reason!r} is not one of {', '.join(reasons)}")
            continue
        lines.append(Line(where, fn, code, reason, note.strip()))
    return lines, problems


# --- the table --------------------------------------------------------------------------------


@dataclass
class Table:
    pairs: list[Pair]
    undocumented: list[dict]
    bundles: list[str]
    problems: list[str]
    functions_without_codes: dict[str, int]

    def as_json(self) -> dict:
        return {
            "schema": SCHEMA,
            "bundles": self.bundles,
            "reasons": unreachable_reasons(),
            "summary": summary(self),
            "pairs": [p.as_json() for p in self.pairs],
            "undocumented": self.undocumented,
        }


def link_expectations(undocumented: list[dict], entries: list[dict], root: Path) -> None:
    """Each undocumented return's expectation entries (`expectations`: ["expectations/nvidia.txt:66"]):
    an entry that expects the observation `undocumented_return_code.<function>` (or an alias) to be
    the code, or whose case pattern matches a case of the evidence and whose expected observations
    or messages name the code. An empty list: no entry says so yet."""
    for u in undocumented:
        cases = [e["case"] for e in u["evidence"]]
        found: list[tuple[str, int]] = []
        for e in entries:
            observed = [(str(n), str(v)) for n, v in e.get("expected_observations") or []]
            named = any(
                n.startswith("undocumented_return_code.")
                and base_name(n.split(".", 1)[1]) == u["function"]
                and u["code"] in v
                for n, v in observed
            )
            cased = any(fnmatch.fnmatchcase(c, e.get("pattern") or "") for c in cases) and (
                any(u["code"] in v for _, v in observed)
                or any(u["code"] in m for m in e.get("expected_messages") or [])
            )
            if named or cased:
                path = Path(e["file"])
                shown = path.resolve().relative_to(root) if path.resolve().is_relative_to(root) else path
                found.append((str(shown), int(e["line"])))
        u["expectations"] = [f"{f}:{n}" for f, n in sorted(set(found))]


def build(
    include: Path, root: Path, classification: Path | None = None, expectations: list[dict] | None = None
) -> Table:
    functions = documented(include)
    alias = {n: f.name for f in functions.values() for n in f.names}
    pairs = {
        (f.name, code): Pair(f.name, code, f.header, source)
        for f in functions.values()
        for code, source in f.codes.items()
    }
    found, counted = records(counted_bundles(root), root)
    undocumented: dict[tuple[str, str], dict] = {}
    for fn, code, rel, case in found:
        base = (
            alias.get(fn)
            or alias.get(headers_c_function(fn))
            or (base_name(fn) if base_name(fn) in functions else None)
        )
        if base is None:
            continue
        pair = pairs.get((base, code))
        if pair is not None:
            pair.status = "provoked"
            if len(pair.evidence) < EVIDENCE_KEPT and {"bundle": rel, "case": case} not in pair.evidence:
                pair.evidence.append({"bundle": rel, "case": case})
            continue
        if base in EARLIER_ERRORS:
            continue  # every code is theirs: an earlier call's error
        entry = undocumented.setdefault(
            (base, code), {"function": base, "code": code, "header": functions[base].header, "evidence": []}
        )
        if len(entry["evidence"]) < EVIDENCE_KEPT and {"bundle": rel, "case": case} not in entry["evidence"]:
            entry["evidence"].append({"bundle": rel, "case": case})
    listed = sorted(undocumented.values(), key=lambda e: (e["function"], e["code"]))
    if expectations is not None:
        link_expectations(listed, expectations, root)
    path = classification or root / CLASSIFICATION
    lines, problems = read_classification(path)
    problems += classify(lines, pairs)
    without: dict[str, int] = {}
    for name, header in declared_functions(include).items():
        if header in API_HEADERS and not name.startswith("CUDA_API_") and base_name(name) not in functions:
            without[header] = without.get(header, 0) + 1
    ordered = sorted(pairs.values(), key=lambda p: (API_HEADERS.index(p.header), p.function, p.code))
    return Table(
        ordered,
        listed,
        counted,
        problems,
        without,
    )


def headers_c_function(name: str) -> str:
    """A C++ wrapper's C function, as the harness names it (cudaLaunchKernelEx -> cudaLaunchKernelExC)."""
    return {"cudaLaunchKernelEx": "cudaLaunchKernelExC"}.get(name, name)


def classify(lines: list[Line], pairs: dict[tuple[str, str], Pair]) -> list[str]:
    """Marks the open pairs the lines classify; the problems of lines that name no documented pair."""
    problems = []
    exact_seen: dict[tuple[str, str], str] = {}
    for line in lines:
        if line.exact:
            pair = pairs.get((base_name(line.function), line.code))
            if pair is None:
                problems.append(f"{line.where}: ({line.function}, {line.code}) is not a documented pair")
            elif pair.status == "provoked":
                problems.append(
                    f"{line.where}: ({line.function}, {line.code}) is provoked "
                    f"({pair.evidence[0]['bundle']}, {pair.evidence[0]['case']}): remove the line"
                )
            elif (pair.function, pair.code) in exact_seen:
                problems.append(
                    f"{line.where}: ({line.function}, {line.code}) is classified at "
                    f"{exact_seen[(pair.function, pair.code)]} too"
                )
            else:
                exact_seen[(pair.function, pair.code)] = line.where
            matched = [pair] if pair is not None else []
        else:
            matched = [
                p
                for p in pairs.values()
                if fnmatch.fnmatchcase(p.function, line.function) and fnmatch.fnmatchcase(p.code, line.code)
            ]
            if not matched:
                problems.append(f"{line.where}: {line.function} {line.code} matches no documented pair")
        for p in matched:
            if p.status == "open":
                p.status, p.reason, p.note, p.classified_at = "unreachable", line.reason, line.note, line.where
    return problems


def verify(table: dict, root: Path) -> list[str]:
    """Every pair a table (as_json) marks provoked is shown by its evidence: the named case's record
    in the named counted bundle has the function (or an alias) returning the code. A planted
    `provoked` fails here."""
    cache: dict[str, set[tuple[str, str, str]]] = {}
    problems = []
    counted = set(table.get("bundles") or [])
    for p in table["pairs"]:
        if p["status"] != "provoked":
            continue
        if not p.get("evidence"):
            problems.append(f"({p['function']}, {p['code']}) is provoked without evidence")
            continue
        shown = False
        for ev in p["evidence"]:
            if ev["bundle"] not in counted:
                continue
            if ev["bundle"] not in cache:
                cache[ev["bundle"]] = {
                    (base_name(headers_c_function(fn)), code, case)
                    for fn, code, _, case in records([root / ev["bundle"]], root)[0]
                }
            shown = shown or (p["function"], p["code"], ev["case"]) in cache[ev["bundle"]]
        if not shown:
            problems.append(f"({p['function']}, {p['code']}) is provoked, but no record of its evidence shows it")
    return problems


# --- the views ------------------------------------------------------------------------------


def summary(table: Table) -> dict:
    """Per header and source group (`return`: the \\return lists; `notes`: the note codes): pairs,
    per status, per unreachable reason; and the undocumented returns and functions without a list."""
    out: dict = {}
    for header in API_HEADERS:
        mine = [p for p in table.pairs if p.header == header]
        per: dict = {}
        for group, members in (
            ("return", [p for p in mine if p.source == "return"]),
            ("notes", [p for p in mine if p.source != "return"]),
        ):
            counts = {s: sum(p.status == s for p in members) for s in STATUSES}
            reasons: dict[str, int] = {}
            for p in members:
                if p.status == "unreachable":
                    reasons[p.reason] = reasons.get(p.reason, 0) + 1
            per[group] = {
                "functions": len({p.function for p in members}),
                "pairs": len(members),
                **counts,
                "unreachable_by_reason": dict(sorted(reasons.items())),
                # the (function, success) pairs: a success is in a record's `returned` tally (bundles
                # made before the tally show a success only where a case named its check)
                "success": {st: sum(p.status == st and p.code in SUCCESS for p in members) for st in STATUSES},
            }
        per["undocumented"] = sum(u["header"] == header for u in table.undocumented)
        per["functions_without_codes"] = table.functions_without_codes.get(header, 0)
        out[header] = per
    return out


def _pct(n: int, total: int) -> str:
    return f"{100 * n / total:.0f}%" if total else "-"


def summary_lines(s: dict) -> list[str]:
    lines = []
    for header, per in s.items():
        for group, what in (("return", "\\return-list pairs"), ("notes", "note pairs (\\notefnerr, \\note_init_rt)")):
            g = per[group]
            if not g["pairs"]:
                continue
            reasons = ", ".join(f"{k} {v}" for k, v in g["unreachable_by_reason"].items())
            lines.append(
                f"{header}: {g['pairs']:,} {what} of {g['functions']} functions: provoked {g['provoked']:,} "
                f"({_pct(g['provoked'], g['pairs'])}), unreachable {g['unreachable']:,} "
                f"({_pct(g['unreachable'], g['pairs'])}{': ' + reasons if reasons else ''}), "
                f"open {g['open']:,} ({_pct(g['open'], g['pairs'])})"
            )
            if sum(g["success"].values()):
                ok = g["success"]
                lines.append(
                    f"  of them {sum(ok.values())} success pairs: provoked {ok['provoked']}, open {ok['open']} "
                    "(a success counts from a record's `returned` tally or a named check)"
                )
        lines.append(f"{header}: {per['undocumented']} (function, code) pairs returned outside the documented list")
    return lines


def readme_text(s: dict) -> str:
    rt, drv = s["cuda_runtime_api.h"]["return"], s["cuda.h"]["return"]
    return (
        f"the committed H100 and H200 runs provoke {rt['provoked']:,} of the {rt['pairs']:,} (function, code) "
        f"pairs that the `\\return` lists of `cuda_runtime_api.h` document ({_pct(rt['provoked'], rt['pairs'])}; "
        f"{rt['unreachable']:,} unreachable here) and {drv['provoked']:,} of the {drv['pairs']:,} of `cuda.h` "
        f"({_pct(drv['provoked'], drv['pairs'])}; {drv['unreachable']:,} unreachable here)"
    )


def markdown(table: Table) -> str:
    out = ["# Return codes: every documented (function, code) pair", ""]
    out += [f"- {line}" for line in summary_lines(summary(table))]
    out += ["", "Counted runs: " + ", ".join(f"`{b}`" for b in table.bundles), ""]
    for header in API_HEADERS:
        out += [
            f"## {header}",
            "",
            "| function | code | source | status | evidence or reason |",
            "| --- | --- | --- | --- | --- |",
        ]
        for p in (p for p in table.pairs if p.header == header):
            if p.status == "provoked":
                why = "; ".join(f"{e['case']} ({e['bundle']})" for e in p.evidence)
            elif p.status == "unreachable":
                why = f"{p.reason}: {p.note}"
            else:
                why = ""
            out.append(f"| {p.function} | {p.code} | {p.source} | {p.status} | {why} |")
        out.append("")
    out += [
        "## Returned, not documented",
        "",
        "| function | code | evidence | expectation entries |",
        "| --- | --- | --- | --- |",
    ]
    for u in table.undocumented:
        entries = u.get("expectations")
        linked = "not read" if entries is None else ", ".join(entries) or "none"
        out.append(
            f"| {u['function']} | {u['code']} | "
            + "; ".join(f"{e['case']} ({e['bundle']})" for e in u["evidence"])
            + f" | {linked} |"
        )
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="cudasem codes", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = ap.add_subparsers(dest="cmd", required=True)
    for name in ("table", "check", "summary"):
        p = sub.add_parser(name)
        p.add_argument("--include", type=Path, default=DEFAULT_INCLUDE, help="the toolkit's include folder")
        p.add_argument("--root", type=Path, default=Path("."), help="the repository (default: the current folder)")
        p.add_argument("--classification", type=Path, help=f"default: <root>/{CLASSIFICATION}")
        p.add_argument(
            "--expectations",
            type=Path,
            help="link each undocumented return to its entries of this expectations folder (read by the "
            "harness's cudasem-expectations: CUDASEM_EXPECTATIONS_TOOL, PATH or the build)",
        )
        if name == "table":
            p.add_argument("--out", type=Path, help="the folder for the table (default: <root>/build/default)")
    args = ap.parse_args(argv)
    if not all((args.include / h).is_file() for h in API_HEADERS):
        print(f"cudasem codes: no {' and '.join(API_HEADERS)} in {args.include} (give --include)", file=sys.stderr)
        return 2
    try:
        entries = expectation_files.read(args.expectations, args.root) if args.expectations else None
        table = build(args.include, args.root.resolve(), args.classification, entries)
    except (TableError, expectation_files.ExpectationsToolError, expectation_files.ExpectationSyntaxError) as e:
        print(f"cudasem codes: {e}", file=sys.stderr)
        return 2
    s = summary(table)
    if args.cmd == "summary":
        for problem in table.problems:
            print(f"cudasem codes: {problem}", file=sys.stderr)
        print(readme_text(s))
        return 1 if table.problems else 0
    problems = table.problems
    if args.cmd == "check":
        problems = problems + verify(table.as_json(), args.root.resolve())
    for problem in problems:
        print(f"cudasem codes: {problem}")
    if args.cmd == "table":
        out = args.out or args.root / "build" / "default"
        out.mkdir(parents=True, exist_ok=True)
        write_atomic(out / TABLE_JSON, json.dumps(table.as_json(), indent=1) + "\n")
        write_atomic(out / TABLE_MD, markdown(table))
        print(f"cudasem codes: {out / TABLE_JSON}, {out / TABLE_MD}")
    for line in summary_lines(s):
        print(line)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
