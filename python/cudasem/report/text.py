"""Text of the report's pages: case-id slugs, values, file paths in messages made links to the
suite's source, citation links, short observation names."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from urllib.parse import quote as url_quote

from ..model.values import is_code

_SLUG_KEPT = re.compile(r"[A-Za-z0-9._-]")
_SLUG_ALL_KEPT = re.compile(r"[A-Za-z0-9._-]+")  # a name slug keeps whole (most: one match, no walk)


def slug(case_id: str) -> str:
    """The file name (without extension) of a page (a case, an area, an API function). One name
    per page: letters, digits, '.', '_' and '-' are kept, every other character is `~` and the hex of
    its UTF-8 bytes (`x/y` -> `x~2fy`, `x y` -> `x~20y`, `~` -> `~7e`), so that two names never share a
    page (`x/y` and `x_y` did). Case ids and API names, which have none of those, keep their name;
    '.' and '..' alone, which name folders, become `~2e` and `~2e~2e`; an empty name `~`."""
    if case_id in ("", ".", ".."):
        return "~2e" * len(case_id) or "~"
    if _SLUG_ALL_KEPT.fullmatch(case_id):
        return case_id
    return "".join(
        c if _SLUG_KEPT.fullmatch(c) else "".join(f"~{b:02x}" for b in c.encode("utf-8", "surrogatepass"))
        for c in case_id
    )


def format_value(value) -> str:
    """A value as the report shows it: a returned code by its name ({"name", "code"})."""
    if value is None:
        return ""
    if is_code(value):
        return value["name"]
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return f"{value:.4g}"
    return str(value)


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


_SOURCE_DIRS = ("cases", "harness", "kernels", "expectations", "python", "reports", "cmake", "schema")
_PATH = re.compile(
    r"(?<![\w.+/:-])(?P<path>/[\w.+@/-]*[\w+@-]|(?:"
    + "|".join(_SOURCE_DIRS)
    + r")/[\w.+@/-]*[\w+@-])(?::(?P<line>\d+))?"
)


def source_root(bundle: dict) -> str | None:
    """The source tree the run was built from: its ctest folder (run.cwd) above build/<preset>."""
    cwd = (bundle.get("run") or {}).get("cwd") or ""
    m = re.match(r"(/.*?)/build(?:/|$)", cwd)
    return m[1] if m else None


def _relative(path: str, root: str | None) -> str | None:
    """A path relative to the repository: under the run's source root, else from its first
    folder that is one of the repository's (cases/, harness/, ...); None for any other path."""
    if not path.startswith("/"):
        return path
    if root and path.startswith(root + "/"):
        return path[len(root) + 1 :]
    parts = path.split("/")
    return next(("/".join(parts[i:]) for i, p in enumerate(parts[:-1]) if p in _SOURCE_DIRS), None)


def _scrub_text(text: str) -> str:
    def repl(m: re.Match) -> str:
        rel = _relative(m["path"], None) if m["path"].startswith("/") else None
        return m[0] if rel is None else rel + (f":{m['line']}" if m["line"] else "")

    return _PATH.sub(repl, text) if "/" in text else text


def scrub_paths(data):
    """The data with every absolute path into the repository (a build machine's /tmp/c/cases/x.cpp,
    /root/cudasem/expectations/nvidia.txt) made relative to it (cases/x.cpp): a JSON twin carries
    no machine path. Other values are as they were."""
    if isinstance(data, str):
        return _scrub_text(data)
    if isinstance(data, dict):
        return {k: scrub_paths(v) for k, v in data.items()}
    if isinstance(data, (list, tuple)):
        return [scrub_paths(v) for v in data]
    return data


# A suite commit that may stand in a source link: a git object name, nothing that walks out of BASE.
_COMMIT = re.compile(r"[0-9a-f]{1,64}")


def source_parts(
    text: str | None, commit: str | None = None, source_url: str | None = None, root: str | None = None
) -> list[dict]:
    """`text` as parts [{"text", "path", "url"}] (path and url None for plain text): every file
    path of the repository loses its absolute prefix (the run's source root, or whatever comes
    before cases/, harness/, ...: /root/..., /work/main/, /__w/...); with a source URL base and the
    suite commit it links to BASE/<commit>/<path>#L<line>. Paths into a build folder are shown
    relative but not linked; other paths (/tmp/x) are left as they are. A commit that is no git
    object name (`../../other/x`) or a path with a `..` part gets no link."""
    out: list[dict] = []
    if not text:
        return out
    at = 0
    for m in _PATH.finditer(text):
        path, line = _relative(m["path"], root), m["line"]
        if path is None:
            continue
        if m.start() > at:
            out.append({"text": text[at : m.start()], "path": None, "url": None})
        url = None
        linkable = not path.startswith("build/") and ".." not in path.split("/")
        if source_url and commit and _COMMIT.fullmatch(commit) and linkable:
            url = f"{source_url.rstrip('/')}/{commit}/{path}" + (f"#L{line}" if line else "")
        out.append({"text": path + (f":{line}" if line else ""), "path": path, "url": url})
        at = m.end()
    if at < len(text):
        out.append({"text": text[at:], "path": None, "url": None})
    return out


def plain(parts: list[dict]) -> str:
    return "".join(p["text"] for p in parts)


def first_line(text: str | None, limit: int = 300, root: str | None = None) -> str:
    """The first line of a message, paths relative to the repository."""
    return clip(plain(source_parts((text or "").strip().split("\n")[0], root=root)), limit) if text else ""


# ---------------------------------------------------------------------------------------------
# Citations


def http_url(url) -> str | None:
    """The URL if it is http(s); anything else (javascript:, file:, relative) is never a link."""
    return url if isinstance(url, str) and re.match(r"https?://[^\s]+$", url, re.I) else None


@cache
def api_groups() -> dict:
    """The committed table of each Runtime/Driver API function's doxygen group (api_groups.json,
    written by cudasem.sources.api_groups from the toolkit's headers)."""
    return json.loads((Path(__file__).with_name("api_groups.json")).read_text(encoding="utf-8"))


# Names the headers' table (api_groups.json: functions of cuda.h and cuda_runtime_api.h) does not
# hold, by the group page NVIDIA's reference documents them on: the driver's types and enums
# (CUfunction_attribute, CU_JIT_*), the driver's linker (cuLink*: Module Management) and the
# runtime's EGL interoperability (cuda_egl_interop.h).
_OTHER_GROUPS = (
    (re.compile(r"^(cuLink\w+)$"), "driver", "CUDA_MODULE"),
    (re.compile(r"^(CU[a-z]\w*|CU_[A-Z0-9_]+)$"), "driver", "CUDA_TYPES"),
    (re.compile(r"^(cudaEGL\w+|cudaGraphics\w*E[Gg][Ll]\w*)$"), "runtime", "CUDART_EGL"),
)


def reference_url(name: str) -> str | None:
    """The function's own page of NVIDIA's online reference: the page of its header group
    (group__CUDART__MEMORY.html for cudaMalloc; a driver type's or enum's: group__CUDA__TYPES.html);
    None for a name neither the table nor _OTHER_GROUPS knows."""
    table = api_groups()
    hit = table["functions"].get(name)
    if not hit:
        hit = next(([api, group] for rule, api, group in _OTHER_GROUPS if rule.match(name)), None)
    if not hit:
        return None
    api, group = hit
    return f"{table['bases'][api]}group__{group.replace('_', '__')}.html"


# A numbered section of a Sphinx-built guide ("... (legacy, 13.0) 6.2.8.1. Concurrent Execution
# between Host and Device"): its title, whose words make the section's anchor on the page.
_NUMBERED = re.compile(r"(?:^|\s)\d+(?:\.\d+)*\.?\s+(?P<title>[A-Za-z][^()]*)$")
_SPHINX_PAGE = re.compile(
    r"https?://docs\.nvidia\.com/cuda/(?:archive/[\d.]+/)?(?!cuda-(?:runtime|driver)-api/)[\w-]+/index\.html$"
)


def section_anchor(url: str, section: str | None) -> str | None:
    """The anchor of a numbered section on a Sphinx guide's page (its title in lower case, words
    joined by '-': #concurrent-execution-between-host-and-device), None elsewhere."""
    m = _NUMBERED.search(section or "")
    if not m or not _SPHINX_PAGE.match(url):
        return None
    return re.sub(r"[^a-z0-9]+", "-", m["title"].lower()).strip("-") or None


def _contents_page(url: str) -> bool:
    """The contents page of the Runtime or Driver API reference (where 968 citations pointed)."""
    return bool(re.match(r"https?://docs\.nvidia\.com/cuda/cuda-(runtime|driver)-api/(index\.html)?$", url))


def text_fragment(quote: str | None, words: int = 8) -> str:
    """A #:~:text= fragment of the quote's first words ("" without a quote)."""
    first = re.split(r"\.\.\.|…", quote or "")[0]
    start = " ".join(first.split()[:words]).rstrip(",;:")
    return "#:~:text=" + url_quote(start, safe="").replace("-", "%2D") if start else ""


def citation_url(citation: dict | None, api: list[str] | tuple[str, ...] = (), words: int = 8) -> str | None:
    """Where the quote is: citation.url as it is when it has a fragment; where it is the contents
    page of the Runtime/Driver API reference (or absent), the page of the function the citation's
    section or the case's API names (reference_url); then a text fragment (#:~:text=) of the
    quote's first words. None unless http(s)."""
    citation = citation or {}
    url = http_url(citation.get("url"))
    if url is not None and "#" in url:
        return url
    if url is None or _contents_page(url):
        family = (re.search(r"cuda-(runtime|driver)-api", url or "") or [None, None])[1]
        for name in [citation.get("section") or "", *api]:
            own = reference_url(name.split(" ")[0])
            if own and (family is None or f"cuda-{family}-api" in own):
                url = own
                break
    if url is None:
        return None
    fragment = text_fragment(citation.get("quote"), words)
    anchor = section_anchor(url, citation.get("section"))
    if (
        anchor
    ):  # the section's anchor, then the quote's words (#id:~:text=...): the section where text fragments are not
        return f"{url}#{anchor}{fragment[1:]}"
    return url + fragment


# ---------------------------------------------------------------------------------------------
# Observations: names, measurements, expected values


def short_name(name: str, limit: int = 36) -> str:
    """An observation's name as a cell shows it: a call's arguments elided."""
    i = name.find("(")
    if 0 < i < len(name) - 2 and name.endswith(")"):
        name = name[:i] + "(…)"
    return clip(name, limit)
