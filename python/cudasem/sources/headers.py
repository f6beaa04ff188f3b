"""The documentation that the installed CUDA toolkit's headers carry, read from their doxygen comments.

Two uses, both GPU-free:

  cudasem headers codes --include DIR --out FILE.cpp
      writes the table of each Runtime and Driver API function's documented return codes
      (the `\\return` list of its comment, plus the codes its `\\note` macros add), which the
      harness uses to judge "fails with a documented code" and to flag undocumented codes.

  cudasem headers quotes --include DIR BINARY...
      checks every RT, DRV and SYNC citation of the toolkit's version (13.0 for 13.0 headers) of
      the cases the binaries list (`--cudasem-list`): the quote must appear verbatim (markup and
      whitespace normalized) in the comment of the item or page its section names. (SSYNC, the
      stream synchronization page, is not in the headers; a citation of another version quotes
      another edition's text.) A miss names the case and the closest text; exit 1.
      --json FILE also writes, per case, whether its quote was found and the text it was
      compared with, so that a new toolkit's report lists the cases whose cited text changed.
      --quoted-include DIR compares the quotes with the headers in DIR instead, those of the
      edition the citations quote (13.0), for a build with another toolkit (its own headers
      still give the return codes and the function tables: docs/run-modes.md). No citation of
      the headers' version among cases that cite the checked documents is an error (exit 1),
      never a check that passes by checking nothing.
"""

from __future__ import annotations

import argparse
import bisect
import difflib
import json
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..model.files import write_atomic
from ..model.vocabulary import documents_in_headers

# The interop headers document the OpenGL and EGL functions of the runtime (RT citations).
HEADERS = ("cuda_runtime_api.h", "driver_types.h", "cuda.h", "cuda_gl_interop.h", "cuda_egl_interop.h")

# `\notefnerr`: "may also return error codes from previous, asynchronous launches".
PREVIOUS_LAUNCH_ERRORS = {
    "runtime": [
        "cudaErrorLaunchFailure",
        "cudaErrorIllegalAddress",
        "cudaErrorAssert",
        "cudaErrorHardwareStackError",
        "cudaErrorIllegalInstruction",
        "cudaErrorMisalignedAddress",
        "cudaErrorInvalidAddressSpace",
        "cudaErrorInvalidPc",
        "cudaErrorLaunchTimeout",
        "cudaErrorLaunchOutOfResources",
        "cudaErrorUnknown",
    ],
    "driver": [
        "CUDA_ERROR_LAUNCH_FAILED",
        "CUDA_ERROR_ILLEGAL_ADDRESS",
        "CUDA_ERROR_ASSERT",
        "CUDA_ERROR_HARDWARE_STACK_ERROR",
        "CUDA_ERROR_ILLEGAL_INSTRUCTION",
        "CUDA_ERROR_MISALIGNED_ADDRESS",
        "CUDA_ERROR_INVALID_ADDRESS_SPACE",
        "CUDA_ERROR_INVALID_PC",
        "CUDA_ERROR_LAUNCH_TIMEOUT",
        "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES",
        "CUDA_ERROR_UNKNOWN",
    ],
}
# `\note_init_rt`: "may also return cudaErrorInitializationError, cudaErrorInsufficientDriver or
# cudaErrorNoDevice if this call tries to initialize internal CUDA RT state".
INIT_RT_ERRORS = ["cudaErrorInitializationError", "cudaErrorInsufficientDriver", "cudaErrorNoDevice"]

_COMMENT = re.compile(r"/\*\*(<?)(.*?)\*/", re.S)
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_CODE = re.compile(r"::((?:cuda(?:Success|Error\w*))|CUDA_(?:SUCCESS|ERROR_\w+))")
_TYPE_OPEN = re.compile(r"(?:struct|enum|union)\s+(?:__device_builtin__\s+)?(?:__align__\(\d+\)\s+)?(\w+)\s*\{")
_MARKUP = re.compile(r"\\(?:p|e|b|c|a|ref|n|em)\b\s*")


@dataclass
class Item:
    name: str
    header: str
    text: str = ""  # normalized comment text
    returns: list[str] = field(default_factory=list)
    notefnerr: bool = False
    note_init_rt: bool = False


def normalize(text: str) -> str:
    """Doxygen comment or quote -> comparable text: markup, `::`, stars and whitespace dropped."""
    lines = [re.sub(r"^\s*\*+ ?", "", line) for line in text.splitlines()]
    t = " ".join(lines)
    t = re.sub(r"</?\w+[^>]*>", "", t)  # HTML tags
    t = _MARKUP.sub("", t)
    t = t.replace("::", "")
    t = t.replace("\u201c", '"').replace("\u201d", '"').replace("\u2019", "'")
    return re.sub(r"\s+", " ", t).strip()


def _declared_name(code: str) -> str | None:
    """The name a comment documents: a function's (before its '('), or an enum member's."""
    code = code.strip()
    if not code:
        return None
    head = code.split(";")[0].split("{")[0]
    fp = re.match(r"typedef\s+[^(]*\(\s*\*\s*(\w+)\s*\)\s*\(", head)
    if fp:  # typedef of a function pointer
        return fp.group(1)
    if "(" in head:
        before = head[: head.index("(")]
        names = _IDENT.findall(before)
        return names[-1] if names else None
    if re.fullmatch(r"[\w\s\*]+?\s*\**\s*\w+(\[[^\]]*\])?\s*", head) and ";" in code.split("{")[0]:
        return _IDENT.findall(head.split("[")[0])[-1]  # a struct member: `void *devicePointer;`
    m = _IDENT.match(code)
    if m and (re.match(r"\s*(=|,|})", code[m.end() :]) or code[m.end() :].strip() == ""):
        return m.group(0)
    # enum / struct / typedef: the tag name
    m = re.match(r"(?:typedef\s+)?(?:enum|struct|union)\s+(?:__device_builtin__\s+)?(?:CUDA_\w+\s+)?(\w+)", code)
    return m.group(1) if m else None


def parse_header(path: Path) -> dict[str, Item]:
    src = path.read_text(errors="replace")
    items: dict[str, Item] = {}
    matches = list(_COMMENT.finditer(src))
    # Each type's opening, once (a type's text collects its members' trailing comments); the type a
    # comment is in is the last one opened before it.
    type_opens = list(_TYPE_OPEN.finditer(src))
    type_ends = [t.end() for t in type_opens]
    for i, m in enumerate(matches):
        trailing, body = m.group(1) == "<", m.group(2)
        if trailing:  # documents the member before it; its text also belongs to the enclosing type
            before = src[: m.start()].rstrip()
            line = before[before.rfind("\n") + 1 :] if before else ""
            line = re.sub(r"=.*$", "", line.split(";")[0].rstrip(",")).strip()
            line = re.sub(r"\[[^\]]*\]", "", line)
            idents = _IDENT.findall(line)
            name = idents[-1] if idents else None
            opened = bisect.bisect_right(type_ends, m.start())
            types = type_opens[:opened]
            if types and name:
                owner = items.setdefault(types[-1].group(1), Item(name=types[-1].group(1), header=path.name))
                owner.text = (owner.text + " | " + normalize(body)).strip(" |")
            if name in items:
                items[name].text += " | " + normalize(body)
                continue
        else:
            end = matches[i + 1].start() if i + 1 < len(matches) else len(src)
            code = src[m.end() : end]
            code = re.sub(r"^\s*(#[^\n]*\n\s*)*", "", code)  # preprocessor lines between
            code = re.sub(
                r"\b(extern|__host__|__device__|__cudart_builtin__|CUDARTAPI|CUDAAPI|"
                r"CUDART_CB|__dv\([^)]*\)|CUDA_CB)\b",
                " ",
                code,
            )
            name = _declared_name(code)
        group = re.search(r"\\(?:defgroup|page)\s+\w+\s+([^\n]+)", body)
        if group:  # a module's or page's text, named by its title (e.g. "Unified Addressing",
            # "API synchronization behavior")
            title = group.group(1).strip()
            items.setdefault(title, Item(name=title, header=path.name, text=normalize(body)))
            continue
        if not name or name in items:
            continue  # the first declaration wins (later ones are legacy versions)
        item = Item(name=name, header=path.name, text=normalize(body))
        ret = re.search(r"\\return(.*?)(?=\n\s*\*\s*(?:\\(?!n\b)|$)|\Z)", body, re.S)
        if ret:
            item.returns = list(dict.fromkeys(_CODE.findall(ret.group(1))))
        item.notefnerr = "\\notefnerr" in body
        item.note_init_rt = "\\note_init_rt" in body
        items[name] = item
    return items


def parse_headers(include_dir: Path) -> dict[str, Item]:
    items: dict[str, Item] = {}
    for h in HEADERS:
        if not (include_dir / h).exists():  # an interop header a toolkit may lack
            continue
        for name, item in parse_header(include_dir / h).items():
            items.setdefault(name, item)
    return items


def runtime_name(driver_code: str) -> str:
    """CUDA_ERROR_NOT_SUPPORTED -> cudaErrorNotSupported, CUDA_SUCCESS -> cudaSuccess."""
    if driver_code == "CUDA_SUCCESS":
        return "cudaSuccess"
    words = driver_code.removeprefix("CUDA_ERROR_").split("_")
    return "cudaError" + "".join(w.capitalize() for w in words)


def documented_codes(item: Item) -> list[str]:
    api = "driver" if item.name.startswith("cu") and not item.name.startswith("cuda") else "runtime"
    # A few Runtime API functions list their codes with the driver's names (CUDA_ERROR_...):
    # read them as the runtime codes of the same names.
    codes = [runtime_name(c) if api == "runtime" and c.startswith("CUDA_") else c for c in item.returns]
    if item.notefnerr:
        codes += PREVIOUS_LAUNCH_ERRORS[api]
    if item.note_init_rt:
        codes += INIT_RT_ERRORS
    return list(dict.fromkeys(codes))


def write_codes(items: dict[str, Item], out: Path, declared: set[str] | None = None) -> int:
    """Every function with a \\return list gets its codes; a declared function without one gets ""
    (a Runtime or Driver API function whose header names no code: a check of it records
    "documented": null, and "fails with a documented code" means "fails")."""
    rows = []
    for name in sorted(set(items) | (declared or set())):
        item = items.get(name)
        if item is not None and item.returns:
            rows.append('    {"%s", "%s"},' % (name, ",".join(documented_codes(item))))
        elif declared and name in declared:
            rows.append('    {"%s", ""},' % name)
    text = (
        "// Generated by python/cudasem/sources/headers.py from the toolkit's headers: each function's\n"
        '// documented return codes (its \\return list, plus the codes its \\note macros add); "" for a\n'
        "// declared function whose header lists none.\n"
        "#include <cstddef>\n\nnamespace cudasem::detail {\n"
        "struct DocumentedCodes { const char* function; const char* codes; };\n"
        "extern const DocumentedCodes kDocumentedCodes[] = {\n" + "\n".join(rows) + "\n};\n"
        "extern const std::size_t kDocumentedCodesCount = sizeof kDocumentedCodes / sizeof kDocumentedCodes[0];\n"
        "}  // namespace cudasem::detail\n"
    )
    if not out.exists() or out.read_text() != text:
        write_atomic(out, text)
    return len(rows)


# --- quotes -----------------------------------------------------------------------------------


def section_items(section: str, items: dict[str, Item]) -> list[Item]:
    section = section or ""
    named = [items[k] for k in {section, section.split(":")[0].strip()} if k in items]
    return named + [items[t] for t in _IDENT.findall(section) if t in items]


def check_quote(case: dict, items: dict[str, Item]) -> dict:
    """One case's citation against the headers: found / missing (with closest) / not carried."""
    cite = case.get("citation") or {}
    quote = normalize(cite.get("quote") or "")
    named = section_items(cite.get("section") or "", items)
    if cite.get("doc") == "SYNC" and SYNC_PAGE in items:  # its sections are the page's subsections
        named = [items[SYNC_PAGE]]
    result: dict[str, Any] = {
        "id": case.get("id"),
        "doc": cite.get("doc"),
        "section": cite.get("section"),
        "quote": cite.get("quote"),
        "status": "",
        "compared_with": [],
    }
    if not named:
        carried = [it.name for it in items.values() if quote and quote in it.text]
        result["status"] = "not_carried" if not carried else "section_not_in_headers"
        result["compared_with"] = carried[:5]
        return result
    result["compared_with"] = [it.name for it in named]
    if any(quote in it.text for it in named):
        result["status"] = "found"
        return result
    result["status"] = "missing"
    best, best_ratio = "", 0.0
    for it in named:
        words = it.text.split(" ")
        n = max(1, len(quote.split(" ")))
        for start in range(0, max(1, len(words) - n + 1)):
            window = " ".join(words[start : start + n])
            r = difflib.SequenceMatcher(None, quote, window).ratio()
            if r > best_ratio:
                best, best_ratio = window, r
    result["closest"] = best
    return result


CHECKED_DOCS = documents_in_headers()
SYNC_PAGE = "API synchronization behavior"  # the header's \\page that SYNC citations quote


def toolkit_version_of(text: str) -> str:
    """'13.0' from CUDART_VERSION 13000 in the text of a cuda_runtime_api.h; '' without one."""
    m = re.search(r"#define\s+CUDART_VERSION\s+(\d+)", text)
    if not m:
        return ""
    n = int(m.group(1))
    return f"{n // 1000}.{n % 1000 // 10}"


def toolkit_version(include_dir: Path) -> str:
    """'13.0' from CUDART_VERSION 13000 in cuda_runtime_api.h."""
    version = toolkit_version_of((include_dir / "cuda_runtime_api.h").read_text(errors="replace"))
    if not version:
        raise SystemExit(f"headers: no CUDART_VERSION in {include_dir / 'cuda_runtime_api.h'}")
    return version


def list_cases(binaries: list[str]) -> list[dict]:
    cases = []
    for b in binaries:
        out = subprocess.run([b, "--cudasem-list"], capture_output=True, text=True, timeout=60)
        if out.returncode != 0:
            raise SystemExit(f"{b} --cudasem-list failed ({out.returncode}): {out.stderr.strip()}")
        cases += json.loads(out.stdout)
    return cases


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="cudasem headers", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("codes")
    c.add_argument("--include", required=True, type=Path)
    c.add_argument("--out", required=True, type=Path)
    q = sub.add_parser("quotes")
    q.add_argument("--include", required=True, type=Path)
    q.add_argument(
        "--quoted-include", type=Path, help="the headers of the edition the quotes are of (default: --include)"
    )
    q.add_argument("--json", type=Path)
    q.add_argument("--cases-json", type=Path, help="case metadata (a --cudasem-list array) instead of binaries")
    q.add_argument("binaries", nargs="*")
    args = ap.parse_args(argv)
    quoted = getattr(args, "quoted_include", None) or args.include
    for folder, option in ((args.include, "--include"), (quoted, "--quoted-include")):
        for h in HEADERS:
            if not (folder / h).is_file():
                print(f"headers: {folder / h} not found (is {option} an include folder?)", file=sys.stderr)
                return 2
    items = parse_headers(quoted if args.cmd == "quotes" else args.include)
    if args.cmd == "codes":
        from .contract import declared_functions

        declared = {n for n, h in declared_functions(args.include).items() if h != "cuda_runtime.h"}
        n = write_codes(items, args.out, declared)
        print(f"headers: {n} functions (documented return codes, or none listed) -> {args.out}")
        return 0
    cases = json.loads(args.cases_json.read_text()) if args.cases_json else list_cases(args.binaries)
    version = toolkit_version(quoted)
    citing = [c for c in cases if (c.get("citation") or {}).get("doc") in CHECKED_DOCS]
    results = [check_quote(c, items) for c in citing if c["citation"].get("cuda_version") == version]
    if citing and not results:
        editions = sorted({str(c["citation"].get("cuda_version")) for c in citing})
        print(
            f"headers: no {'/'.join(CHECKED_DOCS)} citation quotes the {version} text of {quoted}: they quote "
            f"{', '.join(editions)} (give --quoted-include, the headers of that edition)"
        )
        return 1
    if args.json:
        write_atomic(args.json, json.dumps(results, indent=1) + "\n")
    missing = [r for r in results if r["status"] == "missing"]
    counts: dict[str, Any] = {}
    for r in results:
        counts[r["status"]] = counts.get(r["status"], 0) + 1
    for r in missing:
        print(
            f"MISQUOTE {r['id']}: section {r['section']!r}\n  quote:   {normalize(r['quote'] or '')}\n"
            f"  closest: {r.get('closest', '')}"
        )
    print(
        f"headers: {'/'.join(CHECKED_DOCS)} citations of {version}: "
        + ", ".join(f"{k} {v}" for k, v in sorted(counts.items()))
        + ("" if quoted == args.include else f" (the quoted edition's headers, {quoted})")
    )
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
