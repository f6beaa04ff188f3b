"""`cudasem proofs`: the plain GoogleTest comparisons left in the case sources, against the list that
only shrinks (ci/anonymous-comparisons.txt; ci/lint runs the check)."""

from pathlib import Path

import pytest

from cudasem.sources import proofs

from conftest import REAL

CASE = """\
// A comment naming EXPECT_EQ(a, b) is no comparison.
CUDASEM_CASE(A, B, {.cite = {.quote = "returns EXPECT_TRUE(x) in a string"}}) {
  Rig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUDASEM_EXPECT_EQ_NAMED("value", value, 3u);
  CUDASEM_ASSERT_TRUE_NAMED("graph_returned", g != nullptr);
  EXPECT_EQ(value, 3u);
  ASSERT_GE(count,
            2);
}
"""


def cases(tmp_path, text=CASE):
    d = tmp_path / "cases" / "area" / "group"
    d.mkdir(parents=True)
    (d / "one.cpp").write_text(text)
    (tmp_path / "cases" / "area" / "notes.txt").write_text("EXPECT_EQ(1, 2) in a text file is no source\n")
    return tmp_path / "cases"


def listed(tmp_path, body):
    f = tmp_path / "list.txt"
    f.write_text(proofs.HEADER + body)
    return f


def test_only_plain_gtest_comparisons_in_code_are_counted_with_their_lines(tmp_path):
    found = proofs.scan(cases(tmp_path))
    assert {k: v.lines for k, v in found.items()} == {"area/group/one.cpp": [7, 8]}


def test_check_passes_when_the_counts_are_the_lists(tmp_path, capsys):
    root = cases(tmp_path)
    assert proofs.main(["check", str(listed(tmp_path, "area/group/one.cpp | 2\n")), "--cases", str(root)]) == 0
    assert "2 plain comparisons in 1 case files" in capsys.readouterr().out


@pytest.mark.parametrize("body, allows", [("area/group/one.cpp | 1\n", 1), ("", 0)], ids=["one-more", "unlisted"])
def test_a_new_plain_comparison_fails_naming_the_file_and_its_lines(tmp_path, capsys, body, allows):
    root = cases(tmp_path)
    assert proofs.main(["check", str(listed(tmp_path, body)), "--cases", str(root)]) == 1
    out = capsys.readouterr().out
    assert f"area/group/one.cpp: 2 plain comparisons, the list allows {allows}" in out and "lines 7, 8" in out


def test_fewer_than_listed_fails_so_that_the_list_only_shrinks(tmp_path, capsys):
    root = cases(tmp_path)
    body = "area/group/one.cpp | 3\narea/gone.cpp | 1\n"
    assert proofs.main(["check", str(listed(tmp_path, body)), "--cases", str(root)]) == 1
    out = capsys.readouterr().out
    assert "area/group/one.cpp: 2 plain comparisons, the list says 3: lower its count" in out
    assert "area/gone.cpp: 0 plain comparisons, the list says 1" in out


def test_a_malformed_list_line_is_named_with_its_file_and_line(tmp_path, capsys):
    root = cases(tmp_path)
    bad = listed(tmp_path, "area/group/one.cpp | 2\narea/group/one.cpp two\n")
    assert proofs.main(["check", str(bad), "--cases", str(root)]) == 2
    assert f"{bad}:8: not `<path> | <count above 0>`" in capsys.readouterr().err


def test_pending_writes_a_list_that_check_accepts(tmp_path):
    root = cases(tmp_path)
    out = tmp_path / "new.txt"
    assert proofs.main(["pending", str(out), "--cases", str(root)]) == 0
    assert out.read_text().endswith("area/group/one.cpp | 2\n")
    assert proofs.main(["check", str(out), "--cases", str(root)]) == 0


def test_the_committed_list_matches_the_cases(capsys):
    root = Path(REAL).parent
    code = proofs.main(["check", str(root / "ci" / "anonymous-comparisons.txt"), "--cases", str(root / "cases")])
    assert code == 0, capsys.readouterr().out
