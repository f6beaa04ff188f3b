"""The harness's runtime function table (`CUDASEM_RUNTIME_FUNCTIONS`), generated from the toolkit's
cuda_runtime_api.h.

    python -m cudasem.sources.runtime_table --include /usr/local/cuda/include --out DIR/cudasem/runtime_functions.h

harness/CMakeLists.txt runs it at build time. Each entry names a Runtime API function that returns
cudaError_t, as cuda_runtime_api.h declares it (`extern __host__ cudaError_t CUDARTAPI cudaXxx(...)`,
outside the `__CUDA_API_VERSION_INTERNAL` and per-thread default stream branches: the first
declaration of a name), with its parameter list without default arguments: `X(cudaMalloc, (void
**devPtr, size_t size))`. A case converts `&::cudaMalloc` to `cudaError_t (*)(void **devPtr, size_t
size)`, which picks the C function among cuda_runtime.h's C++ overloads of the same name
(cudasem/zeroed_call.h's tables call each one with arguments made from that type). Functions marked
deprecated are `D(...)` entries. The header is written only when its text changes.
"""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from ..model.files import write_atomic
from .driver_table import active_text

_DECLARATION = re.compile(
    r"\bextern\s+((?:__\w+\s+|CUDART_\w+\s+)*)cudaError_t\s+CUDARTAPI\s+(cuda[A-Za-z0-9_]+)\s*\(([^;]*?)\)\s*;", re.S
)
_DEFAULT = re.compile(r"__dv\s*\((?:[^()]|\([^()]*\))*\)")


@dataclass(frozen=True)
class Function:
    name: str
    params: str  # "(void **devPtr, size_t size)", default arguments dropped
    deprecated: bool


def _split(params: str) -> list[str]:
    out, depth, cur = [], 0, ""
    for ch in params:
        if ch in "(<[":
            depth += 1
        elif ch in ")>]":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    out.append(cur)
    return out


def _params(text: str) -> str:
    text = _DEFAULT.sub("", text)
    parts = [" ".join(p.split("=")[0].split()) for p in _split(text)]
    return "(" + ", ".join(p for p in parts if p) + ")"


def functions(header: str) -> list[Function]:
    """The cudaError_t functions cuda_runtime_api.h declares, sorted by name, each at its first declaration."""
    found: dict[str, Function] = {}
    for m in _DECLARATION.finditer(active_text(header)):
        name = m.group(2)
        if name not in found:
            found[name] = Function(name, _params(m.group(3)), "DEPRECATED" in m.group(1))
    return [found[k] for k in sorted(found)]


def render(table: list[Function]) -> str:
    lines = [
        "// SPDX-License-Identifier: Apache-2.0",
        "// Generated at build time by python/cudasem/sources/runtime_table.py from the toolkit's",
        "// cuda_runtime_api.h; do not edit. Every Runtime API function returning cudaError_t, with its",
        "// parameter list (default arguments dropped). D: deprecated in the header.",
        "#pragma once",
        "",
        "#define CUDASEM_RUNTIME_FUNCTIONS(X, D) \\",
    ]
    lines += [f"  {'D' if f.deprecated else 'X'}({f.name}, {f.params}) \\" for f in table]
    lines.append("  /* end */")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m cudasem.sources.runtime_table", description=__doc__.splitlines()[0])
    ap.add_argument("--include", type=Path, required=True, help="the toolkit's include folder")
    ap.add_argument("--out", type=Path, required=True, help="the header to write")
    a = ap.parse_args(argv)
    header = a.include / "cuda_runtime_api.h"
    if not header.is_file():
        print(f"runtime_table: no cuda_runtime_api.h in {a.include}", file=sys.stderr)
        return 2
    text = render(functions(header.read_text(errors="replace")))
    if not a.out.exists() or a.out.read_text() != text:
        a.out.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(a.out, text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
