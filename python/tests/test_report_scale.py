"""A report of many runs: synthetic bundles made from a real one (python/bench/report_scale.py makes
them: 5 GPUs x 10 drivers, about 3% of the outcomes and 5% of the key observations changed) load,
validate and render into a site with a column per run, a page per case and per area, and an
index.html under 2 MB.

What it costs is measured by the benchmark (`python3 python/bench/report_scale.py` prints CPU and
wall seconds against the budgets); no test here asserts a time, so the test command does not
depend on how fast or how busy the machine is."""

import json
import sys
from pathlib import Path

import pytest

from cudasem.model import bundle, drift
from cudasem.report import driftpage, findings, paging, render
from cudasem.report import text as report_text
from cudasem.report import view as model

from conftest import read, real_files

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
import report_scale  # noqa: E402

RUNS = 50
CASES = 300  # enough for every page kind and many areas; the benchmark takes every committed case
INDEX_LIMIT = 2_000_000  # bytes: the per-run cells live on the area and API pages, not on the index


@pytest.mark.skipif(not real_files(), reason="no real GPU bundle committed under bundles/ to build from")
def test_50_runs_render_a_column_per_run_and_a_page_per_case_and_area(tmp_path):
    bundles = tmp_path / "bundles"
    bundles.mkdir()
    n = report_scale.synthetic_bundles(report_scale.real_bundle(), bundles, RUNS, CASES)
    runs = model.load_runs([bundles])
    site = tmp_path / "site"
    index = render.render(runs, site)
    assert len(runs) == RUNS and index["behavior_count"] == n == CASES
    assert len({r.label for r in runs}) == RUNS
    size = (site / "index.html").stat().st_size
    assert size < INDEX_LIMIT, f"index.html is {size} bytes"
    assert len(list((site / "case").glob("*.html"))) == CASES
    areas = {a["area"] for a in index["areas"]}
    pages = {p.stem for p in (site / "area").glob("*.html")}
    assert {p for p in pages if "-part-" not in p} == {report_text.slug(a) for a in areas}
    # 50 columns make long rows: an area of many is split into parts (report/paging.py) by their
    # weight, and so are the deviations (each deviating run's record; about 2.6 MB in one file at
    # this size), diff and drift pages: no file of any kind is over 2 MB
    assert any("-part-" in p for p in pages)
    assert (site / "deviations-part-2.html").is_file() and (site / "deviations-part-2.json").is_file()
    largest = max((p for p in site.rglob("*") if p.is_file()), key=lambda p: p.stat().st_size)
    assert largest.stat().st_size < INDEX_LIMIT, largest
    # each deviating behavior is on one part, its summary row and its details together (the
    # first of its details' slices, where they are too heavy for one part)
    held = []
    for part in sorted(site.glob("deviations*.json")):
        data = json.loads(part.read_text())
        ids = [r["id"] for g in data["summary"] for r in g["rows"]]
        starts = [d["id"] for d in data["deviations"] if (d.get("slice") or {"from": 1})["from"] == 1]
        assert sorted(ids) == sorted(starts), part.name
        held += ids
    assert sorted(held) == sorted(d["id"] for d in findings.deviations_data(runs)["deviations"])


def _parts(site: Path, stem: str) -> list[dict]:
    """The JSON twins of a page's parts, in order, each checked against the part's nav."""
    first = json.loads((site / f"{stem}.json").read_text())
    out = []
    for k, link in enumerate(first["parts"]):
        data = json.loads((site / link["href"].replace(".html", ".json")).read_text())
        assert data["part"] == k + 1 and data["json"] == link["href"].replace(".html", ".json"), link
        assert data["previous"] == (first["parts"][k - 1]["href"] if k else None)
        assert data["next"] == (first["parts"][k + 1]["href"] if k + 1 < len(first["parts"]) else None)
        html = (site / link["href"]).read_text()
        assert 'id="part-nav"' in html and f"part {k + 1} of {len(first['parts'])}" in html, link
        out.append(data)
    assert len(out) == 1 + len(list(site.glob(f"{stem}-part-*.html"))) > 1, stem
    return out


@pytest.mark.skipif(not real_files(), reason="no real GPU bundle committed under bundles/ to build from")
def test_deviations_diff_and_drift_in_parts_hold_each_row_once_and_link_their_parts(paged_site):
    runs, site = paged_site
    whole = findings.deviations_data(runs)
    parts = _parts(site, "deviations")
    # the summary's rows in its order (by class) over the parts, each part with their details in
    # the page's order; details heavier than the budget are sliced by runs over parts of their own,
    # and every deviating run of every behavior is on one part
    assert [r["id"] for p in parts for g in p["summary"] for r in g["rows"]] == [
        r["id"] for g in whole["summary"] for r in g["rows"]
    ]
    order = [d["id"] for d in whole["deviations"]]
    runs_of: dict[str, list] = {}
    for p in parts:
        ids = [d["id"] for d in p["deviations"]]
        assert ids == sorted(ids, key=order.index), p["part"]
        starts = [d["id"] for d in p["deviations"] if (d.get("slice") or {"from": 1})["from"] == 1]
        assert starts == sorted((r["id"] for g in p["summary"] for r in g["rows"]), key=order.index)
        for d in p["deviations"]:
            runs_of.setdefault(d["id"], []).extend(e["run"] for e in d["runs"])
            if d.get("slice"):
                assert d["slice"]["to"] - d["slice"]["from"] + 1 == len(d["runs"]), d["id"]
    assert runs_of == {d["id"]: [e["run"] for e in d["runs"]] for d in whole["deviations"]}
    assert any(d.get("slice") for p in parts for d in p["deviations"])
    assert all(p["rows_total"] == len(whole["deviations"]) for p in parts)
    count = 0  # "behaviors X to Y of N" counts behaviors (summary rows), not slices
    for p in parts:
        held = sum(len(g["rows"]) for g in p["summary"])
        assert (p["rows_from"], p["rows_to"]) == (count + 1 if held else 0, count + held), p["part"]
        count += held
    assert parts[0]["undocumented"] == whole["undocumented"] and not any(p["undocumented"] for p in parts[1:])

    pairs = findings.auto_pairs(runs)
    parts = _parts(site, "diff")
    assert [(d["baseline"]["run"], d["new"]["run"]) for p in parts for d in p["diffs"]] == [
        (a.key, b.key) for a, b in pairs
    ]

    table = drift.committed()
    whole = driftpage.drift_data(runs, table)
    parts = _parts(site, "drift")
    functions = [(s["kind"], g["function"]) for p in parts for s in p["sections"] for g in s["functions"]]
    assert functions == [(s["kind"], g["function"]) for s in whole["sections"] for g in s["functions"]]
    # a case page links the part of the drift page that holds its quote
    linked = 0
    for page in (site / "case").glob("*.json"):
        d = json.loads(page.read_text()).get("drift")
        if d and "-part-" in d["page"]:
            name, anchor = d["page"].split("#")
            assert f'id="{anchor}"' in (site / name).read_text(), (page.name, d["page"])
            linked += 1
    assert linked


@pytest.mark.skipif(not real_files(), reason="no real GPU bundle committed under bundles/ to build from")
def test_a_heavy_case_page_is_split_by_runs_each_part_with_its_runs_columns(paged_site):
    runs, site = paged_site
    keys = [r.key for r in runs]
    split = sorted({p.name.split("-part-")[0] for p in (site / "case").glob("*-part-*.json")})
    assert split
    for stem in split:
        parts = _parts(site / "case", stem)
        assert [e["run"] for p in parts for e in p["runs"]] == keys, stem
        for p in parts:
            mine = [e["run"] for e in p["runs"]]
            assert all([v["run"] for v in o["values"]] == mine for o in p["observations"]), (stem, p["part"])
            assert p["part"] == 1 or not p["charts"]


def test_50_bundles_of_1200_cases_load_and_validate(tmp_path):
    files = real_files()
    if not files:
        pytest.fail("no committed real bundle in bundles/")
    src = read(files[0])
    assert len(src["cases"]) >= 1200
    folder = tmp_path / "b"
    folder.mkdir()
    report_scale.synthetic_bundles(files[0], folder, 50, 1200)
    loaded = bundle.load_all(sorted(folder.glob("*.json")))
    assert len(loaded) == 50 and {len(b["cases"]) for _, b in loaded} == {1200}


def test_the_benchmark_prints_its_figures_against_the_budgets(tmp_path, capsys):
    """The benchmark runs end to end on a small input and prints each figure with its budget."""
    if not real_files():
        pytest.skip("no real GPU bundle committed under bundles/")
    report_scale.bench_render(tmp_path, runs=2, cases=20, repeat=1)
    out = capsys.readouterr().out
    assert "render 2 runs x 20 cases:" in out and "s CPU" in out and "budget 10 s:" in out


def test_the_store_benchmark_prints_its_figures_against_the_budgets(tmp_path, capsys):
    """The results store's measurements run end to end on a small input (3 runs, then 4) and print
    each figure with its budget; the second ingest finds every bundle held."""
    if not real_files():
        pytest.skip("no real GPU bundle committed under bundles/")
    report_scale.bench_store(tmp_path, runs=3, cases=20, big=4)
    out = capsys.readouterr().out
    assert "store: ingest + render 3 runs x 20 cases:" in out and "budget 10 s:" in out and "budget 150 MB:" in out
    assert "ingest again: 3 held" in out
    assert "store: 4 runs x 20 cases: ingest" in out and "budget 60 s:" in out and "budget 20 s:" in out


@pytest.mark.skipif(not real_files(), reason="no real GPU bundle committed under bundles/ to build from")
def test_50_runs_through_the_store_collapse_and_no_page_is_over_2_mb(tmp_path):
    from cudasem.model import store

    bundles = tmp_path / "bundles"
    bundles.mkdir()
    n = report_scale.synthetic_bundles(report_scale.real_bundle(), bundles, RUNS, CASES)
    conn = store.connect(tmp_path / "s.sqlite", create=True)
    assert len(store.ingest(conn, [bundles]).added) == RUNS
    site = tmp_path / "site"
    index = render.render_store(conn, site)
    assert len(index["runs"]) == RUNS and index["behavior_count"] == n == CASES
    assert len(list((site / "case").glob("*.html"))) == CASES
    # about 8% of a run's cases differ from the real bundle's: most behaviors are a few groups, not 50 columns
    assert index["group_count"] < CASES * RUNS / 5, index["group_count"]
    largest = max(p.stat().st_size for p in site.rglob("*") if p.is_file())
    assert largest < INDEX_LIMIT, largest


@pytest.mark.skipif(not real_files(), reason="no real GPU bundle committed under bundles/ to build from")
def test_a_store_area_of_heavy_rows_is_split_by_weight_each_behavior_on_one_part(tmp_path, monkeypatch):
    """The results store's area pages are split by their rows' weight too (at 500 runs of every
    committed case, 200 rows of entrypoints come near 2 MB): at a small BUDGET, an area of fewer
    than paging.ROWS behaviors is in parts, each behavior on one."""
    from cudasem.model import store

    bundles = tmp_path / "bundles"
    bundles.mkdir()
    report_scale.synthetic_bundles(report_scale.real_bundle(), bundles, 10, 60)
    conn = store.connect(tmp_path / "s.sqlite", create=True)
    store.ingest(conn, [bundles])
    monkeypatch.setattr(paging, "BUDGET", 5_000)
    site = tmp_path / "site"
    index = render.render_store(conn, site)
    for a in index["areas"]:
        stem = Path(a["page"]).stem
        first = json.loads((site / "area" / f"{stem}.json").read_text())
        if len(first["parts"]) == 1:
            continue
        parts = _parts(site / "area", stem)
        assert sum(len(p["behaviors"]) for p in parts) == a["count"] <= paging.ROWS, a["area"]  # split by weight
        return
    pytest.fail("no area of the store site in parts")
