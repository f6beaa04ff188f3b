"""Bad input: a clear error naming the file, exit status 2."""

import json

import pytest

from cudasem.model import schemas
from cudasem.report.render import main

from conftest import DEFAULT_MODE, planted_files


def run(capsys, *args):
    code = main([*map(str, args)])
    return code, capsys.readouterr().err


def test_truncated_json(tmp_path, capsys):
    bad = tmp_path / "truncated.json"
    bad.write_text(planted_files()[0].read_text()[:500])
    code, err = run(capsys, bad, "--out", tmp_path / "site")
    assert code == 2 and str(bad) in err and "not valid JSON" in err
    assert not (tmp_path / "site").exists()


def test_wrong_schema(tmp_path, capsys, h100_new, write_bundle):
    h100_new["schema"] = "cudasem-bundle/3"
    bad = write_bundle(h100_new, "future.json")
    code, err = run(capsys, bad, "--out", tmp_path / "site")
    assert code == 2 and str(bad) in err and "cudasem-bundle/3" in err


def test_an_old_bundle_names_the_upgrader(tmp_path, capsys, h100_new, write_bundle):
    h100_new["schema"] = "cudasem-bundle/1"
    old = write_bundle(h100_new, "old.json")
    code, err = run(capsys, old, "--out", tmp_path / "site")
    assert code == 2 and str(old) in err and f"cudasem bundle upgrade {old}" in err


def test_not_a_bundle(tmp_path, capsys, write_bundle):
    bad = write_bundle({"tests": []}, "ctest.json")
    code, err = run(capsys, bad, "--out", tmp_path / "site")
    assert code == 2 and str(bad) in err and "not a cudasem result bundle" in err


def test_duplicate_case_ids(tmp_path, capsys, h100_new, write_bundle):
    h100_new["cases"].append(dict(h100_new["cases"][0]))
    bad = write_bundle(h100_new, "dup.json")
    code, err = run(capsys, bad, "--out", tmp_path / "site")
    assert code == 2 and str(bad) in err and "duplicate case id" in err


def test_unknown_outcome(tmp_path, capsys, h100_new, write_bundle):
    h100_new["cases"][0]["outcome"] = "ERROR"
    bad = write_bundle(h100_new, "outcome.json")
    code, err = run(capsys, bad, "--out", tmp_path / "site")
    assert code == 2 and str(bad) in err and "'ERROR'" in err


@pytest.mark.parametrize("nested", [False, True])
def test_folder_without_bundle(tmp_path, capsys, nested):
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / "notes.txt").write_text("no bundle here")
    args = [empty] + (list(planted_files()) if nested else [])
    code, err = run(capsys, *args, "--out", tmp_path / "site")
    assert code == 2 and str(empty) in err and "no bundle" in err


def test_missing_path(tmp_path, capsys):
    code, err = run(capsys, tmp_path / "nope", "--out", tmp_path / "site")
    assert code == 2 and "nope: no such file or folder" in err


def test_diff_of_other_gpus_is_refused(tmp_path, capsys):
    h100 = next(p for p in planted_files() if "h100" in p.name)
    l4 = next(p for p in planted_files() if "l4" in p.name)
    code, err = run(capsys, h100, "--diff", h100, l4, "--out", tmp_path / "site")
    assert code == 2 and "different GPUs" in err


def test_diff_of_runs_made_differently_names_the_difference(tmp_path, capsys, h100_new, write_bundle):
    mode = dict(DEFAULT_MODE)
    a = write_bundle(dict(h100_new, run=dict(h100_new.get("run") or {}, mode=mode)), "a.json")
    b = write_bundle(dict(h100_new, run=dict(h100_new.get("run") or {}, mode=dict(mode, expectations="off"))), "b.json")
    code, err = run(capsys, a, b, "--diff", a, b, "--out", tmp_path / "site")
    assert code == 2 and "made differently" in err and "expectations" in err and "different GPUs" not in err


def test_explicit_diff(tmp_path, capsys):
    old, new = sorted(p for p in planted_files() if "h100" in p.name)
    code, _ = run(capsys, *planted_files(), "--diff", old, new, "--out", tmp_path / "site")
    assert code == 0
    data = json.loads((tmp_path / "site" / "diff.json").read_text())
    assert not data["automatic"] and len(data["diffs"]) == 1
    assert data["diffs"][0]["sections"][0]["items"][0]["id"] == "memcpy.async.d2h_pageable_blocks"


# ------------------------------------------------- malformed bundles: compare, summary, render


def _case0(b):
    return b["cases"][0]


BAD_BUNDLES = {
    # name: (how to spoil the bundle, or raw bytes), what the one-line error must name
    "not_utf8": (lambda text: text.encode().replace(b'"PASS"', b'"P\xe4SS"', 1), "not UTF-8 text"),
    "nan": (lambda text: text.replace('"duration_s": 0.', '"duration_s": NaN, "x": 0.', 1), "NaN is not a JSON value"),
    "infinity": (
        lambda text: text.replace('"duration_s": 0.', '"duration_s": -Infinity, "x": 0.', 1),
        "-Infinity is not a JSON value",
    ),
    "deep_nesting": (
        lambda text: text.replace('"observations": [', '"observations": [' + "[" * 50000 + "]" * 50000 + ",", 1),
        "nested too deeply",
    ),
    "document_is_a_list": (lambda b: [b], "the document is a list"),
    "cases_not_a_list": (lambda b: b.update(cases={"a": 1}), "cases: an object, not a list"),
    "case_is_a_string": (lambda b: b["cases"].__setitem__(0, "memcpy.x.y"), "cases[0]: a string"),
    "message_not_a_string": (lambda b: _case0(b).update(message=["a", "b"]), "cases[0].message"),
    "message_null": (lambda b: _case0(b).update(message=None), "cases[0].message: null, not a string"),
    "observation_without_name": (
        lambda b: _case0(b).update(observations=[{"value": 1}]),
        "cases[0].observations[0].name",
    ),
    "observation_not_an_object": (lambda b: _case0(b).update(observations=[3]), "cases[0].observations[0]"),
    "observation_without_value": (lambda b: _case0(b).update(observations=[{"name": "x"}]), "observations[0].value"),
    "observation_without_type": (
        lambda b: _case0(b).update(observations=[{"name": "x", "value": 1}]),
        "observations[0].type",
    ),
    "code_without_number": (
        lambda b: _case0(b).update(
            observations=[
                {
                    "name": "cudaFree",
                    "value": {"name": "cudaSuccess"},
                    "type": "verdict",
                    "check": {"function": "cudaFree", "expected": None, "documented": True},
                }
            ]
        ),
        "observations[0].value",
    ),
    "identity_gpu_a_string": (lambda b: b["identity"].update(gpu="H100"), "identity.gpu"),
    "run_not_an_object": (lambda b: b.update(run=[]), "run: a list"),
    "expected_case_not_a_string": (lambda b: b["expected_cases"].append(7), "expected_cases["),
    # found by the schema (jsonschema) only
    "duration_a_string": (lambda b: _case0(b).update(duration_s="fast"), "cases[0].duration_s"),
    "attempt_without_outcome": (lambda b: _case0(b).update(attempts=[{"attempt": 1}]), "cases[0].attempts[0]"),
    "mode_expectations_maybe": (
        lambda b: b["run"].update(
            mode={
                "expectations": "maybe",
                "retries": 0,
                "run_skipped": "off",
                "labels": "-L semantics",
                "selection": "",
                "device_selection": "all",
            }
        ),
        "run.mode.expectations",
    ),
    "environment_not_strings": (
        lambda b: b["run"].update(environment={"CUDA_LAUNCH_BLOCKING": 1}),
        "run.environment.CUDA_LAUNCH_BLOCKING",
    ),
    "started_a_number": (lambda b: b["run"].update(started=5), "run.started"),
    "bad_case_id": (lambda b: _rename_case0(b, "Not An Id"), "Not An Id"),
}


def _rename_case0(b, new_id):
    b["expected_cases"][b["expected_cases"].index(_case0(b)["id"])] = new_id
    _case0(b)["id"] = new_id


def _spoil(name, tmp_path):
    from conftest import planted_files

    src = next(p for p in planted_files() if "h100" in p.name and "580" in p.name)
    spoil, says = BAD_BUNDLES[name]
    path = tmp_path / f"{name}.json"
    if name in ("not_utf8", "nan", "infinity", "deep_nesting"):
        out = spoil(src.read_text())
        path.write_bytes(out if isinstance(out, bytes) else out.encode())
    else:
        b = json.loads(src.read_text())
        b = spoil(b) if name == "document_is_a_list" else (spoil(b), b)[1]
        path.write_text(json.dumps(b))
    return src, path, says


def _tool(args):
    import os
    import subprocess
    import sys
    from pathlib import Path

    reports = Path(__file__).resolve().parents[1]
    return subprocess.run(
        [sys.executable, "-m", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env=dict(os.environ, PYTHONPATH=str(reports)),
    )


@pytest.mark.parametrize("name", BAD_BUNDLES)
def test_a_malformed_bundle_is_one_line_naming_file_and_field(tmp_path, name):
    src, bad, says = _spoil(name, tmp_path)
    for args in (
        ["cudasem", "compare", str(src), str(bad)],
        ["cudasem", "compare", str(bad), str(src)],
        ["cudasem", "summary", str(bad)],
        ["cudasem", "render", str(bad), "--out", str(tmp_path / "site")],
    ):
        r = _tool(args)
        assert r.returncode == 2, (args, r.stdout, r.stderr)
        assert "Traceback" not in r.stderr and r.stderr.count("\n") == 1, r.stderr
        assert str(bad) in r.stderr and says in r.stderr, r.stderr
        assert len(r.stderr) < 600


def test_the_schema_check_is_compiled_from_the_schema_and_agrees_with_jsonschema(tmp_path):
    """fastjsonschema compiles schema/bundle.schema.json itself (no hand-copied checks); on every
    spoiled bundle its verdict is jsonschema's (python/requirements.txt has both)."""
    import jsonschema

    from cudasem.model import bundle

    schema = schemas.document("bundle")
    reference = jsonschema.validators.validator_for(schema)(schema)
    for name in BAD_BUNDLES:
        try:
            _, bad, _ = _spoil(name, tmp_path)
            data = json.loads(bad.read_text())
        except (ValueError, RecursionError, UnicodeDecodeError):
            continue  # not JSON at all: the parser refuses it before any schema
        if not isinstance(data, dict) or data.get("schema") != bundle.SCHEMA:
            continue
        ours = bundle.schema_error(data)
        assert (ours is None) == reference.is_valid(data), (name, ours)
    _, bad, _ = _spoil("duration_a_string", tmp_path)
    with pytest.raises(bundle.BundleError, match=r"cases\[0\]\.duration_s: a string, not a number"):
        bundle.load(bad)
