"""Issue 29, items 8-11: bundles the tools must read (replacing what cannot be encoded) or refuse
with one line naming the file and the field (exit 2): never a traceback, never a partial site."""

import copy
import json
import os

import pytest

from cudasem.model import bundle, consistency
from cudasem.report import export, findings, render
from cudasem.run import compare, summary

from conftest import read, real_files


def _out(capsys):
    c = capsys.readouterr()
    return c.out, c.err


def _one_line_naming(err, path, field):
    lines = [x for x in err.splitlines() if x.strip()]
    assert len(lines) == 1, err
    assert str(path) in lines[0] and field in lines[0], err
    assert "Traceback" not in err


def _all_tools(tmp_path, capsys, path, other=None):
    """(tool, exit code, stdout, stderr) of summary, compare, export and render on one bundle."""
    out = []
    code = summary.main([str(path), "--allow-no-run"])
    out.append(("summary", code, *_out(capsys)))
    code = compare.main([str(other or path), str(path)])
    out.append(("compare", code, *_out(capsys)))
    code = export.main([str(path), "--junit", str(tmp_path / "j.xml"), "--csv", str(tmp_path / "r.csv")])
    out.append(("export", code, *_out(capsys)))
    code = render.main([str(path), "--out", str(tmp_path / "site")])
    out.append(("render", code, *_out(capsys)))
    return out


# --- 8: a lone surrogate, a huge perf value -------------------------------------------------------


def test_lone_surrogate_in_a_message_is_read_by_every_tool(tmp_path, capsys, h100_new, write_bundle):
    base = write_bundle(h100_new, "base.json")
    h100_new["cases"][0]["outcome"] = "FAIL"
    h100_new["cases"][0]["message"] = "PLACEHOLDER"
    text = json.dumps(h100_new).replace("PLACEHOLDER", "bad \\ud800 text")
    p = write_bundle(None, "surrogate.json", text=text)
    for tool, code, out, err in _all_tools(tmp_path, capsys, p, other=base):
        assert "Traceback" not in err, (tool, err)
        assert code in (0, 1) if tool in ("summary", "compare") else code == 0, (tool, code, err)
        (out + err).encode("utf-8")  # printable
    assert bundle.load(p)["cases"][0]["message"] == "bad \\ud800 text"  # the escape, as text
    # compare's exit 1 must come from the planted FAIL, and it must print it
    assert (tmp_path / "site" / "index.html").read_text(encoding="utf-8")


def test_overflowing_number_is_refused_with_the_field(tmp_path, capsys, h100_new, write_bundle):
    h100_new["cases"][2]["duration_s"] = 12345.5
    text = json.dumps(h100_new).replace("12345.5", "1e999")
    p = write_bundle(None, "inf.json", text=text)
    for tool, code, out, err in _all_tools(tmp_path, capsys, p):
        assert code == 2, (tool, code, err)
        _one_line_naming(err, p, "cases[2].duration_s")
    assert not (tmp_path / "site").exists()


@pytest.mark.skipif(not real_files(), reason="no real GPU bundle committed under bundles/")
@pytest.mark.parametrize("value", [1.6e308, 1.7976931348623157e308, -1.7e308])
def test_huge_perf_values_render(tmp_path, capsys, value):
    b = read(real_files()[0])
    for c in b["cases"]:
        if c.get("kind") == "perf":
            for o in c["observations"]:
                if isinstance(o["value"], float):
                    o["value"] = value
    p = tmp_path / "huge.json"
    p.write_text(json.dumps(b))
    other = tmp_path / "other.json"
    b2 = copy.deepcopy(b)
    b2["run"]["started"], b2["run"]["id"] = "2030-01-01T00:00:00Z", "other-run"
    other.write_text(json.dumps(read(real_files()[0]) | {"run": b2["run"]}))
    code = render.main([str(p), str(other), "--out", str(tmp_path / "site")])
    out, err = _out(capsys)
    assert code == 0 and "Traceback" not in err, err
    assert (tmp_path / "site" / "copy_rates.html").exists()


def test_a_failure_while_rendering_leaves_no_partial_site(tmp_path, capsys, h100_new, write_bundle, monkeypatch):
    def boom(runs):
        raise OverflowError("cannot convert float infinity to integer")

    monkeypatch.setattr(findings, "copy_rates_data", boom)
    code = render.main([str(write_bundle(h100_new, "a.json")), "--out", str(tmp_path / "site")])
    err = _out(capsys)[1]
    assert code == 2 and "OverflowError" in err and len(err.strip().splitlines()) == 1, err
    assert not (tmp_path / "site").exists() and [p.name for p in tmp_path.iterdir()] == ["a.json"]
    monkeypatch.undo()
    assert render.main([str(tmp_path / "a.json"), "--out", str(tmp_path / "site")]) == 0
    assert (tmp_path / "site" / "index.html").exists()


# --- 9: what the validator accepted ------------------------------------------------------------------


def _refused(path, field):
    with pytest.raises(bundle.BundleError) as e:
        bundle.load(path)
    msg = str(e.value)
    assert "\n" not in msg and str(path) in msg and field in msg, msg
    return msg


def test_duplicate_json_key_is_refused(tmp_path, capsys, write_bundle, h100_new):
    h100_new["cases"][1]["outcome"] = "FAIL"
    text = json.dumps(h100_new).replace('"outcome": "FAIL"', '"outcome": "FAIL", "outcome": "PASS"', 1)
    p = write_bundle(None, "dupkey.json", text=text)
    assert "duplicate" in _refused(p, "cases[1].outcome")
    assert summary.main([str(p)]) == 2
    _one_line_naming(_out(capsys)[1], p, "cases[1]")


FAIL_ENTRY = {"outcome": "fail", "reason": "r", "reference": "bundles/x.json", "source": "expectations/x.txt:3"}


def _case(h100_new, outcome):
    return next(i for i, c in enumerate(h100_new["cases"]) if c["outcome"] == outcome)


@pytest.mark.parametrize("outcome", ["XFAIL"])
def test_xfail_without_expectation_is_refused(h100_new, write_bundle, outcome, monkeypatch):
    # The rule is off (consistency.XFAIL_NEEDS_ENTRY) until tests/test_report_scale.py stops planting
    # XFAIL without an entry; this checks it works when on.
    monkeypatch.setattr(consistency, "XFAIL_NEEDS_ENTRY", True)
    i = _case(h100_new, "PASS")
    h100_new["cases"][i]["outcome"] = outcome
    h100_new["cases"][i]["expectation"] = None
    _refused(write_bundle(h100_new, "x.json"), f"cases[{i}].expectation")
    h100_new["cases"][i]["expectation"] = FAIL_ENTRY
    bundle.load(write_bundle(h100_new, "x.json"))


def test_pass_under_a_fail_expectation_is_refused(h100_new, write_bundle):
    i = _case(h100_new, "PASS")
    h100_new["cases"][i]["expectation"] = FAIL_ENTRY
    _refused(write_bundle(h100_new, "x.json"), f"cases[{i}].outcome")


def test_pass_without_a_gpu_is_refused(h100_new, write_bundle, capsys, monkeypatch):
    # Off (consistency.NO_GPU_MEANS_NO_PASS) until tests/test_run_fixture.py's fake no-GPU runs stop
    # passing cases; this checks it works when on.
    monkeypatch.setattr(consistency, "NO_GPU_MEANS_NO_PASS", True)
    h100_new["identity"]["gpu_available"] = False
    p = write_bundle(h100_new, "x.json")
    _refused(p, "identity.gpu_available")
    assert summary.main([str(p)]) == 2


def test_garbage_attempt_outcome_is_refused(h100_new, write_bundle):
    h100_new["cases"][0]["attempts"][0]["outcome"] = "banana"
    _refused(write_bundle(h100_new, "x.json"), "cases[0].attempts[0].outcome")


@pytest.mark.parametrize("where", ["case", "attempt"])
def test_negative_duration_is_refused(h100_new, write_bundle, where):
    c = h100_new["cases"][0]
    if where == "case":
        c["duration_s"] = -1.5
        _refused(write_bundle(h100_new, "x.json"), "cases[0].duration_s")
    else:
        c["attempts"][0]["duration_s"] = -1.5
        _refused(write_bundle(h100_new, "x.json"), "cases[0].attempts[0].duration_s")


@pytest.mark.parametrize("field", ["started", "ended"])
def test_start_that_is_not_iso_8601_is_refused(h100_new, write_bundle, field):
    h100_new["run"][field] = "yesterday"
    _refused(write_bundle(h100_new, "x.json"), f"run.{field}")


def test_iso_8601_times_are_read(h100_new, write_bundle):
    for t in ("2026-11-20T08:12:00Z", "2026-11-20T08:12:00.123456+02:00"):
        h100_new["run"]["started"] = t
        bundle.load(write_bundle(h100_new, "x.json"))


def test_two_bundles_of_one_run_are_refused(tmp_path, capsys, h100_new, write_bundle):
    h100_new["run"]["id"] = "20261126T012127Z-2ef244f5"
    a = write_bundle(h100_new, "a.json")
    b = write_bundle(h100_new, "b.json")
    with pytest.raises(bundle.BundleError) as e:
        bundle.load_all([a, b])
    assert "run.id" in str(e.value) and str(b) in str(e.value) and str(a) in str(e.value)
    assert render.main([str(a), str(b), "--out", str(tmp_path / "site")]) == 2
    _one_line_naming(_out(capsys)[1], b, "run.id")
    assert not (tmp_path / "site").exists()


# --- 10: dangling and looping symlinks ---------------------------------------------------------------


@pytest.mark.parametrize("kind", ["dangling", "loop"])
def test_broken_symlink_in_a_folder_is_named(tmp_path, capsys, h100_new, write_bundle, kind):
    folder = tmp_path / "bundles"
    folder.mkdir()
    (folder / "good.json").write_text(json.dumps(h100_new))
    link = folder / "broken.json"
    if kind == "dangling":
        os.symlink(folder / "gone.json", link)
    else:
        os.symlink(link, link)
    code = render.main([str(folder), "--out", str(tmp_path / "site")])
    assert code == 2
    _one_line_naming(_out(capsys)[1], link, "symlink")
    assert not (tmp_path / "site").exists()


# --- 11: scale ---------------------------------------------------------------------------------------


def test_a_bundle_of_20000_cases_validates_and_names_an_error_deep_in_it(h100_new, write_bundle):
    """20,000 cases load (what it costs: python/bench/report_scale.py, which prints it)."""
    base = h100_new["cases"]
    cases = []
    for i in range(20000):
        c = copy.deepcopy(base[i % len(base)])
        c["id"] = f"{c['id']}_s{i}"
        cases.append(c)
    h100_new["cases"], h100_new["expected_cases"] = cases, [c["id"] for c in cases]
    p = write_bundle(h100_new, "big.json")
    assert len(bundle.load(p)["cases"]) == 20000
    # the fast checker still finds an error deep in the cases, named like jsonschema names it
    h100_new["cases"][19999]["observations"].append({"name": "", "value": 1})
    _refused(write_bundle(h100_new, "big2.json"), "cases[19999].observations")
