"""The case contract, checked from the case sources and the toolkit headers (no GPU, no build).

    cudasem contract check --cases cases --include /usr/local/cuda/include [FILE...]

For every case file (cases/<area>/.../<name>.cpp|.cu):
  - it declares `.api = {...}`, a non-empty list of Runtime or Driver API functions, each declared in
    the toolkit headers (cuda_runtime_api.h, cuda.h, or a C++ wrapper of cuda_runtime.h) and called by
    the case or by a helper header it includes (its area's, or a harness helper header), directly or through `drv.`;
  - it does not repeat its id (`.id = ...`): the id is its path;
  - every observation name it writes as a literal (observe, measure, environment, observe_pointer)
    is a label of at least two words joined by '_' or '.', never a bare word such as `r`, `result`
    or `flags`, and never expression text.
Exit 0 when every case holds, 1 with one line per problem (file:line: problem) otherwise.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

_API = re.compile(r"\.api\s*=\s*\{([^}]*)\}")
_ID = re.compile(r"^\s*\.id\s*=", re.M)
# A literal name (the whole first argument; a name built at run time is checked by the harness).
_NAME = re.compile(r"\b(observe|measure|environment|observe_pointer)\s*\(\s*\"([^\"]*)\"\s*,")
_INCLUDE = re.compile(r'#\s*include\s*"([^"]+)"')
# A label: words of letters and digits joined by '_' or '.', at least two of them.
LABEL = re.compile(r"^[A-Za-z0-9]+(?:[._][A-Za-z0-9]+)+(?:@[0-9]+)?$")  # "@<n>": a sweep point


def declared_functions(include_dir: Path) -> dict[str, str]:
    """Function name -> header, for the Runtime API, the Driver API and cuda_runtime.h's wrappers,
    and the API switch macros the headers test (CUDA_API_PER_THREAD_DEFAULT_STREAM)."""
    out: dict[str, str] = {}
    rt = (include_dir / "cuda_runtime_api.h").read_text(errors="replace")
    for name in re.findall(r"\bCUDARTAPI\s+(\w+)\s*\(", rt):
        out.setdefault(name, "cuda_runtime_api.h")
    drv = (include_dir / "cuda.h").read_text(errors="replace")
    for name in re.findall(r"\bCUDAAPI\s+(\w+)\s*\(", drv):
        out.setdefault(name, "cuda.h")
    # The runtime's OpenGL and EGL interop functions (cases/interop), in their own headers.
    for header in ("cuda_gl_interop.h", "cuda_egl_interop.h"):
        path = include_dir / header
        if path.exists():
            for name in re.findall(r"\bCUDARTAPI\s+(\w+)\s*\(", path.read_text(errors="replace")):
                out.setdefault(name, header)
    # The macros the headers document as switches of the API (e.g. CUDA_API_PER_THREAD_DEFAULT_STREAM,
    # which selects the per-thread default stream's entry points): a case about one names it.
    for header in ("cuda_runtime_api.h", "cuda_runtime.h", "cuda.h"):
        path = include_dir / header
        if path.exists():
            for name in re.findall(
                r"#\s*if(?:def\s+|\s+defined\s*\(\s*)(CUDA_API_\w+)", path.read_text(errors="replace")
            ):
                out.setdefault(name, header)
    wrappers = include_dir / "cuda_runtime.h"
    if wrappers.exists():
        for name in re.findall(
            r"^\s*(?:static\s+)?__inline__\s+__host__\s+[^;{(]*?\b(cuda[A-Z]\w*)\s*\(",
            wrappers.read_text(errors="replace"),
            re.M,
        ):
            out.setdefault(name, "cuda_runtime.h")
    return out


def _strip_comments(text: str) -> str:
    """Code only: comments and string literals (a quote naming a function is no call of it) removed."""
    text = re.sub(r'"(?:[^"\\\n]|\\.)*"', '""', text)
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


# The harness's core headers: what they call for a case is HARNESS_CALLS below, by name.
CORE_HEADERS = {
    f"cudasem/{h}.h"
    for h in ("cudasem", "case", "check", "observe", "resources", "driver", "probe", "ordering", "child")
}


def local_sources(path: Path, seen: set[Path] | None = None, root: Path | None = None) -> list[Path]:
    """The file and every helper header it includes, transitively: the area's headers and the
    harness's helper headers (cudasem/graph.h, cudasem/ipc.h, ...; not its CORE_HEADERS). An include
    is found beside the including file, else from the repository root."""
    seen = seen if seen is not None else set()
    if root is None:
        root = next(
            (p for p in path.resolve().parents if (p / "cases").is_dir() and (p / "harness").is_dir()), path.parent
        )
    if path in seen or not path.exists():
        return []
    seen.add(path)
    out = [path]
    for inc in _INCLUDE.findall(path.read_text(errors="replace")):
        if inc in CORE_HEADERS:
            continue
        if inc.startswith("cudasem/"):  # a harness helper header (graph.h, ipc.h, ...): its calls count
            out += local_sources((root / "harness" / "include" / inc).resolve(), seen, root)
            continue
        beside = (path.parent / inc).resolve()
        out += local_sources(beside if beside.exists() else (root / inc).resolve(), seen, root)
    return out


# What the harness's wrappers call for a case: a case that uses one calls these functions.
HARNESS_CALLS: dict[str, list[str]] = {
    r"\bcudasem::Stream\b": ["cudaStreamCreateWithPriority", "cudaStreamDestroy"],
    r"\bcudasem::Event\b": ["cudaEventCreateWithFlags", "cudaEventDestroy"],
    r"\bcudasem::DeviceBuffer\b": ["cudaMalloc", "cudaFree"],
    r"\bcudasem::PinnedBuffer\b": ["cudaHostAlloc", "cudaFreeHost"],
    r"\bcudasem::RegisteredBuffer\b": ["cudaHostRegister", "cudaHostUnregister"],
    r"<<<|\bkernels::launch_\w+\s*\(": ["cudaLaunchKernel"],  # a <<<>>> launch
    r"\bHostProbe\b|\bprobe_after_gate\s*\(|\bprobe_ran_while_gate_held\s*\(": ["cudaLaunchHostFunc"],
    # the gate and rendezvous kernels, launched with <<<>>> by the harness
    r"\b(?:Gate|Rendezvous)\b|\bcall_behind_gate\w*\s*\(|\bprobe_after_gate\s*\(": ["cudaLaunchKernel"],
}


def harness_calls(text: str) -> set[str]:
    out: set[str] = set()
    for pattern, names in HARNESS_CALLS.items():
        if re.search(pattern, text):
            out.update(names)
    return out


def calls(text: str, name: str) -> bool:
    """`name` is called (or passed as a function) in the text; a switch macro is tested or defined."""
    if name.startswith("CUDA_API_"):
        return re.search(r"#\s*(?:ifn?def|if|define)\b[^\n]*\b" + re.escape(name) + r"\b", text) is not None
    return (
        re.search(r"(?<![\w])" + re.escape(name) + r"\s*[(<]", text) is not None
        or re.search(r"(?:\.|->|&)\s*" + re.escape(name) + r"\b", text) is not None
    )


def line_of(text: str, pos: int) -> int:
    return text.count("\n", 0, pos) + 1


@dataclass
class CaseSource:
    path: Path
    api: list[str] = field(default_factory=list)
    api_line: int = 0
    problems: list[str] = field(default_factory=list)


def check_case(path: Path, declared: dict[str, str]) -> CaseSource:
    text = path.read_text(errors="replace")
    case = CaseSource(path)
    m = _API.search(text)
    if not m:
        case.problems.append(
            f"{path}:1: no `.api = {{...}}`: name the functions whose documented behavior the case asserts"
        )
    else:
        case.api_line = line_of(text, m.start())
        case.api = [a.strip().strip('"') for a in m.group(1).split(",") if a.strip()]
        if not case.api:
            case.problems.append(f"{path}:{case.api_line}: `.api` is empty")
        code = "\n".join(_strip_comments(p.read_text(errors="replace")) for p in local_sources(path.resolve()))
        code = _API.sub("", code)
        for name in case.api:
            if name not in declared:
                case.problems.append(
                    f"{path}:{case.api_line}: .api names {name}, which the toolkit headers do not declare"
                )
            elif not calls(code, name) and name not in harness_calls(code):
                case.problems.append(
                    f"{path}:{case.api_line}: .api names {name}, which neither the case nor a local "
                    "header it includes calls"
                )
    idm = _ID.search(text)
    if idm:
        case.problems.append(f"{path}:{line_of(text, idm.start())}: `.id` is derived from the path; remove it")
    for source in local_sources(path.resolve()):
        src = text if source == path.resolve() else source.read_text(errors="replace")
        shown = path if source == path.resolve() else source
        for n in _NAME.finditer(src):
            if not LABEL.match(n.group(2)):
                case.problems.append(
                    f"{shown}:{line_of(src, n.start())}: observation name '{n.group(2)}' is not a "
                    "label of two or more words joined by '_' or '.'"
                )
    return case


def case_files(cases_dir: Path) -> list[Path]:
    return sorted(p for p in cases_dir.rglob("*") if p.suffix in (".cpp", ".cu"))


def check(files: Iterable[Path], declared: dict[str, str]) -> list[str]:
    problems: list[str] = []
    for f in files:
        problems += [p for p in check_case(f, declared).problems if p not in problems]  # a header once
    return problems


def coverage(cases_dir: Path, include_dir: Path, declared: dict[str, str]) -> dict[str, tuple[list[str], list[str]]]:
    """Per API header (cuda_runtime_api.h, cuda.h, cuda_runtime.h): (called, not called), where a
    function counts as called when a case file, an area helper header or a harness helper header
    (what a case may include) calls it: the breadth the README states."""
    texts = [p.read_text(errors="replace") for p in case_files(cases_dir)]
    texts += [p.read_text(errors="replace") for p in sorted(cases_dir.rglob("*.h")) + sorted(cases_dir.rglob("*.cuh"))]
    harness = cases_dir.parent / "harness" / "include"
    texts += [p.read_text(errors="replace") for p in sorted(harness.rglob("*.h"))]
    text = "\n".join(_strip_comments(x) for x in texts)  # per file: one file's comment never runs on
    out: dict[str, tuple[list[str], list[str]]] = {}
    for name, header in sorted(declared.items()):
        if name.startswith("CUDA_API_"):
            continue  # switch macros, not functions
        called, missing = out.setdefault(header, ([], []))
        (called if calls(text, name) else missing).append(name)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="cudasem contract", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("check", help="check case files (all under --cases unless files are given)")
    c.add_argument("--cases", type=Path, required=True)
    c.add_argument("--include", type=Path, required=True, help="the toolkit's include directory")
    c.add_argument("files", nargs="*", type=Path)
    v = sub.add_parser("coverage", help="how many Runtime and Driver API functions the cases call, per header")
    v.add_argument("--cases", type=Path, required=True)
    v.add_argument("--include", type=Path, required=True, help="the toolkit's include directory")
    v.add_argument("--missing", action="store_true", help="also list the functions no case calls")
    args = ap.parse_args(argv)
    declared = declared_functions(args.include)
    if len(declared) < 500:
        print(
            f"contract: only {len(declared)} functions found in {args.include}: not a CUDA toolkit include directory",
            file=sys.stderr,
        )
        return 2
    if args.cmd == "coverage":
        for header, (called, missing) in coverage(args.cases, args.include, declared).items():
            print(f"{header}: {len(called)} of {len(called) + len(missing)} functions called by the cases")
            if args.missing and missing:
                print("  not called: " + " ".join(missing))
        return 0
    files = args.files or case_files(args.cases)
    problems = check(files, declared)
    for p in problems:
        print(p)
    print(f"contract: {len(list(files))} case files, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
