"""The deqp-runner style results.csv: LF line ends (deqp-runner's; csv.writer's default is CRLF),
one `test,status,duration` row per case, no absolute paths."""

import copy
import csv
import io
import json

import pytest

from cudasem.report import export

from conftest import planted_files, read, real_files


def _csv(tmp_path, bundle: dict) -> bytes:
    src, out = tmp_path / "b.json", tmp_path / "results.csv"
    src.write_text(json.dumps(bundle))
    assert export.main([str(src), "--csv", str(out)]) == 0
    return out.read_bytes()


@pytest.mark.parametrize("path", real_files(), ids=lambda p: p.name)
def test_real_bundles_give_lf_rows_in_deqp_runner_form(tmp_path, path):
    b = read(path)
    raw = _csv(tmp_path, b)
    assert b"\r" not in raw and raw.endswith(b"\n")
    lines = raw.decode("utf-8").split("\n")[:-1]
    assert len(lines) == len(b["cases"]) and lines == sorted(lines, key=lambda l: l.split(",")[0])
    rows = list(csv.reader(io.StringIO(raw.decode("utf-8"))))
    assert {r[1] for r in rows} <= set(export.DEQP_STATUS.values())
    assert all(len(r) == 3 and float(r[2]) >= 0 for r in rows)
    assert b"/work/" not in raw


def test_synthetic_bundle_rows_end_in_lf_and_quote_only_what_needs_it(tmp_path):
    b = copy.deepcopy(read(planted_files()[0]))
    b["cases"][0]["outcome"], b["cases"][1]["outcome"] = "XPASS", "FLAKY"
    b["cases"][0]["message"] = "/work/main/cases/a.cpp:1: line one\r\nline two\n"
    raw = _csv(tmp_path, b)
    assert raw.count(b"\n") == len(b["cases"]) and b"\r\n" not in raw
    rows = {r[0]: r[1] for r in csv.reader(io.StringIO(raw.decode("utf-8")))}
    assert rows[b["cases"][0]["id"]] == "UnexpectedPass" and rows[b["cases"][1]["id"]] == "Flake"
