"""JUnit XML and deqp-runner results.csv exports of a bundle."""

import csv
import json
import xml.etree.ElementTree as ET

from cudasem.report import export

from conftest import read, real_files


def _bundle(tmp_path):
    b = read(real_files()[-1])
    outcomes = ["UNSUPPORTED", "FAIL", "XFAIL", "FLAKY", "CRASH"]
    for c, o in zip(b["cases"], outcomes):
        c["outcome"] = o
        c["message"] = f"{o} message\nsecond line"
        if o == "XFAIL":
            c["expectation"] = {"outcome": "fail", "reason": "known", "reference": "r", "source": "e.txt:3"}
    p = tmp_path / "b.json"
    p.write_text(json.dumps(b))
    return b, p


def test_junit_has_a_suite_per_area_with_gpu_properties_skips_and_marks(tmp_path):
    b, p = _bundle(tmp_path)
    assert export.main([str(p), "--junit", str(tmp_path / "j.xml")]) == 0
    root = ET.parse(tmp_path / "j.xml").getroot()
    cases = {tc.get("name"): tc for tc in root.iter("testcase")}
    assert len(cases) == len(b["cases"])
    first = b["cases"]
    assert cases[first[0]["id"]].find("skipped").get("message") == "UNSUPPORTED message"
    assert cases[first[1]["id"]].find("failure").get("type") == "FAIL"
    assert cases[first[4]["id"]].find("failure").get("type") == "CRASH"
    xfail = cases[first[2]["id"]]
    assert xfail.find("failure") is None and "e.txt:3" in xfail.find("system-out").text
    # per-case facts in system-out: junit-10.xsd allows <properties> only in suites (test_export_junit.py)
    assert "cudasem.outcome=XFAIL" in xfail.find("system-out").text and xfail.find("properties") is None
    assert "cudasem.outcome=FLAKY" in cases[first[3]["id"]].find("system-out").text
    suite = root.find("testsuite")
    props = {p.get("name"): p.get("value") for p in suite.find("properties")}
    assert props["gpu"] == b["identity"]["gpu"]["name"] and props["driver"] == "580.159.04"
    assert all(tc.get("classname") == s.get("name") for s in root.iter("testsuite") for tc in s.iter("testcase"))


def test_results_csv_uses_deqp_runner_status_names(tmp_path):
    b, p = _bundle(tmp_path)
    assert export.main([str(p), "--csv", str(tmp_path / "r.csv")]) == 0
    rows = {r[0]: r for r in csv.reader((tmp_path / "r.csv").open())}
    ids = [c["id"] for c in b["cases"][:5]]
    assert [rows[i][1] for i in ids] == ["Skip", "Fail", "ExpectedFail", "Flake", "Crash"]
    assert all(len(r) == 3 and float(r[2]) >= 0 for r in rows.values())


def test_a_bad_bundle_is_one_line_and_exit_2(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert export.main([str(bad), "--csv", str(tmp_path / "x.csv")]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("export:") and "bad.json" in err and len(err.splitlines()) == 1


def test_rendering_the_same_bundles_twice_changes_no_file(tmp_path):
    from cudasem.report import render
    from cudasem.report import view as model

    from conftest import planted_files

    runs = model.load_runs(planted_files())
    render.render(runs, tmp_path / "a")
    render.render(model.load_runs(planted_files()), tmp_path / "b")
    a = {p.relative_to(tmp_path / "a"): p.read_bytes() for p in (tmp_path / "a").rglob("*") if p.is_file()}
    b = {p.relative_to(tmp_path / "b"): p.read_bytes() for p in (tmp_path / "b").rglob("*") if p.is_file()}
    assert a.keys() == b.keys() and all(a[k] == b[k] for k in a)
