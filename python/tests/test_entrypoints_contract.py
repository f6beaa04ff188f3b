"""Table case files (CUDASEM_CASE_TABLE, docs/WRITING_CASES.md): one file registers one case per row
of a constexpr table; each row's id is the file's path id plus `.<key>` in lowercase, and the
listing names the row's key (`row`). The contract accepts such a file, and the ids it yields have
the shape every tool expects."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from cudasem.model import listing
from cudasem.model.ids import CASE_ID
from cudasem.sources import contract

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
    # what the binary lists for it: a case per row, the row's key beside the id
    rows = [
        {
            "id": f"area.group.resolves.{k.lower()}",
            "row": k,
            "area": "area",
            "kind": "semantics",
            "api": ["cuGetProcAddress"],
        }
        for k in ("cuMemAlloc", "cuInit")
    ]
    assert contract.check(rows, tmp_path / "cases", declared) == []
    # ... and still finds its problems: the functions its rows list must be real
    problems = contract.check([dict(r, api=["cuNotAThing"]) for r in rows], tmp_path / "cases", declared)
    assert problems == [f"{case}:1: .api names cuNotAThing, which the toolkit headers do not declare"]


def test_the_entrypoints_case_files_hold_the_contract(listed_cases):
    declared = _declared()
    files = sorted(ENTRYPOINTS.rglob("*.cpp"))
    assert files, "cases/entrypoints has no case files"
    listed = [c for c in listed_cases if c["area"] == "entrypoints"]
    assert contract.check(listed, ROOT / "cases", declared, files) == []
    assert {listing.case_file(c, ROOT / "cases") for c in listed} == set(files)


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
        assert CASE_ID.match(cid) and pattern.match(cid), cid
