"""`ci/run test` and `ci/run suite` end with one block that states the verdict (ci/verdict.py): each
step with ok or FAIL, the failed tests' names and first lines, where the logs are, and for a run
without a GPU the reason as the very last line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
VERDICT = ROOT / "ci" / "verdict.py"


def _steps(tmp_path: Path, rows: list[tuple]) -> Path:
    p = tmp_path / "steps.tsv"
    p.write_text("".join("\t".join(map(str, r)) + "\n" for r in rows))
    return p


def _verdict(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, str(VERDICT), *args], capture_output=True, text=True, timeout=60, check=False
    )


def _block(stdout: str, job: str) -> list[str]:
    lines = stdout.splitlines()
    start = max(i for i, line in enumerate(lines) if f"ci/run {job}:" in line and line.startswith("===="))
    return lines[start:]


def test_a_planted_failing_python_test_is_named_with_its_first_lines_in_the_closing_block(tmp_path):
    tests = tmp_path / "tests"
    tests.mkdir()
    (tests / "test_planted.py").write_text(
        "def test_passes():\n    assert True\n\n\n"
        "def test_planted_failure():\n    seen = {'outcome': 'FAIL'}\n    assert seen == {'outcome': 'PASS'}, 'planted: outcome differs'\n"
    )
    junit = tmp_path / "python-tests.junit.xml"
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", f"--junitxml={junit}", "tests"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert run.returncode == 1, run.stdout
    steps = _steps(
        tmp_path,
        [
            ("setup", 0, 3, 0.5, "", ""),
            ("build", 0, 900, 1800, "", ""),
            ("GPU-free tests", 8, 600, 700, "build/default/selftest.log", "a GPU-free test failed"),
            ("linters", 0, 60, 90, "", ""),
        ],
    )
    record = tmp_path / "ci-run-test.json"
    out = _verdict("--job", "test", "--steps", str(steps), "--junit", str(junit), "--record", str(record), "--log", "L")
    assert out.returncode == 1
    block = _block(out.stdout, "test")
    text = "\n".join(block)
    assert block[0].startswith("====") and "ci/run test: FAILED" in block[0]
    assert any(line.split()[:2] == ["FAIL", "GPU-free"] and "build/default/selftest.log" in line for line in block)
    assert "1 of 2 tests failed" in text
    assert "python/tests/test_planted.py::test_planted_failure" in text
    assert "planted: outcome differs" in text  # the failing test's own first lines
    assert block[-1] == "steps: 3 passed, 1 failed"
    rec = json.loads(record.read_text())
    assert (
        rec["verdict"] == "FAILED"
        and rec["wall_s"] == 1563
        and [s["name"] for s in rec["steps"]][2] == "GPU-free tests"
    )


def test_a_failed_ctest_test_running_pytest_shows_pytest_s_own_failed_lines(tmp_path):
    junit = tmp_path / "selftest.junit.xml"
    junit.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<testsuite tests="2" failures="1">\n'
        '<testcase name="cudasem.selftest.harness" classname="cudasem.selftest.harness" status="run"/>\n'
        '<testcase name="cudasem.selftest.python" classname="cudasem.selftest.python" status="fail">'
        "<system-out>....F....\n=== short test summary info ===\n"
        "FAILED tests/test_x.py::test_y - AssertionError: planted\n1 failed, 8 passed</system-out></testcase>\n"
        "</testsuite>\n"
    )
    steps = _steps(tmp_path, [("GPU-free tests", 8, 1, 1, "selftest.log", "a GPU-free test failed")])
    out = _verdict("--job", "test", "--steps", str(steps), "--junit", str(junit))
    text = "\n".join(_block(out.stdout, "test"))
    assert "cudasem.selftest.python" in text and "FAILED tests/test_x.py::test_y - AssertionError: planted" in text
    assert "....F...." not in text


def test_every_step_ok_is_passed_and_exits_0(tmp_path):
    steps = _steps(tmp_path, [("setup", 0, 1, 0, "", ""), ("build", 0, 2, 3, "", "")])
    missing = tmp_path / "none.xml"
    out = _verdict("--job", "test", "--steps", str(steps), "--junit", str(missing))
    assert out.returncode == 0
    block = _block(out.stdout, "test")
    assert "ci/run test: PASSED" in block[0] and block[-1] == "steps: 2 passed, 0 failed"
    assert "no test result file" not in out.stdout  # only said when something failed


def test_a_run_without_a_gpu_ends_with_its_reason_as_the_last_line(tmp_path):
    steps = _steps(tmp_path, [("ctest -L semantics", 1, 30, 20, "build/default/ci-suite.log", "none ran")])
    reason = "NO CASE COULD RUN: no CUDA driver: cannot load libcuda.so.1"
    out = _verdict("--job", "suite", "--steps", str(steps), "--last-line", reason)
    assert out.returncode == 1
    assert out.stdout.splitlines()[-1] == reason
    assert "ci/run suite: FAILED" in "\n".join(_block(out.stdout, "suite"))


def test_no_step_at_all_is_failed_and_a_malformed_steps_file_is_named(tmp_path):
    empty = _steps(tmp_path, [])
    assert _verdict("--job", "test", "--steps", str(empty)).returncode == 1
    bad = tmp_path / "bad.tsv"
    bad.write_text("setup\t0\n")
    out = _verdict("--job", "test", "--steps", str(bad))
    assert out.returncode != 0 and f"{bad}:1: expected 6 tab-separated fields" in out.stderr
