"""Perf observations: their names, how two runs of them compare, the charts of a perf case and
the "copy rates" table.

The perf cases (cases/perf/, shared code in cases/perf/perf_helpers.h) record scalars named

    <series>.<unit>.<stat>[@<x>]     a number measured N times; stat is min, median or max
    <series>.<unit>[@<x>]            a single number (a limit, a best rate, a ratio, a fact)

where <x> is the point of a sweep (a size in bytes, a count of streams or of repeats). Units:
GBps and x are better when higher, us/ms/ns/s when lower; count, gen, lanes, MHz, MBps and bits
are facts without a direction. A copy path's summary is <path>.best.GBps, <path>.limit.GBps and
<path>.best_to_limit.x; the link is pcie.{max,cur}_{gen,width}.

Comparing two runs (`compare_case`): a measured number (with min/median/max) changed only when
the new median lies outside the baseline's recorded spread [min, max]; it is a perf regression
when it changed and got worse by 10% or more. Derived single numbers (best, ratios) are not
compared: the measurements they come from are. Facts are compared exactly (a link that trained
below its maximum shows up), and observations outside this scheme as before.

    python -m cudasem_report.perf BUNDLE_OR_FOLDER... [--markdown]

prints the copy-rates table per GPU and driver (the README's table with --markdown).
"""

from __future__ import annotations

import argparse
import math
import re
import sys
from dataclasses import dataclass

from .bundle import BundleError

HIGHER_IS_BETTER = {"GBps": 1, "x": 1}
LOWER_IS_BETTER = {"us": -1, "ms": -1, "ns": -1, "s": -1}
FACTS = ("count", "gen", "lanes", "MHz", "MBps", "bits")
UNITS = {**HIGHER_IS_BETTER, **LOWER_IS_BETTER, **{u: 0 for u in FACTS}}
STATS = ("min", "median", "max")
REGRESSION_DROP = 0.10  # a measured number 10% worse (beyond its spread) is a perf regression

_NAME = re.compile(
    r"^(?P<series>[a-z0-9_]+(?:\.[a-z0-9_]+)*?)\.(?P<unit>" + "|".join(UNITS) + r")"
    r"(?:\.(?P<stat>min|median|max))?(?:@(?P<at>\d+))?$")


@dataclass(frozen=True)
class PerfName:
    series: str
    unit: str
    stat: str | None  # None: a single number
    at: int | None  # the sweep point, None outside a sweep

    @property
    def direction(self) -> int:
        return UNITS[self.unit]

    @property
    def key(self) -> tuple:
        return (self.series, self.unit, self.at)


def parse(name: str) -> PerfName | None:
    """The parts of a perf observation name; None for a name outside the scheme."""
    m = _NAME.match(name)
    if not m:
        return None
    at = m.group("at")
    return PerfName(m.group("series"), m.group("unit"), m.group("stat"), int(at) if at is not None else None)


# Beyond this a number cannot be charted (its scale, ticks and 5% headroom overflow a double):
# such a value (1.6e308, a 400-digit integer) is left out of the charts and comparisons.
CHARTABLE = 1e300


def _number(v) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and -CHARTABLE <= v <= CHARTABLE


def measurements(observations: list) -> dict:
    """(series, unit, at) -> {"min", "median", "max"} of the measured numbers (all three stats
    recorded); single numbers are left out."""
    out: dict = {}
    for o in observations or []:
        p = parse(o["name"])
        if p and p.stat and _number(o["value"]):
            out.setdefault(p.key, {})[p.stat] = float(o["value"])
    return {k: v for k, v in out.items() if "median" in v}


def singles(observations: list) -> dict:
    """(series, unit, at) -> value of the single numbers."""
    out = {}
    for o in observations or []:
        p = parse(o["name"])
        if p and p.stat is None and _number(o["value"]):
            out[p.key] = float(o["value"])
    return out


def key_observation(case: dict) -> dict | None:
    """The observation a perf case's matrix cell shows: its first best rate, else its first
    median outside a sweep, else its first median; None when it recorded none of these."""
    obs = [o for o in case.get("observations") or [] if _number(o["value"])]
    parsed = [(o, parse(o["name"])) for o in obs]
    for want in (lambda p: p.stat is None and p.unit == "GBps" and p.series.endswith(".best"),
                 lambda p: p.stat == "median" and p.at is None,
                 lambda p: p.stat == "median"):
        hit = next((o for o, p in parsed if p and want(p)), None)
        if hit:
            return hit
    return None


def _name(key: tuple, stat: str | None = None) -> str:
    series, unit, at = key
    return f"{series}.{unit}" + (f".{stat}" if stat else "") + (f"@{at}" if at is not None else "")


def worse_by(before: float, after: float, direction: int) -> float:
    """How much worse `after` is than `before` as a fraction (negative: better)."""
    if before == 0 or direction == 0:
        return 0.0
    return (before - after) / abs(before) if direction > 0 else (after - before) / abs(before)


def compare_case(a: dict, b: dict) -> tuple[list, list]:
    """Observation changes ([name, before, after]) and perf regressions of one perf case.

    Regressions are dicts: observation, unit, before (median), after (median), spread
    ([min, max] of the baseline), worse_pct."""
    before_obs, after_obs = a.get("observations") or [], b.get("observations") or []
    changes, regressions = [], []
    ma, mb = measurements(before_obs), measurements(after_obs)
    for key in sorted(set(ma) | set(mb), key=str):
        x, y = ma.get(key), mb.get(key)
        name = _name(key, "median")
        if x is None or y is None:
            changes.append([name, x and x["median"], y and y["median"]])
            continue
        lo, hi = x.get("min", x["median"]), x.get("max", x["median"])
        if lo <= y["median"] <= hi:
            continue
        changes.append([name, x["median"], y["median"]])
        worse = worse_by(x["median"], y["median"], UNITS[key[1]])
        if worse >= REGRESSION_DROP:
            regressions.append({"observation": name, "unit": key[1], "before": x["median"],
                                "after": y["median"], "spread": [lo, hi], "worse_pct": round(100 * worse, 1)})
    measured = {k for k in set(ma) | set(mb)}

    def plain(obs):
        out = {}
        for o in obs:
            p = parse(o["name"])
            if p and (p.key in measured and p.stat or (p.stat is None and p.direction != 0)):
                continue  # a measured stat (compared above) or a derived single number
            out[o["name"]] = o["value"]
        return out

    pa, pb = plain(before_obs), plain(after_obs)
    changes += [[k, pa.get(k), pb.get(k)] for k in sorted(set(pa) | set(pb)) if pa.get(k) != pb.get(k)]
    return sorted(changes, key=lambda c: c[0]), regressions


# ---------------------------------------------------------------------------------------------
# Charts: per perf case, one chart per swept series (numbers against x), one line per run.

PALETTE = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2",
           "#7f7f7f", "#bcbd22"]
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
        y_ticks = [10 ** e for e in range(int(math.log10(y_lo)), int(math.log10(y_hi)) + 1)]
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
        pts = [{"x": round(fx(x) + dx, 1), "y": fy(m), "y_min": fy(lo if lo is not None else m),
                "y_max": fy(hi if hi is not None else m),
                "title": f"{line['label']}: {x_text(x)} → {format_number(m)} {unit}"
                         + (f" (min {format_number(lo)}, max {format_number(hi)})" if lo is not None and hi is not None else "")}
               for x, m, lo, hi in line["points"]]
        out_lines.append({"run": line["run"], "label": line["label"], "color": PALETTE[i % len(PALETTE)],
                          "polyline": "" if categories is not None else " ".join(f"{p['x']},{p['y']}" for p in pts),
                          "points": pts})
    return {
        "series": series, "unit": unit, "title": f"{series} ({unit})", "width": WIDTH, "height": HEIGHT,
        "kind": "ranges" if categories is not None else "sweep",
        "plot": {"left": LEFT, "right": WIDTH - RIGHT, "top": TOP, "bottom": HEIGHT - bottom},
        "x_label": "" if categories is not None else "size" if sizes else "x", "x_log": x_log, "y_log": y_log,
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
                per_unit.setdefault(unit, {}).setdefault(series, {})[r.key] = (st["median"], st.get("min"), st.get("max"))
    for unit, by_series in sorted(per_unit.items()):
        names = sorted(by_series)
        lines = [{"run": r.key, "label": r.label,
                  "points": [(i, *by_series[n][r.key]) for i, n in enumerate(names) if r.key in by_series[n]]}
                 for r in runs if any(r.key in by_series[n] for n in names)]
        charts.append(dict(chart(f"measurements.{unit}", unit, lines, categories=names),
                           title=f"measurements ({unit})"))
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
                    row = g["paths"].setdefault(path, {"path": path, "best_GBps": None, "limit_GBps": None,
                                                       "ratio": None, "cases": [], "run": None})
                    if v > 0 and (row["best_GBps"] is None or v > row["best_GBps"]):
                        row.update(best_GBps=v, limit_GBps=limit, run=r.key,
                                   ratio=(v / limit) if limit else None)
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
        out.append({
            "gpu": gpu, "driver": driver, "runs": g["runs"],
            "link": {"max": _link_text(link.get("max_gen"), link.get("max_width")),
                     "current": _link_text(link.get("cur_gen"), link.get("cur_width")),
                     "below_max": bool(link.get("cur_gen") and link.get("max_gen") and (
                         link.get("cur_gen") < link.get("max_gen") or link.get("cur_width", 0) < link.get("max_width", 0)))},
            "paths": sorted(paths, key=lambda p: p["path"]),
        })
    return {"rule": "best = the highest median of a path's sweep over all runs of that GPU and driver; "
                    "ratio = best / the path's physical limit (PCIe from NVML's maximum link generation "
                    "and width, x2 for bidirectional; device memory from 2 x memory clock x bus width)",
            "groups": out}


def _link_text(gen, width) -> str | None:
    return f"PCIe gen {int(gen)} x{int(width)}" if gen and width else None


def markdown(data: dict) -> str:
    lines = []
    for g in data["groups"]:
        lines.append(f"**{g['gpu']} / {g['driver']}** (link {g['link']['current'] or '?'}, "
                     f"maximum {g['link']['max'] or '?'})")
        lines.append("")
        lines.append("| path | best GB/s | limit GB/s | of the limit |")
        lines.append("|---|---:|---:|---:|")
        for p in g["paths"]:
            limit = f"{p['limit_GBps']:.1f}" if p["limit_GBps"] else "?"
            ratio = f"{100 * p['ratio']:.0f}%" if p["ratio"] else "?"
            lines.append(f"| {p['path']} | {p['best_GBps']:.1f} | {limit} | {ratio} |")
        lines.append("")
    return "\n".join(lines) if lines else "(no perf results)"


def main(argv: list[str] | None = None) -> int:
    from . import model

    p = argparse.ArgumentParser(prog="python -m cudasem_report.perf", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("inputs", nargs="+", metavar="BUNDLE_OR_FOLDER")
    p.add_argument("--markdown", action="store_true", help="print the table as Markdown (the README's)")
    args = p.parse_args(argv)
    try:
        runs = model.load_runs(args.inputs)
    except BundleError as e:
        print(f"cudasem perf: error: {e}", file=sys.stderr)
        return 2
    data = copy_rates_data(runs)
    if args.markdown:
        print(markdown(data))
    else:
        for g in data["groups"]:
            print(f"{g['gpu']} / {g['driver']}: link {g['link']['current']} (max {g['link']['max']})")
            for q in g["paths"]:
                ratio = f"{100 * q['ratio']:.0f}%" if q["ratio"] else "?"
                print(f"  {q['path']:<32} {q['best_GBps']:9.1f} GB/s  {ratio} of the limit")
    return 0


if __name__ == "__main__":
    sys.exit(main())
