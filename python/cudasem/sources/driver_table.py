"""The harness's driver function table (`CUDASEM_DRIVER_FUNCTIONS`), generated from the toolkit's cuda.h.

    python -m cudasem.sources.driver_table --include /usr/local/cuda/include --out DIR/cudasem/driver_functions.h

harness/CMakeLists.txt runs it at build time; harness/include/cudasem/driver.h includes the result.
A driver API case may call any function of the table (`cudasem::driver().cuXxx(...)`): a function
the suite never called before needs no edit of the harness.

The table holds every driver API function that cuda.h declares (`CUresult CUDAAPI cuXxx(...)`), under
the name it declares it, outside the `__CUDA_API_VERSION_INTERNAL` block (the older ABI versions) and
the per-thread default stream branches. The harness declares each member as `decltype(&::cuXxx)` and
loads it with dlsym of `cuXxx` as cuda.h's macros expand it: the same ABI version a direct call of
`cuXxx` compiled against that cuda.h would call (cuCtxCreate -> cuCtxCreate_v4, cuMemAlloc ->
cuMemAlloc_v2, cuGraphInstantiate -> cuGraphInstantiateWithFlags). The comment after an entry names
that symbol when it differs. Two declared names that expand to one symbol would be one member: the
first (sorted) is kept. Functions cuda.h marks `__CUDA_DEPRECATED` are `D(...)` entries (driver.h
marks those members deprecated, so that a call warns as a direct call would).

cudaTypedefs.h (python/cudasem/sources/entrypoints.py) names the same functions by their PFN
typedefs; python/tests/test_driver_table.py checks that every one of them is reachable through the
table. The header is written only when its text changes (the build then recompiles nothing).
"""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from ..model.files import write_atomic

# A branch that only the toolkit's own build (__CUDA_API_VERSION_INTERNAL) or a per-thread default
# stream build takes; the suite compiles with neither.
_SKIPPED_MACROS = (
    r"(?:__CUDA_API_VERSION_INTERNAL|__CUDA_API_PER_THREAD_DEFAULT_STREAM|CUDA_API_PER_THREAD_DEFAULT_STREAM)"
)
_POSITIVE = re.compile(r"(?<![!\w])\s*defined\s*\(?\s*" + _SKIPPED_MACROS + r"\b")
_NEGATED = re.compile(r"!\s*defined\s*\(?\s*" + _SKIPPED_MACROS + r"\b")
_DIRECTIVE = re.compile(r"^\s*#\s*(if|ifdef|ifndef|elif|else|endif)\b(.*)$")
_DECLARATION = re.compile(r"(__CUDA_DEPRECATED\s+)?\bCUresult\s+CUDAAPI\s+(cu[A-Za-z0-9_]+)\s*\(")
_DEFINE = re.compile(
    r"^\s*#\s*define\s+(cu[A-Za-z0-9_]+)\s+(?:__CUDA_API_PT(?:DS|SZ)\(\s*(cu[A-Za-z0-9_]+)\s*\)|(cu[A-Za-z0-9_]+))\s*$"
)
_COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)


@dataclass(frozen=True)
class Function:
    name: str  # as cuda.h declares it (the member name cases write)
    symbol: str  # as cuda.h's macros expand it (the symbol dlsym loads)
    deprecated: bool


def _skipped(directive: str, condition: str) -> bool:
    """Whether the branch this #if / #ifdef / #elif opens is one the suite's compilation never takes."""
    if directive == "ifdef":
        return re.fullmatch(r"\s*" + _SKIPPED_MACROS + r"\s*", condition) is not None
    if directive == "ifndef":
        return False
    return bool(_POSITIVE.search(condition)) and not _NEGATED.search(condition)


def active_text(text: str) -> str:
    """cuda.h without comments and without the branches the suite's compilation never takes."""
    text = _COMMENT.sub(lambda m: "\n" * m.group(0).count("\n"), text)
    out: list[str] = []
    stack: list[bool] = []  # per open #if: whether the current branch is skipped
    for line in text.splitlines():
        m = _DIRECTIVE.match(line)
        if not m:
            if not any(stack):
                out.append(line)
            continue
        directive, condition = m.groups()
        if directive in ("if", "ifdef", "ifndef"):
            stack.append(_skipped(directive, condition))
        elif not stack:
            raise ValueError(f"unbalanced #{directive} in cuda.h")
        elif directive == "elif":
            stack[-1] = _skipped(directive, condition)
        elif directive == "else":
            stack[-1] = False
        else:
            stack.pop()
        if not any(stack):
            out.append(line)
    return "\n".join(out)


def functions(cuda_h: str) -> list[Function]:
    """The driver API functions cuda.h declares, sorted by name, one per symbol."""
    text = active_text(cuda_h)
    macros: dict[str, str] = {}
    for line in text.splitlines():
        m = _DEFINE.match(line)
        if m:
            macros[m.group(1)] = m.group(2) or m.group(3)

    def expand(name: str) -> str:
        seen = {name}
        while name in macros and macros[name] not in seen:
            name = macros[name]
            seen.add(name)
        return name

    declared: dict[str, bool] = {}
    for m in _DECLARATION.finditer(text):
        declared[m.group(2)] = declared.get(m.group(2), False) or bool(m.group(1))
    out: list[Function] = []
    symbols: set[str] = set()
    for name in sorted(declared):
        symbol = expand(name)
        if symbol in symbols:
            continue
        symbols.add(symbol)
        out.append(Function(name, symbol, declared[name]))
    return out


def cuda_version(cuda_h: str) -> int:
    m = re.search(r"#define\s+CUDA_VERSION\s+([0-9]+)", cuda_h)
    return int(m.group(1)) if m else 0


def render(table: list[Function], version: int) -> str:
    def entry(f: Function) -> str:
        text = f"{'D' if f.deprecated else 'X'}({f.name})"
        return text + (f" /* {f.symbol} */" if f.symbol != f.name else "")

    entries = [entry(f) for f in table]
    width = max([len(e) for e in entries] + [40]) + 1

    lines = [
        "// SPDX-License-Identifier: Apache-2.0",
        "// Generated at build time by python/cudasem/sources/driver_table.py from the toolkit's cuda.h; do not",
        "// edit. Every driver API function cuda.h declares, by the name it declares; the comment names the",
        "// symbol cuda.h's macros map that name to (the ABI version loaded and called). D: deprecated in cuda.h.",
        "#pragma once",
        "",
        "#include <cuda.h>",
        "",
        f"#if CUDA_VERSION != {version}",
        f'#error "cudasem/driver_functions.h was generated from the cuda.h of CUDA_VERSION {version}: rebuild"',
        "#endif",
        "",
        f"#define CUDASEM_DRIVER_FUNCTION_COUNT {len(table)}",
        "",
        f"{'#define CUDASEM_DRIVER_FUNCTIONS(X, D)':<{width + 2}}\\",
        *[f"  {e:<{width}}\\" for e in entries],
        "  /* end */",
        "",
    ]
    return "\n".join(lines)


def generate(include_dir: Path) -> str:
    cuda_h = (include_dir / "cuda.h").read_text(errors="replace")
    return render(functions(cuda_h), cuda_version(cuda_h))


def write(out: Path, text: str) -> bool:
    """Writes `text` to `out` unless it already holds it (its time stamp then stays); True if written."""
    if out.is_file() and out.read_text() == text:
        return False
    out.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(out, text)
    return True


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m cudasem.sources.driver_table",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ap.add_argument("--include", type=Path, required=True, help="the toolkit's include directory (cuda.h)")
    ap.add_argument("--out", type=Path, required=True, help="the header to write (cudasem/driver_functions.h)")
    args = ap.parse_args(argv)
    if not (args.include / "cuda.h").is_file():
        print(f"driver_table: no cuda.h in {args.include}", file=sys.stderr)
        return 2
    text = generate(args.include)
    count = text.count("\n  X(") + text.count("\n  D(")
    if count == 0:
        print(f"driver_table: no driver API function declared in {args.include}/cuda.h", file=sys.stderr)
        return 2
    written = write(args.out, text)
    print(f"driver_table: {count} driver functions -> {args.out}{'' if written else ' (unchanged)'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
