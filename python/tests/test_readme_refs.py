"""The README and docs/*.md name only what exists (issue 46 item 4): every case id, repository path,
`cudasem <command>` and `ci/run <job>` they name exists, every link and anchor resolves, and the
README states no number by hand: outside its generated blocks (`cudasem readme`) and its code, a
digit is one of a few fixed facts listed below. The README stays short, and docs/README.md
indexes every page of docs/."""

from __future__ import annotations

import functools
import re
from pathlib import Path

from cudasem import cli
from cudasem.model import listing
from cudasem.report import readme

ROOT = Path(__file__).resolve().parents[2]
README_LINES = 200  # the limit for the README's top-level file

# Digits the README may state by hand: fixed facts of the interface, not measurements or counts.
FIXED_FACTS = [
    r"Debian 12",  # a supported distribution: the one whose CMake (3.25) and packages setup relies on
    r"Ubuntu 24\.04",  # the other supported distribution
    r"x86-64",  # the architecture's name
    r"toolkit 12\.8",  # the oldest CUDA toolkit the harness builds with (ci/run's check_toolchain)
    r"CMake 3\.25",  # the oldest CMake ci/run accepts (check_toolchain)
]

# Paths that a command writes, not repository files: build trees, environments, report sites, the
# runtime releases `cudasem runtime fetch` unpacks (.carry, ignored by git).
OUTPUT_ROOTS = {"build", ".venv", "site", "ci-out", "public", "out", ".carry"}
# Where a path may be relative to: the repository, and the harness's include folder (a header
# named as the code includes it, `cudasem/check.h`).
PATH_ROOTS = ("", "harness/include")

FENCE = re.compile(r"^(```|~~~).*?^\1[ \t]*$", re.M | re.S)
INLINE = re.compile(r"`([^`]+)`")
LINK = re.compile(r"\]\(([^)\s]+)\)")
CASE_ID = re.compile(r"(?<![\w./-])([a-z][a-z0-9_]*(?:\.[a-z0-9_]+){2,})(?![\w-])")
SUBCOMMAND = re.compile(r"(?:^|[\s`(/])cudasem[ \t]+([a-z][\w-]*)")
JOB = re.compile(r"(?:^|[\s`(])ci/run[ \t]+([a-z][\w-]*)")
HEADING = re.compile(r"^#{1,6}[ \t]+(.+?)[ \t]*#*$", re.M)


@functools.cache
def known_ids() -> frozenset[str]:
    """The ids of every case the build lists (<build>/cases.json); a clear failure without a build."""
    try:
        return frozenset(c["id"] for c in listing.load(listing.default_path(ROOT)))
    except listing.ListingError as e:
        raise AssertionError(f"this test reads the build's case listing: {e}") from None


@functools.cache
def areas() -> frozenset[str]:
    return frozenset(p.name for p in (ROOT / "cases").iterdir() if p.is_dir())


@functools.cache
def jobs() -> frozenset[str]:
    """The jobs of ci/run: the patterns of its last top-level `case ... in` statement."""
    text = (ROOT / "ci" / "run").read_text()
    start = [m.end() for m in re.finditer(r"^case .* in$", text, re.M)][-1]
    body = text[start : text.index("\nesac", start)]
    return frozenset(p for m in re.finditer(r"^  ([\w|-]+)\)", body, re.M) for p in m.group(1).split("|"))


def code_of(text: str) -> tuple[list[str], str]:
    """The code of a markdown text (fenced and indented blocks, a line each; inline spans) and the
    prose without it."""
    code: list[str] = []

    def fenced(m: re.Match) -> str:
        code.extend(m.group(0).splitlines()[1:-1])
        return "\n" * m.group(0).count("\n")

    text = FENCE.sub(fenced, text)
    lines = text.split("\n")
    prose: list[str] = []
    in_block = False
    for i, line in enumerate(lines):
        starts = line.startswith("    ") and (in_block or i == 0 or not lines[i - 1].strip())
        in_block = starts or (in_block and line.startswith("    "))
        if in_block:
            code.append(line)
            prose.append("")
        else:
            prose.append(line)
    rest = "\n".join(prose)
    code += INLINE.findall(rest)
    return code, rest


def slug(heading: str) -> str:
    """GitHub's anchor of a heading."""
    text = re.sub(r"[`*_]|\[([^\]]*)\]\([^)]*\)", lambda m: m.group(1) or "", heading).strip().lower()
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(path: Path) -> set[str]:
    return {slug(h) for h in HEADING.findall(FENCE.sub("", path.read_text()))}


def path_of(token: str) -> str | None:
    """The repository path a code token names, or None when it names none (a placeholder, an
    absolute or output path, a URL, a page of the report's site)."""
    token = token.lstrip("'\"(").rstrip("'\",;:.)\\")
    if "=" in token:
        token = token.rsplit("=", 1)[1]
    token = token.split("#")[0].split("?")[0].lstrip("'\"(").rstrip("'\",;:)")
    if "/" not in token or token.startswith(("/", "~", "-", "$")) or "://" in token:
        return None
    if any(c in token for c in "<>${}[]|…") or "..." in token or re.fullmatch(r"[A-Z0-9_./-]+", token):
        return None  # a placeholder: <id>, BUNDLE, I/N; an alternative a|b
    first = token.split("/")[0]
    if ":" in first:
        return None  # a colon-separated step or part (ci/lent-machine's full:0/3:96), no file name
    if first in OUTPUT_ROOTS or re.fullmatch(r"[A-Z]\w*\.[A-Z]\w*", first):
        return None  # written by a command; a GoogleTest name (Suite.Name/row)
    if token.endswith(".html") and not (ROOT / first).is_dir():
        return None  # a page of the report's site (api/index.html) or of NVIDIA's reference
    return token


def exists(path: str) -> bool:
    for base in (ROOT / b for b in PATH_ROOTS):
        if any(base.glob(path.rstrip("/"))) if "*" in path else (base / path).exists():
            return True
    return False


def problems(text: str, where: Path) -> list[str]:
    """What `text`, the file `where` of the repository, names that does not exist; for the README
    also each number typed by hand."""
    out: list[str] = []
    name = str(where.relative_to(ROOT)) if where.is_relative_to(ROOT) else str(where)
    code, prose = code_of(text)
    for m in CASE_ID.finditer(text):
        cid = m.group(1)
        if cid.split(".")[0] in areas() and cid not in known_ids():
            out.append(f"{name}: names the case id `{cid}`, which no case binary lists")
    for token in (t for span in code for t in span.split()):
        path = path_of(token)
        if path and not exists(path):
            out.append(f"{name}: names the path `{path}`, which is not in the repository")
    for span in code:
        for sub in SUBCOMMAND.findall(span):
            if sub not in cli.COMMANDS:
                out.append(f"{name}: names `cudasem {sub}`, which is no subcommand of python/cudasem/cli.py")
        for job in JOB.findall(span):
            if job not in jobs():
                out.append(f"{name}: names `ci/run {job}`, which is no job of ci/run")
    for target in LINK.findall(prose):
        if target.startswith(("http:", "https:", "mailto:")):
            continue
        file, _, anchor = target.partition("#")
        dest = (where.parent / file).resolve() if file else where
        if not dest.exists():
            out.append(f"{name}: links to `{target}`, which does not exist")
        elif anchor and dest.suffix == ".md" and anchor not in anchors(dest):
            out.append(f"{name}: links to `{target}`, which has no heading of that anchor")
    if where.name == "README.md" and where.parent == ROOT:
        out += [f"{name}: {p}" for p in typed_numbers(text)]
    return out


def typed_numbers(text: str) -> list[str]:
    """Each digit of the README outside its generated blocks, its code, its links and the fixed facts."""
    text = readme.BLOCK.sub(lambda m: "\n" * m.group(0).count("\n"), text)
    text = re.sub(r"<!--.*?-->", "", text, flags=re.S)
    code, prose = code_of(text)
    prose = INLINE.sub(lambda m: m.group(0) if not re.search(r"[A-Za-z]", m.group(1)) else "``", prose)
    prose = re.sub(r"\]\([^)]*\)", "]()", prose)
    for fact in FIXED_FACTS:
        prose = re.sub(fact, "", prose)
    out = []
    for n, line in enumerate(prose.splitlines(), 1):
        for m in re.finditer(r"[\w.,]*\d[\w.,%]*", line):
            out.append(
                f"line {n}: the number `{m.group(0)}` is typed by hand (generate it: a block of "
                "`cudasem readme`, or add a fixed fact to FIXED_FACTS with why)"
            )
    return out


# ---------------------------------------------------------------------------------------------
# The repository's pages.


def test_readme_and_docs_name_only_what_exists():
    found = [p for doc in readme.documents(ROOT) for p in problems(doc.read_text(), doc)]
    assert not found, "\n".join(found)


def test_the_readme_is_short():
    n = len((ROOT / "README.md").read_text().splitlines())
    assert n <= README_LINES, f"README.md has {n} lines; at most {README_LINES}: move the detail into docs/"


def test_docs_readme_indexes_every_page():
    index = (ROOT / "docs" / "README.md").read_text()
    linked = {t.partition("#")[0] for t in LINK.findall(index)}
    missing = [p.name for p in sorted((ROOT / "docs").glob("*.md")) if p.name != "README.md" and p.name not in linked]
    assert not missing, f"docs/README.md does not link {missing}"


def test_the_command_table_lists_every_subcommand():
    table = (ROOT / "docs" / "commands.md").read_text()
    listed = {sub for span in INLINE.findall(table) for sub in SUBCOMMAND.findall(span)}
    listed |= {w for span in INLINE.findall(table) for w in re.findall(r"[\w-]+", span) if w in cli.COMMANDS}
    assert set(cli.COMMANDS) <= listed, f"docs/commands.md lacks {sorted(set(cli.COMMANDS) - listed)}"


def test_the_readme_example_ids_are_real_cases():
    ids = {m.group(1) for m in CASE_ID.finditer((ROOT / "README.md").read_text())}
    ids = {i for i in ids if i.split(".")[0] in areas()}
    assert ids and ids <= known_ids()


# ---------------------------------------------------------------------------------------------
# Planted mistakes: each fails, named.


def _readme_problems(text: str) -> list[str]:
    return problems(text, ROOT / "README.md")


def test_a_case_id_that_does_not_exist_is_named():
    found = _readme_problems("Run `ctest -R '^streams.nosuch.never_declared$'` to see it.\n")
    assert found == ["README.md: names the case id `streams.nosuch.never_declared`, which no case binary lists"]
    assert _readme_problems("Run `default_stream.legacy.waits_for_blocking_stream` alone.\n") == []
    table_row = sorted(i for i in known_ids() if i.startswith("entrypoints.driver.resolves_at_introducing_version."))
    assert table_row and _readme_problems(f"A table row: `{table_row[0]}`.\n") == []


def test_a_path_that_does_not_exist_is_named():
    found = _readme_problems("The scale test is `tests/test_report_scale.py`.\n")
    assert found == ["README.md: names the path `tests/test_report_scale.py`, which is not in the repository"]
    ok = "See `python/tests/test_readme_refs.py`, `bundles/history/raw/`, `build/default/x`, `<id>.log`, `I/N`, `full:0/3:96`.\n"
    assert _readme_problems(ok) == []
    assert _readme_problems("Its log is `ci/no-such-script:12`.\n") == [
        "README.md: names the path `ci/no-such-script:12`, which is not in the repository"
    ]


def test_a_subcommand_or_job_that_does_not_exist_is_named():
    # the command in two parts, so that this file names no missing command (test_no_stale_names.py)
    found = _readme_problems("    bin/cudasem " + "frobnicate BUNDLE\n\nThen `ci/run deploy`.\n")
    assert found == [
        "README.md: names `cudasem frobnicate`, which is no subcommand of python/cudasem/cli.py",
        "README.md: names `ci/run deploy`, which is no job of ci/run",
    ]
    assert _readme_problems("Then `cudasem ledger show LEDGER` and `ci/run test`.\n") == []


def test_a_number_typed_in_the_readme_is_named():
    found = _readme_problems("The suite has 3,224 cases.\n")
    assert len(found) == 1 and "`3,224`" in found[0] and "line 1" in found[0]
    assert _readme_problems("The suite has `3224` cases.\n") != []  # a number in backticks is still a number
    generated = "The suite has <!-- generated: cases -->3,224 cases<!-- /generated: cases -->; CMake 3.25.\n"
    assert _readme_problems(generated) == []
    assert _readme_problems("    ctest -j8 --repeat until-fail:10\n") == []  # a command


def test_a_broken_link_or_anchor_is_named():
    found = _readme_problems("See [the index](docs/nosuch.md) and [run modes](docs/run-modes.md#no-such-heading).\n")
    assert found == [
        "README.md: links to `docs/nosuch.md`, which does not exist",
        "README.md: links to `docs/run-modes.md#no-such-heading`, which has no heading of that anchor",
    ]
    assert _readme_problems("See [settings](docs/run-modes.md#settings).\n") == []
