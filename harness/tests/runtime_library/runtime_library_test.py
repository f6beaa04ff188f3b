#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Another CUDA runtime library (CUDASEM_CUDART, harness/src/library.h), checked without a GPU.

A copy of the toolkit's libcudart.so.13 in a folder of its own plays another runtime release:
- the identity tool records the runtime the process loaded (path, size, sha256,
  cudaRuntimeGetVersion, requested or not) and the release its cudart.json names when the hash
  matches; without the setting, the toolkit's library;
- a bad CUDASEM_CUDART (relative, missing, a folder without libcudart.so.13, a file the loader would
  not find by that name, a file that is no CUDA runtime) stops the identity tool with one line (exit 2);
- a planted mismatch (LD_PRELOAD of the toolkit's library, which wins over LD_LIBRARY_PATH) is
  refused with one line by the identity tool and by a case process (exit 2, no record);
- a case run with CUDASEM_CUDART (and CUDASEM_LIBCUDA: both folders, one re-execution) loads that
  runtime and records it.

    runtime_library_test.py IDENTITY_EXE CASES_BINARY STUB_LIB_DIR TOOLKIT_CUDART
"""

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

IDENTITY, BINARY = sys.argv[1], sys.argv[2]
STUB = str(Path(sys.argv[3], "libcuda.so.1").resolve())
TOOLKIT = str(Path(sys.argv[4]).resolve())
NAME = "libcudart.so.13"
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


def one_line(p):
    return p.returncode == 2 and p.stdout == "" and len(p.stderr.strip().splitlines()) == 1


def sha256(path):
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def run_case(**extra):
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        (tmp / "exp").mkdir()
        env = clean_env(CUDASEM_RECORD_DIR=str(tmp), CUDASEM_EXPECTATIONS_DIR=str(tmp / "exp"), **extra)
        env["CUDASEM_SELFTEST_DIR"] = str(tmp)
        p = subprocess.run(
            [BINARY, "--cudasem-case=selftest.classifier.pass"], env=env, capture_output=True, text=True, timeout=60
        )
        rec = tmp / "selftest.classifier.pass.json"
        return p, json.loads(rec.read_text()) if rec.exists() else None


with tempfile.TemporaryDirectory() as tmp:
    tmp = Path(tmp)
    other = tmp / "13.9.99"
    other.mkdir()
    copy = other / NAME
    shutil.copyfile(TOOLKIT, copy)
    (other / "cudart.json").write_text(
        json.dumps({"package": "nvidia-cuda-runtime", "version": "13.9.99", "wheel": "w.whl", "sha256": sha256(copy)})
    )

    # --- the identity tool
    p, ident = identity()
    lib = (ident or {}).get("runtime_library") or {}
    check(
        "identity without CUDASEM_CUDART records the toolkit's runtime",
        lib.get("path") == TOOLKIT
        and lib.get("requested") is False
        and lib.get("sha256") == sha256(TOOLKIT)
        and lib.get("size") == os.path.getsize(TOOLKIT)
        and lib.get("soname") == NAME
        and lib.get("version_number") == ident["runtime"]["version_number"] > 0
        and lib.get("others") == [],
        p.stderr[-300:] + json.dumps(lib),
    )
    for value in (str(other), str(other) + "/", str(copy)):
        p, ident = identity(CUDASEM_CUDART=value)
        lib = (ident or {}).get("runtime_library") or {}
        check(
            f"identity with CUDASEM_CUDART={value} records that file and its release",
            lib.get("path") == str(copy)
            and lib.get("requested") is True
            and lib.get("sha256") == sha256(copy)
            and lib.get("release") == "13.9.99"
            and "cudart.json" in (lib.get("release_source") or ""),
            p.stderr[-300:] + json.dumps(lib),
        )
    (other / "cudart.json").write_text(json.dumps({"version": "13.9.99", "sha256": "0" * 64}))
    p, ident = identity(CUDASEM_CUDART=str(other))
    lib = (ident or {}).get("runtime_library") or {}
    check("a cudart.json of another file names no release", p.returncode == 0 and lib.get("release") is None, lib)

    # a versioned file name is fine when the folder's libcudart.so.13 is a link to it
    linked = tmp / "linked"
    linked.mkdir()
    shutil.copyfile(TOOLKIT, linked / "libcudart.so.13.9.99")
    os.symlink("libcudart.so.13.9.99", linked / NAME)
    p, ident = identity(CUDASEM_CUDART=str(linked / "libcudart.so.13.9.99"))
    lib = (ident or {}).get("runtime_library") or {}
    check(
        "CUDASEM_CUDART naming the file its folder's libcudart.so.13 links to",
        p.returncode == 0 and lib.get("path") == str(linked / "libcudart.so.13.9.99"),
        p.stderr[-300:],
    )

    # --- bad values: one line, exit 2
    (tmp / "empty").mkdir()
    lone = tmp / "lone"
    lone.mkdir()
    shutil.copyfile(TOOLKIT, lone / "libcudart.so.13.9.99")
    fake = tmp / "fake"
    fake.mkdir()
    (fake / NAME).write_text("not a library\n")
    wrong = tmp / "wrong"
    wrong.mkdir()
    shutil.copyfile(STUB, wrong / NAME)  # an ELF library, soname libcuda.so.1
    for value, says in (
        ("libcudart.so.13", "is not an absolute path"),
        (str(tmp / "missing"), "cannot be read"),
        (str(tmp / "empty"), "is a folder without libcudart.so.13"),
        (str(lone / "libcudart.so.13.9.99"), "is not what its folder's libcudart.so.13 is"),
        (str(fake), "is not a CUDA runtime library: no 64-bit ELF library"),
        (str(wrong), "is not a CUDA runtime library: its soname is libcuda.so.1"),
    ):
        p, _ = identity(CUDASEM_CUDART=value)
        check(
            f"identity refuses CUDASEM_CUDART={value} in one line",
            one_line(p) and f"CUDASEM_CUDART='{value}' {says}" in p.stderr,
            p.stderr[-300:],
        )

    # --- a planted mismatch: the preloaded toolkit library wins over LD_LIBRARY_PATH
    p, _ = identity(CUDASEM_CUDART=str(other), LD_PRELOAD=TOOLKIT)
    check(
        "identity refuses a runtime other than the requested one in one line",
        one_line(p)
        and f"CUDASEM_CUDART asks for {copy}, but this process loaded the CUDA runtime {TOOLKIT}" in p.stderr,
        p.stderr[-300:],
    )

    # --- case processes
    p, rec = run_case(CUDASEM_CUDART=str(other), CUDASEM_LIBCUDA=STUB)
    check(
        "a case with CUDASEM_CUDART and CUDASEM_LIBCUDA loads both and records them",
        rec is not None
        and rec["outcome"] == "PASS"
        and (rec.get("runtime_library") or {}).get("path") == str(copy)
        and (rec.get("driver_library") or {}).get("path") == STUB,
        p.stderr[-400:] + json.dumps(rec and [rec.get("runtime_library"), rec.get("driver_library")]),
    )
    p, rec = run_case(CUDASEM_CUDART=str(other), CUDASEM_LIBCUDA=STUB, LD_PRELOAD=TOOLKIT)
    check(
        "a case process that loaded another runtime than requested refuses to run (exit 2, no record)",
        rec is None and p.returncode == 2 and f"cudasem: refused: CUDASEM_CUDART asks for {copy}" in p.stderr,
        f"rc {p.returncode}: " + p.stderr[-300:],
    )
    p, rec = run_case(CUDASEM_CUDART=str(tmp / "empty"), CUDASEM_LIBCUDA=STUB)
    check(
        "a case process with a bad CUDASEM_CUDART refuses to run (exit 2, no record)",
        rec is None and p.returncode == 2 and "is a folder without libcudart.so.13" in p.stderr,
        f"rc {p.returncode}: " + p.stderr[-300:],
    )

print(f"{len(failures)} failed" if failures else "all passed")
sys.exit(1 if failures else 0)
