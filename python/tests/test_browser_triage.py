"""The report used for triage, in a real headless Chromium driven like a person does (typing,
clicking, following links; test_browser_driver.py): the search box, the "rows that differ"
toggle, the area rollups, a case's anchor and page, runs picked in the URL, the sticky header
and first column. Skips only when chromium is missing."""

import copy
import json
import re

import pytest

from cudasem.report import render
from cudasem.report import view as model

from browser import needs_chromium
from conftest import GDP, REGRESSION, planted_files, read
from test_browser_driver import Browser, browser  # noqa: F401  (browser: the module-scoped Chromium fixture)

pytestmark = needs_chromium
MODE = {
    "expectations": "off",
    "retries": 2,
    "run_skipped": "off",
    "labels": "-L semantics",
    "selection": "",
    "device_selection": "0",
}


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """The planted bundles, plus two runs of the H100 580 bundle in another mode (alike but for
    their start time; one has a planted failure)."""
    out, data = tmp_path_factory.mktemp("triage-site"), tmp_path_factory.mktemp("triage-bundles")
    h100 = next(p for p in planted_files() if "h100" in p.name and "580" in p.name)
    extra = []
    for i, started in enumerate(["2026-11-22T08:00:00Z", "2026-11-22T09:00:00Z"]):
        b = copy.deepcopy(read(h100))
        b["run"].update(mode=MODE, started=started, ended=started)
        if i:
            victim = next(c for c in b["cases"] if c["id"] == "streams.priority.range_is_reported")
            victim.update(outcome="FAIL", message="/__w/cudasem/cudasem/cases/streams/priority/range.cpp:12: planted")
        extra.append(data / f"mode-{i}.json")
        extra[-1].write_text(json.dumps(b))
    runs = model.load_runs(planted_files() + extra)
    render.render(runs, out)
    return out, runs


def rows_where(runs, keep):
    return {row["id"] for row in model.matrix_rows(runs) if keep(row)}


def shown(browser):
    return int(browser.js("document.getElementById('shown').dataset.shown"))


def test_typing_in_the_search_box_filters_the_rows(site, browser):
    out, runs = site
    browser.open((out / "index.html").as_uri())
    assert browser.visible("tr.behavior") == [], "the areas start collapsed: the first screen is the rollups"
    want = rows_where(runs, lambda row: "cudasetdeviceflags" in (row["id"] + " " + row["search"]).lower())
    assert want == {"device.flags.schedule_spin_accepted"}  # its quote names cudaSetDeviceFlags
    browser.type("#q", "cudaSetDeviceFlags")
    browser.wait(f"document.getElementById('shown').dataset.shown === '{len(want)}'")
    assert set(browser.visible("tr.behavior")) == want, "matching rows are shown, their areas opened"
    assert "q=cudaSetDeviceFlags" in browser.js("location.hash")
    # every word must match, in the id, the API/section or the quote
    browser.js("document.getElementById('q').value = ''")
    browser.type("#q", "memcpy Asynchronous")
    want = rows_where(
        runs, lambda row: all(w in (row["id"] + " " + row["search"]).lower() for w in ("memcpy", "asynchronous"))
    )
    assert len(want) == 2
    browser.wait(f"document.getElementById('shown').dataset.shown === '{len(want)}'")
    assert set(browser.visible("tr.behavior")) == want
    browser.click("#clear")
    browser.wait("document.getElementById('q').value === '' && location.hash === ''")
    assert shown(browser) == len(model.case_ids(runs)) and browser.visible("tr.behavior") == []


def test_the_search_box_of_an_area_page_filters_its_matrix(site, browser):
    out, runs = site
    browser.open((out / "area" / "memcpy.html").as_uri())
    assert len(browser.visible("tr.behavior")) == 4
    browser.type("#q", "pinned")
    want = rows_where(runs, lambda row: row["area"] == "memcpy" and "pinned" in (row["id"] + row["search"]).lower())
    browser.wait(f"document.getElementById('shown').dataset.shown === '{len(want)}'")
    assert set(browser.visible("tr.behavior")) == want


def test_the_differ_toggle_keeps_rows_whose_runs_disagree(site, browser):
    out, runs = site
    differing = rows_where(runs, lambda row: row["differs"])
    assert differing and REGRESSION in differing and "streams.priority.range_is_reported" in differing
    browser.open((out / "index.html").as_uri())
    browser.click("#differ")
    browser.wait("location.hash.includes('differ=1')")
    assert set(browser.visible("tr.behavior")) == differing
    areas = browser.js(
        "Array.from(document.querySelectorAll('tbody.area')).filter(b => !b.hidden).map(b => b.dataset.area)"
    )
    assert set(areas) == {cid.split(".")[0] for cid in differing}
    browser.click("#differ")  # off again
    browser.wait("!location.hash.includes('differ=1')")
    assert shown(browser) == len(model.case_ids(runs))
    # the same on an area page, and the toggle's state comes back from the URL
    browser.open((out / "area" / "memcpy.html").as_uri() + "#differ=1")
    assert browser.js("document.getElementById('differ').checked") is True
    assert set(browser.visible("tr.behavior")) == {cid for cid in differing if cid.startswith("memcpy.")}


def test_area_rollups_come_worst_first_and_collapse_and_expand(site, browser):
    out, runs = site
    index = model.index_data(runs)
    browser.open((out / "index.html").as_uri())
    order = browser.js("Array.from(document.querySelectorAll('tbody.area')).map(b => b.dataset.area)")
    assert order == [a["area"] for a in index["areas"]]
    assert browser.js("document.querySelector('tbody.area tr.rollup td.worst').textContent.trim()") == "FAIL"
    first_screen = browser.js("document.querySelector('#attention').textContent")
    assert first_screen.index("FAIL") < first_screen.index("XPASS") < first_screen.index("differ")
    memcpy = {b["id"] for a in index["areas"] if a["area"] == "memcpy" for b in a["behaviors"]}
    browser.click("tbody[data-area='memcpy'] button.toggle")
    assert set(browser.visible("tr.behavior")) == memcpy
    assert (
        browser.js("document.querySelector(\"tbody[data-area='memcpy'] button.toggle\").getAttribute('aria-expanded')")
        == "true"
    )
    browser.click("tbody[data-area='memcpy'] button.toggle")
    assert browser.visible("tr.behavior") == []
    browser.click("#expand-all")
    assert len(browser.visible("tr.behavior")) == len(model.case_ids(runs))
    browser.click("#collapse-all")
    assert browser.visible("tr.behavior") == []
    browser.open((out / "index.html").as_uri() + "#area-memcpy")  # an area's anchor opens it
    assert set(browser.visible("tr.behavior")) == memcpy


def test_a_case_anchor_opens_its_row_and_its_link_opens_its_page(site, browser):
    out, runs = site
    browser.open((out / "index.html").as_uri() + "#" + REGRESSION)
    browser.wait(f"document.getElementById('{REGRESSION}').classList.contains('target')")
    top = browser.js(f"document.getElementById('{REGRESSION}').getBoundingClientRect().top")
    assert 0 <= top <= browser.js("innerHeight"), "scrolled into view"
    assert REGRESSION in browser.visible("tr.behavior")
    browser.click(f"tr[id='{REGRESSION}'] th.name a")  # the case link
    browser.arrive(f"location.pathname.endsWith('/case/{REGRESSION}.html')")
    assert browser.js("document.querySelector('h1').textContent.trim()") == REGRESSION
    # from the case page to its row in the area's matrix
    browser.click("main p.muted a")
    browser.arrive("location.pathname.endsWith('/area/memcpy.html')")
    browser.wait(f"document.getElementById('{REGRESSION}').classList.contains('target')")
    # the matrix link (▦) of an index row lands on the same row
    browser.open((out / "index.html").as_uri() + "#" + GDP)
    browser.click(f"tr[id='{GDP}'] a.matrix-link")
    browser.arrive("location.pathname.endsWith('/area/host_memory.html')")
    assert browser.js("decodeURIComponent(location.hash.slice(1))") == GDP


def test_runs_picked_in_the_url(site, browser):
    out, runs = site
    keys = [runs[1].key, runs[3].key]
    browser.open((out / "area" / "memcpy.html").as_uri() + "?runs=" + ",".join(keys))
    assert browser.visible("th.run") == keys
    assert set(browser.visible("td.cell")) == set(keys)
    assert "Showing 2 of" in browser.js("document.getElementById('runs-picked').textContent")
    # words of a label pick every run they name
    h200 = [r.key for r in runs if "H200" in r.label]
    browser.open((out / "area" / "memcpy.html").as_uri() + "#runs=H200")
    assert browser.visible("th.run") == h200
    # the index counts only the picked runs
    picked = [r for r in runs if r.key in keys]
    browser.open((out / "index.html").as_uri() + "?runs=" + ",".join(keys))
    want = {row["id"]: row for row in model.matrix_rows(picked)}
    got = browser.js("""Object.fromEntries(Array.from(document.querySelectorAll('tr.behavior')).map(r =>
        [r.id, [r.querySelector('td.worst').textContent.trim(), r.dataset.differs, r.dataset.outcomes,
                r.querySelector('td.counts').textContent.replace(/\\s+/g, ' ').trim()]]))""")
    for cid, row in want.items():
        label = "not run" if row["worst"] == model.NOT_RUN else row["worst"]
        counts = " ".join(f"{'not run' if o == model.NOT_RUN else o} {n}" for o, n in row["counts"])
        assert got[cid] == [label, "1" if row["differs"] else "0", " ".join(row["outcomes"]), counts], cid
    # links carry the pick: the case page then shows those runs only
    browser.click("tbody[data-area='memcpy'] button.toggle")
    browser.click(f"tr[id='{REGRESSION}'] th.name a")
    browser.arrive(f"location.pathname.endsWith('/case/{REGRESSION}.html')")
    assert browser.visible("#per-run tbody tr") == keys
    # pages without run columns keep the pick in their links and say nothing about it
    browser.click("nav a[href^='../deviations.html']")
    browser.arrive("location.pathname.endsWith('/deviations.html')")
    assert browser.js("location.search") == "?runs=" + "%2C".join(keys)
    assert browser.js("document.getElementById('runs-picked').hidden") is True
    assert browser.js("document.querySelector('nav a').getAttribute('href')") == "index.html?runs=" + "%2C".join(keys)


def test_sticky_header_and_first_column(site, tmp_path):
    out, runs = site
    small = Browser(tmp_path / "profile", width=620, height=300)
    try:
        small.open((out / "area" / "memcpy.html").as_uri())
        box = small.js("""(() => { const s = document.querySelector('.matrix-scroll');
            s.scrollTop = 120; s.scrollLeft = 260; const c = s.getBoundingClientRect();
            const head = document.querySelector('th.run').getBoundingClientRect();
            const name = document.querySelector('tr.behavior th.name').getBoundingClientRect();
            return [s.scrollTop, s.scrollLeft, head.top - c.top, name.left - c.left]; })()""")
        scrolled_down, scrolled_right, head_offset, name_offset = box
        assert scrolled_down > 0 and scrolled_right > 0, "the matrix scrolls both ways in a small window"
        assert abs(head_offset) <= 2 and abs(name_offset) <= 2, box
        # the index: the header stays on top when the page scrolls
        small.open((out / "index.html").as_uri())
        small.click("#expand-all")
        offset = small.js("""(() => { scrollTo(0, document.getElementById('triage').offsetTop + 600); return [scrollY,
            document.querySelector('#triage thead th').getBoundingClientRect().top]; })()""")
        assert offset[0] > 0 and abs(offset[1]) <= 2, offset
    finally:
        small.close()


def test_column_headers_are_distinct_and_show_the_mode(site, browser):
    out, runs = site
    browser.open((out / "area" / "memcpy.html").as_uri())
    headers = browser.js(
        "Array.from(document.querySelectorAll('th.run')).map(th => Array.from(th.children).map(s => s.textContent))"
    )
    assert len({tuple(h) for h in headers}) == len(headers) == len(runs), headers
    moded = [h for h in headers if "expectations=off" in h]
    assert len(moded) == 2 and all("retries=2" in h and any(x.startswith("toolkit ") for x in h) for h in moded)
    assert {h[-1] for h in moded} == {"2026-11-22 08:00Z", "2026-11-22 09:00Z"}, "told apart by start time"
    gpus = [re.sub(r"\s+", " ", h[0]) for h in headers]
    assert gpus == sorted(gpus), "GPU first"
