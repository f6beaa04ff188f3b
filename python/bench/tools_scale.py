#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The run tools' cost on a very large bundle, printed, never asserted: `cudasem summary`,
`compare` and `export` of a bundle of N cases (default 200,000: the first committed real bundle's
cases repeated under new ids), each in its own process, measured by /usr/bin/time (CPU seconds
and peak resident memory), printed beside the budget (20 s of CPU and 1 GB each). Then the results
store's way (model/store.py): each bundle ingested into an SQLite store once (the check of every
record is paid there, once per run), and `compare --store` of the two stored runs.

    PYTHONPATH=python python3 python/bench/tools_scale.py [--cases 200000]

The exit status is 0 whenever the measurements ran (a command's own failure is printed).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "python"))  # the package without installing it
from cudasem.model.bundle import find_bundles, read_document  # noqa: E402

CPU_BUDGET_S = 20.0
MEMORY_BUDGET_MB = 1024.0


def big_bundle(cases: int, out: Path, changed_every: int = 0) -> None:
    """A bundle of `cases` cases made from the first committed real bundle; with changed_every, one
    case in that many PASS -> FAIL (so compare has regressions to list), and every case's duration
    another (as in any second run: no record is the baseline's byte for byte)."""
    src = json.loads(read_document(find_bundles([ROOT / "bundles"])[0]))
    base = src["cases"]
    items = []
    for i in range(cases):
        c = dict(base[i % len(base)])
        c["id"] = f"{c['id']}_s{i}"
        if changed_every and i % changed_every == 0 and c["outcome"] == "PASS":
            c["outcome"] = "FAIL"
        if changed_every and isinstance(c.get("duration_s"), (int, float)):
            c["duration_s"] = c["duration_s"] + 0.001
        items.append(c)
    src["cases"], src["expected_cases"] = items, [c["id"] for c in items]
    if changed_every:  # another run (the store keeps one run per run.id and start)
        src["run"]["id"] += "-changed"
    with open(out, "w", encoding="utf-8") as f:
        json.dump(src, f)


def measure(name: str, args: list[str]) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "python"))
    cmd = ["/usr/bin/time", "-f", "TIME %U %S %M", sys.executable, "-m", "cudasem", *args]
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=3600, check=False)
    line = [x for x in proc.stderr.splitlines() if x.startswith("TIME ")]
    if not line:
        print(f"{name}: no measurement (exit {proc.returncode}): {proc.stderr.strip()[-300:]}")
        return
    user, system, kb = line[-1].split()[1:]
    cpu, mb = float(user) + float(system), int(kb) / 1024
    within = cpu <= CPU_BUDGET_S and mb <= MEMORY_BUDGET_MB
    print(
        f"{name}: {cpu:.1f} s CPU, {mb:.0f} MB peak (exit {proc.returncode}); "
        f"budget {CPU_BUDGET_S:.0f} s and {MEMORY_BUDGET_MB:.0f} MB: {'within' if within else 'over'}"
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="tools_scale.py", description=__doc__.split("\n\n")[0])
    ap.add_argument("--cases", type=int, default=200_000)
    args = ap.parse_args(argv)
    print(f"tools_scale: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f}; {args.cases} cases")
    with tempfile.TemporaryDirectory() as tmp:
        old, new = Path(tmp) / "old.json", Path(tmp) / "new.json"
        big_bundle(args.cases, old)
        big_bundle(args.cases, new, changed_every=1000)
        print(f"bundle: {old.stat().st_size / 1e6:.0f} MB")
        measure("summary", ["summary", str(new)])
        measure("compare", ["compare", str(old), str(new)])
        measure("export", ["export", str(new), "--junit", f"{tmp}/j.xml", "--csv", f"{tmp}/r.csv"])
        store = f"{tmp}/store.sqlite"
        measure("store ingest (baseline)", ["store", "ingest", str(old), "--store", store])
        measure("store ingest (new run)", ["store", "ingest", str(new), "--store", store])
        measure("compare --store", ["compare", "--store", store, old.name, new.name])
    return 0


if __name__ == "__main__":
    sys.exit(main())
