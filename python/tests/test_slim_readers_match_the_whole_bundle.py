"""summary and export read a bundle slim (only the fields they use, equal values kept once, so a
200,000-case bundle fits in little memory): what they print and write is the same as from the whole
bundle, on every committed top-level bundle and on one with every outcome."""

import copy
import json

import pytest

from cudasem.model.bundle import load
from cudasem.report import export
from cudasem.run import summary

from conftest import read, real_files

BUNDLES = real_files()


def _every_outcome(tmp_path, source):
    """A copy of a real bundle in which cases take every outcome a record can have whatever its checks."""
    b = read(source)
    for c, outcome in zip(b["cases"], ["FAIL", "CRASH", "TIMEOUT", "UNSUPPORTED", "MISSING"] * 20):
        c["outcome"], c["message"] = outcome, f"cases/x/y.cpp:3: planted {outcome}"
    p = tmp_path / "every.json"
    p.write_text(json.dumps(b))
    return p


@pytest.mark.skipif(not BUNDLES, reason="no committed real bundle")
@pytest.mark.parametrize("which", ["committed", "every outcome"])
def test_summary_and_exports_are_the_same_from_the_slim_reading(tmp_path, which):
    paths = BUNDLES if which == "committed" else [_every_outcome(tmp_path, BUNDLES[0])]
    for p in paths:
        whole = load(p)
        assert summary.lines(copy.deepcopy(whole), str(p)) == summary.lines(load(p, slim=summary.slim_reader()), str(p))
        slim = load(p, slim=export.slim_reader())
        assert export.junit_bytes(slim) == export.junit_bytes(whole)
        assert export.csv_text(slim) == export.csv_text(whole)
