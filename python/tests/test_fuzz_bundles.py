"""A seeded mutation fuzz of the bundle readers: compare, summary and render on mutated bundles.

Each mutation (a key dropped, a value of another type, NaN, a huge or deeply nested value,
invalid UTF-8, truncation) must end in a clear exit (0, 1 or 2: a one-line error naming the
file), never a traceback. A failure prints the seed and mutation so it reproduces.
"""

import copy
import json
import random

import pytest

from cudasem.report import render
from cudasem.run import compare, summary

from conftest import planted_files, read

ITERATIONS = 120


def small_bundle():
    b = copy.deepcopy(read(next(p for p in planted_files() if "h100" in p.name and "580" in p.name)))
    b["cases"] = b["cases"][:12]
    kept = {c["id"] for c in b["cases"]}
    for key in ("expected_cases",):  # lists of ids that must match the cases kept
        if isinstance(b.get(key), list):
            b[key] = [x for x in b[key] if (x.get("id") if isinstance(x, dict) else x) in kept]
    return b


def paths(b):
    """Every (container, key) in the bundle, for picking a place to mutate."""
    out = []

    def walk(x):
        if isinstance(x, dict):
            for k in list(x):
                out.append((x, k))
                walk(x[k])
        elif isinstance(x, list):
            for i in range(len(x)):
                out.append((x, i))
                walk(x[i])

    walk(b)
    return out


WEIRD = [
    None,
    "",
    "x" * 5000,
    -1,
    2**70,
    1.5,
    float("nan"),
    True,
    [],
    {},
    [[[[[[[[[[[]]]]]]]]]]],
    {"a": {"b": {"c": {}}}},
    "\u202e\ufffd",
    0,
]


def mutate(b, rng):
    """One mutation; returns (text, what)."""
    kind = rng.randrange(5)
    if kind == 4:  # bytes-level: invalid UTF-8 or truncation
        text = json.dumps(b)
        if rng.random() < 0.5:
            cut = rng.randrange(len(text))
            return text[:cut], f"truncated at {cut}"
        pos = rng.randrange(len(text))
        return text[:pos].encode() + b"\xff\xfe" + text[pos:].encode(), f"invalid UTF-8 at {pos}"
    container, key = rng.choice(paths(b))
    if kind == 0 and isinstance(container, dict):
        del container[key]
        what = f"dropped {key!r}"
    elif kind == 1 and isinstance(container, list) and container:
        container.insert(0, rng.choice(WEIRD))
        what = "inserted into a list"
    else:
        container[key] = rng.choice(WEIRD)
        what = f"{key!r} := {str(container[key])[:40]}"
    return json.dumps(b, allow_nan=True), what


@pytest.mark.parametrize("tool", ["compare", "summary", "render"])
def test_mutated_bundles_never_give_a_traceback(tool, tmp_path, capsys):
    rng = random.Random(20261123)
    good = tmp_path / "good.json"
    good.write_text(json.dumps(small_bundle()))
    codes = []
    for i in range(ITERATIONS):
        text, what = mutate(small_bundle(), rng)
        bad = tmp_path / "bad.json"
        bad.write_bytes(text if isinstance(text, bytes) else text.encode())
        try:
            if tool == "compare":
                code = compare.main([str(good), str(bad)])
            elif tool == "summary":
                code = summary.main([str(bad)])
            else:
                out = tmp_path / f"site{i}"
                code = render.main([str(bad), "--out", str(out)])
        except SystemExit as e:
            code = e.code
        except Exception as e:  # noqa: BLE001 - a traceback is the failure this test looks for
            pytest.fail(f"{tool}, mutation {i} ({what}): {type(e).__name__}: {e}")
        err = capsys.readouterr().err
        assert code in (0, 1, 2, None), f"{tool}, mutation {i} ({what}): exit {code}"
        assert "Traceback" not in err, f"{tool}, mutation {i} ({what}): {err[-500:]}"
        codes.append(code or 0)
    # The mutations reach both sides: bundles still read, and bundles refused with exit 2.
    assert 2 in codes and any(c != 2 for c in codes), codes
