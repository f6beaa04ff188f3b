"""`cudasem render --store`: the report of a results store, where the runs that behaved alike for a
behavior are one group (report/collapsed.py), so that the site grows with behaviors, not runs. Each
test runs on an SQLite store and on a PostgreSQL one (conftest.py's new_store)."""

import copy
import json
from pathlib import Path

import pytest

from cudasem import cli
from cudasem.report import text as report_text
from cudasem.run import store_cmd

from conftest import REGRESSION, planted_files, read


def _site_bytes(site: Path) -> int:
    return sum(p.stat().st_size for p in site.rglob("*") if p.is_file())


def _render(tmp_path: Path, new_store, inputs: list, name: str = "site") -> Path:
    db = new_store(name)
    assert cli.main(["store", "ingest", *map(str, inputs), "--store", str(db)]) == 0
    site = tmp_path / f"{name}-site"
    assert cli.main(["render", "--store", str(db), "--out", str(site)]) == 0
    return site


def test_every_behavior_has_a_page_and_its_groups_account_for_every_run(tmp_path, new_store):
    files = planted_files()
    site = _render(tmp_path, new_store, files)
    index = json.loads((site / "index.json").read_text())
    ids = {c["id"] for f in files for c in read(f)["cases"]}
    assert len(index["runs"]) == len(files) and index["behavior_count"] == len(ids)
    assert {p.stem for p in (site / "case").glob("*.html")} == {report_text.slug(i) for i in ids}
    for area in index["areas"]:
        page = json.loads((site / area["page"]).with_suffix(".json").read_text())
        for b in page["behaviors"]:
            assert sum(g["count"] for g in b["groups"]) == len(files), b["id"]


def test_the_planted_regression_shows_its_failing_run_apart(tmp_path, new_store):
    files = planted_files()
    site = _render(tmp_path, new_store, files)
    case = json.loads((site / "case" / f"{report_text.slug(REGRESSION)}.json").read_text())
    outcomes = {g["outcome"]: g for g in case["groups"]}
    truth = {}
    for f in files:
        c = next((c for c in read(f)["cases"] if c["id"] == REGRESSION), None)
        truth[f] = c["outcome"] if c else "not run"
    assert {o: g["count"] for o, g in outcomes.items()} == {
        o: list(truth.values()).count(o) for o in set(truth.values())
    }
    assert case["groups"][0]["outcome"] == "FAIL"  # worst first
    assert "580.159.04" in json.dumps(outcomes["FAIL"]["parts"])


def test_identical_runs_are_one_group_and_the_site_does_not_grow_with_them(tmp_path, new_store):
    base = read(planted_files()[1])

    def runs(n: int, folder: Path) -> Path:
        folder.mkdir()
        for i in range(n):
            b = copy.deepcopy(base)
            b["run"]["id"] = f"copy-{i}"
            b["run"]["started"] = f"2026-11-{1 + i % 28:02d}T08:00:00Z"
            b["run"]["ended"] = f"2026-11-{1 + i % 28:02d}T09:00:00Z"
            (folder / f"run{i:02d}.json").write_text(json.dumps(b))
        return folder

    few = _render(tmp_path, new_store, [runs(2, tmp_path / "two")], "few")
    many = _render(tmp_path, new_store, [runs(24, tmp_path / "many")], "many")
    area = json.loads(next((many / "area").glob("*.json")).read_text())
    assert all(len(b["groups"]) == 1 and b["groups"][0]["count"] == 24 for b in area["behaviors"])
    assert json.loads((many / "index.json").read_text())["group_count"] == len(base["cases"])
    # the pages but the runs tables (the index's and each GPU model's page): the same size (a longer
    # count, a longer run range)
    pages = [
        p
        for p in many.rglob("*")
        if p.is_file() and p.name not in ("index.html", "index.json") and p.parent.name != "gpu"
    ]
    grown = sum(p.stat().st_size for p in pages) - sum(
        (few / p.relative_to(many)).stat().st_size for p in pages if (few / p.relative_to(many)).exists()
    )
    assert 0 <= grown <= 8 * len(pages), grown


def test_no_machine_path_in_any_output_file(tmp_path, new_store):
    site = _render(tmp_path, new_store, planted_files())
    for p in site.rglob("*"):
        if p.is_file() and p.suffix in (".html", ".json"):
            body = p.read_text()
            assert str(tmp_path) not in body and "/tmp/" not in body, p


def test_render_of_a_store_refuses_bundles_and_a_missing_store_in_one_line(tmp_path, new_store, capsys):
    db = new_store()
    f = str(planted_files()[0])
    assert store_cmd.main(["ingest", f, "--store", str(db)]) == 0
    capsys.readouterr()
    assert cli.main(["render", f, "--store", str(db), "--out", str(tmp_path / "site")]) == 2
    assert cli.main(["render", "--store", str(tmp_path / "none.sqlite"), "--out", str(tmp_path / "site")]) == 2
    assert cli.main(["render", "--out", str(tmp_path / "site")]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 3 and "none.sqlite" in lines[1]
    assert not (tmp_path / "site").exists()


def test_a_large_area_is_split_into_parts_and_each_case_links_its_part(tmp_path, new_store, monkeypatch):
    from cudasem.report import collapsed

    monkeypatch.setattr(collapsed, "AREA_PAGE", 3)
    site = _render(tmp_path, new_store, planted_files())
    index = json.loads((site / "index.json").read_text())
    big = next(a for a in index["areas"] if a["count"] > 3)
    first = json.loads((site / big["page"]).with_suffix(".json").read_text())
    parts = first["parts"]
    assert len(parts) == -(-big["count"] // 3) and first["part"] == 1
    seen = []
    for p in parts:
        data = json.loads((site / "area" / p["href"]).with_suffix(".json").read_text())
        assert data["part"] == p["n"] and len(data["behaviors"]) <= 3
        for b in data["behaviors"]:
            seen.append(b["id"])
            case = json.loads((site / b["page"]).with_suffix(".json").read_text())
            assert case["area_page"] == f"area/{p['href']}"
    assert len(seen) == len(set(seen)) == big["count"]


@pytest.mark.parametrize("new_store", ["postgresql"], indirect=True)
def test_a_postgresql_store_renders_the_site_an_sqlite_store_renders(tmp_path, new_store):
    """The same bundles, the same site byte for byte, whichever database holds them (PostgreSQL's
    text sorts as SQLite's, whatever the server's locale)."""
    sites = []
    for target, name in ((tmp_path / "s.sqlite", "sqlite"), (new_store(), "postgresql")):
        assert cli.main(["store", "ingest", *map(str, planted_files()), "--store", str(target)]) == 0
        site = tmp_path / name
        assert cli.main(["render", "--store", str(target), "--out", str(site)]) == 0
        sites.append({p.relative_to(site): p.read_bytes() for p in site.rglob("*") if p.is_file()})
    assert sites[0].keys() == sites[1].keys()
    assert [k for k in sites[0] if sites[0][k] != sites[1][k]] == []
