"""The compiled checks read a rewritten schema (model/schemas.py `_fast`: references written out,
a nullable object as one schema, `if required X then S` as a dependency), only so that no error is
raised and caught per case. They must accept and refuse exactly what the declared schema does:
every case of a committed bundle, and that case with each planted change, is judged the same by
the compiled check and by jsonschema over the declared document."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from cudasem.model import schemas

from conftest import read

jsonschema = pytest.importorskip("jsonschema")
ROOT = Path(__file__).resolve().parents[2]


def _cases():
    bundle = read(ROOT / "bundles" / "nvidia-h200_580.159.04.json.gz")
    return bundle["cases"]


def _plants(case):
    """Variants of one case entry, each changing one typed part."""
    for i, obs in enumerate(case.get("observations", [])):
        for change in (
            lambda o: o.update(series="x.y"),  # a series without a unit
            lambda o: o.update(unit="GB/s"),  # a unit without a series
            lambda o: o.update(stat="median"),
            lambda o: o.update(at=-1),
            lambda o: o.update(check={"function": "f", "expected": None, "documented": None}),
            lambda o: o.update(check={"function": "f", "expected": 7, "documented": True}),
            lambda o: o.update(check={"function": "f", "expected": {"name": "x"}, "documented": True}),
            lambda o: o.pop("check", None) and o.update(value={"name": "cudaSuccess", "code": 0}),
        ):
            c = copy.deepcopy(case)
            change(c["observations"][i])
            yield c
        break


def _declared():
    full = schemas.document("bundle")
    return jsonschema.Draft202012Validator({**full["$defs"]["case"], "$defs": full["$defs"]})


def _agree(case, fast, declared):
    try:
        fast(case)
        fast_ok = True
    except Exception:
        fast_ok = False
    assert fast_ok == declared.is_valid(case), json.dumps(case)[:400]


def test_every_committed_case_is_judged_alike():
    fast, declared = schemas.validator("case"), _declared()
    for case in _cases():
        _agree(case, fast, declared)


def test_planted_changes_are_judged_alike():
    fast, declared = schemas.validator("case"), _declared()
    refused = 0
    for case in _cases()[::40]:
        for variant in _plants(case):
            _agree(variant, fast, declared)
            refused += not declared.is_valid(variant)
    assert refused > 0  # the plants reach the rules the rewrite touches
