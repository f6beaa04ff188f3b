"""`cudasem axis`: a GPU name, driver or case id with a newline (or another control character or
line separator) stays on its line of the table, as an escape, in text and Markdown."""

import copy

import pytest

from cudasem.run import axis

from conftest import REGRESSION


@pytest.mark.parametrize("markdown", [False, True])
@pytest.mark.parametrize("name", ["NVIDIA H100\nPCIe", "NVIDIA\rH100", "NVIDIA\u2028H100", "H100\x1b[2J", "H100\ud800"])
def test_a_newline_in_a_gpu_name_keeps_the_table_one_row_per_case(h100_new, name, markdown):
    a, b = copy.deepcopy(h100_new), copy.deepcopy(h100_new)
    b["identity"]["gpu"]["name"] = name
    for bundle, outcome in ((a, "PASS"), (b, "FAIL")):
        for c in bundle["cases"]:
            c["outcome"] = outcome if c["id"] == REGRESSION else "PASS"
    text = axis.format_text(axis.analyse([a, b]), [a, b], markdown)
    text.encode("utf-8")  # printable
    lines = text.split("\n")
    assert len(lines) == len(text.splitlines())
    assert sum(REGRESSION in line for line in lines) == 1
    assert sum(name.split()[0][:4] in line for line in lines if line.lstrip().startswith(("#", "- #"))) >= 1
    assert not any(c in text for c in "\r\u2028\x1b\ud800")
