#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The case main's outcome classifier, checked without a GPU.

Runs the classifier cases (classifier_cases.cpp) against a stub libcuda.so.1 (one compute
capability 9.0 device, found through LD_LIBRARY_PATH) and checks, for each scenario, the record's
outcome and message and the exit code or signal that CTest would see: PASS, FAIL, XFAIL, XPASS,
FLAKY with retries, UNSUPPORTED (skip and unmet requirement), TIMEOUT, CRASH (signal, exit(0)),
an expectation whose failure does not match, a crash at exit after PASS, and the case's declared
environment applied when it is run directly.

    classifier_test.py CASES_BINARY STUB_LIB_DIR
"""

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

BINARY, STUB_DIR = sys.argv[1], sys.argv[2]
failures = []

# Expectation entries apply to NVIDIA's driver library only (harness/src/library.h): here the stub
# stands in for NVIDIA's, installed the way NVIDIA's packages install it (libcuda.so.1 -> a file
# named libcuda.so.<driver version>). other_library_test.py runs the stub as another library.
_NVIDIA_LIKE = tempfile.TemporaryDirectory(prefix="cudasem-nvidia-like-")
shutil.copy(Path(STUB_DIR) / "libcuda.so.1", Path(_NVIDIA_LIKE.name) / "libcuda.so.999.1.1")
(Path(_NVIDIA_LIKE.name) / "libcuda.so.1").symlink_to("libcuda.so.999.1.1")
STUB_DIR = _NVIDIA_LIKE.name


def run(case, expectations="", env_extra=None, timeout=60):
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        (tmp / "exp").mkdir()
        (tmp / "exp" / "x.txt").write_text(expectations)
        env = {k: v for k, v in os.environ.items() if not k.startswith(("CUDASEM_", "CUDA_"))}
        env.update({"LD_LIBRARY_PATH": STUB_DIR, "CUDASEM_RECORD_DIR": str(tmp),
                    "CUDASEM_EXPECTATIONS_DIR": str(tmp / "exp"), "CUDASEM_SELFTEST_DIR": str(tmp)})
        env.update(env_extra or {})
        p = subprocess.run([BINARY, f"--cudasem-case=selftest.classifier.{case}"], env=env,
                           capture_output=True, text=True, timeout=timeout)
        rec_path = tmp / f"selftest.classifier.{case}.json"
        record = json.loads(rec_path.read_text()) if rec_path.exists() else None
        return p, record


def check(name, cond, detail=""):
    if not cond:
        failures.append(f"{name}: {detail}")
    print(("ok   " if cond else "FAIL ") + name + ("" if cond else f"  -- {detail}"))


def expect(name, case, outcome, code, expectations="", env_extra=None, message_has=None):
    p, rec = run(case, expectations, env_extra)
    got = rec["outcome"] if rec else None
    check(f"{name}: outcome {outcome}", got == outcome, f"record says {got}; stderr: {p.stderr[-400:]}")
    check(f"{name}: exit {code}", p.returncode == code, f"exit {p.returncode}")
    if message_has:
        msg = rec.get("message", "") if rec else ""
        check(f"{name}: message names '{message_has}'", message_has in msg, msg[:300])
    return rec


expect("pass", "pass", "PASS", 0)
expect("fail", "fail", "FAIL", 1, message_has="the planted failure")
expect("skip", "skip", "UNSUPPORTED", 77, message_has="needs something this machine lacks")
expect("unmet requirement", "unmet_requirement", "UNSUPPORTED", 77, message_has="concurrentManagedAccess >= 2")
expect("hang", "hang", "TIMEOUT", 1, message_has="within its limit of 1 s")
rec = expect("segfault", "segfault", "CRASH", -signal.SIGSEGV, message_has="signal 11")
expect("exit(0) before the result", "exit_zero", "CRASH", 1, message_has="called exit()")
expect("crash at exit after PASS", "crash_at_exit_after_pass", "PASS", 0)
expect("declared environment applied when run directly", "declared_environment", "PASS", 0)

# Typed check records (the case contract).
rec = expect("a check records function, expected code and documented", "check_record", "PASS", 0)
obs = {o["name"]: o for o in (rec or {}).get("observations", [])}
free = obs.get("cudaFree[planted]") or {}
check("check record: name, value, type", free.get("value") == "cudaErrorInvalidValue (1)" and free.get("type") == "verdict",
      str(free))
check("check record: function, expected, documented",
      free.get("check") == {"function": "cudaFree", "expected": "cudaErrorInvalidValue (1)", "documented": True}, str(free))
ex = obs.get("cudaLaunchKernelEx[planted]") or {}
check("a C++ wrapper is judged by its C function",
      ex.get("check") == {"function": "cudaLaunchKernelExC", "expected": None, "documented": True}, str(ex))
expect("an unknown function is a harness error", "unknown_function", "FAIL", 1,
       message_has="harness: notACudaFunction has no documented return codes")
expect("a bare observation name is a harness error", "bare_observation_name", "FAIL", 1,
       message_has="harness: observation name 'result' is not a label")
expect("an expected code the function does not document is a harness error", "undocumented_expected_code", "FAIL", 1,
       message_has="neither among the codes cudaFree documents nor named in the case's citation")
bad_key = "selftest.classifier.fail | fail | any | planted | test |  | r=cudaSuccess (0)\n"
expect("an expectation keyed on a variable's name is a parse error", "fail", "FAIL", 1, bad_key,
       message_has="which is not a name a case records")

# Expectations: an entry hides only the failure it names.
named = "selftest.classifier.fail | fail | any | planted | test |  | planted_value=2 ; message~the planted failure\n"
expect("expected failure", "fail", "XFAIL", 0, named)
other = "selftest.classifier.fail | fail | any | planted | test |  | planted_value=3\n"
expect("failure other than the one expected", "fail", "FAIL", 1, other, message_has="observed planted_value=2")
stale = "selftest.classifier.pass | fail | any | stale | test |  | planted_value=1\n"
expect("stale entry", "pass", "XPASS", 1, stale, message_has="the entry is stale")
wild = "selftest.classifier.* | fail | any | everything | test |  | any failure\n"
rec = expect("wildcard entry (explicit opt-in)", "fail", "XFAIL", 0, wild)
check("wildcard entry is marked in the record", bool(rec and rec["expectation"].get("wildcard")), str(rec and rec["expectation"]))
expect("malformed expectations fail the case", "pass", "FAIL", 1, "selftest.classifier.pass | fail | driver>=abc | r | ref |  | x=1\n",
       message_has="x.txt:1")

# Retries: only a failure is retried, in a fresh process; fail-then-pass is FLAKY.
rec = expect("fail then pass with a retry", "fail_then_pass", "FLAKY", 0, env_extra={"CUDASEM_RETRIES": "1"})
check("flaky record lists both attempts", rec is not None and len(rec["attempts"]) == 2, str(rec and rec["attempts"]))
expect("fail then pass without retries", "fail_then_pass", "FAIL", 1)
rec = expect("a failure retried stays FAIL", "fail", "FAIL", 1, env_extra={"CUDASEM_RETRIES": "2"})
check("three attempts recorded", rec is not None and len(rec["attempts"]) == 3, str(rec and rec["attempts"]))
rec = expect("a retry that hangs is TIMEOUT", "fail_then_hang", "TIMEOUT", 1, env_extra={"CUDASEM_RETRIES": "1"})
check("the hanging retry is attempt 2", rec is not None and len(rec["attempts"]) == 2, str(rec and rec["attempts"]))
# An inherited environment that looks like a retry changes nothing.
expect("inherited retry variables are ignored", "pass", "PASS", 0,
       env_extra={"CUDASEM_ATTEMPT": "7", "CUDASEM_PREVIOUS_ATTEMPTS": "[{\"outcome\":\"FAIL\"}]",
                  "CUDASEM_RETRY_OF": "1"})

# Issue 29 defect 6: every CUDASEM_* value is parsed by one parser (booleans 1/0, on/off,
# true/false, yes/no in any case; integers in a range); an invalid one FAILs the case, naming it.
named_pass = "selftest.classifier.fail | fail | any | planted | test |  | planted_value=2\n"
for spelling in ("OFF", "0", "no", "False"):
    expect(f"CUDASEM_EXPECTATIONS={spelling} turns expectations off", "fail", "FAIL", 1, named_pass,
           env_extra={"CUDASEM_EXPECTATIONS": spelling})
expect("CUDASEM_EXPECTATIONS=ON keeps them on", "fail", "XFAIL", 0, named_pass, env_extra={"CUDASEM_EXPECTATIONS": "ON"})
skip_entry = "selftest.classifier.pass | skip | any | planted skip | test\n"
expect("a skip entry skips", "pass", "UNSUPPORTED", 77, skip_entry)
expect("CUDASEM_RUN_SKIPPED=yes runs a skipped case", "pass", "PASS", 0, skip_entry,
       env_extra={"CUDASEM_RUN_SKIPPED": "yes"})
expect("CUDASEM_RETRIES=2x FAILs", "pass", "FAIL", 1, env_extra={"CUDASEM_RETRIES": "2x"},
       message_has="CUDASEM_RETRIES='2x'")
expect("CUDASEM_RETRIES out of range FAILs", "pass", "FAIL", 1,
       env_extra={"CUDASEM_RETRIES": "99999999999999999999"}, message_has="CUDASEM_RETRIES='99999999999999999999'")
expect("CUDASEM_EXPECTATIONS=maybe FAILs", "pass", "FAIL", 1, env_extra={"CUDASEM_EXPECTATIONS": "maybe"},
       message_has="CUDASEM_EXPECTATIONS='maybe' is not a boolean")
expect("CUDASEM_RUN_SKIPPED=2 FAILs", "pass", "FAIL", 1, env_extra={"CUDASEM_RUN_SKIPPED": "2"},
       message_has="CUDASEM_RUN_SKIPPED='2'")
rec = expect("CUDASEM_RETRIES= 1 (blanks) retries", "fail_then_pass", "FLAKY", 0, env_extra={"CUDASEM_RETRIES": " 1 "})

print(f"classifier: {len(failures)} failure(s)")
sys.exit(1 if failures else 0)
