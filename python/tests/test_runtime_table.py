"""The harness's runtime function table (cudasem/runtime_functions.h), generated at build time from the
toolkit's cuda_runtime_api.h (python/cudasem/sources/runtime_table.py), and the zeroed-argument scheme
of the return-code tables (harness/include/cudasem/zeroed_call.h) that calls each of its functions."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from cudasem.sources import runtime_table

ROOT = Path(__file__).resolve().parents[2]
INCLUDE = Path("/usr/local/cuda/include")
HAVE_TOOLKIT = (INCLUDE / "cuda_runtime_api.h").is_file()
COMPILER = shutil.which("c++") or shutil.which("g++")

SAMPLE = """
#define __dv(v) = v
extern __host__ __cudart_builtin__ cudaError_t CUDARTAPI cudaMalloc(void **devPtr, size_t size);
extern __host__ cudaError_t CUDARTAPI cudaStreamAttachMemAsync(cudaStream_t stream, void *devPtr,
    size_t length __dv(0), unsigned int flags = cudaMemAttachSingle);
extern __CUDA_DEPRECATED __host__ cudaError_t CUDARTAPI cudaThreadOld(void);
extern __host__ const char* CUDARTAPI cudaGetErrorName(cudaError_t error);
extern __host__ cudaError_t CUDARTAPI cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData);
#if defined(__CUDA_API_VERSION_INTERNAL)
extern __host__ cudaError_t CUDARTAPI cudaMalloc(void **devPtr, size_t size, int old);
extern __host__ cudaError_t CUDARTAPI cudaOnlyInternal(void);
#endif
"""


def test_each_cudaerror_function_once_with_its_parameters_and_no_defaults():
    table = {f.name: f for f in runtime_table.functions(SAMPLE)}
    assert sorted(table) == ["cudaLaunchHostFunc", "cudaMalloc", "cudaStreamAttachMemAsync", "cudaThreadOld"]
    assert table["cudaMalloc"].params == "(void **devPtr, size_t size)"  # the first declaration, not the internal one
    assert table["cudaStreamAttachMemAsync"].params == (
        "(cudaStream_t stream, void *devPtr, size_t length, unsigned int flags)"
    )
    assert table["cudaThreadOld"].deprecated and not table["cudaMalloc"].deprecated
    text = runtime_table.render(list(table.values()))
    assert "  D(cudaThreadOld, (void)) \\\n" in text and "  X(cudaMalloc, (void **devPtr, size_t size)) \\\n" in text


def test_main_refuses_a_folder_without_the_header(tmp_path, capsys):
    assert runtime_table.main(["--include", str(tmp_path), "--out", str(tmp_path / "o.h")]) == 2
    assert "no cuda_runtime_api.h" in capsys.readouterr().err


@pytest.mark.skipif(COMPILER is None, reason="needs a C++ compiler")
def test_the_zeroed_scheme_gives_object_pointers_scratch_and_handles_and_callbacks_null(tmp_path):
    program = tmp_path / "t.cpp"
    program.write_text(
        """
#include "cudasem/zeroed_call.h"
struct Opaque;  // a handle's type: never completed
static int* seen_int = nullptr;
static void* seen_void = nullptr;
static Opaque* seen_handle = reinterpret_cast<Opaque*>(1);
static void (*seen_fn)(void*) = reinterpret_cast<void (*)(void*)>(1);
static int probe(int* out, void* in, Opaque* handle, void (*fn)(void*), double d, unsigned long long n) {
  seen_int = out; seen_void = in; seen_handle = handle; seen_fn = fn;
  return *out + static_cast<int>(d) + static_cast<int>(n) + *static_cast<unsigned char*>(in);
}
int main() {
  const int r = cudasem::call_with_zeroed_arguments(&probe);
  if (r != 0 || !seen_int || !seen_void || seen_handle || seen_fn) return 1;
  if (static_cast<void*>(seen_int) == seen_void) return 2;  // a slot per parameter
  *seen_int = 7;  // writable
  return 0;
}
"""
    )
    exe = tmp_path / "t"
    build = subprocess.run(
        [COMPILER, "-std=c++20", f"-I{ROOT / 'harness' / 'include'}", str(program), "-o", str(exe)],
        capture_output=True,
        text=True,
    )
    assert build.returncode == 0, build.stderr[-3000:]
    assert subprocess.run([str(exe)]).returncode == 0


@pytest.mark.skipif(not HAVE_TOOLKIT or COMPILER is None, reason="needs the CUDA headers and a C++ compiler")
def test_every_entry_converts_to_its_declared_c_function_beside_the_cpp_overloads(tmp_path):
    """Compiled against the toolkit with cuda_runtime.h's C++ overloads in scope: each entry's parameter
    list picks the C function of its name."""
    header = tmp_path / "cudasem" / "runtime_functions.h"
    assert runtime_table.main(["--include", str(INCLUDE), "--out", str(header)]) == 0
    program = tmp_path / "t.cpp"
    program.write_text(
        """
#include <cuda_runtime.h>
#include "cudasem/runtime_functions.h"
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
#define ROW(fn, params) (void)static_cast<cudaError_t(CUDARTAPI*) params>(&::fn);
void all() { CUDASEM_RUNTIME_FUNCTIONS(ROW, ROW) }
"""
    )
    build = subprocess.run(
        [COMPILER, "-std=c++20", "-fsyntax-only", f"-I{tmp_path}", f"-I{INCLUDE}", str(program)],
        capture_output=True,
        text=True,
    )
    assert build.returncode == 0, build.stderr[-3000:]
