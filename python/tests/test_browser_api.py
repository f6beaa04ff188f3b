"""The API pages of the committed real bundles in a real headless Chromium, driven like a person does
(test_browser_driver.py): typing cudaMemcpyAsync into the index's search box shows the cases that
name it (the pageable copies among them) and a link to its API page, which opens its compatibility
table; the API index opens the page of cudaStreamAddCallback. Skips only when chromium is missing
(or no real bundle is committed). The pages' data: test_api_pages.py."""

import pytest

from cudasem.report import render
from cudasem.report import view as model

from browser import needs_chromium
from conftest import real_files
from test_browser_driver import Browser, browser  # noqa: F401  (browser: the module-scoped Chromium fixture)

pytestmark = [
    needs_chromium,
    pytest.mark.skipif(not real_files(), reason="no real GPU bundles committed under bundles/"),
]
PAGEABLE = {
    "memcpy.async.pageable_d2h_may_block",
    "memcpy.async.pageable_h2d_may_block",
    "perf.transfer.pageable_bandwidth_sweep",
}


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    out = tmp_path_factory.mktemp("api-browser-site")
    runs = model.load_runs(real_files())
    render.render(runs, out)
    return out, runs


def naming(runs, name):
    return {cid for r in runs for cid, c in r.cases.items() if name in (c.get("api") or [])}


def test_typing_an_api_name_finds_its_cases_and_links_its_page(site, browser):
    out, runs = site
    want = naming(runs, "cudaMemcpyAsync")
    assert want >= PAGEABLE
    browser.open((out / "index.html").as_uri())
    assert not browser.visible("#api-hits"), "no search: no API link"
    browser.type("#q", "cudaMemcpyAsync")
    browser.wait(f"document.getElementById('shown').dataset.shown === '{len(want)}'")
    assert set(browser.visible("tr.behavior")) == want, "every case whose api names it, and only those"
    assert browser.visible("#api-hits a.api") == ["cudaMemcpyAsync"]
    browser.click("#api-hits a.api")
    browser.arrive("location.pathname.endsWith('/api/cudaMemcpyAsync.html')")
    rows = browser.js("Array.from(document.querySelectorAll('tr.claim')).map(r => r.dataset.id)")
    assert set(rows) == want and set(rows) >= PAGEABLE
    cells = browser.js("""Array.from(document.querySelectorAll('tr.claim[data-id="memcpy.async.pageable_h2d_may_block"] td.cell'))
        .map(td => [td.dataset.run, td.dataset.outcome, td.querySelector('.value') ? td.querySelector('.value').title : ''])""")
    case = "memcpy.async.pageable_h2d_may_block"
    assert [c[:2] for c in cells] == [[r.key, r.cases[case]["outcome"]] for r in runs]
    assert all(c[2].startswith("largest_size_returned_early = ") for c in cells), "the observation the verdict rests on"
    # a prefix of several names lists their pages
    browser.open((out / "index.html").as_uri())
    browser.type("#q", "cudaStreamAdd")
    browser.wait("!document.getElementById('api-hits').hidden")
    assert browser.visible("#api-hits a.api") == ["cudaStreamAddCallback"]


def test_the_api_index_opens_the_page_of_cudaStreamAddCallback(site, browser):
    out, runs = site
    browser.open((out / "index.html").as_uri())
    browser.click("#nav-apis")
    browser.arrive("location.pathname.endsWith('/api/index.html')")
    names = browser.js("Array.from(document.querySelectorAll('#api-index tr[data-name]')).map(r => r.dataset.name)")
    assert names == sorted(
        {n for r in runs for c in r.cases.values() for n in c.get("api") or []}, key=lambda n: (n.lower(), n)
    )
    browser.click('#api-index tr[data-name="cudaStreamAddCallback"] a')
    browser.arrive("location.pathname.endsWith('/api/cudaStreamAddCallback.html')")
    assert browser.js("document.querySelector('h1.api-name').textContent.trim()") == "cudaStreamAddCallback"
    want = naming(runs, "cudaStreamAddCallback")
    assert set(browser.visible("tr.claim")) == want and len(want) >= 10
    heads = browser.visible("#compat th.run")
    assert heads == [r.key for r in runs], "a column per run, in the area matrices' order"
    browser.click('tr.claim[data-id="callbacks.add_callback.exactly_once"] a.case-link')
    browser.arrive("location.pathname.endsWith('/case/callbacks.add_callback.exactly_once.html')")
    assert browser.visible("#apis a.api") == ["cudaStreamAddCallback"]
