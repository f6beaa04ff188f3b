"""A report of 50 runs × 1,200 cases: synthetic bundles made from a real one (5 GPUs × 10 drivers,
about 3% of the outcomes and 5% of the key observations changed), loaded, validated and rendered
within the budget of issue 26 (10 s of CPU, time.process_time, on the 2-core machine), with an
index.html under 2 MB. The test prints what it measured (CPU and wall time of loading and of
rendering)."""

import copy
import json
import random
import time

import pytest

from cudasem.report import render
from cudasem.report import text as report_text

from conftest import read, real_files

RUNS = 50
# Issue 26's budget is for 50 runs of 1,200 cases; the committed runs hold more cases (3,224 at
# 32d2cf4), and a report of more cases takes proportionally longer (the cost grows linearly).
CASES = min(1_200, len(read(real_files()[0])["cases"])) if real_files() else 0
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
CHANGED = ["FAIL", "XPASS", "CRASH", "TIMEOUT", "FLAKY", "UNSUPPORTED", "XFAIL", "MISSING"]
INDEX_LIMIT = 1_700 * max(CASES, 1)  # bytes: the index grows with the cases (1.56 KB a case at 1,200)
CPU_LIMIT_S = 10.0  # load, validate and render


def synthetic_bundles(folder, seed=17):
    """Writes RUNS bundles of the first CASES cases of a real bundle, each with its own GPU and driver."""
    base = read(real_files()[0])
    base["cases"] = base["cases"][:CASES]
    base["expected_cases"] = [c["id"] for c in base["cases"]]
    rng = random.Random(seed)
    for i in range(RUNS):
        b = copy.deepcopy(base)
        b["identity"]["gpu"]["name"] = GPUS[i % len(GPUS)]
        b["identity"]["driver"]["version"] = DRIVERS[i // len(GPUS)]
        b["run"]["started"] = f"2026-11-{1 + i // 10:02d}T{i % 10:02d}:00:00Z"
        b["run"]["ended"] = f"2026-11-{1 + i // 10:02d}T{i % 10:02d}:05:00Z"
        for c in b["cases"]:
            if rng.random() < 0.03:
                c["outcome"] = rng.choice(CHANGED)
                if c["outcome"] == "XFAIL":  # only a `fail` expectation entry makes an XFAIL
                    c["expectation"] = {"outcome": "fail", "reason": "planted", "reference": "test", "source": "test:1"}
                elif c["outcome"] in ("PASS", "XPASS") and (c.get("expectation") or {}).get("outcome") == "fail":
                    c["outcome"] = "XPASS"
                c["message"] = f"/root/build/cases/{c['area']}/synthetic.cpp:{rng.randint(1, 99)}: changed by the test"
            if c["observations"] and rng.random() < 0.05:
                o = c["observations"][0]
                o["value"] = (not o["value"]) if isinstance(o["value"], bool) else f"other {rng.randint(0, 9)}"
        (folder / f"run{i:02d}.json").write_text(json.dumps(b))


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
print(json.dumps({"cpu": c2 - c0, "wall": t2 - t0, "render": c2 - c1, "load": c1 - c0, "runs": len(runs),
                  "labels": len({r.label for r in runs}), "behavior_count": index["behavior_count"],
                  "areas": sorted({a["area"] for a in index["areas"]})}))
"""


@pytest.mark.skipif(not real_files(), reason="no real GPU bundle committed under bundles/ to build from")
def test_50_runs_of_every_case_load_and_render_within_10_s_of_cpu(tmp_path):
    """Measured in a fresh Python process (as `cudasem render` runs), not in the test process, whose
    heap, grown by every test before this one, makes the collector's passes cost more."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    bundles = tmp_path / "bundles"
    bundles.mkdir()
    synthetic_bundles(bundles)
    spent = []
    env = dict(os.environ, PYTHONPATH=str(Path(render.__file__).resolve().parents[2]))
    for attempt in range(3):  # the machine is shared: best of three measurements (stop at the first within)
        site = tmp_path / f"site{attempt}"
        out = subprocess.run(
            [sys.executable, "-c", MEASURE, str(bundles), str(site)],
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
            check=True,
        )
        m = json.loads(out.stdout.strip().splitlines()[-1])
        spent.append(m["cpu"])
        size = (site / "index.html").stat().st_size
        print(
            f"\n{RUNS} runs x {CASES} cases: load + validate + render {m['cpu']:.2f} s CPU ({m['wall']:.2f} s wall): "
            f"render {m['render']:.2f} s CPU, loading {m['load']:.2f} s CPU; index.html {size / 1e6:.2f} MB"
        )
        if m["cpu"] <= CPU_LIMIT_S:
            break
    assert m["runs"] == RUNS and m["behavior_count"] == CASES
    assert m["labels"] == RUNS
    assert size < INDEX_LIMIT, f"index.html is {size} bytes"
    assert min(spent) <= CPU_LIMIT_S, f"loading and rendering took {min(spent):.1f} s of CPU (budget {CPU_LIMIT_S} s)"
    # every area has its matrix page, every case its page
    assert len(list((site / "case").glob("*.html"))) == CASES
    areas = set(m["areas"])
    assert {p.stem for p in (site / "area").glob("*.html")} == {report_text.slug(a) for a in areas}


def test_50_real_bundles_load_and_validate_within_3_s_of_cpu(tmp_path):
    """Issue 25: loading and validating 50 bundles of 1,200 cases (the schema check compiled by
    fastjsonschema) costs at most 3 s of CPU on the 2-core machine."""
    from cudasem.model import bundle

    files = real_files()
    if not files:
        pytest.fail("no committed real bundle in bundles/")
    src = read(files[0])
    assert len(src["cases"]) >= 1200
    src["cases"] = src["cases"][:1200]  # the size; the committed runs hold more cases
    src["expected_cases"] = [c["id"] for c in src["cases"]]
    paths = []
    for i in range(50):
        b = copy.deepcopy(src)
        b["run"]["id"] = f"scale-{i}"
        b["run"]["started"] = f"2026-11-{i % 28 + 1:02d}T{i % 24:02d}:00:00Z"
        path = tmp_path / f"b{i:02d}.json"
        path.write_text(json.dumps(b))
        paths.append(path)
    spent = []
    for _ in range(3):  # the machine is shared: best of three measurements (stop at the first within)
        start = time.process_time()
        loaded = bundle.load_all(paths)
        spent.append(time.process_time() - start)
        assert len(loaded) == 50
        if spent[-1] <= 3.0:
            break
    assert min(spent) <= 3.0, f"{min(spent):.2f} s of CPU to load and validate 50 x {len(src['cases'])} cases"
