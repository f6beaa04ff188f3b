#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""A check macro given a variable (not a call of a named function) must not compile, and the
compiler must say why; the same file with the _OF form must compile.

    check_rejects_non_calls.py CXX HARNESS_INCLUDE CUDA_INCLUDE...
"""

import subprocess
import sys
import tempfile
from pathlib import Path

cxx, harness_include, *cuda_includes = sys.argv[1:]
BODY = """#include "cudasem/check.h"
TEST(T, U) {
  const cudaError_t result = cudaSuccess;
  %s;
}
"""
flags = ["-std=c++20", "-fsyntax-only", f"-I{harness_include}"] + [f"-I{d}" for d in cuda_includes]
failures = []
with tempfile.TemporaryDirectory() as tmp:
    for label, line, compiles in [
        ("a variable", "CUDASEM_EXPECT_ERROR(result, cudaSuccess)", False),
        ("a member of a helper's result", "struct {cudaError_t error;} limit{}; CUDASEM_EXPECT_OK(limit.error)", False),
        ("an assignment", "cudaError_t r; CUDASEM_EXPECT_OK(r = cudaFree(nullptr))", False),
        ("the _OF form", "CUDASEM_EXPECT_ERROR_OF(cudaFree, result, cudaSuccess)", True),
        ("a call", "CUDASEM_EXPECT_OK(cudaFree(nullptr))", True),
    ]:
        src = Path(tmp) / "t.cpp"
        src.write_text(BODY % line)
        p = subprocess.run([cxx, *flags, str(src)], capture_output=True, text=True, timeout=100)
        ok = (p.returncode == 0) == compiles
        if ok and not compiles:
            ok = "a checked expression must be a call of a named function" in p.stderr
        print(("ok   " if ok else "FAIL ") + label + (" compiles" if compiles else " is refused with the reason"))
        if not ok:
            failures.append(label + ": " + p.stderr[-800:])
for f in failures:
    print(f, file=sys.stderr)
sys.exit(1 if failures else 0)
