"""Compare a new result bundle with a baseline (same GPU; another driver or suite revision).

    cudasem compare BASELINE.json NEW.json [--json] [--allow-other-gpu] [--allow-other-mode]

Prints regressions first, then perf regressions, improvements, other changes, added, removed
and missing cases. Exit status: 0 nothing got worse, 1 a regression, a perf regression, a
missing, removed (not retired) or still bad case, 2 the bundles cannot be compared (bad file, other
schema, other GPU, other mode).

Two runs are compared only when they are of the same GPU and were made the same way: the same
run mode (bundle run.mode: expectations on or off, retries, skipped cases run or not, device
selection) and the same ctest selection (labels, and -R/-E/-I/--rerun-failed/...). Anything else
is refused with the difference named, unless --allow-other-gpu / --allow-other-mode. A bundle
written before the mode was recorded has its labels and selection read from its ctest command;
the rest is unknown and not held against it. The shards of a split merged into one bundle count
as their common selection (without the shard's -I numbers).

What counts is what the driver did, whatever the expectations said: a case regressed when
it passed (PASS, XPASS, FLAKY) or failed as documented-known (XFAIL) before and now
fails where it passed, crashes, times out, is missing or is UNSUPPORTED (it ran before and no
longer shows anything), or when it was UNSUPPORTED and now fails. A case of the baseline that the
new run no longer has is REMOVED, which is bad (exit 1), unless cases/RETIRED.txt retires it
(listed as retired) or cases/RENAMED.txt pairs it with its new id. A case that was MISSING in
the baseline and is still bad (FAIL, XPASS, CRASH, TIMEOUT, MISSING) is STILL BAD (exit 1). A perf
case's measured numbers count as changed
only beyond their recorded spread (min..max); one 10% or more worse is a perf regression, listed
in its own section (see perf.py). An observation marked as a measurement ("measurement": true, a
time or a rate) differs from run to run: a change of its value is never listed as a change.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path

from ..model import measurements as perf
from ..model.bundle import BundleError, gpu_label, load
from ..model.ids import current_id, renamed_ids, retired_ids
from ..model.outcome import BAD, raw
from . import ledger
from .selection import describe_selection, filter_args, without_index

# How bad a raw result is; a move to a higher rank is a regression.
_RANK = {"pass": 0, "fail": 1, "broken": 2}


@dataclass
class Change:
    id: str
    before: str | None
    after: str | None
    message: str = ""
    observations: list = field(default_factory=list)  # [name, before, after]
    note: str = ""  # e.g. the flake ledger's "varied in the ledger: ..."


@dataclass
class PerfRegression:
    id: str
    observation: str
    unit: str
    before: float
    after: float
    spread: list  # the baseline's [min, max]
    worse_pct: float


@dataclass
class Diff:
    baseline: str
    new: str
    regressions: list[Change] = field(default_factory=list)
    improvements: list[Change] = field(default_factory=list)
    changed: list[Change] = field(default_factory=list)
    added: list[Change] = field(default_factory=list)
    removed: list[Change] = field(default_factory=list)
    retired: list[Change] = field(default_factory=list)  # removed on purpose (cases/RETIRED.txt)
    missing: list[Change] = field(default_factory=list)
    still_bad: list[Change] = field(default_factory=list)  # MISSING in the baseline, still bad now
    renamed: list[tuple[str, str]] = field(default_factory=list)  # (old id, new id) paired by cases/RENAMED.txt
    perf_regressions: list[PerfRegression] = field(default_factory=list)
    unchanged: int = 0

    @property
    def bad(self) -> bool:
        return bool(self.regressions or self.missing or self.perf_regressions or self.removed or self.still_bad)


def measured(*cases: dict) -> set[str]:
    """Names of the observations that are not verdicts (measurements, environment facts) in any of
    these cases: never a change between runs."""
    return {
        o["name"]
        for c in cases
        for o in c.get("observations") or []
        if o.get("measurement") is True or o.get("type") in ("measurement", "environment")
    }


def _observation_changes(a: dict, b: dict) -> list:
    before = {o["name"]: o["value"] for o in a.get("observations") or []}
    after = {o["name"]: o["value"] for o in b.get("observations") or []}
    return [[k, before.get(k), after.get(k)] for k in sorted(set(before) | set(after)) if before.get(k) != after.get(k)]


def gpu_matches(a: dict, b: dict) -> bool:
    ga, gb = a["identity"].get("gpu") or {}, b["identity"].get("gpu") or {}
    return ga.get("name") == gb.get("name")


MODE_KEYS = (
    "expectations",
    "retries",
    "run_skipped",
    "labels",
    "selection",
    "device_selection",
    "load",
    "sanitizer",
    "repeat",
)


def run_mode(bundle: dict) -> dict:
    """The bundle's run mode (run.mode); for an older bundle, what its command and device
    selection say (labels, selection, device_selection) and None for what cannot be known."""
    run = bundle.get("run") or {}
    mode = run.get("mode")
    if isinstance(mode, dict):
        out = {k: mode.get(k) for k in MODE_KEYS}
        out["load"] = mode.get("load") or "none"  # a recorded mode without a load: an idle GPU
        out["sanitizer"] = mode.get("sanitizer") or "off"
        out["repeat"] = mode.get("repeat") or "none"
    else:
        cmd = run.get("command") or []
        labels, selection = describe_selection(filter_args(["ctest", *cmd[1:]]))
        preset = next(
            (
                cmd[i + 1] if a == "--preset" and i + 1 < len(cmd) else a.partition("=")[2]
                for i, a in enumerate(cmd)
                if a == "--preset" or a.startswith("--preset=")
            ),
            None,
        )
        if preset:
            selection = f"{selection} --preset {preset}".strip()
        out = dict.fromkeys(MODE_KEYS)
        out.update(labels=labels, selection=selection, device_selection=run.get("device_selection") or "all")
    if run.get("shards") and isinstance(out.get("selection"), str):
        out["selection"] = without_index(str(out["selection"]))
    return out


def mode_differences(a: dict, b: dict) -> list[str]:
    """'expectations: on vs off' for each setting in which the runs differ (unknown: no difference)."""
    ma, mb = run_mode(a), run_mode(b)
    return [
        f"{k}: {ma[k]!r} vs {mb[k]!r}" for k in MODE_KEYS if ma[k] is not None and mb[k] is not None and ma[k] != mb[k]
    ]


def same_gpu(a: dict, b: dict) -> bool:
    """Whether two runs can be paired: the same GPU, run mode and selection. (The report's diff
    pairing uses this; gpu_matches and mode_differences tell which part differs.)"""
    return gpu_matches(a, b) and not mode_differences(a, b)


comparable = same_gpu


def diff(base: dict, new: dict, retired: set[str] | None = None, renames: dict[str, str] | None = None) -> Diff:
    """Case by case, base -> new; an id renamed since (cases/RENAMED.txt) is paired with its new id."""
    retired = retired_ids() if retired is None else retired
    renames = renamed_ids() if renames is None else renames
    d = Diff(baseline=gpu_label(base), new=gpu_label(new))
    old_cases = {current_id(c["id"], renames): c for c in base["cases"]}
    new_cases = {current_id(c["id"], renames): c for c in new["cases"]}
    d.renamed = sorted((c["id"], current_id(c["id"], renames)) for c in base["cases"] if c["id"] in renames)
    for cid in sorted(set(old_cases) | set(new_cases)):
        a, b = old_cases.get(cid), new_cases.get(cid)
        if a is None:
            assert b is not None
            d.added.append(Change(cid, None, b["outcome"], b.get("message", "")))
            continue
        if b is None:
            (d.retired if cid in retired else d.removed).append(Change(cid, a["outcome"], None))
            continue
        if "perf" in (a.get("kind"), b.get("kind")):
            obs_changes, perf_regs = perf.compare_case(a, b)
            d.perf_regressions += [PerfRegression(cid, **r) for r in perf_regs]
        else:
            obs_changes = _observation_changes(a, b)
        noisy = measured(a, b)
        obs_changes = [c for c in obs_changes if c[0] not in noisy]
        ch = Change(cid, a["outcome"], b["outcome"], b.get("message", ""), obs_changes)
        ra, rb = raw(a["outcome"]), raw(b["outcome"])
        if a["outcome"] == "MISSING" and b["outcome"] in BAD:
            d.still_bad.append(ch)  # nothing to compare with, and it does not work now either
        elif b["outcome"] == "MISSING" and a["outcome"] != "MISSING":
            d.missing.append(ch)
        elif ra in _RANK and rb in _RANK and _RANK[rb] > _RANK[ra]:
            d.regressions.append(ch)
        elif ra in _RANK and rb == "unsupported":
            d.regressions.append(ch)  # it ran before and no longer runs: nothing shows it still works
        elif ra == "unsupported" and rb in ("fail", "broken"):
            d.regressions.append(ch)  # newly runs, and fails
        elif ra in _RANK and rb in _RANK and _RANK[rb] < _RANK[ra]:
            d.improvements.append(ch)
        elif a["outcome"] != b["outcome"] or ch.observations:
            d.changed.append(ch)
        else:
            d.unchanged += 1
    return d


def format_text(d: Diff) -> str:
    lines = [f"baseline: {d.baseline}", f"new:      {d.new}", ""]
    if d.renamed:
        lines += [f"renamed (cases/RENAMED.txt, compared under the new id): {len(d.renamed)}"]
        lines += [f"  {old} -> {new}" for old, new in d.renamed] + [""]
    sections = [
        ("REGRESSIONS", d.regressions),
        ("improvements", d.improvements),
        ("other changes", d.changed),
        ("added", d.added),
        ("REMOVED (no entry in cases/RETIRED.txt or cases/RENAMED.txt)", d.removed),
        ("retired (cases/RETIRED.txt)", d.retired),
        ("MISSING (expected, did not run)", d.missing),
        ("STILL BAD (bad in the baseline, bad now)", d.still_bad),
    ]
    for title, items in sections[:1]:
        _format_section(lines, title, items)
    lines.append(
        f"PERF REGRESSIONS (>= {perf.REGRESSION_DROP:.0%} worse, beyond the recorded spread): {len(d.perf_regressions)}"
    )
    for r in d.perf_regressions:
        lines.append(
            f"  {r.id}: {r.observation}: {r.before:.4g} -> {r.after:.4g} {r.unit} "
            f"({r.worse_pct}% worse; baseline spread {r.spread[0]:.4g}..{r.spread[1]:.4g})"
        )
    for title, items in sections[1:]:
        _format_section(lines, title, items)
    lines.append(f"unchanged: {d.unchanged}")
    return "\n".join(lines)


def _format_section(lines: list, title: str, items: list) -> None:
    lines.append(f"{title}: {len(items)}")
    for c in items:
        lines.append(f"  {c.id}: {c.before} -> {c.after}" + (f"  ({c.note})" if c.note else ""))
        if c.message and c.after in BAD:
            lines.append("      " + c.message.splitlines()[0][:200])
        for name, before, after in c.observations[:5]:
            lines.append(f"      {name}: {before!r} -> {after!r}")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="cudasem compare", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("baseline")
    p.add_argument("new")
    p.add_argument("--json", action="store_true", help="print the diff as JSON")
    p.add_argument("--ledger", help="mark the changed cases whose outcome varied across runs in this flake ledger")
    p.add_argument(
        "--allow-other-gpu", action="store_true", help="compare bundles of different GPUs (normally refused)"
    )
    p.add_argument(
        "--allow-other-mode",
        action="store_true",
        help="compare runs made in different modes or of different ctest selections (normally refused)",
    )
    args = p.parse_args(argv)
    try:
        base, new = load(args.baseline), load(args.new)
        flake_ledger = ledger.read(Path(args.ledger)) if args.ledger else None
    except (BundleError, ledger.LedgerError) as e:
        print(f"cannot compare: {e}", file=sys.stderr)
        return 2
    if not gpu_matches(base, new) and not args.allow_other_gpu:
        print(
            f"cannot compare: the bundles are of different GPUs ({gpu_label(base)} vs "
            f"{gpu_label(new)}); pass --allow-other-gpu to compare anyway",
            file=sys.stderr,
        )
        return 2
    differences = mode_differences(base, new)
    if differences and not args.allow_other_mode:
        print(
            f"cannot compare: the runs were made differently ({'; '.join(differences)}): a "
            "change could come from that, not from the driver; pass --allow-other-mode to "
            "compare anyway",
            file=sys.stderr,
        )
        return 2
    d = diff(base, new)
    if flake_ledger is not None:
        gpu = (new["identity"].get("gpu") or {}).get("name") or ""
        driver = (new["identity"].get("driver") or {}).get("version") or ""
        for change in [*d.regressions, *d.improvements, *d.changed, *d.still_bad]:
            note = ledger.varied_note(flake_ledger, change.id, gpu, driver)
            if note:
                change.note = note
    print(json.dumps(asdict(d), indent=1) if args.json else format_text(d))
    return 1 if d.bad else 0


if __name__ == "__main__":
    sys.exit(main())
