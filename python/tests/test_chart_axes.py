"""A perf chart's axes have a bounded number of ticks whatever the values: all negative or zero
(-1e4 gave 10,000 labels, -1e300 grew the renderer until the kernel killed it), NaN, inf, huge,
tiny, mixed; a point the chart cannot place is left out, never a crash."""

import math

import pytest

from cudasem.report import charts

NAN, INF = float("nan"), float("inf")
RANGES = [
    [-1e4],
    [-1e7],
    [-1e300],
    [-1e300, -1e-300],
    [0.0],
    [-0.0, 0.0],
    [NAN],
    [INF],
    [-INF, INF, NAN],
    [1e308, -1e308],
    [1e300, -1e300],
    [1e-300, 1e300],
    [5e-324],
    [5e-324, 1.0],
    [3.0, 3.0],
    [1.0, 2.0, 3.0],
    [-5.0, 7.0],
    [0.001, 1e9],
    [2**62, 2**63],
]


@pytest.mark.parametrize("values", RANGES, ids=[repr(v) for v in RANGES])
@pytest.mark.parametrize("unit", ["GBps", "us", "x", "count"])
def test_every_axis_has_at_most_a_dozen_ticks(values, unit):
    assert len(charts.y_axis(values, unit)[2]) <= charts.MAX_Y_TICKS  # first: the axis alone
    lines = [{"run": "r", "label": "a", "points": [(i + 1, v, v, v) for i, v in enumerate(values)]}]
    refs = [{"label": "limit", "kind": "limit", "points": [(0, v)]} for v in values]
    ranges = [{"run": "r", "label": "a", "points": [(i, v, None, None) for i, v in enumerate(values)]}]
    for c in (
        charts.chart("s", unit, lines, refs=refs),
        charts.chart("s", unit, ranges, categories=["m"] * len(values)),
    ):
        assert 1 <= len(c["y_ticks"]) <= charts.MAX_Y_TICKS
        assert len(c["x_ticks"]) <= max(charts.MAX_X_TICKS + 1, len(values))
        for t in c["y_ticks"] + c["x_ticks"]:
            assert math.isfinite(t["at"]) and len(t["label"]) <= 24, t
        for line in c["lines"]:
            assert all(math.isfinite(p["y"]) and math.isfinite(p["x"]) for p in line["points"])


@pytest.mark.parametrize("values", RANGES, ids=[repr(v) for v in RANGES])
def test_the_ticks_cover_the_values_that_can_be_placed(values):
    lo, hi, ticks, log = charts.y_axis(values, "GBps")
    placed = [v for v in values if math.isfinite(v) and abs(v) <= 1e300]
    assert not log and ticks == sorted(ticks) and lo <= min(placed or [0]) and max(placed or [0]) <= hi


def test_a_time_axis_over_many_decades_ticks_every_kth_decade():
    lo, hi, ticks, log = charts.y_axis([1e-300, 1e300], "us")
    assert log and len(ticks) <= charts.MAX_Y_TICKS and ticks[0] == 1e-300
