"""compare reads each bundle lean (bundle.load's slim: every case checked as the whole reading
checks it, then only what compare needs kept, equal values once), so that two runs of 200,000 cases
fit in well under a gigabyte (python/bench/tools_scale.py measures it; no test asserts a time).
The lean reading accepts and refuses exactly what the whole reading does, word for word."""

from __future__ import annotations

import copy
import json

import pytest

from cudasem.model import bundle
from cudasem.run import compare

from conftest import REAL, bundle_files, planted_files, read

H100 = next(p for p in planted_files() if "h100" in p.name and "580" in p.name)
ENTRY = {"outcome": "fail", "reason": "r", "reference": "x", "source": "e.txt:1"}


def _spoil(b, how):
    c = b["cases"][0]
    if how == "valid":
        pass
    elif how == "schema in a case":
        c["citation"] = {"doc": 5}
    elif how == "schema at the top":
        b["run"]["command"] = "ctest"
    elif how == "xfail without an entry":
        c["outcome"], c["expectation"] = "XFAIL", None
    elif how == "pass after a failed attempt":
        c["outcome"] = "PASS"
        c["expectation"] = None
        c["attempts"] = [{"attempt": 1, "outcome": "CRASH"}, {"attempt": 2, "outcome": "PASS"}]
    elif how == "a device named otherwise":
        c["device"] = dict(b["identity"]["gpus"][0], name="NVIDIA L4")
    elif how == "duplicate case id":
        b["cases"][1]["id"] = c["id"]
    elif how == "a case-like object elsewhere":
        b["run"]["shards"] = [dict(copy.deepcopy(c), started="x")]
    elif how == "a case without attempts":
        del c["attempts"]
    elif how == "expected case without an entry":
        b["expected_cases"].append("a.b.not_there")
    elif how == "cases after the identity":
        identity = b.pop("identity")
        b["identity"] = identity
    return b


HOWS = [
    "valid",
    "schema in a case",
    "schema at the top",
    "xfail without an entry",
    "pass after a failed attempt",
    "a device named otherwise",
    "duplicate case id",
    "a case-like object elsewhere",
    "a case without attempts",
    "expected case without an entry",
    "cases after the identity",
]


def _both(path):
    keep = compare.slimmer()
    out = []
    for slim in (None, keep):
        try:
            b = bundle.load(path, slim=slim)
            out.append(("ok", [keep(c) for c in b["cases"]] if slim is None else b["cases"]))
        except bundle.BundleError as e:
            out.append(("refused", str(e)))
    return out


@pytest.mark.parametrize("how", HOWS)
def test_the_lean_reading_accepts_and_refuses_what_the_whole_reading_does(tmp_path, how):
    p = tmp_path / "b.json"
    p.write_text(json.dumps(_spoil(read(H100), how)))
    whole, lean = _both(p)
    assert whole == lean
    assert (whole[0] == "ok") == (how in ("valid", "cases after the identity", "a case-like object elsewhere"))


@pytest.mark.parametrize(
    "text",
    [
        lambda t: t.replace('"outcome": "PASS"', '"outcome": "PASS", "outcome": "FAIL"', 1),  # a key twice
        lambda t: t.replace('"duration_s": ', '"duration_s": 1e999, "x": ', 1),  # too large for a double
        lambda t: t.replace('"message": ""', '"message": "\\ud800"', 1),  # a lone surrogate
        lambda t: t[: len(t) // 2],  # truncated
        lambda t: "\ufeff" + t,  # a byte order mark
    ],
)
def test_the_lean_reading_of_unusual_json_is_the_whole_readings(tmp_path, text):
    p = tmp_path / "b.json"
    p.write_text(text(json.dumps(read(H100))), encoding="utf-8")
    whole, lean = _both(p)
    assert whole == lean


def test_the_lean_reading_of_a_real_bundle_keeps_what_compare_reads():
    real = bundle_files(REAL)[0]
    keep = compare.slimmer()
    lean = bundle._load_slim(real, keep)  # read lean, not by the fallback to the whole reading
    whole = bundle.load(real)
    assert [c["id"] for c in lean["cases"]] == [c["id"] for c in whole["cases"]]
    assert lean["identity"] == whole["identity"] and lean["run"] == whole["run"]
    for a, b in zip(lean["cases"], whole["cases"], strict=True):
        assert set(a) == {"id", "outcome", "message", "kind", "device", "observations"}
        assert a["outcome"] == b["outcome"] and a["message"] == b["message"] and a["device"] == b["device"]
        assert a["observations"] == [{k: v for k, v in o.items() if k != "check"} for o in b["observations"]]
    # equal values are kept once
    devices = {id(c["device"]) for c in lean["cases"] if c["device"]}
    assert len(devices) == 1


def test_true_and_1_stay_apart_when_shared():
    keep = compare.slimmer()
    a = keep({"id": "a.b", "outcome": "PASS", "message": "", "observations": [{"name": "n", "value": 1}]})
    b = keep({"id": "a.c", "outcome": "PASS", "message": "", "observations": [{"name": "n", "value": True}]})
    assert a["observations"][0]["value"] is 1 and b["observations"][0]["value"] is True  # noqa: F632


def test_compare_of_lean_bundles_finds_what_the_whole_ones_show(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(compare, "renamed_ids", lambda: {})
    base = read(H100)
    new = copy.deepcopy(base)
    cid = next(c["id"] for c in new["cases"] if c["outcome"] == "PASS")
    for c in new["cases"]:
        if c["id"] == cid:
            c.update(outcome="FAIL", message="it broke")
    pa, pn = tmp_path / "a.json", tmp_path / "n.json"
    pa.write_text(json.dumps(base))
    pn.write_text(json.dumps(new))
    assert compare.main([str(pa), str(pn)]) == 1
    out = capsys.readouterr().out
    d = compare.diff(bundle.load(pa), bundle.load(pn), retired=set(), renames={})
    assert compare.format_text(d) == out.rstrip("\n")
    assert f"{cid}: PASS -> FAIL" in out and "it broke" in out
