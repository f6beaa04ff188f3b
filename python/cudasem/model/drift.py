"""The documentation drift table (python/cudasem/report/drift.json, written by `cudasem drift table`,
cudasem.sources.drift): for every quoted Runtime API, Driver API and API-synchronization passage of
the cases (the citations the build's citation check reads), its status in the headers of each CUDA
release 12.0 to 13.5, as NVIDIA's runtime wheels carry them:

  verbatim  the quote is in the text of the item its section names (markup and whitespace
            normalized as the citation check normalizes them)
  changed   the item is there, the quote is not: `texts` gives that release's closest passage of the
            item's text (as the citation check's `closest`)
  gone      the release's headers lack the item the section names (added later, or removed)

The table is committed with the wheels and the headers' sha256 it came from, so that the report, the
README and the tests read it on a fresh clone without network; the headers themselves are not
committed. This module reads and checks it; it never parses headers.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any

from .vocabulary import documents_in_headers

FILE = Path(__file__).resolve().parents[1] / "report" / "drift.json"
SCHEMA = "cudasem-drift/1"
STATUSES = ("verbatim", "changed", "gone")
_RELEASE = re.compile(r"[0-9]+\.[0-9]+")
_VERSION = re.compile(r"[0-9]+\.[0-9]+\.[0-9]+")
_SHA256 = re.compile(r"[0-9a-f]{64}")


class DriftError(ValueError):
    """The table is missing or malformed (one line naming the file and the problem)."""


Key = tuple[str, str, str]


def key(citation: dict) -> Key:
    """A passage as the table names it: the citation's document, section and quote."""
    return (str(citation.get("doc") or ""), str(citation.get("section") or ""), str(citation.get("quote") or ""))


def release_tuple(release: str) -> tuple[int, ...]:
    return tuple(int(p) for p in release.split("."))


def problems(table: Any) -> list[str]:
    """What makes a table unusable, each in a line; none for a well-formed one."""
    if not isinstance(table, dict) or table.get("schema") != SCHEMA:
        return [f"not a {SCHEMA} document"]
    out: list[str] = []
    releases = table.get("releases")
    if not isinstance(releases, list) or not releases:
        return ["'releases' must be a non-empty list"]
    names = []
    for i, r in enumerate(releases):
        if not isinstance(r, dict):
            out.append(f"releases[{i}]: not an object")
            continue
        rel = str(r.get("release"))
        names.append(rel)
        if not _RELEASE.fullmatch(rel):
            out.append(f"releases[{i}]: release {rel!r} is not major.minor")
        if not _VERSION.fullmatch(str(r.get("version"))) or not str(r.get("version")).startswith(rel + "."):
            out.append(f"releases[{i}]: version {r.get('version')!r} is not a {rel}.x release")
        if not str(r.get("package") or "").startswith("nvidia-") or not str(r.get("wheel") or "").endswith(".whl"):
            out.append(f"releases[{i}]: package and wheel must name NVIDIA's wheel")
        if not _SHA256.fullmatch(str(r.get("wheel_sha256"))):
            out.append(f"releases[{i}]: wheel_sha256 is not a sha256")
        heads = r.get("headers")
        if not isinstance(heads, dict) or not heads:
            out.append(f"releases[{i}]: 'headers' must name each header's sha256")
        elif bad := [h for h, s in heads.items() if not _SHA256.fullmatch(str(s))]:
            out.append(f"releases[{i}]: headers without a sha256: {', '.join(bad)}")
    if names != sorted(names, key=lambda n: release_tuple(n) if _RELEASE.fullmatch(n) else (0,)):
        out.append("releases are not in version order")
    if len(set(names)) != len(names):
        out.append("a release is listed twice")
    if table.get("toolkit") not in names:
        out.append(f"toolkit {table.get('toolkit')!r} is not one of the releases")
    passages = table.get("passages")
    if not isinstance(passages, list):
        return [*out, "'passages' must be a list"]
    seen: set[Key] = set()
    for i, p in enumerate(passages):
        if not isinstance(p, dict) or not all(isinstance(p.get(k), str) and p[k] for k in ("doc", "section", "quote")):
            out.append(f"passages[{i}]: needs doc, section and quote")
            continue
        k = key(p)
        if k in seen:
            out.append(f"passages[{i}]: {k[0]} {k[1]!r} quoted twice")
        seen.add(k)
        status = p.get("status")
        if not isinstance(status, list) or len(status) != len(names) or any(s not in STATUSES for s in status):
            out.append(f"passages[{i}] ({k[1]}): status must give one of {', '.join(STATUSES)} per release")
            continue
        texts = p.get("texts")
        if not isinstance(texts, dict):
            out.append(f"passages[{i}] ({k[1]}): 'texts' must be an object")
            continue
        changed = {r for r, s in zip(names, status) if s == "changed"}
        if set(texts) != changed or not all(isinstance(t, str) and t for t in texts.values()):
            out.append(f"passages[{i}] ({k[1]}): 'texts' must give the release's text for each changed release")
        if not isinstance(p.get("normalized"), str) or not p["normalized"]:
            out.append(f"passages[{i}] ({k[1]}): 'normalized' must give the quote as the check compares it")
        if not isinstance(p.get("items"), list):
            out.append(f"passages[{i}] ({k[1]}): 'items' must list the items compared with")
    return out


def read(path: Path = FILE) -> dict:
    """The table, checked; DriftError naming the file and its first problems otherwise."""
    try:
        table = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise DriftError(f"{path}: {e}") from None
    found = problems(table)
    if found:
        raise DriftError(
            f"{path}: " + "; ".join(found[:3]) + (f" (and {len(found) - 3} more)" if len(found) > 3 else "")
        )
    return table


@cache
def committed() -> dict:
    """The committed table, read once."""
    return read(FILE)


def checked(case: dict, toolkit: str) -> bool:
    """Whether the citation check reads this case's quote (a headers document, the toolkit's version)."""
    cite = case.get("citation") or {}
    return cite.get("doc") in documents_in_headers() and cite.get("cuda_version") == toolkit and bool(cite.get("quote"))


def uncovered(table: dict, cases: Iterable[dict]) -> list[tuple[str, Key]]:
    """(case id, passage) of each checked quote the table lacks."""
    have = {key(p) for p in table["passages"]}
    return [
        (str(c.get("id")), key(c["citation"]))
        for c in cases
        if checked(c, table["toolkit"]) and key(c["citation"]) not in have
    ]


def index(table: dict) -> dict[Key, dict]:
    return {key(p): p for p in table["passages"]}


def spans(releases: list[str], status: list[str], wanted: str) -> list[str]:
    """The releases with status `wanted`, consecutive ones joined: ['12.0–12.4', '13.0–13.5']."""
    out: list[list[str]] = []
    previous = False
    for r, s in zip(releases, status):
        if s == wanted:
            if previous:
                out[-1][1] = r
            else:
                out.append([r, r])
        previous = s == wanted
    return [a if a == b else f"{a}\u2013{b}" for a, b in out]


def release_names(table: dict) -> list[str]:
    return [r["release"] for r in table["releases"]]


def holds(table: dict, citation: dict, passages: dict[Key, dict] | None = None) -> dict | None:
    """Where a citation's quote holds: {"verbatim": [spans], "changed": [...], "gone": [...],
    "range": first–last}; None when the table does not cover it. passages: index(table), once."""
    p = (passages if passages is not None else index(table)).get(key(citation))
    if p is None:
        return None
    names = release_names(table)
    out: dict[str, Any] = {s: spans(names, p["status"], s) for s in STATUSES}
    out["range"] = f"{names[0]}\u2013{names[-1]}"
    return out


def counts(table: dict) -> dict[str, int]:
    """The README's numbers. `major`: quotes verbatim in the toolkit's release whose text differs in
    the last 12.x release (changed, or gone); `within`: those that differ in some 13.x release
    other than the toolkit's; each with its changed and gone parts."""
    names = release_names(table)
    tk = names.index(table["toolkit"])
    last12 = max((i for i, n in enumerate(names) if n.startswith("12.")), default=None)
    thirteen = [i for i, n in enumerate(names) if n.startswith("13.") and i != tk]
    out = dict(passages=0, major=0, major_changed=0, major_gone=0, within=0, within_changed=0, within_gone=0)
    for p in table["passages"]:
        s = p["status"]
        if s[tk] != "verbatim":
            continue
        out["passages"] += 1
        if last12 is not None and s[last12] != "verbatim":
            out["major"] += 1
            out["major_" + s[last12]] += 1
        differ = [s[i] for i in thirteen if s[i] != "verbatim"]
        if differ:
            out["within"] += 1
            out["within_gone" if "gone" in differ else "within_changed"] += 1
    return out
