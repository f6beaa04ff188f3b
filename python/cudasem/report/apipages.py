"""The API pages: per Runtime/Driver API function, the compatibility table of the behaviors its
documentation promises (the model: MDN's browser-compatibility tables, one table per API, one
column per browser; here one column per run: GPU and driver).

A case record names the functions whose documented behavior it asserts ("api"). Each function
gets api/<function>.html: a row per case that names it (the claim: the citation's quote; the
kind; then per run, in the area matrices' column order, the outcome and the observation the
verdict rests on), and api/index.html lists every function alphabetically with its case count
and worst outcome. Bundles older than the "api" field give no API pages.

Page data only, as plain dicts (written as the pages' JSON twins); templates/api.html and
templates/api_index.html render them.
"""

from __future__ import annotations

import re

from . import text
from . import view as model

# A function's API and the header that declares it, from its name's prefix.
FAMILIES = (("cuda", "Runtime API", "cuda_runtime_api.h"), ("cu", "Driver API", "cuda.h"))


def family(name: str) -> tuple[str, str | None]:
    """(API, header) of a function: cudaX the Runtime API, cuX the Driver API; anything else
    (CUDA_API_PER_THREAD_DEFAULT_STREAM) is a macro of the headers."""
    for prefix, api, header in FAMILIES:
        if name.startswith(prefix):
            return api, header
    return "macro", None


def page_of(name: str) -> str:
    """The API page of a function, relative to the site's root."""
    return f"api/{text.slug(name)}.html"


def sort_key(name: str) -> tuple:
    return name.lower(), name


def functions(rows: list[dict]) -> dict[str, list[dict]]:
    """Function name -> the matrix rows (model.matrix_rows) of the cases that name it, in the rows'
    order (area, id); functions alphabetically. Empty when no case records its API."""
    by_name: dict[str, list[dict]] = {}
    for row in rows:
        for name in row.get("api") or []:
            by_name.setdefault(name, []).append(row)
    return {name: by_name[name] for name in sorted(by_name, key=sort_key)}


def _summary(name: str, mine: list[dict]) -> dict:
    api, header = family(name)
    return {
        "name": name,
        "page": page_of(name),
        "family": api,
        "header": header,
        "reference": text.reference_url(name),
        "case_count": len(mine),
        "worst": model.worst(row["worst"] for row in mine),
        "counts": model.counts_of(row["worst"] for row in mine),  # cases by their worst outcome
        "differing": sum(row["differs"] for row in mine),
    }


def index_data(runs: list[model.Run], by_name: dict[str, list[dict]]) -> dict:
    """api/index.html: every function alphabetically with its case count and worst outcome."""
    listed = [_summary(name, mine) for name, mine in by_name.items()]
    families: dict[str, int] = {}
    for f in listed:
        families[f["family"]] = families.get(f["family"], 0) + 1
    return dict(
        model._common(runs),
        functions=listed,
        function_count=len(listed),
        families=[[k, n] for k, n in families.items()],
        case_count=len({row["id"] for mine in by_name.values() for row in mine}),
    )


def api_data(
    runs: list[model.Run], name: str, mine: list[dict], codes: dict | None = None, known: set[str] | None = None
) -> dict:
    """api/<name>.html: a row per case that names the function: its claim (the citation's quote),
    its kind and a cell per run (the matrix cells: outcome and the observation it rests on)."""
    cases = []
    for row in mine:
        cit = model.case_meta(runs, row["id"]).get("citation") or {}
        cases.append(
            {
                "id": row["id"],
                "page": row["page"],
                "matrix": row["matrix"],
                "area": row["area"],
                "kind": row["kind"],
                "claim": cit.get("quote"),
                "citation": cit,
                "citation_url": text.citation_url(cit, row["api"]),
                "also": [a for a in row["api"] if a != name],  # the other functions the case asserts
                "worst": row["worst"],
                "counts": row["counts"],
                "differs": row["differs"],
                "o": row["o"],
                "v": row["v"],
                "cells": row["cells"],
                "test": row.get("test"),
                # the finding in words where every run that ran the case found the same
                "findings": list(dict.fromkeys(c["finding"] for c in row["cells"] if c["finding"])),
                "changed": row.get("changed") or [],
                "varied": row.get("varied") or [],
            }
        )
    return dict(
        model._common(runs), **_summary(name, mine), cases=cases, codes=codes_of(codes, name, known) if codes else None
    )


# ---------------------------------------------------------------------------------------------
# The return-code table of issue 41 (`cudasem codes table`: sources/return_codes.py), per function.

CODES_SCHEMA = "cudasem-return-codes/1"
_ALIAS = re.compile(r"(?:_v\d+)?(?:_pt(?:sz|ds))?$")  # sources/return_codes.py's alias suffixes
CODE_STATUS_WORDS = {
    "provoked": "provoked: a committed run returned it",
    "unreachable": "unreachable here",
    "open": "open: no case provoked it yet",
    "undocumented": "returned, not documented",
}


def codes_by_function(table: dict) -> dict[str, list[dict]]:
    """Base function name -> its return-code rows: each documented (function, code) pair with its
    status (provoked with up to three cases, unreachable with its reason and note, open) and each
    code a run returned that the function's list lacks ("undocumented"). The rows hold no machine
    path (the table's classified_at is left out; evidence names bundles relative to the repository)."""
    out: dict[str, list[dict]] = {}
    for p in table.get("pairs") or []:
        out.setdefault(p["function"], []).append(
            {
                "code": p["code"],
                "source": p.get("source") or "return",
                "status": p["status"],
                "reason": p.get("reason"),
                "note": p.get("note"),
                "cases": sorted({e["case"] for e in p.get("evidence") or []}),
            }
        )
    for u in table.get("undocumented") or []:
        out.setdefault(u["function"], []).append(
            {
                "code": u["code"],
                "source": "not in its list",
                "status": "undocumented",
                "reason": None,
                "note": None,
                "cases": sorted({e["case"] for e in u.get("evidence") or []}),
            }
        )
    order = {"return": 0, "not in its list": 1}
    for rows in out.values():
        rows.sort(key=lambda r: (order.get(r["source"], 2), r["code"]))
    return out


def codes_of(by_function: dict[str, list[dict]], name: str, known: set[str] | None = None) -> dict | None:
    """The function's return-code table for its API page: rows and counts per status; None where
    the table has no such function (a macro, a function without a documented list). A case of
    the site (known ids; an older id under the id it has now) links its page."""
    from ..model.ids import renamed_ids

    # an alias (cuMemAlloc_v2, cuStreamBeginCapture_ptsz) is its base name's, as the table merges them
    found = by_function.get(name) or by_function.get(_ALIAS.sub("", name))
    if not found:
        return None
    renamed = renamed_ids()
    rows = []
    for r in found:
        ids = list(dict.fromkeys(renamed.get(c, c) for c in r["cases"]))
        shown = [{"id": c, "page": f"case/{text.slug(c)}.html" if known is None or c in known else None} for c in ids]
        rows.append(dict(r, cases=shown))
    counts: dict[str, int] = {}
    for r in rows:
        counts[r["status"]] = counts.get(r["status"], 0) + 1
    return {
        "rows": rows,
        "counts": [[k, counts[k], CODE_STATUS_WORDS[k]] for k in CODE_STATUS_WORDS if counts.get(k)],
    }


def read_codes(path) -> dict[str, list[dict]]:
    """The return-code table file (`cudasem codes table`'s return_codes.json) by function; a
    ValueError naming the file where it is no such table."""
    import json
    from pathlib import Path

    try:
        table = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeError, json.JSONDecodeError) as e:
        raise ValueError(f"--codes {path}: cannot read it ({type(e).__name__}: {e})") from None
    if not isinstance(table, dict) or table.get("schema") != CODES_SCHEMA:
        raise ValueError(
            f"--codes {path}: no return-code table (schema {CODES_SCHEMA}; `cudasem codes table` writes one)"
        )
    return codes_by_function(table)
