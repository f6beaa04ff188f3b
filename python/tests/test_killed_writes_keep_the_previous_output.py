"""A kill during a write leaves the previous output as it was (issue 44): `shard merge`, `export`,
`evidence --rewrite` and `render` run in a subprocess whose first write into the output's folder
kills it (SIGKILL); the earlier output must be byte-identical afterwards. A render stopped by
SIGTERM or SIGINT removes its partial folder; one killed after the swap leaves the new site whole,
and the next render removes what the kill left."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from cudasem.model import files
from cudasem.report import render

from conftest import REPORTS, planted_files

DATA = Path(__file__).parent / "data" / "ci"

# Runs `cudasem ARGS...` with open()/Path.open() watched: the AT-th write into a file opened for
# writing under WHERE (mode write), or the AT-th removal of an existing folder under WHERE (mode
# rmtree), sends SIGNAL to the process itself.
WRAPPER = r"""
import builtins, io, os, shutil, signal, sys

where, sig, at, mode = sys.argv[1], getattr(signal, sys.argv[2]), int(sys.argv[3]), sys.argv[4]
count = 0


def hit():
    global count
    count += 1
    if count == at:
        os.kill(os.getpid(), sig)


class Watched:
    def __init__(self, f):
        self._f = f

    def write(self, data):
        hit()
        return self._f.write(data)

    def __getattr__(self, name):
        return getattr(self._f, name)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return self._f.__exit__(*exc)


real_open, real_rmtree = io.open, shutil.rmtree


def under(path):
    return isinstance(path, (str, os.PathLike)) and os.path.abspath(os.fspath(path)).startswith(where)


def watched_open(file, mode_="r", *args, **kwargs):
    f = real_open(file, mode_, *args, **kwargs)
    if mode == "write" and any(c in mode_ for c in "wax+") and under(file):
        return Watched(f)
    return f


def watched_rmtree(path, *args, **kwargs):
    if mode == "rmtree" and under(path) and os.path.isdir(path):
        hit()
    return real_rmtree(path, *args, **kwargs)


builtins.open = io.open = watched_open
shutil.rmtree = watched_rmtree
from cudasem.cli import main

sys.exit(main(sys.argv[5:]))
"""


def cudasem_killed(tmp_path: Path, where: Path, args: list, sig: str = "SIGKILL", at: int = 1, mode: str = "write"):
    wrapper = tmp_path / "killed_at_write.py"
    wrapper.write_text(WRAPPER)
    return subprocess.run(
        [sys.executable, str(wrapper), str(where), sig, str(at), mode, *map(str, args)],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=tmp_path,
        env=dict(os.environ, PYTHONPATH=str(REPORTS)),
    )


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file but the temporary files a SIGKILL leaves (`.<name>.<pid>.tmp`, never read)."""
    return {
        str(p.relative_to(folder)): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file() and not (p.name.startswith(".") and p.name.endswith(".tmp"))
    }


def test_a_kill_during_shard_merge_leaves_the_previous_merged_bundle(tmp_path):
    shards = sorted(DATA.glob("h100-580-shard*.json"))
    out = tmp_path / "merged" / "m.json"
    out.parent.mkdir()
    out.write_text('{"the previous": "merged bundle"}\n')
    before = out.read_bytes()
    r = cudasem_killed(tmp_path, out.parent, ["shard", "merge", *shards, "--out", out])
    assert r.returncode == -signal.SIGKILL, r.stderr
    assert out.read_bytes() == before


def test_a_kill_during_export_leaves_the_previous_files(tmp_path):
    bundle = planted_files()[0]
    out = tmp_path / "out"
    out.mkdir()
    (out / "j.xml").write_text("<previous/>\n")
    (out / "r.csv").write_text("previous,Pass,0.000\n")
    before = snapshot(out)
    r = cudasem_killed(tmp_path, out, ["export", bundle, "--junit", out / "j.xml", "--csv", out / "r.csv"])
    assert r.returncode == -signal.SIGKILL, r.stderr
    assert snapshot(out) == before


def test_a_kill_during_evidence_rewrite_leaves_the_expectation_file(tmp_path, h100_new):
    case = "memcpy.async.d2h_pageable_blocks"
    for c in h100_new["cases"]:
        if c["id"] == case:
            c.update(outcome="FAIL", message="returned early", observations=[])
    (tmp_path / "bundles" / "raw").mkdir(parents=True)
    (tmp_path / "bundles" / "raw" / "b.json").write_text(json.dumps(h100_new))
    (tmp_path / "expectations").mkdir()
    nvidia = tmp_path / "expectations" / "nvidia.txt"
    nvidia.write_text(
        f"# comment\n{case} | fail | any | why | bundles/old.json | driver-differs | message~returned early\n"
    )
    before = nvidia.read_bytes()
    args = ["evidence", "--root", tmp_path, "--expectations", tmp_path / "expectations"]
    r = cudasem_killed(tmp_path, tmp_path / "expectations", [*args, "--rewrite", "bundles/raw/b.json"])
    assert r.returncode == -signal.SIGKILL, r.stderr
    assert nvidia.read_bytes() == before
    # unkilled, the same command rewrites it (the kill, not a refusal, kept it as it was)
    r = subprocess.run(
        [sys.executable, "-m", "cudasem", *map(str, args), "--rewrite", "bundles/raw/b.json"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=dict(os.environ, PYTHONPATH=str(REPORTS)),
    )
    assert r.returncode == 0, r.stdout + r.stderr
    assert "bundles/raw/b.json" in nvidia.read_text() and not list((tmp_path / "expectations").glob(".*"))


@pytest.fixture
def old_site(tmp_path):
    """A site of two runs at tmp_path/site, and the bundles of a newer site (every planted run)."""
    site = tmp_path / "site"
    two = [str(p) for p in planted_files() if "h100" in p.name]
    assert render.main([*two, "--out", str(site)]) == 0
    return site, snapshot(site)


def leftovers(tmp_path: Path) -> list[str]:
    return sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".site."))


def test_a_kill_during_render_leaves_the_old_site_whole(tmp_path, old_site):
    site, before = old_site
    r = cudasem_killed(tmp_path, tmp_path, ["render", *planted_files(), "--out", site])
    assert r.returncode == -signal.SIGKILL, r.stderr
    assert snapshot(site) == before  # not one page of the new site among the old
    # the next render removes the partial folder the kill left, and writes the new site
    assert render.main([*map(str, planted_files()), "--out", str(site)]) == 0
    assert leftovers(tmp_path) == [] and snapshot(site) != before


def test_a_kill_after_the_swap_leaves_the_new_site_whole(tmp_path, old_site):
    site, before = old_site
    fresh = tmp_path / "fresh"
    assert render.main([*map(str, planted_files()), "--out", str(fresh)]) == 0
    r = cudasem_killed(tmp_path, tmp_path, ["render", *planted_files(), "--out", site], mode="rmtree")
    assert r.returncode == -signal.SIGKILL, r.stderr
    assert snapshot(site) == snapshot(fresh)
    assert render.main([*map(str, planted_files()), "--out", str(site)]) == 0
    assert leftovers(tmp_path) == []


@pytest.mark.parametrize("sig", ["SIGTERM", "SIGINT", "SIGHUP"])
def test_render_stopped_by_a_signal_removes_its_partial_folder(tmp_path, old_site, sig):
    site, before = old_site
    r = cudasem_killed(tmp_path, tmp_path, ["render", *planted_files(), "--out", site], sig=sig, at=20)
    assert r.returncode == 128 + getattr(signal, sig), r.stderr
    assert "Traceback" not in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert f"stopped by {sig}" in r.stderr and "the old site is as it was" in r.stderr
    assert snapshot(site) == before and leftovers(tmp_path) == []


def test_a_killed_render_into_a_new_folder_leaves_nothing_after_the_next(tmp_path):
    r = cudasem_killed(tmp_path, tmp_path, ["render", *planted_files(), "--out", tmp_path / "site"])
    assert r.returncode == -signal.SIGKILL
    assert not (tmp_path / "site").exists() and len(leftovers(tmp_path)) == 1
    running = tmp_path / f".site.partial-{os.getppid()}"  # a render still running: not touched
    running.mkdir()
    assert render.main([*map(str, planted_files()), "--out", str(tmp_path / "site")]) == 0
    assert leftovers(tmp_path) == [running.name] and (tmp_path / "site" / "index.html").is_file()


@pytest.mark.parametrize("can_exchange", [True, False])
def test_swap_folder_puts_the_new_folder_in_place_and_returns_the_old(tmp_path, monkeypatch, can_exchange):
    if not can_exchange:
        monkeypatch.setattr(files, "exchange", lambda a, b: False)
    (tmp_path / "new").mkdir()
    (tmp_path / "new" / "page").write_text("new")
    (tmp_path / "site").mkdir()
    (tmp_path / "site" / "page").write_text("old")
    old = files.swap_folder(tmp_path / "new", tmp_path / "site")
    assert (tmp_path / "site" / "page").read_text() == "new" and (old / "page").read_text() == "old"
    (tmp_path / "newer").mkdir()
    assert files.swap_folder(tmp_path / "newer", tmp_path / "other") is None and (tmp_path / "other").is_dir()
