"""The Python face of cudasem's vocabularies (schema/vocabulary.json: outcomes and their sets,
observation types, case kinds, claim kinds, deviation classes, document keys, sanitizer tools, the CUDASEM_*
settings and the run-mode key each sets). The harness's C++ face is generated from the same file at
build time (cudasem.sources.vocabulary); no other file spells these lists
(python/tests/test_vocabulary.py)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

FILE = Path(__file__).resolve().parents[3] / "schema" / "vocabulary.json"
SCHEMA = "cudasem-vocabulary/1"


class VocabularyError(ValueError):
    """schema/vocabulary.json is missing or malformed."""


@cache
def data() -> dict[str, Any]:
    """The vocabulary file, read once and checked for the keys the tools use."""
    try:
        doc = json.loads(FILE.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise VocabularyError(f"{FILE}: {e}") from None
    if not isinstance(doc, dict) or doc.get("schema") != SCHEMA:
        raise VocabularyError(f"{FILE}: not a {SCHEMA} document")
    for key in (
        "outcomes",
        "observation_types",
        "case_kinds",
        "claim_kinds",
        "deviation_classes",
        "documents",
        "settings",
    ):
        if not isinstance(doc.get(key), list) or not doc[key]:
            raise VocabularyError(f"{FILE}: '{key}' must be a non-empty list")
    kinds = {k["name"] for k in doc["case_kinds"]}
    for claim in doc["claim_kinds"]:
        if claim.get("backs") not in kinds:
            raise VocabularyError(
                f"{FILE}: claim kind {claim.get('name')!r} backs no case kind ({claim.get('backs')!r})"
            )
    return doc


def names(key: str) -> tuple[str, ...]:
    """The names of one list, in the file's order ("outcomes", "observation_types", ...)."""
    return tuple(item["name"] for item in data()[key])


def outcomes() -> list[dict[str, Any]]:
    return list(data()["outcomes"])


def outcomes_where(flag: str, value: Any = True) -> tuple[str, ...]:
    """The outcomes whose entry has `flag` equal to `value` (a missing flag is False)."""
    return tuple(o["name"] for o in data()["outcomes"] if o.get(flag, False) == value)


def exit_code(outcome: str) -> int | None:
    """The exit code a case process ends with for `outcome` (None: the harness never writes it)."""
    entry = next(o for o in data()["outcomes"] if o["name"] == outcome)
    return None if entry["exit"] is None else int(data()["exit_codes"][entry["exit"]])


def deviation_classes() -> dict[str, dict[str, str]]:
    """class name -> {"finding": "driver"|"documentation", "title", "meaning"}."""
    return {c["name"]: {k: v for k, v in c.items() if k != "name"} for c in data()["deviation_classes"]}


def documents() -> dict[str, dict[str, str]]:
    """document key -> {"title", "url"}."""
    return {d["key"]: {"title": d["title"], "url": d["url"]} for d in data()["documents"]}


def documents_in_headers() -> tuple[str, ...]:
    """The document keys whose text the toolkit's headers carry (the build checks those citations)."""
    return tuple(d["key"] for d in data()["documents"] if d.get("in_headers"))


def kind_labels() -> str:
    """The ctest label expression that selects every case: "semantics|characterization|..."."""
    return "|".join(names("case_kinds"))


def claim_backs() -> dict[str, str]:
    """claim kind -> the case kind it backs (a promise backs semantics, a hedge characterization)."""
    return {c["name"]: c["backs"] for c in data()["claim_kinds"]}


def claims_of(kind: str) -> tuple[str, ...]:
    """The claim kinds a case of `kind` may declare, in the file's order (none: it declares no claim)."""
    return tuple(c for c, backs in claim_backs().items() if backs == kind)


def sanitizer_tools() -> tuple[str, ...]:
    return tuple(data()["sanitizer_tools"])


def settings() -> list[dict[str, Any]]:
    return list(data()["settings"])


def neutral_settings() -> tuple[str, ...]:
    """The CUDASEM_* settings that change nothing a case does (the suite's bookkeeping)."""
    return tuple(s["name"] for s in data()["settings"] if s.get("neutral"))


def mode_settings() -> list[dict[str, Any]]:
    """The settings that fill a run-mode key, in the file's order."""
    return [s for s in data()["settings"] if s.get("mode")]


def setting(name: str) -> dict[str, Any]:
    for s in data()["settings"]:
        if s["name"] == name:
            return dict(s)
    raise KeyError(name)


def unreachable_reasons() -> dict[str, str]:
    """reason key -> its meaning: why a documented (function, code) pair is not provoked here
    (the return-code table, cudasem codes)."""
    return {r["name"]: r["meaning"] for r in data().get("unreachable_reasons", [])}
