"""The run fixture of `ctest`: `begin` records the run's identity before the first case,
`end` assembles the per-case records into a result bundle after the last.

    python -m cudasem_report.run begin --run-dir D --build-dir B --source-dir S --identity EXE [--time-limit S]
    python -m cudasem_report.run end --run-dir D --bundles-dir OUT

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
- `end` never replaces the last bundle with one where no case of this run wrote a record. A
  malformed record (not UTF-8, not JSON, not an object, an unknown outcome, a field of the wrong
  type) becomes a CRASH entry with the reason; the rest of the bundle is written.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import fcntl
import json
import os
import re
import secrets
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from . import __version__
from .bundle import OUTCOMES, SCHEMA, BundleError, check_case, parse_json, schema_error, validate
from .settings import BOOL_SETTINGS, INT_SETTINGS, SettingError, parse_value
from .summary import lines as summary_lines
from .summary import not_default_lines

# Outcomes that fail the run (the `cudasem.run.end` test), as they fail a case's CTest test.
BAD_OUTCOMES = ("FAIL", "XPASS", "CRASH", "TIMEOUT", "MISSING")
KINDS = {"semantics", "characterization", "perf", "calibration"}
CASE_ID = re.compile(r"^[a-z0-9_]+(\.[a-z0-9_]+)+$")
RUN_ID_FILE = "run-id"  # in the records folder: the id of the run that owns it
DEFAULT_TIME_LIMIT = 240.0  # seconds for all of begin; CTest's TIMEOUT of the test is larger

# ctest's selection options: canonical spelling -> other spellings, and the flags without value.
_VALUE_OPTIONS = {
    "-R": ("--tests-regex",), "-E": ("--exclude-regex",),
    "-L": ("--label-regex",), "-LE": ("--label-exclude",),
    "-FA": ("--fixture-exclude-any",), "-FS": ("--fixture-exclude-setup",),
    "-FC": ("--fixture-exclude-cleanup",),
    "-I": ("--tests-information",),
    "--tests-from-file": (), "--exclude-from-file": (),
    "-C": ("--build-config",),
}
_FLAG_OPTIONS = {"-U": ("--union",), "--rerun-failed": ()}
_CANONICAL = {alias: canon for canon, aliases in {**_VALUE_OPTIONS, **_FLAG_OPTIONS}.items()
              for alias in (canon, *aliases)}
_FILE_VALUES = {"-I", "--tests-from-file", "--exclude-from-file"}
# Options whose value is the next argument: skipped, so a value is never read as an option.
_OTHER_VALUE_OPTIONS = {
    "-O", "--output-log", "--timeout", "--repeat", "--repeat-until-fail", "--max-width", "-D",
    "-T", "--test-action", "-M", "--test-model", "-S", "-SP", "-A", "--add-notes", "--test-load",
    "--resource-spec-file", "--output-junit", "--stop-time", "--test-output-size-passed",
    "--test-output-size-failed", "--test-output-truncation", "--test-dir", "--group", "--track",
    "--overwrite", "--http-header", "--submit-index", "--extra-submit", "--schedule-random-seed",
    "--preset",
}
# A run of these is partial: some cases by name or number, not a whole label.
_PARTIAL = {"-R", "-E", "-I", "-U", "--rerun-failed", "--tests-from-file", "--exclude-from-file"}


class CannotRecord(Exception):
    """The run cannot be recorded; the message says why and what to do."""


def _now() -> str:
    return dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


# ------------------------------------------------------------------ the ctest process above us

def _cmdline(pid: int) -> list[str]:
    try:
        raw = Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return []
    return [a.decode(errors="replace") for a in raw.split(b"\0") if a]


def _stat_fields(pid: int) -> list[str]:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return []
    return stat.rsplit(")", 1)[1].split()


def _parent_of(pid: int) -> int:
    fields = _stat_fields(pid)
    return int(fields[1]) if len(fields) > 1 else 0


def _start_of(pid: int) -> str | None:
    """The process's start time (clock ticks since boot): with the pid, it names one process."""
    fields = _stat_fields(pid)
    return fields[19] if len(fields) > 19 else None


def _environ_of(pid: int) -> dict[str, str]:
    try:
        raw = Path(f"/proc/{pid}/environ").read_bytes()
    except OSError:
        return {}
    pairs = (a.decode(errors="replace").partition("=") for a in raw.split(b"\0") if a)
    return {k: v for k, _, v in pairs}


def ctest_process() -> dict | None:
    """The ctest process above us (None when not under ctest): pid, start, command, exe, cwd
    (where ctest reads relative file names: the test folder, once it changed into it) and pwd
    (where it was started, from its PWD: where it read CMakePresets.json)."""
    pid = os.getppid()
    for _ in range(8):  # ctest -> cmake -E env -> python, or a shell in between
        if pid <= 1:
            break
        cmd = _cmdline(pid)
        if cmd and Path(cmd[0]).name.startswith("ctest"):
            info = {"pid": pid, "start": _start_of(pid), "command": cmd, "exe": None, "cwd": None,
                    "pwd": _environ_of(pid).get("PWD")}
            with contextlib.suppress(OSError):
                info["exe"] = os.readlink(f"/proc/{pid}/exe")
            with contextlib.suppress(OSError):
                info["cwd"] = os.readlink(f"/proc/{pid}/cwd")
            return info
        pid = _parent_of(pid)
    return None


def parent_command() -> list[str]:
    """The command line of the ctest process above us ([] when not started by ctest)."""
    proc = ctest_process()
    return proc["command"] if proc else []


def run_owner() -> dict:
    """Who a run belongs to: the ctest process that runs begin and end, else our parent."""
    proc = ctest_process()
    if proc:
        return {"pid": proc["pid"], "start": proc["start"], "command": proc["command"]}
    pid = os.getppid()
    return {"pid": pid, "start": _start_of(pid), "command": _cmdline(pid)}


def _same_owner(a: dict, b: dict) -> bool:
    return a.get("pid") == b.get("pid") and a.get("start") == b.get("start")


def _alive(owner: dict) -> bool:
    start = _start_of(int(owner.get("pid") or 0)) if owner.get("pid") else None
    return start is not None and start == owner.get("start")


# ------------------------------------------------------------------------------- the lock

@contextlib.contextmanager
def _guard(run_dir: Path):
    """Serializes reading and changing the lock (held for milliseconds, never across a run)."""
    run_dir.mkdir(parents=True, exist_ok=True)
    with open(run_dir / "lock.guard", "a") as g:
        fcntl.flock(g, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(g, fcntl.LOCK_UN)


def read_lock(run_dir: Path) -> dict | None:
    try:
        data = json.loads((run_dir / "lock").read_text())
    except FileNotFoundError:
        return None
    except (OSError, ValueError):
        return {"pid": None, "start": None, "unreadable": True}
    return data if isinstance(data, dict) else {"pid": None, "start": None, "unreadable": True}


def _describe_holder(lock: dict) -> str:
    cmd = " ".join(lock.get("command") or []) or "unknown command"
    return (f"pid {lock.get('pid')} ({cmd}), run {lock.get('run_id')} started {lock.get('started')}")


def _write_atomic(path: Path, text: str) -> None:
    """Writes path whole or not at all: a failed write (full or read-only disk) leaves neither
    a half file nor the temporary one, and raises the OSError."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


def _disk_error(e: OSError) -> str:
    """The reason of a failed file operation, for a CANNOT RECORD line (no traceback)."""
    where = f" ({e.filename})" if getattr(e, "filename", None) else ""
    return f"cannot write the run's files: {e.strerror or e}{where}"


def acquire_lock(run_dir: Path, owner: dict, run_id: str, started: str) -> str | None:
    """Takes the run folder for this run; returns a note when a stale lock was taken over.
    Raises CannotRecord when a live run holds it."""
    with _guard(run_dir):
        held = read_lock(run_dir)
        note = None
        if held is not None and not _same_owner(held, owner):
            if _alive(held):
                raise CannotRecord(
                    f"another run is recording in {run_dir}: {_describe_holder(held)}. Wait for it "
                    "to end, or run in another build folder (two runs in one folder would mix their "
                    f"records); if that process is not a ctest of this folder, remove {run_dir / 'lock'}")
            note = (f"took over the lock of a run that is gone ({_describe_holder(held)}); its "
                    "records are discarded")
        _write_atomic(run_dir / "lock", json.dumps(dict(owner, run_id=run_id, started=started)) + "\n")
        return note


def release_lock(run_dir: Path, owner: dict) -> None:
    try:
        with _guard(run_dir):
            held = read_lock(run_dir)
            if held is not None and _same_owner(held, owner):
                with contextlib.suppress(FileNotFoundError):
                    (run_dir / "lock").unlink()
    except OSError as e:  # a read-only or full disk: said, never a traceback
        print(f"cudasem: cannot release {run_dir / 'lock'}: {e.strerror or e}", file=sys.stderr)


# -------------------------------------------------------------------------- the selection

def _preset_files(start: Path) -> list[Path]:
    """CMakePresets.json and CMakeUserPresets.json of a folder, and the files they include."""
    out: list[Path] = []
    todo = [start / "CMakePresets.json", start / "CMakeUserPresets.json"]
    while todo:
        p = todo.pop(0).resolve()
        if p in out or not p.is_file():
            continue
        out.append(p)
        try:
            data = json.loads(p.read_text())
        except (OSError, ValueError):
            continue
        todo += [p.parent / inc for inc in data.get("include", []) if isinstance(inc, str)]
    return out


def preset_filter_args(source_dir: Path | list, name: str, cwd: Path | None = None) -> list[str]:
    """The ctest selection options a test preset stands for (CMakePresets.json, the user's
    presets and their includes, from the first of the folders that has the preset: source_dir
    is one folder or a list of them). cwd: where ctest reads a relative index file."""
    folders = source_dir if isinstance(source_dir, list) else [source_dir]
    presets: dict = {}
    for folder in [d for d in folders if d]:
        presets = {}
        for f in _preset_files(Path(folder)):
            try:
                for p in json.loads(f.read_text()).get("testPresets", []):
                    presets.setdefault(p.get("name"), p)
            except (OSError, ValueError, AttributeError):
                continue
        if name in presets:
            break
    include: dict = {}
    exclude: dict = {}
    config = None
    seen: set[str] = set()
    todo = [name]
    while todo:  # a preset's own filter wins over the ones it inherits
        preset = presets.get(todo.pop(0))
        if not preset or preset["name"] in seen:
            continue
        seen.add(preset["name"])
        flt = preset.get("filter", {})
        for key, value in flt.get("include", {}).items():
            include.setdefault(key, value)
        for key, value in flt.get("exclude", {}).items():
            exclude.setdefault(key, value)
        config = config or preset.get("configuration")
        inherits = preset.get("inherits", [])
        todo += [inherits] if isinstance(inherits, str) else inherits
    out: list[str] = []
    if include.get("label"):
        out += ["-L", include["label"]]
    if include.get("name"):
        out += ["-R", include["name"]]
    index = include.get("index")
    if isinstance(index, str) and index:
        base = Path(cwd or folders[0])
        out += ["-I", str(base / index) if not Path(index).is_absolute() else index]
    elif isinstance(index, dict):  # as ctest builds it: start,end,stride,specific tests...
        parts = [str(index["start"]) if "start" in index else "",
                 str(index["end"]) if "end" in index else "",
                 str(index.get("stride", 1))] + [str(t) for t in index.get("specificTests", [])]
        out += ["-I", ",".join(parts)]
    if include.get("useUnion"):
        out += ["-U"]
    if exclude.get("label"):
        out += ["-LE", exclude["label"]]
    if exclude.get("name"):
        out += ["-E", exclude["name"]]
    for key, opt in (("any", "-FA"), ("setup", "-FS"), ("cleanup", "-FC")):
        if (exclude.get("fixtures") or {}).get(key):
            out += [opt, exclude["fixtures"][key]]
    if config:
        out += ["-C", config]
    return out


def _pairs(args: list[str]) -> list[tuple[str, list[str]]]:
    """(canonical option, its tokens) of a flat list of selection options."""
    out = []
    i = 0
    while i < len(args):
        canon = _CANONICAL.get(args[i])
        if canon in _VALUE_OPTIONS and i + 1 < len(args):
            out.append((canon, args[i:i + 2]))
            i += 2
        else:
            out.append((canon or args[i], [args[i]]))
            i += 1
    return out


def filter_args(cmd: list[str], source_dir: Path | None = None, cwd: str | Path | None = None,
                preset_dirs: list | None = None) -> list[str]:
    """The selection options of a ctest command line, as ctest will read them: a test preset
    expanded (from the first of preset_dirs, else cwd and source_dir, that has it; options given
    on the command line replace the preset's), a file name made absolute against ctest's working
    folder `cwd`. Spellings ctest may not know (`-Lx`, `-L=x`) are kept as they are: the same
    ctest reads them the same way when `begin` asks it for the test list."""
    preset: list[str] = []
    given: list[str] = []
    i = 1
    while i < len(cmd):
        arg = cmd[i]
        name, eq, value = arg.partition("=")
        if name == "--preset":
            if not eq and i + 1 < len(cmd):
                value = cmd[i + 1]
                i += 1
            dirs = preset_dirs or [d for d in (cwd, source_dir) if d is not None]
            if dirs:
                preset = preset_filter_args([Path(d) for d in dirs], value, Path(cwd) if cwd else None)
        elif arg in _CANONICAL:
            canon = _CANONICAL[arg]
            if canon in _FLAG_OPTIONS:
                given.append(canon)
            elif i + 1 < len(cmd):
                value = cmd[i + 1]
                i += 1
                if canon in _FILE_VALUES and cwd is not None:
                    path = Path(cwd) / value
                    if canon != "-I" or path.is_file():
                        value = str(path) if not Path(value).is_absolute() else value
                given += [canon, value]
        elif eq and name in _CANONICAL:
            given.append(arg)  # --label-regex=x: as given
        elif re.match(r"^-(LE|FA|FS|FC|L|R|E|I|C)\S", arg):
            given.append(arg)  # -Lsemantics: as given
        elif arg in _OTHER_VALUE_OPTIONS or (arg in ("-j", "--parallel") and i + 1 < len(cmd)
                                             and cmd[i + 1].isdigit()):
            i += 1  # skip its value
        i += 1
    replaced = {canon for canon, _ in _pairs(given)}
    kept = [t for canon, tokens in _pairs(preset) if canon not in replaced for t in tokens]
    return kept + given


def describe_selection(filters: list[str]) -> tuple[str, str]:
    """(labels, selection) of selection options, as short strings for the bundle's run mode:
    labels holds -L and -LE, selection everything else but the build configuration."""
    labels: list[str] = []
    rest: list[str] = []
    for canon, tokens in _pairs(filters):
        if canon in ("-L", "-LE") or tokens[0].startswith(("-L", "--label-")):
            labels += tokens
        elif canon == "-C" or tokens[0].startswith(("-C", "--build-config")):
            continue
        else:
            rest += tokens
    return shlex.join(labels), shlex.join(rest)


def without_index(selection: str) -> str:
    """A selection without its -I part: what the shards of a split ran together."""
    try:
        tokens = shlex.split(selection)
    except ValueError:
        return selection
    return shlex.join([t for canon, ts in _pairs(tokens)
                       if canon != "-I" and not ts[0].startswith(("-I", "--tests-information"))
                       for t in ts])


def _shadow_test_dir(build_dir: Path, dest: Path) -> None:
    """The build's CTestTestfile.cmake files (and the failed-test list --rerun-failed reads) in
    dest: ctest run there lists the same tests without touching the build's Testing/ logs."""
    todo = [Path(".")]
    while todo:
        rel = todo.pop()
        src = build_dir / rel / "CTestTestfile.cmake"
        if not src.is_file():
            continue
        (dest / rel).mkdir(parents=True, exist_ok=True)
        text = src.read_text(errors="replace")
        (dest / rel / "CTestTestfile.cmake").write_text(text)
        for sub in re.findall(r'^subdirs\("([^"]*)"\)', text, re.M):
            if not Path(sub).is_absolute():
                todo.append(rel / sub)
    failed = build_dir / "Testing" / "Temporary" / "LastTestsFailed.log"
    if failed.is_file():
        (dest / "Testing" / "Temporary").mkdir(parents=True, exist_ok=True)
        shutil.copy(failed, dest / "Testing" / "Temporary" / failed.name)


def selected_tests(build_dir: Path, filters: list[str], ctest: str | None = None,
                   timeout: float = 120) -> list[dict]:
    """ctest's list of the tests these options select (`--show-only=json-v1`), asked in a
    shadow of the build's test folder."""
    ctest = ctest or shutil.which("ctest") or "ctest"
    with tempfile.TemporaryDirectory(prefix="cudasem-selection-") as tmp:
        _shadow_test_dir(Path(build_dir), Path(tmp))
        cmd = [ctest, "--test-dir", tmp, "--show-only=json-v1", *filters]
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, check=False, cwd=tmp,
                                  timeout=timeout)
        except subprocess.TimeoutExpired:
            raise CannotRecord(f"`{shlex.join(cmd)}` did not answer within {timeout:.0f} s") from None
        except OSError as e:
            raise CannotRecord(f"cannot run {ctest}: {e.strerror}") from None
    if proc.returncode != 0:
        raise CannotRecord(f"ctest --show-only failed (exit {proc.returncode}): {proc.stderr.strip()[:500]}")
    try:
        return json.loads(proc.stdout).get("tests", [])
    except (ValueError, AttributeError):
        raise CannotRecord("ctest --show-only=json-v1 did not print a JSON test list") from None


def _labels(test: dict) -> set[str]:
    for prop in test.get("properties", []):
        if prop.get("name") == "LABELS":
            return set(prop.get("value") or [])
    return set()


def is_case(test: dict) -> bool:
    return bool(_labels(test) & KINDS) and "selftest" not in _labels(test)


# ------------------------------------------------------------------------- identity etc.

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
            proc = subprocess.run([exe, "--cudasem-list"], capture_output=True, text=True, check=False,
                                  timeout=deadline.left(60) if deadline else 60)
            cases = json.loads(proc.stdout) if proc.returncode == 0 else None
        except subprocess.TimeoutExpired:
            print(f"cudasem run begin: {exe} --cudasem-list did not answer in time", file=sys.stderr)
            continue
        except (OSError, ValueError) as e:
            print(f"cudasem run begin: {exe} --cudasem-list: {e}", file=sys.stderr)
            continue
        if not isinstance(cases, list):
            print(f"cudasem run begin: {exe} --cudasem-list failed: {proc.stderr.strip()[:300]}",
                  file=sys.stderr)
            continue
        for case in cases:
            if isinstance(case, dict) and isinstance(case.get("id"), str):
                meta[case["id"]] = case
    return meta


def suite_revision(source_dir: Path, timeout: float = 30) -> dict:
    """The suite's git commit; CUDASEM_SUITE_COMMIT names it where the tree has no .git."""
    rev = {"version": __version__, "commit": None, "dirty": None}
    if os.environ.get("CUDASEM_SUITE_COMMIT"):
        rev.update(commit=os.environ["CUDASEM_SUITE_COMMIT"],
                   dirty=parse_setting("CUDASEM_SUITE_DIRTY", os.environ.get("CUDASEM_SUITE_DIRTY")))
        return rev
    try:
        head = subprocess.run(["git", "-C", str(source_dir), "rev-parse", "HEAD"], timeout=timeout,
                              capture_output=True, text=True, check=True).stdout.strip()
        dirty = subprocess.run(["git", "-C", str(source_dir), "status", "--porcelain",
                                "--untracked-files=no"], timeout=timeout,
                               capture_output=True, text=True, check=True).stdout.strip()
        rev.update(commit=head, dirty=bool(dirty))
    except (OSError, subprocess.CalledProcessError, subprocess.TimeoutExpired):
        pass
    return rev


def identity(exe: str, timeout: float) -> dict:
    try:
        proc = subprocess.run([exe], capture_output=True, text=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        raise CannotRecord(f"the identity tool {exe} did not answer within {timeout:.0f} s "
                           "(a hung driver?)") from None
    except OSError as e:
        raise CannotRecord(f"cannot run the identity tool {exe}: {e.strerror}") from None
    if proc.returncode != 0:
        raise CannotRecord(f"the identity tool {exe} failed (exit {proc.returncode}): "
                           f"{proc.stderr.strip()[:500]}")
    try:
        ident = json.loads(proc.stdout)
    except ValueError:
        raise CannotRecord(f"the identity tool {exe} did not print JSON") from None
    if not isinstance(ident, dict):
        raise CannotRecord(f"the identity tool {exe} printed {type(ident).__name__}, not an object")
    return ident


def run_environment(env: dict | None = None) -> dict[str, str]:
    """Every CUDA_* and CUDASEM_* variable: the settings a user can change a run with."""
    env = os.environ if env is None else env
    return {k: v for k, v in sorted(env.items()) if k.startswith(("CUDA_", "CUDASEM_"))}


def parse_setting(name: str, text: str | None):
    """The value of one CUDASEM_* setting (bool or int, settings.py); CannotRecord for an invalid one."""
    try:
        return parse_value(name, text)
    except SettingError as e:
        raise CannotRecord(str(e)) from None


def settings(env: dict | None = None) -> dict:
    """Every CUDASEM_* setting of env parsed; CannotRecord naming the first invalid one."""
    env = os.environ if env is None else env
    return {name: parse_setting(name, env.get(name)) for name in (*BOOL_SETTINGS, *INT_SETTINGS)}


def run_mode(env: dict, filters: list[str], device_selection: str) -> dict:
    """How the run was made, as the harness reads its settings (harness/src/main.cpp)."""
    labels, selection = describe_selection(filters)
    given = settings(env)
    return {
        "expectations": "on" if given["CUDASEM_EXPECTATIONS"] else "off",
        "retries": given["CUDASEM_RETRIES"],
        "run_skipped": "on" if given["CUDASEM_RUN_SKIPPED"] else "off",
        "labels": labels,
        "selection": selection,
        "device_selection": device_selection,
    }


# ---------------------------------------------------------------------------------- begin

def begin(args: argparse.Namespace) -> int:
    run_dir = Path(args.run_dir)
    owner = run_owner()
    started = _now()
    run_id = started.replace("-", "").replace(":", "") + "-" + secrets.token_hex(4)
    try:
        note = acquire_lock(run_dir, owner, run_id, started)
    except CannotRecord as e:
        print(f"cudasem run begin: CANNOT RECORD: {e}", file=sys.stderr)
        return 1
    except OSError as e:
        print(f"cudasem run begin: CANNOT RECORD: {_disk_error(e)}", file=sys.stderr)
        return 1
    try:
        run = _begin(args, run_dir, owner, run_id, started)
    except CannotRecord as e:
        print(f"cudasem run begin: CANNOT RECORD: {e}", file=sys.stderr)
        release_lock(run_dir, owner)
        return 1
    except OSError as e:
        print(f"cudasem run begin: CANNOT RECORD: {_disk_error(e)}", file=sys.stderr)
        release_lock(run_dir, owner)
        return 1
    except Exception as e:  # anything else: still a clear end, never a half-made run
        print(f"cudasem run begin: CANNOT RECORD: {type(e).__name__}: {e}", file=sys.stderr)
        release_lock(run_dir, owner)
        return 1
    if note:
        print(f"cudasem: {note}")
    ident = run["identity"]
    gpus = ident.get("gpus") or []
    where = ", ".join(f"{g.get('ordinal')}: {g.get('name')}" for g in gpus) or "no GPU"
    print(f"cudasem: run {run_id} of {len(run['expected_cases'])} cases on {where}; "
          f"driver {(ident.get('driver') or {}).get('version')}")
    mode = run["mode"]
    print("cudasem: mode " + ", ".join(f"{k}={v!r}" if isinstance(v, str) else f"{k}={v}"
                                       for k, v in mode.items()))
    for line in not_default_lines(run["environment"]):
        print(f"cudasem: {line}")
    if not ident.get("gpu_available"):
        print(f"cudasem: NO CASE CAN RUN: {ident.get('no_gpu_reason')}. "
              "Every case will report UNSUPPORTED.")
    return 0


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
    (records / RUN_ID_FILE).write_text(run_id + "\n")
    settings()  # an invalid CUDASEM_* value stops the run here, naming the variable

    proc = ctest_process()
    cmd = proc["command"] if proc else []
    filters = []
    if proc:
        dirs = [d for d in (proc["pwd"], proc["cwd"], args.source_dir) if d]
        filters = filter_args(cmd, Path(args.source_dir), proc["cwd"], dirs)
    tests = selected_tests(Path(args.build_dir), filters, proc and proc["exe"], deadline.left(120))
    cases = [t for t in tests if is_case(t)]
    expected = sorted(t["name"] for t in cases)
    ident = identity(args.identity, deadline.left(120))
    env = dict(os.environ)
    mode = run_mode(env, filters, str(ident.get("device_selection") or "all"))
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
        "partial": any(canon in _PARTIAL for canon, _ in _pairs(filters)),
        "case_metadata": case_metadata({t["command"][0] for t in cases if t.get("command")}, deadline),
    }
    # The identity as the bundle will hold it: a bad one stops the run here, not at its end.
    try:
        validate(assemble(dict(run, expected_cases=[]), records), "the run's identity")
    except BundleError as e:
        raise CannotRecord(f"{e} (from {args.identity})") from None
    _write_atomic(run_dir / "run.json", json.dumps(run, indent=2) + "\n")
    return run


# ------------------------------------------------------------------------------------ end

def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9.]+", "-", text.lower()).strip("-") or "unknown"


def _type(value: object) -> str:
    return {dict: "an object", list: "a list", str: "a string", bool: "a boolean",
            type(None): "null", int: "an integer", float: "a number"}.get(type(value), type(value).__name__)


def read_record(path: Path, cid: str, run: dict) -> tuple[str, object]:
    """('ok', record), ('stale', why) for a record that is not this run's, or ('bad', why)."""
    try:
        raw = path.read_bytes()
    except OSError as e:
        return "bad", f"cannot read: {e.strerror}"
    try:
        rec = parse_json(raw)
    except ValueError as e:
        return "bad", str(e) + (" (truncated?)" if "line" in str(e) else "")
    if not isinstance(rec, dict):
        return "bad", f"the record is {_type(rec)}, not a JSON object"
    if run.get("id") and "run_id" in rec and rec["run_id"] != run["id"]:
        return "stale", f"{path.name} is a record of another run ({rec['run_id']!r}), not of {run['id']}"
    if isinstance(rec.get("started"), str) and run.get("started") and rec["started"] < run["started"]:
        return "stale", (f"{path.name} started {rec['started']}, before this run began "
                         f"({run['started']}): a record of an earlier run")
    if "id" in rec and rec["id"] != cid:
        return "bad", f"the record names case {rec['id']!r}, not {cid!r}"
    if rec.get("outcome") not in OUTCOMES or rec.get("outcome") == "MISSING":
        return "bad", f"unknown outcome {rec.get('outcome')!r}"
    if "case" in rec and not isinstance(rec["case"], dict):
        return "bad", f"'case' is {_type(rec['case'])}, not an object"
    if not isinstance(rec.get("device") or {}, dict):
        return "bad", f"'device' is {_type(rec['device'])}, not an object"
    return "ok", rec


def _entry(cid: str, meta: dict) -> dict:
    return {
        "id": cid,
        "test": meta.get("test"),
        "area": meta.get("area", cid.split(".")[0]),
        "kind": meta.get("kind"),
        "labels": meta.get("labels", []),
        "citation": meta.get("citation"),
        "requirements": meta.get("requirements", []),
        "api": meta.get("api", []),
        "outcome": "MISSING",
        "message": "no record: the case did not run (not built, filtered, or killed before it started)",
        "duration_s": None,
        "attempts": [],
        "observations": [],
        "expectation": None,
        "device": None,
    }


def case_entry(cid: str, meta: dict, path: Path, run: dict) -> tuple[dict, bool]:
    """The bundle's entry of one case from its record; (entry, a record of this run was found)."""
    entry = _entry(cid, meta)
    if not path.exists():
        return entry, False
    status, rec = read_record(path, cid, run)
    if status == "stale":
        entry["message"] = f"no record of this run: {rec}"
        return entry, False
    if status == "bad":
        entry.update(outcome="CRASH", message=f"malformed record {path}: {rec}")
        return entry, True
    for key in ("outcome", "message", "duration_s", "attempts", "observations", "expectation"):
        entry[key] = rec.get(key, entry[key])
    if "harness_settings" in rec:
        entry["harness_settings"] = rec["harness_settings"]
    dev = rec.get("device") or {}
    entry["device"] = {k: dev.get(k) for k in ("ordinal", "name", "uuid")} if dev else None
    for key in ("test", "area", "kind", "labels", "citation", "requirements", "api"):
        entry[key] = (rec.get("case") or {}).get(key, entry[key])
    try:
        check_case(entry, "record", str(path))
        problem = schema_error(entry, "case")
        json.dumps(entry, allow_nan=False)
    except BundleError as e:
        problem = str(e).split(": ", 1)[1]
    except RecursionError:
        problem = "nested too deeply"
    if problem:
        entry = dict(_entry(cid, meta), outcome="CRASH", message=f"malformed record {path}: {problem}")
    return entry, True


def assemble(run: dict, records_dir: Path, notes: list | None = None, stats: dict | None = None) -> dict:
    """The bundle of a run (run.json) from its records. notes receives what the run should say
    about itself; stats["records"] the number of cases with a record of this run."""
    ident = run["identity"]
    gpus = ident.get("gpus") or []
    metadata = run.get("case_metadata") or {}
    expected = list(run["expected_cases"])
    cases = []
    found = 0
    for cid in expected:
        entry, ours = case_entry(cid, metadata.get(cid, {"id": cid}), records_dir / f"{cid}.json", run)
        cases.append(entry)
        found += ours
    # Records of cases this run did not expect: ctest ran them, so they belong in the bundle.
    extra = sorted(p.stem for p in records_dir.glob("*.json")
                   if CASE_ID.match(p.stem) and p.stem not in set(expected)) if records_dir.is_dir() else []
    added = []
    for cid in extra:
        entry, ours = case_entry(cid, metadata.get(cid, {"id": cid}), records_dir / f"{cid}.json", run)
        if ours:
            cases.append(entry)
            added.append(cid)
            found += 1
    if added and notes is not None:
        notes.append(f"{len(added)} cases ran that the fixture did not expect from the ctest "
                     f"selection, added to the bundle: {', '.join(added[:10])}"
                     + (" ..." if len(added) > 10 else ""))
    cases.sort(key=lambda c: c["id"])
    run_section = {
        "started": run["started"],
        "ended": _now(),
        "command": run["command"],
        "cwd": run["cwd"],
        "device_selection": ident.get("device_selection", "all"),
        "cuda_visible_devices": ident.get("cuda_visible_devices"),
    }
    for key in ("id", "mode", "environment"):
        if key in run:
            run_section[key] = run[key]
    if notes:
        run_section["notes"] = list(notes)
    bundle = {
        "schema": SCHEMA,
        "suite": run["suite"],
        "run": run_section,
        "identity": {
            "gpu": gpus[0] if gpus else None,
            "gpus": gpus,
            "gpu_available": ident.get("gpu_available", False),
            "no_gpu_reason": ident.get("no_gpu_reason"),
            "driver": ident.get("driver"),
            "runtime": ident.get("runtime"),
            "toolkit": ident.get("toolkit"),
            "os": ident.get("os"),
        },
        "expected_cases": sorted(expected + added),
        "cases": cases,
    }
    if stats is not None:
        stats["records"] = found
    return bundle


def bundle_name(bundle: dict) -> str:
    gpu = bundle["identity"].get("gpu")
    driver = (bundle["identity"].get("driver") or {}).get("version") or "no-driver"
    stamp = bundle["run"]["started"].replace("-", "").replace(":", "")
    head = _slug(gpu["name"]) if gpu else "no-gpu"
    return f"{head}_{_slug(driver)}_{stamp}.json"


def end(args: argparse.Namespace) -> int:
    run_dir = Path(args.run_dir)
    owner = run_owner()
    mine = foreign = False
    try:
        with _guard(run_dir):
            held = read_lock(run_dir)
        if held is None:
            raise CannotRecord(f"no run was started in {run_dir}: the fixture's start "
                               "(cudasem.run.begin) failed or did not run; its output says why")
        if not _same_owner(held, owner):
            foreign = True
            raise CannotRecord(f"{run_dir} belongs to another run ({_describe_holder(held)}); this "
                               "ctest's start was refused, so it recorded nothing")
        mine = True
        try:
            run = json.loads((run_dir / "run.json").read_text())
        except FileNotFoundError:
            raise CannotRecord("the fixture's start did not finish (failed, killed or timed out): "
                               f"{run_dir / 'run.json'} was not written") from None
        except (OSError, ValueError) as e:
            raise CannotRecord(f"cannot read {run_dir / 'run.json'}: {e}") from None
        if run.get("id") != held.get("run_id"):
            raise CannotRecord(f"{run_dir / 'run.json'} is of run {run.get('id')}, not of this "
                               f"run {held.get('run_id')}")
        return _end(args, run_dir, run)
    except OSError as e:
        print(f"cudasem run end: CANNOT RECORD: {_disk_error(e)}", file=sys.stderr)
        print(f"cudasem: this run wrote no bundle (no {run_dir / 'bundle.json'})")
        return 1
    except CannotRecord as e:
        print(f"cudasem run end: CANNOT RECORD: {e}", file=sys.stderr)
        if foreign:
            print(f"cudasem: this ctest wrote no bundle; {run_dir / 'bundle.json'} will be the other run's")
        elif (run_dir / "bundle.previous.json").exists():
            print(f"cudasem: this run wrote no bundle (no {run_dir / 'bundle.json'}); the last "
                  f"recorded run's is {run_dir / 'bundle.previous.json'}, with its copy in the bundles folder")
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
        raise CannotRecord(f"none of the {len(bundle['cases'])} selected cases wrote a record in this "
                           "run (interrupted, or the cases were not run): every case would be MISSING")
    try:
        validate(bundle, "assembled bundle")
    except BundleError as e:
        bad = run_dir / "bundle.invalid.json"
        _write_atomic(bad, json.dumps(bundle, indent=1) + "\n")
        raise CannotRecord(f"{e}; the bundle is in {bad} for a look") from None
    allow_no_gpu = parse_setting("CUDASEM_ALLOW_NO_GPU", os.environ.get("CUDASEM_ALLOW_NO_GPU"))
    text = json.dumps(bundle, indent=1) + "\n"
    out_dir = Path(args.bundles_dir)
    if run.get("partial"):  # the report target reads bundles/*.json only: partial runs stay out
        out_dir = out_dir / "partial"
    out_dir.mkdir(parents=True, exist_ok=True)
    out = out_dir / bundle_name(bundle)
    if out.exists():  # two runs in one second: never replace the other's copy
        out = out.with_name(f"{out.stem}_{run['id'].rsplit('-', 1)[-1]}.json")
    # In full or not at all: the copy first, then bundle.json; a failed bundle.json takes the copy.
    _write_atomic(out, text)
    try:
        _write_atomic(run_dir / "bundle.json", text)
    except OSError:
        with contextlib.suppress(OSError):
            out.unlink()
        raise
    for note in notes:
        print(f"cudasem: note: {note}")
    text, _, ran = summary_lines(bundle, str(out))
    print("\n".join(text))
    if not ran and not allow_no_gpu:
        # Shown by ctest (this test fails): a run where nothing ran is not a green run.
        print("cudasem: no case ran; this run proves nothing (CUDASEM_ALLOW_NO_GPU=1 accepts it)")
        return 1
    # CTest and the bundle agree: a bad outcome in the bundle fails this test too.
    bad = {o: [c["id"] for c in bundle["cases"] if c["outcome"] == o] for o in BAD_OUTCOMES}
    bad = {o: ids for o, ids in bad.items() if ids}
    if bad:
        print("cudasem run end: FAILED: " + "; ".join(
            f"{len(ids)} {o}: " + ", ".join(ids[:10]) + (" ..." if len(ids) > 10 else "")
            for o, ids in bad.items()))
        return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cudasem_report.run")
    sub = parser.add_subparsers(dest="step", required=True)
    b = sub.add_parser("begin")
    b.add_argument("--run-dir", required=True)
    b.add_argument("--build-dir", required=True)
    b.add_argument("--source-dir", required=True)
    b.add_argument("--identity", required=True)
    b.add_argument("--time-limit", type=float, default=DEFAULT_TIME_LIMIT,
                   help="seconds for the whole start, every tool it calls included")
    e = sub.add_parser("end")
    e.add_argument("--run-dir", required=True)
    e.add_argument("--bundles-dir", required=True)
    args = parser.parse_args(argv)
    return begin(args) if args.step == "begin" else end(args)


if __name__ == "__main__":
    sys.exit(main())
