"""No tracked file names what no longer exists (issue 40 item 8): the old `reports/` folder, the old
package (`cudasem` + `_report`), a `python -m cudasem <command>` or `bin/cudasem <command>` that
python/cudasem/cli.py does not define, or a `python -m cudasem.<module>` that is not in the package.
bundles/ (committed records of past runs, which keep the command lines they ran) is not read."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from cudasem import cli

ROOT = Path(__file__).resolve().parents[2]
SKIPPED = ("bundles/", ".git/")

OLD_PACKAGE = re.compile("cudasem" + "_report")  # spelled in two parts: this file names no stale name
OLD_FOLDER = re.compile(r"(?<![\w./-])/?" + "reports" + r"/")
COMMAND = re.compile(r"(?:\bpython3? -m cudasem|\bbin/cudasem)[ \t]+([a-z][\w-]*)")
MODULE = re.compile(r"\bpython3? -m (cudasem(?:\.\w+)+)")

# Files other work of issue 40 edits, each still naming an old name when this test was written: the
# test fails when one no longer does (then remove it here), so the list only shrinks.
PENDING: dict[str, str] = {}


def tracked_files() -> list[str]:
    """The repository's files (git ls-files; without git, every file outside build*, .venv and caches)."""
    try:
        out = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-z"], capture_output=True, check=True, timeout=60)
        files = [f for f in out.stdout.decode().split("\0") if f]
    except (OSError, subprocess.SubprocessError):
        files = [
            str(p.relative_to(ROOT))
            for p in ROOT.rglob("*")
            if p.is_file() and not re.match(r"(build|\.venv|\.git/)|.*__pycache__", str(p.relative_to(ROOT)))
        ]
    # this file plants each stale name to show the check finds it
    return [f for f in files if not f.startswith(SKIPPED) and f != "python/tests/test_no_stale_names.py"]


def module_exists(name: str) -> bool:
    path = ROOT / "python" / Path(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__main__.py").is_file()


def stale_names(text: str, where: str = "") -> list[str]:
    """What `text` names that no longer exists, a line each: `<where>:<line>: ...`."""
    out = []
    for n, line in enumerate(text.splitlines(), 1):
        at = f"{where}:{n}"
        if OLD_PACKAGE.search(line):
            out.append(f"{at}: names the old package {OLD_PACKAGE.pattern}: its modules are python/cudasem/...")
        if OLD_FOLDER.search(line) and not (ROOT / "reports").exists():
            out.append(f"{at}: names the folder reports/, which is python/ now")
        for sub in COMMAND.findall(line):
            if sub not in cli.COMMANDS:
                out.append(f"{at}: names the command `cudasem {sub}`, which python/cudasem/cli.py does not define")
        for mod in MODULE.findall(line):
            if not module_exists(mod):
                out.append(f"{at}: names `python -m {mod}`, which is no module of python/cudasem")
    return out


def test_no_tracked_file_names_an_old_name():
    found: dict[str, list[str]] = {}
    for name in tracked_files():
        try:
            text = (ROOT / name).read_text()
        except (UnicodeDecodeError, OSError):
            continue  # binary (a screenshot) or not checked out
        problems = stale_names(text, name)
        if problems:
            found[name] = problems
    stale = [p for name, problems in found.items() if name not in PENDING for p in problems]
    assert not stale, "\n".join(stale)
    done = [name for name in PENDING if name not in found]
    assert not done, f"{done} no longer name an old name: remove them from PENDING"


def test_each_old_name_is_found():
    old = "cudasem" + "_report"
    assert stale_names(f"# see {old}/ids.py\n", "a.txt") == [
        f"a.txt:1: names the old package {old}: its modules are python/cudasem/..."
    ]
    assert len(stale_names(f"PYTHONPATH=reports python -m {old}.verbs check\n")) == 1  # the package, once
    assert stale_names("python reports/tests/data/make_fixtures.py\n", "b") == [
        "b:1: names the folder reports/, which is python/ now"
    ]
    assert stale_names("/reports/site/\n", "c") == ["c:1: names the folder reports/, which is python/ now"]
    assert stale_names("    bin/cudasem frobnicate BUNDLE\n", "d") == [
        "d:1: names the command `cudasem frobnicate`, which python/cudasem/cli.py does not define"
    ]
    assert stale_names("python -m cudasem.report.nosuch --x\n", "e") == [
        "e:1: names `python -m cudasem.report.nosuch`, which is no module of python/cudasem"
    ]
    ok = "python -m cudasem verbs check; bin/cudasem readme --check; python3 -m cudasem.cli; build/default/reports/\n"
    assert stale_names(ok) == []
