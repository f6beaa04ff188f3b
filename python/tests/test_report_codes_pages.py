"""render --codes (issue 41): each API page shows its function's return codes from the table
`cudasem codes table` writes: provoked (the cases that show it), unreachable (why), open, and
returned but not documented; a file that is no such table is one line, exit 2."""

import json

from cudasem import cli

from conftest import planted_files, read


def _table(function):
    return {
        "schema": "cudasem-return-codes/1",
        "pairs": [
            {
                "function": function,
                "code": "cudaSuccess",
                "source": "return",
                "status": "provoked",
                "evidence": [{"bundle": "bundles/x.json", "case": "memcpy.async.d2h_pageable_blocks"}],
            },
            {"function": function, "code": "cudaErrorInvalidValue", "source": "return", "status": "open"},
            {
                "function": function,
                "code": "cudaErrorLaunchTimeout",
                "source": "notefnerr",
                "status": "unreachable",
                "reason": "other-platform",
                "note": "needs a display's watchdog",
                "classified_at": "/home/someone/cudasem/codes/unreachable.txt:16",
            },
        ],
        "undocumented": [
            {"function": function, "code": "cudaErrorNotPermitted", "evidence": [{"bundle": "b", "case": "gone.case"}]}
        ],
    }


def test_an_api_page_shows_its_functions_return_codes(tmp_path):
    files = planted_files()
    first = tmp_path / "plain"
    assert cli.main(["render", *map(str, files), "--out", str(first)]) == 0
    name = read(first / "api" / "index.json")["functions"][0]["name"]
    table = tmp_path / "return_codes.json"
    table.write_text(json.dumps(_table(name)))
    site = tmp_path / "site"
    assert cli.main(["render", *map(str, files), "--out", str(site), "--codes", str(table)]) == 0
    page = read(site / "api" / f"{name}.json")
    rows = {r["code"]: r for r in page["codes"]["rows"]}
    assert [r["status"] for r in page["codes"]["rows"]] == ["open", "provoked", "undocumented", "unreachable"]
    assert rows["cudaErrorLaunchTimeout"]["reason"] == "other-platform"
    assert rows["cudaErrorNotPermitted"]["cases"] == [{"id": "gone.case", "page": None}]  # not in the site: no link
    html = (site / "api" / f"{name}.html").read_text()
    assert 'id="return-codes-table"' in html and "returned, not documented" in html and "/home/someone" not in html
    assert "/home/someone" not in (site / "api" / f"{name}.json").read_text()
    assert read(first / "api" / f"{name}.json")["codes"] is None  # without --codes: no table


def test_a_file_that_is_no_return_code_table_is_one_line_exit_2(tmp_path, capsys):
    bad = tmp_path / "x.json"
    bad.write_text('{"schema": "something-else"}')
    assert cli.main(["render", *map(str, planted_files()), "--out", str(tmp_path / "s"), "--codes", str(bad)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "no return-code table" in err
