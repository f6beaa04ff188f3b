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

# Every record the harness renders is checked against schema/record.schema.json (the tools' own
# check: python/cudasem/model/schemas.py, fastjsonschema from python/requirements.txt).
sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "python"))
try:
    from cudasem.model.bundle import schema_error
except ImportError as e:  # the interpreter CMake found lacks python/requirements.txt
    print(f"classifier_test: cannot check records against their schema ({e}); "
          "install python/requirements.txt for this interpreter", file=sys.stderr)
    sys.exit(1)

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
        if record is not None:
            problem = schema_error(record, "record")
            check(f"{case}: the record matches schema/record.schema.json", problem is None, str(problem))
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
invalid = {"name": "cudaErrorInvalidValue", "code": 1}
check("check record: name, value, type", free.get("value") == invalid and free.get("type") == "verdict", str(free))
check("check record: function, expected, documented",
      free.get("check") == {"function": "cudaFree", "expected": invalid, "documented": True}, str(free))
ex = obs.get("cudaLaunchKernelEx[planted]") or {}
check("a C++ wrapper is judged by its C function",
      ex.get("check") == {"function": "cudaLaunchKernelExC", "expected": None, "documented": True}, str(ex))
rec = expect("typed values", "typed_values", "FAIL", 1, message_has="the planted typed failure")
obs = {o["name"]: o for o in (rec or {}).get("observations", [])}
check("a code is {name, code}", obs.get("returned_code", {}).get("value") == invalid, str(obs.get("returned_code")))
check("a verdict carries its expected value",
      obs.get("copied_bytes") == {"name": "copied_bytes", "value": 16, "type": "verdict", "expected": 16},
      str(obs.get("copied_bytes")))
check("a quantity carries series, unit, stat and at",
      obs.get("copy.h2d.GBps.median@4096") == {"name": "copy.h2d.GBps.median@4096", "value": 1.5, "type": "measurement",
                                               "series": "copy.h2d", "unit": "GBps", "stat": "median", "at": 4096},
      str(obs))
fails = (rec or {}).get("failures") or [{}]
check("a failed assertion is {file, line, summary}",
      len(fails) == 1 and fails[0].get("file", "").endswith("classifier_cases.cpp") and isinstance(fails[0].get("line"), int)
      and fails[0].get("summary") == "Failed\nthe planted typed failure", str(fails))
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

# Sanitizer mode (harness/src/sanitizer.h), with a stand-in for compute-sanitizer: the tool's findings
# go into the record; a finding, or a tool that did not finish, FAILs the case; a declared intentional
# fault is not run under that tool only; an invalid tool name or a missing tool FAILs naming it.
FAKE = str(Path(__file__).with_name("fake_compute_sanitizer.py"))
sanitize = {"CUDASEM_SANITIZER": "memcheck", "CUDASEM_COMPUTE_SANITIZER": FAKE}
rec = expect("sanitizer mode, clean", "pass", "PASS", 0, env_extra=dict(sanitize, FAKE_SANITIZER="clean"))
san = (rec or {}).get("sanitizer") or {}
check("a clean run records the tool and 0 errors", san.get("tool") == "memcheck" and san.get("errors") == 0
      and san.get("summary_found") is True, str(san))
check("the case's own observations survive the supervisor",
      any(o.get("name") == "planted_value" for o in (rec or {}).get("observations", [])), str(rec)[:300])
rec = expect("sanitizer findings FAIL a passing case", "pass", "FAIL", 1,
             env_extra=dict(sanitize, FAKE_SANITIZER="errors"), message_has="reported 3 error(s)")
san = (rec or {}).get("sanitizer") or {}
check("findings are counted by heading", san.get("findings") == [
    {"text": "Invalid __global__ write of size 4 bytes", "count": 2},
    {"text": "Uninitialized __global__ memory read of size 4 bytes", "count": 1}], str(san.get("findings")))
check("the excerpt is the first finding's lines", "Address 0x10" in san.get("excerpt", "")
      and "0x14" not in san.get("excerpt", ""), san.get("excerpt", ""))
check("the case's own outcome stays in the message", "(the case itself: PASS" in (rec or {}).get("message", ""),
      (rec or {}).get("message", ""))
check("the last attempt agrees with the outcome", (rec or {}).get("attempts", [{}])[-1].get("outcome") == "FAIL",
      str((rec or {}).get("attempts")))
expect("a tool that did not finish FAILs", "pass", "FAIL", 1, env_extra=dict(sanitize, FAKE_SANITIZER="nosummary"),
       message_has="ended without its error summary")
expect("a failing case stays FAIL with a clean tool", "fail", "FAIL", 1, env_extra=dict(sanitize, FAKE_SANITIZER="clean"),
       message_has="the planted failure")
rec = expect("a declared intentional fault is not run under that tool", "intentional_fault", "UNSUPPORTED", 77,
             env_extra=dict(sanitize, FAKE_SANITIZER="errors"), message_has="faults on purpose")
check("the record says why it was excluded",
      ((rec or {}).get("sanitizer") or {}).get("excluded") == "planted: it would write out of bounds on purpose", str(rec)[:400])
expect("another tool runs it", "intentional_fault", "PASS", 0,
       env_extra=dict(sanitize, CUDASEM_SANITIZER="racecheck", FAKE_SANITIZER="clean"))
rec = expect("a declared tool limit is not judged under that tool", "tool_limit", "UNSUPPORTED", 77,
             env_extra=dict(sanitize, CUDASEM_SANITIZER="racecheck", FAKE_SANITIZER="errors"),
             message_has="a limit of the tool: planted")
check("the record says it is a tool limit", ((rec or {}).get("sanitizer") or {}).get("exclusion") == "tool_limit",
      str((rec or {}).get("sanitizer")))
expect("memcheck judges it", "tool_limit", "PASS", 0, env_extra=dict(sanitize, FAKE_SANITIZER="clean"))
expect("CUDASEM_SANITIZER=on FAILs naming the tools", "pass", "FAIL", 1, env_extra={"CUDASEM_SANITIZER": "on"},
       message_has="is not a compute-sanitizer tool")
expect("CUDASEM_SANITIZER=off runs plainly", "pass", "PASS", 0, env_extra={"CUDASEM_SANITIZER": "off"})
expect("a missing compute-sanitizer FAILs", "pass", "FAIL", 1,
       env_extra={"CUDASEM_SANITIZER": "synccheck", "CUDASEM_COMPUTE_SANITIZER": "/nonexistent/compute-sanitizer"},
       message_has="CUDASEM_COMPUTE_SANITIZER=/nonexistent/compute-sanitizer is not an executable")
rec = expect("a hang under the tool is TIMEOUT, its group killed", "hang", "TIMEOUT", 1,
             env_extra=dict(sanitize, FAKE_SANITIZER="clean"))

# ctest --repeat: each repetition is a new process of the same CTest test; a record of this run already
# there holds the earlier attempts, which the new record continues (a PASS after a failure is FLAKY).
def repeated(case, times, run_id="run-1", env_extra=None, stale_run_id=None):
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        (tmp / "exp").mkdir()
        (tmp / "run-id").write_text(run_id + "\n")
        env = {k: v for k, v in os.environ.items() if not k.startswith(("CUDASEM_", "CUDA_"))}
        env.update({"LD_LIBRARY_PATH": STUB_DIR, "CUDASEM_RECORD_DIR": str(tmp),
                    "CUDASEM_EXPECTATIONS_DIR": str(tmp / "exp"), "CUDASEM_SELFTEST_DIR": str(tmp)})
        env.update(env_extra or {})
        out = []
        for i in range(times):
            if stale_run_id and i == 1:
                (tmp / "run-id").write_text(stale_run_id + "\n")
            p = subprocess.run([BINARY, f"--cudasem-case=selftest.classifier.{case}"], env=env,
                               capture_output=True, text=True, timeout=60)
            out.append((p.returncode, json.loads((tmp / f"selftest.classifier.{case}.json").read_text())))
        return out


runs = repeated("pass", 3)
check("repeat: three passes are PASS with three attempts",
      runs[-1][1]["outcome"] == "PASS" and [a["outcome"] for a in runs[-1][1]["attempts"]] == ["PASS"] * 3
      and [a["attempt"] for a in runs[-1][1]["attempts"]] == [1, 2, 3], str(runs[-1][1]["attempts"]))
runs = repeated("fail_then_pass", 2)
check("repeat: fail, then pass is FLAKY (exit 0) with both attempts",
      runs[0][1]["outcome"] == "FAIL" and runs[1][1]["outcome"] == "FLAKY" and runs[1][0] == 0
      and [a["outcome"] for a in runs[1][1]["attempts"]] == ["FAIL", "FLAKY"], str([r[1]["attempts"] for r in runs]))
runs = repeated("pass", 2, stale_run_id="run-2")
check("repeat: a record of another run is not an earlier attempt", len(runs[1][1]["attempts"]) == 1,
      str(runs[1][1]["attempts"]))
runs = repeated("fail", 2, env_extra={"CUDASEM_RETRIES": "1"})
check("repeat: each repetition keeps its own retries (2 processes x 2 attempts)",
      [a["outcome"] for a in runs[1][1]["attempts"]] == ["FAIL"] * 4, str(runs[1][1]["attempts"]))
runs = repeated("pass", 2, env_extra=dict(sanitize, FAKE_SANITIZER="clean"))
check("repeat under a sanitizer: the supervisor carries the earlier attempt",
      [a["attempt"] for a in runs[1][1]["attempts"]] == [1, 2] and runs[1][1]["outcome"] == "PASS",
      str(runs[1][1]["attempts"]))

print(f"classifier: {len(failures)} failure(s)")
sys.exit(1 if failures else 0)
