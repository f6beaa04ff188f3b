#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The report's cost at scale, printed, never asserted: a benchmark, not a test (the test command
must not depend on the machine's speed or load; python/tests/test_report_scale.py checks sizes,
counts and correctness on smaller inputs).

    PYTHONPATH=python python3 python/bench/report_scale.py [--runs 50] [--cases N] [--repeat 3]
                                                          [--pg postgresql://USER@HOST:PORT/DB]

Prints, for synthetic bundles made from the first committed real bundle (each run its own GPU and
driver, about 3% of the outcomes and 5% of the key observations changed):
  - the results store (model/store.py, report/collapsed.py): ingest + render of RUNS runs x every
    committed case into a store and a site, CPU seconds against 10 s and the output's megabytes
    against 150 MB; a second ingest of the same bundles (all held: skipped); ingest and render of
    BIG runs (default 500; --big 0 leaves it out) against 60 s and 20 s; with --pg (a server's URL,
    a user that may create databases), the RUNS runs' ingest and render again with the store in a
    database made on that server (and dropped), in CPU and wall seconds (the server's own work is
    no CPU time of this process);
  - load + validate + render of RUNS runs x CASES cases (default: every committed case), CPU and
    wall seconds, in a fresh Python process as `cudasem render` runs, and the output's size;
  - load + validate of 50 bundles of 1,200 cases;
  - load + validate of one bundle of 20,000 cases.
Each figure is printed beside the budget the project set for it ("within" or "over"); the exit
status is 0 whenever the measurement ran.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "python"))
from cudasem.model.bundle import find_bundles, read_document  # noqa: E402
from cudasem.model.outcome import OUTCOMES, PASSED_WITH_A_NOTE, RAW_PASS  # noqa: E402

BUNDLES = ROOT / "bundles"
GPUS = ["NVIDIA H100 80GB HBM3", "NVIDIA H200", "NVIDIA L4", "NVIDIA A100-SXM4-80GB", "NVIDIA RTX 6000 Ada Generation"]
DRIVERS = [
    "570.172.08",
    "575.57.08",
    "580.65.06",
    "580.95.05",
    "580.105.08",
    "580.126.09",
    "580.159.04",
    "590.44.01",
    "590.48.01",
    "595.12.03",
]
# Outcomes a changed case gets: those any record can have whatever its checks returned (the loader
# refuses a PASS, FLAKY, XPASS or XFAIL its checks and expectation contradict).
CHANGED = [o for o in OUTCOMES if o not in RAW_PASS and o not in PASSED_WITH_A_NOTE]
BUDGETS = {"render": 10.0, "load50": 3.0, "load20k": 3.0}  # CPU seconds, on the 2-core machine
# the results store's (issue 43): CPU seconds and megabytes of output
STORE_BUDGETS = {"store": 10.0, "store_mb": 150.0, "big_ingest": 60.0, "big_render": 20.0}


def real_bundle() -> Path:
    files = find_bundles([BUNDLES])  # *.json and *.json.gz (the committed ones are gzip)
    if not files:
        raise SystemExit(f"report_scale: no committed real bundle in {BUNDLES}")
    return files[0]


def synthetic_bundles(source: Path, folder: Path, runs: int, cases: int | None, seed: int = 17) -> int:
    """Writes `runs` bundles of the first `cases` cases (all when None) of a real bundle, each with
    its own GPU and driver; returns the number of cases per bundle."""
    base = json.loads(read_document(source))
    base["cases"] = base["cases"][:cases] if cases else base["cases"]
    base["expected_cases"] = [c["id"] for c in base["cases"]]
    rng = random.Random(seed)
    for i in range(runs):
        # the parts a run changes are copied; its unchanged cases are the base's (written, never changed)
        b = dict(base, run=dict(base["run"]), identity=dict(base["identity"]))
        b["identity"]["gpu"] = dict(base["identity"]["gpu"], name=GPUS[i % len(GPUS)])
        b["identity"]["driver"] = dict(base["identity"]["driver"], version=DRIVERS[(i // len(GPUS)) % len(DRIVERS)])
        b["run"]["id"] = f"synthetic-{i}"
        b["run"]["started"] = f"2026-11-{1 + (i // 10) % 28:02d}T{i % 10:02d}:{(i // 280) % 50:02d}:00Z"
        b["run"]["ended"] = f"2026-11-{1 + (i // 10) % 28:02d}T{i % 10:02d}:{5 + (i // 280) % 50:02d}:00Z"
        b["cases"] = list(base["cases"])
        for k, original in enumerate(base["cases"]):
            changed = rng.random() < 0.03
            plain = [o for o in original["observations"] if "check" not in o]  # a check's value follows its code
            varied = bool(plain) and rng.random() < 0.05
            if not (changed or varied):
                continue
            c = b["cases"][k] = copy.deepcopy(original)
            if changed:
                c["outcome"] = rng.choice(CHANGED)
                c["message"] = f"cases/{c['area']}/synthetic.cpp:{rng.randint(1, 99)}: changed by the benchmark"
            if varied:
                o = next(o for o in c["observations"] if "check" not in o)
                o["value"] = (not o["value"]) if isinstance(o["value"], bool) else f"other {rng.randint(0, 9)}"
        (folder / f"run{i:03d}.json").write_text(json.dumps(b))
    return len(base["cases"])


MEASURE = """
import json, sys, time
from pathlib import Path
from cudasem.report import render
from cudasem.report import view as model
bundles, site = Path(sys.argv[1]), Path(sys.argv[2])
t0, c0 = time.perf_counter(), time.process_time()
runs = model.load_runs([bundles])
t1, c1 = time.perf_counter(), time.process_time()
index = render.render(runs, site)
t2, c2 = time.perf_counter(), time.process_time()
print(json.dumps({"cpu": c2 - c0, "wall": t2 - t0, "render": c2 - c1, "load": c1 - c0, "runs": len(runs)}))
"""


MEASURE_STORE = """
import json, sys, time
from pathlib import Path
from cudasem.model import store
from cudasem.report import render
bundles, db, site = Path(sys.argv[1]), sys.argv[2], Path(sys.argv[3])
c0, t0 = time.process_time(), time.perf_counter()
conn = store.connect(db, create=True)
store.ingest(conn, [bundles])
c1, t1 = time.process_time(), time.perf_counter()
index = render.render_store(conn, site) if sys.argv[4] == "render" else {"runs": [], "group_count": 0}
c2, t2 = time.process_time(), time.perf_counter()
again = store.ingest(conn, [bundles])
c3 = time.process_time()
size = 0
if store.is_url(db):
    cur = conn.cursor()
    cur.execute("SELECT pg_database_size(current_database())")
    size = cur.fetchone()[0]
conn.close()
print(json.dumps({"ingest": c1 - c0, "render": c2 - c1, "again": c3 - c2, "skipped": len(again.skipped),
                  "runs": len(index["runs"]), "groups": index["group_count"], "wall_ingest": t1 - t0,
                  "wall_render": t2 - t1, "db_bytes": size}))
"""


def _measure_store(tmp: Path, bundles: Path, name: str, url: str | None = None) -> dict | None:
    """The measurement of MEASURE_STORE, the store an SQLite file in tmp or (url) that database."""
    env = dict(os.environ, PYTHONPATH=str(ROOT / "python"))
    db, site = url or str(tmp / f"{name}.sqlite"), tmp / f"{name}-site"
    out = subprocess.run(
        [sys.executable, "-c", MEASURE_STORE, str(bundles), str(db), str(site), "render"],
        env=env,
        capture_output=True,
        text=True,
        timeout=3600,
        check=False,
    )
    if out.returncode != 0:
        print(f"store {name}: failed (exit {out.returncode}): {out.stderr.strip()[-500:]}")
        return None
    m = json.loads(out.stdout.strip().splitlines()[-1])
    m["files"], m["bytes"] = _size(site)
    m["largest"] = max((p.stat().st_size for p in site.rglob("*") if p.is_file()), default=0)
    m["store_bytes"] = m["db_bytes"] if url else Path(db).stat().st_size
    return m


def bench_store_pg(tmp: Path, server: str, folder: Path, runs: int, n: int) -> None:
    """The ingest + render of the runs in folder with the store on a PostgreSQL server."""
    import uuid
    from urllib.parse import urlsplit, urlunsplit

    import psycopg

    name = f"cudasem_bench_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(server, autocommit=True) as c:
        c.execute(f'CREATE DATABASE "{name}"')
    try:
        m = _measure_store(tmp, folder, "pg", urlunsplit(urlsplit(server)._replace(path=f"/{name}")))
    finally:
        with psycopg.connect(server, autocommit=True) as c:
            c.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    if m:
        print(
            f"store on PostgreSQL: ingest + render {runs} runs x {n} cases: {m['ingest'] + m['render']:.2f} s CPU "
            f"(ingest {m['ingest']:.2f} s, render {m['render']:.2f} s), wall {m['wall_ingest']:.2f} + "
            f"{m['wall_render']:.2f} s; {m['groups']} groups of runs; database {m['store_bytes'] / 1e6:.1f} MB; "
            f"ingest again: {m['skipped']} held, {m['again']:.2f} s CPU"
        )


def _within(spent: float, budget: float, unit: str = "s") -> str:
    return f"budget {budget:.0f} {unit}: {'within' if spent <= budget else 'over'}"


def bench_store(tmp: Path, runs: int, cases: int | None, big: int, pg: str | None = None) -> None:
    """Ingest + render of `runs` runs through the results store (pg: on that server too); ingest and
    render of `big` runs."""
    folder = tmp / f"store-bundles-{runs}"
    folder.mkdir()
    n = synthetic_bundles(real_bundle(), folder, runs, cases)
    m = _measure_store(tmp, folder, f"store{runs}")
    if m:
        total, mb = m["ingest"] + m["render"], m["bytes"] / 1e6
        print(
            f"store: ingest + render {runs} runs x {n} cases: {total:.2f} s CPU (ingest {m['ingest']:.2f} s, "
            f"render {m['render']:.2f} s), {_within(total, STORE_BUDGETS['store'])}; {m['files']} files, "
            f"{mb:.1f} MB, {_within(mb, STORE_BUDGETS['store_mb'], 'MB')}, the largest file "
            f"{m['largest'] / 1e6:.2f} MB; {m['groups']} groups of runs; "
            f"store {m['store_bytes'] / 1e6:.1f} MB; ingest again: {m['skipped']} held, {m['again']:.2f} s CPU"
        )
    if pg:
        bench_store_pg(tmp, pg, folder, runs, n)
    if big <= 0:
        return
    shutil.rmtree(folder)
    folder = tmp / f"store-bundles-{big}"
    folder.mkdir()
    synthetic_bundles(real_bundle(), folder, big, cases)
    m = _measure_store(tmp, folder, f"store{big}")
    if m:
        print(
            f"store: {big} runs x {n} cases: ingest {m['ingest']:.2f} s CPU, "
            f"{_within(m['ingest'], STORE_BUDGETS['big_ingest'])}; render {m['render']:.2f} s CPU, "
            f"{_within(m['render'], STORE_BUDGETS['big_render'])}; {m['files']} files, {m['bytes'] / 1e6:.1f} MB, "
            f"the largest {m['largest'] / 1e6:.2f} MB; "
            f"{m['groups']} groups of runs; store {m['store_bytes'] / 1e6:.1f} MB"
        )
    shutil.rmtree(folder)


def _size(folder: Path) -> tuple[int, int]:
    files = [p for p in folder.rglob("*") if p.is_file()]
    return len(files), sum(p.stat().st_size for p in files)


def _verdict(spent: float, budget: float) -> str:
    return f"budget {budget:.0f} s: {'within' if spent <= budget else 'over'}"


def bench_render(tmp: Path, runs: int, cases: int | None, repeat: int) -> None:
    bundles = tmp / "bundles"
    bundles.mkdir()
    n = synthetic_bundles(real_bundle(), bundles, runs, cases)
    env = dict(os.environ, PYTHONPATH=str(ROOT / "python"))
    for attempt in range(repeat):
        site = tmp / f"site{attempt}"
        out = subprocess.run(
            [sys.executable, "-c", MEASURE, str(bundles), str(site)],
            env=env,
            capture_output=True,
            text=True,
            timeout=3600,
            check=False,
        )
        if out.returncode != 0:
            print(f"render {runs} runs: failed (exit {out.returncode}): {out.stderr.strip()[-500:]}")
            return
        m = json.loads(out.stdout.strip().splitlines()[-1])
        files, size = _size(site)
        largest = max((p for p in site.rglob("*") if p.is_file()), key=lambda p: p.stat().st_size)
        print(
            f"render {runs} runs x {n} cases: {m['cpu']:.2f} s CPU ({m['wall']:.2f} s wall; load + validate "
            f"{m['load']:.2f} s, render {m['render']:.2f} s); {files} files, {size / 1e6:.1f} MB, the largest "
            f"{largest.relative_to(site)} {largest.stat().st_size / 1e6:.2f} MB (limit 2 MB); "
            f"{_verdict(m['cpu'], BUDGETS['render'])}"
        )


def bench_load(tmp: Path, repeat: int) -> None:
    from cudasem.model import bundle

    src = json.loads(read_document(real_bundle()))
    src["cases"] = src["cases"][:1200]
    src["expected_cases"] = [c["id"] for c in src["cases"]]
    paths = []
    for i in range(50):
        b = copy.deepcopy(src)
        b["run"]["id"] = f"scale-{i}"
        path = tmp / f"b{i:02d}.json"
        path.write_text(json.dumps(b))
        paths.append(path)
    for _ in range(repeat):
        start = time.process_time()
        bundle.load_all(paths)
        spent = time.process_time() - start
        print(f"load + validate 50 bundles x 1200 cases: {spent:.2f} s CPU; {_verdict(spent, BUDGETS['load50'])}")
    big = json.loads(read_document(real_bundle()))
    base = big["cases"]
    big["cases"] = []
    for i in range(20000):
        c = copy.deepcopy(base[i % len(base)])
        c["id"] = f"{c['id']}_s{i}"
        big["cases"].append(c)
    big["expected_cases"] = [c["id"] for c in big["cases"]]
    path = tmp / "big.json"
    path.write_text(json.dumps(big))
    for _ in range(repeat):
        start = time.process_time()
        bundle.load(path)
        spent = time.process_time() - start
        print(f"load + validate one bundle of 20000 cases: {spent:.2f} s CPU; {_verdict(spent, BUDGETS['load20k'])}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="report_scale.py", description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=50)
    ap.add_argument("--cases", type=int, default=None, help="cases per bundle (default: every committed case)")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--big", type=int, default=500, help="runs of the store's large measurement (0: none)")
    ap.add_argument("--store-only", action="store_true", help="only the results store's measurements")
    ap.add_argument("--pg", metavar="URL", help="the store's measurement on this PostgreSQL server too")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(ROOT / "python"))
    print(f"report_scale: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f}; source {real_bundle()}")
    with tempfile.TemporaryDirectory() as tmp:
        bench_store(Path(tmp), args.runs, args.cases, args.big, args.pg)
        if args.store_only:
            return 0
        bench_render(Path(tmp), args.runs, args.cases, args.repeat)
        bench_load(Path(tmp), args.repeat)
    return 0


if __name__ == "__main__":
    sys.exit(main())
