"""The top-level bundles (bundles/nvidia-*.json.gz: each GPU's reference run, the report's and the
README's source) and the two-GPU run (bundles/multi-gpu/nvidia-*.json.gz) are of the code the
repository holds: their suite commit is the last commit that changed the case code (cases/,
harness/, kernels/, cmake/, CMakeLists.txt), and they hold every case the build lists.

The check runs once per bundle. A bundle known to be of older case code is a strict xfail (OLDER,
with the reason) until a run of the case code replaces it; then it passes, and its entry must go (an
XPASS fails the suite). Today (issue 45) the H200 bundle and the two-GPU run are of the case code
(cc270fc); the H100 bundle is of 32d2cf4 (no H100 has been lent since)."""

from __future__ import annotations

import subprocess

import pytest

from conftest import REAL, bundle_files, read

CASE_CODE = ["cases", "harness", "kernels", "cmake", "CMakeLists.txt"]


def last_case_code_commit() -> str:
    done = subprocess.run(
        ["git", "log", "-1", "--format=%H", "--", *CASE_CODE],
        cwd=REAL.parent,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0 or not done.stdout.strip():
        pytest.fail(f"git cannot tell the last commit of the case code: {done.stderr.strip()}", pytrace=False)
    return done.stdout.strip()


def top_level_bundles() -> list:
    return bundle_files(REAL, "nvidia-*")


def reference_bundles() -> list:
    """The top-level bundles and the two-GPU run (the report's second input, README's render command)."""
    return [*top_level_bundles(), *bundle_files(REAL / "multi-gpu", "nvidia-*")]


# Reference bundles known to be of older case code, with the reason (issue 45).
OLDER = {
    "nvidia-h100-80gb-hbm3_580.159.04.json.gz": "issue 45: the H100 bundle is of 32d2cf4; no H100 has been lent since",
}


def each_reference_bundle():
    return [
        pytest.param(
            p,
            id=str(p.relative_to(REAL)),
            marks=[pytest.mark.xfail(strict=True, reason=OLDER[p.name])] if p.name in OLDER else [],
        )
        for p in reference_bundles()
    ]


def test_there_are_top_level_bundles_and_a_two_gpu_run():
    assert [p.name for p in top_level_bundles()], "bundles/ holds no GPU's reference run"
    assert len(reference_bundles()) > len(top_level_bundles()), "bundles/multi-gpu/ holds no two-GPU run"


def test_the_older_list_names_reference_bundles():
    names = {p.name for p in reference_bundles()}
    assert not set(OLDER) - names, f"OLDER names bundles that are not reference bundles: {sorted(set(OLDER) - names)}"


@pytest.mark.parametrize("path", each_reference_bundle())
def test_top_level_bundle_is_of_the_last_case_code_commit_and_holds_every_case(path, listed_cases):
    want = last_case_code_commit()
    listed = {c["id"] for c in listed_cases}
    bundle = read(path)
    problems = []
    commit = (bundle.get("suite") or {}).get("commit") or ""
    if commit != want:
        problems.append(f"{path.name}: suite commit {commit[:12] or 'none'}, the case code's is {want[:12]}")
    missing = listed - {c["id"] for c in bundle["cases"]}
    if missing:
        problems.append(f"{path.name}: {len(missing)} listed cases not in it, e.g. {sorted(missing)[:3]}")
    assert not problems, "\n".join(problems)
