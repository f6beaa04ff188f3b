"""What a tool keeps of each case of a large bundle (bundle.load's slim): a reader that keeps only
the fields it needs, with equal values (a device, an API list, a message) kept once for the whole
bundle, reads 200,000 cases in a fraction of their document's memory (python/bench/tools_scale.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterable


def sharer() -> Callable[[object], object]:
    """share(value): an equal value seen before (the same keys, values and value types), else value.
    Lists and objects are compared by their items; one holding a list or an object is kept as it is."""
    seen: dict = {}

    def share(value: object) -> object:
        if isinstance(value, str):
            return seen.setdefault(value, value)
        items: tuple
        if isinstance(value, dict):
            items = ("{}", tuple(value), tuple(value.values()), tuple(map(type, value.values())))
        elif isinstance(value, list):
            items = ("[]", tuple(value), tuple(map(type, value)))
        else:
            return value
        try:
            return seen.setdefault(items, value)
        except TypeError:  # a list or an object inside: not hashable
            return value

    return share


def keeper(always: Iterable[str], when: Callable[[dict], Iterable[str]]) -> Callable[[dict], dict]:
    """A slim function: each case keeps `always` (id, outcome and device among them) and the fields
    `when(case)` names, each value shared."""
    share = sharer()
    fixed = ("id", "outcome", "device", *always)

    def slim(case: dict) -> dict:
        return {k: share(case[k]) for k in (*fixed, *when(case)) if k in case}

    return slim
