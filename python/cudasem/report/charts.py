"""The charts of a perf case and the "copy rates" table (names and comparison of measurements:
model/measurements.py).

`cudasem perf` (report/findings.py) prints the copy-rates table.
"""

from __future__ import annotations

import math

from ..model.measurements import CHARTABLE, UNITS, _number, measurements, singles

PALETTE = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22"]
WIDTH, HEIGHT = 640, 300
LEFT, RIGHT, TOP, BOTTOM = 70, 16, 16, 44


def format_bytes(n: float) -> str:
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
    raw = span / 4 if span > 0 else 1
    mag = 10 ** math.floor(math.log10(raw))
    return next(m * mag for m in (1, 2, 2.5, 5, 10) if m * mag >= raw)


def _scale(lo: float, hi: float, a: float, b: float, log: bool):
    if log:
        lo, hi = math.log10(lo), math.log10(hi)
    span = hi - lo or 1.0

    def f(v: float) -> float:
        v = math.log10(v) if log else v
        return round(a + (v - lo) / span * (b - a), 1)

    return f


def chart(series: str, unit: str, lines: list[dict], categories: list[str] | None = None) -> dict:
    """SVG geometry of one chart. lines: [{"run", "label", "points": [(x, median, min, max)]}].

    With `categories`, x is the index of a category (a measurement outside any sweep): the runs'
    markers sit side by side over their category's label and no line joins them."""
    bottom = BOTTOM if categories is None else 96
    xs = sorted({p[0] for line in lines for p in line["points"]})
    ys = [v for line in lines for p in line["points"] for v in p[1:] if v is not None]
    x_log = categories is None and xs[0] > 0 and xs[-1] / xs[0] >= 8
    y_pos = all(v > 0 for v in ys)
    y_log = y_pos and max(ys) / min(ys) > 100
    if y_log:
        y_lo, y_hi = 10 ** math.floor(math.log10(min(ys))), 10 ** math.ceil(math.log10(max(ys)))
        y_ticks = [10**e for e in range(int(math.log10(y_lo)), int(math.log10(y_hi)) + 1)]
    else:
        y_lo = 0.0 if min(ys) >= 0 else min(ys)
        step = _nice_step(max(ys) - y_lo)
        y_hi = math.ceil(max(ys) * 1.05 / step) * step if max(ys) > 0 else 1.0
        y_ticks = [y_lo + i * step for i in range(int(round((y_hi - y_lo) / step)) + 1)]
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

    out_lines = []
    for i, line in enumerate(lines):
        dx = 0.0 if categories is None else round((i - (len(lines) - 1) / 2) * 7, 1)
        pts = [
            {
                "x": round(fx(x) + dx, 1),
                "y": fy(m),
                "y_min": fy(lo if lo is not None else m),
                "y_max": fy(hi if hi is not None else m),
                "title": f"{line['label']}: {x_text(x)} → {format_number(m)} {unit}"
                + (f" (min {format_number(lo)}, max {format_number(hi)})" if lo is not None and hi is not None else ""),
            }
            for x, m, lo, hi in line["points"]
        ]
        out_lines.append(
            {
                "run": line["run"],
                "label": line["label"],
                "color": PALETTE[i % len(PALETTE)],
                "polyline": "" if categories is not None else " ".join(f"{p['x']},{p['y']}" for p in pts),
                "points": pts,
            }
        )
    return {
        "series": series,
        "unit": unit,
        "title": f"{series} ({unit})",
        "width": WIDTH,
        "height": HEIGHT,
        "kind": "ranges" if categories is not None else "sweep",
        "plot": {"left": LEFT, "right": WIDTH - RIGHT, "top": TOP, "bottom": HEIGHT - bottom},
        "x_label": "" if categories is not None else "size" if sizes else "x",
        "x_log": x_log,
        "y_log": y_log,
        "x_ticks": [{"at": fx(x), "label": x_text(x)} for x in xs],
        "y_ticks": [{"at": fy(v), "label": format_number(v)} for v in y_ticks if (not y_log or v > 0)],
        "lines": out_lines,
    }


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
    charts = []
    for (series, unit), lines in sorted(per_series.items()):
        if max(len(line["points"]) for line in lines) >= 2:
            charts.append(chart(series, unit, lines))
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
                "points": [(i, *by_series[n][r.key]) for i, n in enumerate(names) if r.key in by_series[n]],
            }
            for r in runs
            if any(r.key in by_series[n] for n in names)
        ]
        charts.append(
            dict(chart(f"measurements.{unit}", unit, lines, categories=names), title=f"measurements ({unit})")
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
        g = groups.setdefault((gpu, driver), {"gpu": gpu, "driver": driver, "runs": [], "paths": {}, "link": {}})
        g["runs"].append(r.key)
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
        "and width, x2 for bidirectional; device memory from 2 x memory clock x bus width)",
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
