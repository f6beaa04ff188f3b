"""The Python reader of the expectation files (cudasem.model.expectation_files) splits them as the
harness does: the inputs of harness/tests/expectation_syntax.json, which the harness's own test
(expectations_test.cpp, ExpectationSyntax.SharedTableOfInputs) reads too, give the same entries with
the same fields, and the same line for an error. Where the harness's checker is built, its
`list --json` reading of those inputs and of the committed files is compared as well."""

import json
import subprocess
from pathlib import Path

import pytest

from cudasem.model import expectation_files as ef
from cudasem.run import evidence

ROOT = Path(__file__).resolve().parents[2]
TABLE = json.loads((ROOT / "harness" / "tests" / "expectation_syntax.json").read_text())


def padded(fields):
    return fields + [""] * (7 - len(fields))


@pytest.mark.parametrize("row", TABLE, ids=[r["name"] for r in TABLE])
def test_the_python_reader_reads_the_shared_inputs_as_the_harness(row):
    if "error_line" in row:
        with pytest.raises(ef.ExpectationSyntaxError) as e:
            ef.entries(row["text"], "t.txt")
        assert str(e.value).startswith(f"t.txt:{row['error_line']}: ") and "\n" not in str(e.value)
        return
    got = [[n, padded(f)] for n, f in ef.entries(row["text"], "t.txt")]
    assert got == row["entries"]


def test_an_entry_without_spaces_around_the_bars_is_seen_by_evidence(tmp_path):
    (tmp_path / "expectations").mkdir()
    (tmp_path / "expectations" / "x.txt").write_text("a.b|fail|any|r|bundles/x.json||v_w=1\n")
    [e] = evidence.read_entries(tmp_path / "expectations")
    assert (e.line, e.pattern, e.reference, e.expects) == (1, "a.b", "bundles/x.json", "v_w=1")


def test_a_vertical_tab_or_line_separator_does_not_split_an_entry(tmp_path):
    (tmp_path / "x.txt").write_text("a.b | fail | any | r\u2028s\vt | bundles/x.json |  | v_w=1\n", encoding="utf-8")
    assert [(e.line, e.reference) for e in evidence.read_entries(tmp_path)] == [(1, "bundles/x.json")]


def test_globs_are_the_harness_globs_not_fnmatch():
    assert ef.glob_match("a.*", "a.b.c") and ef.glob_match("a.?", "a.b") and not ef.glob_match("a.?", "a.bc")
    assert not ef.glob_match("a.[b]", "a.b") and ef.glob_match("a.[b]", "a.[b]")
    assert evidence.Entry(Path("x"), 1, "a.[bc]", "", "").names("a.b") is False


@pytest.mark.parametrize(
    "name, text, message",
    [
        (
            "x.txt",
            "\ufeffa.b | fail | any | r | ref |  | v_w=1\n",
            "x.txt:1: the file starts with a UTF-8 byte-order mark",
        ),
        ("A.TXT", "a.b | fail | any | r | ref |  | v_w=1\n", "A.TXT: an expectation file's name ends in '.txt'"),
        ("x.txt", "a.b | fail | any\n", "x.txt:1: expected 5 to 7 fields"),
    ],
)
def test_evidence_refuses_what_the_harness_refuses_with_one_line(tmp_path, capsys, name, text, message):
    (tmp_path / "expectations").mkdir()
    (tmp_path / "expectations" / name).write_text(text, encoding="utf-8")
    assert evidence.main(["--root", str(tmp_path), "--expectations", str(tmp_path / "expectations")]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1, err


# --- the harness's own reading, where its checker is built ------------------------------------


def _tool():
    tool, _ = ef.find_tool(ROOT)
    return tool


def _harness_entries(tool, folder):
    done = subprocess.run([tool, "list", "--json", str(folder)], capture_output=True, text=True, timeout=60)
    if done.stderr.startswith("usage:"):
        pytest.skip(f"{tool} is a build from before `list --json`: rebuild it")
    return done.returncode, json.loads(done.stdout) if done.returncode == 0 else done.stderr


@pytest.mark.skipif(
    _tool() is None, reason="cudasem-expectations is not built (CUDASEM_EXPECTATIONS_TOOL, build/default)"
)
def test_the_harness_lists_the_shared_inputs_as_the_python_reader(tmp_path):
    for i, row in enumerate(TABLE):
        folder = tmp_path / str(i)
        folder.mkdir()
        (folder / "t.txt").write_bytes(row["text"].encode("utf-8"))
        rc, got = _harness_entries(_tool(), folder)
        if "error_line" in row:
            assert rc == 2 and f"t.txt:{row['error_line']}: " in got and got.count("\n") == 1, (row["name"], got)
            continue
        assert rc == 0, (row["name"], got)
        fields = ("pattern", "outcome", "conditions_text", "reason", "reference", "class", "expects")
        assert [[e["line"], [e[k] for k in fields]] for e in got] == row["entries"], row["name"]


@pytest.mark.skipif(
    _tool() is None, reason="cudasem-expectations is not built (CUDASEM_EXPECTATIONS_TOOL, build/default)"
)
def test_the_harness_and_the_python_reader_see_the_same_committed_entries():
    rc, got = _harness_entries(_tool(), ROOT / "expectations")
    assert rc == 0, got
    mine = [(str(p), n, padded(f)) for p, n, f in ef.folder_entries(ROOT / "expectations")]
    fields = ("pattern", "outcome", "conditions_text", "reason", "reference", "class", "expects")
    assert [(e["file"], e["line"], [e[k] for k in fields]) for e in got] == mine
