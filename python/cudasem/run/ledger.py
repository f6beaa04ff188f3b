"""The flake ledger: every committed run's outcome per case, so that a case whose outcome varied
across runs of the same GPU, driver and suite commit (made the same way) is known as such.

    cudasem ledger add LEDGER BUNDLE... [--mode-extra loaded]   add runs (a run already in it is skipped)
    cudasem ledger add-outcomes LEDGER LIST... --gpu G [--gpus N] --driver D --commit C [--mode M]
                                                           add runs given as `id outcome` lines
                                                           (ci/gpu-evidence's repeat lists)
    cudasem ledger show LEDGER [--varied] [--together loaded]
                                                           runs per group; the cases that varied
                                                           (loaded runs with the idle ones: --together)

The ledger is one JSON document (schema cudasem-ledger/2): `runs` (gpu, gpus, driver, commit,
mode, started, source) and `cases` (id -> [[run index, outcome], ...]). A group is the runs of one GPU
model and number of GPUs the run saw (a two-GPU case is UNSUPPORTED on one GPU), driver, suite
commit and run mode; a case varied when two runs of its group disagree on
what the driver did (pass, fail, broken: model/outcome.raw) — an expectation entry added between
runs does not make a case vary. `cudasem compare --ledger LEDGER` marks such cases.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from ..model.bundle import BundleError, load
from ..model.outcome import OUTCOMES, raw

SCHEMA = "cudasem-ledger/2"
RUN_FIELDS = {"gpu": str, "gpus": int, "driver": str, "commit": str, "mode": str, "started": str, "source": str}


class LedgerError(Exception):
    """A ledger that cannot be read or written, with the file and the problem."""


def empty() -> dict[str, Any]:
    return {"schema": SCHEMA, "runs": [], "cases": {}}


def read(path: Path) -> dict[str, Any]:
    if not path.exists():
        return empty()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise LedgerError(f"{path}: not a readable JSON ledger ({e})") from None
    if not isinstance(data, dict) or data.get("schema") != SCHEMA:
        raise LedgerError(
            f"{path}: schema is {data.get('schema') if isinstance(data, dict) else None!r}, this tool reads {SCHEMA!r}"
        )
    if not isinstance(data.get("runs"), list) or not isinstance(data.get("cases"), dict):
        raise LedgerError(f"{path}: a ledger has a list `runs` and an object `cases`")
    for n, run in enumerate(data["runs"]):
        for field, kind in RUN_FIELDS.items():
            if not isinstance(run, dict) or not isinstance(run.get(field), kind):
                raise LedgerError(f"{path}: runs[{n}].{field} is missing or not a {kind.__name__}")
    return data


def write(path: Path, ledger: dict[str, Any]) -> None:
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(ledger, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    tmp.replace(path)


def _mode(bundle: dict) -> str:
    mode = bundle["run"].get("mode") or {}
    parts = [f"expectations={mode.get('expectations', 'on')}", f"retries={mode.get('retries', 0)}"]
    if mode.get("load") or (bundle["run"].get("environment") or {}).get("CUDASEM_LOAD"):
        parts.append("loaded")
    if mode.get("sanitizer"):
        parts.append(f"sanitizer={mode['sanitizer']}")
    return ",".join(parts)


def _add(ledger: dict[str, Any], run: dict[str, Any], outcomes: dict[str, str]) -> bool:
    key = (run["gpu"], run["driver"], run["commit"], run["started"], run["source"])
    if any((r["gpu"], r["driver"], r["commit"], r["started"], r["source"]) == key for r in ledger["runs"]):
        return False
    index = len(ledger["runs"])
    ledger["runs"].append(run)
    for cid, outcome in sorted(outcomes.items()):
        ledger["cases"].setdefault(cid, []).append([index, outcome])
    return True


def add_bundle(ledger: dict[str, Any], path: Path, source: str | None = None, mode_extra: str = "") -> bool:
    """Adds one bundle's run; mode_extra names what the bundle does not record about how it was
    made (e.g. "loaded": beside cudasem-load)."""
    b = load(path)
    gpu = (b["identity"].get("gpu") or {}).get("name") or "no GPU"
    run = {
        "gpu": gpu,
        "gpus": len(b["identity"].get("gpus") or []),
        "driver": (b["identity"].get("driver") or {}).get("version") or "none",
        "commit": b["suite"].get("commit") or "unknown",
        "mode": _mode(b) + (f",{mode_extra}" if mode_extra else ""),
        "started": b["run"]["started"],
        "source": source or str(path),
    }
    return _add(ledger, run, {c["id"]: c["outcome"] for c in b["cases"]})


def add_outcomes(
    ledger: dict[str, Any], path: Path, gpu: str, driver: str, commit: str, mode: str, gpus: int = 1
) -> bool:
    outcomes: dict[str, str] = {}
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        parts = line.split()
        if len(parts) != 2 or parts[1] not in OUTCOMES:
            raise LedgerError(f"{path}:{n}: not an `id OUTCOME` line: {line[:80]!r}")
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


def varied(
    ledger: dict[str, Any], together: set[str] | frozenset[str] = frozenset()
) -> dict[str, dict[tuple, Counter]]:
    """case id -> {group: Counter of outcomes} for every group where the case's raw result differed;
    `together`: mode words (TOGETHER) whose runs count with the runs without them."""
    runs = ledger["runs"]
    out: dict[str, dict[tuple, Counter]] = {}
    for cid, entries in ledger["cases"].items():
        by_group: dict[tuple, Counter] = {}
        for index, outcome in entries:
            by_group.setdefault(group_of(runs[index], together), Counter())[outcome] += 1
        for group, counts in by_group.items():
            if len({raw(o) for o in counts}) > 1:
                out.setdefault(cid, {})[group] = counts
    return out


def varied_note(ledger: dict[str, Any], cid: str, gpu: str, driver: str) -> str | None:
    """'varied in the ledger: PASS x8, FAIL x2 over 10 runs (GPU / driver / commit)' or None."""
    for (g, _gpus, d, commit, _mode), counts in (varied(ledger).get(cid) or {}).items():
        if g == gpu and d == driver:
            listed = ", ".join(f"{o} x{n}" for o, n in counts.most_common())
            return f"varied in the ledger: {listed} over {sum(counts.values())} runs ({g} / {d} / {commit[:12]})"
    return None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="cudasem ledger", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = ap.add_subparsers(dest="step", required=True)
    a = sub.add_parser("add")
    a.add_argument("ledger", type=Path)
    a.add_argument("bundles", nargs="+", type=Path)
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
    s.add_argument("ledger", type=Path)
    s.add_argument("--varied", action="store_true", help="only the cases that varied")
    s.add_argument(
        "--together",
        action="append",
        default=[],
        metavar="WORD",
        help=f"count runs whose mode has WORD ({', '.join(sorted(TOGETHER))}) with the runs without it",
    )
    args = ap.parse_args(argv)
    try:
        ledger = read(args.ledger)
        if args.step == "add":
            added = sum(add_bundle(ledger, b, mode_extra=args.mode_extra) for b in args.bundles)
            write(args.ledger, ledger)
            print(f"cudasem ledger: {added} runs added, {len(ledger['runs'])} in {args.ledger}")
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
        flips = varied(ledger, together)
        print(f"cases that varied within a group: {len(flips)}")
        for cid, by_group in sorted(flips.items()):
            for (g, k, d, c, _m), counts in by_group.items():
                print(f"  {cid}: {', '.join(f'{o} x{n}' for o, n in counts.most_common())} ({g} x{k} / {d} / {c[:12]})")
        return 0
    except (LedgerError, BundleError, OSError) as e:
        print(f"cudasem ledger: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
