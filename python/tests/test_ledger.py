"""The flake ledger (python/cudasem/run/ledger.py) and `compare --ledger` (issue 29, item 3)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

from cudasem.model.bundle import load
from cudasem.run import compare, ledger

from conftest import planted_files, read

H100_580 = next(p for p in planted_files() if "h100" in p.name and "580" in p.name)


def _runs(tmp_path, outcomes: list[str], cid: str, source=H100_580) -> list:
    base = read(source)
    out = []
    for i, outcome in enumerate(outcomes):
        b = copy.deepcopy(base)
        b["run"]["id"] = f"ledger-{i}"
        b["run"]["started"] = f"2026-11-2{i}T08:00:00Z"
        case = next(c for c in b["cases"] if c["id"] == cid)
        case["outcome"] = outcome
        if outcome == "PASS":
            case["expectation"] = None
        path = tmp_path / f"run{i}.json"
        path.write_text(json.dumps(b))
        out.append(path)
    return out


def _a_passing_case() -> str:
    return next(c["id"] for c in read(H100_580)["cases"] if c["outcome"] == "PASS")


def _idle_and_loaded(tmp_path, outcomes: list[str]):
    """A ledger of two runs of one case: the first idle, the second beside cudasem-load."""
    cid = _a_passing_case()
    idle, busy = _runs(tmp_path, outcomes, cid)
    book = tmp_path / "ledger.json"
    assert ledger.main(["add", str(book), str(idle)]) == 0
    assert ledger.main(["add", str(book), str(busy), "--mode-extra", "loaded"]) == 0
    return cid, book


def test_a_case_whose_result_flips_within_one_group_is_varied_and_compare_says_so(tmp_path, capsys):
    cid = _a_passing_case()
    paths = _runs(tmp_path, ["PASS", "FAIL", "PASS"], cid)
    book = tmp_path / "ledger.json"
    assert ledger.main(["add", str(book), *map(str, paths)]) == 0
    assert ledger.main(["add", str(book), str(paths[0])]) == 0  # a run already there is skipped
    data = ledger.read(book)
    assert len(data["runs"]) == 3
    flips = ledger.varied(data)
    assert list(flips) == [cid]
    assert sorted(next(iter(flips[cid].values())).items()) == [("FAIL", 1), ("PASS", 2)]
    capsys.readouterr()
    assert compare.main([str(paths[0]), str(paths[1]), "--ledger", str(book)]) == 1
    out = capsys.readouterr().out
    assert f"{cid}: PASS -> FAIL  (varied in the ledger: PASS x2, FAIL x1 over 3 runs" in out


def test_an_expectation_added_between_runs_is_no_variation(tmp_path):
    source = next(p for p in planted_files() if any(c["outcome"] == "XFAIL" for c in read(p)["cases"]))
    cid = next(c["id"] for c in read(source)["cases"] if c["outcome"] == "XFAIL")
    paths = _runs(tmp_path, ["FAIL", "XFAIL"], cid, source)
    book = tmp_path / "ledger.json"
    assert ledger.main(["add", str(book), *map(str, paths)]) == 0
    assert ledger.varied(ledger.read(book)) == {}


def test_runs_of_other_commits_or_modes_never_make_a_case_vary(tmp_path):
    _, book = _idle_and_loaded(tmp_path, ["PASS", "FAIL"])
    assert ledger.varied(ledger.read(book)) == {}


def test_loaded_runs_are_compared_with_idle_ones_only_when_asked(tmp_path, capsys):
    """Issue 29: a full run beside cudasem-load must give the idle run's outcomes: `show --varied
    --together loaded` groups the loaded runs with the idle runs of the same GPU, driver and commit."""
    cid, book = _idle_and_loaded(tmp_path, ["PASS", "FAIL"])
    assert ledger.varied(ledger.read(book)) == {}
    assert list(ledger.varied(ledger.read(book), together={"loaded"})) == [cid]
    capsys.readouterr()
    assert ledger.main(["show", str(book), "--varied", "--together", "loaded"]) == 0
    out = capsys.readouterr().out
    assert "cases that varied within a group: 1" in out and f"{cid}: PASS x1, FAIL x1" in out
    assert ledger.main(["show", str(book), "--varied", "--together", "sanitizer"]) == 2  # not a mode word


def test_runs_that_saw_another_number_of_gpus_never_make_a_case_vary(tmp_path):
    """A two-GPU case is UNSUPPORTED on a one-GPU machine and PASSes on a two-GPU host of the same GPU
    model: two configurations, not a flake (found adding the 2xH200 run of 32d2cf4)."""
    cid = _a_passing_case()
    one, two = _runs(tmp_path, ["UNSUPPORTED", "PASS"], cid)
    b = json.loads(two.read_text())
    b["identity"]["gpus"] = [
        b["identity"]["gpus"][0],
        dict(b["identity"]["gpus"][0], ordinal=1, uuid="GPU-0000-second"),
    ]
    two.write_text(json.dumps(b))
    book = tmp_path / "ledger.json"
    assert ledger.main(["add", str(book), str(one), str(two)]) == 0
    data = ledger.read(book)
    assert [r["gpus"] for r in data["runs"]] == [1, 2]
    assert ledger.varied(data) == {}


def test_a_run_against_another_runtime_release_never_makes_a_case_vary(tmp_path):
    """The 13.5.37 runtime (CUDASEM_CUDART) fails a cudaGetDriverEntryPoint case that the toolkit's
    13.0 runtime passes on the same GPU, driver and commit: two runtimes, not a flake (found adding
    the runtime-release runs of ef8dd4c). Two runs against one chosen release still form a group."""
    cid = _a_passing_case()
    own, other, other_again = _runs(tmp_path, ["PASS", "FAIL", "PASS"], cid)
    for path in (other, other_again):
        b = json.loads(path.read_text())
        b["identity"]["runtime_library"] = {
            "path": "/x/libcudart.so.13", "size": 806720, "loaded_as": "/x/libcudart.so.13",
            "soname": "libcudart.so.13", "sha256": "be114eaabb3f3251cf30b6e334be5e8c3cf1b12c0a11c17295a810dd83cc141a",
            "version_number": 13050, "release": "13.5.37", "release_source": "/x/cudart.json",
            "requested": True, "others": [],
        }  # fmt: skip
        path.write_text(json.dumps(b))
    book = tmp_path / "ledger.json"
    assert ledger.main(["add", str(book), str(own), str(other)]) == 0
    data = ledger.read(book)
    assert [r["mode"].split(",")[-1] for r in data["runs"]] == ["retries=0", "runtime=13.5.37"]
    assert ledger.varied(data) == {}
    assert ledger.main(["add", str(book), str(other_again)]) == 0
    assert list(ledger.varied(ledger.read(book))) == [cid]


def test_outcome_lists_are_read_with_file_and_line_named(tmp_path, capsys):
    good, bad = tmp_path / "good.txt", tmp_path / "bad.txt"
    good.write_text("a.b.c PASS\nd.e.f FAIL\n")
    bad.write_text("a.b.c PASS\nd.e.f GREEN\n")
    book = tmp_path / "ledger.json"
    args = ["--gpu", "G", "--driver", "1", "--commit", "abc"]
    assert ledger.main(["add-outcomes", str(book), str(good), *args]) == 0
    assert ledger.main(["add-outcomes", str(book), str(bad), *args]) == 2
    assert f"{bad}:2: not an `id OUTCOME` line" in capsys.readouterr().err
    assert len(ledger.read(book)["runs"]) == 1  # the bad list added nothing


def test_a_ledger_of_another_schema_is_refused(tmp_path, capsys):
    book = tmp_path / "ledger.json"
    book.write_text('{"schema": "other/9", "runs": [], "cases": {}}')
    assert ledger.main(["show", str(book)]) == 2
    assert "schema is 'other/9'" in capsys.readouterr().err
    run = {"gpu": "G", "driver": "1", "commit": "c", "mode": "m", "started": "", "source": "s"}  # no gpus
    book.write_text(json.dumps({"schema": ledger.SCHEMA, "runs": [run], "cases": {}}))
    assert ledger.main(["show", str(book)]) == 2
    assert "runs[0].gpus is missing or not a int" in capsys.readouterr().err


def test_the_committed_ledger_holds_the_ten_repeats_and_nothing_varied():
    book = Path(__file__).resolve().parents[2] / "bundles" / "ledger" / "ledger.json"
    data = ledger.read(book)
    groups = {}
    for run in data["runs"]:
        groups[ledger.group_of(run)] = groups.get(ledger.group_of(run), 0) + 1
    assert max(groups.values()) >= 10
    assert ledger.varied(data) == {}


def test_a_loaded_run_is_never_compared_with_an_idle_one(tmp_path, capsys):
    """CUDASEM_LOAD (ci/gpu-evidence --loaded) is recorded as run.mode.load; compare refuses the pair."""
    from cudasem.run import fixture

    idle = fixture.run_mode({}, ["-L", "semantics"], "all")
    loaded = fixture.run_mode({"CUDASEM_LOAD": "cudasem-load"}, ["-L", "semantics"], "all")
    assert "load" not in idle and loaded["load"] == "cudasem-load"
    base = read(H100_580)
    a, b = copy.deepcopy(base), copy.deepcopy(base)
    a["run"]["mode"], b["run"]["mode"] = idle, loaded
    b["run"]["started"] = "2026-11-22T08:00:00Z"
    pa, pb = tmp_path / "idle.json", tmp_path / "loaded.json"
    pa.write_text(json.dumps(a))
    pb.write_text(json.dumps(b))
    assert compare.mode_differences(a, b) == ["load: 'none' vs 'cudasem-load'"]
    assert compare.main([str(pa), str(pb)]) == 2
    assert "load: 'none' vs 'cudasem-load'" in capsys.readouterr().err


def test_mode_extra_names_only_what_the_bundle_does_not_record(tmp_path):
    """A loaded run whose bundle records run.mode.load, added with --mode-extra loaded (as the runs
    before the mode was recorded were), is `loaded` once: twice put it in a group of its own."""
    from cudasem.run import fixture

    b = read(H100_580)
    b["run"]["mode"] = fixture.run_mode({"CUDASEM_LOAD": "cudasem-load"}, ["-L", "semantics"], "all")
    path, book = tmp_path / "loaded.json", tmp_path / "ledger.json"
    path.write_text(json.dumps(b))
    assert ledger.main(["add", str(book), str(path), "--mode-extra", "loaded,loaded"]) == 0
    assert ledger.read(book)["runs"][0]["mode"] == "expectations=on,retries=0,loaded"


def test_a_run_added_again_from_where_its_bundle_is_now_takes_that_path(tmp_path, capsys):
    """Bundles move (a newer run's takes the top-level name, the older goes to bundles/history/);
    adding a moved bundle again adds no run but records its new path, whether the old path is
    gone or holds another run's bundle now (bundles/raw/'s files are replaced so)."""
    cid = _a_passing_case()
    first, second = _runs(tmp_path, ["PASS", "PASS"], cid)
    book = tmp_path / "ledger.json"
    assert ledger.main(["add", str(book), str(first)]) == 0
    moved = tmp_path / "history" / "run0.json"
    moved.parent.mkdir()
    first.rename(moved)
    assert ledger.main(["add", str(book), str(moved)]) == 0
    assert "0 runs added, 1 in" in capsys.readouterr().out
    assert [r["source"] for r in ledger.read(book)["runs"]] == [str(moved)]
    # The path the run was added from now holds another run: the record follows the bundle.
    assert ledger.main(["add", str(book), str(second)]) == 0
    second.rename(first)
    again = tmp_path / "history" / "run1.json"
    first.rename(again)
    capsys.readouterr()
    assert ledger.main(["add", str(book), str(again)]) == 0
    assert "1 runs' bundles found at a new path" in capsys.readouterr().out
    assert [r["source"] for r in ledger.read(book)["runs"]] == [str(moved), str(again)]
    # A path that still holds its run keeps it: a copy elsewhere does not move the record.
    copy_of = tmp_path / "copy.json"
    copy_of.write_bytes(again.read_bytes())
    assert ledger.main(["add", str(book), str(copy_of)]) == 0
    assert [r["source"] for r in ledger.read(book)["runs"]] == [str(moved), str(again)]


# Committed runs the ledger leaves out, and why: under a sanitizer a case's outcome is also the
# tool's (a part stopped at the command limit, a tool's own crash; docs/evidence.md#sanitizer-runs
# tells each), and a run killed at the command limit CRASHed every case it had not finished.
OUT_OF_THE_LEDGER = ("bundles/sanitizer/", "bundles/history/nvidia-h200-x2_580.159.04_full-run-killed-at-limit_32d2cf4")


def test_the_committed_ledger_holds_every_committed_run_at_the_path_that_holds_it():
    """Each run of the ledger names where the repository holds it today (a bundle whose run is that
    run: GPU, driver, commit, start time; or the outcome list it was added from), and every
    committed bundle is a run of the ledger, but those OUT_OF_THE_LEDGER."""
    root = Path(__file__).resolve().parents[2]
    data = ledger.read(root / "bundles" / "ledger" / "ledger.json")
    held: dict[tuple, list[str]] = {}
    for path in sorted((root / "bundles").glob("**/*.json*")):
        name = path.relative_to(root).as_posix()
        if name.startswith(("bundles/ledger/", "bundles/evidence/")):
            continue
        held.setdefault(ledger.run_key(ledger.bundle_run(load(path), name)), []).append(name)
    wrong = []
    for n, run in enumerate(data["runs"]):
        key = ledger.run_key(run)
        if not (root / run["source"]).is_file():
            wrong.append(f"runs[{n}]: {run['source']} is not a file")
        elif run["started"] and run["source"] not in held.get(key, []):
            wrong.append(f"runs[{n}]: {run['source']} holds another run (this run: {held.get(key)})")
        held.pop(key, None)
    left = sorted(p for names in held.values() for p in names if not p.startswith(OUT_OF_THE_LEDGER))
    assert wrong == []
    assert left == []  # committed runs the ledger lacks: `cudasem ledger add` them
