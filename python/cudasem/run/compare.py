"""Compare a new result bundle with a baseline (same GPU; another driver or suite revision).

    cudasem compare BASELINE.json NEW.json [--json] [--allow-other-gpu] [--allow-other-mode]
                    [--allow-other-runtime]
    cudasem compare --store FILE|URL BASELINE NEW [...]

With --store, BASELINE and NEW are runs of a results store (cudasem store ingest; an SQLite file or
a postgresql:// URL), each named as `cudasem store show` lists it: its number, run.id, file name or
digest; the output is the one the two bundle files give.

Prints regressions first, then perf regressions, improvements, other changes, added, removed
and missing cases. Exit status: 0 nothing got worse, 1 a regression, a perf regression, a
missing, removed (not retired) or still bad case, or a case bad now that was not (NEWLY BAD), 2 the
bundles cannot be compared (bad file, other schema, other GPU, other mode, a malformed
cases/RENAMED.txt or one that would merge two cases). Each bundle is read lean (bundle.load's slim:
checked whole, then only what compare needs kept), so that large runs fit in memory.

Two runs are compared only when they are of the same GPU and were made the same way: the same
run mode (bundle run.mode: expectations on or off, retries, skipped cases run or not, device
selection) and the same ctest selection (labels, and -R/-E/-I/--rerun-failed/...). Anything else
is refused with the difference named, unless --allow-other-gpu / --allow-other-mode. Runs that
loaded different CUDA runtimes (model/runtime.runtime_label: the release or file chosen with
CUDASEM_CUDART, else the runtime version) are refused too, unless --allow-other-runtime: then the
output's first line says that a change may follow the runtime (JSON: "runtimes", the two). A bundle
written before the mode was recorded has its labels and selection read from its ctest command;
the rest is unknown and not held against it. The shards of a split merged into one bundle count
as their common selection (without the shard's -I numbers).

What a case's move means is one table, model/outcome.COMPARE (before, after) -> (section, fails),
read row by row: what counts is what the driver did (a case regressed when it passed and now fails,
crashes or times out, failed and now breaks, ran and now is UNSUPPORTED, was UNSUPPORTED and now
fails), and a case never turns green: XFAIL -> FAIL (the known deviation now fails otherwise: the
entry no longer matches) is a regression, and a case bad now (FAIL, XPASS, CRASH, TIMEOUT, MISSING)
that was not bad in the baseline fails the comparison wherever it is listed (XFAIL -> XPASS is an
improvement whose stale entry makes the run bad: NEWLY BAD). A case of the baseline that the new
run no longer has is REMOVED, which is bad (exit 1), unless cases/RETIRED.txt retires it (listed as
retired) or cases/RENAMED.txt pairs it with its new id. A case that was MISSING in the baseline and
is still bad is STILL BAD (exit 1). A perf case's measured numbers count as changed only beyond
their recorded spread (min..max); one 10% or more worse is a perf regression, listed in its own
section (see perf.py); a number the baseline recorded that is null (NaN or infinity: JSON has
neither), not a usable number or absent now is a regression, whatever the outcomes say. An
observation that is no verdict (type measurement or environment: a time, a rate, a fact of the
GPU) differs from run to run: a change of its value is never listed as a change. A cases/RENAMED.txt entry that maps a
case onto a case the same bundle still holds would merge two cases (one of them would vanish):
the bundles cannot be compared (exit 2), as with a malformed cases/RENAMED.txt.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from pathlib import Path

from ..model import measurements as perf
from ..model import store, store_pair
from ..model.bundle import BundleError, gpu_label, load
from ..model.ids import RENAMED_FILE, RETIRED_FILE, renamed_ids, retired_ids
from ..model.outcome import BAD, COMPARE, compared
from ..model.runtime import runtime_label
from ..model.values import is_code
from . import ledger
from .selection import describe_selection, filter_args, without_index


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
    newly_bad: list[Change] = field(default_factory=list)  # listed above, bad now and not before (XFAIL -> XPASS)
    renamed: list[tuple[str, str]] = field(default_factory=list)  # (old id, new id) paired by cases/RENAMED.txt
    rename_conflicts: list[str] = field(default_factory=list)  # renames that would merge two live cases
    perf_regressions: list[PerfRegression] = field(default_factory=list)
    unchanged: int = 0

    @property
    def bad(self) -> bool:
        return bool(
            self.regressions
            or self.missing
            or self.perf_regressions
            or self.removed
            or self.still_bad
            or self.newly_bad
            or self.rename_conflicts
        )

    def as_dict(self) -> dict:
        """The diff as JSON-ready data (no deep copy: the observation lists are shared)."""
        out: dict = {}
        for f in fields(self):
            value = getattr(self, f.name)
            out[f.name] = (
                [vars(x) if hasattr(x, "__dataclass_fields__") else x for x in value]
                if isinstance(value, list)
                else value
            )
        return out


def slimmer() -> Callable[[dict], dict]:
    """What compare reads of a case (bundle.load's slim): id, outcome, message, kind, device and the
    observations without their checks, each equal message, device and observation kept once for
    the bundles of one comparison: two runs of 200,000 cases take far less memory than their
    documents (python/bench/tools_scale.py). It takes the case apart (its observations lose check)."""
    shared: dict = {}

    def one(d: dict | None):
        if d is None:
            return d
        d.pop("check", None)
        try:  # true == 1 == 1.0 to a key: the classes keep them apart
            return shared.setdefault((tuple(d), tuple(d.values()), tuple(map(type, d.values()))), d)
        except TypeError:  # a list or an object inside
            return d

    def slim(case: dict) -> dict:
        return {
            "id": case["id"],
            "outcome": case["outcome"],
            "message": shared.setdefault(case["message"], case["message"]),
            "kind": case.get("kind"),
            "device": one(case.get("device")),
            "observations": [one(o) for o in case["observations"]],
        }

    return slim


def measured(*cases: dict) -> set[str]:
    """Names of the observations that are not verdicts (measurements, environment facts) in any of
    these cases: never a change between runs."""
    return {
        o["name"] for c in cases for o in c.get("observations") or [] if o["type"] in ("measurement", "environment")
    }


def _same(x: object, y: object) -> bool:
    """Equal JSON values (true is not 1)."""
    return x == y and (x.__class__ is bool) == (y.__class__ is bool)


def _observation_changes(a: dict, b: dict) -> list:
    before = {o["name"]: o["value"] for o in a.get("observations") or []}
    after = {o["name"]: o["value"] for o in b.get("observations") or []}
    return [
        [k, before.get(k), after.get(k)]
        for k in sorted(before.keys() | after.keys())
        if not _same(before.get(k), after.get(k)) or (k in before) != (k in after)
    ]


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


def _usable(value: object) -> bool:
    """A number perf.py can compare: finite, within perf.CHARTABLE, not a boolean."""
    return (
        isinstance(value, (int, float))
        and not isinstance(value, bool)
        and math.isfinite(value)
        and -perf.CHARTABLE <= value <= perf.CHARTABLE
    )


def lost_numbers(a: dict, b: dict) -> list:
    """[name, before, after] of each number a perf case recorded in the baseline (a) that the new
    run (b) records as null (NaN or infinity: JSON has neither), as no usable number, or not at all."""
    if "perf" not in (a.get("kind"), b.get("kind")):
        return []
    after = {o["name"]: o["value"] for o in b.get("observations") or []}
    return [
        [o["name"], o["value"], after.get(o["name"])]
        for o in a.get("observations") or []
        if _usable(o["value"]) and not _usable(after.get(o["name"]))
    ]


def by_current_id(bundle: dict, renames: dict[str, str], which: str, conflicts: list[str]) -> dict[str, dict]:
    """id -> case, each renamed id (cases/RENAMED.txt) under its new id; a rename onto an id the
    bundle holds too (two cases would become one) is not applied, and is said in conflicts."""
    cases = bundle["cases"]
    ids = {c["id"] for c in cases}
    targets: dict[str, list[str]] = {}
    for cid in ids:
        if cid in renames:
            targets.setdefault(renames[cid], []).append(cid)
    merged = set()
    for new_id, olds in sorted(targets.items()):
        if len(olds) > 1 or new_id in ids:
            live = sorted({*olds, new_id} & ids)
            conflicts.append(
                f"cases/RENAMED.txt maps {' and '.join(sorted(olds))} onto {new_id}, but the {which} "
                f"({gpu_label(bundle)}) holds {', '.join(live)}: one case would hide the other"
            )
            merged.update(olds)
    return {(c["id"] if c["id"] in merged else renames.get(c["id"], c["id"])): c for c in cases}


def diff(base: dict, new: dict, retired: set[str] | None = None, renames: dict[str, str] | None = None) -> Diff:
    """Case by case, base -> new, each case's move read from model/outcome.COMPARE; an id renamed
    since (cases/RENAMED.txt) is paired with its new id."""
    retired = retired_ids() if retired is None else retired
    renames = renamed_ids() if renames is None else renames
    d = Diff(baseline=gpu_label(base), new=gpu_label(new))
    old_cases = by_current_id(base, renames, "baseline", d.rename_conflicts)
    new_cases = by_current_id(new, renames, "new run", d.rename_conflicts)
    d.renamed = sorted((old, cid) for cid, c in old_cases.items() if (old := c["id"]) != cid)
    sections = {
        "regression": d.regressions,
        "missing": d.missing,
        "still_bad": d.still_bad,
        "improvement": d.improvements,
        "changed": d.changed,
    }
    for cid in sorted(old_cases.keys() | new_cases.keys()):
        a, b = old_cases.get(cid), new_cases.get(cid)
        if a is None:
            assert b is not None
            d.added.append(Change(cid, None, b["outcome"], b.get("message", "")))
            continue
        if b is None:
            (d.retired if cid in retired else d.removed).append(Change(cid, a["outcome"], None))
            continue
        perf_case = "perf" in (a.get("kind"), b.get("kind"))
        if perf_case:
            obs_changes, perf_regs = perf.compare_case(a, b)
            d.perf_regressions += [PerfRegression(cid, **r) for r in perf_regs]
        else:
            obs_changes = _observation_changes(a, b)
        if obs_changes:
            noisy = measured(a, b)
            obs_changes = [c for c in obs_changes if c[0] not in noisy]
        section, fails = compared(a["outcome"], b["outcome"])
        ch = Change(cid, a["outcome"], b["outcome"], b.get("message", ""), obs_changes)
        lost = lost_numbers(a, b) if perf_case else []
        if lost and not fails:
            section = "regression"  # PASS -> null: a perf case whose numbers are gone did not pass as before
            ch.observations = lost + [c for c in obs_changes if c[0] not in {x[0] for x in lost}]
            ch.note = f"{len(lost)} measured numbers of the baseline are null, not a number or absent now"
        if section == "same":
            section = "changed" if ch.observations else "same"
        if section == "same":
            d.unchanged += 1
            continue
        sections[section].append(ch)
        if fails and section in ("improvement", "changed"):
            d.newly_bad.append(ch)
    return d


def _shown(value: object) -> str:
    """A value in compare's text: a returned code by its name, anything else as Python writes it."""
    return value["name"] if is_code(value) else repr(value)  # type: ignore[index]


def format_text(d: Diff) -> str:
    lines = [f"baseline: {d.baseline}", f"new:      {d.new}", ""]
    if d.rename_conflicts:
        lines += [f"RENAME CONFLICTS (cases/RENAMED.txt; compared under their own ids): {len(d.rename_conflicts)}"]
        lines += [f"  {c}" for c in d.rename_conflicts] + [""]
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
    if d.newly_bad:
        lines.append(f"NEWLY BAD (listed above; bad now, not in the baseline): {len(d.newly_bad)}")
        lines += [f"  {c.id}: {c.before} -> {c.after}" for c in d.newly_bad]
    lines.append(f"unchanged: {d.unchanged}")
    return "\n".join(lines)


def _format_section(lines: list, title: str, items: list) -> None:
    lines.append(f"{title}: {len(items)}")
    for c in items:
        lines.append(f"  {c.id}: {c.before} -> {c.after}" + (f"  ({c.note})" if c.note else ""))
        if c.message and c.after in BAD:
            lines.append("      " + c.message.splitlines()[0][:200])
        for name, before, after in c.observations[:5]:
            lines.append(f"      {name}: {_shown(before)} -> {_shown(after)}")


def _case_ids() -> tuple[set[str], dict[str, str]]:
    """cases/RETIRED.txt and cases/RENAMED.txt; ValueError naming the file (and line) when one
    cannot be read or is malformed."""
    out: list = []
    for path, read in ((RETIRED_FILE, retired_ids), (RENAMED_FILE, renamed_ids)):
        try:
            out.append(read())
        except (OSError, ValueError) as e:
            text = str(e) if isinstance(e, ValueError) and str(path) in str(e) else f"{path}: {e}"
            raise ValueError(text) from None
    return out[0], out[1]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="cudasem compare", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("baseline", help="the baseline's bundle file (with --store: a run of the store)")
    p.add_argument("new", help="the new run's bundle file (with --store: a run of the store)")
    p.add_argument(
        "--store",
        metavar="FILE|URL",
        help="read both runs from this results store (an SQLite file or a postgresql:// URL), named as "
        "`cudasem store show` lists them",
    )
    p.add_argument("--json", action="store_true", help="print the diff as JSON")
    p.add_argument("--ledger", help="mark the changed cases whose outcome varied across runs in this flake ledger")
    p.add_argument(
        "--allow-other-gpu", action="store_true", help="compare bundles of different GPUs (normally refused)"
    )
    p.add_argument(
        "--allow-other-runtime",
        action="store_true",
        help="compare runs that loaded different CUDA runtimes (CUDASEM_CUDART; normally refused)",
    )
    p.add_argument(
        "--allow-other-mode",
        action="store_true",
        help="compare runs made in different modes or of different ctest selections (normally refused)",
    )
    args = p.parse_args(argv)
    try:
        keep = slimmer()
        if args.store:
            pair = stored_runs(args.store, [args.baseline, args.new], keep)
        else:
            pair = [load(args.baseline, slim=keep), load(args.new, slim=keep)]
    except (BundleError, store.StoreError, ValueError) as e:
        print(f"cannot compare: {e}", file=sys.stderr)
        return 2
    except store.errors() as e:
        print(f"cannot compare: {store.shown(args.store)}: {store.one_line(e)}", file=sys.stderr)
        return 2
    return compare_runs(pair, args)


def stored_runs(target: str, names: list[str], slim: Callable[[dict], dict] | None = None) -> list[dict]:
    """The runs of a results store that names name (store.find_run), each as bundle.load gives its
    file (slim: as load(..., slim) gives it). Two runs read for compare (slim given) are read as
    store_pair.run_pair reads them: a case whose outcome and verdicts are alike in both and that the
    outcome table cannot move is a stub in both, its record not read (diff counts it unchanged)."""
    conn = store.connect(target)
    try:
        found = [store.find_run(conn, name) for name in names]
        if slim is not None and len(found) == 2:
            return store_pair.run_pair(conn, (found[0], found[1]), slim, _settled)
        return [store.run_bundle(conn, run, slim) for run in found]
    finally:
        conn.close()


def _settled(outcome: str) -> bool:
    """Whether a case of this outcome in both runs is unchanged by the outcome table alone (with its
    verdicts alike): "same", not failing (a bad outcome twice is STILL BAD, read whole)."""
    return compared(outcome, outcome) == ("same", False) if (outcome, outcome) in COMPARE else False


def compare_runs(pair: list[dict], args: argparse.Namespace) -> int:
    """The comparison of two loaded runs, [baseline, new] (main's, `new-driver check --store`'s): the
    checks that they can be compared, the diff printed; the exit status. args: main's options (json,
    ledger, allow_*). pair is emptied: once diffed, only what the output needs stays in memory."""
    base, new = pair.pop(0), pair.pop(0)
    try:
        flake_ledger = ledger.read(Path(args.ledger)) if args.ledger else None
        retired, renames = _case_ids()
    except (ledger.LedgerError, ValueError) as e:
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
    runtimes = runtime_label(base["identity"]), runtime_label(new["identity"])
    runtime_note = ""
    if runtimes[0] != runtimes[1]:
        if not args.allow_other_runtime:
            print(
                f"cannot compare: the runs loaded different CUDA runtimes ({runtimes[0]} vs {runtimes[1]}): a "
                "change could come from the runtime, not from the driver; pass --allow-other-runtime to compare "
                "anyway (`cudasem axis` attributes failures to the runtime)",
                file=sys.stderr,
            )
            return 2
        runtime_note = (
            f"the runs loaded different CUDA runtimes ({runtimes[0]} vs {runtimes[1]}): "
            "a change below may follow the runtime, not the driver"
        )
    gpu = (new["identity"].get("gpu") or {}).get("name") or ""
    driver = (new["identity"].get("driver") or {}).get("version") or ""
    d = diff(base, new, retired, renames)
    del base, new  # what the output needs is in d
    if d.rename_conflicts:
        more = f" (and {len(d.rename_conflicts) - 1} more)" if len(d.rename_conflicts) > 1 else ""
        print(f"cannot compare: {d.rename_conflicts[0]}{more}; fix cases/RENAMED.txt", file=sys.stderr)
        return 2
    if flake_ledger is not None:
        note = ledger.varied_notes(flake_ledger)
        for change in [*d.regressions, *d.improvements, *d.changed, *d.still_bad]:
            said = note(change.id, gpu, driver)
            if said:
                change.note = "; ".join(x for x in (change.note, said) if x)
    if args.json:
        json.dump(dict(d.as_dict(), runtimes=list(runtimes)), sys.stdout, indent=1)
        print()
    else:
        print("\n".join(filter(None, [runtime_note, format_text(d)])))
    return 1 if d.bad else 0


if __name__ == "__main__":
    sys.exit(main())
