"""The Python half of ci/new-driver-check: which folder a GPU's kept runs live in, the state of its
baseline, the comparison and what is kept.

    cudasem new-driver check KEEP_ROOT BUNDLE [--accept] [--no-keep]
                                               the whole check of a new run (exit codes below)
    cudasem new-driver check --store FILE|URL BUNDLE [--accept] [--no-keep]
                                               the same, the runs kept in a results store
    cudasem new-driver info BUNDLE             prints the GPU's folder key, the bundle's file name, a label
    cudasem new-driver ran BUNDLE              exit 0 when some case ran (not UNSUPPORTED, not MISSING), else 1
    cudasem new-driver baseline FOLDER BUNDLE  prints the kept run a new one is compared with ('' when
                                               none); exit 3 when the kept runs cannot be used

The baseline's state is explicit (baseline_state): NONE (no kept run of this GPU: the folder is
empty or holds only runs where no case ran), USABLE (the newest kept run, by start time, of this
GPU name and run mode), or UNUSABLE: a kept run is damaged (not a loadable bundle), or every kept
run is of another GPU name under this UUID or of another run mode (CUDASEM_RETRIES=1, expectations
off, another selection), so there is nothing to compare with, and no new run may take its place
silently. UNUSABLE is an error of its own, never "no regression" and never "regression".

A run is kept as a baseline only when it ran some case and is green: against a USABLE baseline
(compare exits 0), or, with no kept run (NONE), on its own (no FAIL, XPASS, CRASH, TIMEOUT or
MISSING case); --accept keeps it anyway (the exit status still says what was found). Kept files are
written whole or not at all (model/files.py), inside KEEP_ROOT/<GPU folder key>.

With --store (an SQLite file or a postgresql:// URL: a store a fleet of runners shares), the kept
runs are the store's runs of this GPU (the same folder key: UUID, else name), read and judged as
the files of its folder would be (a store holds no damaged run: each was checked when ingested),
and keeping a run is ingesting its bundle (one transaction: whole or not at all).

`check` exits 0 (no regression, or the first green run of this GPU: now the baseline), 10 (a
regression, a missing case, or a bad case in a first run), 12 (the check could not be made), 13
(the kept baseline cannot be used); ci/new-driver-check turns these into its exit status 0, 1, 2,
3, and any other status (a Python that failed to start, a crash) into 2, never into 0 or 1.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ..model import store
from ..model.bundle import BundleError, load, read_document
from ..model.files import write_bytes_atomic
from ..model.outcome import BAD, RAN
from . import compare
from .compare import gpu_matches, mode_differences
from .record import bundle_name, slug

OK, REGRESSION, CANNOT, BAD_BASELINE = 0, 10, 12, 13  # check's exit codes
NONE, USABLE, UNUSABLE = "none", "usable", "unusable"  # the baseline's states


def say(text: str, err: bool = False) -> None:
    print(f"new-driver-check: {text}", file=sys.stderr if err else sys.stdout, flush=True)


def gpu_key(bundle: dict) -> str:
    """The folder of a GPU's kept runs: its UUID, else its name, as one plain folder name (never
    '.', '..' or hidden). BundleError without a GPU, or when neither makes a folder name."""
    gpu = bundle["identity"].get("gpu")
    if not gpu:
        raise BundleError(
            f"the bundle has no GPU ({bundle['identity'].get('no_gpu_reason')}): nothing to check a driver against"
        )
    field, value = ("identity.gpu.uuid", gpu["uuid"]) if gpu.get("uuid") else ("identity.gpu.name", gpu["name"])
    key = slug(value)
    if key.startswith(".") or key == "unknown":
        raise BundleError(f"{field}: {value!r} makes no folder name for this GPU's kept runs")
    return key


def any_ran(bundle: dict) -> bool:
    return any(c["outcome"] in RAN for c in bundle["cases"])


def baseline_state(folder: Path, new: dict) -> tuple[str, Path | None, list[str]]:
    """(NONE, None, notes), (USABLE, the newest kept run made the same way, notes) or (UNUSABLE,
    None, why). Kept runs where no case ran are never a baseline (said in notes)."""

    def kept():
        for p in sorted(folder.glob("*.json")) if folder.is_dir() else []:
            try:
                b = load(p)
            except BundleError as e:
                yield p, e, False
                continue
            yield p, b, any_ran(b)

    return _state(kept(), new)


def stored_state(conn, new: dict) -> tuple[str, int | None, list[str]]:
    """baseline_state of the runs of a results store that are of new's GPU (its folder key): each
    named 'store run N (file name)'; USABLE's run is its number in the store."""
    key = gpu_key(new)

    def kept():
        for r in store.runs(conn):
            head = store.run_head(conn, r.id)
            try:
                if gpu_key(head) != key:
                    continue
            except BundleError:  # a run without a GPU: of no GPU's folder
                continue
            ran = any(o in RAN for o in store.outcomes(conn, r.id).values())
            yield r.id, head, ran

    state, found, notes = _state(kept(), new, lambda run: store.display(conn, run))
    return state, found, notes


def _state(kept: Iterable[tuple], new: dict, name=str) -> tuple:
    """baseline_state of the kept runs: (label, the run's bundle (its head suffices) or the
    BundleError that it is, whether a case ran in it); name(label): the label in messages."""
    damaged: list[str] = []
    other: list[str] = []
    notes: list[str] = []
    best: tuple[str, object] | None = None
    new_gpu = new["identity"]["gpu"]
    for p, b, ran in kept:
        if isinstance(b, BundleError):
            older = "cudasem bundle upgrade" in str(b)  # an older format: the loader names the command
            damaged.append(f"{b}" if older else f"{b} (damaged: remove it, or restore it from a copy)")
            continue
        if not ran:
            notes.append(f"ignoring {name(p)}: no case ran in it")
            continue
        gpu = b["identity"].get("gpu") or {}
        if gpu.get("uuid") != new_gpu.get("uuid") or not gpu_matches(b, new):
            other.append(
                f"{name(p)}: made on {gpu.get('name')!r} ({gpu.get('uuid')}), this run on {new_gpu.get('name')!r} "
                f"({new_gpu.get('uuid')})"
            )
            continue
        differences = mode_differences(b, new)
        if differences:
            other.append(f"{name(p)}: made in another run mode ({'; '.join(differences)})")
            continue
        if best is None or b["run"]["started"] > best[0]:
            best = (b["run"]["started"], p)
    if damaged:
        return UNUSABLE, None, damaged + other
    if best is not None:
        return USABLE, best[1], notes + [f"not the baseline: {o}" for o in other]
    if other:
        return UNUSABLE, None, other
    return NONE, None, notes


def keep(bundle_path: Path, bundle: dict, keep_dir: Path) -> None:
    """Copies the run into keep_dir, whole or not at all (OSError when it cannot)."""
    keep_dir.mkdir(parents=True, exist_ok=True)
    data = read_document(bundle_path)
    out = keep_dir / bundle_name(bundle)
    if out.exists() and read_document(out) == data:
        say(f"{out} is kept already")
        return
    if out.exists():  # another run that started in the same second
        out = out.with_name(f"{out.stem}_{str(bundle['run'].get('id') or 'again').rsplit('-', 1)[-1]}.json")
    try:
        write_bytes_atomic(out, data)
    except OSError as e:
        raise OSError(e.errno, e.strerror or str(e), str(out)) from None
    say(f"kept {out}")


def check(keep_root: Path | None, bundle_path: Path, accept: bool, no_keep: bool, store_at: str | None = None) -> int:
    """The check of a new run against the runs kept in keep_root's folder of its GPU or, with
    store_at, in that results store."""
    new = load(bundle_path)
    if store_at is None:
        assert keep_root is not None
        return _check(new, bundle_path, accept, no_keep, keep_root / gpu_key(new), None)
    gpu_key(new)  # a run without a GPU: the BundleError of the folder's check
    conn = store.connect(store_at, create=True)
    try:
        return _check(new, bundle_path, accept, no_keep, store.shown(store_at), conn)
    finally:
        conn.close()


def _check(new: dict, bundle_path: Path, accept: bool, no_keep: bool, where, conn) -> int:
    """check's steps; the kept runs in the folder where, or (conn) in the store named where."""
    ident = new["identity"]
    say(f"{ident['gpu']['name']}, driver {(ident.get('driver') or {}).get('version')}; kept runs in {where}")
    judged: tuple[str, Any, list[str]] = stored_state(conn, new) if conn is not None else baseline_state(where, new)
    state, last, notes = judged  # last: a kept file's path, or a run's number in the store
    for note in notes if state != UNUSABLE else []:
        say(note, err=True)
    ran = any_ran(new)
    last_name = store.display(conn, last) if conn is not None and last is not None else str(last)

    def keep_new(why: str) -> None:
        if not ran:
            say("no case ran in this bundle; it is not kept as a baseline")
        elif no_keep:
            say(f"{why}; --no-keep: it is not kept")
        elif conn is not None:
            say(why)
            done = store.ingest(conn, [bundle_path])
            say(f"{bundle_path} is kept already in {where}" if done.skipped else f"kept {bundle_path} in {where}")
        else:
            say(why)
            keep(bundle_path, new, where)

    if state == UNUSABLE:
        for why in notes:
            say(f"unusable kept run: {why}", err=True)
        say(
            f"UNUSABLE BASELINE: the runs kept in {where} cannot be compared with this one (above); "
            "this run is not judged and not kept (--accept keeps it as the first baseline of its GPU name "
            "and mode; a damaged file must be removed)",
            err=True,
        )
        if accept:
            keep_new("--accept: this run is kept as a baseline")
        return BAD_BASELINE
    if not ran and state == NONE:
        say(
            f"no case ran in {bundle_path} (every case UNSUPPORTED or MISSING): nothing to check, and it is "
            "not kept as a baseline",
            err=True,
        )
        return CANNOT
    if state == NONE:
        bad = [c for c in new["cases"] if c["outcome"] in BAD]
        if not bad:
            keep_new(f"no earlier run of this GPU made this way in {where}; this run is the baseline")
            return OK
        listed = ", ".join(f"{c['id']} {c['outcome']}" for c in bad[:10]) + (" ..." if len(bad) > 10 else "")
        say(
            f"REGRESSION: no earlier run of this GPU made this way in {where}, and this run has "
            f"{len(bad)} bad cases: {listed}"
        )
        if accept:
            keep_new("--accept: this run is accepted as the baseline")
        else:
            say("a run with bad cases is not kept as the first baseline (--accept to make it the baseline)")
        return REGRESSION
    assert last is not None
    if not ran:
        say(f"no case ran in {bundle_path}; it is not kept as a baseline, and is compared with {last_name}")
    say(f"comparing with {last_name}")
    if conn is not None:  # what `cudasem compare --store` does, the new run read from its file
        keep_case = compare.slimmer()
        options = argparse.Namespace(
            json=False, ledger=None, allow_other_gpu=False, allow_other_mode=False, allow_other_runtime=False
        )
        rc = compare.compare_runs([store.run_bundle(conn, last, keep_case), load(bundle_path, keep_case)], options)
    else:
        rc = compare.main([str(last), str(bundle_path)])
    sys.stdout.flush()
    if rc == 0:
        say("no regression")
        keep_new("no regression against the baseline")
        return OK
    if rc == 1:
        say(f"REGRESSION against {last_name} (see REGRESSIONS / MISSING above)")
        if accept:
            keep_new("--accept: this run is accepted as the new baseline")
        else:
            say(
                f"a regressed run is not kept as a baseline; the next check compares with {last_name} again "
                "(--accept to make this run the baseline)"
            )
        return REGRESSION
    say("the runs cannot be compared (above)", err=True)
    return CANNOT


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="cudasem new-driver", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = ap.add_subparsers(dest="step", required=True)
    c = sub.add_parser("check", usage="cudasem new-driver check (KEEP_ROOT | --store FILE|URL) BUNDLE [options]")
    c.add_argument("paths", nargs="+", type=Path, metavar="KEEP_ROOT BUNDLE")
    c.add_argument("--store", metavar="FILE|URL", help="the kept runs are those of this results store, not files")
    c.add_argument("--accept", action="store_true")
    c.add_argument("--no-keep", action="store_true")
    sub.add_parser("info").add_argument("bundle")
    sub.add_parser("ran").add_argument("bundle")
    b = sub.add_parser("baseline")
    b.add_argument("folder")
    b.add_argument("bundle")
    args = ap.parse_args(argv)
    try:
        if args.step == "check":
            if len(args.paths) != (1 if args.store else 2):
                say("check takes KEEP_ROOT BUNDLE, or --store FILE|URL BUNDLE", err=True)
                return CANNOT
            keep_root = None if args.store else args.paths[0]
            return check(keep_root, args.paths[-1], args.accept, args.no_keep, args.store)
        bundle = load(args.bundle)
        if args.step == "info":
            ident = bundle["identity"]
            key = gpu_key(bundle)
            print(key)
            print(bundle_name(bundle))
            print(f"{ident['gpu']['name']}, driver {(ident.get('driver') or {}).get('version')}")
            return 0
        if args.step == "ran":
            return 0 if any_ran(bundle) else 1
        state, found, notes = baseline_state(Path(args.folder), bundle)
        for note in notes:
            say(note, err=True)
        print(found or "")
        return 3 if state == UNUSABLE else 0
    except (BundleError, store.StoreError) as e:
        say(str(e), err=True)
        return CANNOT if args.step == "check" else 2 if args.step != "ran" else 1
    except store.errors() as e:  # a lost server, a store another process holds locked
        say(f"{store.shown(getattr(args, 'store', None) or 'the store')}: {store.one_line(e)}", err=True)
        return CANNOT
    except OSError as e:
        say(f"{e.filename}: {e.strerror or e}" if e.filename else str(e.strerror or e), err=True)
        return CANNOT if args.step == "check" else 2


if __name__ == "__main__":
    sys.exit(main())
