#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The identity's NVLink peak per GPU, checked without a GPU: the stub libcuda.so.1 (one device at a
PCI location) and a stub libnvidia-ml.so.1 (stub_nvml.cpp) whose links CUDASEM_STUB_NVLINK sets.

- active links x NVML_FI_DEV_NVLINK_SPEED_MBPS_COMMON: gpus[0].nvlink with the links, the rate, the
  field it came from, the peak in GB/s and the NVLink version;
- no common rate: each active link's NVML_FI_DEV_NVLINK_GET_SPEED, where they agree;
- no NVLink, no active link, or links whose rates disagree: no nvlink (never a zero).

    nvlink_test.py IDENTITY_EXE STUB_LIBCUDA STUB_NVML_DIR
"""

import json
import os
import subprocess
import sys

IDENTITY, STUB_CUDA, NVML_DIR = sys.argv[1], sys.argv[2], sys.argv[3]
failures = []


def check(name, cond, detail=""):
    if not cond:
        failures.append(f"{name}: {detail}")
    print(("ok   " if cond else "FAIL ") + name + ("" if cond else f"  -- {detail}"))


def gpu(links):
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("CUDASEM_", "CUDA_")) and k != "LD_LIBRARY_PATH"
    }
    env.update(CUDASEM_LIBCUDA=STUB_CUDA, LD_LIBRARY_PATH=NVML_DIR)
    if links is not None:
        env["CUDASEM_STUB_NVLINK"] = links
    p = subprocess.run(
        [IDENTITY], check=False, env=env, capture_output=True, text=True, timeout=60
    )
    if p.returncode != 0:
        return {"exit": p.returncode, "stderr": p.stderr[-400:]}
    gpus = json.loads(p.stdout).get("gpus") or [{}]
    return gpus[0]


g = gpu("18x26562:common")
check(
    "the stub NVML answered for the device",
    g.get("nvml") is None and g.get("pci", {}).get("bus_id"),
    str(g)[:400],
)
check(
    "18 active links x the common rate",
    g.get("nvlink")
    == {
        "active_links": 18,
        "link_MBps": 26562,
        "link_rate_field": "NVML_FI_DEV_NVLINK_SPEED_MBPS_COMMON",
        "peak_GBps": 478.116,
        "version": "4.0",
        "links_present": 18,
    },
    str(g.get("nvlink")),
)
g = gpu("4x25000:per_link")
n = g.get("nvlink") or {}
check(
    "no common rate: each active link's own rate, where they agree",
    (
        n.get("active_links"),
        n.get("link_MBps"),
        n.get("link_rate_field"),
        n.get("peak_GBps"),
    )
    == (4, 25000, "NVML_FI_DEV_NVLINK_GET_SPEED", 100.0),
    str(n),
)
for links, why in (
    (None, "no NVLink"),
    ("0x26562:common", "no active link"),
    ("4x25000:mixed", "links whose rates disagree"),
):
    g = gpu(links)
    check(
        f"{why}: no nvlink in the identity",
        "exit" not in g and "nvlink" not in g,
        str(g)[:400],
    )

if failures:
    print(f"{len(failures)} check(s) failed")
    sys.exit(1)
print("all checks passed")
