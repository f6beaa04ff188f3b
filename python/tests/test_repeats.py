"""model/repeats.py: a series of bundles read with their repeated case entries taken from the
bundle before gives what parse_json gives, its errors word for word."""

import json

import pytest

from cudasem.model import bundle, repeats

from conftest import planted_files


def _parse_json(raw: bytes):
    try:
        return bundle.parse_json(raw)
    except ValueError as e:
        return f"error: {e}"


def _reader(reader: repeats.Reader, raw: bytes):
    try:
        return reader.parse(raw)
    except ValueError as e:
        return f"error: {e}"


def test_a_series_of_bundles_reads_as_parse_json_reads_each_and_repeats_are_reused():
    reader = repeats.Reader()
    files = planted_files()
    total = 0
    for f in [*files, *files]:  # the second round repeats every entry of the first
        raw = f.read_bytes()
        assert reader.parse(raw) == bundle.parse_json(raw)
        total += reader.reused
    raw = files[-1].read_bytes()
    reader.parse(raw)
    assert reader.reused == len(json.loads(raw)["cases"]) and total > 0


BASE = {"schema": "x", "cases": [{"id": "a", "v": 1}, {"id": "b", "v": [1, 2]}], "expected_cases": ["a", "b"]}
BAD = {
    "duplicate key in a repeated entry": '{"schema": "x", "cases": [{"id": "a", "v": 1, "v": 2}, {"id": "b", "v": [1, 2]}]}',
    "a repeated entry then more": '{"schema": "x", "cases": [{"id": "a", "v": 1}x, {"id": "b", "v": [1, 2]}]}',
    "NaN": '{"schema": "x", "cases": [{"id": "a", "v": NaN}]}',
    "too large": '{"schema": "x", "cases": [{"id": "a", "v": 1e999}]}',
    "trailing data": json.dumps(BASE) + " {}",
    "truncated": json.dumps(BASE)[:-3],
    "duplicate top-level key": '{"schema": "x", "schema": "y", "cases": []}',
    "a lone surrogate": '{"schema": "x", "cases": [{"id": "a\\ud800", "v": 1}]}',
    "not an object": "[1, 2]",
    "a number as an entry": '{"schema": "x", "cases": [12, {"id": "a", "v": 1}]}',
    "not UTF-8": b'{"schema": "\xff"}',
    "empty": "",
}


@pytest.mark.parametrize("text", BAD.values(), ids=BAD.keys())
def test_what_parse_json_refuses_or_changes_the_reader_refuses_or_changes_alike(text):
    reader = repeats.Reader()
    assert reader.parse(json.dumps(BASE).encode()) == BASE
    raw = text if isinstance(text, bytes) else text.encode()
    assert _reader(reader, raw) == _parse_json(raw)
    assert reader.parse(json.dumps(BASE).encode()) == BASE  # and it reads on


def test_an_entry_that_only_starts_like_a_repeated_one_is_read_whole():
    reader = repeats.Reader()
    reader.parse(b'{"cases": [{"id": "a"}, {"id": "b"}]}')
    raw = b'{"cases": [{"id": "a"} , {"id": "b", "more": 1}]}'
    assert reader.parse(raw) == bundle.parse_json(raw) and reader.reused == 1
