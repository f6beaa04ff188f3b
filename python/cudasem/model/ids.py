"""Published case ids over time: cases/RETIRED.txt (removed on purpose, never reused) and
cases/RENAMED.txt (an id that changed: bundles, expectations, compare and the report pair the old
id with the new one, so a rename is never "removed + added" or "MISSING + new").

RENAMED.txt holds one entry per line, `old.id | new.id | why`; `#` starts a comment. A chain
(a -> b, later b -> c) resolves to its last id."""

from __future__ import annotations

import re
from pathlib import Path

# A case id: dotted lower-case words (the binaries' listing gives them; the record files are named so).
CASE_ID = re.compile(r"^[a-z0-9_]+(\.[a-z0-9_]+)+$")

CASES_DIR = Path(__file__).resolve().parents[3] / "cases"
RETIRED_FILE = CASES_DIR / "RETIRED.txt"
RENAMED_FILE = CASES_DIR / "RENAMED.txt"


def _entries(path: Path) -> list[list[str]]:
    """[file:line, field...] of each entry; ValueError naming the file (and line) for a file that
    cannot be read, is no UTF-8 text, or names as an id something that is no case id."""
    if not path.is_file():
        return []
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise ValueError(f"{path}: cannot read ({e.strerror or e})") from None
    except UnicodeDecodeError as e:
        raise ValueError(f"{path}: not UTF-8 text (byte 0x{e.object[e.start]:02x} at offset {e.start})") from None
    out = []
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if line and not line.startswith("#"):
            fields = [f.strip() for f in line.split("|")]
            out.append([f"{path}:{number}", *fields])
    return out


def _check_ids(where: str, *ids: str) -> None:
    for i in ids:
        if not CASE_ID.match(i):
            raise ValueError(f"{where}: {i[:80]!r} is no case id (dotted lower-case words, e.g. area.group.name)")


def retired_ids(path: Path = RETIRED_FILE) -> set[str]:
    """Ids listed in cases/RETIRED.txt: published once, removed on purpose, never reused."""
    out = set()
    for where, *fields in _entries(path):
        _check_ids(where, fields[0])
        out.add(fields[0])
    return out


def renamed_ids(path: Path = RENAMED_FILE) -> dict[str, str]:
    """old id -> the id it has now. A malformed line or a loop is a ValueError naming file:line."""
    pairs: dict[str, str] = {}
    for where, *fields in _entries(path):
        if len(fields) < 2 or not fields[0] or not fields[1] or fields[0] == fields[1]:
            raise ValueError(f"{where}: expected `old.id | new.id | why`")
        _check_ids(where, fields[0], fields[1])
        if fields[0] in pairs:
            raise ValueError(f"{where}: {fields[0]} is renamed twice")
        pairs[fields[0]] = fields[1]
    resolved: dict[str, str] = {}
    for old in pairs:
        seen, cur = {old}, pairs[old]
        while cur in pairs:
            if cur in seen:
                raise ValueError(f"{path}: the renames of {old} loop")
            seen.add(cur)
            cur = pairs[cur]
        resolved[old] = cur
    return resolved


def current_id(case_id: str, renames: dict[str, str]) -> str:
    return renames.get(case_id, case_id)
