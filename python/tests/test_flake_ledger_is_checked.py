"""The flake ledger validates its file (one line naming the file and the field, exit 2), never
reads a missing file as empty, counts one run once whatever path it was added from, and counts a
MISSING case apart from "varied", so that `compare --ledger` never calls a real regression
"varied in the ledger". Planted bundles, no GPU."""

from __future__ import annotations

import json
import os

import pytest
from test_ledger import _a_passing_case, _runs

from cudasem.run import compare, ledger


def _one_line(err, *words):
    lines = [x for x in err.splitlines() if x.strip()]
    assert len(lines) == 1 and all(w in lines[0] for w in words) and "Traceback" not in err, err


def _book(tmp_path, capsys, outcomes=("PASS", "PASS")):
    cid = _a_passing_case()
    paths = _runs(tmp_path, list(outcomes), cid)
    book = tmp_path / "ledger.json"
    assert ledger.main(["add", str(book), *map(str, paths)]) == 0
    capsys.readouterr()
    return cid, paths, book


def test_a_missing_ledger_is_an_error_not_an_empty_one(tmp_path, capsys):
    cid = _a_passing_case()
    a, b = _runs(tmp_path, ["PASS", "FAIL"], cid)
    gone = tmp_path / "no-such-ledger.json"
    assert compare.main([str(a), str(b), "--ledger", str(gone)]) == 2
    _one_line(capsys.readouterr().err, str(gone), "no such ledger")
    assert ledger.main(["show", str(gone)]) == 2
    _one_line(capsys.readouterr().err, str(gone))
    assert not gone.exists()
    assert ledger.main(["add", str(gone), str(a)]) == 0  # add starts a ledger
    assert len(ledger.read(gone)["runs"]) == 1


@pytest.mark.parametrize(
    "spoil, field",
    [
        (lambda d, cid: d["cases"][cid].__setitem__(0, [-1, "PASS"]), "run index -1"),
        (lambda d, cid: d["cases"][cid].__setitem__(0, [2, "PASS"]), "run index 2"),
        (lambda d, cid: d["cases"][cid].__setitem__(0, [True, "PASS"]), "run index True"),
        (lambda d, cid: d["cases"][cid].__setitem__(0, [0, "GREEN"]), "'GREEN' is not an outcome"),
        (lambda d, cid: d["cases"][cid].__setitem__(0, [0]), "pair"),
        (lambda d, cid: d["cases"][cid].__setitem__(1, [0, "PASS"]), "run 0 is listed twice"),
        (lambda d, cid: d["cases"].__setitem__(cid, "PASS"), "is not a list"),
        (lambda d, cid: d["runs"][1].update(gpus=True), "runs[1].gpus"),
        (lambda d, cid: d["runs"][1].update(d["runs"][0]), "runs[1] is the run of runs[0]"),
    ],
)
def test_a_malformed_ledger_is_refused_naming_the_field(tmp_path, capsys, spoil, field):
    cid, paths, book = _book(tmp_path, capsys)
    data = json.loads(book.read_text())
    spoil(data, cid)
    book.write_text(json.dumps(data))
    assert ledger.main(["show", str(book)]) == 2
    _one_line(capsys.readouterr().err, str(book), field)
    assert compare.main([str(paths[0]), str(paths[1]), "--ledger", str(book)]) == 2
    _one_line(capsys.readouterr().err, str(book), field)


def test_a_key_named_twice_is_refused(tmp_path, capsys):
    cid, _, book = _book(tmp_path, capsys)
    text = book.read_text().replace('"schema"', '"runs": [],\n"schema"', 1)
    book.write_text(text)
    assert ledger.main(["show", str(book)]) == 2
    _one_line(capsys.readouterr().err, str(book), "duplicate key 'runs'")


def test_one_run_added_under_two_paths_counts_once(tmp_path, capsys):
    cid, paths, book = _book(tmp_path, capsys, ["PASS"])
    link = tmp_path / "other-name.json"
    os.symlink(paths[0], link)
    copy = tmp_path / "copy.json"
    copy.write_bytes(paths[0].read_bytes())
    assert ledger.main(["add", str(book), str(link), str(copy)]) == 0
    assert "0 runs added, 1 in" in capsys.readouterr().out
    assert len(ledger.read(book)["runs"]) == 1


def test_an_outcome_list_naming_a_case_twice_is_refused(tmp_path, capsys):
    lst = tmp_path / "repeat.txt"
    lst.write_text("a.b.c PASS\na.b.c FAIL\n")
    book = tmp_path / "ledger.json"
    args = ["--gpu", "G", "--driver", "580.159.04", "--commit", "C"]
    assert ledger.main(["add-outcomes", str(book), str(lst), *args]) == 2
    _one_line(capsys.readouterr().err, f"{lst}:2", "twice")


def test_missing_is_counted_apart_from_varied(tmp_path, capsys):
    cid, paths, book = _book(tmp_path, capsys, ["PASS", "PASS", "MISSING"])
    data = ledger.read(book)
    assert ledger.varied(data) == {}
    assert cid in ledger.missing(data)
    assert ledger.main(["show", str(book)]) == 0
    out = capsys.readouterr().out
    assert "cases that varied within a group: 0" in out and f"{cid}: PASS x2, MISSING x1" in out


def test_compare_never_calls_a_real_regression_varied_because_of_a_missing_run(tmp_path, capsys):
    cid = _a_passing_case()
    paths = _runs(tmp_path, ["PASS", "MISSING", "FAIL"], cid)
    book = tmp_path / "ledger.json"
    assert ledger.main(["add", str(book), str(paths[0]), str(paths[1])]) == 0  # the new run is not in it
    assert compare.main([str(paths[0]), str(paths[2]), "--ledger", str(book)]) == 1
    out = capsys.readouterr().out
    assert f"{cid}: PASS -> FAIL" in out and "varied in the ledger" not in out


@pytest.mark.parametrize("kind", ["fifo", "folder", "dangling link", "gzip bomb"])
def test_a_ledger_that_is_no_readable_file_is_one_line_never_a_wait_or_a_new_ledger(
    tmp_path, capsys, monkeypatch, kind
):
    import gzip
    import os

    from cudasem.model import bundle

    cid = _a_passing_case()
    a, b = _runs(tmp_path, ["PASS", "PASS"], cid)
    book = tmp_path / "ledger.json"
    if kind == "fifo":
        os.mkfifo(book)
    elif kind == "folder":
        book.mkdir()
    elif kind == "dangling link":
        book.symlink_to(tmp_path / "gone.json")
    else:
        monkeypatch.setattr(bundle, "MAX_BUNDLE_BYTES", 100_000)  # small and gzipped: it expands past it
        book.write_bytes(gzip.compress(b" " * 200_000))
    for args in (["show", str(book)], ["add", str(book), str(a)]):
        assert ledger.main(args) == 2
        _one_line(capsys.readouterr().err, str(book))
    assert compare.main([str(a), str(b), "--ledger", str(book)]) == 2
    _one_line(capsys.readouterr().err, str(book))
    assert not (tmp_path / "gone.json").exists()


@pytest.mark.parametrize("driver", ["D", "", "..", "580.159.0\u00b2", "9" * 5000, "580.159.04\n"])
def test_a_driver_version_nvml_cannot_give_is_refused_by_the_ledger(tmp_path, capsys, driver):
    lst = tmp_path / "repeat.txt"
    lst.write_text("a.b.c PASS\n")
    book = tmp_path / "ledger.json"
    args = ["--gpu", "G", "--driver", driver, "--commit", "C"]
    assert ledger.main(["add-outcomes", str(book), str(lst), *args]) == 2
    _one_line(capsys.readouterr().err, "--driver", "no driver version")
    assert not book.exists()
    assert ledger.main(["add-outcomes", str(book), str(lst), *args[:3], "580.159.04", *args[4:]]) == 0
    data = json.loads(book.read_text())
    data["runs"][0]["driver"] = driver
    book.write_text(json.dumps(data))
    assert ledger.main(["show", str(book)]) == 2
    _one_line(capsys.readouterr().err, str(book), "runs[0].driver", "no driver version")
