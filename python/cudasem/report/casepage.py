"""The page of one behavior: its citation and APIs, each run's outcome, message, attempts and
expectation, the observations side by side (verdicts apart from measurements and environment
facts), and a perf case's charts."""

from __future__ import annotations

from typing import Any

from ..model.outcome import NOT_RUN
from . import charts, failure, paging
from .failure import name_signals
from .text import citation_url, format_value, reference_url, slug, source_parts
from .units import show
from .view import Run, _area, case_api, case_meta, revision_note
from .words import expected_values, finding, observation_type


def _observation_table(runs: list[Run], cases: list[dict | None]) -> list[dict]:
    """Rows of observation name × runs, with the expected value where a failure message or the
    observation itself gives one; a missed expectation is "unexpected", a measurement never is."""
    by_name = [{o["name"]: o for o in (c or {}).get("observations") or []} for c in cases]
    parsed = [expected_values(c) if c else {} for c in cases]
    names: dict[str, dict] = {}  # name -> {"expected": [...], "measurement": bool, "type": str}
    for r, c, obs, exp in zip(runs, cases, by_name, parsed):
        if c is None:
            continue
        for name, o in obs.items():
            info = names.setdefault(name, {"expected": [], "measurement": False, "type": "verdict"})
            t = observation_type(o, c, r.flags_measurements)
            if t != "verdict":
                info["measurement"], info["type"] = True, t
            wants = ([format_value(o["expected"])] if "expected" in o else []) + ([exp[name]] if name in exp else [])
            info["expected"] += [w for w in wants if w not in info["expected"]]
    table = []
    for name, info in names.items():
        values = []
        for r, obs, exp in zip(runs, by_name, parsed):
            o = obs.get(name)
            text = show(o) if o else ""
            unexpected = (
                o is not None
                and bool(o)
                and not info["measurement"]
                and (("expected" in o and format_value(o["expected"]) != format_value(o["value"])) or name in exp)
            )
            values.append({"run": r.key, "text": text, "unexpected": unexpected, "absent": o is None})
        seen = {v["text"] for v in values if not v["absent"]}
        table.append(
            {
                "name": name,
                "expected": info["expected"],
                "measurement": info["measurement"],
                "type": info["type"],
                "differs": not info["measurement"] and len(seen) > 1,
                "values": values,
            }
        )
    return table


def case_data(runs: list[Run], cid: str, source_url: str | None = None, row: dict | None = None) -> dict:
    """The page's data; row: the case's matrix row (view.matrix_rows), for its history marks."""
    meta = case_meta(runs, cid)
    per_run = []
    cases = [r.cases.get(cid) for r in runs]
    for i, (r, c) in enumerate(zip(runs, cases)):
        entry: dict[str, Any] = {
            "run": r.key,
            "label": r.label,
            "revision": r.revision,
            "outcome": NOT_RUN,
            "message": "",
            "message_parts": [],
            "duration_s": None,
            "attempts": [],
            "expectation": None,
            "expectation_source": [],
            "device": None,
            "finding": "",
            "sanitizer": None,
            "checks": [],
        }
        if c is not None:
            entry.update(
                {
                    k: c.get(k)
                    for k in ("outcome", "message", "duration_s", "attempts", "expectation", "device", "sanitizer")
                }
            )
            entry["message_parts"] = source_parts(name_signals(c.get("message") or ""), r.commit, source_url, r.root)
            entry["checks"] = failure.checks(c)
            entry["finding"] = (
                row["cells"][i]["finding"] if row is not None else finding(c, r.flags_measurements, r.root)
            )
            entry["attempts"] = [
                dict(a, message_parts=source_parts(a.get("message"), r.commit, source_url, r.root))
                for a in c.get("attempts") or []
            ]
            entry["expectation_source"] = source_parts(
                (c.get("expectation") or {}).get("source"), r.commit, source_url, r.root
            )
        per_run.append(entry)
    cited = [c.get("citation") for c in cases if c is not None]
    return {
        "id": cid,
        "test": meta.get("test"),
        "area": meta.get("area"),
        "kind": meta.get("kind"),
        # its row in the matrix: the area page's part that holds it (render.py, report/paging.py)
        "area_page": row["matrix"] if row is not None else f"area/{slug(_area(meta, cid))}.html#{cid}",
        "labels": meta.get("labels") or [],
        "api": case_api(runs, cid),
        "references": {a: reference_url(a) for a in case_api(runs, cid) if reference_url(a)},
        "changed": (row or {}).get("changed") or [],
        "varied": (row or {}).get("varied") or [],
        "older_only": (row or {}).get("older_only") or [],
        "citation": meta.get("citation"),
        "citation_url": citation_url(meta.get("citation"), case_api(runs, cid)),
        "requirements": meta.get("requirements") or [],
        "citation_note": (
            "the runs' suite revisions cite this behavior differently; shown: the newest"
            if any(x != cited[0] for x in cited)
            else None
        ),
        "runs": per_run,
        "failed_checks": _failed_checks(per_run),
        "observations": _observation_table(runs, cases),
        "revision_note": revision_note(runs),
        "charts": charts.case_charts(runs, cid) if meta.get("kind") == "perf" else [],
    }


def _failed_checks(per_run: list[dict]) -> list[dict]:
    """The failed checks of every run, the runs that failed a check alike as one row: {"runs",
    "labels", "outcome", "call", "observation", "expected", "actual", "kind"}."""
    rows: dict[tuple, dict] = {}
    for e in per_run:
        for c in e.get("checks") or []:
            key = (e["outcome"], c["call"], c["expected"], c["actual"])
            row = rows.setdefault(key, dict(c, outcome=e["outcome"], runs=[], labels=[]))
            row["runs"].append(e["run"])
            row["labels"].append(e["label"])
    return list(rows.values())


def case_pages(stem: str, data: dict) -> list[tuple[str, dict]]:
    """(page name, page data) of each part of a case page (report/paging.py): a behavior of many
    observations over many runs (716 observations x 50 runs is some 3 MB) is split by runs, each
    part the outcomes and the observations' columns of its runs, the charts on the first; a page
    of no more weight than paging.BUDGET is one part, weighed whole (one dump, not one per run)."""
    runs, observations = data["runs"], data["observations"]
    heavy = paging.json_weight(runs) + paging.json_weight(observations) > paging.BUDGET

    def weight(i: int) -> int:
        return paging.json_weight(runs[i]) + paging.json_weight([o["values"][i] for o in observations])

    pages = paging.parts(stem, range(len(runs)), None if heavy else max(len(runs), 1), weight if heavy else None)
    out = []
    for k, (page, chunk) in enumerate(pages):
        nav = paging.nav(pages, k, lambda i: runs[i]["label"])
        part = dict(data, runs=[runs[i] for i in chunk], **nav)
        if len(pages) > 1:
            part["observations"] = [dict(o, values=[o["values"][i] for i in chunk]) for o in observations]
            part["charts"] = data["charts"] if k == 0 else []
        out.append((page, part))
    return out
