"""Writes the synthetic perf bundles of this folder (run once by hand; the JSON files are the
fixtures of python/tests/test_perf.py and python/tests/test_browser_perf.py).

    python python/tests/data/perf/make_perf_fixtures.py

Three runs shaped like the perf cases' records (cases/perf/perf.h names): H100 on
580.159.04 twice (the newer run with planted changes) and H200. Planted in the newer H100 run:
  - pinned.h2d at 1 GiB: median 20% lower, outside the baseline's spread -> perf regression;
  - launch_sync: median 30% higher (a time: worse)                     -> perf regression;
  - pageable.h2d at 128 MiB: 5% lower, outside the spread               -> changed, no regression;
  - pinned.d2h at 1 GiB: inside the spread                              -> unchanged;
  - pcie.cur_gen: 5 -> 4 (the link trained below its maximum)           -> changed (a fact).
The values are made up.
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parent))
from make_fixtures import H100, H200, bundle  # noqa: E402

RT_URL = "https://docs.nvidia.com/cuda/cuda-runtime-api/"
SIZES = [4096 * 8**i for i in range(7)]  # 4 KiB .. 1 GiB
PINNED_Q = (
    "Since the memory can be accessed directly by the device, it can be read or written with much "
    "higher bandwidth than pageable memory obtained with functions such as malloc()."
)
CASES = {
    "perf.transfer.pinned_bandwidth_sweep": ("PerfTransfer.PinnedSweep", "cudaHostAlloc", PINNED_Q),
    "perf.transfer.pageable_bandwidth_sweep": ("PerfTransfer.PageableSweep", "cudaMallocHost", PINNED_Q),
    "perf.device_memory.d2d_copy_bandwidth": (
        "PerfDeviceMemory.D2dCopyBandwidth",
        "cudaDeviceAttr (cudaDevAttrMemoryClockRate)",
        "Peak memory clock frequency in kilohertz",
    ),
    "perf.latency.empty_kernel_launch": (
        "PerfLatency.EmptyKernelLaunch",
        "cudaStreamSynchronize",
        "Blocks until stream has completed all operations.",
    ),
}


def perf_case(cid, g, obs, duration):
    test, section, quote = CASES[cid]
    return {
        "id": cid,
        "test": test,
        "area": "perf",
        "kind": "perf",
        "labels": ["perf", "perf"],
        "citation": {
            "doc": "RT",
            "document": "CUDA Runtime API reference",
            "section": section,
            "quote": quote,
            "cuda_version": "13.0",
            "url": RT_URL,
        },
        "requirements": [],
        "outcome": "PASS",
        "message": "",
        "duration_s": duration,
        "attempts": [{"attempt": 1, "outcome": "PASS", "duration_s": duration, "message": ""}],
        "observations": [{"name": n, "value": v} for n, v in obs],
        "expectation": None,
        "device": {"ordinal": g["ordinal"], "name": g["name"], "uuid": g["uuid"]},
    }


def stats(name, median, spread=0.02, at=None):
    suffix = f"@{at}" if at is not None else ""
    return [
        (f"{name}.min{suffix}", round(median * (1 - spread), 3)),
        (f"{name}.median{suffix}", round(median, 3)),
        (f"{name}.max{suffix}", round(median * (1 + spread), 3)),
    ]


def link(cur_gen=5, dram=3352.3):
    return [
        ("pcie.max_gen.gen", 5),
        ("pcie.max_width.lanes", 16),
        ("pcie.cur_gen.gen", cur_gen),
        ("pcie.cur_width.lanes", 16),
        ("limit.pcie_max.GBps", 63.015),
        ("limit.pcie_cur.GBps", 63.015),
        ("memory.clock.MHz", 2619.0),
        ("memory.bus_width.bits", 5120),
        ("limit.dram.GBps", dram),
    ]


def rate_curve(peak, size):
    """A copy rate that rises with size towards `peak` (latency-bound at small sizes)."""
    return peak * size / (size + 2 * 1024 * 1024 * 0.25)


def transfer(prefix, peaks, changes=None, cur_gen=5):
    changes = changes or {}
    obs = link(cur_gen)
    best = {}
    for size in SIZES:
        for d, peak in peaks.items():
            m = rate_curve(peak, size) * changes.get((d, size), 1.0)
            obs += stats(f"{prefix}.{d}.GBps", round(m, 3), at=size)
            best[d] = max(best.get(d, 0), round(m, 3))
    for d, b in best.items():
        limit = 63.015 * (2 if d == "bidir" else 1)
        obs += [
            (f"{prefix}.{d}.best.GBps", b),
            (f"{prefix}.{d}.limit.GBps", limit),
            (f"{prefix}.{d}.best_to_limit.x", round(b / limit, 4)),
        ]
    return obs


def d2d(peak, dram):
    obs = link(dram=dram)
    best = 0
    for size in SIZES:
        m = round(rate_curve(peak, size / 16), 1)
        obs += stats("d2d.GBps", m, at=size)
        best = max(best, m)
    return obs + [("d2d.best.GBps", best), ("d2d.limit.GBps", dram), ("d2d.best_to_limit.x", round(best / dram, 4))]


def launch(sync_us):
    return (
        stats("launch_call.us", 2.1, 0.1) + stats("launch_sync.us", sync_us, 0.08) + stats("launch_events.us", 1.6, 0.1)
    )


def run(g, peaks_pinned, peaks_pageable, dram, sync_us, pinned_changes=None, pageable_changes=None, cur_gen=5):
    return [
        perf_case(
            "perf.transfer.pinned_bandwidth_sweep", g, transfer("pinned", peaks_pinned, pinned_changes, cur_gen), 2.6
        ),
        perf_case(
            "perf.transfer.pageable_bandwidth_sweep",
            g,
            transfer("pageable", peaks_pageable, pageable_changes, cur_gen),
            3.4,
        ),
        perf_case("perf.device_memory.d2d_copy_bandwidth", g, d2d(0.8 * dram, dram), 0.9),
        perf_case("perf.latency.empty_kernel_launch", g, launch(sync_us), 0.3),
    ]


def main():
    pinned = {"h2d": 55.1, "d2h": 55.6, "bidir": 101.2}
    pageable = {"h2d": 21.3, "d2h": 18.9, "bidir": 30.5}
    gib, mib128 = 1 << 30, 128 << 20
    files = {
        "nvidia-h100-80gb-hbm3_580.159.04_20261122T090000Z.json": bundle(
            [H100],
            "580.159.04",
            "13.0",
            "2026-11-22T09:00:00Z",
            "2026-11-22T09:00:31Z",
            run(H100, pinned, pageable, 3352.3, 9.8),
        ),
        "nvidia-h100-80gb-hbm3_580.159.04_20261123T090000Z.json": bundle(
            [H100],
            "580.159.04",
            "13.0",
            "2026-11-23T09:00:00Z",
            "2026-11-23T09:00:33Z",
            run(
                H100,
                pinned,
                pageable,
                3352.3,
                9.8 * 1.3,
                pinned_changes={("h2d", gib): 0.8, ("d2h", gib): 1.01},
                pageable_changes={("h2d", mib128): 0.95},
                cur_gen=4,
            ),
        ),
        "nvidia-h200_580.159.04_20261122T100000Z.json": bundle(
            [H200],
            "580.159.04",
            "13.0",
            "2026-11-22T10:00:00Z",
            "2026-11-22T10:00:30Z",
            run(
                H200, {"h2d": 55.8, "d2h": 55.9, "bidir": 103.0}, {"h2d": 23.0, "d2h": 19.4, "bidir": 31.0}, 4915.2, 9.1
            ),
        ),
    }
    for name, data in files.items():
        data["run"]["command"] = ["ctest", "-L", "perf"]
        (HERE / name).write_text(json.dumps(data, indent=1) + "\n")
        print(f"wrote {HERE / name}")


if __name__ == "__main__":
    main()
