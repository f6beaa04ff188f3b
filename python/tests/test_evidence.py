"""`cudasem evidence`: each fail entry's referenced bundle shows the deviation it names; --stale and
--rewrite. Planted bundles (a copy of a planted run with a case set to FAIL) and the committed data."""

import json
import shutil

import pytest

from cudasem.run import evidence

from conftest import REAL

CASE = "memcpy.async.d2h_pageable_blocks"


@pytest.fixture
def repo(tmp_path, h100_new):
    """A repository root with an expectation file and a raw bundle that shows one entry."""
    case = next(c for c in h100_new["cases"] if c["id"] == CASE)
    case["outcome"] = "FAIL"
    case["message"] = "x.cpp:3: cudaMemcpyAsync returned before the release"
    case["observations"] = [
        {"name": "returned_before_release", "value": False, "type": "verdict"},
        {"name": "cudaMemcpyAsync", "value": "cudaErrorInvalidValue (1)", "type": "verdict"},
    ]
    (tmp_path / "bundles" / "raw").mkdir(parents=True)
    (tmp_path / "bundles" / "raw" / "a.json").write_text(json.dumps(h100_new))
    (tmp_path / "expectations").mkdir()
    return tmp_path


def run(repo, line, *extra):
    (repo / "expectations" / "x.txt").write_text("# comment\n" + line + "\n")
    return evidence.main(["--root", str(repo), "--expectations", str(repo / "expectations"), *extra])


def test_an_entry_whose_bundle_shows_it_passes(repo, capsys):
    line = f"{CASE} | fail | any | why | bundles/raw/a.json | driver-differs | returned_before_release=false"
    assert run(repo, line) == 0
    assert "0 problems" in capsys.readouterr().out


@pytest.mark.parametrize(
    "ref, expects, why",
    [
        (
            "bundles/raw/a.json",
            "returned_before_release=true",
            "expects returned_before_release=true, observed returned_before_release=false",
        ),
        ("bundles/raw/a.json", "cudaMemcpyAsync=cudaSuccess (0)", "observed cudaMemcpyAsync=cudaErrorInvalidValue (1)"),
        ("bundles/raw/a.json", "message~the gate held", "expects the failure message to contain 'the gate held'"),
        ("bundles/raw/a.json", "other_label=1", "expects other_label=1, but other_label was not recorded"),
        ("bundles/raw/none.json", "returned_before_release=false", "no such file in the repository"),
    ],
)
def test_an_entry_its_bundle_does_not_show_is_named_with_file_and_line(repo, capsys, ref, expects, why):
    assert run(repo, f"{CASE} | fail | any | why | {ref} | driver-differs | {expects}") == 1
    out = capsys.readouterr().out
    assert f"x.txt:2: {CASE}: {ref} does not show it" in out and why in out, out


def test_a_case_that_passed_in_the_bundle_does_not_show_it(repo, capsys):
    data = json.loads((repo / "bundles/raw/a.json").read_text())
    other = next(c["id"] for c in data["cases"] if c["outcome"] == "PASS")
    assert run(repo, f"{other} | fail | any | why | bundles/raw/a.json |  | message~x") == 1
    assert "outcome PASS, not FAIL" in capsys.readouterr().out


def test_references_that_are_no_bundle_are_left_alone(repo):
    assert run(repo, f"{CASE} | fail | any | why | https://forums.developer.nvidia.com/t/1 |  | message~x") == 0


def test_stale_names_an_entry_whose_case_passed_under_it(repo, capsys, h100_new):
    case = next(c for c in h100_new["cases"] if c["id"] == CASE)
    case["outcome"] = "XPASS"
    (repo / "bundles" / "full.json").write_text(json.dumps(h100_new))
    line = f"{CASE} | fail | any | why | bundles/raw/a.json |  | returned_before_release=false"
    assert run(repo, line, "--stale", "bundles/full.json") == 1
    assert f"x.txt:2: {CASE}: stale, {CASE} XPASS in bundles/full.json" in capsys.readouterr().out


def test_rewrite_points_the_entry_at_the_bundle_that_shows_it(repo, capsys):
    shutil.copy(repo / "bundles/raw/a.json", repo / "bundles/raw/b.json")
    line = f"{CASE} | fail | any | why | bundles/old.json | driver-differs | returned_before_release=false"
    assert run(repo, line, "--rewrite", "bundles/raw/b.json") == 0
    text = (repo / "expectations" / "x.txt").read_text()
    assert text == "# comment\n" + line.replace("bundles/old.json", "bundles/raw/b.json") + "\n"
    assert "rewrote the reference of 1 entries" in capsys.readouterr().out


@pytest.mark.parametrize("end", ["\n", "\r\n", "\r"])
def test_rewrite_changes_only_the_reference_of_an_entry_written_without_spaces(repo, end):
    """Fields split on every `|` and lines on CR LF, CR or LF, as the harness reads them: the
    entry's other fields, its blanks and the line ends stay byte for byte."""
    shutil.copy(repo / "bundles/raw/a.json", repo / "bundles/raw/b.json")
    line = f"{CASE}|fail|any|why|bundles/old.json|driver-differs|returned_before_release=false"
    before = f"# comment{end}{line}{end}# after{end}"
    (repo / "expectations" / "x.txt").write_bytes(before.encode())
    args = ["--root", str(repo), "--expectations", str(repo / "expectations"), "--rewrite", "bundles/raw/b.json"]
    assert evidence.main(args) == 0
    after = (repo / "expectations" / "x.txt").read_bytes().decode()
    assert after == before.replace("|bundles/old.json|", "|bundles/raw/b.json|")


# --- blocks: a header's conditions and bundle, shared by the entries under it ----------------

OTHER = "memcpy.async.h2d_pageable_returns"


def _block_repo(repo):
    """The planted bundle with a second case failing the same way; b.json a copy of it."""
    data = json.loads((repo / "bundles/raw/a.json").read_text())
    other = next(c for c in data["cases"] if c["id"] != CASE and c["outcome"] == "PASS")
    other.update(outcome="FAIL", message="m", observations=[{"name": "v_w", "value": 1, "type": "verdict"}])
    (repo / "bundles/raw/a.json").write_text(json.dumps(data))
    shutil.copy(repo / "bundles/raw/a.json", repo / "bundles/raw/b.json")
    return other["id"]


def write(repo, text):
    (repo / "expectations" / "x.txt").write_text(text)
    return ["--root", str(repo), "--expectations", str(repo / "expectations")]


def test_entries_of_a_block_are_shown_by_the_headers_bundle_and_named_by_their_line(repo, capsys):
    other = _block_repo(repo)
    args = write(
        repo,
        "[any | bundles/raw/a.json]\n"
        f"{CASE} | fail |  | why |  |  | returned_before_release=false\n"
        f"{other} | fail |  | why |  |  | v_w=2\n",
    )
    assert evidence.main(args) == 1
    out = capsys.readouterr().out
    assert f"x.txt:3: {other}: bundles/raw/a.json does not show it ({other}: expects v_w=2, observed v_w=1)" in out
    assert "x.txt:2" not in out and "2 fail entries, 2 reference a bundle; 1 problems" in out


def test_rewrite_points_a_blocks_header_at_the_bundle_that_shows_all_its_entries(repo, capsys):
    other = _block_repo(repo)
    text = (
        "[any | bundles/old.json]\n"
        f"{CASE} | fail |  | why |  |  | returned_before_release=false\n"
        f"{other}|fail||why|||v_w=1\n"
    )
    args = write(repo, text)
    assert evidence.main([*args, "--rewrite", "bundles/raw/b.json"]) == 0
    assert (repo / "expectations" / "x.txt").read_text() == text.replace("bundles/old.json", "bundles/raw/b.json")
    assert "rewrote the reference of 2 entries" in capsys.readouterr().out


def test_rewrite_of_part_of_a_block_names_the_new_bundle_in_the_entry(repo, capsys):
    other = _block_repo(repo)
    text = (
        "[any | bundles/raw/a.json]\n"
        f"{CASE} | fail |  | why |  |  | returned_before_release=false\n"
        f"{other} | fail |  | why |  |  | v_w=2\n"
        "z.z | flaky |  | why |  \n"
    )
    args = write(repo, text)
    assert evidence.main([*args, "--rewrite", "bundles/raw/b.json"]) == 1  # v_w=2: shown by neither
    after = (repo / "expectations" / "x.txt").read_text()
    # two entries keep a.json (the flaky one too), one moves: the header stays, the entry names b.json
    assert after == text.replace("| why |  |  | returned", "| why | bundles/raw/b.json |  | returned")
    out = capsys.readouterr().out
    assert "rewrote the reference of 1 entries" in out and f"x.txt:3: {other}: none of the given bundles" in out
    # and back: the entry's own reference goes when the header names it again
    (repo / "bundles/raw/a.json").unlink()
    shutil.copy(repo / "bundles/raw/b.json", repo / "bundles/raw/a.json")
    evidence.main([*args[:4], "--rewrite", "bundles/raw/a.json"])
    assert (repo / "expectations" / "x.txt").read_text() == text


def test_rewrite_joins_neighbouring_blocks_that_come_to_name_one_bundle(repo, capsys):
    other = _block_repo(repo)
    text = (
        "[any | bundles/old1.json]\n"
        f"{CASE} | fail |  | why |  |  | returned_before_release=false\n"
        "\n# the second block\n"
        "[any | bundles/old2.json]\n"
        f"{other} | fail |  | why |  |  | v_w=1\n"
    )
    args = write(repo, text)
    assert evidence.main([*args, "--rewrite", "bundles/raw/b.json"]) == 0
    assert (repo / "expectations" / "x.txt").read_text() == (
        "[any | bundles/raw/b.json]\n"
        f"{CASE} | fail |  | why |  |  | returned_before_release=false\n"
        "\n# the second block\n"
        f"{other} | fail |  | why |  |  | v_w=1\n"
    )
    assert "rewrote the reference of 2 entries" in capsys.readouterr().out
    assert evidence.main(args) == 0  # the joined file reads, and its bundle shows both entries


def test_a_rewrite_that_would_break_the_files_writes_none(repo, capsys, monkeypatch):
    # The harness reads the rewritten files before any is written: with the join of neighbouring
    # blocks taken away, the repeated header it would write is refused and the file stays.
    monkeypatch.setattr(evidence, "_merge_repeated_headers", lambda chunks: chunks)
    other = _block_repo(repo)
    text = (
        "[any | bundles/old1.json]\n"
        f"{CASE} | fail |  | why |  |  | returned_before_release=false\n"
        "[any | bundles/old2.json]\n"
        f"{other} | fail |  | why |  |  | v_w=1\n"
    )
    args = write(repo, text)
    assert evidence.main([*args, "--rewrite", "bundles/raw/b.json"]) == 2
    err = capsys.readouterr().err
    assert "the rewrite would break the files, none is written" in err and "x.txt:3: the block header repeats" in err
    assert (repo / "expectations" / "x.txt").read_text() == text


@pytest.mark.skipif(not (REAL / "raw").is_dir(), reason="no committed raw bundles")
def test_every_committed_entry_is_shown_by_its_bundle(capsys):
    root = REAL.parent
    code = evidence.main(["--root", str(root), "--expectations", str(root / "expectations")])
    assert code == 0, capsys.readouterr().out
