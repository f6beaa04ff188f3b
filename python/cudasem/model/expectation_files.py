"""The expectation files' lines as the Python tools read them (expectations/README.md; the harness's
C++ parser in harness/src/expectations.cpp is the one that judges runs): an entry is a line that is
not blank and not a `#` comment, its fields split on ' | '."""

from __future__ import annotations

import re

# A reference to a committed bundle (field 5): bundles/<...>.json or .json.gz.
BUNDLE_PATH = re.compile(r"\bbundles/\S+?\.json(?:\.gz)?\b")


def entries(text: str) -> list[tuple[int, list[str]]]:
    """(line number, stripped fields) of each entry of one file."""
    return [
        (n, [f.strip() for f in line.split(" | ")])
        for n, line in enumerate(text.splitlines(), 1)
        if line.strip() and not line.lstrip().startswith("#")
    ]
