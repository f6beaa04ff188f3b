"""The rendered site in a real headless Chromium: the matrix after its JS ran, the filters
driven by the URL, a behavior page and the diff page. Skips only when chromium is missing."""

import os
import shutil
import subprocess
from collections import Counter, defaultdict
from html.parser import HTMLParser

import pytest
from conftest import GDP, REGRESSION, REPORTS, planted_files, read

from cudasem_report import model, render

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(
    CHROMIUM is None, reason="chromium is not installed (apt-get install -y chromium); CI installs it")
ARTIFACTS = REPORTS / "tests" / "artifacts"


def chromium(tmp_path, *args):
    cmd = [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
           f"--user-data-dir={tmp_path / 'chromium-profile'}", *args]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return proc.stdout


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
        return [e for e in self.elements if e[0] == tag and all(
            (v in e[1].get(k, "").split()) if k == "class" else e[1].get(k) == v for k, v in attrs.items())]


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    out = tmp_path_factory.mktemp("site")
    runs = model.load_runs(planted_files())
    render.render(runs, out)
    return out, runs


def dump(tmp_path, page):
    return Dom(chromium(tmp_path, "--dump-dom", page))


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


def test_matrix_has_every_case_of_every_run_with_correct_counts(site, tmp_path):
    out, runs = site
    dom = dump(tmp_path, (out / "index.html").as_uri())
    rows = rows_of(dom)
    assert not any(hidden for hidden, _ in rows.values()), "no filter: nothing is hidden"
    counts = defaultdict(Counter)
    for cid, (_, cells) in rows.items():
        assert set(cells) == {r.key for r in runs}
        for run_key, outcome in cells.items():
            counts[run_key][outcome] += 1
    for r in runs:
        bundle = read(r.source)
        for case in bundle["cases"]:
            assert rows[case["id"]][1][r.key] == case["outcome"], (r.label, case["id"])
        expected = Counter(c["outcome"] for c in bundle["cases"])
        expected[model.NOT_RUN] = len(rows) - len(bundle["cases"])
        assert +counts[r.key] == +expected, r.label
    # the summary table per run says the same
    summary_rows = defaultdict(dict)
    run_key = None
    for tag, attrs, text in dom.elements:
        if tag == "tr" and attrs.get("data-run"):
            run_key = attrs["data-run"]
        elif tag == "td" and "count" in attrs.get("class", "").split():
            summary_rows[run_key][attrs["data-outcome"]] = int(text)
    for r in runs:
        assert {k: v for k, v in summary_rows[r.key].items() if v} == dict(+counts[r.key])
    assert dom.find("span", id="shown")[0][2] == f"showing {len(rows)} of {len(rows)} behaviors"
    ARTIFACTS.mkdir(exist_ok=True)
    shot = ARTIFACTS / "matrix.png"
    chromium(tmp_path, f"--screenshot={shot}", "--window-size=1400,900", (out / "index.html").as_uri())
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 20000
    if os.environ.get("CUDASEM_UPDATE_SCREENSHOT") == "1":  # the README's picture
        shutil.copy(shot, REPORTS.parent / "docs" / "report-screenshot.png")


@pytest.mark.parametrize("state, visible", [
    ("#outcome=FAIL", lambda row: "FAIL" in row["outcomes"]),
    ("#outcome=CRASH", lambda row: "CRASH" in row["outcomes"]),
    ("#area=memcpy&kind=semantics", lambda row: row["area"] == "memcpy" and row["kind"] == "semantics"),
    ("?kind=characterization", lambda row: row["kind"] == "characterization"),
    ("#outcome=NOT_RUN&area=device", lambda row: row["area"] == "device" and "NOT_RUN" in row["outcomes"]),
])
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
    assert links == ["https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html"]
    headers = [e[2] for e in dom.elements if e[0] == "th"]
    for r in runs:
        assert r.label in headers, r.label
    values = [e[2] for e in dom.elements if e[0] == "td"]
    assert any("cudaErrorInvalidValue (1)" in v for v in values)  # H100/H200: as documented
    assert any("cudaSuccess (0)" in v for v in values)  # L4 570: the deviation
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
    assert ids == [d["id"] for d in model.deviations_data(runs)["deviations"]] and REGRESSION in ids
