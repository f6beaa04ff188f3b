"""The perf parts of the site in a real headless Chromium: every chart of a perf case lays out
(each run's line has a drawn size), the copy-rates table and the perf regressions of the diff.
Skips only when chromium is missing."""

import pytest

from cudasem.report import render
from cudasem.report import view as model

from browser import dump, needs_chromium, shoot
from conftest import REPORTS

pytestmark = needs_chromium
PERF = REPORTS / "tests" / "data" / "perf"
PINNED = "perf.transfer.pinned_bandwidth_sweep"


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    out = tmp_path_factory.mktemp("perf-site")
    runs = model.load_runs([PERF])
    render.render(runs, out)
    return out, runs


def drawn(attrs):
    w, h = attrs["data-drawn"].split("x")
    return int(w), int(h)


@pytest.mark.parametrize(
    "case_id, series",
    [
        (PINNED, ["pinned.bidir", "pinned.d2h", "pinned.h2d"]),
        ("perf.device_memory.d2d_copy_bandwidth", ["d2d"]),
    ],
)
def test_every_sweep_chart_renders_one_line_per_run(site, tmp_path, case_id, series):
    out, runs = site
    dom = dump(tmp_path, (out / "case" / f"{case_id}.html").as_uri())
    figures = dom.find("figure", **{"class": "perf-chart"})
    assert [f[1]["data-series"] for f in figures] == series
    svgs = dom.find("svg", **{"class": "perf-chart"})
    assert len(svgs) == len(series)
    for svg in svgs:
        w, h = drawn(svg[1])  # set by static/perf.js after layout
        assert w >= 300 and h >= 150, svg[1]
    lines = [p for p in dom.find("polyline") if "stroke-dasharray" not in p[1]]  # not the reference lines
    assert len(lines) == len(series) * len(runs)
    for line in lines:
        w, h = drawn(line[1])
        assert w > 100 and h > 0, line[1]  # spans the sizes; not a flat or empty path
    assert [e[1]["data-run"] for e in dom.find("g", **{"class": "line"})] == [r.key for r in runs] * len(series)
    legend = [e[2].strip() for e in dom.find("li") if e[1].get("data-run")]
    assert legend[: len(runs)] == [r.label for r in runs]
    shoot(tmp_path, out / "case" / f"{case_id}.html", f"perf-{case_id}")


def test_measurements_outside_a_sweep_render_a_marker_group_per_run(site, tmp_path):
    out, runs = site
    dom = dump(tmp_path, (out / "case" / "perf.latency.empty_kernel_launch.html").as_uri())
    assert [f[1]["data-kind"] for f in dom.find("figure", **{"class": "perf-chart"})] == ["ranges"]
    assert dom.find("polyline") == []
    groups = dom.find("g", **{"class": "line"})
    assert [g[1]["data-run"] for g in groups] == [r.key for r in runs]
    for g in groups:
        w, h = drawn(g[1])
        assert w > 100 and h > 0, g[1]  # markers over the three categories
    assert len(dom.find("circle")) == 3 * len(runs)


def test_copy_rates_page(site, tmp_path):
    out, _ = site
    dom = dump(tmp_path, (out / "copy_rates.html").as_uri())
    sections = dom.find("section", **{"class": "rates"})
    assert [s[1]["data-gpu"] for s in sections] == ["NVIDIA H100 80GB HBM3", "NVIDIA H200"]
    paths = [e[1]["data-path"] for e in dom.find("tr", **{"class": "path"})]
    assert paths.count("pinned.h2d") == 2 and "d2d" in paths
    cells = [e[2].strip() for e in dom.elements if e[0] == "td"]
    assert "87%" in cells
    shoot(tmp_path, out / "copy_rates.html", "perf-copy-rates")


def test_diff_shows_perf_regressions_in_their_own_section(site, tmp_path):
    out, _ = site
    dom = dump(tmp_path, (out / "diff.html").as_uri())
    rows = dom.find("tr", **{"class": "perf-regression"})
    assert {(r[1]["data-id"], r[1]["data-observation"]) for r in rows} == {
        (PINNED, "pinned.h2d.GBps.median@1073741824"),
        ("perf.latency.empty_kernel_launch", "launch_sync.us.median"),
    }
