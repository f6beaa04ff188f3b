"""Pages of rows (issue 43: no page over 2 MB). A table too long for one page is split into parts:
an area's behaviors (entrypoints has 1,432), an API function's claims (cuGetProcAddress has
hundreds), the index's behavior rows (the data files its script builds the rows from). Both
renders split here: the results store's area pages (report/collapsed.py) and the area and API
pages of a render of bundles (report/render.py).

A part is at most ROWS rows and, where the caller weighs its rows (about the bytes a row adds to
the page or its JSON twin, which grow with the runs), at most `budget` of weight: a row is never
split, so one row heavier than the budget is a part of its own. The first part keeps the table's
own name (area/driver.html), the others add `-part-N` (area/driver-part-2.html), so a link to the
table without a row still opens its first part.

The pages of findings are split the same way, weighed by their JSON (`json_weight`): the
deviations (a row per deviating behavior, with each deviating run's record), the diff (a row per
pair of runs compared) and the drift page (a row per function whose quotes drift)."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

T = TypeVar("T")

ROWS = 200  # rows per part (at 500 runs a store area row is about 7 kB; a bundles area row grows with runs)
BUDGET = 1_000_000  # weight per part, where rows are weighed: a page and its twin stay well under 2 MB


def split(
    items: Sequence[T], most: int | None = None, weight: Callable[[T], int] | None = None, budget: int | None = None
) -> list[list[T]]:
    """The items in order, as parts of at most `most` items (ROWS) and, given `weight`, at most
    `budget` (BUDGET) of weight; one part, empty, for no items."""
    most, budget = most or ROWS, budget or BUDGET
    parts: list[list[T]] = [[]]
    size = 0
    for item in items:
        w = weight(item) if weight else 0
        if parts[-1] and (len(parts[-1]) >= most or size + w > budget):
            parts.append([])
            size = 0
        parts[-1].append(item)
        size += w
    return parts


def name(stem: str, k: int) -> str:
    """The page of part k (0-based) of the table whose first page is `stem`: stem, stem-part-2, ..."""
    return stem + (f"-part-{k + 1}" if k else "")


def parts(
    stem: str,
    items: Sequence[T],
    most: int | None = None,
    weight: Callable[[T], int] | None = None,
    budget: int | None = None,
) -> list[tuple[str, list[T]]]:
    """(page name, its items) of each part: stem, stem-part-2, ..."""
    return [(name(stem, k), chunk) for k, chunk in enumerate(split(items, most, weight, budget))]


def json_weight(item: Any) -> int:
    """An item's weight as the bytes of its compact JSON: what it adds to a page's JSON twin, and
    about what it adds to the page (the findings pages' markup is no longer than their twins)."""
    return len(json.dumps(item, separators=(",", ":"), default=str))


def paged(
    stem: str, items: Sequence[T], first: Callable[[T], str], weight: Callable[[T], int] | None = json_weight
) -> list[tuple[str, list[T], dict]]:
    """(page name, its items, its nav) of each part of the items (`parts`, weighed by `weight`;
    `nav`, each part's link titled by `first` of its first item)."""
    pages = parts(stem, items, weight=weight)
    return [(page, chunk, nav(pages, k, first)) for k, (page, chunk) in enumerate(pages)]


def nav(pages: list[tuple[str, list[T]]], part: int, first: Callable[[T], str]) -> dict:
    """What a part's page shows of the parts (templates/_macros.html part_nav): its number (1-based),
    the rows it holds of how many ("201 to 400 of 1,432"), and a link per part (its file name, beside
    this page; `first(row)` titles it with its first row's id), the previous and the next, and the
    file name of the page's JSON twin."""
    links = [
        {"href": stem.rsplit("/", 1)[-1] + ".html", "n": k + 1, "first": first(chunk[0]) if chunk else ""}
        for k, (stem, chunk) in enumerate(pages)
    ]
    start = sum(len(chunk) for _, chunk in pages[:part])
    return {
        "parts": links,
        "part": part + 1,
        "rows_from": start + 1 if pages[part][1] else 0,
        "rows_to": start + len(pages[part][1]),
        "rows_total": sum(len(chunk) for _, chunk in pages),
        "previous": links[part - 1]["href"] if part else None,
        "next": links[part + 1]["href"] if part + 1 < len(links) else None,
        "json": pages[part][0].rsplit("/", 1)[-1] + ".json",  # the page's own twin (the "JSON" link)
    }
