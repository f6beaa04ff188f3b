"""Issue 26 in a real headless Chromium, driven as a reader does (test_browser_driver.py): search by
GoogleTest name and by what a case found, a GPU or driver typed into the search picks the runs, the
run chips pick runs kept in the URL, no page wider than a 1,400-px window, findings in words with
units, citation links to the function's own page, perf charts with their limit line; and, on
synthetic bundles made from a planted one, the history marks, a FAIL only an older suite revision
shows, readable matrix headers ("mode not recorded") and a run whose driver library is not NVIDIA's.
The pages' data: test_report_reader.py."""

import copy
import json

import pytest
from test_report_reader import H100_575, OTHER, _variant, three_drivers

from cudasem.report import render, text
from cudasem.report import view as model

from browser import needs_chromium
from conftest import REGRESSION, read, real_files
from test_browser_driver import Browser, browser  # noqa: F401  (browser: the module-scoped Chromium fixture)

pytestmark = needs_chromium
needs_real = pytest.mark.skipif(not real_files(), reason="no real GPU bundles committed under bundles/")
PAGEABLE = "memcpy.async.pageable_h2d_may_block"
XFAILED = "apisync.pg64k.h2d_64kib_pageable_returns_early"  # XFAIL with a long GoogleTest message
SWEEP = "perf.transfer.pinned_bandwidth_sweep"
OLD_FAIL = "streams.priority.range_is_reported"  # FAIL only in a run of an older suite revision


@pytest.fixture(scope="module")
def real(tmp_path_factory):
    out = tmp_path_factory.mktemp("reader-real")
    runs = model.load_runs(real_files())
    render.render(runs, out)
    return out, runs


@pytest.fixture(scope="module")
def synthetic(tmp_path_factory):
    """Three drivers of one H100 (plus a run made another way), a FAIL only an older suite revision
    shows, and a run on a driver library that is not NVIDIA's in a virtual machine."""
    folder = tmp_path_factory.mktemp("reader-bundles")
    files = three_drivers(folder)
    base = read(H100_575)
    old_new = {
        "old": dict(started="2026-09-01T00:00:00Z", commit="a" * 40, flip={OLD_FAIL: "FAIL"}),
    }
    for name, kw in old_new.items():
        b = copy.deepcopy(base)
        b["identity"]["gpu"]["name"] = "NVIDIA L40S"
        files.append(_variant(b, folder, name, **kw))
    shim = copy.deepcopy(base)
    shim["identity"]["gpu"]["name"] = "NVIDIA A100-SXM4-80GB"
    shim["identity"]["environment"] = {
        "virtual_machine": True,
        "kernel_release": "6.18.44-fc",
        "mps": False,
        "mig": False,
    }
    shim["identity"]["driver_library"] = {
        "path": "/opt/shim/libcuda.so.1",
        "soname": "libcuda.so.1",
        "size": 4096,
        "sha256": "1" * 64,
        "nvidia": False,
    }
    files.append(_variant(shim, folder, "shim", started="2026-11-03T00:00:00Z"))
    out = tmp_path_factory.mktemp("reader-site")
    runs = model.load_runs(files)
    render.render(runs, out)
    return out, runs


def shown_rows(browser):
    return set(browser.visible("tr.behavior"))


@needs_real
def test_search_finds_a_case_by_its_googletest_name_and_by_what_it_found(real, browser):
    out, runs = real
    browser.open((out / "index.html").as_uri())
    browser.type("#q", "PageableToDeviceMayBlock")
    browser.wait("document.getElementById('shown').dataset.shown === '1'")
    assert shown_rows(browser) == {PAGEABLE}
    browser.open((out / "index.html").as_uri())
    browser.type("#q", "sizes_that_waited")  # only in the finding ("sizes_that_waited = 16 MiB")
    browser.wait(
        "document.getElementById('shown').dataset.shown !== undefined && document.getElementById('shown').dataset.shown"
        " !== String(document.querySelectorAll('tr.behavior').length)"
    )
    assert PAGEABLE in shown_rows(browser)


@needs_real
def test_typing_a_gpu_or_a_driver_picks_the_runs_and_the_rest_searches_the_cases(real, browser):
    out, runs = real
    h200 = [r.key for r in runs if "H200" in r.label]
    assert h200 and len(h200) < len(runs)
    browser.open((out / "index.html").as_uri())
    total = browser.js("document.querySelectorAll('tr.behavior').length")
    browser.type("#q", "H200")
    browser.wait("!document.getElementById('runs-picked').hidden")
    assert browser.visible("#summary tr[data-run]") == h200, "the runs table shows the H200 runs only"
    assert (
        browser.js("Array.from(document.querySelectorAll('.chip[aria-pressed=true]')).map(c => c.dataset.run)") == h200
    )
    assert browser.js("document.getElementById('shown').dataset.shown") == str(total), "a run word filters no case"
    browser.type("#q", " pageable")
    browser.wait("document.getElementById('shown').dataset.shown !== '" + str(total) + "'")
    assert PAGEABLE in shown_rows(browser) and len(shown_rows(browser)) < total
    assert browser.visible("#summary tr[data-run]") == h200
    driver = runs[0].bundle["identity"]["driver"]["version"]
    browser.open((out / "index.html").as_uri())
    browser.type("#q", driver.split(".")[0])  # "580"
    browser.wait("!document.getElementById('runs-picked').hidden")
    assert browser.visible("#summary tr[data-run]") == [
        r.key for r in runs if r.label.split(" / ")[1].startswith(driver)
    ]


@needs_real
def test_run_chips_pick_runs_and_the_pick_stays_in_the_url(real, browser):
    out, runs = real
    browser.open((out / "index.html").as_uri())
    chips = browser.js(
        "Array.from(document.querySelectorAll('.chip')).map(c => [c.dataset.run, c.textContent.replace(/\\s+/g, ' ').trim()])"
    )
    assert [k for k, _ in chips] == [r.key for r in runs]
    for (key, words), r in zip(chips, runs):
        assert r.bundle["identity"]["driver"]["version"] in words and f"suite {r.revision}" in words
        assert (r.bundle["run"].get("started") or "")[:10] in words and "default mode" in words
    last = runs[-1].key
    browser.click(f'.chip[data-run="{last}"]')
    browser.wait(f"location.hash.indexOf('runs={last}') >= 0")
    assert browser.visible("#summary tr[data-run]") == [last]
    url = browser.js("location.href")
    browser.open((out / "deviations.html").as_uri())
    browser.open(url)  # the URL keeps the pick
    browser.wait(f"document.querySelector('.chip[data-run=\"{last}\"]').getAttribute('aria-pressed') === 'true'")
    assert browser.visible("#summary tr[data-run]") == [last]
    assert f"runs={last}" in browser.js("document.querySelector('a.matrix-link').getAttribute('href')")
    browser.click(f'.chip[data-run="{last}"]')  # unpicked: every run again
    browser.wait("location.hash.indexOf('runs=') < 0")
    assert browser.visible("#summary tr[data-run]") == [r.key for r in runs]


@needs_real
def test_no_page_is_wider_than_a_1400_px_window_and_messages_wrap(real, browser):
    out, runs = real
    api = next(p for p in (out / "api").glob("cudaMemcpyAsync.html"))
    for page in (
        out / "index.html",
        out / "case" / f"{XFAILED}.html",
        out / "deviations.html",
        api,
        out / "copy_rates.html",
    ):
        browser.open(page.as_uri())
        assert browser.js("innerWidth") == 1400
        width = browser.js("document.scrollingElement.scrollWidth")
        assert width <= 1400, f"{page.name} is {width} px wide"
    browser.open((out / "case" / f"{XFAILED}.html").as_uri())
    style = browser.js(
        "(() => { const s = getComputedStyle(document.querySelector('pre.message')); return [s.whiteSpace, s.overflowWrap]; })()"
    )
    assert style == ["pre-wrap", "anywhere"]


@needs_real
def test_a_case_page_says_what_each_run_found_with_units(real, browser):
    out, runs = real
    browser.open((out / "case" / f"{PAGEABLE}.html").as_uri())
    found = browser.js("Array.from(document.querySelectorAll('#per-run td.finding')).map(td => td.textContent.trim())")
    assert len(found) == len(runs) and all(f.startswith("largest_size_returned_early = ") for f in found)
    assert all(f.split(" = ")[1].split(";")[0].endswith(("KiB", "MiB", "GiB", " B")) for f in found), found
    values = browser.js(
        "Array.from(document.querySelectorAll('#observations tr[data-name=largest_size_returned_early] td code')).map(c => c.textContent)"
    )
    assert values and all(v.endswith("iB") for v in values), "sizes in KiB/MiB, never a bare 1048576"
    checked = next(cid for cid, c in runs[0].cases.items() if any(o.get("check") for o in c["observations"]))
    browser.open((out / "case" / f"{checked}.html").as_uri())
    fn = next(o["check"]["function"] for o in runs[0].cases[checked]["observations"] if o.get("check"))
    assert browser.js("document.querySelector('#per-run td.finding').textContent").startswith(f"{fn} returned ")


@needs_real
def test_citation_links_open_the_functions_own_page_of_the_reference(real, browser):
    out, runs = real
    cid = next(cid for cid, c in runs[0].cases.items() if (c.get("citation") or {}).get("section") == "cudaHostAlloc")
    browser.open((out / "case" / f"{cid}.html").as_uri())
    href = browser.js("document.querySelector('a.cite-link').href")
    assert href.startswith("https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html#:~:text="), href
    contents = 0
    for c in runs[0].cases.values():
        url = text.citation_url(c.get("citation"), c.get("api") or [])
        contents += bool(url) and ("cuda-runtime-api/index.html" in url or "cuda-driver-api/index.html" in url)
    assert contents <= 30, f"{contents} citation links still open the reference's contents page"


@needs_real
def test_the_pinned_sweep_chart_draws_the_link_limit_and_sizes_on_its_axis(real, browser):
    out, runs = real
    browser.open((out / "case" / f"{SWEEP}.html").as_uri())
    limits = browser.js(
        "Array.from(document.querySelectorAll('g.ref-limit')).map(g => [g.dataset.label, g.querySelector('polyline').getBBox().width])"
    )
    assert len(limits) == 3 and all(": PCIe link limit" in label and w > 300 for label, w in limits), limits
    ticks = browser.js(
        "Array.from(document.querySelector('svg.perf-chart').querySelectorAll('g.axes text')).map(t => t.textContent)"
    )
    assert "4 KiB" in ticks and "GB/s" in ticks and "transfer size" in ticks
    clipped = browser.js("""Array.from(document.querySelectorAll('svg.perf-chart')).some(svg => {
        const box = svg.getBoundingClientRect();
        return Array.from(svg.querySelectorAll('text')).some(t => t.getBoundingClientRect().right > box.right + 0.5); })""")
    assert not clipped, "no tick label is cut at the chart's edge"
    assert browser.js("document.querySelector('figure.perf-chart figcaption').textContent").find("log scale") < 0


def test_history_marks_show_on_the_index_and_the_case_page(synthetic, browser):
    out, runs = synthetic
    browser.open((out / "index.html").as_uri())
    browser.type("#q", REGRESSION)
    browser.wait("document.getElementById('shown').dataset.shown === '1'")
    marks = browser.js(
        f"Array.from(document.getElementById('{REGRESSION}').querySelectorAll('.mark')).map(m => m.textContent)"
    )
    assert "changed in driver 580.159.04" in marks
    browser.open((out / "case" / f"{OTHER}.html").as_uri())
    history = browser.js(
        "Array.from(document.querySelectorAll('ul.history li')).map(li => li.className + ': ' + li.textContent)"
    )
    assert any(h.startswith("varied: varied across 2 runs") for h in history), history
    assert not any(h.startswith("changed") for h in history), "a case that varied within a driver is not 'changed'"


def test_a_fail_only_an_older_suite_revision_shows_is_said_so(synthetic, browser):
    out, runs = synthetic
    browser.open((out / "index.html").as_uri())
    li = browser.js("document.querySelector('.attention li[data-outcome=FAIL]').textContent.replace(/\\s+/g, ' ')")
    assert "only in runs of an older suite revision" in li
    assert browser.js("document.querySelector('.attention li[data-outcome=FAIL] .older').hidden") is False
    assert browser.js("document.querySelector('.attention li[data-outcome=FAIL] .n-older').textContent") == "1"
    assert (
        browser.js("document.querySelector('.attention li[data-outcome=FAIL] .n-cases').textContent") == "3 behaviors"
    )  # REGRESSION, OTHER, OLD_FAIL
    # picking only the runs of the newest revision: the old FAIL is gone from the count
    newest = [r.key for r in runs if r.bundle["run"]["id"] != "old"]
    browser.open((out / "index.html").as_uri() + "#runs=" + ",".join(newest))
    browser.wait("!document.getElementById('runs-picked').hidden")
    assert (
        browser.js("document.querySelector('.attention li[data-outcome=FAIL] .n-cases').textContent") == "2 behaviors"
    )
    assert browser.js("document.querySelector('.attention li[data-outcome=FAIL] .older').hidden") is True


def test_matrix_headers_are_readable_and_name_a_missing_mode(synthetic, browser):
    out, runs = synthetic
    browser.open((out / "area" / "memcpy.html").as_uri())
    heads = browser.js("Array.from(document.querySelectorAll('th.run')).map(th => th.textContent)")
    assert sum("mode not recorded" in h for h in heads) == sum(not r.bundle["run"].get("mode") for r in runs)
    broken = browser.js("""Array.from(document.querySelectorAll('th.run span')).flatMap(span => {
        const node = span.firstChild; if (!node) return [];
        let at = 0; const out = [];
        for (const word of node.textContent.split(' ')) {
          const r = document.createRange(); r.setStart(node, at); r.setEnd(node, at + word.length);
          if (Array.from(r.getClientRects()).filter(b => b.width > 0).length > 1) out.push(word);
          at += word.length + 1;
        }
        return out; })""")
    assert broken == [], f"words broken across lines in the headers: {broken}"
    drivers = [r.bundle["identity"]["driver"]["version"] for r in runs if "H100" in r.label]
    assert drivers == sorted(drivers, key=model.version_key), "runs of one GPU in driver-version order"


def test_a_run_on_a_driver_library_not_nvidias_says_so_wherever_it_shows(synthetic, browser):
    out, runs = synthetic
    shim = next(r for r in runs if "A100" in r.label)
    browser.open((out / "index.html").as_uri())
    chip = browser.js(f"document.querySelector('.chip[data-run={shim.key}]').textContent.replace(/\\s+/g, ' ')")
    assert "not NVIDIA's driver: libcuda.so.1" in chip and "virtual machine, kernel 6.18.44-fc" in chip
    browser.open((out / "area" / "memcpy.html").as_uri())
    head = browser.js(f"document.querySelector('th.run[data-run={shim.key}]').textContent")
    assert "not NVIDIA's driver: libcuda.so.1" in head
    browser.open((out / "case" / f"{REGRESSION}.html").as_uri())
    label = browser.js(f"document.querySelector('#per-run tr[data-run={shim.key}] th').textContent")
    assert "not NVIDIA's driver: libcuda.so.1" in label
    assert json.loads((out / "index.json").read_text())["runs"][[r.key for r in runs].index(shim.key)]["not_nvidia"]
