"""Issue 26, the report for its two readers, at the level of the pages' data: units on numbers, the
finding in words, the history marks (driver steps, repeated runs, loaded runs), outcomes only older
suite revisions show, citation links to the function's own page, the run's environment and driver
library. The same in headless Chromium: test_browser_reader.py."""

import copy
import json
from pathlib import Path

import pytest

from cudasem.report import charts, findings, history, render, text, units, words
from cudasem.report import view as model
from cudasem.sources import api_groups

from conftest import REGRESSION, planted_files, read

H100_575 = next(p for p in planted_files() if "h100" in p.name and "575" in p.name)
OTHER = "memcpy.async.h2d_pinned_does_not_block"


def test_numbers_carry_their_units():
    def show(name, value, **quantity):
        return units.show({"name": name, "value": value, "type": "verdict", **quantity})

    assert show("largest_size_returned_early", 1048576) == "1 MiB"
    assert show("sizes_that_waited", "16777216") == "16 MiB"
    assert show("free_bytes", 1536) == "1.5 KiB"
    assert show("wall_ms", 0.25) == "250 µs"
    assert show("block_size", 256) == "256", "threads, not bytes"
    assert show("returned_before_release", False) == "false"
    assert show("cudaFree", {"name": "cudaErrorInvalidValue", "code": 1}) == "cudaErrorInvalidValue"
    # a quantity's unit is its field, never its name
    assert show("p.x", 54.31, series="pinned.h2d", unit="GBps", stat="median", at=4096) == "54.3 GB/s"
    assert show("p.x", 1_000_000, series="launch", unit="us", stat="median") == "1 s"
    assert show("p.x", 2.5, series="launch_call", unit="us") == "2.5 µs"
    assert show("p.x", 1500, series="overlap", unit="ms", at=2) == "1.5 s"
    assert show("p.x", 0.86, series="pinned.h2d.best_to_limit", unit="x") == "0.86×"
    assert show("p.x", 16, series="pcie.cur_width", unit="lanes") == "x16"
    assert show("p.x", 1 << 30, series="sweep.max_bytes", unit="count") == "1 GiB"
    assert units.size(4096) == "4 KiB" and units.size(256 << 20) == "256 MiB" and units.size(100) == "100 B"


def test_the_finding_is_said_in_words_from_the_observations_and_checks():
    case = {
        "id": "x",
        "kind": "semantics",
        "outcome": "FAIL",
        "observations": [
            {
                "name": "cudaMemcpyAsync",
                "value": {"name": "cudaSuccess", "code": 0},
                "type": "verdict",
                "check": {
                    "function": "cudaMemcpyAsync",
                    "expected": {"name": "cudaSuccess", "code": 0},
                    "documented": True,
                },
            },
            {"name": "copy_complete_on_return", "value": False, "type": "verdict"},
            {"name": "largest_size_returned_early", "value": 1048576, "type": "verdict"},
            {"name": "gate_attempts", "value": 3, "type": "measurement"},
        ],
    }
    said = words.finding(case)
    assert said == (
        "cudaMemcpyAsync returned cudaSuccess; copy_complete_on_return = false; largest_size_returned_early = 1 MiB"
    )
    failed = copy.deepcopy(case)
    failed["observations"][0].update(value={"name": "cudaErrorInvalidValue", "code": 1})
    assert words.finding(failed).startswith("cudaMemcpyAsync returned cudaErrorInvalidValue (expected cudaSuccess)")
    unsupported = {"id": "y", "outcome": "UNSUPPORTED", "message": "requires gpus >= 2; this machine has 1"}
    assert words.finding(unsupported) == "not run here: requires gpus >= 2; this machine has 1"


def _variant(base, folder, name, driver=None, started=None, mode=None, commit=None, flip=None):
    b = copy.deepcopy(base)
    if driver:
        b["identity"]["driver"]["version"] = driver
    if started:
        b["run"]["started"] = b["run"]["ended"] = started
    if mode is not None:
        b["run"]["mode"] = mode
    if commit:
        b["suite"]["commit"] = commit
    b["run"]["id"] = name
    for cid, outcome in (flip or {}).items():
        c = next(c for c in b["cases"] if c["id"] == cid)
        c["outcome"] = outcome
        c["message"] = "" if outcome == "PASS" else f"{cid}: planted {outcome}"
        if outcome == "XFAIL":
            c["expectation"] = next(x["expectation"] for x in base["cases"] if x["outcome"] == "XFAIL")
    path = Path(folder) / f"{name}.json"
    path.write_text(json.dumps(b))
    return path


# A run made another way (here: under retries, with a selection). run.mode.load, the mark of a run
# under load, is not in the schema yet: history.loaded reads it where a bundle has it.
LOADED_MODE = {
    "expectations": "on",
    "retries": 2,
    "run_skipped": "off",
    "labels": "",
    "selection": "-R memcpy",
    "device_selection": "all",
}


def three_drivers(folder):
    """A planted H100 bundle as three drivers (575.57.08, 580.65.06, 580.159.04); REGRESSION
    passes on the first two and fails on the third; OTHER varies between two runs of 580.65.06;
    a run under load (run.mode.load) of 580.159.04 fails OTHER."""
    base = read(H100_575)
    for c in base["cases"]:
        if c["id"] in (REGRESSION, OTHER):
            c["outcome"], c["message"] = "PASS", ""
    return [
        _variant(base, folder, "d1", "575.57.08", "2026-10-01T00:00:00Z"),
        _variant(base, folder, "d2a", "580.65.06", "2026-10-10T00:00:00Z"),
        _variant(base, folder, "d2b", "580.65.06", "2026-10-11T00:00:00Z", flip={OTHER: "FAIL"}),
        _variant(base, folder, "d3", "580.159.04", "2026-11-01T00:00:00Z", flip={REGRESSION: "FAIL"}),
        _variant(
            base,
            folder,
            "loaded",
            "580.159.04",
            "2026-11-02T00:00:00Z",
            mode=LOADED_MODE,
            flip={REGRESSION: "FAIL", OTHER: "FAIL"},
        ),
    ]


def test_history_marks_the_driver_a_verdict_changed_in_and_never_compares_a_loaded_run(tmp_path):
    runs = model.load_runs(three_drivers(tmp_path))
    drivers = [(r.bundle["run"]["id"], r.bundle["identity"]["driver"]["version"]) for r in runs]
    assert [d for _, d in drivers if _ != "loaded"] == ["575.57.08", "580.65.06", "580.65.06", "580.159.04"]
    rows = {row["id"]: row for row in model.matrix_rows(runs)}
    changed = rows[REGRESSION]["changed"]
    assert [(c["from_driver"], c["driver"], c["change"]) for c in changed] == [
        ("580.65.06", "580.159.04", "PASS → FAIL")
    ]
    assert changed[0]["text"].startswith("changed in driver 580.159.04")
    # OTHER: varied across the two 580.65.06 runs (not a change of driver); FAIL in the loaded run,
    # which is never a step
    loaded_key = next(r.key for r in runs if r.bundle["run"]["id"] == "loaded")
    assert rows[OTHER]["changed"] == []
    assert not any(loaded_key in c["runs"] for row in rows.values() for c in row["changed"])
    assert [v["text"].split(" (")[0] for v in rows[OTHER]["varied"]] == ["varied across 2 runs"]
    assert not rows[REGRESSION]["varied"]
    loaded = next(r for r in runs if r.bundle["run"]["id"] == "loaded")
    assert not any(history.loaded(r) for r in runs)
    under_load = copy.copy(loaded)
    under_load.bundle = dict(loaded.bundle, run=dict(loaded.bundle["run"], mode=dict(LOADED_MODE, load="cpu+copy")))
    assert history.loaded(under_load) and not history.comparable(under_load, loaded)
    pairs = findings.auto_pairs(runs)
    assert pairs and all(loaded not in pair for pair in pairs), "a loaded run is never paired with a default run"
    assert [(a.bundle["run"]["id"], b.bundle["run"]["id"]) for a, b in pairs] == [
        ("d1", "d2a"),
        ("d2a", "d2b"),
        ("d2b", "d3"),
    ]
    site = tmp_path / "site"
    render.render(runs, site)
    case_page = (site / "case" / f"{REGRESSION}.html").read_text()
    assert "changed in driver 580.159.04" in case_page
    assert "varied across 2 runs" in (site / "case" / f"{OTHER}.html").read_text()


def test_a_fail_only_older_suite_revisions_show_is_marked_on_the_first_screen(tmp_path):
    base = read(H100_575)
    files = [
        _variant(base, tmp_path, "old", started="2026-10-01T00:00:00Z", commit="a" * 40, flip={REGRESSION: "FAIL"}),
        _variant(base, tmp_path, "new", started="2026-11-01T00:00:00Z", commit="b" * 40, flip={REGRESSION: "XFAIL"}),
    ]
    runs = model.load_runs(files)
    index = model.index_data(runs)
    fail = next(a for a in index["attention"] if a["outcome"] == "FAIL")
    assert fail["older"] == fail["cases"], "every FAIL comes from the older suite revision"
    row = next(b for a in index["areas"] for b in a["behaviors"] if b["id"] == REGRESSION)
    assert row["older_only"] == ["FAIL"]
    assert index["differing_outcome"] >= 1 and index["differing"] >= index["differing_outcome"]


def test_citations_link_the_functions_own_page_with_a_text_fragment():
    citation = {
        "url": "https://docs.nvidia.com/cuda/cuda-runtime-api/index.html",
        "section": "cudaHostAlloc",
        "quote": "Since the memory can be accessed directly by the device",
    }
    url = text.citation_url(citation, ["cudaHostAlloc"])
    assert url.startswith(
        "https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html#:~:text=Since%20the"
    )
    driver = dict(citation, url="https://docs.nvidia.com/cuda/cuda-driver-api/index.html", section="cuCtxSynchronize")
    assert text.citation_url(driver).startswith("https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html#")
    guide = dict(citation, url="https://docs.nvidia.com/cuda/cuda-c-programming-guide/index.html")
    assert text.citation_url(guide).startswith(guide["url"] + "#:~:text="), (
        "only the reference's contents page is replaced"
    )
    assert text.reference_url("cudaStreamAddCallback").endswith("/group__CUDART__STREAM.html")
    assert text.reference_url("cudaLaunchKernelEx").endswith("/group__CUDART__HIGHLEVEL.html")
    assert text.reference_url("cuuuNothing") is None


@pytest.mark.skipif(
    not Path("/usr/local/cuda/include/cuda_runtime_api.h").exists(), reason="no CUDA toolkit headers here"
)
def test_the_committed_api_groups_table_is_what_the_toolkit_headers_give():
    table = api_groups.build(Path("/usr/local/cuda/include"))
    committed = json.loads(api_groups.OUT.read_text())
    if table.get("versions") != committed.get("versions"):
        pytest.skip(f"another toolkit here ({table.get('versions')}); the table is of {committed.get('versions')}")
    assert table == committed, "rerun python -m cudasem.sources.api_groups"


def test_charts_draw_the_limit_and_the_ideal_with_units():
    lines = [{"run": "r0", "label": "a", "points": [(4096 << (2 * i), 10.0 * (i + 1), None, None) for i in range(9)]}]
    refs = [{"label": "PCIe link limit 63 GB/s", "kind": "limit", "points": [(0, 63.0)]}]
    c = charts.chart("pinned.h2d", "GBps", lines, refs=refs)
    assert not c["y_log"], "a rate against its limit: linear"
    assert c["y_label"] == "GB/s" and c["x_label"] == "transfer size"
    assert c["refs"][0]["label"].startswith("PCIe link limit")
    labels = [t["label"] for t in c["x_ticks"]]
    assert labels[0] == "4 KiB" and labels[-1] == "256 MiB"
    assert c["x_ticks"][-1]["anchor"] == "end", "the last tick's text ends at its tick: never clipped"
    t = charts.chart(
        "launch", "us", [{"run": "r0", "label": "a", "points": [(1, 5.0, None, None), (2, 2e6, None, None)]}]
    )
    assert any(tick["label"].endswith(" s") for tick in t["y_ticks"]) and t["y_label"] == "µs"


def test_environment_and_a_driver_library_not_nvidias_show_with_the_run(tmp_path):
    base = read(H100_575)
    b = copy.deepcopy(base)
    b["identity"]["environment"] = {"virtual_machine": True, "kernel_release": "6.18.44-fc", "mps": False, "mig": None}
    b["identity"]["driver_library"] = {
        "path": "/usr/lib/x86_64-linux-gnu/libcuda.so.1",
        "soname": "libcuda.so.1",
        "size": 1234,
        "sha256": "0" * 64,
        "nvidia": False,
    }
    path = tmp_path / "shim.json"
    path.write_text(json.dumps(b))
    plain = _variant(base, tmp_path, "plain", started="2026-12-01T00:00:00Z")
    runs = model.load_runs([path, plain])
    shim = next(r for r in runs if r.source.endswith("shim.json"))
    assert shim.label.endswith("[not NVIDIA's driver: libcuda.so.1]")
    parts = {h["part"]: h["text"] for h in shim.header}
    assert parts["env"] == "virtual machine, kernel 6.18.44-fc"
    assert parts["warning"] == "not NVIDIA's driver: libcuda.so.1"
    other = next(r for r in runs if r is not shim)
    assert "env" not in {h["part"] for h in other.header} and "not NVIDIA" not in other.label
    summary = model.index_data(runs)["runs"]
    assert [s["not_nvidia"] for s in summary if s["key"] == shim.key] == ["not NVIDIA's driver: libcuda.so.1"]


def test_copy_rates_measured_in_a_virtual_machine_say_host_rates_may_not_hold_on_bare_metal(tmp_path):
    """Issue 26 item 11: a perf claim that does not hold in a VM (write-combined host reads) says so."""
    src = next(p for p in sorted((Path(__file__).parent / "data" / "perf").glob("*.json")))
    b = read(src)
    b["identity"]["environment"] = {"virtual_machine": True, "kernel_release": "6.18.44-fc", "mps": False, "mig": False}
    vm = tmp_path / "vm.json"
    vm.write_text(json.dumps(b))
    data = charts.copy_rates_data(model.load_runs([vm]))
    assert data["groups"] and all(g["virtual_machine"] for g in data["groups"])
    render.render(model.load_runs([vm]), tmp_path / "site")
    assert "vm-note" in (tmp_path / "site" / "copy_rates.html").read_text()
    bare = read(src)
    bare["identity"]["environment"] = {"virtual_machine": False, "kernel_release": "6.1", "mps": False, "mig": False}
    metal = tmp_path / "metal.json"
    metal.write_text(json.dumps(bare))
    render.render(model.load_runs([metal]), tmp_path / "site2")
    assert "vm-note" not in (tmp_path / "site2" / "copy_rates.html").read_text()
