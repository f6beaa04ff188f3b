"""No test in the test command asserts on CPU or wall time: a test's verdict must not depend on how
fast or how busy the machine is. What a thing costs is a benchmark's job (python/bench/ prints its
figures). A clock may bound a wait (`while time.monotonic() < deadline`), never decide a verdict.

Checked on every Python test (python/tests, harness/tests) by its syntax tree: an `assert`, or a
`pytest.fail`/`self.assert*` call, whose expression reads a clock or a name whose value came from
one, is a timed assertion, and so is a failure under an `if` whose condition reads one. On the C++ tests (harness/tests), a GoogleTest assertion whose arguments
name a clock or an elapsed time is one."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CLOCKS = {
    ("time", name)
    for name in (
        "time",
        "time_ns",
        "monotonic",
        "monotonic_ns",
        "perf_counter",
        "perf_counter_ns",
        "process_time",
        "process_time_ns",
        "thread_time",
        "thread_time_ns",
    )
} | {("resource", "getrusage"), ("os", "times")}
BARE_CLOCKS = {name for _, name in CLOCKS if name not in ("time", "times")}  # from time import perf_counter
GATHER = {"append", "extend", "add", "insert"}
CPP_ASSERTION = re.compile(r"\b(?:EXPECT|ASSERT)_[A-Z_]+\s*\(")
CPP_CLOCK = re.compile(r"chrono|steady_clock|system_clock|high_resolution_clock|clock_gettime|elapsed|\bclock\s*\(")


def _reads_clock(node: ast.AST, tainted: set[str]) -> bool:
    for sub in ast.walk(node):
        if isinstance(sub, ast.Call):
            f = sub.func
            if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and (f.value.id, f.attr) in CLOCKS:
                return True
            if isinstance(f, ast.Name) and f.id in BARE_CLOCKS:
                return True
        if isinstance(sub, ast.Name) and sub.id in tainted:
            return True
    return False


def _tainted_names(tree: ast.AST) -> set[str]:
    """Names whose value came from a clock, directly or through other such names (to a fixpoint);
    a list a clock reading was appended to counts too."""
    tainted: set[str] = set()
    while True:
        before = len(tainted)
        for node in ast.walk(tree):
            if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)) and node.value is not None:
                if _reads_clock(node.value, tainted):
                    targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                    for t in targets:
                        tainted |= {n.id for n in ast.walk(t) if isinstance(n, ast.Name)}
            elif (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in GATHER
                and isinstance(node.func.value, ast.Name)
                and any(_reads_clock(a, tainted) for a in node.args)
            ):
                tainted.add(node.func.value.id)
        if len(tainted) == before:
            return tainted


def _is_assertion_call(node: ast.AST) -> bool:
    if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
        return False
    f = node.func
    pytest_fail = isinstance(f.value, ast.Name) and f.value.id == "pytest" and f.attr == "fail"
    return pytest_fail or (isinstance(f.value, ast.Name) and f.value.id == "self" and f.attr.startswith("assert"))


def timed_assertions_py(source: str, name: str = "<test>") -> list[str]:
    tree = ast.parse(source, name)
    tainted = _tainted_names(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Assert) and _reads_clock(node.test, tainted):
            found.append(f"{name}:{node.lineno}: assert reads a clock")
        elif _is_assertion_call(node) and _reads_clock(node, tainted):
            found.append(f"{name}:{node.lineno}: assertion call reads a clock")
        elif isinstance(node, ast.If) and _reads_clock(node.test, tainted) and _fails(node.body):
            found.append(f"{name}:{node.lineno}: fails when a clock reading passes a bound")
    return found


def _fails(body: list[ast.stmt]) -> bool:
    return any(
        isinstance(sub, (ast.Assert, ast.Raise)) or _is_assertion_call(sub) for stmt in body for sub in ast.walk(stmt)
    )


def _closing(text: str, start: int) -> int:
    depth = 0
    for i in range(start, len(text)):
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        if depth == 0:
            return i
    return len(text)


def timed_assertions_cpp(source: str, name: str = "<test>") -> list[str]:
    found = []
    for m in CPP_ASSERTION.finditer(source):
        args = source[m.end() - 1 : _closing(source, m.end() - 1) + 1]
        if CPP_CLOCK.search(args):
            found.append(f"{name}:{source.count(chr(10), 0, m.start()) + 1}: {m.group(0)[:-1]} names a clock")
    return found


def _test_files(ext: str) -> list[Path]:
    return sorted([*(ROOT / "python" / "tests").rglob(f"*{ext}"), *(ROOT / "harness" / "tests").rglob(f"*{ext}")])


def test_no_python_test_asserts_a_time():
    found = [f for p in _test_files(".py") for f in timed_assertions_py(p.read_text(), str(p.relative_to(ROOT)))]
    assert not found, "tests that assert a time (make them a benchmark under python/bench/):\n" + "\n".join(found)


def test_no_cpp_test_asserts_a_time():
    files = [*_test_files(".cpp"), *_test_files(".h")]
    assert files
    found = [f for p in files for f in timed_assertions_cpp(p.read_text(), str(p.relative_to(ROOT)))]
    assert not found, "C++ tests that assert a time:\n" + "\n".join(found)


PLANTED_PY = """
import time
from time import perf_counter

def test_direct():
    t = time.perf_counter()
    work()
    assert time.perf_counter() - t < 3.0

def test_through_names():
    start = time.process_time()
    work()
    spent = time.process_time() - start
    assert spent <= 10

def test_best_of_three():
    spent = []
    for _ in range(3):
        c0 = perf_counter()
        spent.append(perf_counter() - c0)
    assert min(spent) <= 3.0

def test_fail_call():
    t0 = time.monotonic()
    if time.monotonic() - t0 > 1:
        pytest.fail("too slow")
"""

ALLOWED_PY = """
import time

def wait(ready, timeout=10.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if ready():
            return True
        time.sleep(0.05)
    raise AssertionError("still not ready")

def test_waits_then_checks_the_result():
    assert wait(lambda: True)
    stamp = time.strftime("%Y")
    assert stamp.isdigit()
"""


def test_the_check_finds_planted_timed_assertions_in_python():
    found = timed_assertions_py(PLANTED_PY, "planted.py")
    assert [f.split(":")[1] for f in found] == ["8", "14", "21", "25"], found
    assert timed_assertions_py(ALLOWED_PY, "allowed.py") == []


def test_the_check_finds_planted_timed_assertions_in_cpp():
    planted = """TEST(Gate, Fast) {
  auto t0 = std::chrono::steady_clock::now();
  run();
  EXPECT_LT(std::chrono::steady_clock::now() - t0,
            std::chrono::milliseconds(5));
  ASSERT_LE(elapsed_ms(t0), 100);
  EXPECT_EQ(run(), 0);
}
"""
    found = timed_assertions_cpp(planted, "planted.cpp")
    assert found == ["planted.cpp:4: EXPECT_LT names a clock", "planted.cpp:6: ASSERT_LE names a clock"]
