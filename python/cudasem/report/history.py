"""History across runs: which runs may be compared, the cases whose verdict changed from one driver
to the next on one GPU, the cases whose outcome varied across repeated runs, and the suite
revisions' order.

Two runs are comparable when they ran on the same GPU (name and count) in the same run mode
(bundle run.mode: expectations, retries, selection, and `load` when the run was made under load;
a bundle without a mode is comparable only with another without one). A run under load or in
another mode is never compared against a default run.

- changed: per GPU and mode, the drivers in version order (580.65.06 before 580.159.04), each
  driver's newest run; a case whose outcome or verdict values differ between two consecutive
  drivers is "changed in driver X" (X the newer), unless the runs of one of the two drivers
  disagree on it (then it is "varied", below).
- varied: runs of one GPU, driver, suite commit and mode that disagree on a case's outcome
  ("varied across N runs").
- revision order: a suite revision is newer when its newest run started later; a FAIL that only
  runs of older revisions show is marked as such on the first screen.
"""

from __future__ import annotations

from typing import Any

from ..model.outcome import NOT_RUN
from .identity import run_identity, same_behavior, version_key

Run = Any  # view.Run (view imports this module)


def mode_key(run: Run) -> tuple:
    mode = (run.bundle.get("run") or {}).get("mode")
    return tuple(sorted((str(k), repr(v)) for k, v in mode.items())) if isinstance(mode, dict) else ("unrecorded",)


def loaded(run: Run) -> bool:
    """Made under load: run.mode.load set (anything but off/none/false)."""
    mode = (run.bundle.get("run") or {}).get("mode")
    load = mode.get("load") if isinstance(mode, dict) else None
    return bool(load) and str(load).lower() not in ("off", "none", "false", "0", "no")


def gpu_key(run: Run) -> tuple:
    i = run_identity(run.bundle)
    return (i["gpu"] or "no GPU", i["count"])


def comparable(a: Run, b: Run) -> bool:
    return gpu_key(a) == gpu_key(b) and mode_key(a) == mode_key(b)


def _started(run: Run) -> str:
    return run.bundle["run"].get("started") or ""


def driver_steps(runs: list[Run]) -> list[tuple[list[Run], list[Run]]]:
    """(the older driver's runs, the newer driver's runs), newest run first, for consecutive drivers
    of each GPU and mode."""
    classes: dict[tuple, dict[str, list[Run]]] = {}
    for r in runs:
        drivers = classes.setdefault(gpu_key(r) + mode_key(r), {})
        drivers.setdefault(run_identity(r.bundle)["driver"] or "", []).append(r)
    steps = []
    for drivers in classes.values():
        order = sorted(drivers, key=version_key)
        for d in order:
            drivers[d].sort(key=_started, reverse=True)
        steps += [(drivers[a], drivers[b]) for a, b in zip(order, order[1:])]
    return steps


def _steady(group: list[Run], cid: str) -> dict | None:
    """The case in the group's newest run, if every run of the group that ran it agrees with it
    (a case that varied across the runs of one driver is marked "varied", not "changed")."""
    first = group[0].cases.get(cid)
    if first is None:
        return None
    sig = group[0].signature(first)
    for r in group[1:]:
        c = r.cases.get(cid)
        if c is not None and not same_behavior(r.signature(c), sig):
            return None
    return first


def _change(old: Run, a: dict, new: Run, b: dict) -> str | None:
    if a["outcome"] != b["outcome"]:
        return f"{a['outcome']} → {b['outcome']}"
    sa, sb = old.signature(a), new.signature(b)
    if sa == sb:
        return None
    before, after = dict(sa[1:]), dict(sb[1:])
    name = next((n for n in after if n in before and before[n] != after[n]), None)
    return f"{a['outcome']}, {name}: {before[name]} → {after[name]}" if name else None


def changes(runs: list[Run]) -> dict[str, list[dict]]:
    """case id -> [{"driver", "from_driver", "gpu", "change", "runs"}] for each step of driver where
    its verdict changed."""
    out: dict[str, list[dict]] = {}
    for olds, news in driver_steps(runs):
        old, new = olds[0], news[0]
        gpu = gpu_key(new)[0].removeprefix("NVIDIA ")
        before, after = run_identity(old.bundle)["driver"], run_identity(new.bundle)["driver"]
        for cid, b in new.cases.items():
            a = old.cases.get(cid)
            if a is None or same_behavior(old.signature(a), new.signature(b)):
                continue
            if _steady(olds, cid) is None or _steady(news, cid) is None:
                continue
            what = _change(old, a, new, b)
            if what:
                out.setdefault(cid, []).append(
                    {
                        "driver": after,
                        "from_driver": before,
                        "gpu": gpu,
                        "change": what,
                        "runs": [old.key, new.key],
                        "text": f"changed in driver {after} ({gpu}, from {before}: {what})",
                    }
                )
    return out


def variations(runs: list[Run]) -> dict[str, list[dict]]:
    """case id -> [{"gpu", "driver", "commit", "runs", "outcomes", "text"}] where runs of one GPU,
    driver, suite commit and mode disagree on its outcome."""
    groups: dict[tuple, list[Run]] = {}
    for r in runs:
        i = run_identity(r.bundle)
        groups.setdefault(gpu_key(r) + (i["driver"], r.revision) + mode_key(r), []).append(r)
    out: dict[str, list[dict]] = {}
    for group in groups.values():
        if len(group) < 2:
            continue
        ids = set().union(*(r.cases for r in group))
        for cid in ids:
            ran = [(r, r.cases[cid]["outcome"]) for r in group if cid in r.cases]
            outcomes = sorted({o for _, o in ran})
            if len(ran) > 1 and len(outcomes) > 1:
                i = run_identity(group[0].bundle)
                out.setdefault(cid, []).append(
                    {
                        "gpu": i["gpu"],
                        "driver": i["driver"],
                        "revision": group[0].revision,
                        "runs": [r.key for r, _ in ran],
                        "outcomes": outcomes,
                        "text": f"varied across {len(ran)} runs ({(i['gpu'] or 'no GPU').removeprefix('NVIDIA ')} / "
                        f"{i['driver']}, suite {group[0].revision}: {', '.join(outcomes)})",
                    }
                )
    return out


def revision_ranks(runs: list[Run]) -> dict[str, int]:
    """revision -> 0 for the newest (its newest run started last), 1 for the one before, ..."""
    newest: dict[str, str] = {}
    for r in runs:
        newest[r.revision] = max(newest.get(r.revision, ""), _started(r))
    order = sorted(newest, key=lambda rev: newest[rev], reverse=True)
    return {rev: i for i, rev in enumerate(order)}


def older_only(row: dict, ranks: list[int]) -> list[str]:
    """The outcomes a matrix row shows only in runs of an older suite revision than the newest
    revision that ran the case (ranks: per run, its revision's rank)."""
    cells = row["cells"]
    ran = [(c["outcome"], ranks[i]) for i, c in enumerate(cells) if c["outcome"] != NOT_RUN]
    if not ran:
        return []
    newest = min(k for _, k in ran)
    seen: dict[str, bool] = {}
    for o, k in ran:
        seen[o] = seen.get(o, False) or k == newest
    return [o for o, in_newest in seen.items() if not in_newest]


def annotate(runs: list[Run], rows: list[dict]) -> None:
    """Adds to each matrix row: changed (driver steps where its verdict changed), varied (repeated
    runs that disagreed on its outcome) and older_only (outcomes only runs of an older suite
    revision show)."""
    changed, varied, ranks = changes(runs), variations(runs), revision_ranks(runs)
    per_run = [ranks[r.revision] for r in runs]
    for row in rows:
        row["changed"] = changed.get(row["id"], [])
        row["varied"] = varied.get(row["id"], [])
        row["older_only"] = older_only(row, per_run) if len(ranks) > 1 else []
