"""The case sources as the README's `cases` block counts them: C++ code without comments and
literals, the declarations' arguments, the rows of a CUDASEM_CASE_TABLE's table; and the case ids
the build derives from the paths (cases/<area>/<group>/<name>.cpp|.cu is `<area>.<group>.<name>`).

Parsed here with no compiler and no build: the build's own registration (cmake/CudasemCases.cmake,
harness/include/cudasem/case.h) is the reference, and python/tests/test_readme_numbers.py checks
the counts on small fixtures.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

KINDS = ("semantics", "characterization", "perf", "calibration")  # harness/include/cudasem/case.h, Kind

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
# Case ids, as the build registers them (harness/include/cudasem/case.h): a case file's id is its
# path; a CUDASEM_CASE_TABLE file's cases are `<path id>.<row key in lowercase>`, the key being the
# first string of each row.

_STRING = re.compile(r'"((?:[^"\\\n]|\\.)*)"')


def table_keys(name: str, files: list[Path]) -> list[str]:
    """The keys (the first string of each row) of the array `name` defined in one of the files."""
    pattern = re.compile(r"\b" + re.escape(name) + r"\s*\[\s*\]\s*=\s*\{")
    for f in files:
        text = f.read_text(errors="replace")
        m = pattern.search(text) if pattern.search(code_of(text)) else None
        if not m:
            continue
        keys: list[str] = []
        i, n, depth, keyed = m.end(), len(text), 1, False
        while i < n and depth:
            two = text[i : i + 2]
            if two in ("//", "/*"):
                j = text.find("\n" if two == "//" else "*/", i + 2)
                i = n if j < 0 else j + (0 if two == "//" else 2)
            elif text[i] == '"':
                s = _STRING.match(text, i)
                if s and depth == 2 and not keyed:
                    keys.append(s.group(1))
                    keyed = True
                i = s.end() if s else i + 1
            else:
                if text[i] == "{":
                    depth += 1
                    keyed = keyed and depth > 2  # a new row at depth 2
                elif text[i] == "}":
                    depth -= 1
                i += 1
        return keys
    raise ValueError(f"cannot read the rows of the table {name} (a `{name}[] = {{...}}` array of rows)")


def case_ids(root: Path) -> set[str]:
    """Every case id the build registers from cases/<area>/<group>/<name>.cpp|.cu."""
    cases = root / "cases"
    out: set[str] = set()
    for path in sorted(p for p in cases.rglob("*") if p.suffix in (".cpp", ".cu") and p.is_file()):
        path_id = ".".join(path.relative_to(cases).with_suffix("").parts)
        code = code_of(path.read_text(errors="replace"))
        tables = [m for m in _DECL.finditer(code) if m.group(1)]
        if not tables:
            out.add(path_id)
        for m in tables:
            parts = code[m.end() : closing(code, m.end() - 1)].split(",", 3)
            rows = parts[2].strip().split("::")[-1] if len(parts) >= 3 else ""
            out.update(f"{path_id}.{key.lower()}" for key in table_keys(rows, includes(path, root)))
    return out
