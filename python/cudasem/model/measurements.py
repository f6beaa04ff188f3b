"""Measurements: the numbers perf cases record and how two runs of them compare.

The perf cases (cases/perf/, shared code in cases/perf/perf.h) record each number as a quantity
(schema/record.schema.json): the observation carries its parts as fields,

    series  dotted lowercase words ("pinned.h2d", "limit.pcie_max")
    unit    GBps and x are better when higher, us/ms/ns/s when lower; count, gen, lanes, MHz,
            MBps and bits are facts without a direction
    stat    min, median or max of a number measured N times; absent for a single number
    at      the point of a sweep (a size in bytes, a count of streams or of repeats)

and its name (<series>.<unit>[.<stat>][@<at>]) is only a stable label: nothing here reads it
back. A copy path's summary is <path>.best and <path>.limit (GBps) and <path>.best_to_limit (x);
the link is pcie.{max,cur}_{gen,width}.

Comparing two runs (`compare_case`): a measured number (with min/median/max) changed only when
the new median lies outside the baseline's recorded spread [min, max]; it is a perf regression
when it changed and got worse by 10% or more. Derived single numbers (best, ratios) are not
compared: the measurements they come from are. Facts are compared exactly (a link that trained
below its maximum shows up), and other observations as before.
"""

from __future__ import annotations

from dataclasses import dataclass

HIGHER_IS_BETTER = {"GBps": 1, "x": 1}
LOWER_IS_BETTER = {"us": -1, "ms": -1, "ns": -1, "s": -1}
FACTS = ("count", "gen", "lanes", "MHz", "MBps", "bits")
UNITS = {**HIGHER_IS_BETTER, **LOWER_IS_BETTER, **{u: 0 for u in FACTS}}
STATS = ("min", "median", "max")
REGRESSION_DROP = 0.10  # a measured number 10% worse (beyond its spread) is a perf regression


@dataclass(frozen=True)
class Quantity:
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


def quantity(obs: dict) -> Quantity | None:
    """The parts of a perf observation (its series, unit, stat and at fields); None for an
    observation that is no quantity."""
    unit = obs.get("unit")
    if unit not in UNITS or not isinstance(obs.get("series"), str):
        return None
    return Quantity(obs["series"], unit, obs.get("stat"), obs.get("at"))


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
        p = quantity(o)
        if p and p.stat and _number(o["value"]):
            out.setdefault(p.key, {})[p.stat] = float(o["value"])
    return {k: v for k, v in out.items() if "median" in v}


def singles(observations: list) -> dict:
    """(series, unit, at) -> value of the single numbers."""
    out = {}
    for o in observations or []:
        p = quantity(o)
        if p and p.stat is None and _number(o["value"]):
            out[p.key] = float(o["value"])
    return out


def key_observation(case: dict) -> dict | None:
    """The observation a perf case's matrix cell shows: its first best rate, else its first
    median outside a sweep, else its first median; None when it recorded none of these."""
    obs = [o for o in case.get("observations") or [] if _number(o["value"])]
    parsed = [(o, quantity(o)) for o in obs]
    for want in (
        lambda p: p.stat is None and p.unit == "GBps" and p.series.endswith(".best"),
        lambda p: p.stat == "median" and p.at is None,
        lambda p: p.stat == "median",
    ):
        hit = next((o for o, p in parsed if p and want(p)), None)
        if hit:
            return hit
    return None


def _median_names(observations: list) -> dict:
    """(series, unit, at) -> the name of its median observation (the record's stable label)."""
    out: dict = {}
    for o in observations or []:
        p = quantity(o)
        if p and p.stat == "median":
            out.setdefault(p.key, o["name"])
    return out


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
    names = {**_median_names(after_obs), **_median_names(before_obs)}
    for key in sorted(set(ma) | set(mb), key=str):
        x, y = ma.get(key), mb.get(key)
        name = names[key]
        if x is None or y is None:
            changes.append([name, x and x["median"], y and y["median"]])
            continue
        lo, hi = x.get("min", x["median"]), x.get("max", x["median"])
        if lo <= y["median"] <= hi:
            continue
        changes.append([name, x["median"], y["median"]])
        worse = worse_by(x["median"], y["median"], UNITS[key[1]])
        if worse >= REGRESSION_DROP:
            regressions.append(
                {
                    "observation": name,
                    "unit": key[1],
                    "before": x["median"],
                    "after": y["median"],
                    "spread": [lo, hi],
                    "worse_pct": round(100 * worse, 1),
                }
            )
    measured = {k for k in set(ma) | set(mb)}

    def plain(obs):
        out = {}
        for o in obs:
            p = quantity(o)
            if p and (p.key in measured and p.stat or (p.stat is None and p.direction != 0)):
                continue  # a measured stat (compared above) or a derived single number
            out[o["name"]] = o["value"]
        return out

    pa, pb = plain(before_obs), plain(after_obs)
    changes += [[k, pa.get(k), pb.get(k)] for k in sorted(set(pa) | set(pb)) if pa.get(k) != pb.get(k)]
    return sorted(changes, key=lambda c: c[0]), regressions


# ---------------------------------------------------------------------------------------------
# Charts: per perf case, one chart per swept series (numbers against x), one line per run.
