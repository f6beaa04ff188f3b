"""One rule for a CUDASEM_* value on both sides: cudasem.model.settings.parse_value (the run
fixture, the summary) gives what the harness's parse_*_setting gives for each input of
harness/tests/setting_values.json, which the harness's test (expectations_test.cpp,
Settings.SharedTableOfValues) reads too. Only spaces and tabs are trimmed (a non-breaking space or \\v
is part of the value), letters are ASCII, an integer has at most 18 digits, and a blank
CUDASEM_LOAD is unset (the run is not loaded)."""

import json
from pathlib import Path

import pytest

from cudasem.model.settings import TEXT_SETTINGS, SettingError, parse_value

TABLE = json.loads((Path(__file__).resolve().parents[2] / "harness" / "tests" / "setting_values.json").read_text())
ROWS = TABLE["rows"]


@pytest.mark.parametrize("name, value, want", ROWS, ids=[f"{n}={v[:24]!r}" for n, v, _ in ROWS])
def test_the_fixture_parses_each_value_as_the_harness(name, value, want):
    if want is None:
        with pytest.raises(SettingError) as e:
            parse_value(name, value)
        assert str(e.value).startswith(f"{name}=") and "\n" not in str(e.value)[:200]
    else:
        got = parse_value(name, value)
        assert got == want and type(got) is type(want)


def test_a_blank_load_is_unset():
    assert "CUDASEM_LOAD" in TEXT_SETTINGS
    for blank in (None, "", " ", "\t  "):
        assert parse_value("CUDASEM_LOAD", blank) == ""


def test_a_blank_load_setting_leaves_the_run_idle_in_the_fixture_and_the_ledger():
    from cudasem.run import fixture, ledger

    for blank in ("", " ", "\t"):
        assert "load" not in fixture.run_mode({"CUDASEM_LOAD": blank}, [], "all")
        assert "loaded" not in ledger._mode({"run": {"mode": {}, "environment": {"CUDASEM_LOAD": blank}}})
    assert fixture.run_mode({"CUDASEM_LOAD": " cudasem-load "}, [], "all")["load"] == "cudasem-load"
    assert "loaded" in ledger._mode({"run": {"mode": {}, "environment": {"CUDASEM_LOAD": "cudasem-load"}}})
