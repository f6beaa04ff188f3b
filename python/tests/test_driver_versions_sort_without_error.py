"""Driver versions sort part by part (580.65.06 before 580.159.04) for any string a bundle may hold:
a superscript digit, thousands of digits, letters or nothing, never a traceback."""

import pytest

from cudasem.report.identity import version_key


def test_numeric_parts_sort_by_value():
    assert sorted(["580.159.04", "575.57.08", "580.65.06", "590.44.01"], key=version_key) == [
        "575.57.08",
        "580.65.06",
        "580.159.04",
        "590.44.01",
    ]


@pytest.mark.parametrize("odd", ["580.159.0²", "9" * 5000, "580.x", "", None, "٥٨٠.1", "0580.1"])
def test_any_string_has_a_key(odd):
    versions = [odd, "580.159.04", "580.65.06"]
    ordered = sorted(versions, key=version_key)
    assert ordered.index("580.65.06") < ordered.index("580.159.04")
