"""The report's data model: runs (one per bundle), the behaviors × runs matrix, per-behavior
detail, deviations and diffs. Every page is rendered from one of these plain dicts, and the
same dict is written as the page's JSON twin.

Runs are grouped by suite revision (suite.commit, plus "dirty" when the tree had local
changes): runs of different revisions are shown as separate column groups with a note,
never merged silently. Other bundle schemas are refused by `bundle.load`.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path

from . import __version__, perf
from .bundle import OUTCOMES, RAW_BROKEN, RAW_FAIL, BundleError, find_bundles, gpu_label, key_observation, load
from .compare import diff, same_gpu

NOT_RUN = "NOT_RUN"  # the run's bundle does not include the case
ALL_OUTCOMES = OUTCOMES + (NOT_RUN,)
DEVIATING = RAW_FAIL | RAW_BROKEN  # the driver did not do what the citation says


@dataclass
class Run:
    key: str  # "r0", "r1", ... in column order
    source: str  # the bundle file
    bundle: dict = field(repr=False)
    revision: str = ""  # the suite revision group this run belongs to
    label: str = ""
    _cases: dict | None = field(default=None, repr=False, compare=False)

    @property
    def cases(self) -> dict[str, dict]:
        """The bundle's cases by id, built once (the bundle is not changed after loading)."""
        if self._cases is None:
            self._cases = {c["id"]: c for c in self.bundle["cases"]}
        return self._cases

    def summary(self) -> dict:
        ident, b = self.bundle["identity"], self.bundle
        gpus = ident.get("gpus") or []
        driver = ident.get("driver") or {}
        counts = Counter(c["outcome"] for c in b["cases"])
        return {
            "key": self.key,
            "label": self.label,
            "gpu": (ident.get("gpu") or {}).get("name") or "no GPU",
            "gpu_count": len(gpus),
            "compute_capability": (ident.get("gpu") or {}).get("compute_capability"),
            "driver": driver.get("version") or "no driver",
            "driver_api": driver.get("api_version"),
            "runtime": (ident.get("runtime") or {}).get("version"),
            "toolkit": (ident.get("toolkit") or {}).get("version"),
            "os": " ".join(filter(None, [(ident.get("os") or {}).get("distribution"),
                                         (ident.get("os") or {}).get("kernel")])),
            "no_gpu_reason": ident.get("no_gpu_reason"),
            "started": b["run"].get("started"),
            "ended": b["run"].get("ended"),
            "suite_commit": b["suite"].get("commit"),
            "suite_dirty": b["suite"].get("dirty"),
            "revision": self.revision,
            "source": self.source,
            "counts": {o: counts.get(o, 0) for o in OUTCOMES},
            "total": len(b["cases"]),
        }


def revision_of(bundle: dict) -> str:
    suite = bundle["suite"]
    commit = suite.get("commit") or "unknown"
    return commit[:12] + ("+dirty" if suite.get("dirty") else "")


def slug(case_id: str) -> str:
    """The file name (without extension) of a behavior's page."""
    return re.sub(r"[^A-Za-z0-9._-]", "_", case_id)


def format_value(value) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return f"{value:.4g}"
    return str(value)


def load_runs(paths: list[str | Path]) -> list[Run]:
    """Loads every bundle (folders give their *.json); errors name the file."""
    files: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir() and not any(q.is_file() for q in p.glob("*.json")):
            raise BundleError(f"{p}: no bundle (*.json) in this folder")
        files.extend(find_bundles([p]))
    seen: set[Path] = set()
    loaded = []
    for f in files:
        if f.resolve() in seen:
            continue
        seen.add(f.resolve())
        loaded.append((str(f), load(f)))
    # Column order: suite revision, then GPU, then driver and start time.
    loaded.sort(key=lambda x: (x[1]["suite"].get("commit") or "", gpu_label(x[1]), x[1]["run"].get("started") or ""))
    runs = [Run(key=f"r{i}", source=src, bundle=b, revision=revision_of(b)) for i, (src, b) in enumerate(loaded)]
    labels = Counter(gpu_label(r.bundle) for r in runs)
    for r in runs:
        r.label = gpu_label(r.bundle)
        n = len(r.bundle["identity"].get("gpus") or [])
        if n > 1:
            r.label += f" (×{n})"
        if labels[gpu_label(r.bundle)] > 1:
            r.label += f" @ {r.bundle['run'].get('started', '?')}"
    return runs


def _meta(runs: list[Run], cid: str) -> dict:
    """A behavior's metadata (citation, kind, requirements) from the newest run that has it."""
    for r in sorted(runs, key=lambda r: r.bundle["run"].get("started") or "", reverse=True):
        c = r.cases.get(cid)
        if c and c.get("citation"):
            return c
    return next(r.cases[cid] for r in runs if cid in r.cases)


def _cell(run: Run, case: dict | None) -> dict:
    if case is None:
        return {"run": run.key, "outcome": NOT_RUN, "value": "", "observation": None, "message": ""}
    obs = case.get("observations") or []
    key = perf.key_observation(case) if case.get("kind") == "perf" else None
    if key is not None:
        obs = [key]
    return {"run": run.key, "outcome": case["outcome"],
            "value": format_value(obs[0]["value"] if obs else key_observation(case)),
            "observation": obs[0]["name"] if obs else None,
            "message": (case.get("message") or "").splitlines()[0][:300] if case.get("message") else ""}


def case_ids(runs: list[Run]) -> list[str]:
    ids = {cid for r in runs for cid in r.cases}
    return sorted(ids, key=lambda cid: (_meta(runs, cid).get("area") or cid.split(".")[0], cid))


def groups(runs: list[Run]) -> list[dict]:
    out: list[dict] = []
    for r in runs:
        if not out or out[-1]["revision"] != r.revision:
            out.append({"revision": r.revision, "suite": r.bundle["suite"], "runs": []})
        out[-1]["runs"].append(r.key)
    return out


def revision_note(runs: list[Run]) -> str | None:
    revs = sorted({r.revision for r in runs})
    if len(revs) < 2:
        return None
    return (f"These runs come from {len(revs)} suite revisions ({', '.join(revs)}). Their columns are "
            "grouped by revision; a difference between groups may come from the suite, not the driver.")


def index_data(runs: list[Run]) -> dict:
    areas: dict[str, list] = {}
    for cid in case_ids(runs):
        meta = _meta(runs, cid)
        cit = meta.get("citation") or {}
        cells = [_cell(r, r.cases.get(cid)) for r in runs]
        area = meta.get("area") or cid.split(".")[0]
        areas.setdefault(area, []).append({
            "id": cid, "page": f"case/{slug(cid)}.html", "kind": meta.get("kind") or "unknown",
            "area": area, "section": cit.get("section"), "cells": cells,
            "outcomes": sorted({c["outcome"] for c in cells}),
        })
    summaries = [r.summary() for r in runs]
    all_ids = {cid for rows in areas.values() for row in rows for cid in [row["id"]]}
    for s, r in zip(summaries, runs):
        s["counts"][NOT_RUN] = len(all_ids - set(r.cases))
    return {
        "tool": f"cudasem-report {__version__}",
        # The newest run's end, not the time of rendering: the same bundles give the same files.
        "generated": "data of " + (max((r.bundle["run"].get("ended") or "" for r in runs), default="") or "no run"),
        "outcomes": list(ALL_OUTCOMES),
        "runs": summaries,
        "groups": groups(runs),
        "revision_note": revision_note(runs),
        "areas": [{"area": a, "behaviors": rows} for a, rows in areas.items()],
        "kinds": sorted({row["kind"] for rows in areas.values() for row in rows}),
        "behavior_count": len(all_ids),
    }


def case_data(runs: list[Run], cid: str) -> dict:
    meta = _meta(runs, cid)
    per_run, names = [], []
    for r in runs:
        c = r.cases.get(cid)
        entry = {"run": r.key, "label": r.label, "revision": r.revision, "outcome": NOT_RUN, "message": "",
                 "duration_s": None, "attempts": [], "observations": [], "expectation": None, "device": None}
        if c is not None:
            entry.update({k: c.get(k) for k in ("outcome", "message", "duration_s", "attempts",
                                                 "observations", "expectation", "device")})
            for o in c.get("observations") or []:
                if o["name"] not in names:
                    names.append(o["name"])
        per_run.append(entry)
    table = [{"name": n, "values": [format_value(next((o["value"] for o in (e.get("observations") or [])
                                                       if o["name"] == n), None)) for e in per_run]}
             for n in names]
    citations = {repr(r.cases[cid].get("citation")) for r in runs if cid in r.cases}
    return {
        "id": cid, "test": meta.get("test"), "area": meta.get("area"), "kind": meta.get("kind"),
        "labels": meta.get("labels") or [], "citation": meta.get("citation"),
        "requirements": meta.get("requirements") or [],
        "citation_note": ("the runs' suite revisions cite this behavior differently; shown: the newest"
                          if len(citations) > 1 else None),
        "runs": per_run, "observations": table, "revision_note": revision_note(runs),
        "charts": perf.case_charts(runs, cid) if meta.get("kind") == "perf" else [],
    }


def deviations_data(runs: list[Run]) -> dict:
    items = []
    for cid in case_ids(runs):
        present = [(r, r.cases[cid]) for r in runs if cid in r.cases]
        bad = [(r, c) for r, c in present if c["outcome"] in DEVIATING]
        if not bad:
            continue
        meta = _meta(runs, cid)
        items.append({
            "id": cid, "page": f"case/{slug(cid)}.html", "area": meta.get("area"), "kind": meta.get("kind"),
            "citation": meta.get("citation"),
            "runs": [{"run": r.key, "label": r.label, "outcome": c["outcome"], "message": c.get("message"),
                      "observations": c.get("observations") or [], "expectation": c.get("expectation")}
                     for r, c in bad],
            "conforming": [r.label for r, c in present if c["outcome"] in ("PASS", "XPASS", "FLAKY")],
        })
    classes = {"documents-disagree": "Two NVIDIA documents disagree; the driver follows one",
               "driver-differs": "The driver differs from the text",
               "undocumented-code": "A return code the function's documentation does not list",
               "": "Not classified (no expectation entry names a class)"}
    summary = {k: [] for k in classes}
    for d in items:
        exp = next((e["expectation"] for e in d["runs"] if e.get("expectation")), None) or {}
        cls = exp.get("class") or ""
        summary.setdefault(cls, []).append({
            "id": d["id"], "page": d["page"],
            "text": (d.get("citation") or {}).get("quote"),
            "driver": exp.get("reason") or (d["runs"][0].get("message") or "").strip().split("\n")[0][:300],
            "where": sorted({e["label"] for e in d["runs"]})})
    undocumented = []
    for cid in case_ids(runs):
        for r in runs:
            c = r.cases.get(cid)
            for o in (c or {}).get("observations") or []:
                if o["name"].startswith("undocumented_return_code."):
                    undocumented.append({"id": cid, "page": f"case/{slug(cid)}.html", "run": r.label,
                                         "function": o["name"].split(".", 1)[1], "code": o["value"],
                                         "outcome": c["outcome"]})
    return {"rule": "a run deviates when its raw result is a failure (FAIL, XFAIL) or it crashed or "
                    "timed out (CRASH, TIMEOUT)",
            "summary": [{"class": k, "title": classes.get(k, k), "rows": v} for k, v in summary.items() if v],
            "undocumented": undocumented,
            "deviations": items, "revision_note": revision_note(runs)}


def auto_pairs(runs: list[Run]) -> list[tuple[Run, Run]]:
    """Consecutive runs (by start time) of the same GPU: older is the baseline."""
    pairs = []
    by_time = sorted(runs, key=lambda r: r.bundle["run"].get("started") or "")
    for i, new in enumerate(by_time):
        base = next((b for b in reversed(by_time[:i]) if same_gpu(b.bundle, new.bundle)), None)
        if base is not None:
            pairs.append((base, new))
    return pairs


def diff_data(pairs: list[tuple[Run, Run]], automatic: bool) -> dict:
    out = []
    for base, new in pairs:
        d = diff(base.bundle, new.bundle)
        note = None
        if base.revision != new.revision:
            note = (f"suite revisions differ ({base.revision} → {new.revision}): a change may come from the "
                    "suite, not the driver")
        sections = [("regressions", "Regressions", d.regressions), ("improvements", "Improvements", d.improvements),
                    ("changed", "Other changes", d.changed), ("added", "Added", d.added),
                    ("removed", "Removed", d.removed), ("missing", "Missing (expected, did not run)", d.missing)]
        out.append({
            "baseline": {"run": base.key, "label": base.label, "source": base.source},
            "new": {"run": new.key, "label": new.label, "source": new.source},
            "note": note, "bad": d.bad, "unchanged": d.unchanged,
            "perf_regressions": [dict(asdict(r), page=f"case/{slug(r.id)}.html") for r in d.perf_regressions],
            "sections": [{"key": k, "title": t, "items": [dict(asdict(c), page=f"case/{slug(c.id)}.html")
                                                          for c in items]} for k, t, items in sections],
        })
    return {"automatic": automatic, "diffs": out}


def copy_rates_data(runs: list[Run]) -> dict:
    """The "copy rates" page: per GPU and driver, each copy path's best rate and its ratio to
    the physical limit (see perf.copy_rates_data)."""
    data = perf.copy_rates_data(runs)
    data["revision_note"] = revision_note(runs)
    return data
