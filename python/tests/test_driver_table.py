"""The harness's driver function table (cudasem/driver_functions.h) is generated at build time from the
toolkit's cuda.h (python/cudasem/sources/driver_table.py): a driver API case may call a function the
suite never called before without an edit of the harness (issue 40, item 6)."""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from cudasem.sources import driver_table, vocabulary

ROOT = Path(__file__).resolve().parents[2]
INCLUDE = Path("/usr/local/cuda/include")
HAVE_TOOLKIT = (INCLUDE / "cuda.h").is_file()
COMPILER = shutil.which("c++") or shutil.which("g++")

needs_toolkit = pytest.mark.skipif(not HAVE_TOOLKIT, reason=f"no CUDA toolkit headers ({INCLUDE}/cuda.h)")
needs_compiler = pytest.mark.skipif(COMPILER is None, reason="no C++ compiler (c++ or g++) on PATH")

SAMPLE = """
#define CUDA_VERSION 13000
#if defined(__CUDA_API_VERSION_INTERNAL) || defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)
    #define __CUDA_API_PTDS(api) api ## _ptds
#else
    #define __CUDA_API_PTDS(api) api
#endif
#define cuCtxCreate                         cuCtxCreate_v4
#define cuMemcpyHtoD                        __CUDA_API_PTDS(cuMemcpyHtoD_v2)
#define cuGraphInstantiate                  cuGraphInstantiateWithFlags
#if defined(__CUDA_API_PER_THREAD_DEFAULT_STREAM)
    #define cuStreamQuery                   __CUDA_API_PTSZ(cuStreamQuery)
#endif
/* An example in a comment: CUresult CUDAAPI cuInComment(int); */
CUresult CUDAAPI cuInit(unsigned int Flags);
CUresult CUDAAPI cuCtxCreate(CUcontext *pctx, CUctxCreateParams *p, unsigned int flags, CUdevice dev);
CUresult CUDAAPI cuMemcpyHtoD(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount);
CUresult CUDAAPI cuStreamQuery(CUstream hStream);
__CUDA_DEPRECATED CUresult CUDAAPI cuCtxAttach(CUcontext *pctx, unsigned int flags);
CUresult CUDAAPI
cuGraphInstantiate(CUgraphExec *phGraphExec, CUgraph hGraph, unsigned long long flags);
CUresult CUDAAPI cuCtxGetDevice_v2(CUdevice *device, CUcontext ctx);
#if defined(__CUDA_API_VERSION_INTERNAL)
    #undef cuCtxCreate
    CUresult CUDAAPI cuCtxCreate(CUcontext *pctx, unsigned int flags, CUdevice dev);
    CUresult CUDAAPI cuGraphInstantiateWithFlags(CUgraphExec *e, CUgraph g, unsigned long long flags);
    CUresult CUDAAPI cuOnlyInternal(void);
#elif defined(__CUDA_API_PER_THREAD_DEFAULT_STREAM)
    CUresult CUDAAPI cuOnlyPerThread(void);
#endif
"""


def test_the_table_is_what_cuda_h_declares_outside_the_internal_and_per_thread_branches():
    table = {f.name: f for f in driver_table.functions(SAMPLE)}
    assert sorted(table) == [
        "cuCtxAttach",
        "cuCtxCreate",
        "cuCtxGetDevice_v2",
        "cuGraphInstantiate",
        "cuInit",
        "cuMemcpyHtoD",
        "cuStreamQuery",
    ]  # no comment text, no internal or per-thread declaration
    assert table["cuCtxCreate"].symbol == "cuCtxCreate_v4"
    assert table["cuMemcpyHtoD"].symbol == "cuMemcpyHtoD_v2"  # the legacy stream: the suite's build
    assert table["cuStreamQuery"].symbol == "cuStreamQuery"
    assert table["cuGraphInstantiate"].symbol == "cuGraphInstantiateWithFlags"
    assert table["cuCtxAttach"].deprecated and not table["cuInit"].deprecated


def test_the_rendered_header_marks_deprecated_functions_and_names_each_versioned_symbol():
    text = driver_table.render(driver_table.functions(SAMPLE), 13000)
    assert "#define CUDASEM_DRIVER_FUNCTIONS(X, D)" in text
    assert re.search(r"\n  D\(cuCtxAttach\) +\\\n", text)
    assert re.search(r"\n  X\(cuCtxCreate\) /\* cuCtxCreate_v4 \*/ +\\\n", text)
    assert re.search(r"\n  X\(cuInit\) +\\\n", text)
    assert "#define CUDASEM_DRIVER_FUNCTION_COUNT 7\n" in text
    assert "#if CUDA_VERSION != 13000" in text  # a header generated from another cuda.h does not compile


def test_two_names_of_one_symbol_are_one_entry():
    text = SAMPLE + "CUresult CUDAAPI cuGraphInstantiateWithFlags(CUgraphExec *e, CUgraph g, unsigned long long f);\n"
    names = [f.name for f in driver_table.functions(text)]
    assert "cuGraphInstantiate" in names and "cuGraphInstantiateWithFlags" not in names


def test_the_header_is_written_only_when_its_text_changes(tmp_path):
    out = tmp_path / "cudasem" / "driver_functions.h"
    assert driver_table.write(out, "one\n")
    os.utime(out, ns=(1_000_000_000, 1_000_000_000))
    assert not driver_table.write(out, "one\n")
    assert out.stat().st_mtime_ns == 1_000_000_000  # nothing that includes it is rebuilt
    assert driver_table.write(out, "two\n") and out.read_text() == "two\n"


@needs_toolkit
def test_main_writes_the_table_and_refuses_a_folder_without_cuda_h(tmp_path, capsys):
    out = tmp_path / "cudasem" / "driver_functions.h"
    assert driver_table.main(["--include", str(INCLUDE), "--out", str(out)]) == 0
    assert out.read_text() == driver_table.generate(INCLUDE)
    assert driver_table.main(["--include", str(INCLUDE), "--out", str(out)]) == 0
    assert "(unchanged)" in capsys.readouterr().out
    assert driver_table.main(["--include", str(tmp_path), "--out", str(out)]) == 2


def _table(include: Path = INCLUDE) -> list[driver_table.Function]:
    return driver_table.functions((include / "cuda.h").read_text(errors="replace"))


def _suite_text() -> str:
    files = [*ROOT.glob("cases/**/*"), *ROOT.glob("harness/**/*"), *ROOT.glob("kernels/**/*")]
    return "\n".join(p.read_text(errors="replace") for p in files if p.suffix in (".cpp", ".cu", ".h", ".cuh"))


def _called_through_the_table() -> set[str]:
    """The driver functions the suite calls as members (`drv.cuXxx(`, `d->cuXxx(`): the runtime's
    `cudaXxx` never matches `cu[A-Z]`."""
    return set(re.findall(r"(?:\.|->)\s*(cu[A-Z][A-Za-z0-9_]*)\s*\(", _suite_text()))


@needs_toolkit
def test_every_function_the_suite_calls_through_the_table_is_in_it():
    assert _called_through_the_table() - {f.name for f in _table()} == set()


@needs_toolkit
def test_every_function_cudatypedefs_h_names_is_reachable_through_the_table():
    """cudaTypedefs.h (a PFN typedef per ABI version) names the same functions: each is an entry, or
    the symbol an entry's name maps to (cuGraphInstantiateWithFlags is cuGraphInstantiate's)."""
    typedefs = (INCLUDE / "cudaTypedefs.h").read_text(errors="replace")
    typedefs = typedefs.split("#if defined(__CUDA_API_VERSION_INTERNAL)")[0]  # the older ABI versions
    pfn = set(re.findall(r"\(\s*CUDAAPI\s*\*\s*PFN_(cu[A-Za-z0-9]+?)_v[0-9]+(?:_ptds|_ptsz)?\s*\)", typedefs))
    reachable = {f.name for f in _table()} | {f.symbol for f in _table()}
    assert pfn - reachable == set()


def _compile(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    assert COMPILER is not None
    return subprocess.run([COMPILER, "-std=gnu++20", *args], cwd=cwd, capture_output=True, text=True, timeout=300)


@needs_toolkit
@needs_compiler
def test_each_entry_loads_the_symbol_the_compiler_maps_its_name_to(tmp_path):
    """The comment after an entry names what `CUDASEM_STR(fn)` (the loader's dlsym name) expands to."""
    gen = tmp_path / "gen"
    assert driver_table.main(["--include", str(INCLUDE), "--out", str(gen / "cudasem" / "driver_functions.h")]) == 0
    assert vocabulary.main(["cpp", "--out", str(gen / "cudasem_vocabulary.h")]) == 0
    probe = tmp_path / "symbols.cpp"
    probe.write_text(
        '#include "cudasem/driver_functions.h"\n#define S_(x) #x\n#define S(x) S_(x)\n'
        "#define P(fn) @@ #fn S(fn)\nCUDASEM_DRIVER_FUNCTIONS(P, P)\n"
    )
    r = _compile(["-E", "-P", f"-I{gen}", "-isystem", str(INCLUDE), str(probe)], tmp_path)
    assert r.returncode == 0, r.stderr
    expanded = dict(re.findall(r'@@ "(\w+)" "(\w+)"', r.stdout))
    assert expanded == {f.name: f.symbol for f in _table()}


def _tree_digest(folder: Path) -> str:
    h = hashlib.sha256()
    for p in sorted(folder.rglob("*")):
        if p.is_file():
            h.update(str(p.relative_to(folder)).encode() + b"\0" + p.read_bytes())
    return h.hexdigest()


@needs_toolkit
@needs_compiler
def test_a_case_calling_a_function_the_suite_never_called_builds_without_a_harness_edit(tmp_path):
    """A new driver API case, in a scratch cases/ folder, calls a driver function that no file of the
    suite names; it compiles against the repository's harness headers as they are and the table the
    build generates. (One file, not the suite: the unity batches include the same headers.)"""
    called = _called_through_the_table()
    never_called = [f.name for f in _table() if not f.deprecated and f.name not in called and f.symbol not in called]
    assert never_called, "every driver function is already called somewhere: pick another demonstration"
    fn = never_called[0]
    before = _tree_digest(ROOT / "harness")

    gen = tmp_path / "build" / "harness" / "include"  # where harness/CMakeLists.txt writes it
    assert driver_table.main(["--include", str(INCLUDE), "--out", str(gen / "cudasem" / "driver_functions.h")]) == 0
    assert vocabulary.main(["cpp", "--out", str(gen / "cudasem_vocabulary.h")]) == 0
    case = tmp_path / "cases" / "driver" / "scratch" / "calls_a_new_function.cpp"
    case.parent.mkdir(parents=True)
    case.write_text(
        f"""// SPDX-License-Identifier: Apache-2.0
// A driver API case that calls {fn}, which no case called before: no harness file changes.
#include "cudasem/cudasem.h"

namespace {{
// Calls f with value-initialized arguments (the case only has to build).
template <typename... A>
CUresult call_with_zeros(CUresult (*f)(A...)) {{
  return f(A{{}}...);
}}
}}  // namespace

CUDASEM_CASE(DriverScratch, CallsANewFunction,
    {{
        .api = {{"{fn}"}},
        .kind = cudasem::Kind::characterization,
        .cite = {{.doc = "DRV", .section = "{fn}", .quote = "scratch"}},
    }}) {{
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::observe("returned_code", cudasem::error_text(call_with_zeros(drv.{fn})));
}}
"""
    )
    r = _compile(
        [
            "-c",
            "-O0",
            '-DCUDASEM_AREA="driver"',
            f"-I{ROOT / 'harness' / 'include'}",
            f"-I{gen}",
            f"-I{ROOT}",
            "-isystem",
            str(INCLUDE),
            str(case),
            "-o",
            str(tmp_path / "case.o"),
        ],
        tmp_path,
    )
    assert r.returncode == 0, f"the scratch case calling {fn} does not build:\n{r.stderr[-4000:]}"
    assert "warning" not in r.stderr, r.stderr
    assert _tree_digest(ROOT / "harness") == before  # no harness file was touched


@needs_toolkit
@needs_compiler
def test_a_deprecated_function_warns_unless_the_case_says_it_calls_one_on_purpose(tmp_path):
    deprecated = [f.name for f in _table() if f.deprecated]
    if not deprecated:
        pytest.skip("this cuda.h deprecates no driver function")
    gen = tmp_path / "gen"
    assert driver_table.main(["--include", str(INCLUDE), "--out", str(gen / "cudasem" / "driver_functions.h")]) == 0
    assert vocabulary.main(["cpp", "--out", str(gen / "cudasem_vocabulary.h")]) == 0
    body = (
        "template <typename... A> CUresult call(CUresult (*f)(A...)) { return f(A{}...); }\n"
        f"CUresult g() {{ return call(cudasem::driver().{deprecated[0]}); }}\n"
    )
    head = '#include "cudasem/case.h"\n#include "cudasem/driver.h"\n'
    flags = [f"-I{ROOT / 'harness' / 'include'}", f"-I{gen}", "-isystem", str(INCLUDE), "-fsyntax-only"]
    plain, on_purpose = tmp_path / "plain.cpp", tmp_path / "on_purpose.cpp"
    plain.write_text(head + body)
    on_purpose.write_text(head + "CUDASEM_CALLS_DEPRECATED_API;\n" + body)
    r = _compile([*flags, str(plain)], tmp_path)
    assert r.returncode == 0 and "deprecated" in r.stderr, r.stderr  # as a direct call would warn
    r = _compile([*flags, str(on_purpose)], tmp_path)
    assert r.returncode == 0 and "warning" not in r.stderr, r.stderr
