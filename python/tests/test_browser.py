"""The rendered site in a real headless Chromium: the index and the area matrices after their JS
ran, the filters driven by the URL, a behavior page and the diff page. Skips only when chromium
is missing. test_browser_triage.py drives the same pages by typing and clicking."""

import pytest

from cudasem.report import findings, render
from cudasem.report import view as model

from browser import dump, needs_chromium, rows_of, shoot
from conftest import GDP, REGRESSION, planted_files
from test_browser_driver import Browser, check_site

pytestmark = needs_chromium


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    out = tmp_path_factory.mktemp("site")
    runs = model.load_runs(planted_files())
    render.render(runs, out)
    return out, runs


def test_matrix_has_every_case_of_every_run_with_correct_counts(site, tmp_path):
    out, runs = site
    browser = Browser(tmp_path / "profile")
    try:
        check_site(browser, out, runs)
    finally:
        browser.close()
    shoot(tmp_path, out / "index.html", "matrix")
    shoot(tmp_path, out / "area" / "memcpy.html", "matrix-memcpy")


@pytest.mark.parametrize(
    "state, visible",
    [
        ("#outcome=FAIL", lambda row: "FAIL" in row["outcomes"]),
        ("#outcome=CRASH", lambda row: "CRASH" in row["outcomes"]),
        ("#area=memcpy&kind=semantics", lambda row: row["area"] == "memcpy" and row["kind"] == "semantics"),
        ("?kind=characterization", lambda row: row["kind"] == "characterization"),
        ("#outcome=NOT_RUN&area=device", lambda row: row["area"] == "device" and "NOT_RUN" in row["outcomes"]),
    ],
)
def test_filters_from_the_url_hide_rows(site, tmp_path, state, visible):
    out, runs = site
    index = model.index_data(runs)
    want = {row["id"] for a in index["areas"] for row in a["behaviors"] if visible(row)}
    assert want, "the filter must keep something"
    dom = dump(tmp_path, (out / "index.html").as_uri() + state)
    rows = rows_of(dom)
    assert {cid for cid, (hidden, _) in rows.items() if not hidden} == want
    hidden_rows = [e for e in dom.find("tr", **{"class": "behavior"}) if "hidden" in e[1]]
    assert all("filtered-out" in e[1]["class"] for e in hidden_rows)
    assert dom.find("span", id="shown")[0][2] == f"showing {len(want)} of {len(rows)} behaviors"
    # areas without a visible row are hidden
    areas_shown = {e[1]["data-area"] for e in dom.find("tbody", **{"class": "area"}) if "hidden" not in e[1]}
    assert areas_shown == {cid.split(".")[0] for cid in want}


def test_behavior_page_shows_citation_and_observations_per_gpu(site, tmp_path):
    out, runs = site
    dom = dump(tmp_path, (out / "case" / f"{GDP}.html").as_uri())
    assert dom.find("h1")[0][2].strip() == GDP
    quote = dom.find("blockquote", **{"class": "quote"})[0][2]
    assert "For now, it must be set to 0." in quote
    links = [e[1]["href"] for e in dom.find("a", **{"class": "cite-link"})]
    assert links == [
        "https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html"
        "#:~:text=flags%20provides%20for%20future%20releases.%20For%20now%2C%20it"
    ]  # the quote's start
    headers = [e[2] for e in dom.elements if e[0] == "th"]
    for r in runs:
        assert r.label in headers, r.label
    values = [e[2] for e in dom.elements if e[0] == "td"]
    assert any("cudaErrorInvalidValue (1)" in v for v in values)  # H100/H200: as documented
    assert any("cudaSuccess" in v for v in values)  # L4 570: the deviation
    assert any("ignores flags" in v for v in values)  # its expectation reason
    per_run = {e[1]["data-run"]: e[1]["data-outcome"] for e in dom.find("tr") if e[1].get("data-outcome")}
    assert per_run == {r.key: r.cases[GDP]["outcome"] for r in runs}


def test_diff_page_lists_the_planted_regression_first(site, tmp_path):
    out, _ = site
    dom = dump(tmp_path, (out / "diff.html").as_uri())
    changes = dom.find("li", **{"class": "change"})
    assert changes[0][1]["data-id"] == REGRESSION and changes[0][1]["data-section"] == "regressions"
    assert "H100" in dom.find("h2")[0][2] and "580.159.04" in dom.find("h2")[0][2]


def test_deviations_page(site, tmp_path):
    out, runs = site
    dom = dump(tmp_path, (out / "deviations.html").as_uri())
    ids = [e[1]["data-id"] for e in dom.find("section", **{"class": "deviation"})]
    assert ids == [d["id"] for d in findings.deviations_data(runs)["deviations"]] and REGRESSION in ids
