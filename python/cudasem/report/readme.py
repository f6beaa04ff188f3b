"""The README's numbers, generated from the case sources, the committed bundles and the expectation files.

    cudasem readme --check [--root DIR] [--include DIR]   exit 1 naming each generated block that differs
    cudasem readme --write [--root DIR] [--include DIR]   rewrite the generated blocks of README.md

README.md keeps its prose by hand; only the text between `<!-- generated: NAME -->` and
`<!-- /generated: NAME -->` is generated. A block whose start marker ends its line spans lines (a
paragraph, a table); one whose text follows the marker on the same line is a phrase inside a sentence.

  cases        the cases per kind and the areas, from cases/<area>/**.cpp|.cu: one case per
               CUDASEM_CASE, one per row of the table a CUDASEM_CASE_TABLE names (found in the file
               or a header it includes); the kind is the declaration's `.kind` (default semantics)
  coverage     the functions of cuda_runtime_api.h and cuda.h the cases call (`cudasem contract
               coverage`, which reads the toolkit's headers: --include, default /usr/local/cuda/include;
               without them the block is left as it is and said so)
  outcomes     a row per top-level bundle (bundles/*.json): GPU, suite commit, cases and the count of
               each outcome; the build and run time where an evidence file (bundles/evidence/*.txt)
               records it in a row "<commit> <GPU> ... <build> + <run> s" for every bundle
  perf         the copy-rate tables of the top-level bundles (`cudasem perf bundles/ --markdown`)
  deviations   the entries of expectations/*.txt per class and the distinct bundles they reference

python/tests/test_readme_numbers.py fails when the README and the data disagree.
"""

from __future__ import annotations

import argparse
import difflib
import os
import re
import subprocess
import sys
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ..model import expectation_files
from ..model.bundle import BundleError
from ..model.outcome import OUTCOMES, Outcome
from . import charts
from .view import load_runs

README = "README.md"
BLOCK = re.compile(r"<!-- generated: (?P<name>[\w.-]+) -->(?P<body>.*?)<!-- /generated: (?P=name) -->", re.S)
START = re.compile(r"<!-- generated: ([\w.-]+) -->")
KINDS = ("semantics", "characterization", "perf", "calibration")  # harness/include/cudasem/case.h, Kind
DEFAULT_INCLUDE = Path("/usr/local/cuda/include")


class Unavailable(Exception):
    """A block's data cannot be read here (the toolkit's headers for `coverage`): left as it is."""


# ---------------------------------------------------------------------------------------------
# C++ sources: code without comments and literals, the declarations' arguments, table rows.


def _digit_separator(text: str, i: int) -> bool:
    """The ' at i is inside a number (1'000, 0xFF'FF), not a character literal (u8'a')."""
    j = i
    while j and (text[j - 1].isalnum() or text[j - 1] in "_'"):
        j -= 1
    return j < i and text[j].isdigit() and text[i + 1 : i + 2].isalnum()


def code_of(text: str) -> str:
    """The text with comments blanked (newlines kept) and string and character literals emptied
    ("" and ' '), raw strings included; a digit separator (1'000) stays code."""
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        two = text[i : i + 2]
        if two == "//":
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif two == "/*":
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("\n" * text.count("\n", i, j) or " ")
            i = j
        elif c == "R" and text.startswith('R"', i) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            m = re.match(r'R"([^()\\\s]{0,16})\(', text[i:])
            if not m:
                out.append(c)
                i += 1
                continue
            end = text.find(")" + m.group(1) + '"', i + m.end())
            j = n if end < 0 else end + len(m.group(1)) + 2
            out.append('""' + "\n" * text.count("\n", i, j))
            i = j
        elif c == '"' or (c == "'" and not _digit_separator(text, i)):
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(c + c if c == '"' else "' '")
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def closing(code: str, start: int, open_: str = "(", close: str = ")") -> int:
    """The index of the bracket that closes the one at `start` (-1: none)."""
    depth = 0
    for i in range(start, len(code)):
        if code[i] == open_:
            depth += 1
        elif code[i] == close:
            depth -= 1
            if depth == 0:
                return i
    return -1


_INCLUDE = re.compile(r'#\s*include\s*"([^"]+)"')
_DECL = re.compile(r"\bCUDASEM_CASE(_TABLE)?\s*\(")
_KIND = re.compile(r"\.kind\s*=\s*(?:::)?(?:cudasem::)?Kind::(\w+)")


def includes(path: Path, root: Path, seen: set[Path] | None = None) -> list[Path]:
    """The file and the headers it includes with quotes, transitively: beside the including file,
    else from the repository root, else from harness/include."""
    seen = set() if seen is None else seen
    path = path.resolve()
    if path in seen or not path.is_file():
        return []
    seen.add(path)
    out = [path]
    for inc in _INCLUDE.findall(path.read_text(errors="replace")):
        for base in (path.parent, root, root / "harness" / "include"):
            if (base / inc).is_file():
                out += includes(base / inc, root, seen)
                break
    return out


def table_rows(name: str, files: list[Path]) -> int:
    """The rows of the array `name` (`name[] = { {...}, {...} }`) defined in one of the files."""
    pattern = re.compile(r"\b" + re.escape(name) + r"\s*\[\s*\]\s*=\s*\{")
    for f in files:
        code = code_of(f.read_text(errors="replace"))
        m = pattern.search(code)
        if not m:
            continue
        end = closing(code, m.end() - 1, "{", "}")
        body = code[m.end() : end]
        rows, depth = 0, 0
        for ch in body:
            if ch == "{":
                rows += depth == 0
                depth += 1
            elif ch == "}":
                depth -= 1
        if end < 0 or rows == 0:
            break
        return rows
    raise ValueError(f"cannot count the rows of the table {name} (a `{name}[] = {{...}}` array of rows)")


@dataclass
class CaseCounts:
    kinds: Counter = field(default_factory=Counter)  # kind -> cases
    areas: Counter = field(default_factory=Counter)  # area -> cases
    table_files: int = 0
    table_rows: int = 0

    @property
    def total(self) -> int:
        return sum(self.kinds.values())


def count_cases(root: Path) -> CaseCounts:
    """The cases the build registers, from cases/<area>/**.cpp|.cu (cmake/CudasemCases.cmake's glob)."""
    cases = root / "cases"
    out = CaseCounts()
    for path in sorted(p for p in cases.rglob("*") if p.suffix in (".cpp", ".cu") and p.is_file()):
        area = path.relative_to(cases).parts[0]
        code = code_of(path.read_text(errors="replace"))
        for m in _DECL.finditer(code):
            end = closing(code, m.end() - 1)
            args = code[m.end() : end if end >= 0 else len(code)]
            kind = _KIND.search(args)
            n = 1
            if m.group(1):  # CUDASEM_CASE_TABLE(Suite, Name, rows, {...})
                parts = args.split(",", 3)
                if len(parts) < 3:
                    raise ValueError(f"{path}: CUDASEM_CASE_TABLE without its rows")
                rows = parts[2].strip().split("::")[-1]
                try:
                    n = table_rows(rows, includes(path, root))
                except ValueError as e:
                    raise ValueError(f"{path}: {e}") from None
                out.table_files += 1
                out.table_rows += n
            out.kinds[kind.group(1) if kind else "semantics"] += n
            out.areas[area] += n
    return out


def cases_text(c: CaseCounts) -> str:
    kinds = [k for k in KINDS if c.kinds[k]] + sorted(k for k in c.kinds if k not in KINDS and c.kinds[k])
    per_kind = ", ".join(f"{c.kinds[k]:,} {k}" for k in kinds)
    text = f"{c.total:,} cases in {len(c.areas)} areas ({per_kind})"
    if c.table_files:
        files = "file" if c.table_files == 1 else "files"
        text += f", {c.table_rows:,} of them the rows of {c.table_files} table {files}"
    return text


# ---------------------------------------------------------------------------------------------
# The generators: README block name -> its text.


def gen_cases(root: Path, include: Path) -> str:
    return cases_text(count_cases(root))


_COVERAGE = re.compile(r"^(\S+): (\d+) of (\d+) functions called by the cases$", re.M)


def coverage_text(counts: dict[str, tuple[int, int]]) -> str:
    rt, drv = counts["cuda_runtime_api.h"], counts["cuda.h"]
    return (
        f"the cases call {rt[0]:,} of the {rt[1]:,} functions of `cuda_runtime_api.h` and "
        f"{drv[0]:,} of the {drv[1]:,} of `cuda.h`"
    )


def gen_coverage(root: Path, include: Path) -> str:
    """`cudasem contract coverage` run as a command: the report layer does not import cudasem.build
    (python/tests/test_python_layout.py), so the build's numbers come through its command line."""
    if not (include / "cuda_runtime_api.h").is_file() or not (include / "cuda.h").is_file():
        raise Unavailable(f"no CUDA toolkit headers in {include} (give --include)")
    package = str(Path(__file__).resolve().parents[2])
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [package, os.environ.get("PYTHONPATH")])))
    cmd = [sys.executable, "-m", "cudasem", "contract", "coverage", "--cases", str(root / "cases")]
    done = subprocess.run([*cmd, "--include", str(include)], capture_output=True, text=True, env=env)
    counts = {h: (int(a), int(b)) for h, a, b in _COVERAGE.findall(done.stdout)}
    if done.returncode != 0 or not {"cuda_runtime_api.h", "cuda.h"} <= counts.keys():
        raise ValueError(f"cudasem contract coverage failed (exit {done.returncode}): {done.stderr.strip()[-300:]}")
    return coverage_text(counts)


_WALL = re.compile(r"(\d+) \+ (\d+) s\b")


def evidence_wall(root: Path, commit: str, gpu: str) -> str | None:
    """The build and run time, "<build> + <run> s", from a row of an evidence file naming the commit and the GPU."""
    for f in sorted((root / "bundles" / "evidence").rglob("*.txt")):
        for line in f.read_text(errors="replace").splitlines():
            words = line.split()
            if words and words[0] == commit and f" {gpu} " in line:
                m = _WALL.search(line)
                if m:
                    return f"{m.group(1)} + {m.group(2)} s"
    return None


def outcomes_table(rows: list[dict], wall: list[str | None]) -> str:
    """rows: {"gpu", "commit", "counts"}; the wall column only where every row has one."""
    shown = [Outcome.PASS, Outcome.XFAIL, Outcome.UNSUPPORTED, Outcome.FAIL, Outcome.XPASS]
    shown += [Outcome(o) for o in OUTCOMES if Outcome(o) not in shown and any(r["counts"][o] for r in rows)]
    heads = ["GPU", "suite", "cases", *(o.value for o in shown)]
    with_wall = bool(rows) and all(wall)
    if with_wall:
        heads.append("wall (build + run)")
    lines = ["| " + " | ".join(heads) + " |", "| " + " | ".join("---" for _ in heads) + " |"]
    for r, w in zip(rows, wall):
        cells = [r["gpu"], r["commit"], str(sum(r["counts"].values())), *(str(r["counts"][o.value]) for o in shown)]
        if with_wall:
            cells.append(w or "")
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def _top_level_runs(root: Path) -> list:
    try:
        return load_runs([root / "bundles"])
    except BundleError as e:
        raise ValueError(str(e)) from None


def gen_outcomes(root: Path, include: Path) -> str:
    rows, wall = [], []
    for r in _top_level_runs(root):
        gpu = (r.bundle["identity"].get("gpu") or {}).get("name") or "no GPU"
        commit = ((r.bundle.get("suite") or {}).get("commit") or "?")[:7]
        rows.append({"gpu": gpu, "commit": commit, "counts": Counter(c["outcome"] for c in r.bundle["cases"])})
        wall.append(evidence_wall(root, commit, gpu))
    return outcomes_table(rows, wall)


def gen_perf(root: Path, include: Path) -> str:
    return charts.markdown(charts.copy_rates_data(_top_level_runs(root))).rstrip("\n")


CLASSES = ("documents-disagree", "driver-differs", "undocumented-code")


def deviations_text(files: dict[str, str], exists: Callable[[str], bool] = lambda _: True) -> str:
    """files: name -> text; exists: whether a referenced bundle is in the repository."""
    classes: Counter = Counter()
    bundles: set[str] = set()
    for text in files.values():
        for _, e in expectation_files.entries(text):
            classes[e[5] if len(e) > 5 and e[5] else "none"] += 1
            bundles.update(expectation_files.BUNDLE_PATH.findall(e[4] if len(e) > 4 else ""))
    others = sorted(c for c in classes if c not in CLASSES and c != "none")
    per = [f"{classes[c]} {c}" for c in (*CLASSES, *others)] + [f"{classes['none']} without a class"]
    where = " in " + " and ".join(f"`expectations/{n}`" for n in sorted(files)) if len(files) > 1 else ""
    text = f"{sum(classes.values())} entries{where}: {', '.join(per)}; they reference {len(bundles)} distinct bundles"
    missing = [b for b in bundles if not exists(b)]
    return text + (f" ({len(missing)} of them not in the repository)" if missing else "")


def gen_deviations(root: Path, include: Path) -> str:
    files = {p.name: p.read_text(errors="replace") for p in sorted((root / "expectations").glob("*.txt"))}
    return deviations_text(files, lambda ref: (root / ref).is_file())


GENERATORS: dict[str, Callable[[Path, Path], str]] = {
    "cases": gen_cases,
    "coverage": gen_coverage,
    "outcomes": gen_outcomes,
    "perf": gen_perf,
    "deviations": gen_deviations,
}


# ---------------------------------------------------------------------------------------------
# The README's blocks.


def body_for(old_body: str, text: str) -> str:
    """A block spanning lines keeps blank lines around its text; an inline one is the text itself."""
    if old_body.startswith("\n"):
        return "\n\n" + text.strip("\n") + "\n\n"
    if "\n" in text:
        raise ValueError("a text of several lines needs a block whose marker ends its line")
    return text


def update(readme: str, texts: dict[str, str]) -> tuple[str, dict[str, list[str]]]:
    """The README with each block named in `texts` regenerated, and per block that changed the
    unified diff of its old and new text."""
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
                    f"README {name}",
                    "data",
                    lineterm="",
                    n=0,
                )
            )
        return f"<!-- generated: {name} -->{new}<!-- /generated: {name} -->"

    return BLOCK.sub(sub, readme), diffs


def structure_problems(readme: str) -> list[str]:
    """Unknown, unclosed or absent blocks."""
    closed = [m.group("name") for m in BLOCK.finditer(readme)]
    problems = [
        f"block {n!r}: no generator of that name ({', '.join(GENERATORS)})" for n in closed if n not in GENERATORS
    ]
    problems += [
        f"block {n!r}: no closing `<!-- /generated: {n} -->`"
        for n in START.findall(readme)
        if START.findall(readme).count(n) != closed.count(n)
    ]
    problems += [f"block {n!r}: not in {README}" for n in GENERATORS if n not in closed]
    return sorted(set(problems))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="cudasem readme", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    mode = p.add_mutually_exclusive_group(required=True)
    mode.add_argument("--check", action="store_true", help="exit 1 naming each block that differs from the data")
    mode.add_argument("--write", action="store_true", help="rewrite the generated blocks of README.md")
    p.add_argument("--root", type=Path, default=Path("."), help="the repository (default: the current folder)")
    p.add_argument(
        "--include",
        type=Path,
        default=Path(os.environ.get("CUDASEM_CUDA_INCLUDE") or DEFAULT_INCLUDE),
        help="the toolkit's include folder, for `coverage` (default: $CUDASEM_CUDA_INCLUDE or /usr/local/cuda/include)",
    )
    args = p.parse_args(argv)
    path = args.root / README
    if not path.is_file():
        print(f"cudasem readme: {path}: no such file", file=sys.stderr)
        return 2
    readme = path.read_text()
    problems = structure_problems(readme)
    texts: dict[str, str] = {}
    for name, gen in GENERATORS.items():
        try:
            texts[name] = gen(args.root, args.include)
        except Unavailable as e:
            print(f"cudasem readme: block {name!r} left as it is: {e}", file=sys.stderr)
        except (ValueError, OSError) as e:
            problems.append(f"block {name!r}: cannot generate: {e}")
    try:
        new, diffs = update(readme, texts)
    except ValueError as e:
        problems.append(str(e))
        new, diffs = readme, {}
    for problem in problems:
        print(f"cudasem readme: {path}: {problem}")
    if args.write:
        if new != readme:
            path.write_text(new)
        for name in diffs:
            print(f"cudasem readme: rewrote block {name!r}")
        return 1 if problems else 0
    for name, lines in diffs.items():
        print(f"cudasem readme: {path}: block {name!r} differs from the data (run `cudasem readme --write`):")
        shown = [ln for ln in lines if not ln.startswith("@@")]
        print("\n".join(shown[:40] + ([f"... ({len(shown) - 40} more lines)"] if len(shown) > 40 else [])))
    return 1 if problems or diffs else 0


if __name__ == "__main__":
    sys.exit(main())
