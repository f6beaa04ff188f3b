"""The drift page in a real headless Chromium (test_browser_driver.py's Browser): the per-release
table of the committed drift table with its wheels, per function each changed quote with a cell per
release and each release's text beside it (the differing words marked), the link to the case that
quotes it, whose page says where its quote holds and links back; no console error or uncaught
exception. Skips only when chromium is missing."""

import json

import pytest
from test_browser_errata import ListeningBrowser

from cudasem.model import drift
from cudasem.report import driftpage, render, text
from cudasem.report import view as model

from browser import needs_chromium
from conftest import planted_files, read

pytestmark = needs_chromium


def changed_in_13(table):
    """A passage verbatim in the toolkit's release whose text changed in a later 13.x release."""
    names = drift.release_names(table)
    tk = names.index(table["toolkit"])
    return next(
        p
        for p in table["passages"]
        if p["status"][tk] == "verbatim" and "changed" in p["status"][tk + 1 :] and "gone" not in p["status"][tk:]
    )


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """The planted bundles, one case citing a passage that changed in 13.x."""
    tmp = tmp_path_factory.mktemp("drift")
    table = drift.committed()
    passage = changed_in_13(table)
    cid = read(planted_files()[0])["cases"][0]["id"]
    paths = []
    for p in planted_files():
        b = read(p)
        for c in b["cases"]:
            if c["id"] == cid:
                c["citation"].update({k: passage[k] for k in ("doc", "section", "quote")})
        paths.append(tmp / p.name)
        paths[-1].write_text(json.dumps(b))
    runs = model.load_runs(paths)
    render.render(runs, tmp / "site")
    return tmp / "site", runs, table, passage, cid


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    b = ListeningBrowser(tmp_path_factory.mktemp("chromium-profile"))
    yield b
    b.close()


def test_the_drift_page_shows_each_release_and_the_changed_texts_and_links_the_case(site, browser):
    out, runs, table, passage, cid = site
    names = drift.release_names(table)
    browser.open((out / "drift.html").as_uri())
    rows = browser.js(
        "Array.from(document.querySelectorAll('#drift-releases tbody tr'))"
        ".map(r => Array.from(r.children).slice(0, 5).map(c => c.textContent.trim()))"
    )
    assert [r[0] for r in rows] == names
    for row, release, i in zip(rows, table["releases"], range(len(names))):
        counts = [sum(p["status"][i] == s for p in table["passages"]) for s in drift.STATUSES]
        assert row[1:4] == [str(n) for n in counts] and row[4] == f"{release['package']} {release['version']}"
    anchor = driftpage.anchors(table)[drift.key(passage)]
    sel = "#" + anchor
    assert browser.js(f"document.querySelector('{sel}').closest('.drift-section').dataset.kind") == "changed"
    assert (
        browser.js(f"document.querySelector('{sel}').closest('.drift-function').dataset.function")
        == (passage["items"][0])
    )
    cells = browser.js(
        f"Array.from(document.querySelectorAll('{sel} .drift-cell')).map(c => [c.dataset.release, c.dataset.status])"
    )
    assert cells == [[r, s] for r, s in zip(names, passage["status"])]
    shown = browser.js(
        f"Array.from(document.querySelectorAll('{sel} dd.drift-text'))"
        ".map(d => { const c = d.cloneNode(true); c.querySelectorAll('del').forEach(e => e.remove());"
        " return [d.dataset.releases, c.textContent.replace(/\\s+/g, ' ').trim(), d.querySelectorAll('ins, del').length]; })"
    )
    changed = [s for s in driftpage.stretches(names, passage) if s["status"] == "changed"]
    assert [d[0] for d in shown] == [s["releases"] for s in changed] and shown
    for d, s in zip(shown, changed):
        assert d[1] == s["text"] and d[2] > 0  # the release's text, the words that differ marked
    # The case that quotes it: its page says where the quote holds, and links back.
    page = f"case/{text.slug(cid)}.html"
    browser.click(f'{sel} .drift-cases a[href="{page}"]')
    browser.arrive(f"location.href.endsWith('{page}')")
    spans = browser.js(
        "Array.from(document.querySelectorAll('#drift-holds .drift-cell')).map(c => [c.dataset.status, c.textContent])"
    )
    holds = drift.holds(table, passage)
    assert spans == [[s, f"{driftpage.LABELS[s]} in {', '.join(holds[s])}"] for s in drift.STATUSES if holds[s]]
    browser.click("#drift-holds a")
    browser.arrive(f"location.hash === '{sel}'")
    assert browser.js("document.querySelector('#nav-drift').getAttribute('href')") == "drift.html"
    assert browser.problems == []


def test_a_case_whose_quote_the_table_does_not_cover_has_no_drift_line(site):
    out, runs, table, passage, cid = site
    other = next(r for r in runs[0].cases if r != cid)
    page = (out / "case" / f"{text.slug(other)}.html").read_text()
    cit = model.case_meta(runs, other).get("citation") or {}
    assert ('id="drift-holds"' in page) == (drift.holds(table, cit) is not None)
