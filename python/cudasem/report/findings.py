"""The report's findings across runs: the deviations page (where a driver differs from the cited
text, in words), the diff pages of run pairs, and the copy-rates page.

    cudasem perf BUNDLE_OR_FOLDER... [--markdown]

prints the copy-rates table per GPU and driver (the README's table with --markdown).
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import asdict
from typing import Any

from ..model.bundle import BundleError
from ..model.outcome import DEVIATING, RAW_BROKEN, RAW_FAIL, RAW_PASS
from ..model.vocabulary import deviation_classes, documents
from ..run.compare import diff, same_gpu
from . import charts as perf
from . import history, paging
from .text import citation_url, first_line, format_value, short_name, slug, source_parts
from .view import (
    Run,
    case_api,
    case_ids,
    case_meta,
    counts_of,
    expected_values,
    is_measurement,
    load_runs,
    not_nvidia,
    revision_note,
    run_identity,
    version_key,
)


def _where(runs: list[Run]) -> list[dict]:
    """Runs as [{"gpu", "drivers"}], GPU by GPU in column order."""
    out: dict[str, list] = {}
    for r in runs:
        i = run_identity(r.bundle)
        drivers = out.setdefault(i["gpu"] or "no GPU", [])
        bad = not_nvidia(r.bundle["identity"])
        driver = (i["driver"] or "no driver") + (f" ({bad})" if bad else "")
        if driver not in drivers:
            drivers.append(driver)
    return [{"gpu": g, "drivers": d} for g, d in out.items()]


def _what_the_driver_does(case: dict, flagged: bool, root: str | None) -> str:
    """An expectation's reason, else the observed value against the expected one from the
    message, else the key observation, else the message's first line."""
    exp = case.get("expectation") or {}
    if exp.get("reason"):
        return exp["reason"]
    wanted = expected_values(case)
    obs = {o["name"]: o["value"] for o in case.get("observations") or []}
    for name, want in wanted.items():
        return f"{short_name(name, 60)} = {format_value(obs[name])} (expected {want})"
    if case["outcome"] in RAW_BROKEN:
        return f"{case['outcome']}: {first_line(case.get('message'), root=root)}"
    key = next(iter(case.get("observations") or []), None)
    if key and not is_measurement(key, case, flagged):
        return f"{short_name(key['name'], 60)} = {format_value(key['value'])}"
    return first_line(case.get("message"), root=root)


def deviations_data(runs: list[Run], source_url: str | None = None) -> dict:
    items: list[dict[str, Any]] = []
    ids = case_ids(runs)
    for cid in ids:
        present = [(r, r.cases[cid]) for r in runs if cid in r.cases]
        bad = [(r, c) for r, c in present if c["outcome"] in DEVIATING]
        if not bad:
            continue
        meta = case_meta(runs, cid)
        items.append(
            {
                "id": cid,
                "page": f"case/{slug(cid)}.html",
                "area": meta.get("area"),
                "kind": meta.get("kind"),
                "api": case_api(runs, cid),
                "citation": meta.get("citation"),
                "citation_url": citation_url(meta.get("citation"), case_api(runs, cid)),
                "runs": [
                    {
                        "run": r.key,
                        "label": r.label,
                        "outcome": c["outcome"],
                        "message": c.get("message"),
                        "message_parts": source_parts(c.get("message"), r.commit, source_url, r.root),
                        "observations": c.get("observations") or [],
                        "expectation": c.get("expectation"),
                        "expectation_source": source_parts(
                            (c.get("expectation") or {}).get("source"), r.commit, source_url, r.root
                        ),
                    }
                    for r, c in bad
                ],
                "does": _what_the_driver_does(bad[0][1], bad[0][0].flags_measurements, bad[0][0].root),
                "where": _where([r for r, _ in bad]),
                "conforming": [r.label for r, c in present if c["outcome"] in RAW_PASS],
                "conforming_where": _where([r for r, c in present if c["outcome"] in RAW_PASS]),
                "counts": counts_of(c["outcome"] for _, c in bad),
            }
        )
    classes = {name: c["title"] for name, c in sorted(deviation_classes().items())}
    classes[""] = "Not classified (no expectation entry names a class): new deviations are here"
    summary: dict[str, list] = {k: [] for k in classes}
    for d in items:
        exp = next((e["expectation"] for e in d["runs"] if e.get("expectation")), None) or {}
        cls = exp.get("class") or ""
        cit = d.get("citation") or {}
        summary.setdefault(cls, []).append(
            {
                "id": d["id"],
                "page": d["page"],
                "api": d["api"],
                "text": cit.get("quote"),
                "source": ", ".join(filter(None, [cit.get("doc"), cit.get("section")])),
                "citation_url": d["citation_url"],
                "driver": d["does"],
                "counts": d["counts"],
                "where": sorted({e["label"] for e in d["runs"]}),
                "gpus": d["where"],
                "conforming": d["conforming_where"],
            }
        )
    undocumented: dict[tuple, dict] = {}
    for cid in ids:
        for r in runs:
            c = r.cases.get(cid)
            if c is None:
                continue
            for o in c.get("observations") or []:
                if o["name"].startswith("undocumented_return_code."):
                    fn = o["name"].split(".", 1)[1]
                    u = undocumented.setdefault(
                        (cid, fn, format_value(o["value"])),
                        {
                            "id": cid,
                            "page": f"case/{slug(cid)}.html",
                            "function": fn,
                            "code": o["value"],
                            "outcomes": [],
                            "runs": [],
                        },
                    )
                    u["outcomes"].append(c["outcome"])
                    u["runs"].append(r)
    undocumented_rows = []
    for u in undocumented.values():
        rs = u.pop("runs")
        undocumented_rows.append(
            dict(
                u,
                outcome=" ".join(o for o, _ in counts_of(u.pop("outcomes"))),
                run=", ".join(r.label for r in rs),
                where=_where(rs),
            )
        )
    kinds = deviation_classes()
    totals: dict[str, int] = {}
    for name, c in kinds.items():
        totals[c["finding"]] = totals.get(c["finding"], 0) + len(summary.get(name, []))
    totals["unclassified"] = sum(len(v) for k, v in summary.items() if k not in kinds)
    return {
        "rule": f"a run deviates when its raw result is a failure ({', '.join(sorted(RAW_FAIL))}) or it broke "
        f"({', '.join(sorted(RAW_BROKEN))})",
        "totals": totals,
        "summary": [
            {
                "class": k,
                "title": classes.get(k, k),
                "finding": kinds.get(k, {}).get("finding", ""),
                "count": len(v),
                "rows": v,
            }
            for k, v in summary.items()
            if v
        ],
        "undocumented": undocumented_rows,
        "deviations": items,
        "revision_note": revision_note(runs),
    }


def deviation_pages(data: dict) -> list[tuple[str, dict]]:
    """(page name, page data) of each part of the deviations page (report/paging.py: no page over
    2 MB however many runs deviate): the summary's rows in its order, by class, each with its
    behavior's details; a part shows the summary rows it holds under their classes and their
    details in the page's order, the first part also the undocumented return codes (weighed with
    its first row). A behavior whose details weigh more than paging.BUDGET (many deviating runs of
    many observations) has its runs over parts of their own, each saying which of its runs it
    holds ("slice"). The totals, the class counts and the parts' "behaviors X to Y of N" count
    behaviors, not slices."""
    details = {d["id"]: d for d in data["deviations"]}
    order = {d["id"]: i for i, d in enumerate(data["deviations"])}
    codes = paging.json_weight(data["undocumented"])
    entries: list[tuple[dict, dict | None, dict, int]] = []  # (class, summary row or None, details, weight)
    for group in data["summary"]:
        for row in group["rows"]:
            d = details[row["id"]]
            weight = paging.json_weight(d)
            extra = paging.json_weight(row) + (codes if not entries else 0)
            if weight <= paging.BUDGET:
                entries.append((group, row, d, weight + extra))
                continue
            slices = paging.split(d["runs"], len(d["runs"]), paging.json_weight, paging.BUDGET // 2)
            start = 0
            for k, runs in enumerate(slices):
                shown = {"from": start + 1, "to": start + len(runs), "total": len(d["runs"])}
                start += len(runs)
                entries.append(
                    (group, row if k == 0 else None, dict(d, runs=runs, slice=shown), paging.json_weight(runs) + extra)
                )
    out = []
    before = 0  # behaviors on the parts before
    for page, chunk, nav in paging.paged("deviations", entries, lambda e: e[2]["id"], lambda e: e[3]):
        summary: list[dict] = []
        for group, row, _, _ in chunk:
            if row is None:
                continue
            if not summary or summary[-1]["class"] != group["class"]:
                summary.append(dict(group, rows=[]))
            summary[-1]["rows"].append(row)
        listed = [e[2] for e in sorted(chunk, key=lambda e: order[e[2]["id"]])]  # stable: slices in order
        held = sum(len(g["rows"]) for g in summary)
        part = dict(data, summary=summary, deviations=listed, **nav)
        part.update(rows_from=before + 1 if held else 0, rows_to=before + held, rows_total=len(details))
        before += held
        if nav["part"] > 1:
            part["undocumented"] = []  # on the first part
        out.append((page, part))
    return out


def _quote(doc: str | None, section: str | None, text: str | None, api: list | None = None) -> dict:
    return {
        "doc": doc or "",
        "title": documents().get(doc or "", {}).get("title", doc or ""),
        "section": section or "",
        "text": text or "",
        "url": citation_url(
            {"doc": doc, "section": section, "quote": text, "url": documents().get(doc or "", {}).get("url")},
            api or [],
        ),
    }


def errata_data(runs: list[Run], source_url: str | None = None) -> dict:
    """The documentation findings (the vocabulary's classes whose finding is "documentation"): each
    deviation whose expectation entry names such a class, with the case's citation and the entry's
    quote of the other text (field 8), what the driver did, and the bundles that show it; grouped
    by function (the case's API) and by document (each text quoted)."""
    kinds = deviation_classes()
    doc_classes = {name: c for name, c in kinds.items() if c["finding"] == "documentation"}
    items = []
    for d in deviations_data(runs, source_url)["deviations"]:
        exp = next((e["expectation"] for e in d["runs"] if e.get("expectation")), None) or {}
        cls = exp.get("class") or ""
        if cls not in doc_classes:
            continue
        cit = d.get("citation") or {}
        texts = [_quote(cit.get("doc"), cit.get("section"), cit.get("quote"), d["api"])]
        other = exp.get("quote")
        if other:
            texts.append(_quote(other.get("doc"), other.get("section"), other.get("text"), d["api"]))
        items.append(
            {
                "id": d["id"],
                "page": d["page"],
                "class": cls,
                "class_title": doc_classes[cls]["title"],
                "api": d["api"],
                "texts": texts,
                "observed": exp.get("reason") or d["does"],
                "expects": exp.get("expects") or "",
                "bundles": sorted({r["label"] for r in d["runs"]}),
                "sources": sorted({r.shown_source for r in runs if r.key in {e["run"] for e in d["runs"]}}),
                "where": d["where"],
                "counts": d["counts"],
            }
        )
    by_function: dict[str, list] = {}
    for f in items:
        for fn in f["api"] or ["(no function named)"]:
            by_function.setdefault(fn, []).append(f["id"])
    by_document: dict[str, dict[str, list]] = {}
    for f in items:
        for t in f["texts"]:
            by_document.setdefault(t["doc"] or "(no document)", {}).setdefault(t["section"], []).append(f["id"])
    return {
        "classes": [
            {"class": k, "title": c["title"], "meaning": c["meaning"], "count": sum(f["class"] == k for f in items)}
            for k, c in doc_classes.items()
        ],
        "findings": items,
        "by_function": [{"function": k, "findings": v} for k, v in sorted(by_function.items())],
        "by_document": [
            {
                "doc": k,
                "title": documents().get(k, {}).get("title", k),
                "sections": [{"section": s, "findings": ids} for s, ids in sorted(v.items())],
            }
            for k, v in sorted(by_document.items())
        ],
        "revision_note": revision_note(runs),
    }


def auto_pairs(runs: list[Run]) -> list[tuple[Run, Run]]:
    """Each run with the run before it of the same GPU and mode (history.comparable: a run under
    load or in another mode is never a default run's baseline), in driver-version order, then start
    time: the older is the baseline."""
    pairs = []
    order = sorted(
        runs, key=lambda r: (version_key(run_identity(r.bundle)["driver"]), r.bundle["run"].get("started") or "")
    )
    for i, new in enumerate(order):
        base = next(
            (b for b in reversed(order[:i]) if history.comparable(b, new) and same_gpu(b.bundle, new.bundle)), None
        )
        if base is not None:
            pairs.append((base, new))
    return pairs


def diff_data(pairs: list[tuple[Run, Run]], automatic: bool, source_url: str | None = None) -> dict:
    out = []
    for base, new in pairs:
        d = diff(base.bundle, new.bundle)
        note = None
        if base.revision != new.revision:
            note = (
                f"suite revisions differ ({base.revision} → {new.revision}): a change may come from the "
                "suite, not the driver"
            )
        sections = [
            ("regressions", "Regressions", d.regressions),
            ("improvements", "Improvements", d.improvements),
            ("changed", "Other changes", d.changed),
            ("added", "Added", d.added),
            ("removed", "Removed", d.removed),
            ("missing", "Missing (expected, did not run)", d.missing),
            ("still_bad", "Still bad (missing in the baseline)", d.still_bad),
        ]
        out.append(
            {
                "baseline": {"run": base.key, "label": base.label, "source": base.shown_source},
                "new": {"run": new.key, "label": new.label, "source": new.shown_source},
                "note": note,
                "bad": d.bad,
                "unchanged": d.unchanged,
                "perf_regressions": [dict(asdict(r), page=f"case/{slug(r.id)}.html") for r in d.perf_regressions],
                "sections": [
                    {
                        "key": k,
                        "title": t,
                        "items": [
                            dict(
                                asdict(c),
                                page=f"case/{slug(c.id)}.html",
                                message_parts=source_parts(c.message, new.commit, source_url, new.root),
                            )
                            for c in items
                        ],
                    }
                    for k, t, items in sections
                ],
            }
        )
    return {"automatic": automatic, "diffs": out}


def diff_pages(data: dict) -> list[tuple[str, dict]]:
    """(page name, page data) of each part of the diff page: its comparisons of two runs in order,
    parts by their weight (report/paging.py; a comparison is never split)."""
    return [
        (page, dict(data, diffs=chunk, **nav))
        for page, chunk, nav in paging.paged("diff", data["diffs"], lambda d: d["new"]["label"], _diff_weight)
    ]


def _diff_weight(d: dict) -> int:
    """A comparison's weight: its page's markup is about 1.3 times its JSON (each change a list item
    with its badges), so half as much again as its JSON keeps its page under the budget too."""
    return paging.json_weight(d) * 3 // 2


def copy_rates_data(runs: list[Run]) -> dict:
    """The "copy rates" page: per GPU and driver, each copy path's best rate and its ratio to
    the physical limit (see perf.copy_rates_data)."""
    data = perf.copy_rates_data(runs)
    data["revision_note"] = revision_note(runs)
    return data


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="cudasem perf", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("inputs", nargs="+", metavar="BUNDLE_OR_FOLDER")
    p.add_argument("--markdown", action="store_true", help="print the table as Markdown (the README's)")
    args = p.parse_args(argv)
    try:
        runs = load_runs(args.inputs)
    except BundleError as e:
        print(f"cudasem perf: error: {e}", file=sys.stderr)
        return 2
    data = perf.copy_rates_data(runs)
    if args.markdown:
        print(perf.markdown(data))
    else:
        for g in data["groups"]:
            print(f"{g['gpu']} / {g['driver']}: link {g['link']['current']} (max {g['link']['max']})")
            for q in g["paths"]:
                ratio = f"{100 * q['ratio']:.0f}%" if q["ratio"] else "?"
                print(f"  {q['path']:<32} {q['best_GBps']:9.1f} GB/s  {ratio} of the limit")
    return 0


if __name__ == "__main__":
    sys.exit(main())
