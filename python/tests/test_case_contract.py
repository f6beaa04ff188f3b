"""The case contract on the Python side: renamed ids pair across bundles (compare, the report),
typed observations (only verdicts are compared), the contract checker of the listed .api and observation names,
and the committed bundles of one commit (H100 vs H200) differ only in typed non-verdict values."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from cudasem.model import ids
from cudasem.report import view as model
from cudasem.run import compare
from cudasem.sources import contract, entrypoints

from conftest import bundle_files, read

ROOT = Path(__file__).resolve().parents[2]
REAL = bundle_files(ROOT / "bundles")
INCLUDE = Path("/usr/local/cuda/include")


def test_the_rename_map_pairs_an_old_id_with_its_new_id(tmp_path):
    path = tmp_path / "RENAMED.txt"
    path.write_text("# comment\na.b.old | a.b.new | clearer\na.b.new | a.c.newer | moved group\n")
    renames = ids.renamed_ids(path)
    assert renames == {"a.b.old": "a.c.newer", "a.b.new": "a.c.newer"}
    base = read(REAL[0])
    new = copy.deepcopy(base)
    victim = new["cases"][0]
    old_id = victim["id"]
    renamed = old_id + "_renamed"
    victim["id"] = renamed
    d = compare.diff(base, new, retired=set(), renames={old_id: renamed})
    assert d.renamed == [(old_id, renamed)]
    assert not d.removed and not d.added and not d.missing and not d.regressions
    d_without = compare.diff(base, new, retired=set(), renames={})
    assert [c.id for c in d_without.removed] == [old_id] and [c.id for c in d_without.added] == [renamed]


@pytest.mark.parametrize(
    "text, message",
    [
        ("a.b | a.b | x\n", "expected `old.id | new.id | why`"),
        ("a.b\n", "expected `old.id | new.id | why`"),
        ("a.b | a.c | x\na.b | a.d | y\n", "renamed twice"),
        ("a.b | a.c | x\na.c | a.b | y\n", "loop"),
    ],
)
def test_a_bad_rename_map_names_file_and_line(tmp_path, text, message):
    path = tmp_path / "RENAMED.txt"
    path.write_text(text)
    with pytest.raises(ValueError, match=message):
        ids.renamed_ids(path)


def test_the_committed_rename_map_is_valid():
    ids.renamed_ids()


def test_only_verdicts_are_compared():
    case = {"kind": "semantics"}
    assert model.observation_type({"name": "a_b", "value": 1, "type": "environment"}, case) == "environment"
    assert model.observation_type({"name": "a_b", "value": 1.5, "type": "measurement"}, case) == "measurement"
    a = {
        "id": "x.y.z",
        "outcome": "PASS",
        "kind": "semantics",
        "observations": [
            {"name": "sm_count", "value": 132, "type": "environment"},
            {"name": "elapsed_ms", "value": 1.0, "type": "measurement"},
            {"name": "copied_bytes", "value": 16, "type": "verdict"},
        ],
    }
    b = copy.deepcopy(a)
    b["observations"][0]["value"] = 114
    b["observations"][1]["value"] = 2.0
    assert compare.measured(a, b) == {"sm_count", "elapsed_ms"}
    b["observations"][2]["value"] = 8
    changes = [c for c in compare._observation_changes(a, b) if c[0] not in compare.measured(a, b)]
    assert changes == [["copied_bytes", 16, 8]]


def _case(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / "cases" / "area" / "group" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


@pytest.mark.skipif(not (INCLUDE / "cuda.h").exists(), reason="needs the CUDA toolkit headers")
def test_the_contract_checker_finds_each_contract_problem(tmp_path):
    """The `.api` comes from the listing (what the binary says); the calls and literal observation
    names from the case file."""
    declared = contract.declared_functions(INCLUDE)
    assert {"cudaMemcpyAsync", "cuMemAlloc", "cudaLaunchKernelEx"} <= set(declared)
    cases_dir = tmp_path / "cases"
    (tmp_path / "harness").mkdir()
    good = _case(
        tmp_path,
        "good.cpp",
        'CUDASEM_CASE(A, B, {\n    .api = {"cudaFree"},\n}) {\n  cudaFree(nullptr);\n'
        '  cudasem::observe("freed_pointers", 1);\n}\n',
    )
    listed = [{"id": "area.group.good", "area": "area", "kind": "semantics", "api": ["cudaFree"]}]
    assert contract.check(listed, cases_dir, declared) == []
    bad = _case(
        tmp_path,
        "bad.cpp",
        'CUDASEM_CASE(A, B, {\n    .api = {"cudaNotAThing", "cudaMemcpy"},\n}) {\n'
        "  // cudaMemcpy(a, b, n, k) in a comment is no call\n"
        '  cudasem::observe("result", 1);\n  cudasem::measure("cudaFree(p)", 1.0);\n'
        '  CUDASEM_EXPECT_EQ_NAMED("copied", n, 4);\n}\n',
    )
    listed.append({"id": "area.group.bad", "area": "area", "kind": "semantics", "api": ["cudaNotAThing", "cudaMemcpy"]})
    problems = contract.check(listed, cases_dir, declared)
    assert f"{bad}:2: .api names cudaNotAThing, which the toolkit headers do not declare" in problems
    assert any("cudaMemcpy, which neither the case nor a local header" in p for p in problems)
    assert any("'result' is not a label" in p for p in problems)
    assert any("'cudaFree(p)' is not a label" in p for p in problems)
    assert any("'copied' is not a label" in p for p in problems)  # a data proof's name too
    assert not any(str(good) in p for p in problems)
    # the listing, not the source text, says what a case declares
    problems = contract.check([dict(listed[0], api=["cudaNotAThing"])], cases_dir, declared, [good])
    assert problems == [f"{good}:1: .api names cudaNotAThing, which the toolkit headers do not declare"]
    # a case without `.api` (the binary refuses to list one; a harness test binary might) and a case
    # file the listing has no case of
    _case(tmp_path, "unlisted.cpp", "CUDASEM_CASE(A, C, {}) {}\n")
    problems = contract.check([dict(listed[0], api=[])], cases_dir, declared)
    assert any("good.cpp:1: a case of this file lists no `.api`" in p for p in problems)
    assert any("unlisted.cpp:1: the build lists no case of this file" in p for p in problems)
    # a listed case whose file is not there
    problems = contract.check([dict(listed[0], id="area.group.gone")], cases_dir, declared)
    assert any("area.group.gone: no case file" in p for p in problems)
    # only the files given
    assert contract.check(listed[:1], cases_dir, declared, [good]) == []


@pytest.mark.skipif(not (INCLUDE / "cuda.h").exists(), reason="needs the CUDA toolkit headers")
def test_a_case_of_a_newer_toolkit_names_an_api_the_headers_lack_only_when_it_requires_that_toolkit(tmp_path):
    """`.needs = {cudasem::toolkit_version(v)}`: a build with older headers compiles the case's declaration
    only (its body under `#if CUDA_VERSION >= v`); the contract does not look for its `.api` there."""
    declared = contract.declared_functions(INCLUDE)
    version = contract.headers_cuda_version(INCLUDE)
    assert version >= 13000
    cases_dir = tmp_path / "cases"
    later = _case(
        tmp_path,
        "later.cpp",
        'CUDASEM_CASE(A, B, {\n    .api = {"cudaLaterThing"},\n}) {\n#if CUDA_VERSION >= 99990\n'
        "  cudaLaterThing(nullptr);\n#endif\n}\n",
    )
    case = {"id": "area.group.later", "area": "area", "kind": "semantics", "api": ["cudaLaterThing"]}
    needs = [f"toolkit: CUDA version >= {version + 10}"]
    assert contract.check([dict(case, requirements=needs)], cases_dir, declared, [later], version) == []
    undeclared = f"{later}:2: .api names cudaLaterThing, which the toolkit headers do not declare"
    # without the requirement, or requiring the headers' own version: the headers must declare it
    assert contract.check([case], cases_dir, declared, [later], version) == [undeclared]
    same = [f"toolkit: CUDA version >= {version}"]
    assert contract.check([dict(case, requirements=same)], cases_dir, declared, [later], version) == [undeclared]


@pytest.mark.skipif(not (INCLUDE / "cuda.h").exists(), reason="needs the CUDA toolkit headers")
def test_a_table_expanding_a_generated_function_table_calls_that_header_s_functions(tmp_path):
    """A return-code table calls its rows' functions through the build's generated table
    (CUDASEM_RUNTIME_FUNCTIONS, CUDASEM_DRIVER_FUNCTIONS): a row's `.api` counts as called there, and
    only for a function of that header."""
    declared = contract.declared_functions(INCLUDE)
    cases_dir = tmp_path / "cases"
    (tmp_path / "harness").mkdir()
    table = _case(
        tmp_path,
        "table.cpp",
        "#define ROW(fn, params) {#fn},\nconstexpr Row kRows[] = {CUDASEM_RUNTIME_FUNCTIONS(ROW, ROW)};\n"
        "CUDASEM_CASE_TABLE(A, B, kRows, {}) {}\n",
    )
    listed = [
        {
            "id": "area.group.table.cudamalloc",
            "row": "cudaMalloc",
            "area": "area",
            "kind": "characterization",
            "api": ["cudaMalloc"],
        }
    ]
    assert contract.check(listed, cases_dir, declared, [table]) == []
    listed = [dict(listed[0], api=["cuMemAlloc"])]  # a driver function: not in the runtime's table
    assert any("cuMemAlloc, which neither the case" in p for p in contract.check(listed, cases_dir, declared, [table]))


def _same_commit_pairs() -> list[tuple[Path, Path]]:
    """(H100, H200) top-level bundles of one suite commit whose harness types its observations."""
    by_commit: dict[str, dict[str, Path]] = {}
    for p in REAL:
        b = read(p)
        gpu = (b["identity"].get("gpu") or {}).get("name") or ""
        typed = any("type" in o for c in b["cases"] for o in c.get("observations") or [])
        if typed and ("H100" in gpu or "H200" in gpu):
            by_commit.setdefault(b["suite"].get("commit") or "", {})["H100" if "H100" in gpu else "H200"] = p
    return [(v["H100"], v["H200"]) for v in by_commit.values() if len(v) == 2]


# Verdict observations that the committed runs showed differing and that a later commit records as
# measurements: (case id, observation) -> why. Each must still differ in a committed pair (an entry
# the bundles no longer need fails the test), so the list empties when the runs are replaced.
RETYPED = {
    ("device_printf.flush.memcpy_async", "device_line_position"): (
        "the device line's position races with the driver's own draining of the printf FIFO "
        "(before_completed_marker once on the H200 of 32d2cf4, after_action_marker in every other run); "
        "a measurement since the commit after 32d2cf4"
    ),
}


def test_h100_and_h200_runs_of_one_commit_differ_only_in_typed_values():
    """A verdict observation that differs between the two GPUs for a case with the same outcome is
    a value that was never typed (a time, an address, a GPU-model fact): the selftest fails on it."""
    pairs = _same_commit_pairs()
    if not pairs:
        pytest.skip("no H100 and H200 bundles of one commit with typed observations are committed yet")
    retyped_seen: set[tuple[str, str]] = set()
    for h100, h200 in pairs:
        a = {c["id"]: c for c in read(h100)["cases"]}
        b = {c["id"]: c for c in read(h200)["cases"]}
        untyped = []
        for cid in sorted(set(a) & set(b)):
            if a[cid]["outcome"] != b[cid]["outcome"]:
                continue
            va = {o["name"]: o for o in a[cid]["observations"] if o.get("type") == "verdict"}
            vb = {o["name"]: o for o in b[cid]["observations"] if o.get("type") == "verdict"}
            for n in sorted(set(va) & set(vb)):
                if va[n]["value"] == vb[n]["value"]:
                    continue
                if (cid, n) in RETYPED:
                    retyped_seen.add((cid, n))
                    continue
                untyped.append(f"{cid}: {n}: {va[n]['value']!r} vs {vb[n]['value']!r}")
        assert not untyped, f"{h100.name} vs {h200.name}:\n" + "\n".join(untyped)
    stale = sorted(set(RETYPED) - retyped_seen)
    assert not stale, f"RETYPED entries no committed pair needs any more (remove them): {stale}"


@pytest.mark.skipif(not (INCLUDE / "cuda.h").exists(), reason="needs the CUDA toolkit headers")
def test_the_cases_call_the_breadth_the_readme_states():
    """Issue 27: at least 285 runtime and 300 driver functions called (`cudasem contract coverage`,
    the count the README gives); a function named only in a comment does not count."""
    declared = contract.declared_functions(INCLUDE)
    cov = contract.coverage(ROOT / "cases", INCLUDE, declared)
    called = {header: len(c) for header, (c, _) in cov.items()}
    assert called["cuda_runtime_api.h"] >= 285, called
    assert called["cuda.h"] >= 300, called
    excluded = entrypoints._EXCLUDED  # the family the suite never calls (safety)
    assert not any(excluded.match(n) for n in cov["cuda.h"][0])


def test_coverage_counts_calls_not_comments(tmp_path):
    cases = tmp_path / "cases" / "a" / "b"
    cases.mkdir(parents=True)
    (cases / "c.cpp").write_text(
        '// cudaFree(p) in a comment\nconst char* s = "/* not a comment";\ncudaMalloc(&p, 4);\n'
    )
    (tmp_path / "harness" / "include").mkdir(parents=True)
    cov = contract.coverage(tmp_path / "cases", INCLUDE, {"cudaFree": "rt.h", "cudaMalloc": "rt.h"})
    assert cov["rt.h"] == (["cudaMalloc"], ["cudaFree"])


def test_a_table_row_counts_its_own_function_as_called(tmp_path):
    """A return-code table's row calls the function it is keyed by (its key among its own .api); an
    entry-point row keyed by a function name calls only cuGetProcAddress: its key does not count."""
    (tmp_path / "cases" / "a").mkdir(parents=True)
    (tmp_path / "harness" / "include").mkdir(parents=True)
    listed = [
        {"id": "a.t.cumemalloc", "row": "cuMemAlloc", "api": ["cuInit", "cuMemAlloc"]},
        {"id": "e.t.cumemfree", "row": "cuMemFree", "api": ["cuGetProcAddress"]},
    ]
    declared = {"cuMemAlloc": "cuda.h", "cuMemFree": "cuda.h", "cuInit": "cuda.h"}
    cov = contract.coverage(tmp_path / "cases", INCLUDE, declared, listed)
    assert cov["cuda.h"] == (["cuMemAlloc"], ["cuInit", "cuMemFree"])
    assert contract.coverage(tmp_path / "cases", INCLUDE, declared)["cuda.h"][0] == []
