"""The flake ledger: every committed run's outcome per case (docs/ci.md says which runs it leaves
out), so that a case whose outcome varied across runs of the same GPU, driver and suite commit
(made the same way) is known as such.

    cudasem ledger add LEDGER BUNDLE... [--mode-extra loaded]   add runs (a run already in it is skipped;
                                                           one whose file moved or was replaced
                                                           takes the new path)
    cudasem ledger add-outcomes LEDGER LIST... --gpu G [--gpus N] --driver D --commit C [--mode M]
                                                           add runs given as `id outcome` lines
                                                           (ci/gpu-evidence's repeat lists)
    cudasem ledger show LEDGER [--varied] [--together loaded]
                                                           runs per group; the cases that varied
                                                           (loaded runs with the idle ones: --together)
    cudasem ledger add LEDGER [RUN...] --store FILE|URL    add a results store's runs (all, or those named)
    cudasem ledger show --store FILE|URL [...]             the ledger of every run of a results store

--store reads runs from a results store (cudasem store ingest; an SQLite file or a postgresql://
URL), each RUN named as `cudasem store show` lists it (number, run.id, file name or digest); a run
counts as its bundle file would (its source: its file name in the store).

The ledger is one JSON document (schema cudasem-ledger/2): `runs` (gpu, gpus, driver, commit,
mode, started, source) and `cases` (id -> [[run index, outcome], ...]). A group is the runs of one GPU
model and number of GPUs the run saw (a two-GPU case is UNSUPPORTED on one GPU), driver, suite
commit and run mode (expectations, retries, load, sanitizer, and the runtime release of a run
against one chosen with CUDASEM_CUDART); a case varied when two runs of its group disagree on
what the driver did (pass, fail, broken, unsupported: model/outcome.raw) — an expectation entry
added between runs does not make a case vary, and a run where the case was MISSING (no record:
nothing is known of the driver) is counted apart, never as a variation. `cudasem compare --ledger
LEDGER` marks such cases.

The file is checked whole when read (one line naming the file and the field, exit 2): no key
named twice, run fields of their types, each case's entries [run index, outcome] with an index of
an existing run (no -1), a known outcome word and each run once; one run counts once however it
was added (a bundle by GPU, driver, commit and start time, whatever its path). A missing ledger
file is an error, except for `add` and `add-outcomes`, which start one.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..model import store
from ..model.bundle import BundleError, load, parse_json, read_document
from ..model.consistency import driver_version_problem
from ..model.files import write_atomic
from ..model.outcome import OUTCOMES, raw
from ..model.runtime import runtime_label, runtime_library
from ..model.settings import SettingError, parse_value

SCHEMA = "cudasem-ledger/2"
NO_DRIVER = "none"  # a run's driver where its bundle names none
RUN_FIELDS = {"gpu": str, "gpus": int, "driver": str, "commit": str, "mode": str, "started": str, "source": str}


class LedgerError(Exception):
    """A ledger that cannot be read or written, with the file and the problem."""


def empty() -> dict[str, Any]:
    return {"schema": SCHEMA, "runs": [], "cases": {}}


def run_key(run: dict[str, Any]) -> tuple:
    """What makes two entries of `runs` one run: a bundle's run by its GPU, driver, commit and start
    time (whatever path it was added from); an outcome list (no start time) by its file."""
    if run["started"]:
        return (run["gpu"], run["gpus"], run["driver"], run["commit"], run["started"])
    return (run["gpu"], run["gpus"], run["driver"], run["commit"], run["mode"], str(Path(run["source"]).resolve()))


def _check(path: Path, data: object) -> dict[str, Any]:
    if not isinstance(data, dict) or data.get("schema") != SCHEMA:
        raise LedgerError(
            f"{path}: schema is {data.get('schema') if isinstance(data, dict) else None!r}, this tool reads {SCHEMA!r}"
        )
    if not isinstance(data.get("runs"), list) or not isinstance(data.get("cases"), dict):
        raise LedgerError(f"{path}: a ledger has a list `runs` and an object `cases`")
    seen: dict[tuple, int] = {}
    for n, run in enumerate(data["runs"]):
        for name, kind in RUN_FIELDS.items():
            value = run.get(name) if isinstance(run, dict) else None
            if not isinstance(value, kind) or isinstance(value, bool):
                raise LedgerError(f"{path}: runs[{n}].{name} is missing or not a {kind.__name__}")
        if run["gpus"] < 0:
            raise LedgerError(f"{path}: runs[{n}].gpus is {run['gpus']}, not a count")
        if run["driver"] != NO_DRIVER and (problem := driver_version_problem(run["driver"])):
            raise LedgerError(f"{path}: runs[{n}].driver: {problem}")
        key = run_key(run)
        if key in seen:
            raise LedgerError(f"{path}: runs[{n}] is the run of runs[{seen[key]}] again (one run counts once)")
        seen[key] = n
    runs = len(data["runs"])
    for cid, entries in data["cases"].items():
        if not isinstance(entries, list):
            raise LedgerError(f"{path}: cases.{cid} is not a list of [run index, outcome]")
        indexes: set[int] = set()
        for i, entry in enumerate(entries):
            where = f"{path}: cases.{cid}[{i}]"
            if not (isinstance(entry, list) and len(entry) == 2):
                raise LedgerError(f"{where} is not a [run index, outcome] pair")
            index, outcome = entry
            if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < runs:
                raise LedgerError(f"{where}: run index {index!r} is not one of the {runs} runs (0..{runs - 1})")
            if outcome not in OUTCOMES:
                raise LedgerError(f"{where}: {outcome!r} is not an outcome ({', '.join(OUTCOMES)})")
            if index in indexes:
                raise LedgerError(f"{where}: run {index} is listed twice for this case")
            indexes.add(index)
    return data


def read(path: Path, create: bool = False) -> dict[str, Any]:
    """The ledger at path, checked whole (LedgerError naming the file and the field); a missing file
    is an error, except where `create` (ledger add: a new ledger starts empty)."""
    if not os.path.lexists(path):
        if create:
            return empty()
        raise LedgerError(f"{path}: no such ledger (cudasem ledger add makes one)")
    try:
        text = read_document(path, "ledger")  # a regular file (never a FIFO), within a size limit
    except BundleError as e:
        raise LedgerError(str(e)) from None
    try:
        data = parse_json(text)  # strict: no key twice, no NaN
    except ValueError as e:
        raise LedgerError(f"{path}: not a readable JSON ledger ({e})") from None
    return _check(path, data)


def write(path: Path, ledger: dict[str, Any]) -> None:
    try:
        write_atomic(path, json.dumps(ledger, indent=0, sort_keys=True) + "\n")
    except OSError as e:
        raise LedgerError(f"{path}: cannot write ({e.strerror or e})") from None


def _load_setting(bundle: dict) -> str:
    """CUDASEM_LOAD as the harness reads it (blank: unset); an older bundle without run.mode.load
    says a loaded run only there."""
    try:
        return parse_value("CUDASEM_LOAD", (bundle["run"].get("environment") or {}).get("CUDASEM_LOAD"))
    except SettingError:
        return "?"  # a value the harness would refuse: not an idle run


def _mode(bundle: dict) -> str:
    mode = bundle["run"].get("mode") or {}
    parts = [f"expectations={mode.get('expectations', 'on')}", f"retries={mode.get('retries', 0)}"]
    if mode.get("load") or _load_setting(bundle):
        parts.append("loaded")
    if mode.get("sanitizer"):
        parts.append(f"sanitizer={mode['sanitizer']}")
    lib = runtime_library(bundle.get("identity") or {})
    if lib and lib.get("requested"):  # another runtime release (CUDASEM_CUDART) answers for itself
        parts.append(f"runtime={runtime_label(bundle['identity'])}")
    return ",".join(parts)


def _with_extra(mode: str, extra: str) -> str:
    """The mode with what --mode-extra names that the bundle does not record already (a bundle of a
    loaded run records it: `loaded` twice would put the run in a group of its own)."""
    parts = mode.split(",")
    return ",".join(parts + [p for p in dict.fromkeys(extra.split(",")) if p and p not in parts])


def _add(ledger: dict[str, Any], run: dict[str, Any], outcomes: dict[str, str]) -> bool:
    key = run_key(run)
    for known in ledger["runs"]:
        if run_key(known) == key:  # this run is there already, whatever path it came from
            if known["source"] != run["source"] and known["started"] and not _holds(Path(known["source"]), key):
                known["source"] = run["source"]  # its bundle moved (to bundles/history/): where it is now
            return False
    index = len(ledger["runs"])
    ledger["runs"].append(run)
    for cid, outcome in sorted(outcomes.items()):
        ledger["cases"].setdefault(cid, []).append([index, outcome])
    return True


def add_bundle(ledger: dict[str, Any], path: Path, source: str | None = None, mode_extra: str = "") -> bool:
    """Adds one bundle's run; mode_extra names what the bundle does not record about how it was
    made (e.g. "loaded": beside cudasem-load)."""
    return add_run(ledger, load(path), source or str(path), mode_extra)


def add_stored(ledger: dict[str, Any], target: str, names: list[str], mode_extra: str = "") -> int:
    """Adds the runs of a results store (all, or those names name: store.find_run), each as its
    bundle file would be (its source: the file name the store holds); how many were added."""
    conn = store.connect(target)
    try:
        runs = {r.id: r for r in store.runs(conn)}
        chosen = [store.find_run(conn, n) for n in names] if names else list(runs)
        return sum(
            add_run(ledger, store.run_bundle(conn, r, lean=True), runs[r].name, mode_extra)
            for r in dict.fromkeys(chosen)
        )
    finally:
        conn.close()


def add_run(ledger: dict[str, Any], b: dict, source: str, mode_extra: str = "") -> bool:
    """Adds one loaded run (its identity, suite, run and each case's id and outcome)."""
    return _add(ledger, bundle_run(b, source, mode_extra), {c["id"]: c["outcome"] for c in b["cases"]})


def _holds(path: Path, key: tuple) -> bool:
    """Whether the file at path is the bundle of the run with this key (not gone, not replaced by
    a later run's bundle of the same name, as bundles/raw/'s files are)."""
    try:
        return run_key(bundle_run(load(path), str(path))) == key
    except (BundleError, OSError):
        return False


def bundle_run(b: dict, source: str, mode_extra: str = "") -> dict[str, Any]:
    """The ledger's entry of `runs` for a loaded bundle."""
    gpu = (b["identity"].get("gpu") or {}).get("name") or "no GPU"
    return {
        "gpu": gpu,
        "gpus": len(b["identity"].get("gpus") or []),
        "driver": (b["identity"].get("driver") or {}).get("version") or NO_DRIVER,
        "commit": b["suite"].get("commit") or "unknown",
        "mode": _with_extra(_mode(b), mode_extra),
        "started": b["run"]["started"],
        "source": source,
    }


def add_outcomes(
    ledger: dict[str, Any], path: Path, gpu: str, driver: str, commit: str, mode: str, gpus: int = 1
) -> bool:
    if driver != NO_DRIVER and (problem := driver_version_problem(driver)):
        raise LedgerError(f"--driver: {problem}, or {NO_DRIVER!r}")
    outcomes: dict[str, str] = {}
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise LedgerError(f"{path}: cannot read an outcome list ({getattr(e, 'strerror', None) or e})") from None
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        parts = line.split()
        if len(parts) != 2 or parts[1] not in OUTCOMES:
            raise LedgerError(f"{path}:{n}: not an `id OUTCOME` line: {line[:80]!r}")
        if parts[0] in outcomes:
            raise LedgerError(f"{path}:{n}: {parts[0]} is listed twice")
        outcomes[parts[0]] = parts[1]
    run = {
        "gpu": gpu,
        "gpus": gpus,
        "driver": driver,
        "commit": commit,
        "mode": mode,
        "started": "",
        "source": str(path),
    }
    return _add(ledger, run, outcomes)


# Mode words that `--together` may drop, so that such runs join the group of the runs without them
# (a run beside cudasem-load against the idle runs: issue 29's loaded runs).
TOGETHER = {"loaded"}


def group_of(run: dict[str, Any], together: set[str] | frozenset[str] = frozenset()) -> tuple[str, int, str, str, str]:
    mode = ",".join(w for w in run["mode"].split(",") if w not in together)
    return run["gpu"], run["gpus"], run["driver"], run["commit"], mode


def _groups(ledger: dict[str, Any], together: set[str] | frozenset[str]) -> dict[str, dict[tuple, Counter]]:
    runs = ledger["runs"]
    out: dict[str, dict[tuple, Counter]] = {}
    for cid, entries in ledger["cases"].items():
        by_group: dict[tuple, Counter] = {}
        for index, outcome in entries:
            by_group.setdefault(group_of(runs[index], together), Counter())[outcome] += 1
        out[cid] = by_group
    return out


def varied(
    ledger: dict[str, Any], together: set[str] | frozenset[str] = frozenset()
) -> dict[str, dict[tuple, Counter]]:
    """case id -> {group: Counter of outcomes} for every group where two runs that ran the case
    disagree on what the driver did (pass, fail, broken, unsupported); a run where the case was
    MISSING (it wrote no record) says nothing about the driver and is counted apart (missing()).
    `together`: mode words (TOGETHER) whose runs count with the runs without them."""
    out: dict[str, dict[tuple, Counter]] = {}
    for cid, by_group in _groups(ledger, together).items():
        for group, counts in by_group.items():
            if len({raw(o) for o in counts if o != "MISSING"}) > 1:
                out.setdefault(cid, {})[group] = counts
    return out


def missing(
    ledger: dict[str, Any], together: set[str] | frozenset[str] = frozenset()
) -> dict[str, dict[tuple, Counter]]:
    """case id -> {group: Counter} for every group where the case was MISSING in some run."""
    return {
        cid: {g: c for g, c in by_group.items() if c["MISSING"]}
        for cid, by_group in _groups(ledger, together).items()
        if any(c["MISSING"] for c in by_group.values())
    }


def _note(flips: dict[str, dict[tuple, Counter]], cid: str, gpu: str, driver: str) -> str | None:
    for (g, _gpus, d, commit, _mode), counts in (flips.get(cid) or {}).items():
        if g == gpu and d == driver:
            listed = ", ".join(f"{o} x{n}" for o, n in counts.most_common())
            return f"varied in the ledger: {listed} over {sum(counts.values())} runs ({g} / {d} / {commit[:12]})"
    return None


def varied_note(ledger: dict[str, Any], cid: str, gpu: str, driver: str) -> str | None:
    """'varied in the ledger: PASS x8, FAIL x2 over 10 runs (GPU / driver / commit)' or None."""
    return _note(varied(ledger), cid, gpu, driver)


def varied_notes(ledger: dict[str, Any]) -> Callable[[str, str, str], str | None]:
    """varied_note for many cases: the ledger is read once."""
    flips = varied(ledger)
    return lambda cid, gpu, driver: _note(flips, cid, gpu, driver)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="cudasem ledger", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = ap.add_subparsers(dest="step", required=True)
    a = sub.add_parser("add")
    a.add_argument("ledger", type=Path)
    a.add_argument("bundles", nargs="*", help="bundle files (with --store: runs of the store; none: all)")
    a.add_argument(
        "--store", metavar="FILE|URL", help="add runs of this results store (SQLite file, postgresql:// URL)"
    )
    a.add_argument("--mode-extra", default="", help="what the bundles do not record about how they were made (loaded)")
    o = sub.add_parser("add-outcomes")
    o.add_argument("ledger", type=Path)
    o.add_argument("lists", nargs="+", type=Path)
    o.add_argument("--gpu", required=True)
    o.add_argument("--gpus", type=int, default=1, help="how many GPUs the runs saw")
    o.add_argument("--driver", required=True)
    o.add_argument("--commit", required=True)
    o.add_argument("--mode", default="expectations=on,retries=0")
    s = sub.add_parser("show")
    s.add_argument("ledger", type=Path, nargs="?")
    s.add_argument(
        "--store", metavar="FILE|URL", help="show the ledger of every run of this results store, not a ledger file"
    )
    s.add_argument("--varied", action="store_true", help="only the cases that varied")
    s.add_argument(
        "--together",
        action="append",
        default=[],
        metavar="WORD",
        help=f"count runs whose mode has WORD ({', '.join(sorted(TOGETHER))}) with the runs without it",
    )
    args = ap.parse_args(argv)
    if args.step == "add" and not args.bundles and not args.store:
        ap.error("ledger add: name bundles, or --store FILE|URL")
    if args.step == "show" and (args.ledger is None) == (args.store is None):
        ap.error("ledger show: name a ledger file or --store FILE|URL (one of them)")
    try:
        if args.step == "show" and args.store:
            ledger = empty()
            add_stored(ledger, args.store, [])
        else:
            ledger = read(args.ledger, create=args.step != "show")
        if args.step == "add":
            moved = 0  # runs whose bundle is at another path now (a store's runs keep their names)
            if args.store:
                added = add_stored(ledger, args.store, args.bundles, args.mode_extra)
            else:
                before = [r["source"] for r in ledger["runs"]]
                added = sum(add_bundle(ledger, Path(b), mode_extra=args.mode_extra) for b in args.bundles)
                moved = sum(r["source"] != s for r, s in zip(ledger["runs"], before))
            write(args.ledger, ledger)
            print(
                f"cudasem ledger: {added} runs added, {len(ledger['runs'])} in {args.ledger}"
                + (f"; {moved} runs' bundles found at a new path" if moved else "")
            )
            return 0
        if args.step == "add-outcomes":
            added = sum(
                add_outcomes(ledger, f, args.gpu, args.driver, args.commit, args.mode, args.gpus) for f in args.lists
            )
            write(args.ledger, ledger)
            print(f"cudasem ledger: {added} runs added, {len(ledger['runs'])} in {args.ledger}")
            return 0
        together = set(args.together)
        if together - TOGETHER:
            raise LedgerError(
                f"--together takes {', '.join(sorted(TOGETHER))}, not {', '.join(sorted(together - TOGETHER))}"
            )
        groups = Counter(group_of(r, together) for r in ledger["runs"])
        if not args.varied:
            for (g, k, d, c, m), n in sorted(groups.items()):
                print(f"{n:3d} runs: {g} x{k} / driver {d} / commit {c[:12]} / {m}")
        for title, found in (
            ("cases that varied within a group", varied(ledger, together)),
            ("cases MISSING in some run of a group (no record: not counted as varied)", missing(ledger, together)),
        ):
            print(f"{title}: {len(found)}")
            for cid, by_group in sorted(found.items()):
                for (g, k, d, c, _m), counts in by_group.items():
                    listed = ", ".join(f"{o} x{n}" for o, n in counts.most_common())
                    print(f"  {cid}: {listed} ({g} x{k} / {d} / {c[:12]})")
        return 0
    except (LedgerError, BundleError, OSError, store.StoreError) as e:
        print(f"cudasem ledger: {e}", file=sys.stderr)
        return 2
    except store.errors() as e:
        print(f"cudasem ledger: {store.shown(args.store)}: {store.one_line(e)}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
