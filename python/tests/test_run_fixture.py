"""The run fixture under real ctest: python/tests/data/fixture_project wires the fixture with
cmake/CudasemCases.cmake's own cudasem_add_run_fixture and has fake cases that write records as
the harness does. Every ctest selection option gives a bundle that expects exactly the cases
ctest ran; two ctest runs in one folder never mix; a failed start is "cannot record"; a
non-default environment is recorded and flagged. Needs cmake and ctest, no GPU, no compiler."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import DEFAULT_MODE

ROOT = Path(__file__).resolve().parents[2]
PROJECT = Path(__file__).parent / "data" / "fixture_project"
CASES = {
    "alpha.one.passes": "PASS",
    "alpha.two.passes": "PASS",
    "beta.one.fails": "FAIL",
    "beta.two.unsupported": "UNSUPPORTED",
    "gamma.one.slow": "PASS",
    "delta.one.measures": "PASS",
}
SEMANTICS = {c for c in CASES if not c.startswith("delta")}

pytestmark = pytest.mark.skipif(not (shutil.which("cmake") and shutil.which("ctest")), reason="needs cmake and ctest")

PRESETS = {
    "version": 6,
    "configurePresets": [{"name": "fake", "binaryDir": "${sourceDir}/build"}],
    "testPresets": [
        {"name": "alpha", "configurePreset": "fake", "filter": {"include": {"name": "^alpha\\."}}},
        {
            "name": "no-beta",
            "configurePreset": "fake",
            "filter": {"include": {"label": "semantics"}, "exclude": {"name": "^beta\\."}},
        },
        {
            "name": "by-index",
            "configurePreset": "fake",
            "filter": {"include": {"index": {"start": 3, "end": 6, "stride": 2, "specificTests": [1]}}},
        },
    ],
}


def clean_env(**extra) -> dict:
    """The environment of a run under the defaults, plus extra."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CUDA_", "CUDASEM_", "FAKE_"))}
    env.update(extra)
    return env


def cmake4_bin() -> str | None:
    """The bin folder of the CMake 4 wheel (python/requirements.txt), beside the system's CMake."""
    try:
        import cmake
    except ImportError:
        return None
    return str(Path(cmake.CMAKE_BIN_DIR))


class Tree:
    def __init__(self, base: Path, time_limit: int = 60, bindir: str | None = None):
        self.bindir = bindir  # None: cmake and ctest from PATH (the CI machine's CMake 3.25)
        self.src = base / "src"
        shutil.copytree(PROJECT, self.src)
        (self.src / "CMakePresets.json").write_text(json.dumps(PRESETS))
        self.build = self.src / "build"
        subprocess.run(
            [
                self.tool("cmake"),
                "-S",
                str(self.src),
                "-B",
                str(self.build),
                f"-DCUDASEM_SOURCE={ROOT}",
                f"-DPython3_EXECUTABLE={sys.executable}",
                f"-DCUDASEM_RUN_BEGIN_TIME_LIMIT={time_limit}",
            ],
            check=True,
            capture_output=True,
            text=True,
            timeout=120,
        )
        self.run_dir = self.build / "cudasem-run"

    def tool(self, name: str) -> str:
        return str(Path(self.bindir) / name) if self.bindir else name

    def ctest(self, *args, env=None, cwd=None, background=False):
        cwd = cwd or self.build
        cmd = [self.tool("ctest"), *map(str, args), "--output-on-failure"]
        env = dict(env or clean_env(), PWD=str(cwd))
        if background:
            return subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        return subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=120)

    def bundle(self) -> dict:
        return json.loads((self.run_dir / "bundle.json").read_text())

    def kept(self) -> list[Path]:
        return sorted((self.build / "bundles").rglob("*.json"))


@pytest.fixture(scope="module")
def tree(tmp_path_factory):
    return Tree(tmp_path_factory.mktemp("fixture"))


@pytest.fixture(scope="module", params=["path", "cmake4"])
def any_tree(request, tmp_path_factory):
    """The fixture project under the CMake on PATH (3.25 on the CI machine) and under CMake 4."""
    if request.param == "path":
        return Tree(tmp_path_factory.mktemp("fixture"))
    bindir = cmake4_bin()
    if bindir is None:
        pytest.fail("the cmake wheel (CMake 4, python/requirements.txt) is not installed: ci/run setup")
    version = subprocess.run([str(Path(bindir) / "cmake"), "--version"], capture_output=True, text=True).stdout
    assert version.startswith("cmake version 4."), version
    return Tree(tmp_path_factory.mktemp("fixture4"), bindir=bindir)


def ran(proc) -> set[str]:
    """The cases ctest ran (not 'Not Run'), from its own output."""
    out = proc.stdout if isinstance(proc.stdout, str) else ""
    return {
        m.group(1) for m in re.finditer(r"Test +#\d+: (\S+) \.+ *(.*)$", out, re.M) if "Not Run" not in m.group(2)
    } & set(CASES)


def test_a_plain_run_writes_the_bundle_and_leaves_ctests_own_log_alone(tree):
    proc = tree.ctest("-L", "semantics")
    b = tree.bundle()
    assert {c["id"]: c["outcome"] for c in b["cases"]} == {c: CASES[c] for c in SEMANTICS}
    assert b["run"]["mode"] == dict(DEFAULT_MODE)
    assert b["run"]["environment"] == {} and re.match(r"^\d{8}T\d{6}Z-[0-9a-f]{8}$", b["run"]["id"])
    assert (tree.run_dir / "records" / "run-id").read_text().strip() == b["run"]["id"]
    # begin's question to ctest must not have replaced the running ctest's log
    log = (tree.build / "Testing" / "Temporary" / "LastTest.log").read_text()
    assert all(f"Testing: {c}" in log for c in SEMANTICS), proc.stdout
    assert not (tree.run_dir / "lock").exists()


SELECTIONS = [
    (["-R", "alpha"], {"alpha.one.passes", "alpha.two.passes"}),
    (["--tests-regex", "one"], {"alpha.one.passes", "beta.one.fails", "gamma.one.slow", "delta.one.measures"}),
    (["-E", "beta"], set(CASES) - {"beta.one.fails", "beta.two.unsupported"}),
    (["-L", "semantics", "-LE", "beta"], SEMANTICS - {"beta.one.fails", "beta.two.unsupported"}),
    (["-LE", "perf"], SEMANTICS),
    (["-L", "semantics", "-j", "4"], SEMANTICS),
    (["--label-regex", "perf"], {"delta.one.measures"}),
    (["-I", "3,6"], {"beta.one.fails", "beta.two.unsupported", "gamma.one.slow", "delta.one.measures"}),
    (["-I", "0,0,0,1,4"], {"alpha.one.passes", "beta.two.unsupported"}),
    (["-U", "-R", "alpha", "-I", "5,5"], {"alpha.one.passes", "alpha.two.passes", "gamma.one.slow"}),
    (["-L", "semantics", "-FA", "nothing"], SEMANTICS),
    (["-Rbeta"], None),  # a spelling this ctest may ignore: whatever ctest runs is expected
    (["--tests-from-file", "list.txt"], None),  # ctest 3.29 and newer; older ones ignore it
    (["--exclude-from-file", "list.txt"], None),
    (["--preset", "alpha"], {"alpha.one.passes", "alpha.two.passes"}),
    (["--preset=no-beta"], SEMANTICS - {"beta.one.fails", "beta.two.unsupported"}),
    (["--preset", "by-index"], {"alpha.one.passes", "beta.one.fails", "gamma.one.slow"}),
    (
        ["--preset", "alpha", "-R", "one"],
        {"alpha.one.passes", "beta.one.fails", "gamma.one.slow", "delta.one.measures"},
    ),
]


@pytest.mark.parametrize("args, want", SELECTIONS, ids=[" ".join(a) for a, _ in SELECTIONS])
def test_the_bundle_expects_exactly_what_ctest_ran(any_tree, args, want):
    """ctest's selection (python/cudasem/run/selection.py), `ctest --preset` included, under CMake 3.25 and 4."""
    tree = any_tree
    (tree.src / "list.txt").write_text("alpha.two.passes\nbeta.one.fails\n")
    (tree.build / "list.txt").write_text("alpha.two.passes\nbeta.one.fails\n")
    from_source = any(a.startswith("--preset") for a in args)
    bundle = tree.run_dir / "bundle.json"
    before = bundle.stat().st_mtime_ns if bundle.exists() else None
    proc = tree.ctest(*args, cwd=tree.src if from_source else tree.build)
    actual = ran(proc)
    if proc.returncode != 0 and "CMake Error: " in proc.stdout + proc.stderr and not actual:
        # This ctest refuses the command line (CMake 4: `-Rbeta`, `-U -R ...`): nothing ran, so
        # the fixture did not run either and the last bundle is untouched.
        assert (bundle.stat().st_mtime_ns if bundle.exists() else None) == before
        assert args in (["-Rbeta"], ["-U", "-R", "alpha", "-I", "5,5"]), proc.stdout + proc.stderr
        return
    if want is not None:
        assert actual == want, proc.stdout
    b = tree.bundle()
    assert set(b["expected_cases"]) == actual, proc.stdout
    assert not [c for c in b["cases"] if c["outcome"] == "MISSING"]
    assert all(c["outcome"] == CASES[c["id"]] for c in b["cases"])
    assert "notes" not in b["run"]  # nothing ran that begin did not expect


def test_rerun_failed_expects_the_failed_cases_only(tree):
    tree.ctest("-L", "semantics", env=clean_env(FAKE_FAIL="alpha.two.passes"))
    assert {c["id"]: c["outcome"] for c in tree.bundle()["cases"]}["alpha.two.passes"] == "FAIL"
    before = set(tree.kept())
    proc = tree.ctest("--rerun-failed")
    b = tree.bundle()
    assert ran(proc) == {"alpha.two.passes", "beta.one.fails"} == set(b["expected_cases"])
    assert {c["id"]: c["outcome"] for c in b["cases"]} == {"alpha.two.passes": "PASS", "beta.one.fails": "FAIL"}
    assert b["run"]["mode"]["selection"] == "--rerun-failed"
    new = set(tree.kept()) - before
    assert len(new) == 1 and new.pop().parent.name == "partial"  # kept apart from full runs


def test_two_runs_in_one_folder_never_mix(tree):
    first = tree.ctest("-L", "semantics", env=clean_env(FAKE_SLOW="4"), background=True)
    lock = tree.run_dir / "lock"
    for _ in range(100):
        if lock.exists() and (tree.run_dir / "run.json").exists():
            break
        time.sleep(0.05)
    holder = json.loads(lock.read_text())
    assert holder["pid"] == first.pid
    kept = set(tree.kept())
    second = tree.ctest("-L", "semantics")
    out, _ = first.communicate(timeout=60)
    assert f"CANNOT RECORD: another run is recording in {tree.run_dir}: pid {first.pid}" in second.stdout
    assert "Not Run" in second.stdout and not ran(second)
    assert "belongs to another run" in second.stdout
    b = tree.bundle()
    assert b["run"]["id"] == holder["run_id"]
    assert {c["id"]: c["outcome"] for c in b["cases"]} == {c: CASES[c] for c in SEMANTICS}, out
    assert len(set(tree.kept()) - kept) == 1  # the first run's copy, none of the second
    assert not lock.exists()


def test_a_failed_start_cannot_record_and_keeps_the_last_bundle(tree):
    tree.ctest("-L", "semantics")
    last = tree.bundle()
    kept = tree.kept()
    for how, reason in [
        ("fail", "failed (exit 3): fake identity: cannot load"),
        ("garbage", "did not print JSON"),
        ("bad", "the run's identity: identity.os"),
    ]:
        proc = tree.ctest("-L", "semantics", env=clean_env(FAKE_IDENTITY=how))
        assert proc.returncode != 0
        assert "cudasem run begin: CANNOT RECORD: " in proc.stdout and reason in proc.stdout, proc.stdout
        assert "cudasem run end: CANNOT RECORD: no run was started" in proc.stdout
        assert not ran(proc)
        assert not (tree.run_dir / "run.json").exists() and not (tree.run_dir / "bundle.json").exists()
        assert json.loads((tree.run_dir / "bundle.previous.json").read_text()) == last
        assert tree.kept() == kept
    # the folder is free again
    tree.ctest("-L", "semantics")
    assert tree.bundle()["run"]["id"] != last["run"]["id"]


def test_a_run_where_no_case_wrote_a_record_writes_no_bundle(tree):
    tree.ctest("-L", "semantics")
    kept = tree.kept()
    proc = tree.ctest("-L", "semantics", env=clean_env(FAKE_NO_RECORD="1"))
    assert "CANNOT RECORD: none of the 5 selected cases wrote a record" in proc.stdout
    assert not (tree.run_dir / "bundle.json").exists() and tree.kept() == kept


def test_records_that_name_their_run_are_accepted(tree):
    tree.ctest("-L", "semantics", env=clean_env(FAKE_RUN_ID="1"))
    b = tree.bundle()
    assert not [c for c in b["cases"] if c["outcome"] == "MISSING"]


def test_the_environment_is_the_runs_and_the_summary_says_it_is_not_the_default(tree):
    env = clean_env(
        CUDA_LAUNCH_BLOCKING="1",
        CUDA_MODULE_LOADING="LAZY",
        CUDASEM_EXPECTATIONS="off",
        CUDASEM_RETRIES="2",
        CUDA_MPS_PIPE_DIRECTORY="/tmp/mps",
        CUDA_HOME="/usr/local/cuda",
    )
    proc = tree.ctest("-L", "semantics", "-V", env=env)
    b = tree.bundle()
    assert b["run"]["environment"] == {k: v for k, v in env.items() if k.startswith(("CUDA_", "CUDASEM_"))}
    assert (b["run"]["mode"]["expectations"], b["run"]["mode"]["retries"]) == ("off", 2)
    line = next(ln for ln in proc.stdout.splitlines() if "cudasem summary: NOT UNDER DEFAULTS" in ln)
    for setting in (
        "CUDA_LAUNCH_BLOCKING=1",
        "CUDA_MODULE_LOADING=LAZY",
        "CUDASEM_EXPECTATIONS=off",
        "CUDASEM_RETRIES=2",
        "CUDA_MPS_PIPE_DIRECTORY=/tmp/mps",
    ):
        assert setting in line
    assert "CUDA_HOME" not in line
    summary = subprocess.run(
        [sys.executable, "-m", "cudasem", "summary", str(tree.run_dir / "bundle.json")],
        capture_output=True,
        text=True,
        env=dict(os.environ, PYTHONPATH=str(ROOT / "python")),
    )
    assert "NOT UNDER DEFAULTS: CUDASEM_EXPECTATIONS=off" in summary.stdout


def test_the_start_has_a_time_limit_and_both_steps_a_ctest_timeout(tmp_path):
    short = Tree(tmp_path, time_limit=3)
    proc = short.ctest("-L", "semantics", env=clean_env(FAKE_IDENTITY="hang"))
    assert "did not answer within 3 s" in proc.stdout and not (short.run_dir / "run.json").exists()
    shown = subprocess.run(
        ["ctest", "--show-only=json-v1", "-R", "cudasem.run"],
        cwd=short.build,
        capture_output=True,
        text=True,
        check=True,
    )
    timeouts = {
        t["name"]: next(p["value"] for p in t["properties"] if p["name"] == "TIMEOUT")
        for t in json.loads(shown.stdout)["tests"]
    }
    assert timeouts == {"cudasem.run.begin": 63, "cudasem.run.end": 300}


def test_ctest_repeat_runs_the_fixture_steps_once_and_records_the_mode(tmp_path):
    """`ctest --repeat until-fail:3` runs begin and end again in the same ctest: they answer as the first
    time (one run, one bundle), and the bundle's mode names the repeat."""
    t = Tree(tmp_path)
    p = t.ctest("--repeat", "until-fail:3", "-R", "alpha")
    assert p.returncode == 0, p.stdout[-2000:]
    steps = json.loads((t.run_dir / "steps.json").read_text())
    assert (steps["begin"], steps["end"]) == (0, 0), steps
    assert len(t.kept()) == 1, t.kept()
    b = t.bundle()
    assert b["run"]["mode"]["repeat"] == "until-fail:3"
    assert {c["id"]: c["outcome"] for c in b["cases"]} == {"alpha.one.passes": "PASS", "alpha.two.passes": "PASS"}


def test_ctest_repeat_until_pass_never_turns_a_failed_end_green(tmp_path):
    """The end step failed (a FAIL in the bundle): repeating it in the same ctest fails again."""
    t = Tree(tmp_path)
    p = t.ctest("--repeat", "until-pass:3", "-R", "^beta.one")
    assert p.returncode != 0, p.stdout[-2000:]
    assert re.search(r"cudasem\.run\.end \.+\*\*\*Failed", p.stdout), p.stdout[-3000:]
    assert "made the fixture's end step already" in p.stdout, p.stdout[-3000:]
    assert t.bundle()["run"]["mode"]["repeat"] == "until-pass:3"


def salvage(t: Tree, out: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "cudasem", "run", "salvage", "--run-dir", str(t.run_dir), "--out", str(out)]
        + ["--why", "killed by the test"],
        env=dict(clean_env(), PYTHONPATH=str(ROOT / "python")),
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_a_run_stopped_before_its_end_is_salvaged_from_its_records(tmp_path):
    """A ctest killed with its cases (a machine's command limit) writes no bundle; `cudasem run salvage`
    assembles the records it left: the cases that finished keep their outcomes, the one still running
    is MISSING, run.notes says the bundle was salvaged. Refused while the ctest runs and after a run
    that ended by itself."""
    t = Tree(tmp_path)
    out = tmp_path / "salvaged.json"
    records = t.run_dir / "records"
    proc = subprocess.Popen(
        [t.tool("ctest"), "-L", "semantics", "-j2"],
        cwd=t.build,
        env=dict(clean_env(FAKE_SLOW="60"), PWD=str(t.build)),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,  # its own process group: killed with its cases, as `timeout` does
    )
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and len(list(records.glob("*.json"))) < 4:
            time.sleep(0.05)
        running = salvage(t, out)
        assert running.returncode == 1 and "is still going" in running.stderr, running.stderr
        assert not out.exists()
    finally:
        os.killpg(proc.pid, 9)
        proc.wait(timeout=30)
    assert not (t.run_dir / "bundle.json").exists()

    done = salvage(t, out)
    assert done.returncode == 0, done.stderr
    b = json.loads(out.read_text())
    assert {c["id"]: c["outcome"] for c in b["cases"]} == {
        **{c: CASES[c] for c in SEMANTICS if c != "gamma.one.slow"},
        "gamma.one.slow": "MISSING",
    }
    assert any(
        "salvaged: the run's ctest stopped before its end step (killed by the test); 4 of 5" in n
        for n in b["run"]["notes"]
    )
    last = max(p.stat().st_mtime for p in records.glob("*.json"))
    assert b["run"]["ended"] == time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(last))
    assert "1 MISSING" in done.stdout, done.stdout
    assert not (t.run_dir / "bundle.json").exists() and not t.kept()  # evidence to keep by hand only

    assert t.ctest("-L", "semantics").returncode != 0  # beta.one.fails: the run ends by itself
    again = salvage(t, tmp_path / "again.json")
    assert again.returncode == 1 and "nothing to salvage" in again.stderr, again.stderr
