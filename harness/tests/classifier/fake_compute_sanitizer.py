#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""A stand-in for compute-sanitizer in the GPU-free classifier test: runs the command after its
options, then writes a log as the real tool does. FAKE_SANITIZER says what the log holds:
clean (0 errors), errors (two findings, one of them twice), nosummary (the tool did not finish)."""

import os
import subprocess
import sys

args = sys.argv[1:]
opts = {}
while args and args[0].startswith("--"):
    opts[args[0]] = args[1]
    args = args[2:]
env = dict(os.environ, FAKE_SANITIZER_TOOL=opts.get("--tool", ""))
code = subprocess.run(args, env=env).returncode
mode = os.environ.get("FAKE_SANITIZER", "clean")
lines = ["========= COMPUTE-SANITIZER"]
if mode == "errors":
    for addr in ("0x10", "0x14"):
        lines += ["========= Invalid __global__ write of size 4 bytes",
                  "=========     at planted_kernel(int *)+0x70",
                  f"=========     Address {addr} is out of bounds", "========="]
    lines += ["========= Uninitialized __global__ memory read of size 4 bytes", "=========     at other()", "========="]
    lines.append("========= ERROR SUMMARY: 3 errors")
elif mode == "clean":
    lines.append("========= ERROR SUMMARY: 0 errors")
with open(opts["--log-file"], "w") as f:
    f.write("\n".join(lines) + "\n")
sys.exit(code if code >= 0 else 128 - code)
