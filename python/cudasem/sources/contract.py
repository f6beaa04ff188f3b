"""The case contract: each listed case's `.api` against the toolkit headers and its file's source.

    cudasem contract check --cases cases --include /usr/local/cuda/include
                           [--listing build/default/cases.json | --binary B...] [FILE...]
    cudasem contract coverage --cases cases --include /usr/local/cuda/include [--missing]

What a case declares comes from the build's listing (python/cudasem/model/listing.py: every case
binary's `--cudasem-list`), never from the source text: the case list, each case's id, `.api`, kind and
citation. The binaries already refuse an empty `.api`, a repeated `.id` and a bad citation when they
list. `check` then holds, for every listed case (cases/<area>/.../<name>.cpp|.cu, found from its id):
  - each function its `.api` names is declared in the toolkit headers (cuda_runtime_api.h, cuda.h, or
    a C++ wrapper of cuda_runtime.h);
  - each is called by the case file or by a helper header it includes (its area's, or a harness
    helper header), directly or through `drv.`;
  - every case file under --cases has a listed case (a file the build turned into none is named);
  - every observation name it writes as a literal (observe, measure, environment, observe_pointer,
    and the data proofs CUDASEM_EXPECT/ASSERT_EQ/TRUE_NAMED) is a label of at least two words joined
    by '_' or '.', never a bare word such as `r`, `result` or `flags`, and never expression text.
Exit 0 when every case holds, 1 with one line per problem (file:line: problem) otherwise, 2 when the
listing cannot be read (it names the missing build or the binary that failed).

Why two checks still read source. "The case calls the function it declares" is a fact about the code,
which no listing can state: the calls are found in the case file and the local headers it includes
(comments and string literals removed, so a quote naming a function is no call), plus the calls the
harness's wrappers make for it (HARNESS_CALLS). `coverage` (the functions the cases call at all) is
the same kind of fact. Observation names exist only when a case runs (a record), and a name may be
built at run time: the harness refuses a bad name then; the literal names are checked here so that a
bad one is found before any GPU run, and that is the only use of them.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from ..model import listing

# A literal name (the whole first argument; a name built at run time is checked by the harness).
_NAME = re.compile(
    r"\b(observe|measure|environment|observe_pointer|CUDASEM_(?:EXPECT|ASSERT)_(?:EQ|TRUE)_NAMED)\s*\(\s*\"([^\"]*)\"\s*,"
)
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


# A case file (or its helper header) that expands one of the build's generated function tables calls
# every function of that header through it (the return-code tables: cudasem/zeroed_call.h).
TABLE_CALLS: dict[str, str] = {
    r"\bCUDASEM_DRIVER_FUNCTIONS\s*\(": "cuda.h",
    r"\bCUDASEM_RUNTIME_FUNCTIONS\s*\(": "cuda_runtime_api.h",
}


def table_calls(text: str, name: str, declared: dict[str, str]) -> bool:
    """`name` is called through a generated function table that the text expands."""
    return any(re.search(p, text) and declared.get(name) == header for p, header in TABLE_CALLS.items())


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
    """A case file and the `.api` its listed cases declare (one list per CUDASEM_CASE; a table's rows share one)."""

    path: Path
    api: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def _line_naming(text: str, name: str) -> int:
    """Where the source names `name` as a string (its `.api` entry), for the problem's file:line; else 1."""
    pos = text.find(f'"{name}"')
    return line_of(text, pos) if pos >= 0 else 1


_TOOLKIT_NEED = re.compile(r"toolkit: CUDA version >= ([0-9]+)")


def needs_later_toolkit(case: dict, headers_version: int) -> bool:
    """A case that requires a newer toolkit than the headers' (`.needs = {cudasem::toolkit_version(v)}`):
    its body is not compiled against them, and its `.api` is of a later toolkit."""
    return any(
        (m := _TOOLKIT_NEED.fullmatch(str(r))) and int(m.group(1)) > headers_version
        for r in case.get("requirements") or []
    )


def headers_cuda_version(include_dir: Path) -> int:
    """CUDA_VERSION of the headers' cuda.h (0 when it says none)."""
    try:
        m = re.search(r"#define\s+CUDA_VERSION\s+([0-9]+)", (include_dir / "cuda.h").read_text(errors="replace"))
    except OSError:
        return 0
    return int(m.group(1)) if m else 0


def check_file(
    path: Path, apis: list[list[str]], declared: dict[str, str], later: frozenset[str] = frozenset()
) -> CaseSource:
    """The case file `path` against the `.api` lists its listed cases declare; `later`: functions of a
    newer toolkit than the headers' (a case that requires one), which the headers need not declare."""
    text = path.read_text(errors="replace")
    case = CaseSource(path, sorted({a for api in apis for a in api}))
    if any(not api for api in apis):
        case.problems.append(
            f"{path}:1: a case of this file lists no `.api`: name the functions whose documented behavior it asserts"
        )
    sources = local_sources(path.resolve())
    # string literals are emptied: the declaration's own `.api` list is no call
    code = "\n".join(_strip_comments(p.read_text(errors="replace")) for p in sources)
    for name in case.api:
        where = f"{path}:{_line_naming(text, name)}"
        if name not in declared and name in later:
            continue
        if name not in declared:
            case.problems.append(f"{where}: .api names {name}, which the toolkit headers do not declare")
        elif not calls(code, name) and name not in harness_calls(code) and not table_calls(code, name, declared):
            case.problems.append(
                f"{where}: .api names {name}, which neither the case nor a local header it includes calls"
            )
    for source in sources:
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


def check(
    cases: list[dict],
    cases_dir: Path,
    declared: dict[str, str],
    files: Iterable[Path] | None = None,
    headers_version: int = 0,
) -> list[str]:
    """The listed cases (listing.load) against their files under `cases_dir`; only `files` when given.
    Every case file must have a listed case, unless `files` restricts the check. `headers_version`: the
    headers' CUDA_VERSION (a case requiring a newer toolkit names functions they do not declare)."""
    per_file: dict[Path, list[list[str]]] = {}
    later: dict[Path, set[str]] = {}
    problems: list[str] = []
    for c in cases:
        try:
            f = listing.case_file(c, cases_dir).resolve()
            per_file.setdefault(f, []).append(list(c.get("api") or []))
            if headers_version and needs_later_toolkit(c, headers_version):
                later.setdefault(f, set()).update(c.get("api") or [])
        except listing.ListingError as e:
            problems.append(f"{cases_dir}: listed case {e}")
    wanted = None if files is None else {Path(f).resolve() for f in files}
    for f in sorted(wanted if wanted is not None else set(per_file) | {p.resolve() for p in case_files(cases_dir)}):
        shown = _shown(f, cases_dir)
        if f not in per_file:
            problems.append(
                f"{shown}:1: the build lists no case of this file (no CUDASEM_CASE or CUDASEM_CASE_TABLE compiled, "
                "or its binary is not in the listing)"
            )
            continue
        found = check_file(shown, per_file[f], declared, frozenset(later.get(f, ())))
        problems += [p for p in found.problems if p not in problems]  # a header once
    return problems


def _shown(path: Path, cases_dir: Path) -> Path:
    """A resolved case file as the user named the cases folder (cases/area/...), else as it is."""
    try:
        return cases_dir / path.relative_to(cases_dir.resolve())
    except ValueError:
        return path


def row_calls(cases: list[dict]) -> set[str]:
    """The functions a listed table row calls itself: a row whose key is among its own `.api` (a
    return-code table's row, kKeyIsApi: its helper calls that function; an entry-point row names
    only cuGetProcAddress)."""
    return {c["row"] for c in cases if c.get("row") and c["row"] in (c.get("api") or [])}


def coverage(
    cases_dir: Path, include_dir: Path, declared: dict[str, str], listed: list[dict] | None = None
) -> dict[str, tuple[list[str], list[str]]]:
    """Per API header (cuda_runtime_api.h, cuda.h, cuda_runtime.h): (called, not called), where a
    function counts as called when a case file, an area helper header or a harness helper header
    (what a case may include) calls it, or (with the build's listing) a table row calls it
    (row_calls): the breadth the README states."""
    by_rows = row_calls(listed or [])
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
        (called if name in by_rows or calls(text, name) else missing).append(name)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="cudasem contract", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("check", help="check the listed cases (all, or those of the files given)")
    c.add_argument("--cases", type=Path, required=True)
    c.add_argument("--include", type=Path, required=True, help="the toolkit's include directory")
    given = c.add_mutually_exclusive_group()
    given.add_argument(
        "--listing",
        type=Path,
        help="the build's case listing (default: $CUDASEM_LISTING, else build/default/cases.json beside --cases)",
    )
    given.add_argument(
        "--binary", action="append", default=[], help="list the cases of this case binary instead (repeatable)"
    )
    c.add_argument("files", nargs="*", type=Path)
    v = sub.add_parser("coverage", help="how many Runtime and Driver API functions the cases call, per header")
    v.add_argument("--cases", type=Path, required=True)
    v.add_argument("--include", type=Path, required=True, help="the toolkit's include directory")
    v.add_argument("--missing", action="store_true", help="also list the functions no case calls")
    v.add_argument("--listing", type=Path, help="the build's case listing: a table row's own function counts too")
    args = ap.parse_args(argv)
    declared = declared_functions(args.include)
    if len(declared) < 500:
        print(
            f"contract: only {len(declared)} functions found in {args.include}: not a CUDA toolkit include directory",
            file=sys.stderr,
        )
        return 2
    if args.cmd == "coverage":
        try:
            listed = listing.load(args.listing) if args.listing else None
        except listing.ListingError as e:
            print(f"contract: {e}", file=sys.stderr)
            return 2
        for header, (called, missing) in coverage(args.cases, args.include, declared, listed).items():
            print(f"{header}: {len(called)} of {len(called) + len(missing)} functions called by the cases")
            if args.missing and missing:
                print("  not called: " + " ".join(missing))
        return 0
    try:
        if args.binary:
            data = listing.collect(args.binary)
            failed = [b for b in data["binaries"] if b.get("error") is not None]
            if failed:
                raise listing.ListingError(
                    "; ".join(f"{b['path']} --cudasem-list failed: {b['error']}" for b in failed)
                )
            cases = data["cases"]
        else:
            cases = listing.load(args.listing or listing.default_path(args.cases.resolve().parent))
    except listing.ListingError as e:
        print(f"contract: {e}", file=sys.stderr)
        return 2
    files = args.files or None
    if files is None and args.binary:  # the files of the binaries given, not every case file
        files = sorted({listing.case_file(c, args.cases) for c in cases if _has_file(c, args.cases)})
    problems = check(cases, args.cases, declared, files, headers_cuda_version(args.include))
    for p in problems:
        print(p)
    shown = len(files) if files is not None else len(case_files(args.cases))
    print(f"contract: {len(cases)} listed cases, {shown} case files, {len(problems)} problems")
    return 1 if problems else 0


def _has_file(case: dict, cases_dir: Path) -> bool:
    try:
        listing.case_file(case, cases_dir)
    except listing.ListingError:
        return False
    return True


if __name__ == "__main__":
    sys.exit(main())
