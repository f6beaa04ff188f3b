"""Helpers of the browser tests: headless Chromium and the DOM after the page's JS ran."""

from html.parser import HTMLParser

import pytest

import make_screenshot
from conftest import REPORTS

needs_chromium = pytest.mark.skipif(
    make_screenshot.CHROMIUM is None, reason="chromium is not installed (apt-get install -y chromium); CI installs it"
)
ARTIFACTS = REPORTS / "tests" / "artifacts"  # git-ignored


def chromium(tmp_path, *args):
    return make_screenshot.chromium(tmp_path / "chromium-profile", *args)


class Dom(HTMLParser):
    """Elements as (tag, attrs, text) with the text of td/th/li/blockquote/a collected."""

    def __init__(self, html):
        super().__init__()
        self.elements, self._open = [], []
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        el = [tag, dict(attrs), ""]
        self.elements.append(el)
        if tag in ("td", "th", "li", "blockquote", "a", "span", "h1", "h2"):
            self._open.append(el)

    def handle_endtag(self, tag):
        for i in range(len(self._open) - 1, -1, -1):
            if self._open[i][0] == tag:
                del self._open[i]
                break

    def handle_data(self, data):
        for el in self._open:
            el[2] += data

    def find(self, tag, **attrs):
        return [
            e
            for e in self.elements
            if e[0] == tag
            and all((v in e[1].get(k, "").split()) if k == "class" else e[1].get(k) == v for k, v in attrs.items())
        ]

    def table(self, table_id):
        """The rows of table#table_id as lists of their th/td texts."""
        start = self.elements.index(self.find("table", id=table_id)[0])
        rows = []
        for tag, _, text in self.elements[start + 1 :]:
            if tag == "table":
                break
            if tag == "tr":
                rows.append([])
            elif tag in ("th", "td"):
                rows[-1].append(text.strip())
        return rows


def dump(tmp_path, page):
    return Dom(chromium(tmp_path, "--dump-dom", page))


def shoot(tmp_path, page, name):
    """Saves tests/artifacts/<name>.png of the page and checks it is a real picture."""
    ARTIFACTS.mkdir(exist_ok=True)
    return assert_png(make_screenshot.screenshot(tmp_path / "chromium-profile", page, ARTIFACTS / f"{name}.png"))


def assert_png(path):
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and path.stat().st_size > 20000, path
    return path


def rows_of(dom):
    """data-id -> (hidden?, {run: outcome}) from the matrix rows, in document order."""
    rows, current = {}, None
    for tag, attrs, _ in dom.elements:
        if tag == "tr" and "behavior" in attrs.get("class", "").split():
            current = attrs["data-id"]
            rows[current] = ("hidden" in attrs, {})
        elif tag == "td" and "cell" in attrs.get("class", "").split() and current:
            rows[current][1][attrs["data-run"]] = attrs["data-outcome"]
    return rows
