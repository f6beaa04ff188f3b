"""cases/entrypoints/entrypoints_table.h is generated from the installed cudaTypedefs.h
(python/cudasem/sources/entrypoints.py) and committed: it must never drift from the header."""

from __future__ import annotations

from pathlib import Path

import pytest

from cudasem.sources import entrypoints

ROOT = Path(__file__).resolve().parents[2]
TABLE = ROOT / "cases" / "entrypoints" / "entrypoints_table.h"
INCLUDE = Path("/usr/local/cuda/include")

SAMPLE = """
typedef CUresult (CUDAAPI *PFN_cuInit_v2000)(unsigned int Flags);
typedef CUresult (CUDAAPI *PFN_cuMemAlloc_v3020)(CUdeviceptr_v2 *dptr, size_t bytesize);
typedef CUresult (CUDAAPI *PFN_cuMemcpyAsync_v4000)(CUdeviceptr_v2 dst, CUdeviceptr_v2 src, size_t n, CUstream s);
typedef CUresult (CUDAAPI *PFN_cuMemcpyAsync_v7000_ptsz)(CUdeviceptr_v2 dst, CUdeviceptr_v2 src, size_t n, CUstream s);
typedef CUresult(CUDAAPI *PFN_cuGreenCtxDestroy_v12040)(CUgreenCtx hCtx);
typedef CUresult (CUDAAPI *PFN_{excluded}Create_v12010)(CUmemGenericAllocationHandle *mcHandle, void *prop);
#if defined(__CUDA_API_VERSION_INTERNAL)
    typedef CUresult (CUDAAPI *PFN_cuMemAlloc_v2000)(CUdeviceptr_v1 *dptr, unsigned int bytesize);
#endif
""".format(excluded=entrypoints._EXCLUDED.pattern.lstrip("^"))  # the family the suite never resolves


def test_the_parser_reads_versions_per_thread_variants_and_the_internal_block():
    symbols = entrypoints.parse(SAMPLE)
    assert set(symbols) == {
        "cuInit",
        "cuMemAlloc",
        "cuMemcpyAsync",
        "cuGreenCtxDestroy",
    }  # the excluded family left out
    assert symbols["cuMemAlloc"].introduced == 2000  # the internal block's older version counts
    assert symbols["cuMemAlloc"].latest == 3020
    assert symbols["cuMemcpyAsync"].per_thread == {7000}
    assert symbols["cuMemcpyAsync"].versions == {4000}
    assert symbols["cuGreenCtxDestroy"].introduced == 12040  # "CUresult(CUDAAPI" without a space


def test_the_rendered_table_has_the_rows_each_case_file_uses():
    text = entrypoints.render(entrypoints.parse(SAMPLE), 13000)
    assert '{"cuMemAlloc", 2000, 3020, 0, false},' in text
    assert '{"cuMemcpyAsync", 4000, 7000, 3020, true},' in text  # below: the newest lower version
    later = text.split("kIntroducedLater[] = {")[1].split("};")[0]
    assert "cuMemAlloc" not in later and "cuInit" not in later  # introduced at the lowest version
    assert '{"cuGreenCtxDestroy", 12040, 12040, 7000, false},' in later
    assert '{"cuMemcpyAsync_v7000", "cuMemcpyAsync", 7000},' in text.split("kPerThread[] = {")[1]
    assert "kTableCudaVersion = 13000;" in text and "kLowestVersion = 2000;" in text


@pytest.mark.skipif(not (INCLUDE / "cudaTypedefs.h").is_file(), reason="no CUDA toolkit headers")
def test_the_committed_table_is_what_the_installed_header_gives():
    assert TABLE.read_text() == entrypoints.generate(INCLUDE), (
        "regenerate: python -m cudasem.sources.entrypoints --include /usr/local/cuda/include --out " + str(TABLE)
    )
    assert entrypoints.main(["--include", str(INCLUDE), "--check", str(TABLE)]) == 0


@pytest.mark.skipif(not (INCLUDE / "cudaTypedefs.h").is_file(), reason="no CUDA toolkit headers")
def test_check_fails_on_a_drifted_table(tmp_path, capsys):
    drifted = tmp_path / "entrypoints_table.h"
    drifted.write_text(TABLE.read_text().replace('{"cuInit", 2000,', '{"cuInit", 2010,'))
    assert entrypoints.main(["--include", str(INCLUDE), "--check", str(drifted)]) == 1
    assert "differs" in capsys.readouterr().out


@pytest.mark.skipif(not (INCLUDE / "cudaTypedefs.h").is_file(), reason="no CUDA toolkit headers")
def test_multicast_is_never_in_the_table():
    assert entrypoints._EXCLUDED.pattern.lstrip("^") not in TABLE.read_text()
