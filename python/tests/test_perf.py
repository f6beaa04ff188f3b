"""Perf observations: the name scheme, compare within the recorded spread and the perf
regression section, the charts of a perf case, the copy-rates page and its Markdown table.
Synthetic bundles: tests/data/perf (make_perf_fixtures.py says what is planted)."""

import json

import pytest

from cudasem.model import measurements, schemas
from cudasem.model.bundle import validate
from cudasem.report import casepage, findings, render
from cudasem.report import charts as perf
from cudasem.report import view as model
from cudasem.run import compare
from cudasem.run.upgrade import quantity_fields

from conftest import REPORTS, area_rows, planted_files, read

PERF = REPORTS / "tests" / "data" / "perf"
H100_OLD = PERF / "nvidia-h100-80gb-hbm3_580.159.04_20261122T090000Z.json"
H100_NEW = PERF / "nvidia-h100-80gb-hbm3_580.159.04_20261123T090000Z.json"
H200 = PERF / "nvidia-h200_580.159.04_20261122T100000Z.json"
PINNED = "perf.transfer.pinned_bandwidth_sweep"
GIB = 1 << 30


def obs(name, value):
    """An observation as the harness writes it: a quantity's parts as fields (the old name scheme
    read by the upgrader's parser, which these tests reuse to spell their inputs short)."""
    fields = quantity_fields(name)
    return {"name": name, "value": value, "type": "measurement" if fields else "verdict", **fields}


@pytest.mark.parametrize(
    "name, parts",
    [
        ("pinned.h2d.GBps.median@4096", ("pinned.h2d", "GBps", "median", 4096)),
        ("pinned.h2d.GBps.min", ("pinned.h2d", "GBps", "min", None)),
        ("launch_sync.us.max", ("launch_sync", "us", "max", None)),
        ("pinned.h2d.best.GBps", ("pinned.h2d.best", "GBps", None, None)),
        ("pinned_over_pageable.h2d.x@1048576", ("pinned_over_pageable.h2d", "x", None, 1048576)),
        ("pcie.cur_gen.gen", ("pcie.cur_gen", "gen", None, None)),
        ("overlap.ms.median@3", ("overlap", "ms", "median", 3)),
    ],
)
def test_quantities_are_read_from_their_fields(name, parts):
    p = measurements.quantity(obs(name, 1.0))
    assert (p.series, p.unit, p.stat, p.at) == parts
    # the name is never read: the same fields under another name are the same quantity
    assert measurements.quantity(dict(obs(name, 1.0), name="renamed.label")) == p


@pytest.mark.parametrize(
    "name",
    [
        "order",
        "bandwidth_gbps",
        "set_flags.auto",
        "pcie.nvml_unavailable",
        "Pinned.h2d.GBps",
        "pinned.h2d.GBps.p99",
        "pinned.h2d.GBps.median@x",
    ],
)
def test_observations_without_quantity_fields_are_not_perf(name):
    assert quantity_fields(name) == {}  # the old scheme did not cover them either
    assert measurements.quantity(obs(name, 1.0)) is None


def triple(name, lo, med, hi):
    return [obs(f"{name}.min", lo), obs(f"{name}.median", med), obs(f"{name}.max", hi)]


def case_of(*groups):
    return {"kind": "perf", "observations": [o for g in groups for o in g]}


def test_a_median_inside_the_baseline_spread_is_unchanged():
    a = case_of(triple("p.h2d.GBps", 50, 52, 54))
    b = case_of(triple("p.h2d.GBps", 40, 53.9, 60))  # min/max moved; the median stayed inside
    assert measurements.compare_case(a, b) == ([], [])


def test_beyond_the_spread_but_less_than_ten_percent_is_a_change_not_a_regression():
    a = case_of(triple("p.h2d.GBps", 50, 52, 54))
    b = case_of(triple("p.h2d.GBps", 47, 48, 49))  # 7.7% lower
    changes, regressions = measurements.compare_case(a, b)
    assert changes == [["p.h2d.GBps.median", 52, 48]] and regressions == []


def test_a_rate_ten_percent_lower_beyond_the_spread_is_a_regression():
    a = case_of(triple("p.h2d.GBps", 50, 52, 54))
    b = case_of(triple("p.h2d.GBps", 45, 46.8, 47))  # exactly 10% lower
    _, regressions = measurements.compare_case(a, b)
    assert regressions == [
        {
            "observation": "p.h2d.GBps.median",
            "unit": "GBps",
            "before": 52,
            "after": 46.8,
            "spread": [50, 54],
            "worse_pct": 10.0,
        }
    ]


def test_a_higher_rate_is_a_change_never_a_regression():
    changes, regressions = measurements.compare_case(
        case_of(triple("p.h2d.GBps", 50, 52, 54)), case_of(triple("p.h2d.GBps", 70, 80, 90))
    )
    assert changes and not regressions


def test_times_regress_when_they_grow():
    a = case_of(triple("launch.us", 9, 10, 11))
    assert measurements.compare_case(a, case_of(triple("launch.us", 12, 12, 13)))[1][0]["worse_pct"] == 20.0
    assert measurements.compare_case(a, case_of(triple("launch.us", 5, 6, 7)))[1] == []  # faster: no regression


def test_derived_numbers_are_not_compared_and_facts_are_compared_exactly():
    a = case_of(
        [
            obs("p.h2d.best.GBps", 55.0),
            obs("p.h2d.best_to_limit.x", 0.87),
            obs("pcie.cur_gen.gen", 5),
            obs("mode", "spin"),
        ]
    )
    b = case_of(
        [
            obs("p.h2d.best.GBps", 41.0),
            obs("p.h2d.best_to_limit.x", 0.65),
            obs("pcie.cur_gen.gen", 4),
            obs("mode", "yield"),
        ]
    )
    assert measurements.compare_case(a, b) == ([["mode", "spin", "yield"], ["pcie.cur_gen.gen", 5, 4]], [])


def test_a_measurement_present_in_one_run_only_is_a_change():
    changes, regressions = measurements.compare_case(case_of(triple("a.us", 1, 2, 3)), case_of([]))
    assert changes == [["a.us.median", 2, None]] and regressions == []


def test_compare_lists_the_planted_perf_regressions_in_their_own_section(capsys):
    d = compare.diff(read(H100_OLD), read(H100_NEW))
    got = {(r.id, r.observation, r.worse_pct) for r in d.perf_regressions}
    assert got == {
        (PINNED, f"pinned.h2d.GBps.median@{GIB}", 20.0),
        ("perf.latency.empty_kernel_launch", "launch_sync.us.median", 30.0),
    }
    assert d.bad and not d.regressions
    # measurements and facts are never a change (the fixtures' perf numbers are typed measurements):
    # beyond the spread but only 5% lower is neither a change nor a perf regression
    changed = {c.id for c in d.changed}
    assert "perf.transfer.pageable_bandwidth_sweep" not in changed and PINNED not in changed
    assert "perf.device_memory.d2d_copy_bandwidth" not in changed
    assert compare.main([str(H100_OLD), str(H100_NEW)]) == 1
    text = capsys.readouterr().out
    assert "PERF REGRESSIONS (>= 10% worse, beyond the recorded spread): 2" in text
    assert text.index("REGRESSIONS: 0") < text.index("PERF REGRESSIONS") < text.index("improvements")
    assert compare.main([str(H100_OLD), str(H100_OLD)]) == 0


def test_the_planted_suite_bundles_compare_as_before():
    """Perf cases whose names are outside the scheme keep the exact comparison."""
    files = planted_files()
    old = next(p for p in files if "575" in p.name)
    new = next(p for p in files if "h100" in p.name and "580" in p.name)
    d = compare.diff(read(old), read(new))
    assert d.perf_regressions == []
    assert "memcpy.bandwidth.h2d_pinned_near_link_rate" not in [c.id for c in d.changed]


def test_charts_have_one_line_per_run_and_points_in_the_plot():
    runs = model.load_runs([PERF])
    charts = perf.case_charts(runs, PINNED)
    assert [c["series"] for c in charts] == ["pinned.bidir", "pinned.d2h", "pinned.h2d"]
    for c in charts:
        assert [line["run"] for line in c["lines"]] == [r.key for r in runs]
        assert [t["label"] for t in c["x_ticks"]] == [
            "4 KiB",
            "32 KiB",
            "256 KiB",
            "2 MiB",
            "16 MiB",
            "128 MiB",
            "1 GiB",
        ]
        for line in c["lines"]:
            xs = [p["x"] for p in line["points"]]
            assert xs == sorted(xs) and len(xs) == 7
            for p in line["points"]:
                assert c["plot"]["left"] <= p["x"] <= c["plot"]["right"]
                assert c["plot"]["top"] <= p["y_max"] <= p["y"] <= p["y_min"] <= c["plot"]["bottom"]
    # the planted drop shows: the newer H100 run's last h2d point sits lower (larger y)
    h2d = charts[2]
    by_run = {line["label"]: line["points"][-1]["y"] for line in h2d["lines"]}
    old, new = (by_run[r.label] for r in runs if "H100" in r.label)
    assert new > old


def test_measurements_outside_a_sweep_get_a_chart_per_unit():
    runs = model.load_runs([PERF])
    [c] = perf.case_charts(runs, "perf.latency.empty_kernel_launch")
    assert (c["kind"], c["series"], c["title"]) == ("ranges", "measurements.us", "measurements (µs)")
    assert [t["label"] for t in c["x_ticks"]] == ["launch_call", "launch_events", "launch_sync"]
    assert all(line["polyline"] == "" and len(line["points"]) == 3 for line in c["lines"])
    # the runs' markers of one category sit side by side, in run order
    assert [line["points"][0]["x"] for line in c["lines"]] == sorted(line["points"][0]["x"] for line in c["lines"])


def test_no_charts_for_cases_that_are_not_perf_or_measured_nothing():
    runs = model.load_runs(planted_files())
    assert casepage.case_data(runs, "memcpy.bandwidth.h2d_pinned_near_link_rate")["charts"] == []  # no stats
    assert casepage.case_data(runs, "memcpy.async.d2h_pageable_blocks")["charts"] == []


def test_copy_rates_per_gpu_and_driver():
    runs = model.load_runs([PERF])
    data = findings.copy_rates_data(runs)
    assert [(g["gpu"], g["driver"]) for g in data["groups"]] == [
        ("NVIDIA H100 80GB HBM3", "580.159.04"),
        ("NVIDIA H200", "580.159.04"),
    ]
    h100 = data["groups"][0]
    assert len(h100["runs"]) == 2
    rows = {p["path"]: p for p in h100["paths"]}
    assert set(rows) == {
        "pinned.h2d",
        "pinned.d2h",
        "pinned.bidir",
        "pageable.h2d",
        "pageable.d2h",
        "pageable.bidir",
        "d2d",
    }
    best = max(
        o["value"]
        for r in (read(H100_OLD), read(H100_NEW))
        for c in r["cases"]
        for o in c["observations"]
        if o["name"] == "pinned.h2d.best.GBps"
    )
    assert rows["pinned.h2d"]["best_GBps"] == best
    assert rows["pinned.h2d"]["ratio"] == pytest.approx(best / 63.015)
    assert rows["pinned.bidir"]["limit_GBps"] == pytest.approx(2 * 63.015)
    assert rows["d2d"]["limit_GBps"] == pytest.approx(3352.3)
    assert h100["link"]["max"] == "PCIe gen 5 x16"
    md = perf.markdown(data)
    assert "| pinned.h2d | 55.1 | 63.0 | 87% |" in md and "**NVIDIA H200 / 580.159.04**" in md


def test_copy_rates_without_perf_results_is_empty():
    assert findings.copy_rates_data(model.load_runs(planted_files()))["groups"] == []


def test_the_site_has_charts_the_copy_rates_page_and_the_perf_regressions(tmp_path):
    runs = model.load_runs([PERF])
    render.render(runs, tmp_path)
    page = (tmp_path / "case" / f"{PINNED}.html").read_text()
    assert page.count('<svg class="perf-chart"') == 3 and page.count('<g class="line"') == 9
    assert "http" not in page.split("<svg", 1)[1].split("</svg>")[0].replace("http://www.w3.org/2000/svg", "")
    assert json.loads((tmp_path / "case" / f"{PINNED}.json").read_text())["charts"][0]["series"] == "pinned.bidir"
    rates = (tmp_path / "copy_rates.html").read_text()
    assert 'data-path="pinned.h2d"' in rates and "link-below-max" in rates
    assert json.loads((tmp_path / "copy_rates.json").read_text())["groups"][1]["gpu"] == "NVIDIA H200"
    diff = (tmp_path / "diff.html").read_text()
    assert diff.count('class="perf-regression"') == 2
    assert (
        diff.index("section-regressions") < diff.index("section-perf-regressions") < diff.index("section-improvements")
    )
    cells = {row["id"]: row["cells"] for row in area_rows(tmp_path)}
    assert cells[PINNED][0]["observation"] == "pinned.h2d.best.GBps"


def test_perf_cli_prints_the_table(capsys):
    assert findings.main([str(PERF), "--markdown"]) == 0
    assert "| path | best GB/s | limit GB/s | of the limit |" in capsys.readouterr().out
    assert findings.main([str(PERF / "nope.json")]) == 2


def test_fixtures_are_valid_bundles():
    jsonschema = pytest.importorskip("jsonschema", reason="pip install jsonschema (ci/run installs it)")
    schema = schemas.document("bundle")
    for f in (H100_OLD, H100_NEW, H200):
        validate(read(f), str(f))
        jsonschema.validate(read(f), schema)


# ---------------------------------------------------------------------------------------------
# Each GPU's own limit on a chart: the peer copy case (perf.peer.memcpy_peer_bandwidth_sweep) on a
# pair of GPUs linked by NVLink and on a pair that copies over PCIe. Synthetic: the observations
# the case records (cases/perf/perf.h peer_limit and record_best); the values are made up.

PEER = "perf.peer.memcpy_peer_bandwidth_sweep"
NVLINK_GBPS = 18 * 26.562  # 18 active links x 26,562 MB/s per link, one direction


def fact(name, value):
    return {**obs(name, value), "type": "environment"}


def peer_case(limit, path_facts, peaks):
    """The peer case's record: the sweep of each direction, its best against `limit` (bidir: twice)."""
    observations = [fact("limit.pcie_max.GBps", 63.015), fact("limit.dram.GBps", 4915.2), *path_facts]
    for series, peak in peaks.items():
        rates = [round(peak * size / (size + (1 << 20)), 3) for size in (4096 * 8**i for i in range(7))]
        for i, r in enumerate(rates):
            at = 4096 * 8**i
            observations += [
                obs(f"{series}.GBps.{stat}@{at}", r * k) for stat, k in (("min", 0.98), ("median", 1), ("max", 1.02))
            ]
        lim = 2 * limit if series.endswith(".bidir") else limit
        observations += [
            obs(f"{series}.best.GBps", max(rates)),
            fact(f"{series}.limit.GBps", lim),
            obs(f"{series}.best_to_limit.x", max(rates) / lim),
        ]
    return {
        "id": PEER,
        "test": "PerfPeer.MemcpyPeerBandwidthSweep",
        "area": "perf",
        "kind": "perf",
        "labels": ["perf", "multi_gpu", "perf"],
        "citation": {
            "doc": "RT",
            "document": "CUDA Runtime API reference",
            "section": "cudaMemcpyPeerAsync",
            "quote": "Copies memory from one device to memory on another device.",
            "cuda_version": "13.0",
            "url": "https://docs.nvidia.com/cuda/cuda-runtime-api/",
        },
        "requirements": ["gpus >= 2"],
        "outcome": "PASS",
        "message": "",
        "duration_s": 1.5,
        "attempts": [{"attempt": 1, "outcome": "PASS", "duration_s": 1.5, "message": ""}],
        "observations": observations,
        "failures": [],
        "expectation": None,
        "device": {"ordinal": 0, "name": "x", "uuid": "x"},
    }


def two_gpu_bundle(base, started, nvlink, case):
    """`base` (a one-GPU fixture) as a run that saw two of its GPUs (with `nvlink` in each GPU's
    identity, as cudasem-identity records it, when given) and ran the peer case."""
    b = read(base)
    gpu = b["identity"]["gpu"]
    second = dict(gpu, ordinal=1, uuid=gpu["uuid"][:-2] + "ff", pci=dict(gpu["pci"], bus_id="0000:2c:00.0"))
    if nvlink:
        gpu["nvlink"] = second["nvlink"] = nvlink
    b["identity"]["gpus"] = [gpu, second]
    b["run"].update(started=started, ended=started.replace(":00Z", ":09Z"))
    case["device"] = {k: gpu[k] for k in ("ordinal", "name", "uuid")}
    b["cases"], b["expected_cases"] = [case], [PEER]
    return b


@pytest.fixture(scope="module")
def peer_runs(tmp_path_factory):
    """A 2xH200 run whose GPUs are linked by NVLink and a 2xH100 run whose peer copies cross PCIe."""
    folder = tmp_path_factory.mktemp("peer")
    nvlink = {
        "active_links": 18,
        "link_MBps": 26562,
        "link_rate_field": "NVML_FI_DEV_NVLINK_SPEED_MBPS_COMMON",
        "peak_GBps": NVLINK_GBPS,
        "version": "4.0",
        "links_present": 18,
    }
    peaks = {"peer.d0_to_d1": 389.0, "peer.d1_to_d0": 391.0, "peer.bidir": 740.0}
    on_nvlink = peer_case(
        NVLINK_GBPS,
        [
            fact("nvlink.dev0.active_links.count", 18),
            fact("nvlink.dev0.link_speed.MBps", 26562),
            fact("nvlink.dev0.links_to_peer.count", 18),
            fact("limit.nvlink.GBps", NVLINK_GBPS),
        ],
        peaks,
    )
    on_pcie = peer_case(63.015, [fact("nvlink.dev0.active_links.count", 0)], {k: v / 8 for k, v in peaks.items()})
    (folder / "h200x2.json").write_text(json.dumps(two_gpu_bundle(H200, "2026-11-24T10:00:00Z", nvlink, on_nvlink)))
    (folder / "h100x2.json").write_text(json.dumps(two_gpu_bundle(H100_OLD, "2026-11-24T11:00:00Z", None, on_pcie)))
    return folder, model.load_runs([folder])


def test_the_identity_nvlink_peak_is_in_the_schema_and_absent_is_valid(peer_runs):
    jsonschema = pytest.importorskip("jsonschema", reason="pip install jsonschema (ci/run installs it)")
    schema = schemas.document("bundle")
    folder, _ = peer_runs
    for f in sorted(folder.glob("*.json")):
        validate(read(f), str(f))
        jsonschema.validate(read(f), schema)
    bad = read(folder / "h200x2.json")
    bad["identity"]["gpus"][0]["nvlink"]["peak_GBps"] = 0  # no active link: absent, never zero
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(bad, schema)


def test_a_peer_chart_draws_each_gpus_nvlink_or_pcie_limit_with_the_fraction(peer_runs):
    _, runs = peer_runs
    charts = {c["series"]: c for c in perf.case_charts(runs, PEER)}
    assert set(charts) == {"peer.bidir", "peer.d0_to_d1", "peer.d1_to_d0"}
    h200 = next(r.key for r in runs if "H200" in r.label)
    h100 = next(r.key for r in runs if "H100" in r.label)
    for series, c in charts.items():
        twice = series.endswith(".bidir")
        limits = {run: ref for ref in c["refs"] if ref["kind"] == "limit" for run in ref["runs"]}
        assert set(limits) == {h200, h100}, c["refs"]
        nvlink = f"NVLink limit{' (both directions)' if twice else ''} {(2 if twice else 1) * NVLINK_GBPS:.0f} GB/s"
        assert limits[h200]["label"] == f"H200 ×2: {nvlink}"
        assert limits[h100]["label"].startswith("H100 80GB HBM3 ×2: PCIe link limit")
        assert not {ref["color"] for ref in c["refs"]} & {line["color"] for line in c["lines"]}
        fractions = {f["run"]: f for f in c["fractions"]}
        assert set(fractions) == {h200, h100}
        case = next(r for r in runs if r.key == h200).cases[PEER]
        best = next(o["value"] for o in case["observations"] if o["name"] == f"{series}.best.GBps")
        assert fractions[h200]["percent"] == f"{100 * best / ((2 if twice else 1) * NVLINK_GBPS):.0f}%"
        assert fractions[h200]["limit"] == limits[h200]["label"]
        tips = [p["title"] for line in c["lines"] if line["run"] == h200 for p in line["points"]]
        assert tips and all(t.endswith("% of its GPU's limit") for t in tips), tips


def test_the_peer_case_page_has_the_nvlink_limit_line_and_its_fraction_table(peer_runs, tmp_path):
    _, runs = peer_runs
    render.render(runs, tmp_path)
    page = (tmp_path / "case" / f"{PEER}.html").read_text()
    for series in ("peer.d0_to_d1", "peer.d1_to_d0", "peer.bidir"):
        figure = page.split(f'data-series="{series}" data-unit="GBps"', 1)[1].split("</figure>", 1)[0]
        assert 'class="ref ref-limit" data-label="H200 ×2: NVLink limit' in figure
        assert f'<table class="fractions" data-series="{series}">' in figure
        assert figure.count('<td class="fraction">') == 2


def test_a_limit_is_named_after_the_link_it_equals_before_twice_a_link():
    """A link trained at half its width: the one-direction limit (the maximum link) is the PCIe
    link's, not 'both directions' of the current link; twice a link is both directions; the HBM
    peak is never doubled."""
    vals = {
        ("limit.pcie_cur", "GBps", None): 31.5,
        ("limit.pcie_max", "GBps", None): 63.0,
        ("limit.dram", "GBps", None): 4915.2,
        ("limit.nvlink", "GBps", None): NVLINK_GBPS,
    }
    name = perf._limit_name  # noqa: SLF001
    assert name(vals, 63.0) == "PCIe link limit"
    assert name(vals, 126.0) == "PCIe link limit (both directions)"
    assert name(vals, NVLINK_GBPS) == "NVLink limit"
    assert name(vals, 2 * NVLINK_GBPS) == "NVLink limit (both directions)"
    assert name(vals, 4915.2) == "HBM peak"
    assert name(vals, 2 * 4915.2) == "limit"
