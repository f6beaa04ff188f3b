"""shard: stable split of the cases over N runners, and merging the shards' bundles."""

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from cudasem.model import schemas
from cudasem.model.bundle import load
from cudasem.run import selection, shard

from conftest import DEFAULT_MODE

DATA = Path(__file__).parent / "data" / "ci"
SCHEMA = Path(__file__).resolve().parents[2] / "schema" / "bundle.schema.json"


def fake_tests(n_cases=40):
    """`ctest --show-only=json-v1` style entries: cases, fixture, selftest, a broken binary."""
    tests = [{"name": "cudasem.run.begin", "properties": [{"name": "LABELS", "value": ["fixture"]}]}]
    tests += [
        {
            "name": f"area{i % 4}.group.case_{i}",
            "properties": [{"name": "LABELS", "value": ["semantics", f"area{i % 4}"]}],
        }
        for i in range(n_cases)
    ]
    tests.append(
        {
            "name": "cudasem.not_built.cudasem_cases_x",
            "properties": [{"name": "LABELS", "value": ["semantics", "selftest"]}],
        }
    )
    tests.append({"name": "cudasem.selftest.reports", "properties": [{"name": "LABELS", "value": ["selftest"]}]})
    return shard.numbered({"tests": tests})


def test_every_case_in_exactly_one_shard():
    tests = fake_tests()
    cases = {t["name"] for t in tests if t["name"].startswith("area")}
    for n in (1, 2, 3, 7):
        parts = shard.split(tests, n)
        seen = [t["name"] for p in parts for t in p if t["name"].startswith("area")]
        assert sorted(seen) == sorted(cases)
        # a broken binary shows in every shard; fixtures and selftests in none
        assert all(any(t["name"].startswith("cudasem.not_built") for t in p) for p in parts)
        assert not any(t["name"].startswith(("cudasem.run", "cudasem.selftest")) for p in parts for t in p)


def test_split_is_stable_when_cases_are_added():
    before = {t["name"]: i for i, p in enumerate(shard.split(fake_tests(20), 3)) for t in p}
    after = {t["name"]: i for i, p in enumerate(shard.split(fake_tests(40), 3)) for t in p}
    assert all(after[name] == i for name, i in before.items())


def test_numbers_and_regex_select_exactly_the_shard():
    import re

    tests = fake_tests()
    part = shard.split(tests, 3)[1]
    numbers = shard.ctest_numbers(part)
    assert numbers.startswith("0,0,0,")
    assert {int(x) for x in numbers.split(",")[3:]} == {t["number"] for t in part}
    rx = re.compile(shard.ctest_regex(part))
    assert {t["name"] for t in tests if rx.search(t["name"])} == {t["name"] for t in part}
    assert shard.ctest_numbers([]) == "" and shard.ctest_regex([]) == ""


def test_run_fixture_reads_the_generated_filters():
    cmd = [
        "ctest",
        "--test-dir",
        "b",
        "-L",
        "semantics",
        "-I",
        "0,0,0,3,5",
        "-j",
        "8",
        "-R",
        r"^(a\.b|c\.d)$",
        "--output-on-failure",
    ]
    assert selection.filter_args(cmd) == ["-L", "semantics", "-I", "0,0,0,3,5", "-R", r"^(a\.b|c\.d)$"]


def test_a_shard_list_longer_than_a_file_name_is_kept_as_a_list(tmp_path):
    """A shard of a 3,224-case suite is an -I list of 1,000+ characters: with ctest's working folder
    known, `begin` asked whether it names a file, and the stat failed (ENAMETOOLONG): the run could
    not record. It is a list, kept as given; a real file given to -I is still made absolute."""
    numbers = "0,0,0," + ",".join(str(n) for n in range(1, 3000, 7))
    assert len(numbers) > 255
    cmd = ["ctest", "-L", "semantics", "-I", numbers, "-j", "20"]
    assert selection.filter_args(cmd, cwd=tmp_path) == ["-L", "semantics", "-I", numbers]
    (tmp_path / "tests.txt").write_text("1,3\n")
    assert selection.filter_args(["ctest", "-I", "tests.txt"], cwd=tmp_path) == ["-I", str(tmp_path / "tests.txt")]


@pytest.mark.skipif(not shutil.which("cmake") or not shutil.which("ctest"), reason="no cmake")
def test_ctest_runs_exactly_the_shard(tmp_path):
    """A CMake project with the suite's labels: `-I` from split selects the shard's tests."""
    names = [f"area.group.case_{i}" for i in range(12)]
    lines = ["cmake_minimum_required(VERSION 3.25)", "project(t NONE)", "enable_testing()"]
    for n in names:
        lines += [f"add_test(NAME {n} COMMAND true)", f'set_tests_properties({n} PROPERTIES LABELS "semantics;area")']
    lines += [
        "add_test(NAME cudasem.selftest.x COMMAND true)",
        "set_tests_properties(cudasem.selftest.x PROPERTIES LABELS selftest)",
    ]
    (tmp_path / "CMakeLists.txt").write_text("\n".join(lines) + "\n")
    subprocess.run(["cmake", "-S", str(tmp_path), "-B", str(tmp_path / "b")], check=True, capture_output=True)
    parts = shard.split(shard.ctest_tests(tmp_path / "b"), 3)
    for part in parts:
        if not part:
            continue
        got = subprocess.run(
            [
                "ctest",
                "--test-dir",
                str(tmp_path / "b"),
                "--show-only=json-v1",
                "-L",
                "semantics",
                "-I",
                shard.ctest_numbers(part),
            ],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        assert {t["name"] for t in json.loads(got)["tests"]} == {t["name"] for t in part}


def shards():
    return [(str(p), load(p)) for p in sorted(DATA.glob("h100-580-shard*.json"))]


def test_merge_of_shards_is_the_whole_run():
    merged = shard.merge(shards())
    whole = load(DATA / "h100-580.json")
    assert merged["expected_cases"] == whole["expected_cases"]
    assert [c["id"] for c in merged["cases"]] == [c["id"] for c in whole["cases"]]
    assert [c["outcome"] for c in merged["cases"]] == [c["outcome"] for c in whole["cases"]]
    assert merged["identity"] == whole["identity"] and len(merged["run"]["shards"]) == 3


def _with_modes(selections, **mode):
    out = []
    for (path, b), sel in zip(shards(), selections):
        b = json.loads(json.dumps(b))
        base = {
            "expectations": "on",
            "retries": 0,
            "run_skipped": "off",
            "labels": "-L semantics",
            "device_selection": "all",
        }
        b["run"]["mode"] = dict(base, selection=sel, **mode)
        out.append((path, b))
    return out


def test_a_complete_split_merges_into_the_mode_of_one_unsharded_run():
    """The 2xH200 and H200 runs of 32d2cf4 were merged from `--shard I/2` runs: the merged bundle
    kept shard 0's `-I` list as its selection, so the report called a full run a selection of one
    shard. Every shard of one split (each case where its id hashes, the split's -I lists, one mode)
    merges into selection '' (the shards stay listed in run.shards); anything else keeps each
    shard's selection, joined."""
    merged = shard.merge(_with_modes(["-I 0,0,0,3", "-I 0,0,0,1,2,4,5,6", "-I 0,0,0,7"]))
    assert merged["run"]["mode"]["selection"] == "" and len(merged["run"]["shards"]) == 3
    two_of_three = shard.merge(_with_modes(["-I 0,0,0,3", "-I 0,0,0,1,2,4,5,6"]))
    assert two_of_three["run"]["mode"]["selection"] == "-I 0,0,0,3 + -I 0,0,0,1,2,4,5,6"
    by_name = shard.merge(_with_modes(["-R ^(a)$", "-R ^(b|c)$", "-R ^(d)$"]))  # e.g. raw runs of known failures
    assert by_name["run"]["mode"]["selection"] == "-R ^(a)$ + -R ^(b|c)$ + -R ^(d)$"
    parts = _with_modes(["", "", ""])
    parts[1][1]["run"]["mode"]["labels"] = "-L semantics -L streams"
    assert shard.merge(parts)["run"]["mode"]["labels"] == "-L semantics + -L semantics -L streams"
    mixed = _with_modes(["-I 0,0,0,3", "-I 0,0,0,1,2,4,5,6", "-I 0,0,0,7"])
    mixed[2][1]["run"]["mode"]["expectations"] = "off"
    with pytest.raises(shard.MergeError, match="expectations: 'on' vs 'off'"):
        shard.merge(mixed)


def test_merge_refuses_another_driver_or_overlap():
    other = (str(DATA / "h100-590.json"), load(DATA / "h100-590.json"))
    with pytest.raises(shard.MergeError, match="another run"):
        shard.merge(shards()[:1] + [other])
    whole = (str(DATA / "h100-580.json"), load(DATA / "h100-580.json"))
    with pytest.raises(shard.MergeError, match="not shards"):
        shard.merge(shards()[:1] + [whole])


def _on_gpu(b, uuid, name=None):
    """The shard as run on another GPU: identity and each case's device name it."""
    for g in (b["identity"]["gpu"], *b["identity"]["gpus"], *(c["device"] for c in b["cases"] if c.get("device"))):
        g["uuid"] = uuid
        if name:
            g["name"] = name
    return b


def test_merge_across_gpus_of_one_model_only_when_asked_and_says_which(tmp_path, capsys):
    """Each lent machine (and each runner of a CI pool) is another GPU of one model: shards of one
    split run on two H200s could not be merged, since the UUIDs differ. --across-gpus lets only the
    UUIDs differ, and the merged run says which GPU ran which shard."""
    parts = [(p, json.loads(json.dumps(b))) for p, b in shards()]
    _on_gpu(parts[1][1], "GPU-0000-other")
    with pytest.raises(shard.MergeError, match=r": identity\.gpu\.uuid: .*GPU-0000-other"):
        shard.merge(parts)
    merged = shard.merge(parts, across_gpus=True)
    assert [s["gpu_uuid"] for s in merged["run"]["shards"]] == [
        parts[0][1]["identity"]["gpu"]["uuid"],
        "GPU-0000-other",
        parts[2][1]["identity"]["gpu"]["uuid"],
    ]
    assert merged["identity"] == parts[0][1]["identity"]
    (note,) = merged["run"]["notes"]
    assert "2 GPUs of one model" in note and f"GPU-0000-other ({len(parts[1][1]['cases'])} cases)" in note
    assert {c["device"]["uuid"] for c in merged["cases"]} >= {"GPU-0000-other"}
    assert "notes" not in shard.merge(shards())["run"]  # one GPU: no note
    # another model, or the driver, still refuses
    _on_gpu(parts[2][1], "GPU-0000-third", name="NVIDIA H100 PCIe")
    with pytest.raises(shard.MergeError, match=r": identity\.gpu\.name: "):
        shard.merge(parts, across_gpus=True)
    other = (str(DATA / "h100-590.json"), _on_gpu(load(DATA / "h100-590.json"), "GPU-0000-fourth"))
    with pytest.raises(shard.MergeError, match="another run"):
        shard.merge(shards()[:1] + [other], across_gpus=True)
    # the command line: refused without the option, merged with it
    files = []
    for i, (_, b) in enumerate(parts[:2]):
        files.append(tmp_path / f"s{i}.json")
        files[-1].write_text(json.dumps(b))
    out = tmp_path / "m.json"
    assert shard.main(["merge", *map(str, files), "--out", str(out)]) == 1 and not out.exists()
    assert "identity.gpu.uuid" in capsys.readouterr().err
    assert shard.main(["merge", *map(str, files), "--out", str(out), "--across-gpus"]) == 0
    assert len(load(out)["run"]["shards"]) == 2
    assert shard.main(["merge", "--group", *map(str, files), "--out-dir", str(tmp_path / "g"), "--across-gpus"]) == 0
    assert len(list((tmp_path / "g").glob("*.json"))) == 1


def test_merge_writes_compact_json_or_gzip_by_the_name(tmp_path):
    plain, packed = tmp_path / "m.json", tmp_path / "m.json.gz"
    for out in (plain, packed):
        assert shard.main(["merge", *[p for p, _ in shards()], "--out", str(out)]) == 0
    assert b"\n " not in plain.read_bytes()  # compact: a reference bundle is committed as data
    assert packed.read_bytes()[:2] == b"\x1f\x8b"
    assert load(packed) == load(plain)


def test_merge_cli(tmp_path, capsys):
    out = tmp_path / "m.json"
    assert shard.main(["merge", *[p for p, _ in shards()], "--out", str(out)]) == 0
    assert len(load(out)["cases"]) == 7
    assert (
        shard.main(
            ["merge", str(DATA / "h100-580.json"), str(DATA / "h200-580.json"), "--out", str(tmp_path / "x.json")]
        )
        == 1
    )
    assert "refused" in capsys.readouterr().err
    runs = tmp_path / "runs"
    runs.mkdir()
    for p in DATA.glob("*.json"):
        if p.name != "h100-580.json":  # its shards stand for it
            shutil.copy(p, runs)
    assert shard.main(["merge", "--group", str(runs), "--out-dir", str(tmp_path / "g")]) == 0
    assert len(list((tmp_path / "g").glob("*.json"))) == 5  # the 3 shards of h100-580 joined
    # the whole run beside its own shards overlaps them: refused, kept apart
    shutil.copy(DATA / "h100-580.json", runs)
    assert shard.main(["merge", "--group", str(runs), "--out-dir", str(tmp_path / "h")]) == 1


def test_planted_bundles_follow_the_schema():
    jsonschema = pytest.importorskip("jsonschema")
    schema = schemas.document("bundle")
    for p in DATA.glob("*.json"):
        jsonschema.validate(json.loads(p.read_text()), schema)


# ------------------------------------------------ merge: every shard of one run (issue 44)


def _recorded(b):
    """A shard as the fixture writes it now: driver library, environment, run mode."""
    b["identity"]["driver_library"] = {
        "path": "/usr/lib/x86_64-linux-gnu/libcuda.so.580.95.05",
        "soname": "libcuda.so.1",
        "size": 96284520,
        "sha256": "8" * 64,
        "nvidia": True,
    }
    b["identity"]["environment"] = {"virtual_machine": False, "kernel_release": "6.8.0", "mps": False, "mig": False}
    b["run"]["environment"] = {"CUDA_HOME": "/usr/local/cuda", "CUDASEM_SUITE_COMMIT": b["suite"]["commit"]}
    b["run"]["mode"] = dict(DEFAULT_MODE)
    return b


def _second_gpu(b):
    b["identity"]["gpus"].append(dict(b["identity"]["gpus"][0], ordinal=1, uuid="GPU-0000-second"))


OTHER_RUN = {
    # the field that differs: (how the last shard differs, its value in the message)
    "identity.driver_library.sha256": (lambda b: b["identity"]["driver_library"].update(sha256="f" * 64), "'ffff"),
    "identity.driver_library.path": (
        lambda b: b["identity"]["driver_library"].update(path="/opt/zluda/libcuda.so.1"),
        "'/opt/zluda/libcuda.so.1'",
    ),
    "run.environment.CUDA_LAUNCH_BLOCKING": (
        lambda b: b["run"]["environment"].update(CUDA_LAUNCH_BLOCKING="1"),
        "'1'",
    ),
    "identity.runtime.version": (lambda b: b["identity"]["runtime"].update(version="12.9"), "'12.9'"),
    "suite.dirty": (lambda b: b["suite"].update(dirty=True), "True"),
    "identity.environment.mig": (lambda b: b["identity"]["environment"].update(mig=True), "True"),
    "identity.gpus": (_second_gpu, "GPU-0000-second"),
    "run.cuda_visible_devices": (lambda b: b["run"].update(cuda_visible_devices="0,1"), "'0,1'"),
    "sanitizer": (lambda b: b["run"]["mode"].update(sanitizer="memcheck"), "'memcheck'"),
    "run.mode": (lambda b: b["run"].pop("mode"), "recorded in"),
}


@pytest.mark.parametrize("field", OTHER_RUN)
def test_merge_refuses_a_shard_of_another_run_naming_the_field_and_both_values(tmp_path, capsys, field):
    """Shards from another driver library, CUDA_LAUNCH_BLOCKING=1, another runtime, a dirty tree,
    MIG on, two GPUs or a memcheck run merged silently with exit 0: only GPU, driver, commit and
    toolkit were compared."""
    parts = [(p, _recorded(b)) for p, b in shards()]
    assert shard.merge(json.loads(json.dumps(parts)))["run"]["mode"]["labels"] == "-L semantics"
    differ, value = OTHER_RUN[field]
    differ(parts[2][1])
    with pytest.raises(shard.MergeError) as e:
        shard.merge(parts)
    assert f": {field}:" in str(e.value) and value in str(e.value), str(e.value)
    assert parts[0][0] in str(e.value) and parts[2][0] in str(e.value)
    files = []
    for i, (p, b) in enumerate(parts):
        files.append(tmp_path / f"s{i}.json")
        files[-1].write_text(json.dumps(b))
    assert shard.main(["merge", *map(str, files), "--out", str(tmp_path / "m.json")]) == 1
    err = capsys.readouterr().err
    assert err.startswith("shard merge: refused:") and field in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "m.json").exists()


def test_merge_refuses_a_memcheck_shard_known_by_its_records_only():
    parts = [(p, _recorded(b)) for p, b in shards()]
    for _, b in parts:
        del b["run"]["mode"], b["run"]["environment"]  # bundles before either was recorded
    for c in parts[1][1]["cases"]:
        c["sanitizer"] = {"tool": "memcheck", "errors": 0}
    with pytest.raises(shard.MergeError, match=r"sanitizer: .* has None, .* has 'memcheck'"):
        shard.merge(parts)


# --------------------------------------------------- split: bad input is one line (issue 44)


@pytest.mark.parametrize(
    "text, args, says",
    [
        ('{"tests": [{"name": "a.b.c", "prop', [], "not valid JSON"),
        (json.dumps({"tests": []}), ["--label", "("], "--label '(' is not a regular expression"),
        ("[1, 2]", [], "not a `ctest --show-only=json-v1` output"),
        (json.dumps({"tests": ["a.b.c"]}), [], "tests[0]: not a test"),
        (json.dumps({"tests": [{"name": "a.b.c", "properties": [{"name": "LABELS", "value": [{}]}]}]}), [], "LABELS"),
        (None, [], "cannot read"),
        (b"\xff\xfe", [], "not UTF-8"),
        (json.dumps({"tests": []}), ["--shards", "99999999999"], "must be at most 4096"),
    ],
)
def test_split_of_bad_input_is_one_line_and_exit_2(tmp_path, capsys, text, args, says):
    saved = tmp_path / "show-only.json"
    if isinstance(text, bytes):
        saved.write_bytes(text)
    elif text is not None:
        saved.write_text(text)
    assert shard.main(["split", "--show-only-json", str(saved), "--shards", "2", *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith("shard split:") and says in err and len(err.strip().splitlines()) == 1, err
    if text is not None and not args:
        assert str(saved) in err


def test_split_without_ctest_is_one_line_and_exit_2(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))  # no ctest
    assert shard.main(["split", "--build-dir", str(tmp_path), "--shards", "2"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("shard split: cannot run `ctest") and len(err.strip().splitlines()) == 1, err
