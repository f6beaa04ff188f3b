"""Reading a series of bundles that repeat each other's case entries (the runs of a CI matrix, read
by `cudasem store ingest`): a case entry whose JSON text is, byte for byte, the text of one of the last
two entries at the same position in the bundles read before is that entry again, not parsed a
second time.

`Reader.parse(raw)` gives what `bundle.parse_json(raw)` gives. It walks the document's top-level
object itself and parses each value with the JSON module's scanner under parse_json's rules (no NaN
or Infinity, no number too large for a double, no key named twice); an entry of `cases` that starts
with such an earlier entry's text is that entry (a JSON object ends where its
text says: the same text, the same value). Anything else (a document of another shape, a lone
surrogate escape, any error) is left to parse_json, which gives its result or its error, word for
word.

`Reader.entries` holds the case entries of the last parse, each a list [text, value, note]: the
entry's JSON text, its value (the object in the parsed document) and a note that the caller may set
(None until then; model/store.py keeps there what it found of the record), kept with the entry
while the entry is reused; None where parse_json read the document.
"""

from __future__ import annotations

import itertools
import json
import re

from .bundle import _INFINITE, _SURROGATE_ESCAPE, parse_json

_SURROGATE_ESCAPE_BYTES = re.compile(_SURROGATE_ESCAPE.pattern.encode())

_WS = re.compile(r"[ \t\n\r]*")
_AFTER = re.compile(r"[ \t\n\r]*(?:(,)[ \t\n\r]*|(\]))")  # what may follow a list's item


def _surrogate_escape(raw: bytes) -> bool:
    """Whether _SURROGATE_ESCAPE finds an escape in the text of raw: looked for in the bytes (an escape
    is ASCII, and UTF-8 writes a character beyond ASCII with no ASCII byte), at each backslash (a
    bundle has few; past 4,096 of them, by the pattern from there)."""
    at, find, match = raw.find(b"\\"), raw.find, _SURROGATE_ESCAPE_BYTES.match
    for _ in range(4096):
        if at < 0:
            return False
        if match(raw, at):
            return True
        at = find(b"\\", at + 1)
    return at >= 0 and _SURROGATE_ESCAPE_BYTES.search(raw, at) is not None


def _skip(text: str, i: int) -> int:
    """The index of the first character at or after i that is no JSON whitespace."""
    m = _WS.match(text, i)
    assert m is not None  # the pattern matches the empty text
    return m.end()


class _Elsewhere(Exception):
    """The walk met something it leaves to parse_json."""


def _pairs(pairs: list) -> dict:
    d = dict(pairs)
    if len(d) != len(pairs):
        raise _Elsewhere
    return d


def _number(s: str) -> float:
    if (v := float(s)) in _INFINITE:
        raise _Elsewhere
    return v


def _constant(name: str):
    raise _Elsewhere


_SCAN = json.JSONDecoder(parse_constant=_constant, parse_float=_number, object_pairs_hook=_pairs).scan_once  # type: ignore[attr-defined]


class Reader:
    """parse_json for a series of bundles; reused: how many case entries the last parse took from
    the bundle before it."""

    def __init__(self) -> None:
        # per position, the last two distinct case entries the bundles read had there: [text, value, note]
        self.previous: list[list[list]] = []
        self.reused = 0
        self.entries: list[list] | None = None  # the last parse's case entries (module docstring)

    def parse(self, raw: bytes) -> object:
        try:
            data, entries = self._walk(raw)
        except (_Elsewhere, ValueError, StopIteration, IndexError, RecursionError):
            self.reused = 0
            self.entries = None
            return parse_json(raw)
        self.entries = entries
        before, n = self.previous, len(self.previous)
        self.previous = [
            [entry] if k >= n or (last := before[k][0]) is entry else [entry, last] for k, entry in enumerate(entries)
        ]
        return data

    def _walk(self, raw: bytes) -> tuple[dict, list[list]]:
        if _surrogate_escape(raw):
            raise _Elsewhere
        text = raw.decode("utf-8").removeprefix("\ufeff")  # UnicodeDecodeError: a ValueError
        i = _skip(text, 0)
        if text[i] != "{":
            raise _Elsewhere
        i = _skip(text, i + 1)
        data: dict = {}
        entries: list[list] = []
        self.reused = 0
        while True:
            if text[i] != '"':
                raise _Elsewhere
            key, i = _SCAN(text, i)
            if key in data:
                raise _Elsewhere
            i = _skip(text, i)
            if text[i] != ":":
                raise _Elsewhere
            i = _skip(text, i + 1)
            if key == "cases" and text[i] == "[":
                data[key], i = self._cases(text, i + 1, entries)
            else:
                data[key], i = _SCAN(text, i)
            i = _skip(text, i)
            if text[i] == ",":
                i = _skip(text, i + 1)
                continue
            if text[i] != "}":
                raise _Elsewhere
            break
        if _skip(text, i + 1) != len(text):
            raise _Elsewhere  # more after the document
        return data, entries

    def _cases(self, text: str, i: int, entries: list[list]) -> tuple[list, int]:
        previous = self.previous
        out: list = []
        # looked up once: this loop runs per case
        starts, after, n, add, keep = text.startswith, _AFTER.match, len(previous), out.append, entries.append
        i = _skip(text, i)
        if text[i] == "]":
            return out, i + 1
        reused = 0
        for k in itertools.count():
            entry = None
            if k < n:
                for candidate in previous[k]:
                    if starts(candidate[0], i):
                        entry = candidate
                        reused += 1
                        break
            if entry is None:
                value, end = _SCAN(text, i)
                entry = [text[i:end], value, None]
                if not isinstance(value, dict):
                    raise _Elsewhere  # only an object's text says where it ends whatever follows
            add(entry[1])
            keep(entry)
            m = after(text, i + len(entry[0]))  # the comma (and the space after it) or the list's end
            if m is None:
                raise _Elsewhere
            if m[1] == ",":
                i = m.end()
                continue
            self.reused = reused
            return out, m.end(2)
        raise AssertionError("unreachable")
