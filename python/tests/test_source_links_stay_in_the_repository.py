"""The report links a failure's file path to BASE/<suite commit>/<path> only when the commit is a git
object name: a bundle whose commit is `../../../other/x` never points the links at another
repository, and a path with a `..` part is never linked."""

import pytest

from cudasem.report.text import source_parts

BASE = "https://github.com/ORG/cudasem/blob"
MESSAGE = "/work/main/cases/streams/x/y.cpp:12: cudaStreamQuery returned cudaErrorNotReady"


def _urls(commit, message=MESSAGE):
    return [p["url"] for p in source_parts(message, commit, BASE) if p["path"]]


def test_a_commit_links_the_path():
    assert _urls("32d2cf4") == [f"{BASE}/32d2cf4/cases/streams/x/y.cpp#L12"]


@pytest.mark.parametrize("commit", ["../../../other/repo/blob/main", "main", "32d2cf4/../x", "", "32D2CF4?x=1"])
def test_a_commit_that_is_no_object_name_links_nothing(commit):
    assert _urls(commit) in ([None], [])


def test_a_path_that_walks_up_is_not_linked():
    assert _urls("32d2cf4", "/work/main/cases/../../etc/passwd:1: x") in ([None], [])
