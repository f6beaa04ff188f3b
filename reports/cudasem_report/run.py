"""The run fixture of `ctest`: `begin` records the run's identity before the first case,
`end` assembles the per-case records into a result bundle after the last.

    python -m cudasem_report.run begin --run-dir D --build-dir B --source-dir S --identity EXE
    python -m cudasem_report.run end --run-dir D --bundles-dir OUT

CTest runs both through the `cudasem_run` fixture, so `ctest -L semantics` alone writes the
bundle. `begin` learns which cases this ctest invocation selected by asking ctest itself
(`--show-only=json-v1` with the parent ctest's own filter arguments).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from . import __version__
from .bundle import SCHEMA, BundleError, validate
from .summary import lines as summary_lines

KINDS = {"semantics", "characterization", "perf", "calibration"}
# ctest options that select tests, and whether they take a value.
_FILTERS = {
    "-L": True, "--label-regex": True, "-LE": True, "--label-exclude": True,
    "-R": True, "--tests-regex": True, "-E": True, "--exclude-regex": True,
    "-I": True, "--tests-information": True, "-U": False, "--union": False,
    "--exclude-from-file": True, "--tests-from-file": True,
}


def _now() -> str:
    return dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def _cmdline(pid: int) -> list[str]:
    try:
        raw = Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return []
    return [a.decode(errors="replace") for a in raw.split(b"\0") if a]


def _parent_of(pid: int) -> int:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return 0
    return int(stat.rsplit(")", 1)[1].split()[1])


def parent_command() -> list[str]:
    """The command line of the ctest process above us ([] when not started by ctest)."""
    pid = os.getppid()
    for _ in range(8):  # ctest -> cmake -E env -> python, or a shell in between
        if pid <= 1:
            break
        cmd = _cmdline(pid)
        if cmd and Path(cmd[0]).name.startswith("ctest"):
            return cmd
        pid = _parent_of(pid)
    return []


def preset_filter_args(source_dir: Path, name: str) -> list[str]:
    """The ctest filter arguments a test preset of CMakePresets.json stands for."""
    try:
        presets = {p["name"]: p for p in
                   json.loads((source_dir / "CMakePresets.json").read_text()).get("testPresets", [])}
    except (OSError, ValueError):
        return []
    include: dict = {}
    exclude: dict = {}
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
        inherits = preset.get("inherits", [])
        todo += [inherits] if isinstance(inherits, str) else inherits
    out: list[str] = []
    if include.get("label"):
        out += ["-L", include["label"]]
    if include.get("name"):
        out += ["-R", include["name"]]
    if exclude.get("label"):
        out += ["-LE", exclude["label"]]
    if exclude.get("name"):
        out += ["-E", exclude["name"]]
    return out


def filter_args(cmd: list[str], source_dir: Path | None = None) -> list[str]:
    out: list[str] = []
    i = 1
    while i < len(cmd):
        arg = cmd[i]
        name, eq, value = arg.partition("=")
        if name == "--preset" and source_dir is not None:
            if not eq and i + 1 < len(cmd):
                value = cmd[i + 1]
                i += 1
            out += preset_filter_args(source_dir, value)
        elif name in _FILTERS:
            if eq or not _FILTERS[name]:
                out.append(arg)
            elif i + 1 < len(cmd):
                out += [arg, cmd[i + 1]]
                i += 1
        elif re.match(r"^-(L|LE|R|E|I)\S", arg) and not arg.startswith("--"):
            out.append(arg)  # -Lsemantics
        i += 1
    return out


def selected_tests(build_dir: Path, filters: list[str]) -> list[dict]:
    ctest = shutil.which("ctest") or "ctest"
    proc = subprocess.run(
        [ctest, "--test-dir", str(build_dir), "--show-only=json-v1", *filters],
        capture_output=True, text=True, check=False,
    )
    if proc.returncode != 0:
        raise SystemExit(f"cudasem run begin: ctest --show-only failed: {proc.stderr.strip()}")
    return json.loads(proc.stdout).get("tests", [])


def _labels(test: dict) -> set[str]:
    for prop in test.get("properties", []):
        if prop.get("name") == "LABELS":
            return set(prop.get("value") or [])
    return set()


def case_metadata(executables: set[str]) -> dict[str, dict]:
    meta: dict[str, dict] = {}
    for exe in sorted(executables):
        proc = subprocess.run([exe, "--cudasem-list"], capture_output=True, text=True, check=False)
        if proc.returncode != 0:
            print(f"cudasem run begin: {exe} --cudasem-list failed: {proc.stderr.strip()}",
                  file=sys.stderr)
            continue
        for case in json.loads(proc.stdout):
            meta[case["id"]] = case
    return meta


def suite_revision(source_dir: Path) -> dict:
    """The suite's git commit; CUDASEM_SUITE_COMMIT names it where the tree has no .git."""
    rev = {"version": __version__, "commit": None, "dirty": None}
    if os.environ.get("CUDASEM_SUITE_COMMIT"):
        rev.update(commit=os.environ["CUDASEM_SUITE_COMMIT"],
                   dirty=os.environ.get("CUDASEM_SUITE_DIRTY", "0") == "1")
        return rev
    try:
        head = subprocess.run(["git", "-C", str(source_dir), "rev-parse", "HEAD"],
                              capture_output=True, text=True, check=True).stdout.strip()
        dirty = subprocess.run(["git", "-C", str(source_dir), "status", "--porcelain",
                                "--untracked-files=no"],
                               capture_output=True, text=True, check=True).stdout.strip()
        rev.update(commit=head, dirty=bool(dirty))
    except (OSError, subprocess.CalledProcessError):
        pass
    return rev


def begin(args: argparse.Namespace) -> int:
    run_dir = Path(args.run_dir)
    records = run_dir / "records"
    if records.exists():
        shutil.rmtree(records)
    records.mkdir(parents=True)
    cmd = parent_command()
    from_ctest = bool(cmd)
    tests = selected_tests(Path(args.build_dir),
                           filter_args(cmd, Path(args.source_dir)) if from_ctest else [])
    cases = [t for t in tests if _labels(t) & KINDS and "selftest" not in _labels(t)]
    expected = sorted(t["name"] for t in cases)
    by_name = {"-R", "--tests-regex", "-E", "--exclude-regex", "-I", "--tests-information",
               "--tests-from-file", "--exclude-from-file"}
    filters = filter_args(cmd, Path(args.source_dir)) if from_ctest else []
    exes = {t["command"][0] for t in cases if t.get("command")}
    ident = json.loads(subprocess.run([args.identity], capture_output=True, text=True,
                                      check=True).stdout)
    run = {
        "schema": "cudasem-run/1",
        "started": _now(),
        "command": cmd if from_ctest else [],
        "cwd": os.getcwd(),
        "build_dir": str(Path(args.build_dir).resolve()),
        "suite": suite_revision(Path(args.source_dir)),
        "identity": ident,
        "expected_cases": expected,
        # A selection of some cases (ctest -R one_case): its bundle is kept apart from full runs.
        "partial": bool(by_name & set(filters)),
        "case_metadata": case_metadata(exes),
    }
    (run_dir / "run.json").write_text(json.dumps(run, indent=2) + "\n")
    gpus = ident.get("gpus") or []
    where = ", ".join(f"{g['ordinal']}: {g['name']}" for g in gpus) or "no GPU"
    print(f"cudasem: run of {len(expected)} cases on {where}; "
          f"driver {(ident.get('driver') or {}).get('version')}")
    if not ident.get("gpu_available"):
        print(f"cudasem: NO CASE CAN RUN: {ident.get('no_gpu_reason')}. "
              "Every case will report UNSUPPORTED.")
    return 0


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9.]+", "-", text.lower()).strip("-") or "unknown"


def assemble(run: dict, records_dir: Path) -> dict:
    ident = run["identity"]
    gpus = ident.get("gpus") or []
    cases = []
    for cid in run["expected_cases"]:
        path = records_dir / f"{cid}.json"
        meta = run["case_metadata"].get(cid, {"id": cid})
        entry = {
            "id": cid,
            "test": meta.get("test"),
            "area": meta.get("area", cid.split(".")[0]),
            "kind": meta.get("kind"),
            "labels": meta.get("labels", []),
            "citation": meta.get("citation"),
            "requirements": meta.get("requirements", []),
            "outcome": "MISSING",
            "message": "no record: the case did not run (not built, filtered, or killed before it started)",
            "duration_s": None,
            "attempts": [],
            "observations": [],
            "expectation": None,
            "device": None,
        }
        if path.exists():
            try:
                rec = json.loads(path.read_text())
            except json.JSONDecodeError as e:
                entry["message"] = f"unreadable record {path}: {e.msg}"
                entry["outcome"] = "CRASH"
            else:
                for key in ("outcome", "message", "duration_s", "attempts", "observations",
                            "expectation"):
                    entry[key] = rec.get(key, entry[key])
                dev = rec.get("device") or {}
                entry["device"] = {k: dev.get(k) for k in ("ordinal", "name", "uuid")} if dev else None
                if rec.get("case"):
                    for key in ("test", "area", "kind", "labels", "citation", "requirements"):
                        entry[key] = rec["case"].get(key, entry[key])
        cases.append(entry)
    return {
        "schema": SCHEMA,
        "suite": run["suite"],
        "run": {
            "started": run["started"],
            "ended": _now(),
            "command": run["command"],
            "cwd": run["cwd"],
            "device_selection": ident.get("device_selection", "all"),
            "cuda_visible_devices": ident.get("cuda_visible_devices"),
        },
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
        "expected_cases": run["expected_cases"],
        "cases": cases,
    }


def bundle_name(bundle: dict) -> str:
    gpu = bundle["identity"].get("gpu")
    driver = (bundle["identity"].get("driver") or {}).get("version") or "no-driver"
    stamp = bundle["run"]["started"].replace("-", "").replace(":", "")
    head = _slug(gpu["name"]) if gpu else "no-gpu"
    return f"{head}_{_slug(driver)}_{stamp}.json"


def end(args: argparse.Namespace) -> int:
    run_dir = Path(args.run_dir)
    try:
        run = json.loads((run_dir / "run.json").read_text())
    except (OSError, json.JSONDecodeError) as e:
        print(f"cudasem run end: cannot read {run_dir / 'run.json'}: {e}", file=sys.stderr)
        return 1
    bundle = assemble(run, run_dir / "records")
    try:
        validate(bundle, "assembled bundle")
    except BundleError as e:
        print(f"cudasem run end: {e}", file=sys.stderr)
        return 1
    text = json.dumps(bundle, indent=1) + "\n"
    (run_dir / "bundle.json").write_text(text)
    out_dir = Path(args.bundles_dir)
    if run.get("partial"):  # the report target reads bundles/*.json only: partial runs stay out
        out_dir = out_dir / "partial"
    out_dir.mkdir(parents=True, exist_ok=True)
    out = out_dir / bundle_name(bundle)
    out.write_text(text)
    text, _, ran = summary_lines(bundle, str(out))
    print("\n".join(text))
    if not ran and os.environ.get("CUDASEM_ALLOW_NO_GPU") != "1":
        # Shown by ctest (this test fails): a run where nothing ran is not a green run.
        print("cudasem: no case ran; this run proves nothing (CUDASEM_ALLOW_NO_GPU=1 accepts it)")
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
    e = sub.add_parser("end")
    e.add_argument("--run-dir", required=True)
    e.add_argument("--bundles-dir", required=True)
    args = parser.parse_args(argv)
    return begin(args) if args.step == "begin" else end(args)


if __name__ == "__main__":
    sys.exit(main())
