#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Another driver library (CUDASEM_LIBCUDA, harness/src/library.h), checked without a GPU.

The project's stub libcuda.so.1 plays another implementation of the driver API:
- the identity tool records the library the process loaded (path, soname, size, SHA-256, not
  NVIDIA's, with the rule that decided) and the run's environment (virtual machine, kernel, MPS,
  MIG); the same file under NVIDIA's naming (libcuda.so.<driver version>) or holding NVIDIA's
  build string is NVIDIA's; a bad CUDASEM_LIBCUDA, or a library the CUDA runtime would not get by
  the name libcuda.so.1, stops it (exit 2);
- a case run with CUDASEM_LIBCUDA alone (no LD_LIBRARY_PATH) loads that library and records it;
- an expectation entry is not applied to another library (the record says which entry was left
  out), unless CUDASEM_EXPECTATIONS=on-any-library; skip entries still apply.

    other_library_test.py IDENTITY_EXE CASES_BINARY STUB_LIB_DIR
"""

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

IDENTITY, BINARY, STUB_DIR = sys.argv[1], sys.argv[2], str(Path(sys.argv[3]).resolve())
STUB = str(Path(STUB_DIR, "libcuda.so.1").resolve())
failures = []


def check(name, cond, detail=""):
    if not cond:
        failures.append(f"{name}: {detail}")
    print(("ok   " if cond else "FAIL ") + name + ("" if cond else f"  -- {detail}"))


def clean_env(**extra):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CUDASEM_", "CUDA_")) and k != "LD_LIBRARY_PATH"}
    env.update(extra)
    return env


def identity(**extra):
    p = subprocess.run([IDENTITY], env=clean_env(**extra), capture_output=True, text=True, timeout=60)
    try:
        return p, json.loads(p.stdout) if p.returncode == 0 else None
    except ValueError:
        return p, None


def run_case(case, expectations="", **extra):
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        (tmp / "exp").mkdir()
        (tmp / "exp" / "x.txt").write_text(expectations)
        env = clean_env(
            CUDASEM_RECORD_DIR=str(tmp),
            CUDASEM_EXPECTATIONS_DIR=str(tmp / "exp"),
            CUDASEM_SELFTEST_DIR=str(tmp),
            **extra,
        )
        p = subprocess.run(
            [BINARY, f"--cudasem-case=selftest.classifier.{case}"], env=env, capture_output=True, text=True, timeout=60
        )
        rec_path = tmp / f"selftest.classifier.{case}.json"
        return p, json.loads(rec_path.read_text()) if rec_path.exists() else None


# --- the identity tool
p, ident = identity(CUDASEM_LIBCUDA=STUB)
check("identity with CUDASEM_LIBCUDA=stub exits 0", p.returncode == 0 and ident is not None, p.stderr[-400:])
lib = (ident or {}).get("driver_library") or {}
check("identity names the stub", lib.get("path") == STUB, str(lib))
check("identity: soname libcuda.so.1", lib.get("soname") == "libcuda.so.1", str(lib))
check(
    "identity: size and sha256 of the file",
    lib.get("size") == Path(STUB).stat().st_size
    and lib.get("sha256") == hashlib.sha256(Path(STUB).read_bytes()).hexdigest(),
    str(lib),
)
check(
    "identity: the stub is not NVIDIA's",
    lib.get("nvidia") is False and "not NVIDIA's" in lib.get("evidence", ""),
    str(lib),
)
check(
    "identity: chosen by CUDASEM_LIBCUDA, no other libcuda mapped",
    lib.get("requested") is True and lib.get("others") == [],
    str(lib),
)
check("identity: the stub GPU is available", (ident or {}).get("gpu_available") is True, str(ident)[:300])
env = (ident or {}).get("environment") or {}
check(
    "identity: environment facts",
    set(env) == {"virtual_machine", "kernel_release", "mps", "mig"}
    and env.get("kernel_release") == os.uname().release
    and env.get("virtual_machine") in (True, False, None)
    and env.get("mps") in (True, False, None),
    str(env),
)

with tempfile.TemporaryDirectory() as tmp:
    # NVIDIA's packages: libcuda.so.1 -> libcuda.so.<driver version>.
    shutil.copy(STUB, Path(tmp) / "libcuda.so.580.95.05")
    (Path(tmp) / "libcuda.so.1").symlink_to("libcuda.so.580.95.05")
    p, ident = identity(CUDASEM_LIBCUDA=str(Path(tmp) / "libcuda.so.1"))
    lib = (ident or {}).get("driver_library") or {}
    check(
        "a library named libcuda.so.<driver version> is NVIDIA's",
        lib.get("nvidia") is True and lib.get("path") == str(Path(tmp, "libcuda.so.580.95.05").resolve()),
        str(lib),
    )
with tempfile.TemporaryDirectory() as tmp:
    marked = Path(tmp) / "libcuda.so.1"
    marked.write_bytes(Path(STUB).read_bytes() + b"\0nvidia id: NVIDIA UNIX x86_64 stub\0")
    p, ident = identity(CUDASEM_LIBCUDA=str(marked))
    lib = (ident or {}).get("driver_library") or {}
    check("a library holding NVIDIA's build string is NVIDIA's", lib.get("nvidia") is True, str(lib) + p.stderr[-300:])
with tempfile.TemporaryDirectory() as tmp:
    # Any file name works when the soname is libcuda.so.1: the runtime's dlopen gets the same library.
    other = Path(tmp) / "libother.so"
    shutil.copy(STUB, other)
    p, ident = identity(CUDASEM_LIBCUDA=str(other))
    check(
        "a library under another file name with the soname libcuda.so.1 is used",
        p.returncode == 0 and ((ident or {}).get("driver_library") or {}).get("path") == str(other.resolve()),
        p.stderr[-300:],
    )

for value, says in (
    ("relative/libcuda.so.1", "not an absolute path"),
    ("/nonexistent/libcuda.so.1", "cannot be read"),
    (STUB_DIR, "not a file"),
):
    p, _ = identity(CUDASEM_LIBCUDA=value)
    check(f"identity refuses CUDASEM_LIBCUDA={value}", p.returncode == 2 and says in p.stderr, p.stderr[-300:])

# --- a case process
p, rec = run_case("pass", CUDASEM_LIBCUDA=STUB)
check(
    "a case with CUDASEM_LIBCUDA alone (no LD_LIBRARY_PATH) passes",
    p.returncode == 0 and rec and rec["outcome"] == "PASS",
    p.stderr[-400:],
)
check(
    "its record names the library",
    ((rec or {}).get("driver_library") or {}).get("path") == STUB and rec["driver_library"].get("nvidia") is False,
    str(rec and rec.get("driver_library")),
)
p, rec = run_case("pass", CUDASEM_LIBCUDA="libcuda.so.1")
check(
    "a case with a relative CUDASEM_LIBCUDA FAILs naming it",
    rec and rec["outcome"] == "FAIL" and "CUDASEM_LIBCUDA='libcuda.so.1' is not an absolute path" in rec["message"],
    str(rec and rec["message"]),
)

named = "selftest.classifier.fail | fail | any | planted | test |  | planted_value=2\n"
for how, extra in (("CUDASEM_LIBCUDA", {"CUDASEM_LIBCUDA": STUB}), ("LD_LIBRARY_PATH", {"LD_LIBRARY_PATH": STUB_DIR})):
    p, rec = run_case("fail", named, **extra)
    check(
        f"({how}) an entry for NVIDIA's driver is not applied to the stub: FAIL",
        p.returncode == 1 and rec and rec["outcome"] == "FAIL" and rec["expectation"] is None,
        str(rec and rec["outcome"]),
    )
    check(
        f"({how}) the record says which entry was left out and why",
        "x.txt:1" in (rec or {}).get("expectation_not_applied", "")
        and "not NVIDIA's" in rec["expectation_not_applied"]
        and "on-any-library" in rec["expectation_not_applied"],
        str(rec and rec.get("expectation_not_applied")),
    )
p, rec = run_case("fail", named, CUDASEM_LIBCUDA=STUB, CUDASEM_EXPECTATIONS="On-Any-Library")
check(
    "CUDASEM_EXPECTATIONS=on-any-library applies it: XFAIL",
    p.returncode == 0 and rec and rec["outcome"] == "XFAIL",
    str(rec and (rec["outcome"], rec["message"])),
)
p, rec = run_case("pass", "selftest.classifier.pass | skip | any | harms the machine | test\n", CUDASEM_LIBCUDA=STUB)
check(
    "a skip entry still applies to another library",
    p.returncode == 77 and rec and rec["outcome"] == "UNSUPPORTED",
    str(rec and rec["outcome"]),
)
p, rec = run_case("pass", CUDASEM_LIBCUDA=STUB, CUDASEM_EXPECTATIONS="anywhere")
check(
    "CUDASEM_EXPECTATIONS=anywhere FAILs naming the words",
    rec and rec["outcome"] == "FAIL" and "on-any-library" in rec["message"],
    str(rec and rec["message"]),
)

print(f"other library: {len(failures)} failure(s)")
sys.exit(1 if failures else 0)
