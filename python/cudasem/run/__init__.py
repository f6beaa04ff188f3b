"""What runs: the CTest fixture (begin, end), ctest's selection, the run lock, record assembly,
the summary, shards and axes of CI, bundle comparison and the new-driver check."""

import datetime as dt


def utc_text(when: dt.datetime) -> str:
    """A time as the bundles write times (2026-11-20T08:12:00Z)."""
    return when.astimezone(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def now_utc() -> str:
    """Now, as the bundles write times."""
    return utc_text(dt.datetime.now(dt.timezone.utc))


class CannotRecord(Exception):
    """The run cannot be recorded; the message says why and what to do."""
