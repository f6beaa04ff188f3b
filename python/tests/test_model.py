"""The data model on the planted bundles (and on the committed real ones, once present)."""

import json
from collections import Counter
from pathlib import Path

import pytest

from cudasem.model import schemas
from cudasem.model.bundle import BundleError, load
from cudasem.model.outcome import OUTCOMES
from cudasem.report import casepage, findings, render
from cudasem.report import view as model
from cudasem.run.record import assemble

from conftest import GDP, REGRESSION, planted_files, read, real_files


def test_planted_bundles_cover_every_outcome():
    seen = Counter(c["outcome"] for p in planted_files() for c in read(p)["cases"])
    assert set(OUTCOMES) <= set(seen), f"outcomes without a planted case: {set(OUTCOMES) - set(seen)}"
    assert len({read(p)["identity"]["gpu"]["name"] for p in planted_files()}) >= 3


def _shape(value):
    """Nested key structure of a JSON value (dict keys, first element of lists)."""
    if isinstance(value, dict):
        return {k: _shape(v) for k, v in value.items() if k not in ("identity",)}
    return None


def test_planted_bundles_have_the_structure_run_writes(tmp_path):
    """A bundle assembled by run.py from one record has the same keys as the planted ones."""
    planted = read(planted_files()[0])
    case = next(c for c in planted["cases"] if c["outcome"] == "PASS")
    keys = ("outcome", "message", "duration_s", "attempts", "observations", "failures", "expectation", "device")
    record = {"schema": "cudasem-record/2", "id": case["id"], **{k: case[k] for k in keys}}
    record.update(started="2026-11-20T08:12:00Z", ended="2026-11-20T08:12:01Z")
    record["case"] = {k: case[k] for k in ("test", "area", "kind", "labels", "citation", "requirements")}
    (tmp_path / f"{case['id']}.json").write_text(json.dumps(record))
    run = {
        "started": "2026-11-20T08:00:00Z",
        "command": [],
        "cwd": "/",
        "suite": planted["suite"],
        "identity": {
            "gpus": planted["identity"]["gpus"],
            "gpu_available": True,
            "driver": planted["identity"]["driver"],
            "runtime": {},
            "toolkit": {},
            "os": {},
        },
        "expected_cases": [case["id"]],
        "case_metadata": {},
    }
    built = assemble(run, tmp_path)
    assert set(built) == set(planted)
    assert set(built["run"]) == set(planted["run"])
    assert set(built["identity"]) == set(planted["identity"])
    assert set(built["cases"][0]) == set(case)
    assert built["cases"][0]["citation"].keys() == case["citation"].keys()


@pytest.mark.parametrize("path", planted_files() + real_files(), ids=lambda p: p.name)
def test_bundles_load_and_match_the_schema(path):
    load(path)
    schema = Path(__file__).resolve().parents[2] / "schema" / "bundle.schema.json"
    if schema.exists():
        jsonschema = pytest.importorskip("jsonschema")
        jsonschema.validate(read(path), schemas.document("bundle"))


def test_matrix_has_every_case_of_every_run():
    runs = model.load_runs(planted_files())
    index = model.index_data(runs)
    rows = {b["id"]: b for b in model.matrix_rows(runs)}
    assert set(rows) == {b["id"] for a in index["areas"] for b in a["behaviors"]}
    for r, summary in zip(runs, index["runs"]):
        cells = Counter()
        for cid, row in rows.items():
            cell = next(c for c in row["cells"] if c["run"] == r.key)
            case = r.cases.get(cid)
            assert cell["outcome"] == (case["outcome"] if case else model.NOT_RUN)
            cells[cell["outcome"]] += 1
        assert cells == Counter({o: n for o, n in summary["counts"].items() if n})
        assert summary["total"] == len(r.bundle["cases"])
    # the index: areas worst first (FAIL, XPASS, ... PASS), then by name
    order = [(model.RANK[a["worst"]], a["area"]) for a in index["areas"]]
    assert order == sorted(order) and index["areas"][0]["worst"] == "FAIL"
    assert index["revision_note"] is None and len(index["groups"]) == 1


def test_rows_carry_worst_outcome_counts_and_differences():
    runs = model.load_runs(planted_files())
    for row in model.matrix_rows(runs):
        outcomes = [c["outcome"] for c in row["cells"]]
        assert row["o"] == "".join(model.CODES[o] for o in outcomes)
        assert row["counts"] == [[o, outcomes.count(o)] for o in model.SEVERITY if o in outcomes]
        ran = [o for o in outcomes if o != model.NOT_RUN]
        # a run with fewer GPUs than the behavior needs (UNSUPPORTED by design) does not set its worst
        needed = model.gpus_needed(model.case_meta(runs, row["id"]).get("requirements"))
        enough = [
            o for o, r in zip(outcomes, runs) if o != model.NOT_RUN and (o != "UNSUPPORTED" or r.gpu_count >= needed)
        ]
        if any(o != "UNSUPPORTED" for o in enough):
            ran = enough
        assert row["worst"] == min(ran, key=model.SEVERITY.index)
        states = {
            (
                c["outcome"],
                tuple(
                    (o["name"], repr(o["value"]))
                    for o in r.cases[row["id"]]["observations"]
                    if not model.is_measurement(o, r.cases[row["id"]], r.flags_measurements)
                ),
            )
            for c, r in zip(row["cells"], runs)
            if c["outcome"] != model.NOT_RUN
        }
        assert row["differs"] == (len(states) > 1), row["id"]
        assert len(row["v"]) == len(runs)
    index = model.index_data(runs)
    by_area = {a["area"]: a for a in index["areas"]}
    memcpy = by_area["memcpy"]
    assert memcpy["count"] == len(memcpy["behaviors"]) == sum(n for _, n in memcpy["counts"])
    assert memcpy["worst"] == "FAIL" and memcpy["behaviors"][0]["id"] == REGRESSION  # worst first
    assert [a["outcome"] for a in index["attention"]][:2] == ["FAIL", "XPASS"]


def _two_runs(write_bundle, bundle, extra_a, extra_b):
    """The bundle twice, one case's observations extended by extra_a and extra_b; (runs, id)."""
    a, b = json.loads(json.dumps(bundle)), json.loads(json.dumps(bundle))
    b["run"]["started"] = "2099-01-01T00:00:00Z"
    cid = next(c["id"] for c in a["cases"] if c["outcome"] == "PASS" and c["observations"])
    for data, extra in ((a, extra_a), (b, extra_b)):
        case = next(c for c in data["cases"] if c["id"] == cid)
        case["observations"] = list(case["observations"]) + extra
    return model.load_runs([write_bundle(a, "a.json"), write_bundle(b, "b.json")]), cid


def _differs(runs, cid):
    return next(r for r in model.matrix_rows(runs) if r["id"] == cid)["differs"]


def test_a_measurement_is_never_a_difference(h100_new, write_bundle):
    # the record's type decides: a measurement never differs
    runs, cid = _two_runs(
        write_bundle,
        h100_new,
        [{"name": "wall_ms", "value": 1.5, "type": "measurement"}],
        [{"name": "wall_ms", "value": 9.25, "type": "measurement"}],
    )
    assert not _differs(runs, cid)
    table = {t["name"]: t for t in casepage.case_data(runs, cid)["observations"]}
    assert table["wall_ms"]["measurement"] and not table["wall_ms"]["differs"]
    runs, cid = _two_runs(
        write_bundle,
        h100_new,
        [{"name": "t", "value": 1.0, "type": "measurement"}, {"name": "ratio", "value": 0.5, "type": "verdict"}],
        [{"name": "t", "value": 1.0, "type": "measurement"}, {"name": "ratio", "value": 0.7, "type": "verdict"}],
    )
    assert _differs(runs, cid), "a float typed as a verdict is compared"
    # typed: an environment fact (a value of the GPU model) never differs, a verdict does
    runs, cid = _two_runs(
        write_bundle,
        h100_new,
        [{"name": "sm_count", "value": 132, "type": "environment"}],
        [{"name": "sm_count", "value": 114, "type": "environment"}],
    )
    assert not _differs(runs, cid)
    runs, cid = _two_runs(
        write_bundle,
        h100_new,
        [{"name": "copied_bytes", "value": 16, "type": "verdict"}],
        [{"name": "copied_bytes", "value": 8, "type": "verdict"}],
    )
    assert _differs(runs, cid)
    assert next(t for t in casepage.case_data(runs, cid)["observations"] if t["name"] == "copied_bytes")["differs"]
    # an observation without a type (an older bundle's) is refused, naming the field
    untyped = json.loads(json.dumps(h100_new))
    untyped["cases"][0]["observations"] = [{"name": "wall_ms", "value": 1.5}]
    with pytest.raises(BundleError, match=r"cases\[0\]\.observations\[0\]\.type: missing"):
        load(write_bundle(untyped))


def test_key_observation_and_not_run():
    runs = model.load_runs(planted_files())
    rows = {b["id"]: b for b in model.matrix_rows(runs)}
    values = {c["value"] for c in rows[GDP]["cells"]}
    assert {"cudaErrorInvalidValue", "cudaSuccess"} <= values  # a code by its name
    # a cell names its observation
    assert {c["text"] for c in rows[GDP]["cells"]} >= {
        "cudaHostGetDevicePointer=cudaErrorInvalidValue",
        "cudaHostGetDevicePointer=cudaSuccess",
    }
    assert all(c["text"].startswith(c["short"] + "=") for b in rows.values() for c in b["cells"] if c["text"])
    removed = rows["device.flags.schedule_spin_accepted"]
    assert Counter(c["outcome"] for c in removed["cells"])[model.NOT_RUN] == len(runs) - 1


def test_case_data_has_citation_and_observations_per_run():
    runs = model.load_runs(planted_files())
    data = casepage.case_data(runs, GDP)
    assert data["citation"]["section"] == "cudaHostGetDevicePointer"
    assert data["citation"]["url"].startswith("https://docs.nvidia.com/")
    assert [e["run"] for e in data["runs"]] == [r.key for r in runs]
    l4 = next(e for e in data["runs"] if "L4" in e["label"])
    assert l4["outcome"] == "XFAIL" and "ignores flags" in l4["expectation"]["reason"]
    result = next(row for row in data["observations"] if row["name"] == "cudaHostGetDevicePointer")
    assert len(result["values"]) == len(runs)


def test_deviations_are_raw_failures_crashes_and_timeouts():
    runs = model.load_runs(planted_files())
    dev = {d["id"]: d for d in findings.deviations_data(runs)["deviations"]}
    assert set(dev) == {
        GDP,
        REGRESSION,
        "events.elapsed_time.disable_timing_rejected",
        "errors.sticky.trap_poisons_context",
        "graphs.instantiate.empty_graph_launches",
    }
    assert all(e["outcome"] in ("FAIL", "XFAIL", "CRASH", "TIMEOUT") for d in dev.values() for e in d["runs"])
    assert dev[GDP]["runs"][0]["expectation"]["reference"].startswith("bundles/")
    assert dev[REGRESSION]["conforming"]  # where it behaved as documented


def test_automatic_diff_pairs_runs_of_one_gpu_regression_first():
    runs = model.load_runs(planted_files())
    pairs = findings.auto_pairs(runs)
    assert all(a.bundle["identity"]["gpu"]["name"] == b.bundle["identity"]["gpu"]["name"] for a, b in pairs)
    data = findings.diff_data(pairs, automatic=True)
    h100 = next(d for d in data["diffs"] if "H100" in d["new"]["label"])
    assert "575.57.08" in h100["baseline"]["label"] and "580.159.04" in h100["new"]["label"]
    assert [s["key"] for s in h100["sections"]] == [
        "regressions",
        "improvements",
        "changed",
        "added",
        "removed",
        "missing",
        "still_bad",
    ]
    items = {s["key"]: [c["id"] for c in s["items"]] for s in h100["sections"]}
    assert items["regressions"] == [REGRESSION]
    assert items["improvements"] == ["events.elapsed_time.disable_timing_rejected"]
    assert items["added"] == ["graphs.instantiate.empty_graph_launches"]
    assert items["removed"] == ["device.flags.schedule_spin_accepted"]
    assert items["missing"] == ["uva.pointer_attributes.host_pointer_type"]
    assert h100["bad"]


def test_other_suite_revision_is_shown_apart(tmp_path, h100_new, write_bundle):
    h100_new["suite"]["commit"] = "f" * 40
    other = write_bundle(h100_new, "other-revision.json")
    runs = model.load_runs(planted_files() + [other])
    index = model.index_data(runs)
    assert "2 suite revisions" in index["revision_note"]
    # columns stay ordered GPU, driver: the header row names the revision of each run of columns
    assert [k for g in index["groups"] for k in g["runs"]] == [r.key for r in runs]
    assert {g["revision"] for g in index["groups"]} == {"ffffffffffff", runs[0].revision}
    assert all(r.revision == g["revision"] for g in index["groups"] for r in runs if r.key in g["runs"])
    other_run = next(r for r in runs if r.revision == "ffffffffffff")
    assert "suite ffffffffffff" in other_run.label and len({r.label for r in runs}) == len(runs)
    render.render(runs, tmp_path / "site")
    html = (tmp_path / "site" / "index.html").read_text()
    assert "Mixed suite revisions" in html and "ffffffffffff" in html
    matrix = (tmp_path / "site" / "area" / "memcpy.html").read_text()
    assert "suite ffffffffffff" in matrix  # the revision row above the columns
    diffs = findings.diff_data(findings.auto_pairs(runs), True)["diffs"]
    assert any(d["note"] and "suite revisions differ" in d["note"] for d in diffs)


def test_site_has_a_json_twin_of_every_page(tmp_path):
    runs = model.load_runs(planted_files())
    render.render(runs, tmp_path)
    pages = sorted(tmp_path.rglob("*.html"))
    # index, diff, deviations, errata, copy_rates, drift, one page per area and one per behavior, the API
    # index and one page per API function, one per GPU model
    areas = {cid.split(".")[0] for cid in model.case_ids(runs)}
    apis = {a for cid in model.case_ids(runs) for a in model.case_api(runs, cid)}
    assert apis, "the planted cases name their API"
    gpus = {r.gpu_name for r in runs if r.gpu_name != "no GPU"}  # and one page per GPU model
    assert len(pages) == 6 + len(areas) + len(model.case_ids(runs)) + 1 + len(apis) + len(gpus)
    for page in pages:
        twin = page.with_suffix(".json")
        assert twin.exists(), twin
        json.loads(twin.read_text())
    assert (tmp_path / "static" / "report.js").exists() and (tmp_path / "static" / "report.css").exists()


def test_templates_escape_bundle_text(tmp_path, h100_new, write_bundle):
    h100_new["cases"][0]["message"] = "<script>alert(1)</script>"
    h100_new["cases"][0]["observations"] = [{"name": "<b>x</b>", "value": "<img src=x>", "type": "verdict"}]
    runs = model.load_runs([write_bundle(h100_new)])
    render.render(runs, tmp_path)
    page = (tmp_path / "case" / f"{h100_new['cases'][0]['id']}.html").read_text()
    assert "<script>alert(1)" not in page and "&lt;script&gt;alert(1)" in page
    assert "<img src=x>" not in page


def test_a_folder_gives_its_bundles_not_those_of_its_subfolders(tmp_path, h100_new, write_bundle):
    (tmp_path / "raw").mkdir()
    write_bundle(h100_new, "top.json")
    write_bundle(h100_new, "raw/unfiltered.json")  # like bundles/raw/ beside the committed bundles
    assert [Path(r.source).name for r in model.load_runs([tmp_path])] == ["top.json"]


@pytest.mark.skipif(not real_files(), reason="no real GPU bundles committed under bundles/ yet")
def test_real_bundles_render(tmp_path):
    runs = model.load_runs(real_files())
    index = render.render(runs, tmp_path)
    for r, summary in zip(runs, index["runs"]):
        assert sum(v for k, v in summary["counts"].items() if k != model.NOT_RUN) == len(r.bundle["cases"])
    assert (tmp_path / "index.html").exists()


def test_a_run_without_gpu_renders(tmp_path):
    """The bundle of a machine without GPU (written by `ctest -L semantics` here): all UNSUPPORTED."""
    nogpu = sorted((Path(__file__).parent / "data" / "no_gpu").glob("*.json"))
    runs = model.load_runs(planted_files() + nogpu)
    index = render.render(runs, tmp_path)
    summary = next(s for s in index["runs"] if s["gpu"] == "no GPU")
    assert summary["counts"]["UNSUPPORTED"] == summary["total"] > 0 and summary["no_gpu_reason"]
    assert "no CUDA driver" in (tmp_path / "index.html").read_text()


def test_run_cases_is_built_once():
    run = model.load_runs(planted_files()[:1])[0]
    assert run.cases is run.cases  # cached: the matrix asks for it once per cell
    assert set(run.cases) == {c["id"] for c in run.bundle["cases"]}


def test_a_bundle_kept_gzipped_loads_as_the_same_bundle(tmp_path):
    """bundles/sanitizer, bundles/wave3, bundles/history and bundles/partial keep bundles as *.json.gz (the repository stays small enough
    to travel to a GPU machine): a folder finds them, they load as the plain file does, and a broken
    one is refused naming the file."""
    import gzip

    from cudasem.model.bundle import BundleError, find_bundles

    src = Path(__file__).parent / "data" / "bundles" / "nvidia-h200_580.159.04_20261120T101500Z.json"
    packed = tmp_path / (src.name + ".gz")
    packed.write_bytes(gzip.compress(src.read_bytes()))
    assert find_bundles([tmp_path]) == [packed]
    assert load(packed) == load(src)
    # the report reads such a folder too (bundles/history keeps only *.json.gz)
    assert [r.bundle for r in model.load_runs([tmp_path])] == [load(src)]
    broken = tmp_path / "broken.json.gz"
    broken.write_bytes(gzip.compress(src.read_bytes())[:200])
    with pytest.raises(BundleError, match="broken.json.gz: not a readable gzip file"):
        load(broken)
