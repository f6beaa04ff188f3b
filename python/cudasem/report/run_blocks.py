"""The generated blocks of README.md and docs/*.md that count the committed runs (cudasem readme,
report/readme.py): the outcomes of the top-level bundles, the runs against another runtime release,
the two-GPU runs and the sanitizer runs; and the build and run time that evidence files record."""

from __future__ import annotations

import contextlib
import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

from ..model import sanitizer
from ..model.bundle import BundleError
from ..model.outcome import BAD, OUTCOMES, counts_text, raw
from ..model.runtime import runtime_label
from . import view as model
from .view import load_runs

_WALL = re.compile(r"(\d+) \+ (\d+) s\b")


def evidence_wall(root: Path, commit: str, gpu: str) -> str | None:
    """The build and run time, "<build> + <run> s", from a row of an evidence file: the commit, the
    GPU's name and the case count, in that order ("cc270fc  NVIDIA H200  4214 ... 85 + 535 s"); a row
    of another GPU whose name starts with this one's ("NVIDIA H200 x2") is not it."""
    name = gpu.split()
    for f in sorted((root / "bundles" / "evidence").rglob("*.txt")):
        for line in f.read_text(errors="replace").splitlines():
            words = line.split()
            rest = words[1 + len(name) :]
            if words[:1] == [commit] and words[1 : 1 + len(name)] == name and rest and rest[0].isdigit():
                m = _WALL.search(line)
                if m:
                    return f"{m.group(1)} + {m.group(2)} s"
    return None


def wall_seconds(wall: str | None) -> tuple[int, int] | None:
    m = _WALL.search(wall or "")
    return (int(m.group(1)), int(m.group(2))) if m else None


def outcomes_table(rows: list[dict], wall: list[str | None], lead: tuple[str, ...] = ("GPU",)) -> str:
    """rows: {"lead": cells under the `lead` headings, "commit", "counts"}; the wall column only where
    every row has one."""
    # In the vocabulary's order: the passes, every bad outcome (a 0 there is news) and every other
    # outcome some row has.
    shown = [o for o in OUTCOMES if o == OUTCOMES[0] or o in BAD or any(r["counts"][o] for r in rows)]
    heads = [*lead, "suite", "cases", *shown]
    with_wall = bool(rows) and all(wall)
    if with_wall:
        heads.append("wall (build + run)")
    body = []
    for r, w in zip(rows, wall):
        cells = [*r["lead"], r["commit"], str(sum(r["counts"].values())), *(str(r["counts"][o]) for o in shown)]
        body.append([*cells, w or ""] if with_wall else cells)
    return markdown_table(heads, body)


def markdown_table(heads: list[str], rows: list[list[str]]) -> str:
    lines = [heads, ["---"] * len(heads), *rows]
    return "\n".join("| " + " | ".join(cells) + " |" for cells in lines)


# Within `read_once`, the runs of each folder as first read (several blocks read one folder).
_READ: dict[tuple, list[model.Run]] | None = None


@contextlib.contextmanager
def read_once() -> Iterator[None]:
    """Each folder's bundles read once while this lasts (cudasem readme's blocks), again where a
    file in it changed (its name, size or modification time); the runs are dropped at the end."""
    global _READ
    outer, _READ = _READ, {} if _READ is None else _READ
    try:
        yield
    finally:
        _READ = outer


def _stamp(folder: Path) -> tuple:
    out = []
    for q in sorted(folder.iterdir()):
        try:
            st = q.stat()
        except OSError:
            st = q.lstat()  # a link that leads nowhere: load_runs names it
        out.append((q.name, st.st_mtime_ns, st.st_size))
    return (folder.resolve(), tuple(out))


def runs_in(folder: Path, optional: bool = False) -> list[model.Run]:
    """The bundles of one folder (load_runs), a bad one a ValueError naming it; `optional`: a folder
    without bundles gives none."""
    if optional and not any(folder.glob("*.json")) and not any(folder.glob("*.json.gz")):
        return []
    if _READ is None:
        return _load(folder)
    key = _stamp(folder)
    if key not in _READ:
        _READ[key] = _load(folder)
    return list(_READ[key])


def _load(folder: Path) -> list[model.Run]:
    try:
        return load_runs([folder])
    except BundleError as e:
        raise ValueError(str(e)) from None


def top_level_runs(root: Path) -> list[model.Run]:
    return runs_in(root / "bundles")


def gen_outcomes(root: Path) -> str:
    rows = [_row(r, [r.gpu_name]) for r in top_level_runs(root)]
    return outcomes_table(rows, [evidence_wall(root, row["commit"], row["lead"][0]) for row in rows])


def commit_of(bundle: dict) -> str:
    return ((bundle.get("suite") or {}).get("commit") or "?")[:7]


def _row(run: model.Run, lead: list[str]) -> dict:
    """A row of outcomes_table: its leading cells, the suite commit and the count of each outcome."""
    return {"lead": lead, "commit": commit_of(run.bundle), "counts": Counter(c["outcome"] for c in run.bundle["cases"])}


def gen_runtimes(root: Path) -> str:
    """A row per run against another runtime release (bundles/runtime/): the whole suite's runs
    first, then the runs of some cases; each by release."""
    runs = runs_in(root / "bundles" / "runtime", optional=True)
    runs.sort(key=lambda r: (-len(r.bundle["cases"]), runtime_label(r.bundle["identity"]), commit_of(r.bundle)))
    if not runs:
        return "no run against another runtime release is committed"
    rows = [_row(r, [runtime_label(r.bundle["identity"]), r.gpu_name]) for r in runs]
    return outcomes_table(rows, [None] * len(rows), lead=("runtime", "GPU"))


# The label the harness gives every case that needs two GPUs or more (registry.cpp, labels_of).
MULTI_GPU_LABEL = "multi_gpu"


def two_gpu_text(name: str, bundle: dict) -> str:
    """One run with two GPUs visible: its file, commit and outcomes, and those of its two-GPU cases."""
    cases = bundle["cases"]
    commit = commit_of(bundle)
    two = [c for c in cases if MULTI_GPU_LABEL in (c.get("labels") or [])]
    plural = "" if len(cases) == 1 else "s"
    text = f"`{name}` (suite {commit}): {len(cases):,} case{plural}, "
    text += counts_text(Counter(c["outcome"] for c in cases), thousands=True)
    if two:
        text += f"; the {len(two):,} cases that need two GPUs give "
        text += counts_text(Counter(c["outcome"] for c in two), thousands=True)
    return text


def gen_two_gpu(root: Path) -> str:
    runs = runs_in(root / "bundles" / "multi-gpu", optional=True)
    texts = [two_gpu_text(f"bundles/multi-gpu/{Path(r.source).name}", r.bundle) for r in runs]
    return "; ".join(texts) if texts else "no run with two GPUs is committed"


def _left_out_reason(case: dict) -> str:
    """Why a case of a full run has no verdict under a sanitizer tool: it needs two GPUs, it is a perf
    case, or else its area (a part not run, or a case that did not finish)."""
    labels = case.get("labels") or []
    return MULTI_GPU_LABEL if MULTI_GPU_LABEL in labels else "perf" if "perf" in labels else case.get("area") or "?"


def _weight(case: dict) -> tuple[int, bool]:
    """Which of a case's records under a tool speaks for it: the most errors, then a FAIL."""
    return (case.get("sanitizer") or {}).get("errors") or 0, case["outcome"] == "FAIL"


def sanitizer_row(tool: str, full: model.Run, runs: list[model.Run]) -> list[str]:
    """The cells of one tool's row: its runs (parts, and cases run again by name) against the full run
    of the same commit and GPU. A case counts once, by its record that ran to a verdict (not CRASH,
    TIMEOUT or MISSING) with the most errors, a FAIL first among equals; 'FAIL' counts the cases
    that failed in any of the runs."""
    chosen: dict[str, dict] = {}
    for run in runs:
        for c in run.bundle["cases"]:
            if raw(c["outcome"]) in ("broken", "missing"):
                continue
            old = chosen.get(c["id"])
            if old is None or _weight(c) > _weight(old):
                chosen[c["id"]] = c
    t = sanitizer.tally(list(chosen.values()))
    left = Counter(_left_out_reason(c) for c in full.bundle["cases"] if c["id"] not in chosen)
    ranked = sorted(left.items(), key=lambda kv: (-kv[1], kv[0]))
    shown = ranked if len(ranked) <= 4 else ranked[:3]
    left_text = ", ".join(f"{n:,} {why}" for why, n in shown) or "0"
    if len(shown) < len(ranked):
        left_text += f", {sum(n for _, n in ranked[3:]):,} in {len(ranked) - 3} other areas"
    failed = sum(1 for c in chosen.values() if c["outcome"] == "FAIL")
    cells = [tool, full.gpu_name, commit_of(full.bundle), str(len(runs)), f"{len(chosen):,}", left_text]
    return cells + [f"{t.checked:,}", str(t.errors), str(t.faults), str(t.limits), str(failed)]


def _sanitizer_table(root: Path, fulls: list[model.Run], none: str) -> str:
    """A row per tool and full run: the sanitizer runs (bundles/sanitizer/) of that run's suite commit
    and GPU, the cases they ran to a verdict and those they left out, what the tool checked and found,
    and the cases declared not run under it."""
    by_key: dict[tuple[str, str], list[model.Run]] = {}
    for r in runs_in(root / "bundles" / "sanitizer", optional=True):
        tool = sanitizer.tool_of(r.bundle)
        if tool:
            by_key.setdefault((commit_of(r.bundle), r.gpu_name), []).append(r)
    rows = []
    for full in fulls:
        runs = by_key.get((commit_of(full.bundle), full.gpu_name), [])
        for tool in sorted({sanitizer.tool_of(r.bundle) or "" for r in runs}):
            rows.append(sanitizer_row(tool, full, [r for r in runs if sanitizer.tool_of(r.bundle) == tool]))
    if not rows:
        return none
    heads = ["tool", "GPU", "suite", "runs", "cases", "left out", "checked", "errors"]
    return markdown_table([*heads, "fault on purpose", "tool cannot judge", "FAIL"], rows)


def gen_sanitizers(root: Path) -> str:
    """The sanitizer table of the top-level runs."""
    return _sanitizer_table(root, top_level_runs(root), "no sanitizer run of a top-level run's commit is committed")


def gen_sanitizers_history(root: Path) -> str:
    """The sanitizer table of the earlier full runs (bundles/history/, newest first), for each commit and
    GPU that no top-level run is of; of two full runs of one commit and GPU, the one with more cases."""
    current = {(commit_of(r.bundle), r.gpu_name) for r in top_level_runs(root)}
    chosen: dict[tuple[str, str], model.Run] = {}
    for r in runs_in(root / "bundles" / "history", optional=True):
        key = (commit_of(r.bundle), r.gpu_name)
        if key not in current and (key not in chosen or len(r.bundle["cases"]) > len(chosen[key].bundle["cases"])):
            chosen[key] = r
    fulls = sorted(chosen.values(), key=lambda r: r.bundle["run"].get("started") or "", reverse=True)
    return _sanitizer_table(root, fulls, "no sanitizer run of an earlier full run's commit is committed")
