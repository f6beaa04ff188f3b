"""The site of the committed real bundles (bundles/*.json at the repository root, written by
GPU runs) in headless Chromium: written by one command, the matrix with every case of every
run, the cudaHostGetDevicePointer behavior page, and the diff page of a planted regression."""

import copy
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cudasem.report import render
from cudasem.report import text as report_text
from cudasem.report import view as model

import make_screenshot
from browser import ARTIFACTS, assert_png, dump, needs_chromium, shoot
from conftest import GDP, REAL, REPORTS, read, real_files
from test_browser_driver import Browser, check_site

pytestmark = [
    needs_chromium,
    pytest.mark.skipif(
        len(real_files()) < 2,
        reason=f"fewer than 2 real bundles in {REAL} (the H100 and H200 runs are committed there)",
    ),
]
PLANTED_DRIVER = "580.999.01"


def real_bundle(gpu_fragment):
    found = [p for p in real_files() if gpu_fragment in (read(p)["identity"]["gpu"] or {}).get("name", "")]
    assert found, f"no committed bundle of a {gpu_fragment} in {REAL}"
    return found[0]


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """The site, written by the README's command from the repository root."""
    out = tmp_path_factory.mktemp("real-site")
    env = dict(os.environ, PYTHONPATH=str(REPORTS))
    proc = subprocess.run(
        [sys.executable, "-m", "cudasem", "render", "bundles/", "--out", str(out)],
        cwd=REAL.parent,
        env=env,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr
    return out, model.load_runs(real_files())


def test_matrix_has_every_case_of_both_runs_with_the_bundles_counts(site, tmp_path):
    out, runs = site
    written = sorted(Path(r["source"]).name for r in read(out / "index.json")["runs"])
    assert written == [p.name for p in real_files()], "bundles/*.json only, not its subfolders (bundles/raw/)"
    browser = Browser(tmp_path / "profile")
    try:
        rows = check_site(browser, out, runs)
    finally:
        browser.close()
    assert len(rows) >= 300, "a real run has hundreds of cases"
    shoot(tmp_path, out / "index.html", "real-matrix")


def test_behavior_page_shows_citation_and_observations_of_each_gpu_run(site, tmp_path):
    out, runs = site
    page = out / "case" / f"{GDP}.html"
    dom = dump(tmp_path, page.as_uri())
    cases = [r.cases.get(GDP) for r in runs]
    assert all(cases), f"every real run has {GDP}"
    citation = cases[-1]["citation"]
    assert citation["section"] == "cudaHostGetDevicePointer"
    assert dom.find("h1")[0][2].strip() == GDP
    assert citation["quote"] in " ".join(dom.find("blockquote", **{"class": "quote"})[0][2].split())
    assert [e[1]["href"] for e in dom.find("a", **{"class": "cite-link"})] == [report_text.citation_url(citation)]
    assert citation["url"].startswith("https://docs.nvidia.com/")
    assert report_text.citation_url(citation).startswith(citation["url"] + "#:~:text=")
    header, *table = dom.table("observations")
    assert header == ["observation"] + [r.label for r in runs]
    assert {row[0] for row in table} == {o["name"] for c in cases for o in c["observations"]}
    for row in table:
        for value, case in zip(row[1:], cases):
            want = next((o["value"] for o in case["observations"] if o["name"] == row[0]), None)
            assert value == report_text.format_value(want), (row[0], case["device"])
    per_run = {e[1]["data-run"]: e[1]["data-outcome"] for e in dom.find("tr") if e[1].get("data-outcome")}
    assert per_run == {r.key: c["outcome"] for r, c in zip(runs, cases)}
    shoot(tmp_path, page, "real-case")


def test_diff_page_lists_a_planted_regression_first(tmp_path):
    h100 = real_bundle("H100")
    planted = copy.deepcopy(read(h100))
    planted["identity"]["driver"]["version"] = PLANTED_DRIVER
    planted["run"]["started"] = planted["run"]["ended"] = "2099-01-01T00:00:00Z"
    victim = next(c for c in planted["cases"] if c["outcome"] == "PASS" and c["observations"])
    victim.update(outcome="FAIL", message="planted: the new driver changed this")
    victim["observations"][0]["value"] = "planted value"
    planted_file = tmp_path / "planted.json"
    planted_file.write_text(json.dumps(planted))
    out = tmp_path / "site"
    render.render(model.load_runs([h100, planted_file]), out)
    dom = dump(tmp_path, (out / "diff.html").as_uri())
    heading = dom.find("h2")[0][2]
    assert read(h100)["identity"]["driver"]["version"] in heading and PLANTED_DRIVER in heading
    changes = dom.find("li", **{"class": "change"})
    assert [(e[1]["data-section"], e[1]["data-id"]) for e in changes] == [("regressions", victim["id"])]
    assert "planted: the new driver changed this" in changes[0][2] and "planted value" in changes[0][2]
    shoot(tmp_path, out / "diff.html", "real-diff")


def test_make_screenshot_writes_the_readme_picture_from_bundles():
    ARTIFACTS.mkdir(exist_ok=True)
    png, api_png = ARTIFACTS / "real-readme.png", ARTIFACTS / "real-readme-api.png"
    assert make_screenshot.main(["--out", str(png), "--api-out", str(api_png)]) == 0  # never into docs/
    assert_png(png)
    assert_png(api_png)


def test_typing_cudaSetDeviceFlags_finds_its_cases(site, tmp_path):
    out, runs = site
    want = {
        row["id"]
        for row in model.matrix_rows(runs)
        if "cudasetdeviceflags" in (row["id"] + " " + row["search"]).lower()
    }
    assert any(cid.startswith("device.flags.") for cid in want), want
    browser = Browser(tmp_path / "profile")
    try:
        browser.open((out / "index.html").as_uri())
        browser.type("#q", "cudaSetDeviceFlags")
        browser.wait(f"document.getElementById('shown').dataset.shown === '{len(want)}'")
        assert set(browser.visible("tr.behavior")) == want
    finally:
        browser.close()
