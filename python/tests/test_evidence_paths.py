"""`cudasem evidence` reads only bundles inside the repository: an entry's reference that leaves it
(`bundles/../../x.json`, or a link under bundles/ to a file outside) is a problem named with the
entry's file and line, and the file is never read; so is a --rewrite candidate outside it."""

import json
import os

import pytest

from cudasem.run import evidence

CASE = "memcpy.async.d2h_pageable_blocks"


@pytest.fixture
def repo(tmp_path, h100_new):
    """A repository root (tmp/repo) and, beside it, a bundle outside it that would show the entry."""
    case = next(c for c in h100_new["cases"] if c["id"] == CASE)
    case.update(outcome="FAIL", message="m", observations=[{"name": "v_w", "value": 1, "type": "verdict"}])
    root = tmp_path / "repo"
    (root / "bundles").mkdir(parents=True)
    (root / "expectations").mkdir()
    (tmp_path / "outside.json").write_text(json.dumps(h100_new))
    return root


def run(root, ref, *extra):
    line = f"{CASE} | fail | any | r | {ref} |  | v_w=1\n"
    (root / "expectations" / "x.txt").write_text(line)
    return evidence.main(["--root", str(root), "--expectations", str(root / "expectations"), *extra])


def test_a_reference_with_dot_dots_out_of_the_repository_is_not_read(repo, capsys, monkeypatch):
    read = []
    monkeypatch.setattr(evidence, "load", lambda p: read.append(p) or {})
    assert run(repo, "bundles/../../outside.json") == 1
    out = capsys.readouterr().out
    assert f"x.txt:1: {CASE}: bundles/../../outside.json does not show it (the path leaves the repository)" in out
    assert read == []


def test_a_link_under_bundles_to_a_file_outside_is_not_read(repo, capsys):
    os.symlink(repo.parent / "outside.json", repo / "bundles" / "link.json")
    assert run(repo, "bundles/link.json") == 1
    assert "the path leaves the repository" in capsys.readouterr().out


def test_a_reference_inside_the_repository_is_read(repo, capsys):
    (repo / "bundles" / "raw").mkdir()
    (repo / "bundles" / "raw" / "a.json").write_text((repo.parent / "outside.json").read_text())
    assert run(repo, "bundles/raw/../raw/a.json") == 0, capsys.readouterr().out


def test_a_rewrite_candidate_outside_the_repository_is_refused(repo, capsys):
    assert run(repo, "bundles/none.json", "--rewrite", "../outside.json") == 2
    err = capsys.readouterr().err
    assert err == "cudasem evidence: ../outside.json: the path leaves the repository\n"
    assert "outside" not in (repo / "expectations" / "x.txt").read_text()
