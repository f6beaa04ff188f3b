"""The expectation grammar and matcher exist once, in the harness (harness/src/expectations.cpp);
the Python tools ask its tool, cudasem-expectations (`list --json`, `match --json`). The inputs of
harness/tests/expectation_syntax.json, which the harness's own test (expectations_test.cpp,
ExpectationSyntax.SharedTableOfInputs) reads too, give the table's entries through the tool, and
the same line for an error; the Python tools see what it lists."""

import json
from pathlib import Path

import pytest

from cudasem.model import expectation_files as ef
from cudasem.run import evidence

ROOT = Path(__file__).resolve().parents[2]
TABLE = json.loads((ROOT / "harness" / "tests" / "expectation_syntax.json").read_text())
FIELDS = ("pattern", "outcome", "conditions_text", "reason", "reference", "class", "expects")


@pytest.mark.parametrize("row", TABLE, ids=[r["name"] for r in TABLE])
def test_the_tool_lists_the_shared_inputs_as_the_table_says(tmp_path, row):
    (tmp_path / "t.txt").write_bytes(row["text"].encode("utf-8"))
    if "error_line" in row:
        with pytest.raises(ef.ExpectationSyntaxError) as e:
            ef.read(tmp_path)
        assert f"t.txt:{row['error_line']}: " in str(e.value) and "\n" not in str(e.value), str(e.value)
        return
    got = ef.read(tmp_path)
    assert [[e["line"], [e[k] for k in FIELDS]] for e in got] == row["entries"]
    if "quotes" in row:
        assert [e["quote"] for e in got] == row["quotes"]


def test_the_listing_names_each_entrys_block_and_what_its_line_writes(tmp_path):
    (tmp_path / "t.txt").write_text(
        "x.y | flaky | any | r | bug 1\n[driver>=580 | bundles/x.json]\na.b | flaky |  | r |  \nc.d | flaky | cc=9.0 | r | bug 2\n"
    )
    got = [(e["line"], e["block"], e["written"], e["conditions_text"], e["reference"]) for e in ef.read(tmp_path)]
    block = {"line": 2, "conditions_text": "driver>=580", "reference": "bundles/x.json"}
    assert got == [
        (1, None, {"conditions": "any", "reference": "bug 1"}, "any", "bug 1"),
        (3, block, {"conditions": "", "reference": ""}, "driver>=580", "bundles/x.json"),
        (4, block, {"conditions": "cc=9.0", "reference": "bug 2"}, "driver>=580 cc=9.0", "bug 2"),
    ]


def test_match_names_the_entries_of_a_case_and_judges_its_failure_as_the_harness(tmp_path):
    (tmp_path / "t.txt").write_text(
        "b.c | flaky | driver<580 | r | bug 1\n"
        "[driver>=580 | bundles/x.json]\n"
        "a.* | fail | runtime>=13.0 | r |  |  | any failure\n"
        "b.? | fail |  | r |  |  | v_w=1 ; message~gate\n"
    )
    obs = [{"name": "v_w", "value": 1}, {"name": "o_p", "value": {"b": 1, "a": [True, None]}}]
    answers = ef.match(
        tmp_path,
        [
            {"case": "a.b.c"},
            {"case": "b.c", "observations": obs, "message": "the gate held"},
            {"case": "b.c", "observations": obs, "message": "no"},
            {"case": "b.cd"},
            {"case": "b.c", "observations": obs, "message": "gate", "facts": {"driver": "575.1", "runtime": "13.0"}},
            {"case": "b.c", "facts": {"driver": "580.159.04"}},
        ],
    )
    src = str(tmp_path / "t.txt")
    assert [[(h["source"], h["mismatch"]) for h in a["entries"]] for a in answers[:4]] == [
        [(f"{src}:3", "")],
        [(f"{src}:1", ""), (f"{src}:4", "")],
        [(f"{src}:1", ""), (f"{src}:4", "expects the failure message to contain 'gate'")],
        [],
    ]
    assert [a["applies"] for a in answers] == [None, None, None, None, f"{src}:1", f"{src}:4"]
    assert [h["conditions_hold"] for h in answers[4]["entries"]] == [True, False]
    assert [h["conditions_hold"] for h in answers[0]["entries"]] == [None]
    # a value other than a string is compared as its JSON, as the harness compares it
    [a] = ef.match(tmp_path, [{"case": "b.c", "observations": [{"name": "v_w", "value": 1.5}], "message": "gate"}])
    assert a["entries"][1]["mismatch"] == "expects v_w=1, observed v_w=1.5"


def test_a_query_the_tool_cannot_read_is_one_line_naming_it(tmp_path):
    (tmp_path / "t.txt").write_text("a.b | flaky | any | r | ref\n")
    with pytest.raises(ef.ExpectationsToolError) as e:
        ef.match(tmp_path, [{"case": "a.b"}, {"case": "a.b", "facts": {"cc": "nine"}}])
    assert "stdin:2: facts.cc 'nine' is not a version" in str(e.value) and "\n" not in str(e.value)


def test_an_entry_without_spaces_around_the_bars_is_seen_by_evidence(tmp_path):
    (tmp_path / "expectations").mkdir()
    (tmp_path / "expectations" / "x.txt").write_text("a.b|fail|any|r|bundles/x.json||v_w=1\n")
    [e] = evidence.read_entries(tmp_path / "expectations")
    assert (e.line, e.pattern, e.reference, e.expects) == (1, "a.b", "bundles/x.json", "v_w=1")


def test_a_vertical_tab_or_line_separator_does_not_split_an_entry(tmp_path):
    (tmp_path / "x.txt").write_text("a.b | fail | any | r\u2028s\vt | bundles/x.json |  | v_w=1\n", encoding="utf-8")
    assert [(e.line, e.reference) for e in evidence.read_entries(tmp_path)] == [(1, "bundles/x.json")]


@pytest.mark.parametrize(
    "name, text, message",
    [
        (
            "x.txt",
            "\ufeffa.b | fail | any | r | ref |  | v_w=1\n",
            "x.txt:1: the file starts with a UTF-8 byte-order mark",
        ),
        ("A.TXT", "a.b | fail | any | r | ref |  | v_w=1\n", "A.TXT: an expectation file's name ends in '.txt'"),
        ("x.txt", "a.b | fail | any\n", "x.txt:1: expected 5 to 8 fields"),
        ("x.txt", "# c\n[cc=9.0 | ref]\n", "x.txt:2: the block header '[cc=9.0 | ref]' has no entries"),
        ("x.txt", "[cc=9.0 | ref]\na.b | fail | any | r |  |  | v_w=1\n", "x.txt:2: 'any' in a block"),
    ],
)
def test_evidence_refuses_what_the_harness_refuses_with_one_line(tmp_path, capsys, name, text, message):
    (tmp_path / "expectations").mkdir()
    (tmp_path / "expectations" / name).write_text(text, encoding="utf-8")
    assert evidence.main(["--root", str(tmp_path), "--expectations", str(tmp_path / "expectations")]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1, err
