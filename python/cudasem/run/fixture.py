"""The run fixture of `ctest`: `begin` records the run's identity before the first case,
`end` assembles the per-case records into a result bundle after the last.

    cudasem run begin --run-dir D --build-dir B --source-dir S --identity EXE [--time-limit S]
    cudasem run end --run-dir D --bundles-dir OUT
    cudasem run salvage --run-dir D --out FILE [--why TEXT]   (a run stopped before its end: salvage.py)

CTest runs both through the `cudasem_run` fixture (cmake/CudasemCases.cmake), so `ctest -L
semantics` alone writes the bundle. What each step guarantees:

- One run at a time per build folder. The cases write their records to one folder
  (CUDASEM_RECORD_DIR = D/records, fixed when ctest reads the tests), so `begin` takes D/lock for
  the ctest process it runs under (pid and start time). A second ctest in the same folder is
  refused by its `begin` with the holder's pid and command; CTest then runs none of its cases,
  and its `end` writes nothing. A lock whose ctest is gone is stale and taken over.
- The run has an id (bundle run.id). `begin` writes it to D/records/run-id; a record that names
  a run (`run_id`) must name this one, and a record that started before this run began is not
  this run's: both count as no record (MISSING, with the reason).
- The selection is ctest's own. `begin` finds the ctest process above it, takes the selection
  options of its command line (-R, -E, -L, -LE, -I, -U, --rerun-failed, --tests-from-file,
  --exclude-from-file, -FA, -FS, -FC, -C, a test preset's filter) as given, file names made
  absolute, and asks the same ctest executable for `--show-only=json-v1` of them. That query runs
  in a shadow test folder (a copy of the CTestTestfile.cmake files and LastTestsFailed.log) so it
  never overwrites the running ctest's Testing/Temporary logs. A case that ran without being
  expected is added to the bundle with a note.
- A failed or killed `begin` leaves no run.json (it is removed first and written last), and the
  run ends as "cannot record" with the reason, exit 1, never as a bundle. Every tool it calls has a
  time limit (the identity tool, ctest, the case listings, git), all within --time-limit.
- `end` copies the bundle to the bundles folder, the report's input (bundles/*.json), except a
  run of some cases (bundles/partial/) and a run without a usable GPU (bundles/no-gpu/).
- `end` never replaces the last bundle with one where no case of this run wrote a record. A
  malformed record (not UTF-8, not JSON, not an object, an unknown outcome, a field of the wrong
  type) becomes a CRASH entry with the reason; the rest of the bundle is written.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import secrets
import shutil
import subprocess
import sys
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .. import __version__
from ..model.bundle import BundleError, validate
from ..model.outcome import BAD
from ..model.settings import (
    BOOL_SETTINGS,
    CHOICE_SETTINGS,
    INT_SETTINGS,
    TEXT_SETTINGS,
    TOOL_SETTINGS,
    SettingError,
    parse_value,
)
from ..model.vocabulary import mode_settings
from . import CannotRecord, now_utc
from .lock import (
    RUN_ID_FILE,
    acquire_lock,
    describe_holder,
    disk_error,
    guard,
    read_lock,
    release_lock,
    run_owner,
    same_owner,
    write_atomic,
)
from .record import assemble, bundle_name
from .selection import (
    PARTIAL,
    ctest_process,
    describe_selection,
    filter_args,
    is_case,
    pairs,
    repeat_option,
    selected_tests,
)
from .summary import library_lines, not_default_lines
from .summary import lines as summary_lines

DEFAULT_TIME_LIMIT = 240.0  # seconds for all of begin; CTest's TIMEOUT of the test is larger


# ------------------------------------------------------------------------- identity etc.


def _named(e: OSError, path: Path) -> OSError:
    """e naming the file it is about: a failed write or fsync (a full disk) does not name it, and
    the CANNOT RECORD line promises the file (docs/results.md)."""
    return e if e.filename else OSError(e.errno, e.strerror or str(e), str(path))


def _write(path: Path, text: str) -> None:
    """write_atomic; its OSError names the file."""
    try:
        write_atomic(path, text)
    except OSError as e:
        raise _named(e, path) from None


class Deadline:
    def __init__(self, seconds: float):
        self.end = time.monotonic() + seconds

    def left(self, cap: float) -> float:
        left = self.end - time.monotonic()
        if left <= 1:
            raise CannotRecord("the fixture's start ran out of time (--time-limit)")
        return min(cap, left)


def case_metadata(executables: set[str], deadline: Deadline | None = None) -> dict[str, dict]:
    meta: dict[str, dict] = {}
    for exe in sorted(executables):
        try:
            proc = subprocess.run(
                [exe, "--cudasem-list"],
                capture_output=True,
                text=True,
                check=False,
                timeout=deadline.left(60) if deadline else 60,
            )
            cases = json.loads(proc.stdout) if proc.returncode == 0 else None
        except subprocess.TimeoutExpired:
            print(f"cudasem run begin: {exe} --cudasem-list did not answer in time", file=sys.stderr)
            continue
        except (OSError, ValueError) as e:
            print(f"cudasem run begin: {exe} --cudasem-list: {e}", file=sys.stderr)
            continue
        if not isinstance(cases, list):
            print(f"cudasem run begin: {exe} --cudasem-list failed: {proc.stderr.strip()[:300]}", file=sys.stderr)
            continue
        for case in cases:
            if isinstance(case, dict) and isinstance(case.get("id"), str):
                meta[case["id"]] = case
    return meta


def suite_revision(source_dir: Path, timeout: float = 30) -> dict:
    """The suite's git commit; CUDASEM_SUITE_COMMIT names it where the tree has no .git."""
    rev: dict[str, Any] = {"version": __version__, "commit": None, "dirty": None}
    if os.environ.get("CUDASEM_SUITE_COMMIT"):
        rev.update(
            commit=os.environ["CUDASEM_SUITE_COMMIT"],
            dirty=parse_setting("CUDASEM_SUITE_DIRTY", os.environ.get("CUDASEM_SUITE_DIRTY")),
        )
        return rev
    try:
        head = subprocess.run(
            ["git", "-C", str(source_dir), "rev-parse", "HEAD"],
            timeout=timeout,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "-C", str(source_dir), "status", "--porcelain", "--untracked-files=no"],
            timeout=timeout,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        rev.update(commit=head, dirty=bool(dirty))
    except (OSError, subprocess.CalledProcessError, subprocess.TimeoutExpired):
        pass
    return rev


def identity(exe: str, timeout: float) -> dict:
    try:
        proc = subprocess.run([exe], capture_output=True, text=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        raise CannotRecord(f"the identity tool {exe} did not answer within {timeout:.0f} s (a hung driver?)") from None
    except OSError as e:
        raise CannotRecord(f"cannot run the identity tool {exe}: {e.strerror}") from None
    if proc.returncode != 0:
        raise CannotRecord(f"the identity tool {exe} failed (exit {proc.returncode}): {proc.stderr.strip()[:500]}")
    try:
        ident = json.loads(proc.stdout)
    except ValueError:
        raise CannotRecord(f"the identity tool {exe} did not print JSON") from None
    if not isinstance(ident, dict):
        raise CannotRecord(f"the identity tool {exe} printed {type(ident).__name__}, not an object")
    return ident


def run_environment(env: Mapping[str, str] | None = None) -> dict[str, str]:
    """Every CUDA_* and CUDASEM_* variable: the settings a user can change a run with."""
    env = os.environ if env is None else env
    return {k: v for k, v in sorted(env.items()) if k.startswith(("CUDA_", "CUDASEM_"))}


def parse_setting(name: str, text: str | None):
    """The value of one CUDASEM_* setting (bool or int, settings.py); CannotRecord for an invalid one."""
    try:
        return parse_value(name, text)
    except SettingError as e:
        raise CannotRecord(str(e)) from None


def settings(env: Mapping[str, str] | None = None) -> dict:
    """Every CUDASEM_* setting of env parsed; CannotRecord naming the first invalid one."""
    env = os.environ if env is None else env
    return {
        name: parse_setting(name, env.get(name))
        for name in (*BOOL_SETTINGS, *CHOICE_SETTINGS, *TOOL_SETTINGS, *INT_SETTINGS, *TEXT_SETTINGS)
    }


def run_mode(env: dict, filters: list[str], device_selection: str) -> dict:
    """How the run was made, as the harness reads its settings (harness/src/main.cpp)."""
    labels, selection = describe_selection(filters)
    given = settings(env)
    mode: dict = {}
    # Always recorded: the settings that change what a case's outcome means (a boolean as on/off).
    for s in mode_settings():
        if s["type"] in ("bool", "int", "choice"):
            value = given[s["name"]]
            mode[s["mode"]] = ("on" if value else "off") if isinstance(value, bool) else value
    mode.update(labels=labels, selection=selection, device_selection=device_selection)
    # Recorded when not at their default: what else kept the GPU busy (a loaded run is never compared
    # with an idle one), the compute-sanitizer tool every case ran under.
    for s in mode_settings():
        if s["type"] in ("text", "tool") and given[s["name"]] != s["default"]:
            mode[s["mode"]] = given[s["name"]]
    return mode


# ---------------------------------------------------------------------------------- begin


# Which ctest made the fixture's steps here last, and how each ended. `ctest --repeat` runs the fixture's
# begin and end again within one ctest: a step this ctest has made already answers as it did then.
STEPS_FILE = "steps.json"


def _repeated_step(run_dir: Path, owner: dict, step: str) -> int | None:
    """The exit code this ctest's earlier `step` gave (ctest --repeat), or None when it made none."""
    try:
        done = json.loads((run_dir / STEPS_FILE).read_text())
    except (OSError, ValueError):
        return None
    if not isinstance(done, dict) or not same_owner(done.get("owner") or {}, owner) or step not in done:
        return None
    try:
        held = read_lock(run_dir)
    except OSError:
        return None
    # begin again: this ctest still holds that run; end again: that run is over (no run holds the folder).
    if step == "begin" and not (held and same_owner(held, owner) and held.get("run_id") == done.get("run_id")):
        return None
    if step == "end" and held is not None:
        return None
    rc = int(done[step])
    print(
        f"cudasem: run {done.get('run_id')}: this ctest made the fixture's {step} step already (ctest --repeat "
        f"runs it again); it answers as then: exit {rc}"
    )
    return rc


def _step_done(run_dir: Path, owner: dict, run_id: str | None, step: str, rc: int) -> int:
    path = run_dir / STEPS_FILE
    try:
        done = json.loads(path.read_text())
    except (OSError, ValueError):
        done = {}
    if not isinstance(done, dict) or not same_owner(done.get("owner") or {}, owner):
        done = {"owner": owner, "run_id": run_id}
    done[step] = rc
    with contextlib.suppress(OSError):  # a full disk: the step's own message says so
        write_atomic(path, json.dumps(done) + "\n")
    return rc


def _mine(run_dir: Path, owner: dict) -> bool:
    """This ctest holds the run folder (another live run's steps file is never touched)."""
    try:
        held = read_lock(run_dir)
    except OSError:
        return False
    return held is not None and same_owner(held, owner)


def begin(args: argparse.Namespace) -> int:
    run_dir = Path(args.run_dir)
    owner = run_owner()
    repeated = _repeated_step(run_dir, owner, "begin")
    if repeated is not None:
        return repeated
    rc, run_id = _begin_step(args, run_dir, owner)
    return _step_done(run_dir, owner, run_id, "begin", rc) if _mine(run_dir, owner) else rc


def _begin_step(args: argparse.Namespace, run_dir: Path, owner: dict) -> tuple[int, str]:
    started = now_utc()
    run_id = started.replace("-", "").replace(":", "") + "-" + secrets.token_hex(4)
    try:
        note = acquire_lock(run_dir, owner, run_id, started)
    except CannotRecord as e:
        print(f"cudasem run begin: CANNOT RECORD: {e}", file=sys.stderr)
        return 1, run_id
    except OSError as e:
        print(f"cudasem run begin: CANNOT RECORD: {disk_error(_named(e, run_dir / 'lock'))}", file=sys.stderr)
        return 1, run_id
    try:
        run = _begin(args, run_dir, owner, run_id, started)
    except CannotRecord as e:
        print(f"cudasem run begin: CANNOT RECORD: {e}", file=sys.stderr)
        release_lock(run_dir, owner)
        return 1, run_id
    except OSError as e:
        print(f"cudasem run begin: CANNOT RECORD: {disk_error(e)}", file=sys.stderr)
        release_lock(run_dir, owner)
        return 1, run_id
    except Exception as e:  # anything else: still a clear end, never a half-made run
        print(f"cudasem run begin: CANNOT RECORD: {type(e).__name__}: {e}", file=sys.stderr)
        release_lock(run_dir, owner)
        return 1, run_id
    if note:
        print(f"cudasem: {note}")
    ident = run["identity"]
    gpus = ident.get("gpus") or []
    where = ", ".join(f"{g.get('ordinal')}: {g.get('name')}" for g in gpus) or "no GPU"
    print(
        f"cudasem: run {run_id} of {len(run['expected_cases'])} cases on {where}; "
        f"driver {(ident.get('driver') or {}).get('version')}"
    )
    mode = run["mode"]
    print("cudasem: mode " + ", ".join(f"{k}={v!r}" if isinstance(v, str) else f"{k}={v}" for k, v in mode.items()))
    for line in library_lines(ident, mode["expectations"] == "on-any-library"):
        print(f"cudasem: {line}")
    for line in not_default_lines(run["environment"]):
        print(f"cudasem: {line}")
    if not ident.get("gpu_available"):
        print(f"cudasem: NO CASE CAN RUN: {ident.get('no_gpu_reason')}. Every case will report UNSUPPORTED.")
    return 0, run_id


def _begin(args: argparse.Namespace, run_dir: Path, owner: dict, run_id: str, started: str) -> dict:
    deadline = Deadline(args.time_limit)
    # Nothing of an earlier run may look like this run's: its run.json goes first, its bundle is
    # kept as bundle.previous.json (its copy in the bundles folder stays), its records go.
    with contextlib.suppress(FileNotFoundError):
        (run_dir / "run.json").unlink()
    with contextlib.suppress(FileNotFoundError):
        os.replace(run_dir / "bundle.json", run_dir / "bundle.previous.json")
    records = run_dir / "records"
    if records.exists():
        shutil.rmtree(records)
    records.mkdir(parents=True)
    _write(records / RUN_ID_FILE, run_id + "\n")
    settings()  # an invalid CUDASEM_* value stops the run here, naming the variable

    proc = ctest_process()
    cmd = proc["command"] if proc else []
    filters = []
    if proc:
        dirs = [d for d in (proc["pwd"], proc["cwd"], args.source_dir) if d]
        filters = filter_args(cmd, Path(args.source_dir), proc["cwd"], dirs)
    tests = selected_tests(Path(args.build_dir), filters, proc["exe"] if proc else None, deadline.left(120))
    cases = [t for t in tests if is_case(t)]
    expected = sorted(t["name"] for t in cases)
    ident = identity(args.identity, deadline.left(120))
    env = dict(os.environ)
    mode = run_mode(env, filters, str(ident.get("device_selection") or "all"))
    if repeat := repeat_option(cmd):  # ctest --repeat: each case's record lists every attempt
        mode["repeat"] = repeat
    run = {
        "schema": "cudasem-run/2",
        "id": run_id,
        "owner": owner,
        "started": started,
        "command": cmd,
        "cwd": (proc and proc["cwd"]) or os.getcwd(),
        "build_dir": str(Path(args.build_dir).resolve()),
        "suite": suite_revision(Path(args.source_dir), deadline.left(30)),
        "identity": ident,
        "mode": mode,
        "environment": run_environment(env),
        "filters": filters,
        "expected_cases": expected,
        # A selection of some cases (ctest -R one_case): its bundle is kept apart from full runs.
        "partial": any(canon in PARTIAL for canon, _ in pairs(filters)),
        "case_metadata": case_metadata({t["command"][0] for t in cases if t.get("command")}, deadline),
    }
    # The identity as the bundle will hold it: a bad one stops the run here, not at its end.
    try:
        validate(assemble(dict(run, expected_cases=[]), records), "the run's identity")
    except BundleError as e:
        raise CannotRecord(f"{e} (from {args.identity})") from None
    _write(run_dir / "run.json", json.dumps(run, indent=2) + "\n")
    return run


def end(args: argparse.Namespace) -> int:
    run_dir = Path(args.run_dir)
    owner = run_owner()
    repeated = _repeated_step(run_dir, owner, "end")
    if repeated is not None:
        return repeated
    held_before = _mine(run_dir, owner)
    rc = _end_step(args, run_dir, owner)
    return _step_done(run_dir, owner, None, "end", rc) if held_before else rc


def _end_step(args: argparse.Namespace, run_dir: Path, owner: dict) -> int:
    mine = foreign = False
    try:
        with guard(run_dir):
            held = read_lock(run_dir)
        if held is None:
            raise CannotRecord(
                f"no run was started in {run_dir}: the fixture's start "
                "(cudasem.run.begin) failed or did not run; its output says why"
            )
        if not same_owner(held, owner):
            foreign = True
            raise CannotRecord(
                f"{run_dir} belongs to another run ({describe_holder(held)}); this "
                "ctest's start was refused, so it recorded nothing"
            )
        mine = True
        try:
            run = json.loads((run_dir / "run.json").read_text())
        except FileNotFoundError:
            raise CannotRecord(
                "the fixture's start did not finish (failed, killed or timed out): "
                f"{run_dir / 'run.json'} was not written"
            ) from None
        except (OSError, ValueError) as e:
            raise CannotRecord(f"cannot read {run_dir / 'run.json'}: {e}") from None
        if run.get("id") != held.get("run_id"):
            raise CannotRecord(
                f"{run_dir / 'run.json'} is of run {run.get('id')}, not of this run {held.get('run_id')}"
            )
        return _end(args, run_dir, run)
    except OSError as e:
        print(f"cudasem run end: CANNOT RECORD: {disk_error(e)}", file=sys.stderr)
        print(f"cudasem: this run wrote no bundle (no {run_dir / 'bundle.json'})")
        return 1
    except CannotRecord as e:
        print(f"cudasem run end: CANNOT RECORD: {e}", file=sys.stderr)
        if foreign:
            print(f"cudasem: this ctest wrote no bundle; {run_dir / 'bundle.json'} will be the other run's")
        elif (run_dir / "bundle.previous.json").exists():
            print(
                f"cudasem: this run wrote no bundle (no {run_dir / 'bundle.json'}); the last "
                f"recorded run's is {run_dir / 'bundle.previous.json'}, with its copy in the bundles folder"
            )
        else:
            print(f"cudasem: this run wrote no bundle (no {run_dir / 'bundle.json'})")
        return 1
    finally:
        if mine:
            release_lock(run_dir, owner)


def _end(args: argparse.Namespace, run_dir: Path, run: dict) -> int:
    if not run["expected_cases"] and not any((run_dir / "records").glob("*.json")):
        raise CannotRecord("the ctest selection holds no case (only fixture or self tests ran)")
    notes: list[str] = []
    stats: dict = {}
    bundle = assemble(run, run_dir / "records", notes, stats)
    if not stats["records"]:
        raise CannotRecord(
            f"none of the {len(bundle['cases'])} selected cases wrote a record in this "
            "run (interrupted, or the cases were not run): every case would be MISSING"
        )
    try:
        validate(bundle, "assembled bundle")
    except BundleError as e:
        bad = run_dir / "bundle.invalid.json"
        _write(bad, json.dumps(bundle, indent=1) + "\n")
        raise CannotRecord(f"{e}; the bundle is in {bad} for a look") from None
    allow_no_gpu = parse_setting("CUDASEM_ALLOW_NO_GPU", os.environ.get("CUDASEM_ALLOW_NO_GPU"))
    text = json.dumps(bundle, indent=1) + "\n"
    out_dir = Path(args.bundles_dir)
    if run.get("partial"):  # the report target reads bundles/*.json only: partial runs stay out
        out_dir = out_dir / "partial"
    elif not bundle["identity"].get("gpu_available"):  # nothing could run: not a report's input either
        out_dir = out_dir / "no-gpu"
    out_dir.mkdir(parents=True, exist_ok=True)
    out = out_dir / bundle_name(bundle)
    if out.exists():  # two runs in one second: never replace the other's copy
        out = out.with_name(f"{out.stem}_{run['id'].rsplit('-', 1)[-1]}.json")
    # In full or not at all: the copy first, then bundle.json; a failed bundle.json takes the copy.
    _write(out, text)
    try:
        _write(run_dir / "bundle.json", text)
    except OSError:
        with contextlib.suppress(OSError):
            out.unlink()
        raise
    for note in notes:
        print(f"cudasem: note: {note}")
    summary_text, _, ran = summary_lines(bundle, str(out))
    print("\n".join(summary_text))
    if not ran and not allow_no_gpu:
        # Shown by ctest (this test fails): a run where nothing ran is not a green run.
        print("cudasem: no case ran; this run proves nothing (CUDASEM_ALLOW_NO_GPU=1 accepts it)")
        if not bundle["identity"].get("gpu_available"):
            print(
                "cudasem: run the suite on a machine with an NVIDIA GPU and its driver; check the driver there "
                "with `nvidia-smi` (lists the GPUs and the driver version) and `ls /dev/nvidia*` (its device files)"
            )
        return 1
    # CTest and the bundle agree: a bad outcome in the bundle fails this test too.
    by_outcome = {o: [c["id"] for c in bundle["cases"] if c["outcome"] == o] for o in BAD}
    bad_ids = {o: ids for o, ids in by_outcome.items() if ids}
    if bad_ids:
        print(
            "cudasem run end: FAILED: "
            + "; ".join(
                f"{len(ids)} {o}: " + ", ".join(ids[:10]) + (" ..." if len(ids) > 10 else "")
                for o, ids in bad_ids.items()
            )
        )
        return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["salvage"]:
        from .salvage import main as salvage_main

        return salvage_main(argv[1:])
    parser = argparse.ArgumentParser(prog="cudasem run")
    sub = parser.add_subparsers(dest="step", required=True)
    b = sub.add_parser("begin")
    b.add_argument("--run-dir", required=True)
    b.add_argument("--build-dir", required=True)
    b.add_argument("--source-dir", required=True)
    b.add_argument("--identity", required=True)
    b.add_argument(
        "--time-limit",
        type=float,
        default=DEFAULT_TIME_LIMIT,
        help="seconds for the whole start, every tool it calls included",
    )
    sub.add_parser("salvage", help="the bundle of a run stopped before its end step (--help: its options)")
    e = sub.add_parser("end")
    e.add_argument("--run-dir", required=True)
    e.add_argument("--bundles-dir", required=True)
    args = parser.parse_args(argv)
    return begin(args) if args.step == "begin" else end(args)


if __name__ == "__main__":
    sys.exit(main())
