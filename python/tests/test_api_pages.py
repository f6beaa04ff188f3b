"""The API pages (cudasem/apipages.py): per Runtime/Driver API function the compatibility
table of the cases that name it in their record's "api" (api/<function>.html: a row per claim, a
column per run in the area matrices' order, each cell the outcome and the observation it rests on),
the API index (api/index.html, linked from every page's navigation), the APIs of each case page and
of each deviation, and the search over API names. On the planted bundles and on the committed real
ones; bundles older than the "api" field give no API pages. The browser side: test_browser_api.py."""

import json

import pytest

from cudasem.report import apipages, render
from cudasem.report import text as report_text
from cudasem.report import view as model

from browser import Dom
from conftest import REGRESSION, index_rows, planted_files, read, real_files

PAGEABLE = [
    "memcpy.async.pageable_d2h_may_block",
    "memcpy.async.pageable_h2d_may_block",
    "perf.transfer.pageable_bandwidth_sweep",
]  # real cases: pageable copies by cudaMemcpyAsync


def site_of(out, files):
    runs = model.load_runs(files)
    render.render(runs, out)
    return out, runs


@pytest.fixture(scope="module")
def planted(tmp_path_factory):
    return site_of(tmp_path_factory.mktemp("api-planted"), planted_files())


@pytest.fixture(scope="module")
def real(tmp_path_factory):
    if not real_files():
        pytest.skip("no real GPU bundles committed under bundles/")
    return site_of(tmp_path_factory.mktemp("api-real"), real_files())


def named(runs):
    """function -> the ids of the cases whose record names it (any run), read from the bundles."""
    out = {}
    for r in runs:
        for cid, c in r.cases.items():
            for name in c.get("api") or []:
                out.setdefault(name, set()).add(cid)
    return out


def page(out, rel):
    return Dom((out / rel).read_text())


def hrefs(dom, cls=None):
    return [e[1]["href"] for e in (dom.find("a", **{"class": cls}) if cls else dom.find("a")) if "href" in e[1]]


def claim_rows(dom):
    """data-id -> {run: outcome} of an API page's table, in document order."""
    rows, current = {}, None
    for tag, attrs, _ in dom.elements:
        if tag == "tr" and "claim" in attrs.get("class", "").split():
            current = attrs["data-id"]
            rows[current] = {}
        elif tag == "td" and "cell" in attrs.get("class", "").split() and current:
            rows[current][attrs["data-run"]] = attrs["data-outcome"]
    return rows


def check_api_page(out, runs, name, want_ids):
    """The page of `name` has a row per case that names it (area, id order), the claim and the kind
    of each, and per run (the area matrices' columns) the run's outcome and the observation the matrix
    cell shows; its JSON twin has the same."""
    dom = page(out, apipages.page_of(name))
    assert dom.find("h1", **{"class": "api-name"})[0][2].strip() == name
    rows = claim_rows(dom)
    assert set(rows) == want_ids, name
    matrix = {row["id"]: row for row in model.matrix_rows(runs)}
    assert list(rows) == [cid for cid in matrix if cid in want_ids], "the rows come in the matrices' order"
    heads = [e[1]["data-run"] for e in dom.find("th", **{"class": "run"})]
    area = page(out, matrix[next(iter(rows))]["matrix"].split("#")[0])
    assert heads == [e[1]["data-run"] for e in area.find("th", **{"class": "run"})] == [r.key for r in runs]
    for cid, cells in rows.items():
        assert cells == {r.key: (r.cases[cid]["outcome"] if cid in r.cases else model.NOT_RUN) for r in runs}, cid
    data = json.loads((out / apipages.page_of(name)).with_suffix(".json").read_text())
    assert data["name"] == name and data["case_count"] == len(want_ids)
    for case in data["cases"]:
        row = matrix[case["id"]]
        quote = (model.case_meta(runs, case["id"]).get("citation") or {}).get("quote")
        assert case["claim"] == quote and case["kind"] == row["kind"] and case["cells"] == row["cells"]
        th = next(e for e in dom.find("tr", **{"class": "claim"}) if e[1]["data-id"] == case["id"])
        text = dom.elements[dom.elements.index(th) + 1][2]  # the row's first cell: id, claim, citation
        assert case["id"] in text and (not quote or " ".join(quote.split()) in " ".join(text.split()))
        for c in case["cells"]:
            if c["text"]:
                assert f'<span class="k">{c["short"]}</span>' in (out / apipages.page_of(name)).read_text()
    return data


# ---------------------------------------------------------------------------------------------
# Planted bundles


def test_the_api_page_of_cudaMemcpyAsync_lists_its_cases_with_each_runs_outcome(planted):
    out, runs = planted
    want = named(runs)["cudaMemcpyAsync"]
    assert REGRESSION in want  # memcpy.async.d2h_pageable_blocks: PASS on 575.57.08, FAIL on 580.159.04
    data = check_api_page(out, runs, "cudaMemcpyAsync", want)
    assert data["worst"] == "FAIL" and data["family"] == "Runtime API" and data["header"] == "cuda_runtime_api.h"
    regression = next(c for c in data["cases"] if c["id"] == REGRESSION)
    failed = [c for c in regression["cells"] if c["outcome"] == "FAIL"]
    assert failed and all(c["text"] == "returned_before_release=true" for c in failed), "the observation it rests on"


def test_every_function_has_its_page_and_the_index_links_each_alphabetically(planted):
    out, runs = planted
    want = named(runs)
    for name, ids in want.items():
        check_api_page(out, runs, name, ids)
    pages = {p.name for p in (out / "api").glob("*.html")} - {"index.html"}
    assert pages == {f"{report_text.slug(n)}.html" for n in want}
    dom = page(out, "api/index.html")
    listed = [e[1]["data-name"] for e in dom.find("tr") if "data-name" in e[1]]
    assert listed == sorted(want, key=lambda n: (n.lower(), n)), "alphabetically"
    links = {h.removeprefix("../api/") for h in hrefs(dom) if h.startswith("../api/")} - {"index.html"}
    assert links == pages, "the index links every API page"
    index = json.loads((out / "api" / "index.json").read_text())
    rows = {row["id"]: row for row in model.matrix_rows(runs)}
    for f in index["functions"]:
        assert f["case_count"] == len(want[f["name"]])
        assert f["worst"] == model.worst(rows[cid]["worst"] for cid in want[f["name"]])


def test_every_page_links_the_api_index(planted):
    out, runs = planted
    assert "api/index.html" in hrefs(page(out, "index.html"))
    for rel in [
        "deviations.html",
        "diff.html",
        "copy_rates.html",
        f"case/{REGRESSION}.html",
        "area/memcpy.html",
        "api/cudaMemcpyAsync.html",
        "api/index.html",
    ]:
        assert "../api/index.html" in hrefs(page(out, rel)) or "api/index.html" in hrefs(page(out, rel)), rel


def test_a_case_page_lists_its_apis(planted):
    out, runs = planted
    for cid in model.case_ids(runs):
        api = model.case_api(runs, cid)
        assert api, f"every planted case names its API: {cid}"
        dom = page(out, f"case/{report_text.slug(cid)}.html")
        assert hrefs(dom, "api") == [f"../api/{report_text.slug(n)}.html" for n in api], cid
        assert all((out / "case" / h).resolve().exists() for h in hrefs(dom, "api"))
        assert json.loads((out / "case" / f"{report_text.slug(cid)}.json").read_text())["api"] == api


def test_the_deviations_page_lists_the_apis_of_each_deviation(planted):
    out, runs = planted
    data = json.loads((out / "deviations.json").read_text())
    assert REGRESSION in {d["id"] for d in data["deviations"]}
    for d in data["deviations"]:
        assert d["api"] == model.case_api(runs, d["id"]) and d["api"]
    for group in data["summary"]:
        for row in group["rows"]:
            assert row["api"] == model.case_api(runs, row["id"])
    html = (out / "deviations.html").read_text()
    section = html[html.index(f'<section class="deviation" data-id="{REGRESSION}">') :]
    section = section[: section.index("</section>")]
    assert hrefs(Dom(section), "api") == ["api/cudaMemcpyAsync.html"]
    summary = html[html.index(f'<tr data-id="{REGRESSION}">') :]
    assert 'href="api/cudaMemcpyAsync.html"' in summary[: summary.index("</tr>")]


def test_the_search_data_holds_api_names(planted):
    out, runs = planted
    want = named(runs)
    rows = index_rows(out)  # the index's rows (the data its script writes them from)
    assert len(rows) == len(model.case_ids(runs))
    for b in rows:
        assert b["api"] == model.case_api(runs, b["id"])
        assert all(n in b["search"].split() for n in b["api"]), b["id"]
    for rel in ["index.html", "area/memcpy.html"]:
        dom = page(out, rel)
        for tr in dom.find("tr", **{"class": "behavior"}):  # the area page's rows
            assert all(n in tr[1]["data-search"].split() for n in model.case_api(runs, tr[1]["data-id"]))
        hits = dom.find("p", id="api-hits")[0][1]
        assert hits["data-apis"].split() == list(apipages.functions(model.matrix_rows(runs)))
        assert set(hits["data-apis"].split()) == set(want)
    memcpy_async = {b["id"] for b in rows if "cudamemcpyasync" in (b["id"] + " " + b["search"]).lower()}
    assert memcpy_async == want["cudaMemcpyAsync"], "the search (id, API, section, quote) finds its cases"


def test_bundles_without_api_render_without_api_pages(tmp_path, write_bundle):
    files = []
    for p in planted_files():
        b = read(p)
        for c in b["cases"]:
            c.pop("api", None)
        files.append(write_bundle(b, p.name))
    out, runs = site_of(tmp_path / "site", files)
    assert not (out / "api").exists()
    assert all(not model.case_api(runs, cid) for cid in model.case_ids(runs))
    for rel in ["index.html", "area/memcpy.html", f"case/{REGRESSION}.html", "deviations.html"]:
        html = (out / rel).read_text()
        assert "api/index.html" not in html and 'id="api-hits"' not in html and 'class="api"' not in html, rel
    assert all(b["api"] == [] for b in index_rows(out))


def test_an_old_bundle_beside_new_ones_takes_the_api_of_the_newest_that_records_it(tmp_path, write_bundle):
    old = min(planted_files(), key=lambda p: read(p)["run"]["started"])
    b = read(old)
    for c in b["cases"]:
        c.pop("api", None)
    b["run"]["started"] = b["run"]["ended"] = "2027-01-01T00:00:00Z"  # the newest run, without "api"
    files = [p for p in planted_files() if p != old] + [write_bundle(b, old.name)]
    out, runs = site_of(tmp_path / "site", files)
    assert named(runs)["cudaMemcpyAsync"] == {
        row["id"] for row in model.matrix_rows(runs) if "cudaMemcpyAsync" in row["api"]
    }
    check_api_page(out, runs, "cudaMemcpyAsync", named(runs)["cudaMemcpyAsync"])


def test_family_and_page_of_a_function():
    assert apipages.family("cudaMemcpyAsync") == ("Runtime API", "cuda_runtime_api.h")
    assert apipages.family("cuStreamCreate") == ("Driver API", "cuda.h")
    assert apipages.family("CUDA_API_PER_THREAD_DEFAULT_STREAM") == ("macro", None)
    assert apipages.page_of("cudaMemcpyAsync") == "api/cudaMemcpyAsync.html"


# ---------------------------------------------------------------------------------------------
# Real bundles (bundles/*.json at the repository root)


def test_real_cudaMemcpyAsync_page_lists_the_pageable_copies_with_their_claims(real):
    out, runs = real
    want = named(runs)["cudaMemcpyAsync"]
    assert set(PAGEABLE) <= want
    data = check_api_page(out, runs, "cudaMemcpyAsync", want)
    h2d = next(c for c in data["cases"] if c["id"] == "memcpy.async.pageable_h2d_may_block")
    assert h2d["claim"].startswith("If pageable memory must first be staged to pinned memory")
    assert h2d["kind"] == "characterization" and h2d["page"] == "case/memcpy.async.pageable_h2d_may_block.html"
    assert [c["run"] for c in h2d["cells"]] == [r.key for r in runs]
    assert all(c["outcome"] == r.cases[h2d["id"]]["outcome"] and c["observation"] for c, r in zip(h2d["cells"], runs))


def test_real_index_links_every_api_page_and_case_pages_list_their_apis(real):
    out, runs = real
    want = named(runs)
    assert len(want) > 300 and "cudaStreamAddCallback" in want
    dom = page(out, "api/index.html")
    links = {h.removeprefix("../api/") for h in hrefs(dom) if h.startswith("../api/")} - {"index.html"}
    first = {p.name for p in (out / "api").glob("*.html") if "-part-" not in p.name} - {"index.html"}
    assert links == first == {f"{report_text.slug(n)}.html" for n in want}
    # a function of many claims has them over pages of rows (api/<name>.html, <name>-part-2.html, ...),
    # each claim on one of them, once
    parted = set()
    for n, ids in want.items():
        parts = read(out / "api" / f"{report_text.slug(n)}.json")["parts"]
        shown = [c["id"] for p in parts for c in read((out / "api" / p["href"]).with_suffix(".json"))["cases"]]
        assert len(shown) == len(set(shown)) and set(shown) == ids, n
        parted |= {p["href"] for p in parts[1:]}
    assert parted == {p.name for p in (out / "api").glob("*-part-*.html")} and "cuGetProcAddress-part-2.html" in parted
    assert sum(f["case_count"] for f in json.loads((out / "api" / "index.json").read_text())["functions"]) == sum(
        len(ids) for ids in want.values()
    )
    dom = page(out, "case/memcpy.async.pageable_h2d_may_block.html")
    assert hrefs(dom, "api") == ["../api/cudaMemcpyAsync.html"]
    found = {b["id"] for b in index_rows(out) if "cudaMemcpyAsync" in b["search"].split()}
    assert found == want["cudaMemcpyAsync"] and set(PAGEABLE) <= found


def test_real_cases_with_several_apis_name_the_others(real):
    out, runs = real
    data = json.loads((out / "api" / "cuStreamCreate.json").read_text())
    interop = next(c for c in data["cases"] if c["id"] == "driver.interop.stream_types_interchangeable")
    assert interop["also"] == ["cudaMemcpyAsync"]
    html = (out / "api" / "cuStreamCreate.html").read_text()
    assert 'href="../api/cudaMemcpyAsync.html"' in html
