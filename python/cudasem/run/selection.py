"""CTest's selection: which cases a `ctest` run selects, asked of ctest itself.

The run fixture runs under ctest. `ctest_process()` finds that ctest (its pid, start, command,
executable, working folder and PWD); `filter_args()` takes the selection options of its command
line as ctest will read them (-R, -E, -L, -LE, -I, -U, --rerun-failed, --tests-from-file,
--exclude-from-file, -FA, -FS, -FC, -C and a test preset's filter, file names made absolute);
`selected_tests()` asks the same ctest executable for `--show-only=json-v1` of them in a shadow of
the build's test folder (a copy of the CTestTestfile.cmake files and LastTestsFailed.log), so the
list is ctest's own and the running ctest's Testing/ logs are never touched.
`describe_selection()` and `without_index()` turn the options into the bundle's run-mode text.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shlex
import shutil
import subprocess
import tempfile
from pathlib import Path

from ..model.vocabulary import names
from . import CannotRecord

KINDS = set(names("case_kinds"))
# ctest's selection options: canonical spelling -> other spellings, and the flags without value.
_VALUE_OPTIONS = {
    "-R": ("--tests-regex",),
    "-E": ("--exclude-regex",),
    "-L": ("--label-regex",),
    "-LE": ("--label-exclude",),
    "-FA": ("--fixture-exclude-any",),
    "-FS": ("--fixture-exclude-setup",),
    "-FC": ("--fixture-exclude-cleanup",),
    "-I": ("--tests-information",),
    "--tests-from-file": (),
    "--exclude-from-file": (),
    "-C": ("--build-config",),
}
_FLAG_OPTIONS = {"-U": ("--union",), "--rerun-failed": ()}
_CANONICAL = {
    alias: canon for canon, aliases in {**_VALUE_OPTIONS, **_FLAG_OPTIONS}.items() for alias in (canon, *aliases)
}
_FILE_VALUES = {"-I", "--tests-from-file", "--exclude-from-file"}
# Options whose value is the next argument: skipped, so a value is never read as an option.
_OTHER_VALUE_OPTIONS = {
    "-O",
    "--output-log",
    "--timeout",
    "--repeat",
    "--repeat-until-fail",
    "--max-width",
    "-D",
    "-T",
    "--test-action",
    "-M",
    "--test-model",
    "-S",
    "-SP",
    "-A",
    "--add-notes",
    "--test-load",
    "--resource-spec-file",
    "--output-junit",
    "--stop-time",
    "--test-output-size-passed",
    "--test-output-size-failed",
    "--test-output-truncation",
    "--test-dir",
    "--group",
    "--track",
    "--overwrite",
    "--http-header",
    "--submit-index",
    "--extra-submit",
    "--schedule-random-seed",
    "--preset",
}
# A run of these is partial: some cases by name or number, not a whole label.
PARTIAL = {"-R", "-E", "-I", "-U", "--rerun-failed", "--tests-from-file", "--exclude-from-file"}


# ------------------------------------------------------------------ the ctest process above us


def _is_file(path: Path) -> bool:
    """Whether a -I value names a file: false for a test list too long to be a file name (ENAMETOOLONG,
    which Path.is_file raises instead of answering), as `cudasem shard split` prints for a shard."""
    try:
        return path.is_file()
    except OSError:
        return False


def cmdline_of(pid: int) -> list[str]:
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


def start_of(pid: int) -> str | None:
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
        cmd = cmdline_of(pid)
        if cmd and Path(cmd[0]).name.startswith("ctest"):
            info = {
                "pid": pid,
                "start": start_of(pid),
                "command": cmd,
                "exe": None,
                "cwd": None,
                "pwd": _environ_of(pid).get("PWD"),
            }
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
        parts = [
            str(index["start"]) if "start" in index else "",
            str(index["end"]) if "end" in index else "",
            str(index.get("stride", 1)),
        ] + [str(t) for t in index.get("specificTests", [])]
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


def pairs(args: list[str]) -> list[tuple[str, list[str]]]:
    """(canonical option, its tokens) of a flat list of selection options."""
    out = []
    i = 0
    while i < len(args):
        canon = _CANONICAL.get(args[i])
        if canon in _VALUE_OPTIONS and i + 1 < len(args):
            out.append((canon, args[i : i + 2]))
            i += 2
        else:
            out.append((canon or args[i], [args[i]]))
            i += 1
    return out


def filter_args(
    cmd: list[str], source_dir: Path | None = None, cwd: str | Path | None = None, preset_dirs: list | None = None
) -> list[str]:
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
                    if canon != "-I" or _is_file(path):
                        value = str(path) if not Path(value).is_absolute() else value
                given += [canon, value]
        elif eq and name in _CANONICAL:
            given.append(arg)  # --label-regex=x: as given
        elif re.match(r"^-(LE|FA|FS|FC|L|R|E|I|C)\S", arg):
            given.append(arg)  # -Lsemantics: as given
        elif arg in _OTHER_VALUE_OPTIONS or (arg in ("-j", "--parallel") and i + 1 < len(cmd) and cmd[i + 1].isdigit()):
            i += 1  # skip its value
        i += 1
    replaced = {canon for canon, _ in pairs(given)}
    kept = [t for canon, tokens in pairs(preset) if canon not in replaced for t in tokens]
    return kept + given


def repeat_option(command: list[str]) -> str | None:
    """ctest's repeat mode as `<mode>:<n>` (--repeat until-fail:3, --repeat=after-timeout:2,
    --repeat-until-fail 3), or None for a run without repeats."""
    value = None
    for i, a in enumerate(command):
        if a in ("--repeat", "--repeat-until-fail") and i + 1 < len(command):
            value = ("until-fail:" if a == "--repeat-until-fail" else "") + command[i + 1]
        elif a.startswith("--repeat="):
            value = a.partition("=")[2]
    return value


def describe_selection(filters: list[str]) -> tuple[str, str]:
    """(labels, selection) of selection options, as short strings for the bundle's run mode:
    labels holds -L and -LE, selection everything else but the build configuration."""
    labels: list[str] = []
    rest: list[str] = []
    for canon, tokens in pairs(filters):
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
    return shlex.join(
        [
            t
            for canon, ts in pairs(tokens)
            if canon != "-I" and not ts[0].startswith(("-I", "--tests-information"))
            for t in ts
        ]
    )


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


def selected_tests(build_dir: Path, filters: list[str], ctest: str | None = None, timeout: float = 120) -> list[dict]:
    """ctest's list of the tests these options select (`--show-only=json-v1`), asked in a
    shadow of the build's test folder."""
    ctest = ctest or shutil.which("ctest") or "ctest"
    with tempfile.TemporaryDirectory(prefix="cudasem-selection-") as tmp:
        _shadow_test_dir(Path(build_dir), Path(tmp))
        cmd = [ctest, "--test-dir", tmp, "--show-only=json-v1", *filters]
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, check=False, cwd=tmp, timeout=timeout)
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


def labels(test: dict) -> set[str]:
    for prop in test.get("properties", []):
        if prop.get("name") == "LABELS":
            return set(prop.get("value") or [])
    return set()


def is_case(test: dict) -> bool:
    return bool(labels(test) & KINDS) and "selftest" not in labels(test)
