"""The expectation files (expectations/README.md) as the harness reads them. Python has no reader
and no matcher of its own: the harness's tool, cudasem-expectations (harness/tools/
expectations_check.cpp, on the one parser harness/src/expectations.cpp that every case process
runs), answers

- `list --json DIR`: every entry with its fields as they apply (a block header's conditions and
  reference included), its file and line, its block and the fields as written on its line;
- `match --json DIR`: for a case id and a record's observations and message (and, if given, the
  facts of a GPU and driver), every entry that names the case and whether the failure is the one
  it expects.

The tool is CUDASEM_EXPECTATIONS_TOOL, else `cudasem-expectations` on PATH, else the build of a
repository (build/default, build): of the root given, of the repository this package is in, or
of the current folder. Without it, ExpectationsToolError says which tool is missing and the
command that builds it: never a fallback, never "no expectations"."""

from __future__ import annotations

import functools
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

# A reference to a committed bundle (field 5, or a block header's): bundles/<...>.json or .json.gz.
BUNDLE_PATH = re.compile(r"\bbundles/\S+?\.json(?:\.gz)?\b")
BLANKS = " \t\r"  # what the harness trims around a field (expectations.cpp, trim)
TOOL = "cudasem-expectations"
GRAMMAR = 2  # the grammar this package's callers expect (block headers; match --json)
BUILD = "cmake --preset default && cmake --build build/default --target cudasem-expectations"
REPOSITORY = Path(__file__).resolve().parents[3]


class ExpectationsToolError(RuntimeError):
    """The harness's tool cannot answer: missing, too old, or it cannot run. One line naming it."""


class ExpectationSyntaxError(ValueError):
    """An expectation file the harness rejects: the tool's message, naming the file and line."""


def find_tool(root: Path | None = None) -> tuple[str | None, str]:
    """The cudasem-expectations program: (path, "") or (None, why not, with how to build it)."""
    given = os.environ.get("CUDASEM_EXPECTATIONS_TOOL", "")
    if given:
        found = shutil.which(given) if os.sep not in given else (given if os.path.isfile(given) else None)
        if not found:
            return None, f"CUDASEM_EXPECTATIONS_TOOL={given}: no such program (or not executable)"
        if not os.access(found, os.X_OK):
            return None, f"CUDASEM_EXPECTATIONS_TOOL={given}: not executable"
        return found, ""
    on_path = shutil.which(TOOL)
    if on_path:
        return on_path, ""
    looked = []
    for base in dict.fromkeys(Path(p).resolve() for p in (root or ".", REPOSITORY, ".")):
        for build in ("build/default", "build"):
            candidate = base / build / "harness" / TOOL
            looked.append(str(candidate))
            if candidate.is_file() and os.access(candidate, os.X_OK):
                return str(candidate), ""
    return None, (
        f"{TOOL}, the harness's reader of the expectation files, is not built (looked at "
        f"CUDASEM_EXPECTATIONS_TOOL, PATH, {', '.join(looked)}); build it: {BUILD}"
    )


@functools.cache
def _checked(tool: str) -> str:
    """The tool, once its grammar is known to be this package's."""
    try:
        done = subprocess.run([tool, "--version"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.SubprocessError) as e:
        raise ExpectationsToolError(f"{tool}: cannot run ({getattr(e, 'strerror', None) or e})") from None
    if done.returncode != 0 or done.stdout.strip() != f"{TOOL} grammar {GRAMMAR}":
        raise ExpectationsToolError(
            f"{tool} is a build from before grammar {GRAMMAR} (block headers, match --json); rebuild it: {BUILD}"
        )
    return tool


def tool(root: Path | None = None) -> str:
    """The checked tool's path, or ExpectationsToolError."""
    found, why = find_tool(root)
    if found is None:
        raise ExpectationsToolError(why)
    return _checked(found)


def _run(argv: list[str], root: Path | None, stdin: str | None = None) -> str:
    prog = tool(root)
    try:
        done = subprocess.run([prog, *argv], input=stdin, capture_output=True, encoding="utf-8", errors="replace")
    except OSError as e:
        raise ExpectationsToolError(f"{prog}: cannot run ({e.strerror or e})") from None
    if done.returncode != 0:
        lines = done.stderr.strip().splitlines() or [f"exit status {done.returncode}"]
        message = lines[-1].removeprefix(f"{TOOL}: ")
        if not message.startswith(("stdin:", "usage:")):  # a file or folder the harness rejects
            raise ExpectationSyntaxError(message)
        raise ExpectationsToolError(f"{prog} {' '.join(argv[:2])}: {message}")
    return done.stdout


def read(folder: Path, root: Path | None = None) -> list[dict]:
    """Every entry of the folder's *.txt files as the harness reads them (`list --json`):
    file, line, pattern, outcome, conditions_text, conditions, reason, reference, class, expects,
    expected_observations, expected_messages, any_failure, block ({line, conditions_text, reference}
    or None) and written ({conditions, reference}: the entry's own fields as written).
    ExpectationSyntaxError naming the file and line for a folder the harness rejects."""
    if not Path(folder).is_dir():
        raise ExpectationSyntaxError(f"{folder}: no such folder")
    return json.loads(_run(["list", "--json", str(folder)], root))


def match(folder: Path, queries: Iterable[dict], root: Path | None = None) -> list[dict]:
    """The harness's answer to each query ({"case", "observations", "message", "facts"}), in order
    (`match --json`): {"case", "entries": [{"source", "outcome", "mismatch", "conditions_hold"}],
    "applies"}. An observation is {"name", "value"} as a record writes it."""
    lines = "".join(json.dumps(q, ensure_ascii=False, separators=(",", ":")) + "\n" for q in queries)
    if not lines:
        return []
    if not Path(folder).is_dir():
        raise ExpectationSyntaxError(f"{folder}: no such folder")
    return [json.loads(line) for line in _run(["match", "--json", str(folder)], root, lines).splitlines()]


def source(entry: dict) -> str:
    """An entry's "file:line", as match --json names it."""
    return f"{entry['file']}:{entry['line']}"


def run_tool(argv: list[str], prog: str = "cudasem expectations") -> int:
    """Runs cudasem-expectations with argv; its exit status, or 2 with one line when it cannot run."""
    found, why = find_tool()
    if found is None:
        print(f"{prog}: {why}", file=sys.stderr)
        return 2
    try:
        return subprocess.call([found, *argv])
    except OSError as e:
        print(f"{prog}: {found}: cannot run ({e.strerror or e})", file=sys.stderr)
        return 2
