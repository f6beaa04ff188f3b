#!/usr/bin/env python3
"""A fake cudasem-identity: the identity of a machine with one fake GPU (its fake cases pass, and no
case passes without a GPU), as the real tool prints it; FAKE_IDENTITY=no-gpu: without a GPU.
FAKE_IDENTITY=fail exits 3, =hang sleeps, =garbage prints no JSON, =bad prints a wrong field."""

import json
import os
import sys
import time

how = os.environ.get("FAKE_IDENTITY", "")
if how == "fail":
    print("fake identity: cannot load libnvidia-ml.so.1", file=sys.stderr)
    sys.exit(3)
if how == "hang":
    time.sleep(600)
if how == "garbage":
    print("Segmentation fault?")
    sys.exit(0)
GPU = {
    "ordinal": 0,
    "name": "Fake GPU",
    "uuid": "GPU-00000000-0000-0000-0000-000000000000",
    "pci": {"bus_id": "00000000:00:00.0", "vendor_id": "0x10de", "device_id": None},
    "compute_capability": "9.0",
    "memory_bytes": 1 << 30,
}
ident = {
    "gpu_available": how != "no-gpu",
    "no_gpu_reason": "no CUDA driver: cannot load libcuda.so.1" if how == "no-gpu" else None,
    "gpus": [] if how == "no-gpu" else [GPU],
    "driver": {"version": None, "version_source": "no NVML", "api_version": None, "api_version_number": 0},
    "runtime": {"version": "13.0", "version_number": 13000},
    "toolkit": {"version": "13.0.88"},
    "os": {"name": "Linux", "distribution": "Fake", "kernel": "6.0", "machine": "x86_64", "hostname": "fake"},
    "cuda_visible_devices": os.environ.get("CUDA_VISIBLE_DEVICES"),
    "device_selection": os.environ.get("CUDASEM_DEVICE") or "all",
}
if how == "bad":
    ident["os"] = "Linux"
print(json.dumps(ident, indent=2))
