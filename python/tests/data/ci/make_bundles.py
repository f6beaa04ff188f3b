"""Writes the planted bundles of the CI tests (test_ci_*.py) beside this file.

    python python/tests/data/ci/make_bundles.py [--out DIR]   (default: beside this file)

The bundles go through the fixture's own `assemble` (python/cudasem/run/record.py) from a run.json
and per-case records, so
they have exactly the structure a real `ctest -L semantics` run writes. Five runs:

    h100-580   H100, driver 580.95.05, toolkit 13.0.88  (baseline of the new-driver check)
    h100-590   H100, driver 590.44.01, toolkit 13.0.88  (same GPU after a driver update)
    h200-580   H200, driver 580.95.05, toolkit 13.0.88
    h200-590   H200, driver 590.44.01, toolkit 13.0.88
    h100-580-tk129  H100, driver 580.95.05, toolkit 12.9.86

and h100-580 split into three shards (shard_of(id, 3)). Case ids say what the axis test
expects of them.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from tempfile import TemporaryDirectory

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))  # python/: the cudasem package without installing it

from cudasem.run.record import assemble  # noqa: E402
from cudasem.run.shard import shard_of  # noqa: E402

COMMIT = "0123456789abcdef0123456789abcdef01234567"

GPUS = {
    "h100": {
        "ordinal": 0,
        "name": "NVIDIA H100 80GB HBM3",
        "uuid": "GPU-5c8e0b1a-1111-2222-3333-444455556666",
        "pci": {
            "bus_id": "00000000:19:00.0",
            "vendor_id": "0x10de",
            "device_id": "0x2330",
            "subsystem_id": "0x16c110de",
        },
        "compute_capability": "9.0",
        "memory_bytes": 85520809984,
        "mig_enabled": False,
        "ecc_enabled": True,
        "compute_mode": "Default",
    },
    "h200": {
        "ordinal": 0,
        "name": "NVIDIA H200",
        "uuid": "GPU-9d2f7c3e-7777-8888-9999-aaaabbbbcccc",
        "pci": {
            "bus_id": "00000000:1B:00.0",
            "vendor_id": "0x10de",
            "device_id": "0x2335",
            "subsystem_id": "0x18be10de",
        },
        "compute_capability": "9.0",
        "memory_bytes": 150754820096,
        "mig_enabled": False,
        "ecc_enabled": True,
        "compute_mode": "Default",
    },
}

CASES = {  # id -> (area, test, citation section)
    "streams.ordering.follows_driver": ("streams", "StreamOrdering.FollowsDriver", "cudaStreamSynchronize"),
    "device_memory.alloc.follows_gpu": ("device_memory", "DeviceAlloc.FollowsGpu", "cudaMalloc"),
    "launch.config.follows_toolkit": ("launch", "LaunchConfig.FollowsToolkit", "cudaLaunchKernel"),
    "events.timing.inconsistent": ("events", "EventTiming.Inconsistent", "cudaEventElapsedTime"),
    "host_memory.mapped.always_passes": ("host_memory", "HostMapped.AlwaysPasses", "cudaHostGetDevicePointer"),
    "sync.device.fails_everywhere": ("sync", "DeviceSync.FailsEverywhere", "cudaDeviceSynchronize"),
    "memory_pools.trim.unsupported_on_h200": ("memory_pools", "PoolTrim.UnsupportedOnH200", "cudaMemPoolTrimTo"),
}

RUNS = {  # name -> (gpu, driver, toolkit, started, {case: outcome}); PASS unless listed
    "h100-580": ("h100", "580.95.05", "13.0.88", "2026-11-20T10:00:00Z", {"sync.device.fails_everywhere": "XFAIL"}),
    "h100-590": (
        "h100",
        "590.44.01",
        "13.0.88",
        "2026-11-21T10:00:00Z",
        {
            "streams.ordering.follows_driver": "FAIL",
            "events.timing.inconsistent": "FAIL",
            "sync.device.fails_everywhere": "XFAIL",
        },
    ),
    "h200-580": (
        "h200",
        "580.95.05",
        "13.0.88",
        "2026-11-20T11:00:00Z",
        {
            "device_memory.alloc.follows_gpu": "FAIL",
            "events.timing.inconsistent": "FAIL",
            "sync.device.fails_everywhere": "FAIL",
            "memory_pools.trim.unsupported_on_h200": "UNSUPPORTED",
        },
    ),
    "h200-590": (
        "h200",
        "590.44.01",
        "13.0.88",
        "2026-11-21T11:00:00Z",
        {
            "streams.ordering.follows_driver": "FAIL",
            "device_memory.alloc.follows_gpu": "CRASH",
            "sync.device.fails_everywhere": "XFAIL",
            "memory_pools.trim.unsupported_on_h200": "UNSUPPORTED",
        },
    ),
    "h100-580-tk129": (
        "h100",
        "580.95.05",
        "12.9.86",
        "2026-11-20T12:00:00Z",
        {"launch.config.follows_toolkit": "FAIL", "sync.device.fails_everywhere": "XFAIL"},
    ),
}

MESSAGES = {
    "PASS": "",
    "UNSUPPORTED": "requires memoryPoolsSupported >= 1; the device has 0",
    "FAIL": "expected cudaSuccess, got cudaErrorInvalidValue (invalid argument)",
    "XFAIL": "expected cudaSuccess, got cudaErrorNotSupported (operation not supported)",
    "CRASH": "the case process died of signal 11 (SIGSEGV)",
}


def identity(gpu: str, driver: str, toolkit: str) -> dict:
    return {
        "gpu_available": True,
        "no_gpu_reason": None,
        "gpus": [GPUS[gpu]],
        "driver": {
            "version": driver,
            "version_source": "nvml",
            "api_version": "13.0" if driver.startswith("58") else "13.1",
            "api_version_number": 13000 if driver.startswith("58") else 13010,
        },
        "runtime": {"version": toolkit.rsplit(".", 1)[0], "version_number": 13000},
        "toolkit": {"version": toolkit},
        "os": {
            "name": "Linux",
            "distribution": "Ubuntu 24.04.3 LTS",
            "kernel": "6.8.0-79-generic",
            "machine": "x86_64",
            "hostname": f"gpu-{gpu}",
        },
        "cuda_visible_devices": None,
        "device_selection": "all",
    }


def metadata(cid: str) -> dict:
    area, test, section = CASES[cid]
    return {
        "id": cid,
        "test": test,
        "area": area,
        "kind": "semantics",
        "labels": ["semantics", area],
        "citation": {
            "doc": "RT",
            "document": "CUDA Runtime API reference",
            "section": section,
            "quote": "planted test data",
            "cuda_version": "13.0",
            "url": None,
        },
        "requirements": [],
    }


def bundle(name: str, cases: list[str], command: list[str]) -> dict:
    gpu, driver, toolkit, started, outcomes = RUNS[name]
    run = {
        "schema": "cudasem-run/1",
        "started": started,
        "command": command,
        "cwd": "/home/ci/cudasem/build/default",
        "build_dir": "/home/ci/cudasem/build/default",
        "suite": {"version": "0.1.0", "commit": COMMIT, "dirty": False},
        "identity": identity(gpu, driver, toolkit),
        "expected_cases": sorted(cases),
        "case_metadata": {cid: metadata(cid) for cid in cases},
    }
    with TemporaryDirectory() as tmp:
        records = Path(tmp)
        for cid in cases:
            outcome = outcomes.get(cid, "PASS")
            rec = {
                "case": metadata(cid),
                "outcome": outcome,
                "message": MESSAGES[outcome],
                "duration_s": 0.25,
                "observations": [],
                "attempts": [{"attempt": 1, "outcome": outcome, "duration_s": 0.25, "message": MESSAGES[outcome]}],
                "expectation": None,
                "device": GPUS[gpu],
            }
            if outcome == "XFAIL":
                rec["expectation"] = {
                    "outcome": "fail",
                    "reason": "planted known failure",
                    "reference": "https://cudasem.invalid/issues/1",
                    "source": "expectations/planted.toml",
                }
            (records / f"{cid}.json").write_text(json.dumps(rec))
        out = assemble(run, records)
    out["run"]["ended"] = started.replace(":00:00Z", ":05:00Z")  # assemble stamps now()
    return out


def write(path: Path, data: dict) -> None:
    path.write_text(json.dumps(data, indent=1) + "\n")


def main() -> None:
    ap = argparse.ArgumentParser(description="Writes the planted bundles of the CI tests.")
    ap.add_argument("--out", type=Path, default=HERE, help="the folder to write them to (default: beside this file)")
    out = ap.parse_args().out
    every = sorted(CASES)
    for name in RUNS:
        write(out / f"{name}.json", bundle(name, every, ["ctest", "-L", "semantics"]))
    for index in range(3):
        part = [cid for cid in every if shard_of(cid, 3) == index]
        write(
            out / f"h100-580-shard{index}.json",
            bundle("h100-580", part, ["ctest", "-L", "semantics", "-I", f"0,0,0,{index + 1}"]),
        )


if __name__ == "__main__":
    main()
