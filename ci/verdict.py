#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The closing block of `ci/run test` and `ci/run suite`: the verdict on the last lines of the
terminal, what failed and where its log is, and a record of the run's times.

    ci/verdict.py --job test --steps STEPS.tsv --record OUT.json [--junit FILE]... [--last-line TEXT]

STEPS.tsv has a line per step that ci/run ran: name, exit status, wall seconds, CPU seconds, log
path and a note (tab-separated; the note says why a failed step failed). Each --junit file
(ctest's --output-junit, pytest's --junitxml) adds the failed tests' names and their first
output lines under the step that failed. --last-line prints one more line after the block (the
suite's `NO CASE COULD RUN: <reason>` without a GPU). Exit status 0 when every step passed, else 1.

Standard library only: it runs before and after the project's virtual environment exists.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

# The one writer of output files (write whole or not at all): python/cudasem/model/files.py.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "python"))
from cudasem.model.files import write_atomic  # noqa: E402

FIRST_LINES = 8  # of each failed test's output
SHOWN_TESTS = 10  # failed tests named in full; the rest counted
LOCATION = re.compile(r"^[\w./-]+\.(py|cpp|cu|h):\d+: ")  # pytest's `tests/test_x.py:12: AssertionError`


@dataclass
class Step:
    name: str
    status: int
    wall_s: float
    cpu_s: float
    log: str
    note: str


@dataclass
class Failed:
    name: str
    lines: list[str] = field(default_factory=list)


@dataclass
class Junit:
    path: str
    total: int
    failed: list[Failed]


def read_steps(path: Path) -> list[Step]:
    steps = []
    for n, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not raw.strip():
            continue
        parts = raw.split("\t")
        if len(parts) != 6:
            raise SystemExit(f"ci/verdict: {path}:{n}: expected 6 tab-separated fields, found {len(parts)}")
        name, status, wall, cpu, log, note = parts
        steps.append(Step(name, int(status), float(wall), float(cpu), log, note))
    return steps


def _first_lines(text: str) -> list[str]:
    """The first lines of a failed test's output; of pytest's output run by ctest, its own summary
    lines of the failed tests (`FAILED tests/x.py::test - message`), which name them."""
    lines = [line.rstrip() for line in text.splitlines() if line.strip()]
    named = [line for line in lines if line.startswith(("FAILED ", "ERROR "))]
    if named:
        return named[:FIRST_LINES]
    where = [line for line in lines if LOCATION.match(line)]
    shown = lines[:FIRST_LINES]
    if len(lines) > FIRST_LINES:
        shown.append(f"... ({len(lines) - FIRST_LINES} more lines)")
    return shown + ([f"at {where[-1]}"] if where and where[-1] not in shown else [])


def _pytest_name(case: ET.Element) -> str:
    """pytest's classname is the module path with dots (tests.test_x.Class): shown as a node id."""
    parts = (case.get("classname") or "").split(".")
    cls = [p for p in parts if p[:1].isupper()]
    mod = [p for p in parts if not p[:1].isupper()]
    file = "/".join(mod) + ".py" if mod else ""
    return "::".join([f"python/{file}" if file.startswith("tests/") else file, *cls, case.get("name", "?")])


def read_junit(path: Path) -> Junit | None:
    """The failed test cases of a JUnit file; None when the file is missing or unreadable (said
    by the caller as 'no result file')."""
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError):
        return None
    cases = root.iter("testcase")
    total, failed = 0, []
    for case in cases:
        total += 1
        bad = case.find("failure")
        if bad is None:
            bad = case.find("error")
        if bad is None and case.get("status") == "fail":
            bad = case
        if bad is None:
            continue
        pytest = case.get("classname", "").startswith("tests.")
        name = _pytest_name(case) if pytest else case.get("name", "?")
        text = "\n".join(t for t in (bad.get("message"), bad.text) if t) if bad is not case else ""
        if not text:
            out = case.find("system-out")
            text = out.text if out is not None and out.text else ""
        failed.append(Failed(name, _first_lines(text)))
    return Junit(str(path), total, failed)


def _rel(path: str) -> str:
    """A path under the working directory (the repository, where ci/run runs) relative to it."""
    if path and os.path.isabs(path) and path.startswith(os.getcwd() + os.sep):
        return os.path.relpath(path)
    return path


def _minutes(seconds: float) -> str:
    return f"{seconds:.0f} s" if seconds < 120 else f"{seconds:.0f} s ({seconds / 60:.0f} min)"


def block(job: str, steps: list[Step], junits: list[Junit | None], junit_paths: list[str], log: str) -> list[str]:
    ok = all(s.status == 0 for s in steps) and bool(steps)
    verdict = "PASSED" if ok else "FAILED"
    out = [f"==================== ci/run {job}: {verdict} ===================="]
    width = max((len(s.name) for s in steps), default=0)
    for s in steps:
        mark = "ok  " if s.status == 0 else "FAIL"
        line = f"  {mark}  {s.name:<{width}}  {s.wall_s:6.0f} s"
        if s.status:
            line += f"  exit {s.status}" + (f": {s.note}" if s.note else "")
            line += f"; log: {_rel(s.log)}" if s.log else ""
        elif s.note:
            line += f"  {s.note}"
        out.append(line)
    for path, j in zip(junit_paths, junits):
        if j is None:
            if not ok:
                out.append(f"        (no test result file {_rel(path)}: the step did not get that far)")
            continue
        if j.failed:
            out.append(f"        {len(j.failed)} of {j.total} tests failed ({_rel(path)}):")
        for f in j.failed[:SHOWN_TESTS]:
            out.append(f"          {f.name}")
            out.extend(f"            {line}" for line in f.lines)
        if len(j.failed) > SHOWN_TESTS:
            out.append(f"          ... and {len(j.failed) - SHOWN_TESTS} more (see {_rel(path)})")
    wall = sum(s.wall_s for s in steps)
    out.append(f"  wall {_minutes(wall)}" + (f"; full log: {_rel(log)}" if log else ""))
    passed = sum(1 for s in steps if s.status == 0)
    out.append(f"steps: {passed} passed, {len(steps) - passed} failed")
    return out


def record(job: str, steps: list[Step], started: float, loadavg: float | None, conditions: str) -> dict:
    commit = os.environ.get("CUDASEM_SUITE_COMMIT", "")
    if not commit:
        try:
            import subprocess

            commit = subprocess.run(
                ["git", "rev-parse", "--short=7", "HEAD"], capture_output=True, text=True, timeout=30, check=False
            ).stdout.strip()
        except (OSError, subprocess.SubprocessError):
            commit = ""
    return {
        "job": job,
        "suite_commit": commit,
        "cores": os.cpu_count(),
        "conditions": conditions,
        "loadavg_start": loadavg,
        "started": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(started)),
        "wall_s": round(sum(s.wall_s for s in steps), 1),
        "cpu_s": round(sum(s.cpu_s for s in steps), 1),
        "steps": [{"name": s.name, "wall_s": s.wall_s, "cpu_s": s.cpu_s, "status": s.status} for s in steps],
        "verdict": "PASSED" if steps and all(s.status == 0 for s in steps) else "FAILED",
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="ci/verdict.py")
    ap.add_argument("--job", required=True)
    ap.add_argument("--steps", required=True, type=Path)
    ap.add_argument("--record", type=Path)
    ap.add_argument("--junit", action="append", default=[])
    ap.add_argument("--log", default="")
    ap.add_argument("--started", type=float, default=time.time())
    ap.add_argument("--loadavg-start", type=float)
    ap.add_argument("--conditions", default=os.environ.get("CUDASEM_CI_CONDITIONS", ""))
    ap.add_argument("--last-line", default="")
    args = ap.parse_args(argv)
    steps = read_steps(args.steps) if args.steps.exists() else []
    junits = [read_junit(Path(p)) for p in args.junit]
    print("\n".join(block(args.job, steps, junits, args.junit, args.log)))
    if args.last_line:
        print(args.last_line)
    if args.record:
        rec = record(args.job, steps, args.started, args.loadavg_start, args.conditions)
        try:
            write_atomic(args.record, json.dumps(rec, indent=1) + "\n")
        except OSError as e:
            print(f"ci/verdict: cannot write {args.record}: {e.strerror}", file=sys.stderr)
    return 0 if steps and all(s.status == 0 for s in steps) else 1


if __name__ == "__main__":
    sys.exit(main())
