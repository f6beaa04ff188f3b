"""The drift page (drift.html) and the case pages' line on it: how the quoted Runtime and Driver API
passages read in the headers of each CUDA release 12.0 to 13.5 (the committed table,
cudasem.model.drift). Per function, each quote whose text is not verbatim in every release: a cell
per release (verbatim, changed, gone) and, for each changed stretch of releases, that release's text
beside the quote, the words that differ marked. Passages only absent from releases before their
function existed are listed apart ("added"), and those no release's headers carry ("not carried").

Page data only, as plain dicts (written as the page's JSON twin); templates/drift.html renders it.
"""

from __future__ import annotations

import difflib

from ..model import drift
from . import paging, text
from . import view as model

LABELS = {"verbatim": "verbatim", "changed": "changed", "gone": "absent"}
# Below this similarity the page calls the closest words the function's nearest words, not its passage
# (the passage was removed, rewritten whole, or much changed).
CLOSE = 0.7


def word_diff(old: str, new: str) -> list[list[str]]:
    """[op, words] segments turning `old` into `new`: op "eq", "del" (only in old), "ins" (only in new)."""
    a, b = old.split(" "), new.split(" ")
    out: list[list[str]] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op == "equal":
            out.append(["eq", " ".join(a[i1:i2])])
            continue
        if i2 > i1:
            out.append(["del", " ".join(a[i1:i2])])
        if j2 > j1:
            out.append(["ins", " ".join(b[j1:j2])])
    return out


def kind_of(status: list[str]) -> str:
    """changed: some release's text differs, or the passage was removed after it was there; added: only
    absent from releases before its function existed; same: verbatim everywhere; not_carried."""
    if all(s == "gone" for s in status):
        return "not_carried"
    if all(s == "verbatim" for s in status):
        return "same"
    first = status.index("verbatim") if "verbatim" in status else len(status)
    if "changed" not in status and all(s == "gone" for s in status[:first]) and "gone" not in status[first:]:
        return "added"
    return "changed"


def stretches(names: list[str], p: dict) -> list[dict]:
    """Consecutive releases of one status and one text: {"releases", "status", "text", "diff"}."""
    out: list[dict] = []
    quote = p["normalized"]  # the quote as the citation check compares it
    for name, status in zip(names, p["status"]):
        body = p["texts"].get(name, "")
        if out and out[-1]["status"] == status and out[-1]["text"] == body:
            out[-1]["last"] = name
            continue
        out.append({"first": name, "last": name, "status": status, "label": LABELS[status], "text": body})
    for s in out:
        s["releases"] = s["first"] if s["first"] == s["last"] else f"{s['first']}\u2013{s.pop('last')}"
        s.pop("last", None)
        s["diff"] = word_diff(quote, s["text"]) if s["status"] == "changed" else []
        s["similarity"] = (p.get("similarity") or {}).get(s["first"])
        s["close"] = s["similarity"] is not None and s["similarity"] >= CLOSE
    return out


def _cases_by_key(runs: list[model.Run]) -> dict[drift.Key, list[dict]]:
    out: dict[drift.Key, list[dict]] = {}
    for cid in sorted({cid for r in runs for cid in r.cases}):
        cit = model.case_meta(runs, cid).get("citation") or {}
        out.setdefault(drift.key(cit), []).append({"id": cid, "page": f"case/{text.slug(cid)}.html"})
    return out


def drift_data(runs: list[model.Run], table: dict) -> dict:
    names = drift.release_names(table)
    cited = _cases_by_key(runs)
    groups: dict[str, dict[str, list[dict]]] = {}
    anchor = anchors(table)
    for p in table["passages"]:
        kind = kind_of(p["status"])
        if kind == "same":
            continue
        function = (p["items"] or [p["section"]])[0]
        groups.setdefault(kind, {}).setdefault(function, []).append(
            {
                "anchor": anchor[drift.key(p)],
                "doc": p["doc"],
                "section": p["section"],
                "quote": p["quote"],
                "status": p["status"],
                "cells": [{"release": r, "status": s, "label": LABELS[s]} for r, s in zip(names, p["status"])],
                "stretches": stretches(names, p),
                "cases": cited.get(drift.key(p), []),
            }
        )
    per_release = [
        {"release": r["release"], **{s: sum(p["status"][i] == s for p in table["passages"]) for s in drift.STATUSES}}
        for i, r in enumerate(table["releases"])
    ]
    return dict(
        model._common(runs),
        toolkit=table["toolkit"],
        releases=table["releases"],
        release_names=names,
        per_release=per_release,
        counts=drift.counts(table),
        passage_count=len(table["passages"]),
        sections=[
            {"kind": kind, "functions": [{"function": f, "passages": ps} for f, ps in sorted(groups[kind].items())]}
            for kind in ("changed", "added", "not_carried")
            if kind in groups
        ],
    )


def drift_pages(data: dict) -> tuple[list[tuple[str, dict]], dict[str, str]]:
    """(page name, page data) of each part of the drift page (report/paging.py: the functions of its
    sections in order, parts by their weight; a part shows its functions under their sections, and
    every part the releases' table), and the page of each passage's anchor (drift.html,
    drift-part-2.html, ...) for the case pages' links."""
    items = [(section, g) for section in data["sections"] for g in section["functions"]]
    out: list[tuple[str, dict]] = []
    page_of: dict[str, str] = {}
    for page, chunk, nav in paging.paged(
        "drift", items, lambda item: item[1]["function"], lambda i: paging.json_weight(i[1])
    ):
        sections: list[dict] = []
        for section, g in chunk:
            if not sections or sections[-1]["kind"] != section["kind"]:
                sections.append(dict(section, functions=[]))
            sections[-1]["functions"].append(g)
            page_of.update((p["anchor"], f"{page}.html") for p in g["passages"])
        out.append((page, dict(data, sections=sections, **nav)))
    return out, page_of


def anchors(table: dict) -> dict[drift.Key, str]:
    """Each passage's anchor on the drift page."""
    return {drift.key(p): f"p{n}" for n, p in enumerate(table["passages"])}


def case_drift(
    table: dict,
    citation: dict | None,
    passages: dict,
    anchor: dict[drift.Key, str],
    pages: dict[str, str] | None = None,
) -> dict | None:
    """The case page's line: where its quote is verbatim, changed, absent; None for a citation the
    table does not cover (a document the headers do not carry). passages: drift.index(table);
    pages: the drift page's part that holds each anchor (drift_pages; drift.html where none does)."""
    if not citation:
        return None
    found = drift.holds(table, citation, passages)
    if found is None:
        return None
    mark = anchor[drift.key(citation)]
    return {
        "range": found["range"],
        "spans": [{"status": s, "label": LABELS[s], "releases": found[s]} for s in drift.STATUSES if found[s]],
        "page": f"{(pages or {}).get(mark, 'drift.html')}#{mark}",
        "everywhere": found["verbatim"] == [found["range"]],
    }
