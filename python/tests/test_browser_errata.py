"""The errata page in a real headless Chromium (test_browser_driver.py's Browser): its groups by
function and by document, each finding with its quotes, links from the document groups to the
findings, the deviations page's separate counts, and no console error or uncaught exception.
Skips only when chromium is missing."""

import pytest
from test_errata import DISABLE, DOCUMENTATION, DRIVER, OTHER, classified

from cudasem.report import findings, render

from browser import needs_chromium
from test_browser_driver import Browser

pytestmark = needs_chromium


class ListeningBrowser(Browser):
    """Browser that keeps the page's console errors, uncaught exceptions and error log entries."""

    def __init__(self, profile):
        self.problems = []
        super().__init__(profile)
        self.page("Runtime.enable")
        self.page("Log.enable")

    def _next(self):
        msg = super()._next()
        method, params = msg.get("method"), msg.get("params") or {}
        if method == "Runtime.exceptionThrown":
            self.problems.append(params["exceptionDetails"].get("text"))
        elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            self.problems.append(str(params.get("args")))
        elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
            self.problems.append(params["entry"].get("text"))
        return msg


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("errata")
    runs = classified(tmp, DRIVER[0], DOCUMENTATION[0])
    render.render(runs, tmp / "site")
    return tmp / "site", runs


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    b = ListeningBrowser(tmp_path_factory.mktemp("chromium-profile"))
    yield b
    b.close()


def test_the_errata_page_groups_findings_by_function_and_document(site, browser):
    out, runs = site
    data = findings.errata_data(runs)
    browser.open((out / "errata.html").as_uri())
    groups = browser.js("""Array.from(document.querySelectorAll('section.errata-group'))
        .map(s => [s.dataset.group, s.dataset.key, Array.from(s.querySelectorAll('[data-id], a[href^="#f-"]'))
        .map(e => e.dataset.id || e.getAttribute('href').slice(3))])""")
    assert [g for g in groups if g[0] == "function"] == [
        ["function", g["function"], g["findings"]] for g in data["by_function"]
    ]
    assert [g[1] for g in groups if g[0] == "document"] == [d["doc"] for d in data["by_document"]]
    assert all(g[2] == [DISABLE] for g in groups)
    quotes = browser.js(
        "Array.from(document.querySelectorAll('#f-' + CSS.escape(%r) + ' blockquote')).map(q => q.dataset.doc)"
        % DISABLE
    )
    assert quotes == [t["doc"] for t in data["findings"][0]["texts"]] and quotes[-1] == OTHER["doc"]
    browser.click('section[data-group="document"][data-key="DRV"] a[href^="#f-"]')
    browser.wait(f"location.hash === '#f-{DISABLE}'")
    browser.click('nav a[href$="deviations.html"]')
    browser.arrive("location.href.endsWith('deviations.html')")
    totals = browser.js(
        "Object.fromEntries(Array.from(document.querySelectorAll('#totals .total'))"
        ".map(t => [t.dataset.finding, parseInt(t.textContent, 10)]))"
    )
    assert totals == findings.deviations_data(runs)["totals"]
    assert browser.problems == []
