#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""A suite run against the project's stub libcuda.so.1 (CUDASEM_LIBCUDA, `ci/run test`) is
labelled as another library's, never as an NVIDIA driver's:

- the bundle is valid and its identity.driver_library names the stub, not NVIDIA's;
- the summary prints `driver library: NOT NVIDIA's (libcuda.so.1, <stub>)`;
- every case that ran loaded the stub, and no expectation entry judged any case (no XFAIL or
  XPASS: the entries describe NVIDIA's driver);
- with --keep-out BUNDLES_DIR, the run's copy in BUNDLES_DIR (the report's input) moves to
  BUNDLES_DIR/other-library/: a CI check is not a run to report.

    check_stub_run.py BUNDLE STUB_LIBRARY [--keep-out BUNDLES_DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "python"))

from cudasem.model.bundle import BundleError, load  # noqa: E402
from cudasem.run.summary import lines  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("bundle")
    ap.add_argument("stub")
    ap.add_argument("--keep-out")
    args = ap.parse_args()
    stub = os.path.realpath(args.stub)
    problems: list[str] = []
    try:
        bundle = load(args.bundle)
    except BundleError as e:
        print(f"check_stub_run: {e}")
        return 1
    ident = bundle["identity"]
    lib = ident.get("driver_library") or {}
    if lib.get("path") != stub:
        problems.append(f"identity.driver_library.path is {lib.get('path')!r}, not the stub {stub}")
    if lib.get("nvidia") is not False:
        problems.append(f"identity.driver_library.nvidia is {lib.get('nvidia')!r}, not false")
    if not ident.get("gpu_available"):
        problems.append(f"the stub's device was not used: {ident.get('no_gpu_reason')}")
    text = lines(bundle, args.bundle)[0]
    label = f"cudasem summary: driver library: NOT NVIDIA's ({lib.get('soname')}, {stub})"
    if not any(t.startswith(label) for t in text):
        problems.append(f"the summary lacks the line {label!r}")
    ran = [c for c in bundle["cases"] if c["outcome"] != "MISSING"]
    elsewhere = [c["id"] for c in ran if (c.get("driver_library") or {}).get("path") not in (None, stub)]
    if elsewhere:
        problems.append(f"{len(elsewhere)} cases loaded another library: {', '.join(elsewhere[:5])}")
    judged = [c["id"] for c in ran if c["outcome"] in ("XFAIL", "XPASS") or c.get("expectation")]
    if judged:
        problems.append(f"{len(judged)} cases were judged by NVIDIA's expectation entries: {', '.join(judged[:5])}")
    counts: dict[str, int] = {}
    for c in bundle["cases"]:
        counts[c["outcome"]] = counts.get(c["outcome"], 0) + 1
    left_out = sum(1 for c in ran if c.get("expectation_not_applied"))
    print(
        f"check_stub_run: {len(bundle['cases'])} cases against {stub}: "
        + ", ".join(f"{n} {o}" for o, n in sorted(counts.items()))
        + f"; {left_out} expectation entries not applied"
    )
    print(next(t for t in text if "driver library:" in t) if any("driver library:" in t for t in text) else "")
    if args.keep_out:
        out = Path(args.keep_out)
        run_id = bundle["run"].get("id")
        for copy in sorted(out.glob("*.json")):
            try:
                same = json.loads(copy.read_text()).get("run", {}).get("id") == run_id
            except (OSError, ValueError):
                continue
            if same:
                (out / "other-library").mkdir(exist_ok=True)
                copy.replace(out / "other-library" / copy.name)
                print(f"check_stub_run: kept out of the report's input: {out / 'other-library' / copy.name}")
    for p in problems:
        print(f"check_stub_run: FAILED: {p}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
