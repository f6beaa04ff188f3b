"""The report's data model: runs (one per bundle), the behaviors × runs matrix, per-behavior
detail, deviations and diffs. Every page is rendered from one of these plain dicts, and the
same dict is written as the page's JSON twin.

Columns (runs) are ordered by GPU, then driver version (numerically: 580.65 before 580.159),
toolkit, suite revision and start time. A run's label is "GPU / driver" plus whatever tells it
apart from the other runs (toolkit, run mode, suite revision, start time, file); a column
header shows GPU, driver, toolkit and the run mode (bundle["run"]["mode"], when the bundle has
one), plus the revision, start time or file where two headers would otherwise look the same.

Runs of different suite revisions (suite.commit, plus "dirty" when the tree had local changes)
are never merged silently: a note says so and the header row names each column's revision.
Other bundle schemas are refused by `bundle.load`.

A row "differs" when two runs that ran the case disagree on its outcome or on a verdict observation
(measurements and environment facts never differ, see `observation_type`); a run without the case
does not count.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from .. import __version__
from ..model import measurements as perf
from ..model.bundle import BundleError, find_bundles, load_all
from ..model.ids import renamed_ids
from ..model.outcome import ATTENTION, CODES, NOT_RUN, OUTCOMES, SEVERITY
from ..run.compare import by_current_id
from . import history
from .identity import (  # noqa: F401  (re-exported: findings, history and the tests use them from here)
    driver_library,
    environment_text,
    mode_shown,
    not_nvidia,
    revision_of,
    run_identity,
    run_mode,
    same_behavior,
    version_key,
)
from .text import clip, first_line, short_name, slug, source_root
from .units import show
from .words import OBSERVATION_TYPES, expected_values, finding, is_measurement, observation_type  # noqa: F401

ALL_OUTCOMES = OUTCOMES + (NOT_RUN,)
RANK = {o: i for i, o in enumerate(SEVERITY)}
assert set(SEVERITY) == set(ALL_OUTCOMES) == set(CODES)


@dataclass
class Run:
    key: str  # "r0", "r1", ... in column order
    source: str  # the bundle file
    bundle: dict = field(repr=False)
    revision: str = ""  # the suite revision this run belongs to
    label: str = ""  # unique among the report's runs
    header: list = field(default_factory=list)  # column header lines: {"part": gpu|driver|..., "text": ...}
    _cases: dict | None = field(default=None, repr=False, compare=False)
    _flags: bool | None = field(default=None, repr=False, compare=False)
    _root: tuple | None = field(default=None, repr=False, compare=False)
    _verdicts: dict = field(default_factory=dict, repr=False, compare=False)

    def _typed(self, case: dict) -> tuple:
        hit = self._verdicts.get(case["id"])
        if hit is None or hit[0] is not case:
            flagged = self.flags_measurements
            obs = [o for o in case.get("observations") or () if observation_type(o, case, flagged) == "verdict"]
            sig = (case["outcome"],) + tuple((o["name"], repr(o["value"])) for o in obs)
            hit = self._verdicts[case["id"]] = (case, obs, sig)
        return hit

    @property
    def shown_source(self) -> str:
        """The bundle file as pages show it, the same from any folder and with no machine path: a
        relative path as given (bundles/x.json); an absolute one relative to the repository where
        it is inside it, else its folder's name and its own (multi-gpu/x.json)."""
        p = Path(self.source)
        if not p.is_absolute():
            return str(p)
        try:
            return str(p.resolve().relative_to(_REPOSITORY))
        except (ValueError, OSError):
            return str(Path(p.parent.name) / p.name)

    @property
    def gpu_name(self) -> str:
        return (self.bundle["identity"].get("gpu") or {}).get("name") or "no GPU"

    @property
    def gpu_count(self) -> int:
        """The GPUs the run saw (identity.gpus; one where only identity.gpu names one)."""
        ident = self.bundle["identity"]
        return len(ident.get("gpus") or []) or (1 if (ident.get("gpu") or {}).get("name") else 0)

    def verdicts(self, case: dict) -> list[dict]:
        """The case's verdict observations (observation_type), found once per case."""
        return self._typed(case)[1]

    def signature(self, case: dict) -> tuple:
        """The case's outcome and verdict values: two runs with different signatures differ."""
        return self._typed(case)[2]

    @property
    def cases(self) -> dict[str, dict]:
        """The bundle's cases by id, built once (the bundle is not changed after loading); an id
        renamed since the run (cases/RENAMED.txt) is listed under its new id."""
        if self._cases is None:
            # compare's pairing: a rename onto an id this bundle still holds is not applied (one
            # case would hide the other, a FAIL among them)
            self._cases = by_current_id(self.bundle, renamed_ids(), "run", [])
        return self._cases

    @property
    def flags_measurements(self) -> bool:
        """Whether this bundle's harness types its observations ("type", or the older
        {"measurement": true}): then an observation without a type or flag is a verdict."""
        if self._flags is None:
            self._flags = any(
                "measurement" in o or "type" in o for c in self.bundle["cases"] for o in c.get("observations") or []
            )
        return self._flags

    @property
    def commit(self) -> str | None:
        return self.bundle["suite"].get("commit")

    @property
    def root(self) -> str | None:
        if self._root is None:
            self._root = (source_root(self.bundle),)
        return self._root[0]

    def summary(self) -> dict:
        ident, b = self.bundle["identity"], self.bundle
        gpus = ident.get("gpus") or []
        driver = ident.get("driver") or {}
        counts = Counter(c["outcome"] for c in b["cases"])
        return {
            "key": self.key,
            "label": self.label,
            "header": self.header,
            "gpu": (ident.get("gpu") or {}).get("name") or "no GPU",
            "gpu_count": len(gpus),
            "compute_capability": (ident.get("gpu") or {}).get("compute_capability"),
            "driver": driver.get("version") or "no driver",
            "driver_api": driver.get("api_version"),
            "runtime": (ident.get("runtime") or {}).get("version"),
            "toolkit": (ident.get("toolkit") or {}).get("version"),
            "mode": [[k, v] for k, v in run_mode(b)],
            "mode_shown": mode_shown(run_mode(b)),
            "os": " ".join(
                filter(None, [(ident.get("os") or {}).get("distribution"), (ident.get("os") or {}).get("kernel")])
            ),
            "no_gpu_reason": ident.get("no_gpu_reason"),
            "started": b["run"].get("started"),
            "ended": b["run"].get("ended"),
            "suite_commit": b["suite"].get("commit"),
            "suite_dirty": b["suite"].get("dirty"),
            "revision": self.revision,
            "source": self.shown_source,
            "counts": {o: counts.get(o, 0) for o in OUTCOMES},
            "total": len(b["cases"]),
            "pass_score": pass_score(counts.get("PASS", 0), len(b["cases"]) - counts.get(UNSUPPORTED, 0)),
            "gpu_page": gpu_page(self.gpu_name),
            "environment": environment_text(ident),
            "driver_library": driver_library(ident),
            "not_nvidia": not_nvidia(ident),
            "date": (b["run"].get("started") or "")[:10],
        }


def _sort_key(item: tuple[str, dict]) -> tuple:
    src, b = item
    i = run_identity(b)
    return (
        i["gpu"] is None,
        i["gpu"] or "",
        i["count"],
        version_key(i["driver"]),
        version_key(i["toolkit"]),
        revision_of(b),
        b["run"].get("started") or "",
        src,
    )


def _disambiguate(runs: list[Run], base: dict, extras: list[dict]) -> dict:
    """base: run key -> its first part; extras: candidate parts in order. Each extra is added to
    the runs of a group that still look the same and that it tells apart."""
    parts = {r.key: [base[r.key]] for r in runs}
    for extra in extras:
        same: dict = {}
        for r in runs:
            same.setdefault(tuple(parts[r.key]), []).append(r.key)
        for keys in same.values():
            if len(keys) > 1 and len({extra[k] for k in keys}) > 1:
                for k in keys:
                    if extra[k]:
                        parts[k].append(extra[k])
    return parts


def _name_runs(runs: list[Run]) -> None:
    ids = {r.key: run_identity(r.bundle) for r in runs}
    by_key = {r.key: r for r in runs}
    started = {r.key: r.bundle["run"].get("started") or "" for r in runs}
    files = {r.key: f"({Path(r.source).name})" for r in runs}
    keys = {r.key: f"[{r.key}]" for r in runs}
    revisions = {r.key: f"suite {r.revision}" for r in runs}
    mode = {k: " ".join(mode_shown(i["mode"])) for k, i in ids.items()}

    def gpu(i):
        return (i["gpu"] or "no GPU") + (f" (×{i['count']})" if i["count"] > 1 else "")

    labels = _disambiguate(
        runs,
        {k: f"{gpu(i)} / {i['driver'] or 'no driver'}" for k, i in ids.items()},
        [
            {k: f"toolkit {i['toolkit']}" if i["toolkit"] else "" for k, i in ids.items()},
            {k: f"[{m}]" if m else "" for k, m in mode.items()},
            revisions,
            {k: f"@ {s}" if s else "" for k, s in started.items()},
            files,
            keys,
        ],
    )
    lines = {
        k: [{"part": "gpu", "text": (i["gpu"] or "no GPU").removeprefix("NVIDIA ")}]
        + ([{"part": "count", "text": f"×{i['count']}"}] if i["count"] > 1 else [])
        + [{"part": "driver", "text": i["driver"] or "no driver"}]
        + ([{"part": "toolkit", "text": f"toolkit {i['toolkit']}"}] if i["toolkit"] else [])
        + [{"part": "mode", "text": text} for text in mode_shown(i["mode"])]
        + ([{"part": "env", "text": env}] if (env := environment_text(by_key[k].bundle["identity"])) else [])
        + ([{"part": "warning", "text": bad}] if (bad := not_nvidia(by_key[k].bundle["identity"])) else [])
        for k, i in ids.items()
    }
    texts = _disambiguate(
        runs,
        {k: tuple(line["text"] for line in v) for k, v in lines.items()},
        [revisions, {k: s.replace("T", " ")[:16] + "Z" if s else "" for k, s in started.items()}, files, keys],
    )
    for r in runs:
        bad = not_nvidia(r.bundle["identity"])
        r.label = " ".join(labels[r.key]) + (f" [{bad}]" if bad else "")
        r.header = lines[r.key] + [{"part": "extra", "text": t} for t in texts[r.key][1:]]


def load_runs(paths: list[str | Path]) -> list[Run]:
    """Loads every bundle (folders give their *.json and *.json.gz); errors name the file."""
    files: list[str | Path] = []
    for p in map(Path, paths):
        if p.is_dir() and not any(p.glob("*.json")) and not any(p.glob("*.json.gz")):
            raise BundleError(f"{p}: no bundle (*.json or *.json.gz) in this folder")
        files.extend(find_bundles([p]))
    loaded = load_all(files)  # a file named twice read once; two files of one run refused
    loaded.sort(key=_sort_key)  # GPU, driver, toolkit, revision, start time
    runs = [Run(key=f"r{i}", source=src, bundle=b, revision=revision_of(b)) for i, (src, b) in enumerate(loaded)]
    _name_runs(runs)
    return runs


# ---------------------------------------------------------------------------------------------
# Failure messages: paths relative to the repository, linked to the suite's source.

# ---------------------------------------------------------------------------------------------
# The matrix


def case_meta(runs: list[Run], cid: str) -> dict:
    """A behavior's metadata (citation, kind, requirements) from the newest run that has it."""
    for r in sorted(runs, key=lambda r: r.bundle["run"].get("started") or "", reverse=True):
        c = r.cases.get(cid)
        if c and c.get("citation"):
            return c
    return next(r.cases[cid] for r in runs if cid in r.cases)


def case_api(runs: list[Run], cid: str) -> list[str]:
    """The Runtime/Driver API functions whose documented behavior the case asserts: the record's
    "api" in the newest run that has one; [] where no run records it (bundles older than the field)."""
    for r in sorted(runs, key=lambda r: r.bundle["run"].get("started") or "", reverse=True):
        api = (r.cases.get(cid) or {}).get("api")
        if api:
            return [str(a) for a in api]
    return []


def _area(meta: dict, cid: str) -> str:
    return meta.get("area") or cid.split(".", maxsplit=1)[0]


def _signature(case: dict, flagged: bool) -> tuple:
    return (case["outcome"],) + tuple(
        (o["name"], repr(o["value"])) for o in case.get("observations") or [] if not is_measurement(o, case, flagged)
    )


def _key_observation(run: Run, case: dict) -> dict | None:
    """The observation a matrix cell shows: a perf case's key measurement; else the one a failure
    message names with its expected value; else the first that is not a measurement; else the first."""
    obs = case.get("observations") or []
    if case.get("kind") == "perf":
        key = perf.key_observation(case)
        if key:
            return key
    missed = expected_values(case)
    return (
        next((o for o in obs if o["name"] in missed), None)
        or next(iter(run.verdicts(case)), None)
        or (obs[0] if obs else None)
    )


def _cell(run: Run, case: dict | None) -> dict:
    if case is None:
        return {
            "run": run.key,
            "outcome": NOT_RUN,
            "value": "",
            "observation": None,
            "short": "",
            "shown": "",
            "text": "",
            "message": "",
            "finding": "",
        }
    key = _key_observation(run, case)
    value = show(key) if key else ""
    short, shown = (short_name(key["name"]), clip(value, 40)) if key else ("", "")
    return {
        "run": run.key,
        "outcome": case["outcome"],
        "value": value,
        "observation": key["name"] if key else None,
        "short": short,
        "shown": shown,
        # the cell's text names its observation: "returned_before_release=false", never a bare "false"
        "text": f"{short}={shown}" if key else "",
        "message": first_line(case.get("message"), root=run.root),
        "finding": finding(case, run.flags_measurements, run.root, run.verdicts(case)),
    }


def _cells(runs: list[Run], cases: list[dict | None]) -> list[dict]:
    """A row's cells. Runs that found the same (outcome, verdict values, message) show the same
    cell: a case other than perf whose cell and finding rest on its verdicts is worked out once."""
    seen: dict[tuple, dict] = {}
    out = []
    for r, c in zip(runs, cases):
        if c is None or c.get("kind") == "perf" or not r.verdicts(c):
            out.append(_cell(r, c))
            continue
        key = (r.signature(c), c.get("message"), r.root, r.flags_measurements)
        hit = seen.get(key)
        if hit is None:
            hit = seen[key] = _cell(r, c)
        out.append(hit if hit["run"] == r.key else dict(hit, run=r.key))
    return out


def pass_score(passed: int, ran: int) -> dict:
    """Behaviors that passed out of those that ran (every outcome but UNSUPPORTED: a run that could
    not run a behavior does not count against it)."""
    return {"passed": passed, "ran": ran, "percent": f"{100 * passed / ran:.1f}%" if ran else "none ran"}


def gpu_page(name: str) -> str:
    """The page of a GPU model (report/gpupage.py), relative to the site's root: gpu/nvidia-h200.html."""
    return "gpu/" + (re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "gpu") + ".html"


_REPOSITORY = Path(__file__).resolve().parents[3]  # python/cudasem/report/view.py
UNSUPPORTED = "UNSUPPORTED"
assert UNSUPPORTED in OUTCOMES
_GPUS = re.compile(r"^\s*gpus\s*>=\s*(\d+)\s*$")


def gpus_needed(requirements) -> int:
    """The GPUs a behavior's requirements ask for ("gpus >= 2"): 1 where they name none."""
    return max((int(m[1]) for r in requirements or () if isinstance(r, str) and (m := _GPUS.match(r))), default=1)


def counts_of(outcomes) -> list[list]:
    """[[outcome, n], ...] worst first, zeros left out."""
    c = Counter(outcomes)
    return [[o, c[o]] for o in SEVERITY if c[o]]


def worst(outcomes) -> str:
    return min(outcomes, key=RANK.__getitem__, default=NOT_RUN)


_STATES = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def state_char(i: int) -> str:
    """One character per distinct (outcome, observations) of a row (data-v): runs with the same
    character behaved the same; "-" is a run without the case."""
    return _STATES[i] if i < len(_STATES) else chr(0x100 + i)


def _state(states: list[tuple], sig: tuple) -> int:
    """The index of the first state that shows the same behavior as sig (appended when none)."""
    for i, known in enumerate(states):
        if same_behavior(known, sig):
            return i
    states.append(sig)
    return len(states) - 1


def matrix_rows(runs: list[Run]) -> list[dict]:
    """One row per behavior (in area, then id order) with a cell per run."""
    rows = []
    for cid in case_ids(runs):
        meta = case_meta(runs, cid)
        cit = meta.get("citation") or {}
        cases = [r.cases.get(cid) for r in runs]
        cells = _cells(runs, cases)
        states: list[tuple] = []
        v = "".join("-" if c is None else state_char(_state(states, r.signature(c))) for r, c in zip(runs, cases))
        area = _area(meta, cid)
        api = case_api(runs, cid)
        outcomes = [c["outcome"] for c in cells]
        # A run with fewer GPUs than the behavior needs is UNSUPPORTED there by design: where a run
        # with enough GPUs ran it (bundles/multi-gpu), the behavior's worst outcome is theirs.
        needed = gpus_needed(meta.get("requirements"))
        ran = [o for o in outcomes if o != NOT_RUN]
        enough = [o for o, r in zip(outcomes, runs) if o != NOT_RUN and (o != UNSUPPORTED or r.gpu_count >= needed)]
        if any(o != UNSUPPORTED for o in enough):
            ran = enough
        found = list(dict.fromkeys(c["finding"] for c in cells if c["finding"]))
        rows.append(
            {
                "id": cid,
                "page": f"case/{slug(cid)}.html",
                "matrix": f"area/{slug(area)}.html#{cid}",
                "kind": meta.get("kind") or "unknown",
                "area": area,
                "section": cit.get("section"),
                "cells": cells,
                "outcomes": sorted(set(outcomes)),
                "worst": worst(ran or outcomes),
                "counts": counts_of(outcomes),
                "differs": len(states) > 1,  # outcome or a verdict value both runs recorded
                "differs_outcome": len(set(ran)) > 1,  # outcome differences come first
                "test": meta.get("test"),
                "o": "".join(CODES[o] for o in outcomes),
                "v": v,
                "api": api,
                # what the search looks in, besides the id: API functions, GoogleTest name, section,
                # document, quote and the findings
                "search": " ".join(
                    filter(
                        None,
                        [
                            *api,
                            meta.get("test"),
                            cit.get("section"),
                            cit.get("document") or cit.get("doc"),
                            cit.get("quote"),
                            *(clip(f, 120) for f in found[:1]),
                        ],
                    )
                ),
            }
        )
    history.annotate(runs, rows)
    return rows


def case_ids(runs: list[Run]) -> list[str]:
    ids = {cid for r in runs for cid in r.cases}
    return sorted(ids, key=lambda cid: (_area(case_meta(runs, cid), cid), cid))


def groups(runs: list[Run]) -> list[dict]:
    """Adjacent columns of one suite revision."""
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
    return (
        f"These runs come from {len(revs)} suite revisions ({', '.join(revs)}). Each column names its "
        "revision in the header; a difference between revisions may come from the suite, not the driver."
    )


def _common(runs: list[Run]) -> dict:
    return {
        "tool": f"cudasem-report {__version__}",
        # The newest run's end, not the time of rendering: the same bundles give the same files.
        "generated": "data of " + (max((r.bundle["run"].get("ended") or "" for r in runs), default="") or "no run"),
        "outcomes": list(ALL_OUTCOMES),
        "severity": list(SEVERITY),
        "codes": CODES,
        "groups": groups(runs),
        "revision_note": revision_note(runs),
    }


def index_data(runs: list[Run], rows: list[dict] | None = None) -> dict:
    """The index: what needs attention, the areas worst first (a rollup each: its behaviors by
    their worst outcome) and every behavior with its counts over the runs. The page shows no
    per-run cells (the area pages do, see area_data), nor does it write them (render._write_index:
    the rows' data files hold what the page shows); this data keeps them for its callers."""
    rows = matrix_rows(runs) if rows is None else rows
    by_area: dict[str, list] = {}
    for row in rows:
        by_area.setdefault(row["area"], []).append(dict(row))
    areas = []
    for area, behaviors in by_area.items():
        behaviors.sort(key=lambda b: (RANK[b["worst"]], b["id"]))
        areas.append(
            {
                "area": area,
                "page": f"area/{slug(area)}.html",
                "count": len(behaviors),
                "worst": worst(b["worst"] for b in behaviors),
                "counts": counts_of(b["worst"] for b in behaviors),
                "differing": sum(b["differs"] for b in behaviors),
                "behaviors": behaviors,
            }
        )
    areas.sort(key=lambda a: (RANK[a["worst"]], a["area"]))
    ranks = history.revision_ranks(runs)
    summaries = [dict(r.summary(), rev_rank=ranks[r.revision]) for r in runs]
    all_ids = {row["id"] for row in rows}
    for s, r in zip(summaries, runs):
        s["counts"][NOT_RUN] = len(all_ids - set(r.cases))
    attention = []
    for o in ATTENTION:
        hit = [row for row in rows if o in row["outcomes"]]
        if hit:
            attention.append(
                {
                    "outcome": o,
                    "cases": len(hit),
                    "areas": len({row["area"] for row in hit}),
                    # shown only by runs of an older suite revision than the newest that ran the case
                    "older": sum(o in (row.get("older_only") or ()) for row in hit),
                }
            )
    return dict(
        _common(runs),
        runs=summaries,
        attention=attention,
        differing=sum(row["differs"] for row in rows),
        differing_outcome=sum(row["differs"] and row.get("differs_outcome", False) for row in rows),
        areas=areas,
        kinds=sorted({row["kind"] for row in rows}),
        behavior_count=len(all_ids),
    )


def area_data(runs: list[Run], area: str, rows: list[dict]) -> dict:
    """An area's page: its behaviors (id order) with a cell per run."""
    mine = [row for row in rows if row["area"] == area]
    return dict(
        _common(runs),
        area=area,
        behaviors=mine,
        behavior_count=len(mine),
        kinds=sorted({row["kind"] for row in mine}),
        areas=sorted({row["area"] for row in rows}),
    )
