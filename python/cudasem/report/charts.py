"""The charts of a perf case and the "copy rates" table (names and comparison of measurements:
model/measurements.py).

`cudasem perf` (report/findings.py) prints the copy-rates table.
"""

from __future__ import annotations

import math

from ..model.measurements import CHARTABLE, UNITS, _number, measurements, singles
from .units import TIME_UNITS, number, with_unit

# A run's line and, beside it, the dark shade its GPU's limit is drawn in: no limit shares a color
# with a line, and the ideal's green (IDEAL) and no red are among the lines'.
PALETTE = ["#1f77b4", "#ff7f0e", "#9467bd", "#17becf", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22"]
LIMIT_COLORS = ["#0b3c61", "#8a3f00", "#4b2470", "#0a5f68", "#4a2a24", "#8a2b6e", "#333333", "#5e5e0f"]
IDEAL = "#2d7a3a"
WIDTH, HEIGHT = 640, 300
LEFT, RIGHT, TOP, BOTTOM = 78, 24, 16, 44


def format_bytes(n: float) -> str:
    if not -(1 << 60) < n < 1 << 60:  # beyond an exbibyte: digits, not a 300-digit count of GiB
        return f"{float(n):.3g} B"
    for unit, size in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= size and n % size == 0:
            return f"{int(n // size)} {unit}"
    return f"{int(n)} B" if n >= 1024 else f"{int(n)}"


def format_number(v: float) -> str:
    if v == 0:
        return "0"
    if not -CHARTABLE <= v <= CHARTABLE:
        return f"{float(v):.4g}" if -1e308 < v < 1e308 else ("huge" if v > 0 else "-huge")
    if abs(v) >= 100:
        return f"{v:.0f}"
    if abs(v) >= 10:
        return f"{v:.1f}"
    return f"{v:.3g}"


def _nice_step(span: float) -> float:
    """A round step (1, 2, 2.5 or 5 times a power of ten) of at least a quarter of the span."""
    raw = span / 4 if span > 1e-290 else 1.0
    mag = 10.0 ** math.floor(math.log10(raw))
    return next(m * mag for m in (1, 2, 2.5, 5, 10) if m * mag >= raw)


MAX_Y_TICKS = 12


def _finite(v) -> bool:
    """A number a chart can place: finite and within ±CHARTABLE (NaN, inf and 1e308 are not)."""
    return isinstance(v, (int, float)) and not isinstance(v, bool) and -CHARTABLE <= v <= CHARTABLE


def y_axis(values: list, unit: str) -> tuple[float, float, list[float], bool]:
    """(low, high, ticks, log) of a y axis over the values: at most MAX_Y_TICKS ticks for any
    values (negative, zero, huge, NaN and inf, which are left out; none at all gives 0..1). Rates
    and ratios are linear; other units are logarithmic where all values are positive and span more
    than 100x (every decade a tick, or every k-th decade)."""
    ys = [float(v) for v in values if _finite(v)] or [0.0]
    lo, hi = min(ys), max(ys)
    if unit not in LINEAR and lo >= 1e-300 and hi / lo > 100:
        e_lo, e_hi = math.floor(math.log10(lo)), math.ceil(math.log10(hi))
        every = max(1, math.ceil((e_hi - e_lo + 1) / MAX_Y_TICKS))
        return 10.0**e_lo, 10.0**e_hi, [10.0**e for e in range(e_lo, e_hi + 1, every)], True
    lo, hi = min(lo, 0.0), max(hi, 0.0)
    if hi - lo <= 1e-290:  # all zero (or a span too small to divide): 0..1
        lo, hi = (lo, lo + 1.0) if lo < 0 else (0.0, 1.0)
    step = _nice_step(hi - lo)
    y_lo = math.floor(lo / step) * step if lo < 0 else 0.0
    y_hi = math.ceil(hi * 1.05 / step) * step if hi > 0 else 0.0
    y_lo, y_hi = y_lo - step if y_lo > lo else y_lo, y_hi + step if y_hi < hi else y_hi  # rounding
    count = min(MAX_Y_TICKS, int(round((y_hi - y_lo) / step)) + 1)
    return y_lo, y_hi, [y_lo + i * step for i in range(count)], False


def _placeable(lines: list[dict], refs: list[dict] | tuple) -> tuple[list[dict], list[dict]]:
    """The lines and reference lines without the points a chart cannot place (x or value not a
    finite number); a min or max that is not becomes None."""
    kept = [
        dict(
            line,
            points=[
                (x, m, lo if _finite(lo) else None, hi if _finite(hi) else None)
                for x, m, lo, hi in line["points"]
                if _finite(x) and _finite(m)
            ],
        )
        for line in lines
    ]
    kept_refs = [dict(r, points=[(x, y) for x, y in r["points"] if _finite(x) and _finite(y)]) for r in refs]
    return kept, [r for r in kept_refs if r["points"]]


def _scale(lo: float, hi: float, a: float, b: float, log: bool):
    if log:
        lo, hi = math.log10(lo), math.log10(hi)
    span = hi - lo or 1.0

    def f(v: float) -> float:
        v = math.log10(v) if log else v
        return round(a + (v - lo) / span * (b - a), 1)

    return f


AXIS_UNITS = {"GBps": "GB/s", "MBps": "MB/s", "us": "µs", "ms": "ms", "ns": "ns", "s": "s", "x": "× (ratio)"}
# What a sweep's point (<series>@<x>) counts where it is not a size: by the series' first word.
X_LABELS = {"overlap": "streams (copy, kernel and copy per chunk)", "zero_copy": "reads of the buffer (k)"}
LINEAR = ("GBps", "MBps", "x")  # a ratio to a limit or an ideal matters: never a log scale
MAX_X_TICKS = 8


def _tick_label(v: float, unit: str) -> str:
    if not -1e15 < v < 1e15:  # a tick of a huge axis: three digits and an exponent, never 300 digits
        return f"{v:.3g}"
    return with_unit(v, unit) if unit in TIME_UNITS else number(v)


def chart(
    series: str, unit: str, lines: list[dict], categories: list[str] | None = None, refs: list[dict] | tuple = ()
) -> dict:
    """SVG geometry of one chart. lines: [{"run", "label", "points": [(x, median, min, max)]}];
    refs: reference lines [{"label", "kind": "limit"|"ideal", "points": [(x, y)]}] (a limit: the
    same y at every x).

    With `categories`, x is the index of a category (a measurement outside any sweep): the runs'
    markers sit side by side over their category's label and no line joins them. Rates and ratios
    use a linear y scale (84% against 88% of a limit must show); times a log scale only where they
    span more than 100×."""
    bottom = BOTTOM if categories is None else 96
    lines, refs = _placeable(lines, refs)
    xs = sorted({p[0] for line in lines for p in line["points"]}) or [0]
    ys = [v for line in lines for p in line["points"] for v in p[1:] if v is not None]
    ys += [y for r in refs for _, y in r["points"]]
    x_log = categories is None and xs[0] > 0 and xs[-1] / xs[0] >= 8
    y_lo, y_hi, y_ticks, y_log = y_axis(ys, unit)
    if categories is not None:
        slot = (WIDTH - LEFT - RIGHT) / len(categories)
        fx = lambda v: round(LEFT + slot * (v + 0.5), 1)  # noqa: E731
    elif len(xs) == 1:
        fx = lambda v: round(LEFT + (WIDTH - LEFT - RIGHT) / 2, 1)  # noqa: E731
    else:
        fx = _scale(xs[0], xs[-1], LEFT, WIDTH - RIGHT, x_log)
    fy = _scale(y_lo, y_hi, HEIGHT - bottom, TOP, y_log)
    sizes = categories is None and xs[-1] >= 4096

    def x_text(x):
        return categories[x] if categories is not None else format_bytes(x) if sizes else format_number(x)

    limit_of = {
        run: ref["points"][0][1]
        for ref in refs
        if ref.get("kind") == "limit" and ref["points"]
        for run in ref.get("runs", ())
    }
    out_lines = []
    for i, line in enumerate(lines):
        limit = limit_of.get(line["run"])
        dx = 0.0 if categories is None else round((i - (len(lines) - 1) / 2) * 7, 1)
        pts = [
            {
                "x": round(fx(x) + dx, 1),
                "y": fy(m),
                "y_min": fy(lo if lo is not None else m),
                "y_max": fy(hi if hi is not None else m),
                "title": f"{line['label']}: {x_text(x)} → {with_unit(m, unit)}"
                + (
                    f" (min {with_unit(lo, unit)}, max {with_unit(hi, unit)})"
                    if lo is not None and hi is not None
                    else ""
                )
                + (f" = {100 * m / limit:.0f}% of its GPU's limit" if limit else ""),
            }
            for x, m, lo, hi in line["points"]
        ]
        out_lines.append(
            {
                "run": line["run"],
                "label": line["label"],
                "color": line.get("color") or PALETTE[i % len(PALETTE)],
                "polyline": "" if categories is not None else " ".join(f"{p['x']},{p['y']}" for p in pts),
                "points": pts,
            }
        )
    # x ticks: at most MAX_X_TICKS labels (every k-th point, the last always); the last one's text
    # ends at its tick so that it is never clipped.
    shown = xs if categories is not None else xs[:: max(1, math.ceil(len(xs) / MAX_X_TICKS))]
    if categories is None and shown[-1] != xs[-1]:
        shown = shown[:-1] + [xs[-1]] if len(shown) > 1 and fx(xs[-1]) - fx(shown[-1]) < 40 else shown + [xs[-1]]
    x_ticks = [
        {
            "at": fx(x),
            "label": x_text(x),
            "anchor": "end" if categories is None and fx(x) > WIDTH - RIGHT - 30 else "middle",
        }
        for x in shown
    ]
    color_of = {line["run"]: line["color"] for line in out_lines}
    ref_lines = []
    for r in refs:
        ref_pts: list[tuple[float, float]] = sorted(r["points"])
        if len(ref_pts) == 1 or r.get("kind") == "limit":
            y = ref_pts[0][1]
            coords = [(LEFT, fy(y)), (WIDTH - RIGHT, fy(y))]
        else:
            coords = [(fx(x), fy(y)) for x, y in ref_pts if xs[0] <= x <= xs[-1]]
        if coords:
            ref_lines.append(
                {
                    "label": r["label"],
                    "kind": r.get("kind", "limit"),
                    "runs": r.get("runs", []),
                    "color": r.get("color") or IDEAL,
                    "polyline": " ".join(f"{x},{y}" for x, y in coords),
                    "label_x": coords[-1][0] - 4,
                    "label_y": coords[-1][1] - 5,
                }
            )
    return {
        "series": series,
        "unit": unit,
        "title": f"{series} ({AXIS_UNITS.get(unit, unit)})",
        "width": WIDTH,
        "height": HEIGHT,
        "kind": "ranges" if categories is not None else "sweep",
        "plot": {"left": LEFT, "right": WIDTH - RIGHT, "top": TOP, "bottom": HEIGHT - bottom},
        "x_label": "" if categories is not None else "transfer size" if sizes else _x_label(series),
        "y_label": AXIS_UNITS.get(unit, unit),
        "x_log": x_log,
        "y_log": y_log,
        "x_ticks": x_ticks,
        "y_ticks": [{"at": fy(v), "label": _tick_label(v, unit)} for v in y_ticks if (not y_log or v > 0)],
        "lines": out_lines,
        "refs": ref_lines,
        "fractions": _fractions(lines, refs, unit, color_of),
    }


def _fractions(lines: list[dict], refs: list[dict] | tuple, unit: str, color_of: dict) -> list[dict]:
    """Per line, its best median against its own GPU's limit (the limit reference line that names
    its run): the chart's table of the fraction of the limit."""
    out = []
    for line in lines:
        limit = next((r for r in refs if r.get("kind") == "limit" and line["run"] in r.get("runs", ())), None)
        best = max((m for _, m, _, _ in line["points"]), default=None)
        if best is None or limit is None or not limit["points"]:
            continue
        value = limit["points"][0][1]
        out.append(
            {
                "run": line["run"],
                "label": line["label"],
                "color": color_of.get(line["run"], ""),
                "best": with_unit(best, unit),
                "limit": limit["label"],
                "percent": f"{100 * best / value:.0f}%" if value else "",
            }
        )
    return out


def _x_label(series: str) -> str:
    first = series.split(".", maxsplit=1)[0]
    return X_LABELS.get(first, X_LABELS.get(first.split("_", maxsplit=1)[0], "sweep point"))


_LIMIT_NAMES = (
    ("limit.pcie_cur", "PCIe link limit"),
    ("limit.pcie_max", "PCIe link limit"),
    ("limit.dram", "HBM peak"),
    ("limit.nvlink", "NVLink limit"),
)


def _limit_name(vals: dict, limit: float) -> str:
    """What a path's limit equals: the PCIe link, the HBM peak or NVLink (a link's limit in one
    direction), else twice a link's (both directions at once)."""
    for twice in (False, True):
        for key, what in _LIMIT_NAMES:
            v = vals.get((key, "GBps", None))
            if v and not (twice and key == "limit.dram") and abs((2 if twice else 1) * v - limit) <= 1e-6 * limit:
                return f"{what} (both directions)" if twice else what
    return "limit"


_LIMITS: dict[int, tuple] = {}


def run_limits(run) -> dict[str, tuple[float, str]]:
    """series -> (its limit in GB/s, what the limit is) over all the run's perf cases: each GPU's
    own limits (<series>.limit.GBps), also for a case that charts a path another case measured
    the limit of."""
    hit = _LIMITS.get(id(run.bundle))
    if hit is not None and hit[0] is run.bundle:
        return hit[1]
    out: dict[str, tuple[float, str]] = {}
    for c in run.bundle["cases"]:
        if c.get("kind") != "perf":
            continue
        vals = singles(c.get("observations") or [])
        for (name, unit, at), v in vals.items():
            if unit == "GBps" and at is None and name.endswith(".limit") and _finite(v) and v > 0:
                out.setdefault(name[: -len(".limit")], (float(v), _limit_name(vals, v)))
    _LIMITS[id(run.bundle)] = (run.bundle, out)
    return out


def _gpu_of(run) -> str:
    ident = run.bundle["identity"]
    name = ((ident.get("gpu") or {}).get("name") or "no GPU").removeprefix("NVIDIA ")
    n = len(ident.get("gpus") or [])
    return name + (f" ×{n}" if n > 1 else "")


def _refs(series: str, unit: str, case: dict, runs: list | tuple = (), colors: dict | None = None) -> list[dict]:
    """A chart's reference lines: each GPU's own limit of the path (<series>.limit.GBps as its
    run recorded it, named after what it equals: the PCIe link, the HBM peak, NVLink), one line
    per limit (the GPUs that share it named in its label), drawn in the dark shade of its first
    run's color; for a speedup, the ideal recorded beside it (<prefix>_ideal.x@N)."""
    vals = singles(case.get("observations") or [])
    out: list[dict] = []
    if unit == "GBps":
        by_limit: dict[tuple, dict] = {}
        for r in runs:
            got = run_limits(r).get(series)
            if not got:
                continue
            limit, name = got
            ref = by_limit.get((limit, name))
            if ref is None:
                ref = by_limit[(limit, name)] = {
                    "what": f"{name} {with_unit(limit, 'GBps')}",
                    "gpus": [],
                    "kind": "limit",
                    "points": [(0, limit)],
                    "runs": [],
                    "color": (colors or {}).get(r.key, LIMIT_COLORS[0]),
                }
            ref["runs"].append(r.key)
            if _gpu_of(r) not in ref["gpus"]:
                ref["gpus"].append(_gpu_of(r))
        # GPUs with the same limit share its line (its label names them), so that labels never overlap
        out += [{"label": f"{', '.join(ref.pop('gpus'))}: {ref.pop('what')}", **ref} for ref in by_limit.values()]
    if unit == "x" and series.endswith("_speedup"):
        ideal = sorted(
            (at, v)
            for (s, u, at), v in vals.items()
            if s == series[: -len("_speedup")] + "_ideal" and u == "x" and at is not None
        )
        if ideal:
            out.append({"label": "ideal overlap", "kind": "ideal", "points": ideal})
    return out


def case_charts(runs: list, case_id: str) -> list[dict]:
    """The charts of one perf case: every series swept over two or more points, with the median
    of each point (and its min..max) for every run that recorded it; then, per unit, the
    measurements outside any sweep side by side."""
    per_series: dict = {}
    for r in runs:
        case = r.cases.get(case_id)
        if not case:
            continue
        pts: dict = {}
        for (series, unit, at), s in measurements(case.get("observations")).items():
            if at is not None:
                pts.setdefault((series, unit), []).append((at, s["median"], s.get("min"), s.get("max")))
        for (series, unit, at), v in singles(case.get("observations")).items():
            if at is not None and UNITS[unit] != 0:
                pts.setdefault((series, unit), []).append((at, v, None, None))
        for key, p in pts.items():
            per_series.setdefault(key, []).append({"run": r.key, "label": r.label, "points": sorted(p)})
    # A run keeps its color on every chart of the page, and its GPU's limit the shade beside it.
    ran = [r for r in runs if case_id in r.cases]
    color = {r.key: PALETTE[i % len(PALETTE)] for i, r in enumerate(ran)}
    limit_color = {r.key: LIMIT_COLORS[i % len(LIMIT_COLORS)] for i, r in enumerate(ran)}
    for lines in per_series.values():
        for line in lines:
            line["color"] = color[line["run"]]
    charts = []
    first: dict = next((r.cases[case_id] for r in runs if case_id in r.cases), {})
    for (series, unit), lines in sorted(per_series.items()):
        if series.endswith("_ideal") and (series[: -len("_ideal")] + "_speedup", unit) in per_series:
            continue  # drawn as the speedup chart's reference line
        if max(len(line["points"]) for line in lines) >= 2:
            charts.append(chart(series, unit, lines, refs=_refs(series, unit, first, ran, limit_color)))
    # Measurements outside any sweep: one chart per unit, a category per measurement.
    per_unit: dict = {}
    for r in runs:
        case = r.cases.get(case_id)
        if not case:
            continue
        for (series, unit, at), st in measurements(case.get("observations")).items():
            if at is None:
                per_unit.setdefault(unit, {}).setdefault(series, {})[r.key] = (
                    st["median"],
                    st.get("min"),
                    st.get("max"),
                )
    for unit, by_series in sorted(per_unit.items()):
        names = sorted(by_series)
        lines = [
            {
                "run": r.key,
                "label": r.label,
                "color": color[r.key],
                "points": [(i, *by_series[n][r.key]) for i, n in enumerate(names) if r.key in by_series[n]],
            }
            for r in runs
            if any(r.key in by_series[n] for n in names)
        ]
        charts.append(
            dict(
                chart(f"measurements.{unit}", unit, lines, categories=names),
                title=f"measurements ({AXIS_UNITS.get(unit, unit)})",
            )
        )
    return charts


# ---------------------------------------------------------------------------------------------
# Copy rates: per GPU and driver, each path's best rate and its ratio to the link.


def copy_rates_data(runs: list) -> dict:
    groups: dict = {}
    for r in runs:
        ident = r.bundle["identity"]
        gpu = (ident.get("gpu") or {}).get("name") or "no GPU"
        driver = (ident.get("driver") or {}).get("version") or "no driver"
        g = groups.setdefault(
            (gpu, driver), {"gpu": gpu, "driver": driver, "runs": [], "paths": {}, "link": {}, "vm": False}
        )
        g["runs"].append(r.key)
        g["vm"] = g["vm"] or bool((ident.get("environment") or {}).get("virtual_machine"))
        for c in r.bundle["cases"]:
            if c.get("kind") != "perf":
                continue
            vals = singles(c.get("observations"))
            for (series, unit, at), v in vals.items():
                if unit == "GBps" and at is None and series.endswith(".best"):
                    path = series[: -len(".best")]
                    limit = vals.get((path + ".limit", "GBps", None))
                    row = g["paths"].setdefault(
                        path,
                        {"path": path, "best_GBps": None, "limit_GBps": None, "ratio": None, "cases": [], "run": None},
                    )
                    if v > 0 and (row["best_GBps"] is None or v > row["best_GBps"]):
                        row.update(best_GBps=v, limit_GBps=limit, run=r.key, ratio=(v / limit) if limit else None)
                    if c["id"] not in row["cases"]:
                        row["cases"].append(c["id"])
            for o in c.get("observations") or []:
                if o["name"].startswith("pcie.") and _number(o["value"]) and o["value"]:
                    g["link"][o["name"].split(".")[1]] = o["value"]
    out = []
    for (gpu, driver), g in sorted(groups.items()):
        paths = [p for p in g["paths"].values() if p["best_GBps"] is not None]
        if not paths:
            continue
        link = g["link"]
        out.append(
            {
                "gpu": gpu,
                "driver": driver,
                "runs": g["runs"],
                "virtual_machine": g["vm"],
                "link": {
                    "max": _link_text(link.get("max_gen"), link.get("max_width")),
                    "current": _link_text(link.get("cur_gen"), link.get("cur_width")),
                    "below_max": bool(
                        link.get("cur_gen")
                        and link.get("max_gen")
                        and (
                            link.get("cur_gen") < link.get("max_gen")
                            or link.get("cur_width", 0) < link.get("max_width", 0)
                        )
                    ),
                },
                "paths": sorted(paths, key=lambda p: p["path"]),
            }
        )
    return {
        "rule": "best = the highest median of a path's sweep over all runs of that GPU and driver; "
        "ratio = best / the path's physical limit (PCIe from NVML's maximum link generation "
        "and width, x2 for bidirectional; device memory from 2 x memory clock x bus width; a peer copy "
        "over NVLink from NVML's active links that reach the other GPU x one link's rate, x2 for bidirectional)",
        "groups": out,
    }


def _link_text(gen, width) -> str | None:
    return f"PCIe gen {int(gen)} x{int(width)}" if gen and width else None


def markdown(data: dict) -> str:
    lines = []
    for g in data["groups"]:
        lines.append(
            f"**{g['gpu']} / {g['driver']}** (link {g['link']['current'] or '?'}, maximum {g['link']['max'] or '?'})"
        )
        lines.append("")
        lines.append("| path | best GB/s | limit GB/s | of the limit |")
        lines.append("|---|---:|---:|---:|")
        for p in g["paths"]:
            limit = f"{p['limit_GBps']:.1f}" if p["limit_GBps"] else "?"
            ratio = f"{100 * p['ratio']:.0f}%" if p["ratio"] else "?"
            lines.append(f"| {p['path']} | {p['best_GBps']:.1f} | {limit} | {ratio} |")
        lines.append("")
    return "\n".join(lines) if lines else "(no perf results)"
