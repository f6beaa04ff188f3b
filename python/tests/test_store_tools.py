"""`cudasem compare`, `axis`, `ledger` and `new-driver check` read runs from a results store
(--store, model/store.py) as they read the runs' bundle files: the same output, the same exit
status, on the committed GPU bundles (bundles/). Each test runs on an SQLite store and on a
PostgreSQL one (conftest.py's new_store)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from cudasem.model import store
from cudasem.run import axis, compare, ledger, newdriver

from conftest import REAL, bundle_files

ROOT = Path(__file__).resolve().parents[2]
TOP = bundle_files(REAL)  # the two newest full runs: an H100 and an H200
H100 = REAL / "history" / "nvidia-h100-80gb-hbm3_580.159.04_0c43b41.json.gz"
H100_LATER = REAL / "history" / "nvidia-h100-80gb-hbm3_580.159.04_763d40b.json.gz"
RUNTIMES = sorted((REAL / "runtime").glob("*.json.gz"))  # one H200 under six CUDA runtimes
DATA = Path(__file__).parent / "data" / "ci"


def ingested(new_store, files: list[Path]):
    target = new_store()
    conn = store.connect(target, create=True)
    try:
        done = store.ingest(conn, files)
    finally:
        conn.close()
    assert len(done.added) == len(files)
    return target


def output(capsys, tool, argv: list[str]) -> tuple[int, str, str]:
    rc = tool.main(argv)
    out = capsys.readouterr()
    return rc, out.out, out.err


@pytest.mark.parametrize(
    "pair, flags",
    [
        ((H100, H100_LATER), []),
        ((H100, H100_LATER), ["--json"]),
        ((H100_LATER, H100), []),
        ((TOP[0], TOP[1]), []),  # other GPUs: refused, the same line
        ((TOP[0], TOP[1]), ["--allow-other-gpu", "--allow-other-mode", "--allow-other-runtime", "--json"]),
    ],
    ids=["h100 history", "h100 history json", "h100 history backwards", "h100 vs h200 refused", "h100 vs h200 json"],
)
def test_compare_from_the_store_is_compare_of_the_files(new_store, capsys, pair, flags):
    target = ingested(new_store, list(pair))
    files = output(capsys, compare, [*map(str, pair), *flags])
    # each run named another way: by file name, by number, by digest
    conn = store.connect(target)
    by_name = {r.name: r for r in store.runs(conn)}
    digests = store.digests(conn)
    conn.close()
    base, new = (by_name[p.name] for p in pair)
    for names in ([base.name, new.name], [str(base.id), str(new.id)], [digests[base.id][:10], digests[new.id][:12]]):
        stored = output(capsys, compare, ["--store", str(target), *names, *flags])
        assert stored == files, names
    assert files[0] in (1, 2) and (files[1] or files[2])  # something was said: a diff, or the refusal


def test_axis_from_the_store_is_axis_of_the_files(new_store, capsys):
    runs = [*TOP, *RUNTIMES]
    target = ingested(new_store, runs)
    for flags in ([], ["--json"], ["--markdown"]):
        files = output(capsys, axis, [*map(str, runs), *flags])
        assert output(capsys, axis, ["--store", str(target), *flags]) == files
        assert files[0] == 0 and "fail" in files[1]
    some = RUNTIMES[:3]
    files = output(capsys, axis, list(map(str, some)))
    assert output(capsys, axis, ["--store", str(target), *(p.name for p in some)]) == files


def test_the_ledger_of_a_store_is_the_ledger_of_its_files(new_store, tmp_path, capsys):
    runs = [H100, H100_LATER, *TOP]
    target = ingested(new_store, runs)
    from_files, from_store = tmp_path / "files.json", tmp_path / "store.json"
    assert ledger.main(["add", str(from_files), *map(str, runs)]) == 0
    assert ledger.main(["add", str(from_store), "--store", str(target)]) == 0
    capsys.readouterr()
    shown = output(capsys, ledger, ["show", str(from_files)])
    assert output(capsys, ledger, ["show", str(from_store)]) == shown
    assert output(capsys, ledger, ["show", "--store", str(target)]) == shown
    assert shown[0] == 0 and "runs: NVIDIA H100 80GB HBM3 x1 / driver 580.159.04 / commit 0c43b41" in shown[1]
    a, b = json.loads(from_files.read_text()), json.loads(from_store.read_text())
    assert [dict(r, source="") for r in a["runs"]] == [dict(r, source="") for r in b["runs"]]
    assert a["cases"] == b["cases"]
    # a run the ledger holds is not added again, however it is named
    assert ledger.main(["add", str(from_store), TOP[0].name, "--store", str(target)]) == 0
    assert "0 runs added" in capsys.readouterr().out


def test_a_run_the_store_does_not_hold_is_one_line_and_exit_2(new_store, tmp_path, capsys):
    target = ingested(new_store, [H100, H100_LATER])
    assert compare.main(["--store", str(target), H100.name, "no-such-run"]) == 2
    assert axis.main(["--store", str(target), "no-such-run"]) == 2
    assert ledger.main(["add", str(tmp_path / "l.json"), "no-such-run", "--store", str(target)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 3 and all("'no-such-run' names no run of the store" in line for line in err)
    assert not (tmp_path / "l.json").exists()
    missing = str(tmp_path / "none.sqlite")
    assert compare.main(["--store", missing, "1", "2"]) == 2
    assert axis.main(["--store", missing]) == 2
    assert ledger.main(["show", "--store", missing]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 3 and all("no such store" in line and missing in line for line in err)


# ci/new-driver-check --store: the kept runs are the store's runs of this GPU.
SCRIPT = ROOT / "ci" / "new-driver-check"


def script(bundle: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        ["bash", str(SCRIPT), "--bundle", str(bundle), *args], capture_output=True, text=True, timeout=120
    )


def planted(tmp_path: Path, name: str, source: str, mode: dict | None = None, gpu_name: str | None = None) -> Path:
    b = json.loads((DATA / source).read_text())
    if mode is not None:
        b["run"]["mode"] = mode
    if gpu_name:
        for g in [b["identity"]["gpu"], *b["identity"]["gpus"], *(c["device"] for c in b["cases"] if c.get("device"))]:
            g["name"] = gpu_name
    path = tmp_path / name
    path.write_text(json.dumps(b))
    return path


MODE = {
    "expectations": "on",
    "retries": 0,
    "run_skipped": "off",
    "labels": "-L semantics",
    "selection": "",
    "device_selection": "all",
}


@pytest.mark.skipif(not shutil.which("bash"), reason="needs bash")
@pytest.mark.parametrize(
    "state, code, says",
    [
        ("none", 1, "REGRESSION: no earlier run"),
        ("usable", 1, "REGRESSION against store run"),
        ("other GPU name", 3, "made on 'NVIDIA H100 PCIe'"),
        ("other mode", 3, "retries: 1 vs 0"),
    ],
)
def test_a_regressed_run_checked_twice_against_a_store_is_never_green(new_store, tmp_path, state, code, says):
    target = new_store()
    kept = [planted(tmp_path, "h200.json", "h200-580.json", MODE)]  # another GPU's run: never a baseline
    if state == "usable":
        kept.append(planted(tmp_path, "good.json", "h100-580.json", MODE))
    elif state == "other GPU name":
        kept.append(planted(tmp_path, "renamed.json", "h100-580.json", MODE, gpu_name="NVIDIA H100 PCIe"))
    elif state == "other mode":
        kept.append(planted(tmp_path, "retries.json", "h100-580.json", dict(MODE, retries=1)))
    conn = store.connect(target, create=True)
    store.ingest(conn, kept)
    before = [r.name for r in store.runs(conn)]
    conn.close()
    new = planted(tmp_path, "new.json", "h100-590.json", MODE)  # two cases PASS -> FAIL
    for attempt in (1, 2):  # a CI retry must not turn it green
        r = script(new, "--store", str(target))
        assert r.returncode == code, (attempt, r.stdout + r.stderr)
        assert says in r.stdout + r.stderr and "Traceback" not in r.stderr, r.stdout + r.stderr
        if code == 3:
            assert "UNUSABLE BASELINE" in r.stderr and "REGRESSION" not in r.stdout
    conn = store.connect(target)
    assert [r.name for r in store.runs(conn)] == before  # the regressed run was never kept
    conn.close()


def test_a_green_run_is_kept_in_the_store_and_the_next_compares_with_it_as_with_a_file(new_store, tmp_path, capsys):
    target = new_store()
    first, later = DATA / "h100-580.json", DATA / "h100-590.json"
    assert newdriver.main(["check", "--store", str(target), str(first)]) == newdriver.OK
    assert "this run is the baseline" in capsys.readouterr().out
    conn = store.connect(target)
    assert [r.name for r in store.runs(conn)] == [first.name]
    conn.close()
    assert newdriver.main(["check", "--store", str(target), str(first)]) == newdriver.OK
    said = capsys.readouterr().out
    assert "no regression" in said and "is kept already" in said
    # the comparison with the stored baseline prints what compare of the two files prints
    rc = newdriver.main(["check", "--store", str(target), str(later), "--no-keep"])
    stored = capsys.readouterr().out
    assert rc == newdriver.REGRESSION
    assert compare.main([str(first), str(later)]) == 1
    assert capsys.readouterr().out in stored
    conn = store.connect(target)
    assert len(store.runs(conn)) == 1  # --no-keep, and a regression: not kept
    conn.close()


def test_check_takes_a_keep_root_or_a_store(tmp_path, capsys):
    assert newdriver.main(["check", str(DATA / "h100-580.json")]) == newdriver.CANNOT
    assert newdriver.main(["check", "--store", "postgresql://nobody@127.0.0.1:1/db", str(DATA / "h100-580.json")]) == (
        newdriver.CANNOT
    )
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and "KEEP_ROOT BUNDLE, or --store" in err[0] and "cannot reach the store" in err[1]
