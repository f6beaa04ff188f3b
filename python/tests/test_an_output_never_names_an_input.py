"""An output that names an input, or two outputs that are one file, are refused before anything is
written: one line, exit 2, the input as it was (issue 44: `shard merge --out` naming one of its
shards, which a full disk then left as invalid JSON; `export --junit X --csv X`). Render replaces its
--out folder whole, so it refuses a folder that holds an input or is no earlier site."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from cudasem.model import files
from cudasem.report import export, render
from cudasem.run import shard
from cudasem.run.record import bundle_name

from conftest import planted_files

DATA = Path(__file__).parent / "data" / "ci"


def one_line(capsys) -> str:
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    return err


@pytest.fixture
def shards(tmp_path):
    out = []
    for p in sorted(DATA.glob("h100-580-shard*.json")):
        shutil.copy(p, tmp_path / p.name)
        out.append(tmp_path / p.name)
    return out


@pytest.mark.parametrize("spelling", ["as given", "another path", "symlink", "hard link"])
def test_merge_refuses_an_out_that_is_one_of_its_shards(tmp_path, capsys, shards, spelling):
    before = shards[1].read_bytes()
    out = {
        "as given": shards[1],
        "another path": tmp_path / "sub" / ".." / shards[1].name,
        "symlink": tmp_path / "link.json",
        "hard link": tmp_path / "hard.json",
    }[spelling]
    (tmp_path / "sub").mkdir()
    if spelling == "symlink":
        out.symlink_to(shards[1])
    if spelling == "hard link":
        os.link(shards[1], out)
    assert shard.main(["merge", *map(str, shards), "--out", str(out)]) == 2
    err = one_line(capsys)
    assert err.startswith("shard merge: the output") and "is the input" in err and shards[1].name in err
    assert shards[1].read_bytes() == before


def test_merge_group_refuses_two_outputs_of_one_name_before_writing(tmp_path, capsys):
    """One run in two folders under one name: kept apart (they overlap), each would be written to
    out/h100-580.json, the second over the first."""
    for folder in ("a", "b"):
        (tmp_path / folder).mkdir()
        shutil.copy(DATA / "h100-580.json", tmp_path / folder)
    args = ["merge", "--group", str(tmp_path / "a"), str(tmp_path / "b"), "--out-dir", str(tmp_path / "out")]
    assert shard.main(args) == 2
    err = one_line(capsys)
    assert "are one file" in err and "h100-580.json" in err
    assert not (tmp_path / "out").exists()


def test_merge_group_refuses_an_out_dir_where_a_bundle_would_replace_itself(tmp_path, capsys):
    b = json.loads((DATA / "h200-580.json").read_text())
    runs = tmp_path / "runs"
    runs.mkdir()
    (runs / bundle_name(b)).write_text(json.dumps(b))  # a bundle alone is copied under this name
    before = (runs / bundle_name(b)).read_bytes()
    assert shard.main(["merge", "--group", str(runs), "--out-dir", str(runs)]) == 2
    assert "is the input" in one_line(capsys)
    assert (runs / bundle_name(b)).read_bytes() == before


def test_export_refuses_one_file_for_both_exports_or_the_bundle_itself(tmp_path, capsys):
    bundle = tmp_path / "b.json"
    shutil.copy(planted_files()[0], bundle)
    before = bundle.read_bytes()
    x = tmp_path / "x"
    assert export.main([str(bundle), "--junit", str(x), "--csv", str(x)]) == 2
    assert "are one file" in one_line(capsys) and not x.exists()
    assert export.main([str(bundle), "--csv", str(bundle)]) == 2
    assert "is the input" in one_line(capsys) and bundle.read_bytes() == before


def test_render_refuses_a_folder_it_would_replace_that_holds_an_input_or_is_no_site(tmp_path, capsys):
    folder = tmp_path / "work"
    (folder / "bundles").mkdir(parents=True)
    shutil.copy(planted_files()[0], folder / "bundles" / "a.json")
    (folder / "notes.txt").write_text("mine\n")
    assert render.main([str(folder / "bundles"), "--out", str(folder)]) == 2
    assert "holds the input" in one_line(capsys)
    assert render.main([str(folder / "bundles"), "--out", str(folder / "bundles")]) == 2
    assert "holds the input" in one_line(capsys)
    not_a_site = tmp_path / "docs"
    not_a_site.mkdir()
    (not_a_site / "notes.txt").write_text("mine\n")
    assert render.main([str(folder / "bundles"), "--out", str(not_a_site)]) == 2
    assert "no cudasem site" in one_line(capsys)
    assert render.main([str(folder / "bundles"), "--out", str(folder / "notes.txt")]) == 2
    assert "a file, not a folder" in one_line(capsys)
    assert sorted(p.name for p in not_a_site.iterdir()) == ["notes.txt"]
    assert sorted(p.name for p in folder.iterdir()) == ["bundles", "notes.txt"]


def test_refuse_same_files_sees_through_links_and_spellings(tmp_path):
    a = tmp_path / "a.json"
    a.write_text("{}")
    os.link(a, tmp_path / "h.json")
    for out in (a, tmp_path / "." / "a.json", tmp_path / "h.json"):
        with pytest.raises(files.SameFileError, match="is the input"):
            files.refuse_same_files([out], [a])
    with pytest.raises(files.SameFileError, match="are one file"):
        files.refuse_same_files([tmp_path / "new", tmp_path / "." / "new"], [a])
    files.refuse_same_files([tmp_path / "b.json"], [a])


@pytest.mark.parametrize("name", ["run.json", "lock", "records/a.json", "bundle.json"])
def test_salvage_refuses_an_out_that_is_one_of_the_runs_own_files(tmp_path, capsys, name):
    from cudasem.run import salvage

    run_dir = tmp_path / "cudasem-run"
    (run_dir / "records").mkdir(parents=True)
    for f in ("run.json", "lock", "records/a.json"):
        (run_dir / f).write_text('{"kept": true}\n')
    out = run_dir / name
    before = out.read_bytes() if out.exists() else None
    assert salvage.main(["--run-dir", str(run_dir), "--out", str(out)]) == 2
    assert "choose another file" in one_line(capsys)
    assert (out.read_bytes() if out.exists() else None) == before
