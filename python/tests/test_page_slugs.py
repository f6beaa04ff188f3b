"""Two names never share a report page: the slug of a case id, an area or an API function is
injective (`x/y` and `x_y` shared area/x_y.html), and the names the suite has keep their page."""

import pytest

from cudasem.report.text import slug

NAMES = [
    "x/y",
    "x_y",
    "x y",
    "x~y",
    "x~2fy",
    "x.y",
    "x-y",
    "X_y",
    "x\ny",
    "x\u00e9y",
    "x\u00c3\u00a9y",
    ".",
    "..",
    "",
    "~",
    "~7e",
]


def test_slugs_are_injective():
    assert len({slug(n) for n in NAMES}) == len(NAMES), {n: slug(n) for n in NAMES}


@pytest.mark.parametrize("name", NAMES)
def test_a_slug_is_a_plain_file_name(name):
    s = slug(name)
    assert s and s not in (".", "..") and all(c.isascii() and (c.isalnum() or c in "._-~") for c in s)


@pytest.mark.parametrize("name", ["memory.free.null_is_noop", "cudaMalloc", "cuMemMap", "apisync", "multi_gpu"])
def test_ids_and_api_names_keep_their_page(name):
    assert slug(name) == name
