"""The report of a results store (model/store.py): runs that behaved alike collapse, so that a page
grows with behaviors, not with runs.

    cudasem render --store FILE --out DIR

For each behavior, the runs with the same signature (the outcome and the value of each verdict
observation, as report/view.py compares runs) are one group, shown as one cell: the outcome, the
number of runs, and per GPU model its driver range and runtime range ("H200 · driver 575.57.08 to
590.44.01 · runtime 13.0 · 12 runs"). A range is the lowest and the highest version among the
group's runs: another group may hold a version between them, which its own cell then shows. The
case page lists, per group, the runs it stands for (their keys, r0... as in the index's runs table)
and the finding of one of its records (the records of a group agree on outcome and verdicts; their
messages and measurements may differ).

Pages: index.html (the runs, the areas worst first), area/<area>.html (a row per behavior, a cell
per group), case/<id>.html (citation, the groups with their runs and findings), each with its JSON
twin. The site is written and swapped in as `render` writes one (render.write_site)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from markupsafe import Markup

from .. import __version__
from ..model import store
from ..model.outcome import ATTENTION, CODES, NOT_RUN, OUTCOMES, SEVERITY
from . import fast, paging, storegpu
from .failure import checks, name_signals
from .text import citation_url, clip, first_line, slug
from .view import gpu_page, gpus_needed, pass_score
from .words import finding

RANK = {o: i for i, o in enumerate(SEVERITY)}
_GPU_PREFIX = "NVIDIA "


def _ranges(keys: list[int]) -> str:
    """'r0-r9, r12' of sorted run numbers."""
    out: list[str] = []
    start = prev = None
    for k in keys:
        if prev is not None and k == prev + 1:
            prev = k
            continue
        if start is not None:
            out.append(f"r{start}" if start == prev else f"r{start}-r{prev}")
        start = prev = k
    if start is not None:
        out.append(f"r{start}" if start == prev else f"r{start}-r{prev}")
    return ", ".join(out)


def _span(low: str, high: str, what: str) -> str:
    if not low and not high:
        return f"no {what}"
    return f"{what} {low}" if low == high else f"{what} {low} to {high}"


def _gpu(name: str, count: int) -> str:
    shown = (name or "no GPU").removeprefix(_GPU_PREFIX)
    return shown + (f" ×{count}" if count > 1 else "")


def _run_summary(i: int, r: store.StoredRun) -> dict:
    return {
        "key": f"r{i}",
        "gpu": r.gpu or "no GPU",
        "gpu_count": r.gpu_count,
        "gpu_page": gpu_page(r.gpu) if r.gpu else None,
        "driver": r.driver or "no driver",
        "runtime": r.runtime,
        "started": r.started,
        "ended": r.ended,
        "suite_commit": r.suite_commit[:12],
        "file": r.name,  # the bundle's file name, never its folder (no machine path)
        "cases": r.cases,
    }


def collapse(conn) -> dict:
    """The store's runs and, per behavior, its groups of runs: the model of every page."""
    runs = store.runs(conn)
    number = {r.id: i for i, r in enumerate(runs)}
    versions: dict[str, str] = {}
    for r in runs:
        versions[store.version_key(r.driver)] = r.driver
        versions[store.version_key(r.runtime)] = r.runtime
    cases: dict[str, dict] = {}
    part_records: dict[str, list[tuple[str, int, int, int]]] = {}  # per behavior: (GPU, count, runs, record)
    grouped, members = store.collapsed(conn)
    for cid, sig, outcome, gpu, count, dlo, dhi, rlo, rhi, n, record in grouped:
        groups = cases.setdefault(cid, {})
        g = groups.setdefault(sig, {"signature": sig, "outcome": outcome, "count": 0, "parts": []})
        g["count"] += n
        g.setdefault("record", record)
        g["gpus"] = max(g.get("gpus", 0), count)
        part_records.setdefault(cid, []).append((gpu, count, n, record))
        g["parts"].append(
            {
                "gpu": _gpu(gpu, count),
                "drivers": _span(versions[dlo], versions[dhi], "driver"),
                "runtimes": _span(versions[rlo], versions[rhi], "runtime"),
                "count": n,
            }
        )
    bodies = store.records(conn, (g["record"] for groups in cases.values() for g in groups.values()))
    # a perf behavior's record of each GPU (its charts draw each GPU's own line and limits)
    perf = [
        cid for cid, groups in cases.items() if any(bodies[g["record"]].get("kind") == "perf" for g in groups.values())
    ]
    bodies.update(store.records(conn, (p[3] for cid in perf for p in part_records[cid] if p[3] not in bodies)))
    stand_ins = storegpu.gpu_bundles({cid: part_records[cid] for cid in perf}, bodies)
    gpu_of = {r.id: r.gpu or "no GPU" for r in runs}
    gpu_ran: dict[str, int] = {}
    gpu_passed: dict[str, int] = {}
    behaviors = []
    ran_by: dict = {}
    passed_by: dict = {}
    for cid, groups in cases.items():
        answered: dict[str, set] = {}  # GPU model -> the outcomes its runs answered (not UNSUPPORTED)
        ordered = sorted(groups.values(), key=lambda g: (RANK[g["outcome"]], -g["count"], g["signature"]))
        meta = bodies[ordered[0]["record"]]
        ran = sum(g["count"] for g in ordered)
        cells = []
        for g in ordered:
            rec = bodies[g.pop("record")]
            ids = members[(cid, g["signature"])]
            g["runs"] = _ranges(sorted(number[m] for m in ids))
            if g["outcome"] != "UNSUPPORTED":  # the pass score: PASS out of what ran
                for m in ids:
                    ran_by[m] = ran_by.get(m, 0) + 1
                    passed_by[m] = passed_by.get(m, 0) + (g["outcome"] == "PASS")
                    answered.setdefault(gpu_of[m], set()).add(g["outcome"])
            g["finding"] = clip(finding(rec, True, None), 300)
            g["message"] = name_signals(first_line(rec.get("message")))
            g["checks"] = checks(rec)
            del g["signature"]
            cells.append(g)
        if ran < len(runs):
            cells.append(
                {"outcome": NOT_RUN, "count": len(runs) - ran, "parts": [], "runs": "", "finding": "", "checks": []}
            )
            cells[-1]["message"] = "these runs' bundles do not include the case"
        # Groups whose runs had fewer GPUs than the behavior needs are UNSUPPORTED there by design:
        # where a group with enough GPUs ran it (bundles/multi-gpu), the worst outcome is theirs.
        needed = gpus_needed(meta.get("requirements"))
        enough = [c["outcome"] for c in cells if c["outcome"] != "UNSUPPORTED" or c.pop("gpus", 0) >= needed]
        for c in cells:
            c.pop("gpus", None)
        outcomes = [c["outcome"] for c in cells]
        if any(o not in ("UNSUPPORTED", NOT_RUN) for o in enough):
            outcomes = enough
        for gpu, outs in answered.items():
            gpu_ran[gpu] = gpu_ran.get(gpu, 0) + 1
            gpu_passed[gpu] = gpu_passed.get(gpu, 0) + (outs == {"PASS"})
        cit = meta.get("citation") or {}
        area = meta.get("area") or cid.split(".", 1)[0]
        behaviors.append(
            {
                "id": cid,
                "area": area,
                "kind": meta.get("kind") or "unknown",
                "page": f"case/{slug(cid)}.html",
                "api": [str(a) for a in meta.get("api") or ()],
                "citation": cit,
                "citation_url": citation_url(cit, meta.get("api") or ()),
                "requirements": meta.get("requirements") or [],
                "worst": min(outcomes, key=RANK.__getitem__),
                "differs": len(ordered) > 1,
                "groups": cells,
                "charts": storegpu.perf_charts(cid, part_records[cid], bodies, stand_ins) if cid in perf else [],
            }
        )
    behaviors.sort(key=lambda b: (b["area"], b["id"]))
    summaries = [
        dict(_run_summary(i, r), pass_score=pass_score(passed_by.get(r.id, 0), ran_by.get(r.id, 0)))
        for i, r in enumerate(runs)
    ]
    newest: dict[str, store.StoredRun] = {}
    for r in runs:
        if r.gpu and (r.gpu not in newest or r.started > newest[r.gpu].started):
            newest[r.gpu] = r
    perf_of: dict[str, list[tuple[str, dict]]] = {}
    for cid in perf:
        for gpu, count, _, record in part_records[cid]:
            if gpu and record in bodies:
                perf_of.setdefault(gpu, []).append((_gpu(gpu, count), bodies[record]))
    return {
        "runs": summaries,
        "behaviors": behaviors,
        "gpu_heads": {name: store.run_head(conn, r.id) for name, r in sorted(newest.items())},
        "gpu_perf": perf_of,
        "gpu_scores": {name: pass_score(gpu_passed.get(name, 0), gpu_ran.get(name, 0)) for name in newest},
    }


def _common(model: dict) -> dict:
    ended = max((r["ended"] for r in model["runs"]), default="") or "no run"
    return {
        "tool": f"cudasem-report {__version__}",
        "generated": f"data of {ended}",
        "codes": CODES,
        "severity": list(SEVERITY),
        "run_count": len(model["runs"]),
    }


def _counts(outcomes) -> list[list]:
    c = Counter(outcomes)
    return [[o, c[o]] for o in SEVERITY if c[o]]


def index_data(model: dict) -> dict:
    by_area: dict[str, list[dict]] = {}
    for b in model["behaviors"]:
        by_area.setdefault(b["area"], []).append(b)
    areas = [
        {
            "area": area,
            "page": f"area/{slug(area)}.html",
            "count": len(mine),
            "worst": min((b["worst"] for b in mine), key=RANK.__getitem__),
            "counts": _counts(b["worst"] for b in mine),
            "differing": sum(b["differs"] for b in mine),
        }
        for area, mine in by_area.items()
    ]
    areas.sort(key=lambda a: (RANK[a["worst"]], a["area"]))
    attention = [
        {"outcome": o, "cases": n}
        for o in ATTENTION
        if (n := sum(any(g["outcome"] == o for g in b["groups"]) for b in model["behaviors"]))
    ]
    runs = model["runs"]
    return dict(
        _common(model),
        runs=runs,
        areas=areas,
        attention=attention,
        behavior_count=len(model["behaviors"]),
        group_count=sum(len(b["groups"]) for b in model["behaviors"]),
        outcomes=list(OUTCOMES),
        gpus=[
            {
                "name": name,
                "page": gpu_page(name),
                "runs": sum(r["gpu"] == name for r in runs),
                "pass_score": model["gpu_scores"][name],
            }
            for name in model["gpu_heads"]
        ],
    )


# Behaviors per area page (report/paging.py): an area of more is split into parts (entrypoints has
# 1,432 behaviors; at 500 runs a behavior's row is about 7 kB), so that no page is over 2 MB.
AREA_PAGE = paging.ROWS

# what an area page shows of a group (its JSON twin holds no more)
_CELL = ("outcome", "count", "parts", "finding")


def area_parts(model: dict, area: str) -> list[tuple[str, list[dict]]]:
    """(page name, its behaviors) of each part of an area (report/paging.py: at most paging.ROWS
    behaviors a page and at most paging.BUDGET of their weight, so that none is over 2 MB; at 500
    runs of every committed case, 200 entrypoints rows are some 1.8 MB): area/<area>,
    area/<area>-part-2, ..."""
    mine = [b for b in model["behaviors"] if b["area"] == area]
    return paging.parts(f"area/{slug(area)}", mine, AREA_PAGE, _row_weight)


def _row_weight(b: dict) -> int:
    """A row's weight: its groups' cells in the JSON twin, and a quarter more (their markup is about
    1.2 times it), with its id and links."""
    return paging.json_weight([{k: g[k] for k in _CELL} for g in b["groups"]]) * 5 // 4 + 300


def area_data(model: dict, area: str, parts: list[tuple[str, list[dict]]], part: int) -> dict:
    rows = [
        {
            **{k: b[k] for k in ("id", "kind", "page", "worst", "differs")},
            "groups": [{k: g[k] for k in _CELL} for g in b["groups"]],
        }
        for b in parts[part][1]
    ]
    pages = paging.nav(parts, part, lambda b: b["id"])
    return dict(_common(model), area=area, behaviors=rows, behavior_count=pages["rows_total"], **pages)


def case_data(model: dict, b: dict, area_page: str) -> dict:
    return dict(_common(model), area_page=area_page, **b)


def _script_json(value) -> Markup:
    """Compact JSON to put inside a <script> element (<, >, & and ' escaped as Jinja's tojson does)."""
    text = json.dumps(value, separators=(",", ":"), ensure_ascii=False)
    for c in "<>&'":
        text = text.replace(c, f"\\u{ord(c):04x}")
    return Markup(text)


def render(model: dict, out: Path, write) -> dict:
    """Writes the site into out with write(out, name, template, data) (render._write); returns the
    index data."""
    for folder in (out, out / "case", out / "area"):
        folder.mkdir(parents=True, exist_ok=True)
    index = index_data(model)
    # the index's search reads every behavior's id and worst outcome, by area (the page only: its
    # JSON twin's areas name the area pages, which list them)
    by_area: dict[str, list[list[str]]] = {}
    for b in model["behaviors"]:
        by_area.setdefault(b["area"], []).append([b["id"], b["worst"]])
    write(out, "index", "store_index.html", index, behavior_ids=_script_json(by_area))
    page_of: dict[str, str] = {}
    for a in index["areas"]:
        parts = area_parts(model, a["area"])
        for k, (name, chunk) in enumerate(parts):
            cells = {b["id"]: fast.store_cells(b["groups"]) for b in chunk}
            write(out, name, "store_area.html", area_data(model, a["area"], parts, k), cells=cells)
            page_of.update((b["id"], f"{name}.html") for b in chunk)
    for b in model["behaviors"]:
        rows = fast.store_group_rows(b["groups"])
        write(out, f"case/{slug(b['id'])}", "store_case.html", case_data(model, b, page_of[b["id"]]), group_rows=rows)
    (out / "gpu").mkdir(exist_ok=True)
    for page in storegpu.gpu_pages(model, model["gpu_heads"], model["gpu_perf"]):
        write(out, page["page"].removesuffix(".html"), "gpu.html", dict(_common(model), **page))
    return index
