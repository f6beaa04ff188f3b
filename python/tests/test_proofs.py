"""`cudasem proofs check`: no plain GoogleTest comparison in the case sources (ci/lint runs it)."""

from pathlib import Path

from cudasem.sources import proofs

from conftest import REAL

CASE = """\
// A comment naming EXPECT_EQ(a, b) is no comparison.
CUDASEM_CASE(A, B, {.cite = {.quote = "returns EXPECT_TRUE(x) in a string"}}) {
  Rig rig;
  ASSERT_NE(rig.graph(), nullptr);
  ASSERT_NE(batch.buffer.data(), nullptr);
  CUDASEM_EXPECT_EQ_NAMED("value", value, 3u);
  CUDASEM_ASSERT_TRUE_NAMED("graph_returned", g != nullptr);
  EXPECT_EQ(value, 3u);
  ASSERT_GE(count,
            2);
  if (e != CUDA_SUCCESS) ADD_FAILURE() << "cuMemAlloc returned " << e;
  CUDASEM_EXPECT_CU_OK_OF(cuMemAlloc, e);
  ASSERT_NE(node, nullptr);
}
"""


def cases(tmp_path, text=CASE):
    d = tmp_path / "cases" / "area" / "group"
    d.mkdir(parents=True)
    (d / "one.cpp").write_text(text)
    (tmp_path / "cases" / "area" / "notes.txt").write_text("EXPECT_EQ(1, 2) in a text file is no source\n")
    return tmp_path / "cases"


def test_only_plain_gtest_comparisons_in_code_are_counted_with_their_lines(tmp_path):
    found = proofs.scan(cases(tmp_path))
    assert {k: v.lines for k, v in found.items()} == {"area/group/one.cpp": [8, 9, 11, 13]}


def test_a_plain_comparison_fails_the_check_naming_the_file_and_its_lines(tmp_path, capsys):
    assert proofs.main(["check", "--cases", str(cases(tmp_path))]) == 1
    out = capsys.readouterr().out
    assert (
        "cudasem proofs: area/group/one.cpp: 4 plain comparisons (lines 8, 9, 11, 13): write each as a named proof"
        in out
    )
    assert out.endswith("cudasem proofs: 4 plain comparisons in 1 case files\n")


def test_named_proofs_and_the_owner_null_guards_pass(tmp_path, capsys):
    # the guard of an owner's handle (.get(), .data(), rig.graph()) stays; a null check of a returned
    # node is a proof (the ASSERT_NE(node, nullptr) line is left out here)
    text = "\n".join(
        line
        for line in CASE.splitlines()
        if not any(w in line for w in ("EXPECT_EQ(value", "ASSERT_GE", "ADD_FAILURE", "ASSERT_NE(node"))
    )
    assert proofs.main(["check", "--cases", str(cases(tmp_path, text.replace("            2);", "")))]) == 0
    assert capsys.readouterr().out == "cudasem proofs: 0 plain comparisons in 0 case files\n"


def test_a_missing_cases_folder_is_named(tmp_path, capsys):
    assert proofs.main(["check", "--cases", str(tmp_path / "nope")]) == 2
    assert f"cudasem proofs: {tmp_path / 'nope'}: no such folder of cases" in capsys.readouterr().err


def test_the_cases_have_no_plain_comparison(capsys):
    code = proofs.main(["check", "--cases", str(Path(REAL).parent / "cases")])
    assert code == 0, capsys.readouterr().out
