#!/usr/bin/env python3
"""A fake case binary: `--cudasem-list` prints the metadata of the fake cases, `--cudasem-case=ID`
writes ID's record to $CUDASEM_RECORD_DIR as harness/src/main.cpp does and exits like a case.

The id says what happens: *.passes PASS, *.fails FAIL, *.unsupported UNSUPPORTED (exit 77),
*.slow PASS after FAKE_SLOW seconds, *.measures PASS with a measurement. FAKE_FAIL=id,id makes
those cases FAIL; FAKE_NO_RECORD=1 exits without a record; FAKE_RUN_ID=1 names the run (the
records folder's run-id file) in the record, as a harness that knows the run id would."""

import datetime as dt
import json
import os
import sys
import time

IDS = [
    "alpha.one.passes",
    "alpha.two.passes",
    "beta.one.fails",
    "beta.two.unsupported",
    "gamma.one.slow",
    "delta.one.measures",
]


def meta(cid):
    kind = "perf" if cid.endswith("measures") else "semantics"
    return {
        "id": cid,
        "test": "Fake." + cid.replace(".", "_"),
        "area": cid.split(".")[0],
        "kind": kind,
        "labels": [kind, cid.split(".")[0]],
        "citation": {"doc": "RT", "section": "fake", "quote": "fake", "cuda_version": "13.0"},
        "requirements": [],
    }


def now():
    return dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def main():
    arg = sys.argv[1]
    if arg == "--cudasem-list":
        print(json.dumps([meta(c) for c in IDS]))
        return 0
    cid = arg.split("=", 1)[1]
    started = now()
    obs = [{"name": "returned", "value": {"name": "cudaSuccess", "code": 0}, "type": "verdict"}]
    outcome, code, message, failures = "PASS", 0, "", []
    if cid.endswith("fails") or cid in os.environ.get("FAKE_FAIL", "").split(","):
        outcome, code, message = "FAIL", 1, "fake.cpp:7: fake: expected cudaSuccess, got cudaErrorInvalidValue"
        failures = [{"file": "fake.cpp", "line": 7, "summary": "fake: expected cudaSuccess, got cudaErrorInvalidValue"}]
    elif cid.endswith("unsupported"):
        outcome, code, message = "UNSUPPORTED", 77, "requires 2 GPUs; this machine has 0"
    elif cid.endswith("slow"):
        time.sleep(float(os.environ.get("FAKE_SLOW", "0")))
    elif cid.endswith("measures"):
        obs.append({"name": "copy.GBps", "value": 12.5, "type": "measurement", "series": "copy", "unit": "GBps"})
    if os.environ.get("FAKE_NO_RECORD") == "1":
        return code
    folder = os.environ["CUDASEM_RECORD_DIR"]
    record = {
        "schema": "cudasem-record/2",
        "id": cid,
        "test": meta(cid)["test"],
        "outcome": outcome,
        "message": message,
        "duration_s": 0.01,
        "attempts": [{"attempt": 1, "outcome": outcome, "duration_s": 0.01, "message": message}],
        "observations": obs,
        "failures": failures,
        "expectation": None,
        "device": None,
        "driver_version": None,
        "case": meta(cid),
        "pid": os.getpid(),
        "started": started,
        "ended": now(),
    }
    if os.environ.get("FAKE_RUN_ID") == "1":
        with open(os.path.join(folder, "run-id")) as f:
            record["run_id"] = f.read().strip()
    path = os.path.join(folder, cid + ".json")
    with open(f"{path}.{os.getpid()}.tmp", "w") as f:
        json.dump(record, f)
    os.replace(f"{path}.{os.getpid()}.tmp", path)
    return code


if __name__ == "__main__":
    sys.exit(main())
