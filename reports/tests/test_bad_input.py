"""Bad input: a clear error naming the file, exit status 2."""

import json

import pytest
from conftest import planted_files

from cudasem_report.render import main


def run(capsys, *args):
    code = main([*map(str, args)])
    return code, capsys.readouterr().err


def test_truncated_json(tmp_path, capsys):
    bad = tmp_path / "truncated.json"
    bad.write_text(planted_files()[0].read_text()[:500])
    code, err = run(capsys, bad, "--out", tmp_path / "site")
    assert code == 2 and str(bad) in err and "not valid JSON" in err
    assert not (tmp_path / "site").exists()


def test_wrong_schema(tmp_path, capsys, h100_new, write_bundle):
    h100_new["schema"] = "cudasem-bundle/2"
    bad = write_bundle(h100_new, "future.json")
    code, err = run(capsys, bad, "--out", tmp_path / "site")
    assert code == 2 and str(bad) in err and "cudasem-bundle/2" in err


def test_not_a_bundle(tmp_path, capsys, write_bundle):
    bad = write_bundle({"tests": []}, "ctest.json")
    code, err = run(capsys, bad, "--out", tmp_path / "site")
    assert code == 2 and str(bad) in err and "not a cudasem result bundle" in err


def test_duplicate_case_ids(tmp_path, capsys, h100_new, write_bundle):
    h100_new["cases"].append(dict(h100_new["cases"][0]))
    bad = write_bundle(h100_new, "dup.json")
    code, err = run(capsys, bad, "--out", tmp_path / "site")
    assert code == 2 and str(bad) in err and "duplicate case id" in err


def test_unknown_outcome(tmp_path, capsys, h100_new, write_bundle):
    h100_new["cases"][0]["outcome"] = "ERROR"
    bad = write_bundle(h100_new, "outcome.json")
    code, err = run(capsys, bad, "--out", tmp_path / "site")
    assert code == 2 and str(bad) in err and "'ERROR'" in err


@pytest.mark.parametrize("nested", [False, True])
def test_folder_without_bundle(tmp_path, capsys, nested):
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / "notes.txt").write_text("no bundle here")
    args = [empty] + (list(planted_files()) if nested else [])
    code, err = run(capsys, *args, "--out", tmp_path / "site")
    assert code == 2 and str(empty) in err and "no bundle" in err


def test_missing_path(tmp_path, capsys):
    code, err = run(capsys, tmp_path / "nope", "--out", tmp_path / "site")
    assert code == 2 and "nope: no such file or folder" in err


def test_diff_of_other_gpus_is_refused(tmp_path, capsys):
    h100 = next(p for p in planted_files() if "h100" in p.name)
    l4 = next(p for p in planted_files() if "l4" in p.name)
    code, err = run(capsys, h100, "--diff", h100, l4, "--out", tmp_path / "site")
    assert code == 2 and "different GPUs" in err


def test_explicit_diff(tmp_path, capsys):
    old, new = sorted(p for p in planted_files() if "h100" in p.name)
    code, _ = run(capsys, *planted_files(), "--diff", old, new, "--out", tmp_path / "site")
    assert code == 0
    data = json.loads((tmp_path / "site" / "diff.json").read_text())
    assert not data["automatic"] and len(data["diffs"]) == 1
    assert data["diffs"][0]["sections"][0]["items"][0]["id"] == "memcpy.async.d2h_pageable_blocks"
