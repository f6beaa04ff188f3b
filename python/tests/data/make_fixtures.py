"""Writes the planted bundles of this folder (run once by hand; the JSON files are the fixtures).

    python python/tests/data/make_fixtures.py

Five runs of one suite revision in the exact structure `cudasem.run.record.assemble` writes:
H100 on two drivers (the newer one with a planted regression, an improvement, an added,
a removed and a missing case), H200, 2x H200 and L4 (CRASH, TIMEOUT, XFAIL). Every outcome
appears at least once. The values are made up but shaped like the harness's records.
"""

import json
from pathlib import Path

HERE = Path(__file__).parent
COMMIT = "cdb2d17031f71cfd36b59ebacd376c1b8f33f839"
RT = ("RT", "CUDA Runtime API reference")
SYNC = ("SYNC", "CUDA Runtime API, API synchronization behavior")
PG = ("PG", "CUDA C++ Programming Guide")
RT_URL = "https://docs.nvidia.com/cuda/cuda-runtime-api/"
SYNC_URL = "https://docs.nvidia.com/cuda/cuda-runtime-api/api-sync-behavior.html"
PG_URL = "https://docs.nvidia.com/cuda/cuda-c-programming-guide/index.html"

GDP = "host_memory.mapped.get_device_pointer_rejects_nonzero_flags"
D2H = "memcpy.async.d2h_pageable_blocks"
EVT = "events.elapsed_time.disable_timing_rejected"

# id: (test, kind, (doc key, title), section, quote, url, requirements)
CASES = {
    GDP: (
        "CudaHostGetDevicePointer.RejectsNonZeroFlags",
        "semantics",
        RT,
        "cudaHostGetDevicePointer",
        "flags provides for future releases. For now, it must be set to 0.",
        RT_URL + "group__CUDART__MEMORY.html",
        ["canMapHostMemory >= 1"],
    ),
    "host_memory.alloc.portable_visible_from_all_devices": (
        "CudaHostAlloc.PortableVisibleFromAllDevices",
        "semantics",
        RT,
        "cudaHostAlloc",
        "The memory returned by this call will be considered as pinned memory by all CUDA contexts, "
        "not just the one that performed the allocation.",
        RT_URL + "group__CUDART__MEMORY.html",
        ["gpus >= 2"],
    ),
    D2H: (
        "CudaMemcpyAsync.D2HPageableBlocks",
        "semantics",
        SYNC,
        "Asynchronous",
        "For transfers from device memory to pageable host memory, the function will return only "
        "once the copy has completed.",
        SYNC_URL,
        [],
    ),
    "memcpy.async.h2d_pinned_does_not_block": (
        "CudaMemcpyAsync.H2DPinnedDoesNotBlock",
        "semantics",
        SYNC,
        "Asynchronous",
        "For transfers between device memory and pinned host memory, the function is fully asynchronous.",
        SYNC_URL,
        [],
    ),
    "memcpy.sync.h2d_pageable_returns_after_staging": (
        "CudaMemcpy.H2DPageableReturnsAfterStaging",
        "characterization",
        SYNC,
        "Synchronous",
        "For transfers from pageable host memory to device memory, a stream sync is performed before "
        "the copy is initiated.",
        SYNC_URL,
        [],
    ),
    "memcpy.bandwidth.h2d_pinned_near_link_rate": (
        "CudaMemcpyBandwidth.H2DPinnedNearLinkRate",
        "perf",
        PG,
        "Page-Locked Host Memory",
        "Copies between page-locked host memory and device memory can be performed concurrently with kernel execution",
        PG_URL,
        [],
    ),
    "streams.priority.range_is_reported": (
        "CudaDeviceGetStreamPriorityRange.Reports",
        "characterization",
        RT,
        "cudaDeviceGetStreamPriorityRange",
        "Returns in *leastPriority and *greatestPriority the numerical values that correspond to the "
        "least and greatest stream priorities respectively.",
        RT_URL + "group__CUDART__DEVICE.html",
        ["streamPrioritiesSupported >= 1"],
    ),
    "streams.legacy.default_stream_waits_for_blocking_streams": (
        "LegacyDefaultStream.WaitsForBlockingStreams",
        "semantics",
        PG,
        "Default Stream",
        "the legacy default stream is an implicit stream which synchronizes with all other blocking "
        "streams in the same CUcontext",
        PG_URL,
        [],
    ),
    EVT: (
        "CudaEventElapsedTime.DisableTimingRejected",
        "semantics",
        RT,
        "cudaEventElapsedTime",
        "If either event was created with the cudaEventDisableTiming flag, then this function will "
        "return cudaErrorInvalidResourceHandle.",
        RT_URL + "group__CUDART__EVENT.html",
        [],
    ),
    "callbacks.host_func.runs_in_stream_order": (
        "CudaLaunchHostFunc.RunsInStreamOrder",
        "semantics",
        RT,
        "cudaLaunchHostFunc",
        "The host function will be called after currently enqueued work and will block work added after it.",
        RT_URL + "group__CUDART__STREAM.html",
        [],
    ),
    "errors.sticky.trap_poisons_context": (
        "StickyError.TrapPoisonsContext",
        "semantics",
        RT,
        "cudaErrorLaunchFailure",
        "This leaves the process in an inconsistent state and any further CUDA work will return the same error.",
        RT_URL + "group__CUDART__TYPES.html",
        [],
    ),
    "graphs.instantiate.empty_graph_launches": (
        "CudaGraphInstantiate.EmptyGraphLaunches",
        "semantics",
        RT,
        "cudaGraphLaunch",
        "Executes graphExec in stream.",
        RT_URL + "group__CUDART__GRAPH.html",
        [],
    ),
    "managed.pageable.system_memory_accessible": (
        "PageableMemoryAccess.SystemMemoryAccessible",
        "semantics",
        PG,
        "System-Allocated Memory",
        "the GPU can access system-allocated memory",
        PG_URL,
        ["pageableMemoryAccess >= 1"],
    ),
    "uva.pointer_attributes.host_pointer_type": (
        "CudaPointerGetAttributes.HostPointerType",
        "semantics",
        RT,
        "cudaPointerGetAttributes",
        "cudaMemoryTypeHost = 1: Host memory",
        RT_URL + "group__CUDART__UNIFIED.html",
        ["unifiedAddressing >= 1"],
    ),
    "device.flags.schedule_spin_accepted": (
        "CudaSetDeviceFlags.ScheduleSpinAccepted",
        "semantics",
        RT,
        "cudaSetDeviceFlags",
        "cudaDeviceScheduleSpin: Instruct CUDA to actively spin when waiting for results from the device.",
        RT_URL + "group__CUDART__DEVICE.html",
        [],
    ),
}

CITES_GDP = "cases/host_memory/mapped/get_device_pointer_rejects_nonzero_flags.cpp:16: Failure\n"


def gpu(name, uuid, bus, pci, cc, mem, pcie, ordinal=0, **attrs):
    a = {
        "canMapHostMemory": 1,
        "unifiedAddressing": 1,
        "streamPrioritiesSupported": 1,
        "pageableMemoryAccess": 0,
        "computeCapabilityMajor": int(cc[0]),
        "computeCapabilityMinor": int(cc[2]),
        "computeMode": 0,
        "concurrentKernels": 1,
        "integrated": 0,
        "managedMemory": 1,
        "asyncEngineCount": 3 if cc == "8.9" else 5,
    }
    a.update(attrs)
    return {
        "ordinal": ordinal,
        "name": name,
        "uuid": uuid,
        "pci": {"bus_id": bus, "vendor_id": "0x10de", "device_id": pci, "subsystem_id": "0x16c110de"},
        "compute_capability": cc,
        "memory_bytes": mem,
        "mig_enabled": False,
        "ecc_enabled": True,
        "compute_mode": "default",
        "pcie": {"max_generation": pcie[0], "max_width": pcie[1]},
        "nvml": None,
        "attributes": dict(sorted(a.items())),
    }


H100 = gpu(
    "NVIDIA H100 80GB HBM3",
    "GPU-5b1e0e4c-7f6a-2b41-93c8-0f2d5e7a91c3",
    "0000:18:00.0",
    "0x2330",
    "9.0",
    85045526528,
    (5, 16),
)
H200 = gpu(
    "NVIDIA H200", "GPU-a31c9e02-44d8-6f1b-8e2a-7c90d4b15e66", "0000:1b:00.0", "0x2335", "9.0", 150754820096, (5, 16)
)
# The 2x H200 host runs a kernel with HMM: pageable memory access is on.
H200_HMM = gpu(
    "NVIDIA H200",
    "GPU-6d40b8a3-2c1e-47f9-a5d0-83e1f9c20b47",
    "0000:1b:00.0",
    "0x2335",
    "9.0",
    150754820096,
    (5, 16),
    pageableMemoryAccess=1,
)
H200B = gpu(
    "NVIDIA H200",
    "GPU-0e7d2f51-93ab-4c16-b0e4-29f6a8c3d712",
    "0000:43:00.0",
    "0x2335",
    "9.0",
    150754820096,
    (5, 16),
    ordinal=1,
    pageableMemoryAccess=1,
)
L4 = gpu("NVIDIA L4", "GPU-77c2a4e9-1d3b-8f05-6ea2-c4b9107f3d28", "0000:00:03.0", "0x27b8", "8.9", 23580639232, (4, 16))


def identity(gpus, driver, api):
    return {
        "gpu": gpus[0],
        "gpus": gpus,
        "gpu_available": True,
        "no_gpu_reason": None,
        "driver": {
            "version": driver,
            "version_source": "nvml",
            "api_version": api,
            "api_version_number": int(api.split(".")[0]) * 1000 + int(api.split(".")[1]) * 10,
        },
        "runtime": {"version": "13.0", "version_number": 13000},
        "toolkit": {"version": "13.0.88"},
        "os": {
            "name": "Linux",
            "distribution": "Ubuntu 24.04.3 LTS",
            "kernel": "6.8.0-85-generic",
            "machine": "x86_64",
            "hostname": "gpu-runner",
        },
    }


def err(name, code):
    return f"{name} ({code})"


# The API each case asserts (its section where that is a function), and the code its check expects.
API = {
    D2H: "cudaMemcpyAsync",
    "memcpy.async.h2d_pinned_does_not_block": "cudaMemcpyAsync",
    "memcpy.sync.h2d_pageable_returns_after_staging": "cudaMemcpy",
    "memcpy.bandwidth.h2d_pinned_near_link_rate": "cudaMemcpyAsync",
    "streams.legacy.default_stream_waits_for_blocking_streams": "cudaStreamSynchronize",
    "callbacks.host_func.runs_in_stream_order": "cudaLaunchHostFunc",
    "managed.pageable.system_memory_accessible": "cudaMallocManaged",
    "device.flags.schedule_spin_accepted": "cudaSetDeviceFlags",
    "graphs.instantiate.empty_graph_launches": "cudaGraphLaunch",
}
EXPECTED = {GDP: "cudaErrorInvalidValue (1)", EVT: "cudaErrorInvalidResourceHandle (400)"}
MEASURED = {"bandwidth_gbps", "link_gbps", "ratio"}


def observation(cid, api, name, value):
    """A record's observation as the harness writes it: a check is named after its function."""
    if name == "result":
        return {
            "name": api,
            "value": value,
            "type": "verdict",
            "check": {"function": api, "expected": EXPECTED.get(cid, "cudaSuccess (0)"), "documented": True},
        }
    kind = "measurement" if name in MEASURED else "verdict"
    return {"name": name, "value": value, "type": kind, **({"measurement": True} if kind == "measurement" else {})}


def case(cid, g, outcome, obs=(), message="", duration=0.31, expectation=None, attempts=None):
    test, kind, (doc, title), section, quote, url, reqs = CASES[cid]
    area = cid.split(".")[0]
    api = API.get(cid, section)
    entry = {
        "id": cid,
        "test": test,
        "area": area,
        "kind": kind,
        "labels": [kind, area],
        "citation": {
            "doc": doc,
            "document": title,
            "section": section,
            "quote": quote,
            "cuda_version": "13.0",
            "url": url,
        },
        "requirements": reqs,
        "api": [api],
        "outcome": outcome,
        "message": message,
        "duration_s": duration,
        "attempts": attempts or [{"attempt": 1, "outcome": outcome, "duration_s": duration, "message": message}],
        "observations": [observation(cid, api, n, v) for n, v in obs],
        "expectation": expectation,
        "device": {"ordinal": g["ordinal"], "name": g["name"], "uuid": g["uuid"]},
    }
    if "gpus >= 2" in reqs:
        entry["labels"].append("multi_gpu")
    if outcome == "MISSING":
        entry.update(
            message="no record: the case did not run (not built, filtered, or killed before it started)",
            duration_s=None,
            attempts=[],
            observations=[],
            device=None,
        )
    return entry


def unsupported(cid, g, req, have):
    return case(cid, g, "UNSUPPORTED", message=f"requires {req}; device 0 ({g['name']}) has {have}", duration=0.004)


def bundle(gpus, driver, api, started, ended, cases):
    cases = sorted(cases, key=lambda c: c["id"])
    return {
        "schema": "cudasem-bundle/1",
        "suite": {"version": "0.1.0", "commit": COMMIT, "dirty": False},
        "run": {
            "started": started,
            "ended": ended,
            "command": ["ctest", "-L", "semantics", "-j4"],
            "cwd": "/home/ci/cudasem/build/default",
            "device_selection": "all",
            "cuda_visible_devices": None,
        },
        "identity": identity(gpus, driver, api),
        "expected_cases": [c["id"] for c in cases],
        "cases": cases,
    }


def common(g, *, d2h, evt, gdp, pageable_have=0, gpus=1, priority=-5, staged=False, bw=(53.8, 63.0)):
    """The cases every run has, with per-run outcomes for the interesting ones."""
    ok = err("cudaSuccess", 0)
    out = [gdp, d2h, evt]
    out.append(
        case(
            "memcpy.async.h2d_pinned_does_not_block",
            g,
            "PASS",
            [("returned_before_release", True), ("gate_finished_at_return", False)],
            duration=0.12,
        )
    )
    out.append(
        case(
            "memcpy.sync.h2d_pageable_returns_after_staging",
            g,
            "PASS",
            [("returned_before_release", staged), ("bytes", 67108864)],
            duration=0.58,
        )
    )
    out.append(
        case(
            "memcpy.bandwidth.h2d_pinned_near_link_rate",
            g,
            "PASS",
            [("bandwidth_gbps", bw[0]), ("link_gbps", bw[1]), ("ratio", round(bw[0] / bw[1], 3))],
            duration=2.41,
        )
    )
    out.append(
        case(
            "streams.priority.range_is_reported",
            g,
            "PASS",
            [("greatest_priority", priority), ("least_priority", 0)],
            duration=0.22,
        )
    )
    out.append(
        case(
            "streams.legacy.default_stream_waits_for_blocking_streams",
            g,
            "PASS",
            [("rendezvous_met", False), ("result", ok)],
            duration=0.35,
        )
    )
    out.append(
        case(
            "callbacks.host_func.runs_in_stream_order", g, "PASS", [("order", "kernel,host_func,kernel")], duration=0.27
        )
    )
    if gpus >= 2:
        out.append(
            case(
                "host_memory.alloc.portable_visible_from_all_devices",
                g,
                "PASS",
                [("device_1_pointer_valid", True)],
                duration=0.64,
            )
        )
    else:
        out.append(unsupported("host_memory.alloc.portable_visible_from_all_devices", g, "gpus >= 2", 1))
    if pageable_have:
        out.append(case("managed.pageable.system_memory_accessible", g, "PASS", [("sum", 4096)]))
    else:
        out.append(unsupported("managed.pageable.system_memory_accessible", g, "pageableMemoryAccess >= 1", 0))
    return out


def gdp_pass(g):
    return case(GDP, g, "PASS", [("result", err("cudaErrorInvalidValue", 1))], duration=0.29)


def d2h_pass(g):
    return case(D2H, g, "PASS", [("returned_before_release", False), ("gate_finished_at_return", True)], duration=0.09)


def evt_pass(g):
    return case(EVT, g, "PASS", [("result", err("cudaErrorInvalidResourceHandle", 400))], duration=0.21)


EVT_EXPECT = {
    "outcome": "fail",
    "reason": "returns cudaErrorInvalidValue (1), not cudaErrorInvalidResourceHandle",
    "reference": "bundles/nvidia-h100-80gb-hbm3_575.57.08_20261002T091500Z.json",
    "source": "expectations/nvidia.txt:4",
}


def main():
    ok = err("cudaSuccess", 0)
    # H100, older driver: baseline.
    a = common(
        H100,
        gdp=gdp_pass(H100),
        d2h=d2h_pass(H100),
        evt=case(
            EVT,
            H100,
            "XFAIL",
            [("result", err("cudaErrorInvalidValue", 1))],
            "cases/events/elapsed_time/disable_timing_rejected.cpp:18: Failure\nresult\n"
            "    returned cudaErrorInvalidValue (1)\n    expected cudaErrorInvalidResourceHandle (400)",
            expectation=EVT_EXPECT,
        ),
    )
    a.append(
        case(
            "errors.sticky.trap_poisons_context",
            H100,
            "PASS",
            [("launch", err("cudaErrorLaunchFailure", 719)), ("next_call", err("cudaErrorLaunchFailure", 719))],
            duration=1.12,
        )
    )
    a.append(case("uva.pointer_attributes.host_pointer_type", H100, "PASS", [("type", "cudaMemoryTypeHost")]))
    a.append(case("device.flags.schedule_spin_accepted", H100, "PASS", [("result", ok)]))
    # H100, newer driver: D2H regression, EVT fixed (stale entry: XPASS), one added, one removed, one missing.
    b = common(
        H100,
        gdp=gdp_pass(H100),
        d2h=case(
            D2H,
            H100,
            "FAIL",
            [("returned_before_release", True), ("gate_finished_at_return", False)],
            "cases/memcpy/async/d2h_pageable_blocks.cpp:22: Failure\nprobe.returned_before_release\n"
            "    is true: cudaMemcpyAsync D2H into pageable memory returned while the gate still held "
            "the stream\n    expected it to return only once the copy has completed",
            duration=0.07,
        ),
        evt=case(
            EVT,
            H100,
            "XPASS",
            [("result", err("cudaErrorInvalidResourceHandle", 400))],
            "passed, but expectations/nvidia.txt:4 expects a failure (returns cudaErrorInvalidValue (1), "
            "not cudaErrorInvalidResourceHandle): the entry is stale",
            expectation=EVT_EXPECT,
        ),
    )
    b.append(
        case(
            "errors.sticky.trap_poisons_context",
            H100,
            "PASS",
            [("launch", err("cudaErrorLaunchFailure", 719)), ("next_call", err("cudaErrorLaunchFailure", 719))],
            duration=1.09,
        )
    )
    b.append(case("uva.pointer_attributes.host_pointer_type", H100, "MISSING"))
    b.append(case("graphs.instantiate.empty_graph_launches", H100, "PASS", [("result", ok)]))
    # H200, one GPU; the pinned H2D case needed its retry.
    c = common(H200, gdp=gdp_pass(H200), d2h=d2h_pass(H200), evt=evt_pass(H200), bw=(54.6, 63.0))
    flaky = [i for i, x in enumerate(c) if x["id"] == "memcpy.async.h2d_pinned_does_not_block"][0]
    msg = (
        "cases/memcpy/async/h2d_pinned_does_not_block.cpp:19: Failure\ncall_behind_gate_expecting_return\n"
        "    the call waited for the gate at watchdog delays of 50, 500 and 5000 ms"
    )
    c[flaky] = case(
        "memcpy.async.h2d_pinned_does_not_block",
        H200,
        "FLAKY",
        [("returned_before_release", True), ("gate_finished_at_return", False)],
        duration=0.11,
        attempts=[
            {"attempt": 1, "outcome": "FAIL", "duration_s": 5.62, "message": msg},
            {"attempt": 2, "outcome": "PASS", "duration_s": 0.11, "message": ""},
        ],
        expectation={
            "outcome": "flaky",
            "reason": "first cudaMemcpyAsync after context creation may wait for the pinned staging pool",
            "reference": "docs: SYNC Asynchronous",
            "source": "expectations/nvidia.txt:7",
        },
    )
    c.append(
        case(
            "errors.sticky.trap_poisons_context",
            H200,
            "PASS",
            [("launch", err("cudaErrorLaunchFailure", 719)), ("next_call", err("cudaErrorLaunchFailure", 719))],
        )
    )
    c.append(case("uva.pointer_attributes.host_pointer_type", H200, "PASS", [("type", "cudaMemoryTypeHost")]))
    c.append(case("graphs.instantiate.empty_graph_launches", H200, "PASS", [("result", ok)]))
    # 2x H200 with HMM.
    d = common(
        H200_HMM,
        gdp=gdp_pass(H200_HMM),
        d2h=d2h_pass(H200_HMM),
        evt=evt_pass(H200_HMM),
        gpus=2,
        pageable_have=1,
        bw=(54.9, 63.0),
    )
    d.append(case("uva.pointer_attributes.host_pointer_type", H200_HMM, "PASS", [("type", "cudaMemoryTypeHost")]))
    d.append(case("graphs.instantiate.empty_graph_launches", H200_HMM, "PASS", [("result", ok)]))
    # L4, older branch: CRASH, TIMEOUT, a known deviation (XFAIL) on the cudaHostGetDevicePointer case.
    gdp_l4 = case(
        GDP,
        L4,
        "XFAIL",
        [("result", ok)],
        CITES_GDP + "result\n    returned cudaSuccess (0)\n    expected cudaErrorInvalidValue (1)",
        expectation={
            "outcome": "fail",
            "reason": "driver 570 ignores flags != 0 and returns cudaSuccess",
            "reference": "bundles/nvidia-l4_570.172.08_20261105T140210Z.json",
            "source": "expectations/nvidia.txt:2",
        },
    )
    e = common(L4, gdp=gdp_l4, d2h=d2h_pass(L4), evt=evt_pass(L4), priority=-5, staged=True, bw=(24.7, 31.5))
    e.append(
        case(
            "errors.sticky.trap_poisons_context",
            L4,
            "CRASH",
            [("launch", err("cudaErrorLaunchFailure", 719))],
            "the process ended without writing its result (signal, abort or exit)",
            duration=0.93,
        )
    )
    e.append(case("uva.pointer_attributes.host_pointer_type", L4, "PASS", [("type", "cudaMemoryTypeHost")]))
    e.append(
        case(
            "graphs.instantiate.empty_graph_launches",
            L4,
            "TIMEOUT",
            [],
            "the case did not finish within its limit of 60 s",
            duration=60.0,
        )
    )
    files = {
        "nvidia-h100-80gb-hbm3_575.57.08_20261002T091500Z.json": bundle(
            [H100], "575.57.08", "12.9", "2026-10-02T09:15:00Z", "2026-10-02T09:15:41Z", a
        ),
        "nvidia-h100-80gb-hbm3_580.159.04_20261120T081200Z.json": bundle(
            [H100], "580.159.04", "13.0", "2026-11-20T08:12:00Z", "2026-11-20T08:12:39Z", b
        ),
        "nvidia-h200_580.159.04_20261120T101500Z.json": bundle(
            [H200], "580.159.04", "13.0", "2026-11-20T10:15:00Z", "2026-11-20T10:15:44Z", c
        ),
        "nvidia-h200_580.159.04_20261121T120000Z.json": bundle(
            [H200_HMM, H200B], "580.159.04", "13.0", "2026-11-21T12:00:00Z", "2026-11-21T12:00:47Z", d
        ),
        "nvidia-l4_570.172.08_20261105T140210Z.json": bundle(
            [L4], "570.172.08", "12.8", "2026-11-05T14:02:10Z", "2026-11-05T14:03:29Z", e
        ),
    }
    out = HERE / "bundles"
    out.mkdir(exist_ok=True)
    for name, b in files.items():
        (out / name).write_text(json.dumps(b, indent=1) + "\n")


if __name__ == "__main__":
    main()
