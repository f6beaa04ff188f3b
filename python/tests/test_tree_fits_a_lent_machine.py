"""The working tree a lent GPU machine receives (docs/evidence.md, "The committed runs") has a size limit:
64 MiB for the tracked files and what a call carries (ci/lent-machine carry: the GL/EGL/Vulkan loader
packages, the interop headers, nlohmann-json, the fastjsonschema wheel and two runtime releases, about
6 MiB). The committed bundles are most of the tracked files and grow with every run committed; past
the limit no GPU run can start at all. So the tracked files stay under the limit less an allowance
for the carry, and the reference bundles (bundles/*.json.gz, the two-GPU run) are gzip, as `cudasem
shard merge --out X.json.gz` writes them (a twentieth of the JSON)."""

from __future__ import annotations

import subprocess

import pytest

from conftest import REAL

LIMIT = 64 * 1024 * 1024  # the device tool's limit on what travels
CARRY_ALLOWANCE = 9 * 1024 * 1024  # what ci/lent-machine carry fills (about 6 MiB), and room
ROOT = REAL.parent


def tracked_files() -> list:
    done = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=False)
    if done.returncode != 0:
        pytest.fail(f"git cannot list the tracked files: {done.stderr.decode(errors='replace').strip()}", pytrace=False)
    return [ROOT / name for name in done.stdout.decode().split("\0") if name]


def test_the_tracked_files_leave_room_for_the_carry():
    sizes = {p: p.stat().st_size for p in tracked_files() if p.is_file()}
    total = sum(sizes.values())
    biggest = sorted(sizes, key=sizes.get, reverse=True)[:5]
    assert total <= LIMIT - CARRY_ALLOWANCE, (
        f"the tracked files are {total / 2**20:.1f} MiB; with the carry a lent machine's call would pass "
        f"its {LIMIT // 2**20} MiB limit. Move older runs to bundles/history/ (gzip); the biggest: "
        + ", ".join(f"{p.relative_to(ROOT)} ({sizes[p] / 2**20:.1f} MiB)" for p in biggest)
    )


def test_the_reference_bundles_are_gzip():
    plain = [p.relative_to(REAL) for p in [*REAL.glob("nvidia-*.json"), *(REAL / "multi-gpu").glob("nvidia-*.json")]]
    assert not plain, f"reference bundles as plain JSON (gzip them: name.json.gz, as the tools read them): {plain}"
