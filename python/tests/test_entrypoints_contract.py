"""Table case files (CUDASEM_CASE_TABLE, docs/WRITING_CASES.md): one file registers one case per row
of a constexpr table; each row's id is the file's path id plus `.<key>` in lowercase. The source
contract accepts such a file, and the ids it yields have the shape every tool expects."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from cudasem.sources import contract
from cudasem.run import selection

ROOT = Path(__file__).resolve().parents[2]
INCLUDE = Path("/usr/local/cuda/include")
ENTRYPOINTS = ROOT / "cases" / "entrypoints"

TABLE_CASE = """// SPDX-License-Identifier: Apache-2.0
#include "../area.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE_TABLE(DriverGetProcAddress, Resolves, cudasem::area::kRows,
    {
        .api = {"cuGetProcAddress"},
        .cite = {.doc = "DRV", .section = "cuGetProcAddress", .quote = "..."},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  void* pfn = nullptr;
  drv.cuGetProcAddress(row.key, &pfn, 13000, 0, nullptr);
  cudasem::observe("pointer_returned", pfn != nullptr);
}
"""

AREA_HEADER = """#pragma once
namespace cudasem::area {
struct Row { const char* key; };
inline constexpr Row kRows[] = {{"cuMemAlloc"}, {"cuInit"}};
}  // namespace cudasem::area
"""


def _declared() -> dict[str, str]:
    if not (INCLUDE / "cuda.h").is_file():
        pytest.skip("no CUDA toolkit headers")
    return contract.declared_functions(INCLUDE)


def test_the_contract_accepts_a_table_case_file(tmp_path):
    declared = _declared()
    (tmp_path / "cases" / "area" / "group").mkdir(parents=True)
    (tmp_path / "harness").mkdir()
    (tmp_path / "cases" / "area" / "area.h").write_text(AREA_HEADER)
    case = tmp_path / "cases" / "area" / "group" / "resolves.cpp"
    case.write_text(TABLE_CASE)
    assert contract.check([case], declared) == []
    # ... and still finds its problems: a table case file declares no `.id` and names real functions.
    case.write_text(TABLE_CASE.replace('.api = {"cuGetProcAddress"},', '.id = "x.y", .api = {"cuNotAThing"},'))
    problems = contract.check([case], declared)
    assert any("`.id` is derived from the path" in p for p in problems)
    assert any("cuNotAThing, which the toolkit headers do not declare" in p for p in problems)


def test_the_entrypoints_case_files_hold_the_contract():
    declared = _declared()
    files = sorted(ENTRYPOINTS.rglob("*.cpp"))
    assert files, "cases/entrypoints has no case files"
    assert contract.check(files, declared) == []


def _path_id(path: Path) -> str:
    return ".".join(path.relative_to(ROOT / "cases").with_suffix("").parts)


def test_table_ids_are_the_path_id_plus_a_lowercase_key():
    schema = json.loads((ROOT / "schema" / "bundle.schema.json").read_text())
    pattern = re.compile(schema["$defs"]["case"]["properties"]["id"]["pattern"])  # a bundle's case id
    table = (ENTRYPOINTS / "entrypoints_table.h").read_text()
    keys = re.findall(r'^\s*\{"([A-Za-z0-9_]+)",', table, re.M)
    assert keys
    path_id = _path_id(ENTRYPOINTS / "driver" / "resolves_at_introducing_version.cpp")
    ids = [f"{path_id}.{k.lower()}" for k in keys]
    assert "entrypoints.driver.resolves_at_introducing_version.cumemalloc" in ids
    for cid in ids:
        assert selection.CASE_ID.match(cid) and pattern.match(cid), cid
