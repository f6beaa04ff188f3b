"""The records an ingest reads (model/store.py): each case record once, by its JSON text.

A bundle's case that is the object of a record read before, or whose JSON text in its bundle is that
record's, byte for byte (repeats.Reader keeps it), is that record without writing it out and hashing
it again; any other is written out compact, as the store keeps it, and is the record of that text.
"""

from __future__ import annotations

import hashlib
import json


def record_text(case: dict) -> str:
    """A case record as the store keeps it: compact JSON."""
    return json.dumps(case, separators=(",", ":"), ensure_ascii=False)


def digest(text: str | bytes) -> str:
    """128 bits of the SHA-256 of text, in hex."""
    return hashlib.sha256(text.encode("utf-8") if isinstance(text, str) else text).hexdigest()[:32]


def signature(case: dict) -> str:
    """What two runs of a case are compared by (report/view.py's Run.signature): the outcome and the
    value of each verdict observation; stored as its digest (results.signature)."""
    verdicts = [[o["name"], repr(o["value"])] for o in case.get("observations") or () if o.get("type") == "verdict"]
    return digest(json.dumps([case["outcome"], verdicts], separators=(",", ":")))[:16]


class Record:
    """A case record read: the case as first seen, its record's hash and text ("" where the store
    holds it), its signature (None until its bundle is added: a case is checked first), the case's
    JSON text in its bundle (None where unknown) and its result row but the run and the record
    (case key, outcome, signature, kind; None until its bundle is added)."""

    __slots__ = ("case", "hash", "text", "signature", "source", "row")

    def __init__(self, case: dict, h: str, text: str, source: str | None):
        self.case, self.hash, self.text, self.source = case, h, text, source
        self.signature: str | None = None
        self.row: tuple | None = None


class Seen:
    """The records read so far, a few per case id, the last found first: a case that is the object
    of one of them, or whose JSON text in its bundle is theirs byte for byte, is that record without
    writing it out and hashing it again (most runs record most cases alike); any other case is
    written out (compact, as the store keeps it) and is the record of that text."""

    KEEP = 3

    def __init__(self, known: dict[str, int]):
        self.known = known  # hash -> id of the records the store holds (checked ones)
        self.by_id: dict[object, list[Record]] = {}
        self.case_keys: dict[str, int] = {}  # case id -> cases.id
        self.last_case = 0  # the largest cases.id

    def find(self, case: dict, source: str | None = None) -> Record:
        """The record of the case; source: the case's JSON text in its bundle (repeats.Reader), when
        known."""
        cid = case.get("id")
        mine = self.by_id.get(cid)
        if mine is None:
            mine = self.by_id[cid] = []
        hit = None
        for r in mine:
            if r.case is case or (source is not None and r.source == source):  # the same text: the same value
                hit = r
                break
        else:
            text = record_text(case)
            h = digest(text)
            for r in mine:
                if r.hash == h:
                    hit = r
                    break
            else:
                hit = Record(case, h, "" if h in self.known else text, source)
                mine.insert(0, hit)
                del mine[self.KEEP :]
                return hit
        if mine[0] is not hit:  # the last found first: a record most runs have stays
            mine.remove(hit)
            mine.insert(0, hit)
        return hit
