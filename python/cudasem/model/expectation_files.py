"""The expectation files' entries as the Python tools read them (expectations/README.md). The
harness's C++ parser (harness/src/expectations.cpp) is the one that judges runs and checks the
grammar (`cudasem-expectations lint`); this reader splits files the same way, so that both see the
same entries with the same fields:

- the files: every `*.txt` of the folder, in name order; a name that ends in `.txt` in another
  letter case (`A.TXT`) is an error, not a file nobody reads;
- the text: UTF-8 (an undecodable byte reads as U+FFFD); a byte-order mark at the start is an error;
  CR LF and a lone CR end a line as LF does, and nothing else does (no \\v, \\f or U+2028);
- an entry: a line that, trimmed of spaces, tabs and CRs, is neither empty nor starts with `#`;
  its fields are split on every `|` and trimmed the same way, 5 to 7 of them.

harness/tests/expectation_syntax.json holds the inputs both readers are tested on
(test_expectation_syntax.py, harness/tests/expectations_test.cpp); `cudasem-expectations list
--json DIR` prints the harness's own reading."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

# A reference to a committed bundle (field 5): bundles/<...>.json or .json.gz.
BUNDLE_PATH = re.compile(r"\bbundles/\S+?\.json(?:\.gz)?\b")
BLANKS = " \t\r"  # what the harness trims (expectations.cpp, trim)
BOM = "\ufeff"


class ExpectationSyntaxError(ValueError):
    """An expectation file the harness would reject for the same reason; the message names the
    file (when known) and the line."""


def _where(file: str | os.PathLike | None, line: int) -> str:
    return f"{file}:{line}" if file is not None else f"line {line}"


def lines(text: str) -> list[str]:
    """The text's lines as the harness splits them: CR LF and lone CR read as LF."""
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


def split_fields(line: str) -> list[str]:
    return [f.strip(BLANKS) for f in line.split("|")]


def entries(text: str, file: str | os.PathLike | None = None) -> list[tuple[int, list[str]]]:
    """(line number, trimmed fields) of each entry of one file's text. ExpectationSyntaxError for a
    byte-order mark or a line that is not 5 to 7 fields."""
    if text.startswith(BOM):
        raise ExpectationSyntaxError(
            f"{_where(file, 1)}: the file starts with a UTF-8 byte-order mark (save it without one)"
        )
    out = []
    for n, raw in enumerate(lines(text), 1):
        line = raw.strip(BLANKS)
        if not line or line.startswith("#"):
            continue
        fields = split_fields(line)
        if not 5 <= len(fields) <= 7:
            raise ExpectationSyntaxError(
                f"{_where(file, n)}: expected 5 to 7 fields separated by '|' (case | outcome | conditions | "
                f"reason | reference [| class [| expects]]), found {len(fields)}"
            )
        out.append((n, fields))
    return out


def read_text(path: Path) -> str:
    return path.read_bytes().decode("utf-8", errors="replace")


def files(folder: Path) -> list[Path]:
    """The expectation files of a folder, in name order, as the harness picks them."""
    out = []
    for p in folder.iterdir():
        if p.suffix.lower() == ".txt" and p.suffix != ".txt":
            raise ExpectationSyntaxError(
                f"{p}: an expectation file's name ends in '.txt' (lower case); '{p.suffix}' is never read"
            )
        if p.suffix == ".txt" and p.is_file():
            out.append(p)
    return sorted(out)


def folder_entries(folder: Path) -> list[tuple[Path, int, list[str]]]:
    """(file, line, fields) of every entry of the folder's files."""
    return [(path, n, fields) for path in files(folder) for n, fields in entries(read_text(path), path)]


def glob_match(pattern: str, text: str) -> bool:
    """The harness's glob (glob_match) on UTF-8 bytes: `*` any run of bytes, `?` one byte; nothing
    else is special ([ab] is three characters, unlike fnmatch)."""
    rx = b"".join(b".*" if c == b"*" else b"." if c == b"?" else re.escape(c) for c in _bytes(pattern))
    return re.fullmatch(rx, text.encode("utf-8", "surrogateescape"), re.S) is not None


def _bytes(text: str) -> list[bytes]:
    data = text.encode("utf-8", "surrogateescape")
    return [data[i : i + 1] for i in range(len(data))]


def clauses(expects: str) -> list[str]:
    """The clauses of an expects field (field 7) as the harness splits them: on ' ; ', trimmed."""
    return [c.strip(BLANKS) for c in expects.split(" ; ")] if expects else []


# ---------------------------------------------------------------------------------------------
# The harness's checker, cudasem-expectations


def find_tool(root: Path | None = None) -> tuple[str | None, str]:
    """The cudasem-expectations program: CUDASEM_EXPECTATIONS_TOOL, else on PATH, else in a build
    folder (build/default, build) of `root` or the current folder. (path, "") or (None, why not)."""
    given = os.environ.get("CUDASEM_EXPECTATIONS_TOOL", "")
    if given:
        found = shutil.which(given) if os.sep not in given else (given if os.path.isfile(given) else None)
        if not found:
            return None, f"CUDASEM_EXPECTATIONS_TOOL={given}: no such program (or not executable)"
        if not os.access(found, os.X_OK):
            return None, f"CUDASEM_EXPECTATIONS_TOOL={given}: not executable"
        return found, ""
    on_path = shutil.which("cudasem-expectations")
    if on_path:
        return on_path, ""
    for build in ("build/default", "build"):
        candidate = Path(root or ".") / build / "harness" / "cudasem-expectations"
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return str(candidate), ""
    return None, (
        "cudasem-expectations not found (build the suite: cmake --build --preset default; "
        "or set CUDASEM_EXPECTATIONS_TOOL)"
    )


def run_tool(argv: list[str], prog: str = "cudasem expectations") -> int:
    """Runs cudasem-expectations with argv; its exit status, or 2 with one line when it cannot run."""
    tool, why = find_tool()
    if tool is None:
        print(f"{prog}: {why}", file=sys.stderr)
        return 2
    try:
        return subprocess.call([tool, *argv])
    except OSError as e:
        print(f"{prog}: {tool}: cannot run ({e.strerror or e})", file=sys.stderr)
        return 2
