"""`cudasem run salvage`: the bundle of a run whose ctest was stopped before its end step.

    cudasem run salvage --run-dir D --out FILE [--why TEXT]

A ctest killed at a machine's command limit (or by `timeout`) never runs the fixture's end, so
the records it wrote are in D/records but no bundle is. Salvage assembles them as `end` would:
every selected case without a record of this run is MISSING, a case that was running when the
ctest stopped is CRASH (its harness wrote that it ended without a result) or MISSING, and the
bundle says so in run.notes, with run.ended the time of the last record, not of the salvage.
It refuses a run whose ctest is still going, and a folder that no run holds (none began, or the
run ended by itself: its end step wrote the bundle and released the folder). It writes FILE
only (never D/bundle.json or the bundles folder: a salvaged run is evidence to keep by hand, not a
report's input); a FILE that is one of D's own files (run.json, the lock, a record, bundle.json) is
refused before anything is read (one line, exit 2).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
from pathlib import Path

from ..model.bundle import BundleError, validate
from ..model.files import SameFileError, refuse_same_files
from . import CannotRecord, utc_text
from .lock import alive, describe_holder, disk_error, guard, read_lock, write_atomic
from .record import assemble


def _last_record_time(records: Path) -> str | None:
    times = [p.stat().st_mtime for p in records.glob("*.json")] if records.is_dir() else []
    if not times:
        return None
    return utc_text(dt.datetime.fromtimestamp(max(times), dt.timezone.utc))


def salvaged_bundle(run_dir: Path, why: str) -> dict:
    """The bundle of the stopped run in run_dir; CannotRecord says why there is none."""
    with guard(run_dir):
        held = read_lock(run_dir)
    if held is None:
        raise CannotRecord(f"no run holds {run_dir} (none began, or it ended): nothing to salvage")
    if alive(held):
        raise CannotRecord(
            f"the run in {run_dir} is still going ({describe_holder(held)}): salvage it after its ctest is gone"
        )
    try:
        run = json.loads((run_dir / "run.json").read_text())
    except FileNotFoundError:
        raise CannotRecord(
            f"{run_dir / 'run.json'} is missing: the run's start did not finish, no case was selected"
        ) from None
    except (OSError, ValueError) as e:
        raise CannotRecord(f"cannot read {run_dir / 'run.json'}: {e}") from None
    if run.get("id") != held.get("run_id"):
        raise CannotRecord(f"{run_dir / 'run.json'} is of run {run.get('id')}, the lock of run {held.get('run_id')}")
    records = run_dir / "records"
    notes: list[str] = []
    stats: dict = {}
    bundle = assemble(run, records, notes, stats)
    if not stats["records"]:
        raise CannotRecord(f"no case of run {run['id']} wrote a record: every case would be MISSING")
    selected = len(run.get("expected_cases") or [])
    bundle["run"]["notes"] = [
        *notes,
        f"salvaged: the run's ctest stopped before its end step ({why}); {stats['records']} of {selected} "
        "selected cases wrote a record, the others are MISSING (a case running when it stopped is CRASH "
        "or MISSING); run.ended is the time of the last record",
    ]
    bundle["run"]["ended"] = _last_record_time(records) or bundle["run"]["ended"]
    try:
        validate(bundle, "salvaged bundle")
    except BundleError as e:
        raise CannotRecord(str(e)) from None
    return bundle


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="cudasem run salvage", description=__doc__.split("\n\n")[0])
    parser.add_argument("--run-dir", required=True)
    parser.add_argument("--out", required=True, help="the bundle file to write")
    parser.add_argument("--why", default="stopped from outside", help="why the ctest stopped, for run.notes")
    args = parser.parse_args(argv)
    run_dir, out = Path(args.run_dir), Path(args.out)
    try:
        # the run's own files (its bundle's name too: a salvaged run is not the end step's bundle)
        records = sorted((run_dir / "records").glob("*")) if (run_dir / "records").is_dir() else []
        own = [run_dir / n for n in ("run.json", "lock", "lock.guard", "bundle.json")] + records
        refuse_same_files([out], [p for p in own if p.exists() or p.name == "bundle.json"])
    except SameFileError as e:
        print(f"cudasem run salvage: {e}", file=sys.stderr)
        return 2
    try:
        bundle = salvaged_bundle(run_dir, args.why)
        write_atomic(Path(args.out), json.dumps(bundle, indent=1) + "\n")
    except CannotRecord as e:
        print(f"cudasem run salvage: {e}", file=sys.stderr)
        return 1
    except OSError as e:
        print(f"cudasem run salvage: cannot write {args.out}: {disk_error(e)}", file=sys.stderr)
        return 1
    counts: dict[str, int] = {}
    for c in bundle["cases"]:
        counts[c["outcome"]] = counts.get(c["outcome"], 0) + 1
    print(
        f"cudasem run salvage: {args.out}: {len(bundle['cases'])} cases: "
        + ", ".join(f"{n} {o}" for o, n in sorted(counts.items(), key=lambda kv: -kv[1]))
    )
    return 0
