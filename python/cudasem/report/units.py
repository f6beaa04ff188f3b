"""Units on every number the report shows: sizes in B/KiB/MiB/GiB, times in ns/µs/ms/s, rates in
GB/s, ratios as ×. A number's unit comes from its observation: a perf quantity carries it as a
field (its "unit"; model/measurements.py), other observations by the words of their name
(`largest_size_returned_early`, `free_bytes`, `wall_ms`, `allocation_pitch`)."""

from __future__ import annotations

import re
from functools import lru_cache

from ..model.measurements import CHARTABLE, quantity
from .text import format_value

TIME_UNITS = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}
_WORDS = re.compile(r"[^a-z0-9]+")
_NOT_BYTES = {"block", "blocks", "grid", "cluster", "clusters", "potential", "group", "warp", "heap_count"}
_BYTE_WORDS = {"bytes", "pitch", "mem", "smem"}
_DIGITS = re.compile(r"^\d+(?:\s*[,;]\s*\d+|\s+\d+)*$")


def obs_unit(obs: dict) -> str | None:
    """The unit of an observation's number: a quantity's own unit field (a count of bytes as
    bytes), else unit_of its name."""
    q = quantity(obs)
    if q is not None:
        return "bytes" if q.unit == "count" and "bytes" in _WORDS.split(q.series) else q.unit
    return unit_of(obs["name"])


@lru_cache(maxsize=65536)
def unit_of(name: str) -> str | None:
    """The unit the words of an observation's name give: bytes, ns/us/ms/s or MiB; None for a
    plain number (a count of elements, a flag, an attribute)."""
    base = name.split("@", 1)[0].split("[", 1)[0].split("(", 1)[0].lower()
    words = [w for w in _WORDS.split(base) if w]
    if not words:
        return None
    if words[-1] in TIME_UNITS or any(w in ("ms", "us", "ns") for w in words):
        return next(w for w in reversed(words) if w in TIME_UNITS)
    if words[-1] == "mib":
        return "MiB"
    if _BYTE_WORDS & set(words) or (
        ("size" in words or "sizes" in words or "alignment" in words) and not _NOT_BYTES & set(words)
    ):
        return "bytes"
    return None


def number(v: float) -> str:
    """Three significant digits, no exponent for everyday magnitudes: 0.455, 12.3, 3352."""
    if v == 0:
        return "0"
    if not -CHARTABLE <= v <= CHARTABLE:
        return f"{float(v):.4g}"
    a = abs(v)
    if v == int(v) and a < 1e15:
        return str(int(v))
    if a >= 100:
        return f"{v:.0f}"
    if a >= 10:
        return f"{v:.1f}"
    if a >= 0.01:
        return f"{v:.3g}"
    return f"{v:.2g}"


def size(n: float) -> str:
    """4096 -> 4 KiB, 1048576 -> 1 MiB, 1536 -> 1.5 KiB, 100 -> 100 B."""
    for unit, scale in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if abs(n) >= scale:
            q = n / scale
            return f"{int(q)} {unit}" if q == int(q) else f"{number(q)} {unit}"
    return f"{int(n)} B" if n == int(n) else f"{number(n)} B"


def duration(v: float, unit: str = "s") -> str:
    """A time in the unit that reads best: 0.0000123 s -> 12.3 µs, 1000000 us -> 1 s."""
    s = v * TIME_UNITS[unit]
    a = abs(s)
    if a == 0:
        return f"0 {'µs' if unit == 'us' else unit}"
    if a < 1e-6:
        return f"{number(s / 1e-9)} ns"
    if a < 1e-3:
        return f"{number(s / 1e-6)} µs"
    if a < 1:
        return f"{number(s / 1e-3)} ms"
    return f"{number(s)} s"


def with_unit(value, unit: str | None) -> str:
    """A value with its unit; a non-number (text, a flag) as format_value shows it."""
    if isinstance(value, bool) or unit is None:
        return format_value(value)
    if isinstance(value, str):
        if unit == "bytes" and _DIGITS.match(value.strip()):
            return ", ".join(size(int(d)) for d in re.findall(r"\d+", value))
        return value
    if not isinstance(value, (int, float)) or not -CHARTABLE <= value <= CHARTABLE:
        return format_value(value)
    if unit == "bytes":
        return size(value)
    if unit == "MiB":
        return size(value * (1 << 20))
    if unit in TIME_UNITS:
        return duration(value, unit)
    if unit == "GBps":
        return f"{number(value)} GB/s"
    if unit == "MBps":
        return f"{number(value)} MB/s"
    if unit == "x":
        return f"{number(value)}×"
    if unit == "MHz":
        return f"{number(value)} MHz"
    if unit == "bits":
        return f"{int(value)} bits" if value == int(value) else f"{number(value)} bits"
    if unit == "gen":
        return f"gen {number(value)}"
    if unit == "lanes":
        return f"x{number(value)}"
    return format_value(value)


def show(obs: dict) -> str:
    """An observation's value as the report shows it: with its unit (obs_unit)."""
    value = obs["value"]
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        return format_value(value)
    return with_unit(value, obs_unit(obs))
