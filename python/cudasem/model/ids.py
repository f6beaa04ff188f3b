"""Published case ids over time: cases/RETIRED.txt (removed on purpose, never reused) and
cases/RENAMED.txt (an id that changed: bundles, expectations, compare and the report pair the old
id with the new one, so a rename is never "removed + added" or "MISSING + new").

RENAMED.txt holds one entry per line, `old.id | new.id | why`; `#` starts a comment. A chain
(a -> b, later b -> c) resolves to its last id."""

from __future__ import annotations

from pathlib import Path

CASES_DIR = Path(__file__).resolve().parents[3] / "cases"
RETIRED_FILE = CASES_DIR / "RETIRED.txt"
RENAMED_FILE = CASES_DIR / "RENAMED.txt"


def _entries(path: Path) -> list[list[str]]:
    if not path.is_file():
        return []
    out = []
    for number, line in enumerate(path.read_text().splitlines(), 1):
        line = line.strip()
        if line and not line.startswith("#"):
            fields = [f.strip() for f in line.split("|")]
            out.append([f"{path}:{number}", *fields])
    return out


def retired_ids(path: Path = RETIRED_FILE) -> set[str]:
    """Ids listed in cases/RETIRED.txt: published once, removed on purpose, never reused."""
    return {e[1] for e in _entries(path)}


def renamed_ids(path: Path = RENAMED_FILE) -> dict[str, str]:
    """old id -> the id it has now. A malformed line or a loop is a ValueError naming file:line."""
    pairs: dict[str, str] = {}
    for where, *fields in _entries(path):
        if len(fields) < 2 or not fields[0] or not fields[1] or fields[0] == fields[1]:
            raise ValueError(f"{where}: expected `old.id | new.id | why`")
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
