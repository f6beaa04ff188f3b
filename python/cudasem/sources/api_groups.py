"""Write api_groups.json: each Runtime/Driver API function's doxygen group in the toolkit's headers,
from which the report links the function's own page of NVIDIA's online reference
(https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html for cudaMalloc).

    cd python && python3 -m cudasem.sources.api_groups [--include /usr/local/cuda/include] [--out FILE]

A header's functions sit between `\\defgroup NAME` (or `\\addtogroup NAME`) and its `@}`; a
declaration is a line naming CUDARTAPI (cuda_runtime_api.h) or CUDAAPI (cuda.h) before the
function's name; cuda_runtime.h adds the C++ API (`__host__ cudaError_t cudaLaunchKernelEx(`,
group CUDART_HIGHLEVEL). The first group that declares a name wins (the headers repeat some declarations
for per-thread streams and legacy ABIs, outside any group). The table is committed: the report
reads it and never parses headers while rendering; rerun this after a toolkit update.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from ..model.files import write_atomic

RUNTIME, DRIVER = "https://docs.nvidia.com/cuda/cuda-runtime-api/", "https://docs.nvidia.com/cuda/cuda-driver-api/"
# header, API, what precedes a declared function's name, the reference's base URL
HEADERS = (
    ("cuda_runtime_api.h", "runtime", r"CUDARTAPI", RUNTIME),
    ("cuda.h", "driver", r"CUDAAPI", DRIVER),
    ("cuda_runtime.h", "runtime", r"__host__\s+(?:CUDART_DEVICE\s+)?cudaError_t", RUNTIME),  # the C++ API
)
OUT = Path(__file__).resolve().parents[1] / "report" / "api_groups.json"
_GROUP = re.compile(r"\\(?:defgroup|addtogroup)\s+(\w+)(?:\s+(.*))?")


def groups_of(text: str, call: str) -> tuple[dict[str, str], dict[str, str]]:
    """(function -> group, group -> title) of one header."""
    functions: dict[str, str] = {}
    titles: dict[str, str] = {}
    decl = re.compile(r"\b" + call + r"\s+(cu\w+)\s*\(")
    stack: list[str] = []
    pending: str | None = None
    for line in text.splitlines():
        m = _GROUP.search(line)
        if m:
            pending = m[1]
            if m[2] and m[2].strip() and pending not in titles:
                titles[pending] = m[2].strip().rstrip("*/ ").strip()
            if "@{" not in line:
                continue
        if "@{" in line and pending:
            stack.append(pending)
            pending = None
        elif "@}" in line and stack:
            stack.pop()
        d = decl.search(line)
        if d and stack and d[1] not in functions:
            functions[d[1]] = stack[-1]
    return functions, titles


def build(include: Path) -> dict:
    table: dict = {
        "source": "doxygen groups of " + ", ".join(h for h, *_ in HEADERS),
        "bases": {},
        "groups": {},
        "functions": {},
    }
    for header, api, call, base in HEADERS:
        path = include / header
        text = path.read_text(encoding="utf-8", errors="replace")
        version = re.search(r"#define\s+(?:CUDART|CUDA)_VERSION\s+(\d+)", text)
        table["bases"][api] = base
        if version:
            table.setdefault("versions", {})[header] = int(version[1])
        functions, titles = groups_of(text, call)
        # The suite never calls cuMulticast* (it can take a shared GPU host out of service): the
        # report names none of them either.
        functions = {n: g for n, g in functions.items() if not n.startswith("cuMulticast")}
        for name, group in sorted(functions.items()):
            table["functions"].setdefault(name, [api, group])
        for group in sorted(set(functions.values())):
            table["groups"][group] = titles.get(group, group)
    return table


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--include", default="/usr/local/cuda/include", help="the toolkit's include folder")
    p.add_argument("--out", default=str(OUT))
    args = p.parse_args(argv)
    table = build(Path(args.include))
    write_atomic(args.out, json.dumps(table, indent=1, sort_keys=True) + "\n")
    print(f"api_groups: {len(table['functions'])} functions in {len(table['groups'])} groups -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
