"""The numbers of README.md and docs/*.md, generated from the build's case listing, the committed bundles
and the expectation files.

    cudasem readme --check [--root DIR] [--include DIR] [--listing FILE]   exit 1 naming each block that differs
    cudasem readme --write [--root DIR] [--include DIR] [--listing FILE]   rewrite the generated blocks

The files keep their prose by hand; only the text between `<!-- generated: NAME -->` and
`<!-- /generated: NAME -->` is generated. A block whose start marker ends its line spans lines (a
paragraph, a table); one whose text follows the marker on the same line is a phrase inside a
sentence. A block may appear in several files; each block appears in at least one.

  cases          the cases per kind and the areas, from the build's case listing (--listing, default
                 $CUDASEM_LISTING or build/default/cases.json: every case binary's --cudasem-list,
                 python/cudasem/model/listing.py); a CUDASEM_CASE_TABLE's rows are the listed cases
                 with a `row`. Without the listing the check fails naming the build to run.
  coverage       the functions of cuda_runtime_api.h and cuda.h the cases call ("called": `cudasem
                 contract coverage`, which reads the toolkit's headers: --include, default
                 /usr/local/cuda/include; without them the block is left as it is and said so)
  return-codes   the documented (function, code) pairs of cuda_runtime_api.h and cuda.h that the
                 committed runs provoke (`cudasem codes summary`; needs the headers as `coverage` does)
  asserted       the functions whose documented behavior the cases assert ("asserted": named in a
                 case's `.api`), counted as the report's API pages count them, from the top-level bundles
  outcomes       a row per top-level bundle (bundles/*.json.gz): GPU, suite commit, cases and the count of
                 each outcome; the build and run time where an evidence file (bundles/evidence/*.txt)
                 records it in a row "<commit> <GPU> ... <build> + <run> s" for every bundle
  first-contact  how long the two commands take: a row per timed run of `ci/run` that
                 bundles/evidence/first-contact/*.json records (the record ci/verdict.py writes:
                 job, suite_commit, cores, conditions, loadavg_start, wall_s, steps [{name,
                 wall_s}], verdict; "gpu" names the GPU, absent or null: none), and a row per
                 top-level bundle with its evidence's build and run time
  two-gpu        the runs with two GPUs visible (bundles/multi-gpu/*.json.gz): file, suite commit, the count of
                 each outcome, and the outcomes of the cases that need two GPUs (label multi_gpu)
  runtimes       a row per run against another CUDA runtime release (bundles/runtime/, CUDASEM_CUDART):
                 the release, GPU, suite commit, cases and the count of each outcome
  sanitizers     a row per compute-sanitizer tool and top-level bundle: the runs of bundles/sanitizer/ of
                 that bundle's commit and GPU, the cases they ran to a verdict (each case once), those
                 they left out (two-GPU, perf, or per area), what the tool checked and found, the cases
                 declared not run under it, and the cases that failed in any of the runs
  perf           the copy-rate tables of the top-level bundles (`cudasem perf bundles/ --markdown`)
  deviations     the entries of expectations/*.txt per finding (driver, documentation) and class, and the
                 distinct bundles they reference
  drift          how many quotes read differently in the last 12.x release's headers than in the
                 toolkit's, and how many differ in a later 13.x release: the committed drift table
                 (python/cudasem/report/drift.json, `cudasem drift table`; cudasem.model.drift.counts)

python/tests/test_readme_numbers.py fails when a file and the data disagree;
python/tests/test_readme_refs.py when one names a case, path or command that does not exist.
"""

from __future__ import annotations

import argparse
import difflib
import json
import os
import re
import subprocess
import sys
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ..model import drift, expectation_files, listing
from ..model.files import write_atomic
from ..model.vocabulary import deviation_classes, names
from . import apipages, charts
from . import view as model
from .run_blocks import (
    commit_of,
    evidence_wall,
    gen_outcomes,
    gen_runtimes,
    gen_sanitizers,
    gen_sanitizers_history,
    gen_two_gpu,
    read_once,
    top_level_runs,
    wall_seconds,
)

README = "README.md"
DOCS = "docs"
FIRST_CONTACT = Path("bundles", "evidence", "first-contact")
BLOCK = re.compile(r"<!-- generated: (?P<name>[\w.-]+) -->(?P<body>.*?)<!-- /generated: (?P=name) -->", re.S)
START = re.compile(r"<!-- generated: ([\w.-]+) -->")
DEFAULT_INCLUDE = Path("/usr/local/cuda/include")


class Unavailable(Exception):
    """A block's data cannot be read here (the toolkit's headers for `coverage`): left as it is."""


@dataclass(frozen=True)
class Inputs:
    """What the blocks are generated from besides the repository: the toolkit's headers (`coverage`)
    and the build's case listing (`cases`)."""

    include: Path = DEFAULT_INCLUDE
    listing: Path = Path(listing.DEFAULT_BUILD, listing.LISTING)  # relative: to the current folder


# ---------------------------------------------------------------------------------------------
# The generators: block name -> its text.


KINDS = names("case_kinds")


@dataclass
class CaseCounts:
    kinds: Counter = field(default_factory=Counter)  # kind -> cases
    areas: Counter = field(default_factory=Counter)  # area -> cases
    table_files: int = 0
    table_rows: int = 0

    @property
    def total(self) -> int:
        return sum(self.kinds.values())


def count_cases(cases: list[dict]) -> CaseCounts:
    """The listed cases (listing.load) per kind and area; a table row is a listed case with a `row`."""
    out = CaseCounts(Counter(c["kind"] for c in cases), Counter(c["area"] for c in cases))
    rows = [c for c in cases if c.get("row")]
    out.table_rows = len(rows)
    out.table_files = len({listing.file_id(c) for c in rows})
    return out


def cases_text(c: CaseCounts) -> str:
    kinds = [k for k in KINDS if c.kinds[k]] + sorted(k for k in c.kinds if k not in KINDS and c.kinds[k])
    per_kind = ", ".join(f"{c.kinds[k]:,} {k}" for k in kinds)
    text = f"{c.total:,} cases in {len(c.areas)} areas ({per_kind})"
    if c.table_files:
        files = "file" if c.table_files == 1 else "files"
        text += f", {c.table_rows:,} of them the rows of {c.table_files} table {files}"
    return text


def gen_cases(root: Path, inputs: Inputs) -> str:
    try:
        return cases_text(count_cases(listing.load(inputs.listing)))
    except listing.ListingError as e:
        raise ValueError(str(e)) from None


_COVERAGE = re.compile(r"^(\S+): (\d+) of (\d+) functions called by the cases$", re.M)


def coverage_text(counts: dict[str, tuple[int, int]]) -> str:
    rt, drv = counts["cuda_runtime_api.h"], counts["cuda.h"]
    return (
        f"the cases call {rt[0]:,} of the {rt[1]:,} functions of `cuda_runtime_api.h` and "
        f"{drv[0]:,} of the {drv[1]:,} of `cuda.h`"
    )


def gen_coverage(root: Path, inputs: Inputs) -> str:
    """`cudasem contract coverage` run as a command: the report layer does not import cudasem.sources
    (python/tests/test_python_layout.py), so the build's numbers come through its command line."""
    include = inputs.include
    if not (include / "cuda_runtime_api.h").is_file() or not (include / "cuda.h").is_file():
        raise Unavailable(f"no CUDA toolkit headers in {include} (give --include)")
    package = str(Path(__file__).resolve().parents[2])
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [package, os.environ.get("PYTHONPATH")])))
    cmd = [sys.executable, "-m", "cudasem", "contract", "coverage", "--cases", str(root / "cases")]
    cmd += ["--listing", str(inputs.listing)]  # the return-code tables' rows call their functions
    done = subprocess.run([*cmd, "--include", str(include)], capture_output=True, text=True, env=env)
    counts = {h: (int(a), int(b)) for h, a, b in _COVERAGE.findall(done.stdout)}
    if done.returncode != 0 or not {"cuda_runtime_api.h", "cuda.h"} <= counts.keys():
        raise ValueError(f"cudasem contract coverage failed (exit {done.returncode}): {done.stderr.strip()[-300:]}")
    return coverage_text(counts)


def gen_return_codes(root: Path, inputs: Inputs) -> str:
    """`cudasem codes summary` run as a command, as `coverage` is (the report layer does not import
    cudasem.sources): the share of the documented (function, code) pairs the committed runs provoke."""
    include = inputs.include
    if not (include / "cuda_runtime_api.h").is_file() or not (include / "cuda.h").is_file():
        raise Unavailable(f"no CUDA toolkit headers in {include} (give --include)")
    package = str(Path(__file__).resolve().parents[2])
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [package, os.environ.get("PYTHONPATH")])))
    cmd = [sys.executable, "-m", "cudasem", "codes", "summary", "--root", str(root), "--include", str(include)]
    done = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if done.returncode != 0 or not done.stdout.strip():
        raise ValueError(f"cudasem codes summary failed (exit {done.returncode}): {done.stderr.strip()[-300:]}")
    return done.stdout.strip()


def gen_perf(root: Path, inputs: Inputs) -> str:
    return charts.markdown(charts.copy_rates_data(top_level_runs(root))).rstrip("\n")


_FAMILY_WORDS = {"Runtime API": "Runtime API functions", "Driver API": "Driver API functions", "macro": "macros"}


def asserted_text(functions: list[str]) -> str:
    """The functions per family (apipages.family), as the report's API index counts them."""
    per = Counter(apipages.family(f)[0] for f in functions)
    parts = []
    for fam in (*_FAMILY_WORDS, *sorted(f for f in per if f not in _FAMILY_WORDS)):
        if per[fam]:
            words = _FAMILY_WORDS.get(fam, fam)
            parts.append(f"{per[fam]:,} {words[:-1] if per[fam] == 1 and words.endswith('s') else words}")
    if not parts:
        return "no function (the bundles do not record the cases' `api`)"
    return ", ".join(parts[:-1]) + (" and " if len(parts) > 1 else "") + parts[-1]


def gen_asserted(root: Path, inputs: Inputs) -> str:
    runs = top_level_runs(root)
    return asserted_text(list(apipages.functions(model.matrix_rows(runs))))


def about(seconds: float) -> str:
    """A duration rounded as a reader says it: 45 s, 8.5 min, 39 min."""
    if seconds < 120:
        return f"{seconds:.0f} s"
    minutes = seconds / 60
    if minutes < 10:
        half = round(minutes * 2) / 2
        return f"{half:g} min"
    return f"{minutes:.0f} min"


def _jobs(command: list) -> str:
    words = [str(w) for w in command or []]
    for i, w in enumerate(words):
        if w == "-j" and i + 1 < len(words):
            return words[i + 1]
        if w.startswith("-j") and w[2:].isdigit():
            return w[2:]
    return "?"


def first_contact_text(records: list[dict], gpu_rows: list[dict]) -> str:
    """records: the first-contact JSON records; gpu_rows: {"gpu", "commit", "jobs", "build_s", "run_s"}."""

    def order(r: dict) -> tuple:
        return (r.get("job") or "", r.get("cores") or 0, r.get("conditions") != "idle", r.get("started") or "")

    lines = [
        "| what ran | where | wall time | of it the build |",
        "| --- | --- | --- | --- |",
    ]
    for r in sorted(records, key=order):
        build = next((s["wall_s"] for s in r.get("steps") or [] if s.get("name") == "build"), None)
        conditions = r.get("conditions") or "conditions not recorded"
        where = f"{r.get('cores', '?')} cores, {r.get('gpu') or 'no GPU'}, {conditions}"
        if r.get("loadavg_start") is not None:
            where += f" (load average {float(r['loadavg_start']):.2f} at the start)"
        what = f"`ci/run {r.get('job', '?')}`: {r.get('verdict', '?')}, suite {str(r.get('suite_commit') or '?')[:7]}"
        share = about(float(build)) if build is not None else "not recorded"
        lines.append(f"| {what} | {where} | about {about(float(r['wall_s']))} | {share} |")
    for g in gpu_rows:
        what = f"build, then every case (ctest -j{g['jobs']}), suite {g['commit']}"
        total = g["build_s"] + g["run_s"]
        lines.append(f"| {what} | {g['gpu']} | about {about(total)} | {about(g['build_s'])} |")
    text = "\n".join(lines)
    if not records:
        text = "No timed run of `ci/run test` or `ci/run suite` is committed yet.\n\n" + text
    return text


def gen_first_contact(root: Path, inputs: Inputs) -> str:
    records = []
    for f in sorted((root / FIRST_CONTACT).glob("*.json")):
        try:
            rec = json.loads(f.read_text())
            float(rec["wall_s"])
        except (ValueError, KeyError, TypeError) as e:
            raise ValueError(f"{f}: not a first-contact record ({e})") from None
        records.append(rec)
    gpu_rows = []
    for r in top_level_runs(root):
        gpu, commit = r.gpu_name, commit_of(r.bundle)
        wall = wall_seconds(evidence_wall(root, commit, gpu))
        if wall:
            gpu_rows.append(
                {
                    "gpu": gpu,
                    "commit": commit,
                    "jobs": _jobs(r.bundle["run"].get("command")),
                    "build_s": wall[0],
                    "run_s": wall[1],
                }
            )
    return first_contact_text(records, gpu_rows)


CLASSES = tuple(sorted(names("deviation_classes")))


def deviations_text(entries: list[dict], exists: Callable[[str], bool] = lambda _: True) -> str:
    """entries: as the harness lists them (expectation_files.read); exists: whether a referenced
    bundle is in the repository."""
    classes: Counter = Counter()
    bundles: set[str] = set()
    for e in entries:
        classes[e["class"] or "none"] += 1
        bundles.update(expectation_files.BUNDLE_PATH.findall(e["reference"]))
    # driver deviations and documentation findings apart (the vocabulary's `finding` of each class)
    kinds = deviation_classes()
    per = []
    for finding in dict.fromkeys(k["finding"] for k in kinds.values()):
        mine = [c for c in CLASSES if kinds[c]["finding"] == finding]
        parts = ", ".join(f"{classes[c]} {c}" for c in mine)
        per.append(f"{sum(classes[c] for c in mine)} {finding} findings ({parts})")
    others = sorted(c for c in classes if c not in CLASSES and c != "none")
    per += [f"{classes[c]} {c}" for c in others] + [f"{classes['none']} without a class"]
    files = sorted({Path(e["file"]).name for e in entries})
    where = " in " + " and ".join(f"`expectations/{n}`" for n in files) if len(files) > 1 else ""
    text = f"{sum(classes.values())} entries{where}: {', '.join(per)}; they reference {len(bundles)} distinct bundles"
    missing = [b for b in bundles if not exists(b)]
    return text + (f" ({len(missing)} of them not in the repository)" if missing else "")


def gen_deviations(root: Path, inputs: Inputs) -> str:
    try:
        entries = expectation_files.read(root / "expectations", root)
    except expectation_files.ExpectationsToolError as e:
        raise ValueError(str(e)) from None  # a problem of the check, never a block left as it is
    return deviations_text(entries, lambda ref: (root / ref).is_file())


def drift_text(table: dict) -> str:
    """The README's sentence on documentation drift (drift.counts of the table)."""
    c = drift.counts(table)
    names = drift.release_names(table)
    twelve = [n for n in names if n.startswith("12.")]
    later = [n for n in names if n.startswith("13.") and drift.release_tuple(n) > drift.release_tuple(table["toolkit"])]
    if not twelve or not later:
        raise ValueError("the drift table needs a 12.x release and a 13.x release after the toolkit's")
    return (
        f"checked against the headers of each CUDA release from {names[0]} to {names[-1]}, of the "
        f"{c['passages']:,} quoted passages verbatim in {table['toolkit']}'s, {c['major']:,} read differently "
        f"in {twelve[-1]}'s ({c['major_changed']:,} changed, {c['major_gone']:,} of a function {twelve[-1]} lacks) "
        f"and {c['within']:,} changed within 13.x (in some release from {later[0]} to {later[-1]}"
        + (f"; {c['within_gone']:,} of them removed)" if c["within_gone"] else ")")
    )


def gen_drift(root: Path, inputs: Inputs) -> str:
    """The package's table, as the report reads it (python/cudasem/report/drift.json)."""
    try:
        return drift_text(drift.read(drift.FILE))
    except drift.DriftError as e:
        raise ValueError(str(e)) from None


def _of_root(gen: Callable[[Path], str]) -> Callable[[Path, Inputs], str]:
    """A generator that reads the repository alone (report/run_blocks.py)."""
    return lambda root, inputs: gen(root)


GENERATORS: dict[str, Callable[[Path, Inputs], str]] = {
    "cases": gen_cases,
    "coverage": gen_coverage,
    "return-codes": gen_return_codes,
    "asserted": gen_asserted,
    "outcomes": _of_root(gen_outcomes),
    "two-gpu": _of_root(gen_two_gpu),
    "runtimes": _of_root(gen_runtimes),
    "sanitizers": _of_root(gen_sanitizers),
    "sanitizers-history": _of_root(gen_sanitizers_history),
    "first-contact": gen_first_contact,
    "perf": gen_perf,
    "deviations": gen_deviations,
    "drift": gen_drift,
}


# ---------------------------------------------------------------------------------------------
# The files' blocks.


def documents(root: Path) -> list[Path]:
    """README.md and every docs/*.md, in that order."""
    return [root / README, *sorted((root / DOCS).glob("*.md"))]


def body_for(old_body: str, text: str) -> str:
    """A block spanning lines keeps blank lines around its text; an inline one is the text itself."""
    if old_body.startswith("\n"):
        return "\n\n" + text.strip("\n") + "\n\n"
    if "\n" in text:
        raise ValueError("a text of several lines needs a block whose marker ends its line")
    return text


def update(readme: str, texts: dict[str, str], label: str = "README") -> tuple[str, dict[str, list[str]]]:
    """The text with each block named in `texts` regenerated, and per block that changed the
    unified diff of its old and new text (`label`: the file, in the diff's header)."""
    diffs: dict[str, list[str]] = {}

    def sub(m: re.Match) -> str:
        name, body = m.group("name"), m.group("body")
        if name not in texts:
            return m.group(0)
        try:
            new = body_for(body, texts[name])
        except ValueError as e:
            raise ValueError(f"block {name!r}: {e}") from None
        if new != body:
            diffs.setdefault(name, []).extend(
                difflib.unified_diff(
                    body.strip("\n").splitlines(),
                    new.strip("\n").splitlines(),
                    f"{label} {name}",
                    "data",
                    lineterm="",
                    n=0,
                )
            )
        return f"<!-- generated: {name} -->{new}<!-- /generated: {name} -->"

    return BLOCK.sub(sub, readme), diffs


def structure_problems(text: str) -> list[str]:
    """Unknown or unclosed blocks of one file."""
    closed = [m.group("name") for m in BLOCK.finditer(text)]
    problems = [
        f"block {n!r}: no generator of that name ({', '.join(GENERATORS)})" for n in closed if n not in GENERATORS
    ]
    started = START.findall(text)
    problems += [
        f"block {n!r}: no closing `<!-- /generated: {n} -->`" for n in started if started.count(n) != closed.count(n)
    ]
    return sorted(set(problems))


def absent_blocks(texts: list[str]) -> list[str]:
    """The generators no file has a block of."""
    used = {m.group("name") for t in texts for m in BLOCK.finditer(t)}
    return [f"block {n!r}: not in {README} or {DOCS}/*.md" for n in GENERATORS if n not in used]


def _show(path: Path, name: str, lines: list[str]) -> None:
    print(f"cudasem readme: {path}: block {name!r} differs from the data (run `cudasem readme --write`):")
    shown = [ln for ln in lines if not ln.startswith("@@")]
    print("\n".join(shown[:40] + ([f"... ({len(shown) - 40} more lines)"] if len(shown) > 40 else [])))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="cudasem readme", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    mode = p.add_mutually_exclusive_group(required=True)
    mode.add_argument("--check", action="store_true", help="exit 1 naming each block that differs from the data")
    mode.add_argument("--write", action="store_true", help="rewrite the generated blocks of README.md and docs/*.md")
    p.add_argument("--root", type=Path, default=Path("."), help="the repository (default: the current folder)")
    p.add_argument(
        "--include",
        type=Path,
        default=Path(os.environ.get("CUDASEM_CUDA_INCLUDE") or DEFAULT_INCLUDE),
        help="the toolkit's include folder, for `coverage` (default: $CUDASEM_CUDA_INCLUDE or /usr/local/cuda/include)",
    )
    p.add_argument(
        "--listing",
        type=Path,
        help="the build's case listing, for `cases` (default: $CUDASEM_LISTING, else <root>/build/default/cases.json)",
    )
    args = p.parse_args(argv)
    inputs = Inputs(args.include, args.listing or listing.default_path(args.root))
    if not (args.root / README).is_file():
        print(f"cudasem readme: {args.root / README}: no such file", file=sys.stderr)
        return 2
    files = {path: path.read_text() for path in documents(args.root)}
    problems = [(path, problem) for path, text in files.items() for problem in structure_problems(text)]
    problems += [(args.root / README, problem) for problem in absent_blocks(list(files.values()))]
    used = {m.group("name") for text in files.values() for m in BLOCK.finditer(text)}
    texts: dict[str, str] = {}
    with read_once():  # several blocks read one folder of bundles
        for name, gen in GENERATORS.items():
            if name not in used:
                continue
            try:
                texts[name] = gen(args.root, inputs)
            except Unavailable as e:
                print(f"cudasem readme: block {name!r} left as it is: {e}", file=sys.stderr)
            except (ValueError, OSError) as e:
                problems.append((args.root / README, f"block {name!r}: cannot generate: {e}"))
    changed: dict[Path, tuple[str, dict[str, list[str]]]] = {}
    for path, text in files.items():
        label = str(path.relative_to(args.root)) if path.is_relative_to(args.root) else str(path)
        try:
            changed[path] = update(text, texts, label)
        except ValueError as e:
            problems.append((path, str(e)))
    for path, problem in problems:
        print(f"cudasem readme: {path}: {problem}")
    if args.write:
        for path, (new, diffs) in changed.items():
            if new != files[path]:
                write_atomic(path, new)
            for name in diffs:
                print(f"cudasem readme: {path}: rewrote block {name!r}")
        return 1 if problems else 0
    differ = False
    for path, (_, diffs) in changed.items():
        for name, lines in diffs.items():
            _show(path, name, lines)
            differ = True
    return 1 if problems or differ else 0


if __name__ == "__main__":
    sys.exit(main())
