"""Issue 43's report items on the committed runs, in headless Chromium, for both render paths (the
README's commands: `render bundles/ bundles/multi-gpu/` and `store ingest` + `render --store`):
no page kind scrolls sideways at 390 or 1366 px, no output file holds a machine path, and the
behaviors that need two GPUs show the run that had two."""

import json
import re
from pathlib import Path

import pytest

from cudasem import cli
from cudasem.model.ids import renamed_ids
from cudasem.report import text as report_text

from browser import needs_chromium
from conftest import REAL, bundle_files, read
from test_browser_driver import Browser

MULTI = REAL / "multi-gpu"
pytestmark = [
    needs_chromium,
    pytest.mark.skipif(
        len(bundle_files(REAL)) < 2 or not bundle_files(MULTI),
        reason=f"the committed one- and two-GPU bundles are not in {REAL}",
    ),
]
WIDTHS = (390, 1366)
# An absolute path of a build or test machine: /tmp/c/cases/..., /root/..., /home/..., a venv.
MACHINE_PATH = re.compile(r"(?<![\w.:/-])/(?:tmp|root|home|work|__w|builds)/[\w.+@-]+|\.venv/")
# But a path a case's source writes as a constant (the coredump file a case sets and reads back as
# its proof, "/tmp/cudasem_coredump_round_trip"): the same on every machine, the case's and no machine's.
CASE_CONSTANTS = {
    m[1]
    for f in (REAL.parent / "cases").rglob("*")
    if f.suffix in (".cpp", ".cu", ".h") and f.is_file()
    for m in re.finditer(r'"(/[^"\s]+)"', f.read_text(errors="replace"))
}


def machine_path(text: str) -> str | None:
    """The first machine path in `text` that no case's source names as a constant."""
    return next((m[0] for m in MACHINE_PATH.finditer(text) if m[0] not in CASE_CONSTANTS), None)


@pytest.fixture(scope="module")
def sites(tmp_path_factory):
    """The site of the bundles and the site of a results store, from the same committed runs."""
    base = tmp_path_factory.mktemp("issue43")
    inputs = [str(REAL), str(MULTI)]
    bundles = base / "site"
    assert cli.main(["render", *inputs, "--out", str(bundles)]) == 0
    db = base / "runs.sqlite"
    assert cli.main(["store", "ingest", *inputs, "--store", str(db)]) == 0
    collapsed = base / "store-site"
    assert cli.main(["render", "--store", str(db), "--out", str(collapsed)]) == 0
    return {"bundles": bundles, "store": collapsed}


@pytest.mark.parametrize("width", WIDTHS)
def test_no_part_of_the_pages_split_as_runs_accumulate_scrolls_sideways(paged_site, width, tmp_path):
    site = paged_site[1]
    """A later part of each page kind that paging splits as runs accumulate (deviations, diff, drift,
    a case page by runs) fits the window, and says which rows it holds, linking the previous part."""
    case = sorted((site / "case").glob("*-part-2.html"))[0].relative_to(site)
    pages = ["deviations.html", "deviations-part-2.html", "diff-part-2.html", "drift-part-2.html", str(case)]
    browser = Browser(tmp_path / "profile", width=width, height=900)
    wide, navs = {}, {}
    try:
        for name in pages:
            browser.open((site / name).as_uri())
            assert browser.js("innerWidth") == width
            scroll = browser.js("document.scrollingElement.scrollWidth")
            if scroll > width:
                wide[name] = scroll
            navs[name] = browser.js(
                "[document.getElementById('part-nav').textContent,"
                " !!document.querySelector('#part-nav a[rel=prev]'), !!document.querySelector('#part-nav a[rel=next]')]"
            )
    finally:
        browser.close()
    assert not wide, f"pages wider than {width} px: {wide}"
    for name, (words, prev, _) in navs.items():
        noun = {"deviations": "behaviors", "diff": "comparisons", "drift": "functions", "case/": "runs"}[
            re.match(r"case/|[a-z]+", name)[0]
        ]
        assert re.match(rf"{noun} \d+ to \d+ of \d+", words.strip()) and prev == ("part" in name), (name, words)


@pytest.fixture(scope="module")
def two_gpu_ids():
    return sorted(
        c["id"]
        for f in bundle_files(MULTI)
        for c in read(f)["cases"]
        if "gpus >= 2" in (c.get("requirements") or []) and c["outcome"] in ("PASS", "XFAIL")
    )


def _page_kinds(site: Path) -> list[Path]:
    """One page of each kind (the top-level pages, and per folder its first and its largest page,
    and a later part of a table split over pages: area/entrypoints-part-2.html)."""
    pages = sorted(site.glob("*.html"))
    for folder in sorted(p for p in site.iterdir() if p.is_dir() and p.name != "static"):
        inside = sorted(folder.glob("*.html"))
        if inside:
            parts = [p for p in inside if "-part-" in p.name][:1]
            pages += list(dict.fromkeys([inside[0], max(inside, key=lambda p: p.stat().st_size), *parts]))
    perf = next((p for p in sorted((site / "case").glob("perf.*.html"))), None)
    return pages + ([perf] if perf else [])


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("kind", ["bundles", "store"])
def test_no_page_kind_scrolls_sideways(sites, kind, width, tmp_path):
    site = sites[kind]
    pages = _page_kinds(site)
    assert len(pages) >= (9 if kind == "bundles" else 5), pages
    browser = Browser(tmp_path / "profile", width=width, height=900)
    wide = {}
    try:
        for page in pages:
            browser.open(page.as_uri())
            assert browser.js("innerWidth") == width
            scroll = browser.js("document.scrollingElement.scrollWidth")
            if scroll > width:
                wide[str(page.relative_to(site))] = scroll
            if browser.js("!!document.getElementById('expand-all')"):  # the index with every behavior shown
                browser.js("document.getElementById('expand-all').click()")
                scroll = browser.js("document.scrollingElement.scrollWidth")
                if scroll > width:
                    wide[f"{page.relative_to(site)} (expanded)"] = scroll
    finally:
        browser.close()
    assert not wide, f"pages wider than {width} px: {wide}"


@pytest.mark.parametrize("kind", ["bundles", "store"])
def test_no_output_file_holds_a_machine_path(sites, kind):
    found = {}
    for f in sites[kind].rglob("*"):
        text = (
            f.read_text(encoding="utf-8")
            if f.is_file() and f.suffix in (".html", ".json", ".js", ".csv", ".xml")
            else ""
        )
        if m := machine_path(text):
            found[str(f.relative_to(sites[kind]))] = m
    assert not found, f"{len(found)} files with a machine path, e.g. {list(found.items())[:5]}"


def test_no_part_of_a_split_page_holds_a_machine_path(paged_site):
    """The parts the paging writes (deviations, diff, drift, case pages by runs), page and twin."""
    site = paged_site[1]
    parts = [*site.glob("*-part-*"), *(site / "case").glob("*-part-*")]
    assert {p.name.split("-part-")[0] for p in parts} >= {"deviations", "diff", "drift"}
    found = {str(f.relative_to(site)): m for f in parts if (m := machine_path(f.read_text(encoding="utf-8")))}
    assert not found, f"{len(found)} parts with a machine path, e.g. {list(found.items())[:5]}"


LARGEST = 2_000_000  # bytes: no page, JSON twin or data file of either site over 2 MB


@pytest.mark.parametrize("kind", ["bundles", "store"])
def test_no_output_file_is_over_2_mb(sites, kind):
    sizes = {str(f.relative_to(sites[kind])): f.stat().st_size for f in sites[kind].rglob("*") if f.is_file()}
    over = {name: n for name, n in sizes.items() if n > LARGEST}
    assert not over, f"files over {LARGEST} bytes: {over}"
    if kind == "bundles":  # the committed runs make long tables: entrypoints, cuGetProcAddress, the index's rows
        assert {"area/entrypoints-part-2.html", "api/cuGetProcAddress-part-2.html", "rows/index-part-2.js"} <= set(
            sizes
        )


def test_every_behavior_is_on_the_index_and_on_one_part_of_its_area_which_its_page_links(sites):
    site = sites["bundles"]
    index = read(site / "index.json")
    rows = [r for f in index["row_files"] for r in read((site / f).with_suffix(".json"))]
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)) == index["behavior_count"]
    assert sum(a["count"] for a in index["areas"]) == len(ids)
    held = {}  # id -> the area page (part) that holds its row
    for a in index["areas"]:
        first = read((site / a["page"]).with_suffix(".json"))
        parts = first["parts"]
        assert first["rows_total"] == a["count"] and len(parts) == -(-a["count"] // 200), a["area"]
        for k, p in enumerate(parts):
            data = read((site / "area" / p["href"]).with_suffix(".json"))
            assert data["part"] == k + 1 and data["json"] == p["href"].replace(".html", ".json")
            assert data["previous"] == (parts[k - 1]["href"] if k else None)
            assert data["next"] == (parts[k + 1]["href"] if k + 1 < len(parts) else None)
            assert data["rows_to"] - data["rows_from"] + 1 == len(data["behaviors"]) <= 200
            for b in data["behaviors"]:
                assert b["id"] not in held and b["area"] == a["area"]
                held[b["id"]] = f"area/{p['href']}"
    assert set(held) == set(ids)
    for r in rows:
        assert r["matrix"] == f"{held[r['id']]}#{r['id']}", r["id"]
    for cid in ("entrypoints.driver.per_thread_flag_without_variant_returns_legacy", ids[-1]):
        assert read(site / "case" / f"{report_text.slug(cid)}.json")["area_page"] == f"{held[cid]}#{cid}"


def test_the_index_search_and_run_chooser_work_over_its_rows_from_the_data_files(sites, tmp_path):
    """The index writes every behavior's row from rows/index*.js: the search finds cudaMemcpyAsync's
    cases over every area and links its API page, a case id opens its row (in the part of the area
    whose matrix link it has), and a chip picks a run and counts again; an area page in parts says
    where it is and links the next part."""
    site = sites["bundles"]
    index = read(site / "index.json")
    rows = [r for f in index["row_files"] for r in read((site / f).with_suffix(".json"))]
    memcpy_async = {r["id"] for r in rows if "cudaMemcpyAsync" in r["api"]}
    deep = next(r for r in rows if r["area"] == "entrypoints" and "-part-" in r["matrix"])
    browser = Browser(tmp_path / "profile")
    try:
        browser.open((site / "index.html").as_uri())
        assert browser.js("document.querySelectorAll('#triage tr.behavior').length") == len(rows)
        browser.type("#q", "cudaMemcpyAsync")
        browser.wait("location.hash.includes('q=cudaMemcpyAsync')")
        found = set(browser.visible("tr.behavior"))
        api_hit = browser.js("Array.from(document.querySelectorAll('#api-hits a')).map(a => a.getAttribute('href'))")
        browser.open("about:blank")  # a new document: the search field keeps what was typed while it has the focus
        browser.open((site / "index.html").as_uri() + "#" + deep["id"])
        target = browser.js("(document.querySelector('tr.target') || {}).id")
        matrix = browser.js(f"document.getElementById({json.dumps(deep['id'])}).querySelector('a.matrix-link').href")
        browser.click(f".chip[data-run='{index['runs'][0]['key']}']")
        browser.wait("location.hash.includes('runs=')")
        picked = browser.js("document.getElementById('runs-picked').textContent")
        counted = browser.js(
            f"document.getElementById({json.dumps(deep['id'])}).querySelector('td.counts').textContent"
        )
        browser.open((site / deep["matrix"].split("#")[0]).as_uri() + "#" + deep["id"])
        on_part = browser.js(
            "[document.getElementById('part-nav').textContent, !!document.querySelector('#part-nav a[rel=next], #part-nav a[rel=prev]'),"
            f" !!document.getElementById({json.dumps(deep['id'])})]"
        )
    finally:
        browser.close()
    assert found == memcpy_async and "memcpy.async.pageable_h2d_may_block" in found
    assert "api/cudaMemcpyAsync.html" in api_hit, api_hit
    assert target == deep["id"] and matrix.endswith(deep["matrix"]), (target, matrix)
    assert picked.startswith("Showing 1 of ") and counted.strip().endswith("1"), (picked, counted)
    assert re.match(r"behaviors \d+ to \d+ of \d+", on_part[0].strip()) and on_part[1] and on_part[2], on_part


def test_scrub_paths_keeps_urls_and_the_driver_library():
    data = {
        "m": "/tmp/c/cases/a/b.cpp:12: x",
        "u": "https://docs.nvidia.com/cuda/x.html#y",
        "l": ["/usr/lib/libcuda.so"],
    }
    assert report_text.scrub_paths(data) == {
        "m": "cases/a/b.cpp:12: x",
        "u": "https://docs.nvidia.com/cuda/x.html#y",
        "l": ["/usr/lib/libcuda.so"],
    }


def test_the_two_gpu_behaviors_show_their_two_gpu_runs_on_the_bundles_site(sites, two_gpu_ids, tmp_path):
    site = sites["bundles"]
    assert len(two_gpu_ids) >= 40
    index = read(site / "index.json")
    two = [r["key"] for r in index["runs"] if r["gpu_count"] >= 2]
    assert two, "the default view has a run with two GPUs"
    for cid in two_gpu_ids:
        page = read(site / "case" / f"{report_text.slug(cid)}.json")
        shown = {r["run"]: r["outcome"] for r in page["runs"]}
        assert any(shown[k] in ("PASS", "XFAIL") for k in two), (cid, shown)
    api = read(site / "api" / "cudaMemcpyAsync.json")
    assert api["worst"] != "UNSUPPORTED"
    # in the browser: the matrix row of a two-GPU behavior has the two-GPU run's PASS or XFAIL cell
    cid = two_gpu_ids[0]
    area = read(site / "case" / f"{report_text.slug(cid)}.json")["area_page"].split("#")[0]
    browser = Browser(tmp_path / "profile")
    try:
        browser.open((site / area).as_uri() + "#" + cid)
        cells = browser.js(
            f"Array.from(document.querySelectorAll('tr[data-id={json.dumps(cid)}] td.cell'))"
            ".map(td => [td.dataset.run, td.dataset.outcome])"
        )
    finally:
        browser.close()
    assert any(run in two and outcome in ("PASS", "XFAIL") for run, outcome in cells), cells


def test_the_two_gpu_behaviors_show_their_two_gpu_runs_on_the_store_site(sites, two_gpu_ids, tmp_path):
    site = sites["store"]
    for cid in two_gpu_ids:
        page = read(site / "case" / f"{report_text.slug(cid)}.json")
        assert page["worst"] in ("PASS", "XFAIL"), (cid, page["worst"])
        assert any(
            g["outcome"] in ("PASS", "XFAIL") and any("×2" in p["gpu"] for p in g["parts"]) for g in page["groups"]
        ), cid
    browser = Browser(tmp_path / "profile")
    try:
        browser.open((site / "case" / f"{report_text.slug(two_gpu_ids[0])}.html").as_uri())
        rows = browser.js(
            "Array.from(document.querySelectorAll('#per-group tbody tr')).map(tr => tr.dataset.outcome + ' ' + tr.textContent)"
        )
    finally:
        browser.close()
    assert any(r.startswith(("PASS", "XFAIL")) and "×2" in r for r in rows), rows


def test_each_gpu_has_its_own_limit_on_every_rate_chart_with_the_fraction(sites):
    """Every GB/s chart whose runs recorded a limit of its path: each run's line has its own GPU's
    limit line (named after the GPU, in a color no line has), and the chart's table gives each
    line's best against that limit as a percentage."""
    site = sites["bundles"]
    index = read(site / "index.json")
    gpu = {r["key"]: r["gpu"].removeprefix("NVIDIA ") for r in index["runs"]}
    charted = 0
    for f in sorted((site / "case").glob("perf.*.json")):
        for c in read(f)["charts"]:
            limits = [r for r in c["refs"] if r["kind"] == "limit"]
            if c["unit"] != "GBps" or not limits:
                continue
            charted += 1
            line_colors = {line["color"] for line in c["lines"]}
            assert not line_colors & {r["color"] for r in c["refs"]}, (f.name, c["series"])
            for line in c["lines"]:
                mine = [r for r in limits if line["run"] in r["runs"]]
                assert len(mine) == 1 and gpu[line["run"]] in mine[0]["label"], (f.name, c["series"], line["run"])
            assert {x["run"] for x in c["fractions"]} == {line["run"] for line in c["lines"]}, (f.name, c["series"])
            assert all(x["percent"].endswith("%") for x in c["fractions"])
    assert charted >= 20
    d2d = read(site / "case" / "perf.device_memory.d2d_copy_bandwidth.json")["charts"][0]
    assert any("H200" in r["label"] and "4814 GB/s" in r["label"] for r in d2d["refs"]), d2d["refs"]
    assert any("H100" in r["label"] and "3352 GB/s" in r["label"] for r in d2d["refs"]), d2d["refs"]


def test_a_rate_chart_draws_each_gpus_limit_and_its_table_in_the_browser(sites, tmp_path):
    site = sites["bundles"]
    browser = Browser(tmp_path / "profile")
    try:
        browser.open((site / "case" / "perf.device_memory.d2d_copy_bandwidth.html").as_uri())
        refs = browser.js(
            "Array.from(document.querySelectorAll('figure.perf-chart')[0].querySelectorAll('g.ref-limit'))"
            ".map(g => [g.dataset.label, g.dataset.runs, g.querySelector('polyline').getAttribute('stroke'),"
            " g.querySelector('polyline').getBBox().width])"
        )
        lines = browser.js(
            "Array.from(document.querySelectorAll('figure.perf-chart')[0].querySelectorAll('g.line'))"
            ".map(g => [g.dataset.run, g.getAttribute('stroke')])"
        )
        fractions = browser.js(
            "Array.from(document.querySelectorAll('figure.perf-chart')[0].querySelectorAll('table.fractions td.fraction'))"
            ".map(td => td.textContent)"
        )
    finally:
        browser.close()
    assert len(refs) >= 2 and all(w > 100 for *_, w in refs), refs
    assert {run for _, runs, *_ in refs for run in runs.split()} == {run for run, _ in lines}
    assert not {stroke for _, _, stroke, _ in refs} & {stroke for _, stroke in lines}
    assert len(fractions) == len(lines) and all(f.endswith("%") for f in fractions), fractions


def _xfail_records() -> dict[str, list[dict]]:
    """id -> the committed runs' XFAIL records of that behavior."""
    renamed = renamed_ids()  # an older run's id is shown under the id it has now (cases/RENAMED.txt)
    out: dict[str, list[dict]] = {}
    for f in [*bundle_files(REAL), *bundle_files(MULTI)]:
        for c in read(f)["cases"]:
            if c["outcome"] == "XFAIL":
                out.setdefault(renamed.get(c["id"], c["id"]), []).append(c)
    return out


def _xfail_ids():
    return sorted(_xfail_records())


def test_every_committed_xfail_page_states_the_promise_call_expected_and_actual(sites, tmp_path):
    """Every behavior a committed run recorded as XFAIL: its page quotes what the text promises and
    has a row per failed check with the call, the expected and the actual value; every XFAIL run
    is in a row; a number whose observation has a unit shows it."""
    from cudasem.report.units import obs_unit

    site = sites["bundles"]
    records = _xfail_records()
    ids = sorted(records)
    assert len(ids) >= 90
    for cid in ids:
        page = read(site / "case" / f"{report_text.slug(cid)}.json")
        failed = {r["run"] for r in page["runs"] if r["outcome"] == "XFAIL"}
        rows = page["failed_checks"]
        assert rows and failed <= {run for row in rows for run in row["runs"]}, cid
        for row in rows:
            assert row["call"] and row["expected"] and row["actual"], (cid, row)
        obs = {o["name"]: o for c in records[cid] for o in c.get("observations") or []}
        for row in rows:
            o = obs.get(row["observation"] or "")
            if o and obs_unit(o) and re.fullmatch(r"-?[\d.]+", row["actual"]):
                raise AssertionError(f"{cid}: {row['actual']} without its unit")
    browser = Browser(tmp_path / "profile")
    missing = {}
    try:
        for cid in ids:
            browser.open((site / "case" / f"{report_text.slug(cid)}.html").as_uri())
            got = browser.js(
                "(() => { const rows = Array.from(document.querySelectorAll('#failed-checks-table tbody tr'));"
                " return [document.querySelector('#failed-checks p.promise q') ? 1 : 0, rows.length,"
                " rows.every(tr => tr.querySelector('td.fc-expected').textContent.trim() && tr.querySelector('td.fc-actual').textContent.trim())]; })()"
            )
            if got[1] == 0 or not got[2]:
                missing[cid] = got
    finally:
        browser.close()
    assert not missing, f"XFAIL pages without a complete failed-check table: {missing}"


def test_every_committed_xfail_group_of_the_store_site_has_its_checks(sites):
    site = sites["store"]
    for cid in _xfail_ids():
        page = read(site / "case" / f"{report_text.slug(cid)}.json")
        for g in page["groups"]:
            if g["outcome"] == "XFAIL":
                assert g["checks"] and all(c["call"] and c["expected"] and c["actual"] for c in g["checks"]), cid


def test_a_page_per_gpu_model_with_attributes_limits_runs_and_pass_score(sites, tmp_path):
    site = sites["bundles"]
    index = read(site / "index.json")
    assert {g["name"] for g in index["gpus"]} == {r["gpu"] for r in index["runs"]}
    h200 = read(site / "gpu" / "nvidia-h200.json")
    assert len(h200["attributes"]) >= 50 and dict(h200["attributes"])["computeCapabilityMajor"] == "9"
    assert any(x["value"] == "4814 GB/s" for x in h200["limits"]), h200["limits"]
    assert {r["gpu_count"] for r in h200["runs"]} == {1, 2}
    score = h200["pass_score"]
    assert 0 < score["passed"] <= score["ran"] and score["percent"].endswith("%")
    browser = Browser(tmp_path / "profile")
    try:
        browser.open((site / "index.html").as_uri())
        per_run = browser.js(
            "Array.from(document.querySelectorAll('#summary td.pass-score')).map(td => td.textContent.trim())"
        )
        browser.click("#gpus-table a[href='gpu/nvidia-h200.html']")
        browser.arrive("location.href.endsWith('gpu/nvidia-h200.html')")
        shown = browser.js("document.querySelector('#gpu-pass-score').textContent")
        attributes = browser.js("document.querySelectorAll('#attributes tbody tr').length")
    finally:
        browser.close()
    assert len(per_run) == len(index["runs"]) and all(s.endswith("%") for s in per_run), per_run
    assert score["percent"] in shown and attributes == len(h200["attributes"])


def test_the_store_index_gives_a_pass_score_per_run(sites):
    bundles = {r["key"]: r["pass_score"] for r in read(sites["bundles"] / "index.json")["runs"]}
    store = {r["key"]: r["pass_score"] for r in read(sites["store"] / "index.json")["runs"]}
    assert sorted(s["passed"] for s in store.values()) == sorted(s["passed"] for s in bundles.values())


def test_the_api_index_searches_by_name_and_says_when_none_matches(sites, tmp_path):
    site = sites["bundles"]
    browser = Browser(tmp_path / "profile")
    try:
        browser.open((site / "api" / "index.html").as_uri())
        browser.type("#api-search", "memcpyasync")
        browser.wait(
            "document.getElementById('api-shown').dataset.shown !== undefined && document.getElementById('api-search').value === 'memcpyasync'"
        )
        names = browser.js(
            "Array.from(document.querySelectorAll('#api-index tbody tr:not([hidden])')).map(tr => tr.dataset.name)"
        )
        browser.js(
            "(() => { const i = document.getElementById('api-search'); i.value = ''; i.dispatchEvent(new Event('input')); })()"
        )
        browser.type("#api-search", "zzqq")
        none = browser.js("document.getElementById('api-shown').textContent")
    finally:
        browser.close()
    assert "cudaMemcpyAsync" in names and all("memcpyasync" in n.lower() for n in names), names
    assert none.startswith("no function matches") and "zzqq" in none


def test_a_typed_driver_version_that_matches_no_run_says_so(sites, tmp_path):
    site = sites["bundles"]
    browser = Browser(tmp_path / "profile")
    try:
        browser.open((site / "index.html").as_uri())
        browser.type("#q", "575.57.08")
        browser.js("document.getElementById('q').dispatchEvent(new Event('change', {bubbles: true}))")
        browser.wait("document.getElementById('no-run-match') && !document.getElementById('no-run-match').hidden")
        said = browser.js("document.getElementById('no-run-match').textContent")
        browser.js(
            "(() => { const q = document.getElementById('q'); q.value = '580.159'; q.dispatchEvent(new Event('input', {bubbles: true})); q.dispatchEvent(new Event('change', {bubbles: true})); })()"
        )
        browser.wait("document.getElementById('no-run-match').hidden")
    finally:
        browser.close()
    assert said.startswith("No run matches “575.57.08”") and "580.159.04" in said, said


def _clear(browser: Browser, selector: str) -> None:
    browser.js(
        f"(() => {{ const q = document.querySelector({json.dumps(selector)}); q.value = '';"
        " q.dispatchEvent(new Event('input', {bubbles: true})); })()"
    )


def test_the_store_index_searches_behaviors_and_runs_and_says_when_no_run_matches(sites, tmp_path):
    """The results store's index (report/static/store.js) searches as the bundles' index does: words
    find the behaviors whose id holds them (links to their pages, the areas table narrowed to
    theirs), a word that starts a run's GPU or driver picks the runs, and a typed version that no run
    has says so with the versions the runs have."""
    site = sites["store"]
    index = read(site / "index.json")
    pages = [read(f) for f in (site / "case").glob("*pg64k*.json")]
    wanted = [c["id"] for c in sorted(pages, key=lambda c: (c["area"], c["id"]))]
    assert wanted
    h200 = sorted(r["key"] for r in index["runs"] if "H200" in r["gpu"])
    assert h200 and len(h200) < len(index["runs"])
    browser = Browser(tmp_path / "profile")
    try:
        browser.open((site / "index.html").as_uri())
        browser.type("#q", "PG64K")
        browser.wait(
            "document.getElementById('q').value === 'PG64K' && document.getElementById('shown').dataset.shown !== undefined"
        )
        hits = browser.js(
            "Array.from(document.querySelectorAll('#search-hits li[data-id] a')).map(a => [a.textContent, a.getAttribute('href')])"
        )
        areas = browser.js(
            "Array.from(document.querySelectorAll('#areas-table tbody tr[data-area]'))"
            ".filter(tr => tr.getClientRects().length > 0).map(tr => tr.dataset.area)"
        )
        counted = browser.js("document.getElementById('shown').textContent")
        opened = browser.js("(() => { document.querySelector('#search-hits li[data-id] a').click(); return true; })()")
        browser.arrive("location.href.includes('/case/')")
        landed = browser.js("location.pathname.split('/').pop()")
        browser.open((site / "index.html").as_uri())
        browser.type("#q", "h200")
        runs = browser.visible("#runs-table tbody tr[data-run]")
        _clear(browser, "#q")
        browser.type("#q", "575.57.08")
        browser.wait("!document.getElementById('no-run-match').hidden")
        said = browser.js("document.getElementById('no-run-match').textContent")
        none = browser.js("document.querySelectorAll('#search-hits li[data-id]').length")
        _clear(browser, "#q")
        browser.type("#q", "580.159")
        browser.wait("document.getElementById('no-run-match').hidden")
        every = browser.visible("#runs-table tbody tr[data-run]")
    finally:
        browser.close()
    assert [t for t, _ in hits] == wanted, hits
    assert all(href == f"case/{report_text.slug(t)}.html" for t, href in hits), hits
    assert landed == f"{report_text.slug(wanted[0])}.html" and opened
    assert sorted(areas) == sorted({c["area"] for c in pages}), areas
    assert counted == f"showing {len(wanted)} behavior{'s' if len(wanted) != 1 else ''} of {index['behavior_count']}", (
        counted
    )
    assert sorted(runs) == h200, runs
    assert said.startswith("No run matches “575.57.08”") and "580.159.04" in said and none == 0, said
    assert len(every) == len(index["runs"])


def test_no_citation_link_goes_to_a_contents_page_and_guide_sections_have_their_anchor(sites):
    """Every committed behavior's citation link: never the Runtime or Driver API reference's
    contents page; a numbered section of a guide gets its anchor before the quote's text fragment."""
    contents = re.compile(r"https?://docs\.nvidia\.com/cuda/cuda-(runtime|driver)-api/(index\.html)?(#|$)")
    seen, anchored = {}, 0
    for f in [*bundle_files(REAL), *bundle_files(MULTI)]:
        for c in read(f)["cases"]:
            url = report_text.citation_url(c.get("citation"), c.get("api") or [])
            if url and contents.match(url):
                seen[c["id"]] = url
            anchored += bool(url and re.search(r"#[a-z0-9-]+:~:text=", url))
    assert not seen, f"{len(seen)} citations open a contents page: {list(seen.items())[:5]}"
    assert anchored >= 100
    page = read(sites["bundles"] / "case" / "apisync.pg64k.h2d_64kib_pageable_returns_early.json")
    assert "#concurrent-execution-between-host-and-device:~:text=" in page["citation_url"]
    assert report_text.reference_url("CUfunction_attribute").endswith("group__CUDA__TYPES.html")
    assert report_text.reference_url("cudaEGLStreamConsumerConnect").endswith("group__CUDART__EGL.html")


def test_the_store_site_draws_each_gpus_limit_and_has_gpu_pages(sites, tmp_path):
    """The results store's report: a perf behavior's charts draw a line per GPU model (one record of
    its runs) with that GPU's own limit and the fraction; a page per GPU model with its attributes,
    limits and pass score, linked from the index."""
    site = sites["store"]
    charted = 0
    for f in sorted((site / "case").glob("perf.*.json")):
        for c in read(f)["charts"]:
            limits = [r for r in c["refs"] if r["kind"] == "limit"]
            if c["unit"] != "GBps" or not limits:
                continue
            charted += 1
            for line in c["lines"]:
                gpu = line["label"].split(" (")[0]
                [mine] = [r for r in limits if line["run"] in r["runs"]]
                assert gpu in mine["label"].split(": ")[0].split(", "), (
                    f.name,
                    c["series"],
                    line["label"],
                    mine["label"],
                )
            assert {x["run"] for x in c["fractions"]} == {line["run"] for line in c["lines"]}
    assert charted >= 20
    d2d = read(site / "case" / "perf.device_memory.d2d_copy_bandwidth.json")["charts"][0]
    assert any("4814 GB/s" in r["label"] for r in d2d["refs"]) and any("3352 GB/s" in r["label"] for r in d2d["refs"])
    index = read(site / "index.json")
    assert {g["name"] for g in index["gpus"]} == {r["gpu"] for r in index["runs"]}
    h200 = read(site / "gpu" / "nvidia-h200.json")
    assert len(h200["attributes"]) >= 50 and any(x["value"] == "4814 GB/s" for x in h200["limits"])
    assert 0 < h200["pass_score"]["passed"] <= h200["pass_score"]["ran"]
    browser = Browser(tmp_path / "profile")
    try:
        browser.open((site / "index.html").as_uri())
        browser.click("#gpus-table a[href='gpu/nvidia-h200.html']")
        browser.arrive("location.href.endsWith('gpu/nvidia-h200.html')")
        rows = browser.js("document.querySelectorAll('#attributes tbody tr').length")
        browser.open((site / "case" / "perf.device_memory.d2d_copy_bandwidth.html").as_uri())
        drawn = browser.js("Array.from(document.querySelectorAll('g.ref-limit polyline')).map(p => p.getBBox().width)")
    finally:
        browser.close()
    assert rows == len(h200["attributes"]) and len(drawn) >= 2 and all(w > 100 for w in drawn), (rows, drawn)
