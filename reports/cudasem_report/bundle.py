"""Result bundles: load, validate, and the outcome vocabulary.

A bundle is one JSON document per run (schema/bundle.schema.json at the repository root
describes it field by field). Every error names the file and the problem; nothing is
merged or guessed silently.
"""

from __future__ import annotations

import json
from pathlib import Path

SCHEMA = "cudasem-bundle/1"

OUTCOMES = (
    "PASS", "FAIL", "XFAIL", "XPASS", "FLAKY", "UNSUPPORTED", "CRASH", "TIMEOUT", "MISSING",
)
# What the driver did, whatever the expectations said.
RAW_PASS = {"PASS", "XPASS", "FLAKY"}
RAW_FAIL = {"FAIL", "XFAIL"}
RAW_BROKEN = {"CRASH", "TIMEOUT"}


class BundleError(Exception):
    """A bundle that cannot be used, with the file and the problem in the message."""


def _require(cond: bool, path: str, problem: str) -> None:
    if not cond:
        raise BundleError(f"{path}: {problem}")


def validate(data: object, path: str = "<bundle>") -> dict:
    """Checks the structure the tools rely on; returns the bundle."""
    _require(isinstance(data, dict), path, "not a JSON object")
    schema = data.get("schema")
    _require(schema is not None, path, "no 'schema' field: not a cudasem result bundle")
    _require(
        schema == SCHEMA, path,
        f"schema is {schema!r}, this tool reads {SCHEMA!r}; use the tool of the suite "
        "revision that wrote it",
    )
    for key in ("suite", "run", "identity", "expected_cases", "cases"):
        _require(key in data, path, f"missing field '{key}'")
    _require(isinstance(data["cases"], list), path, "'cases' is not a list")
    _require(isinstance(data["expected_cases"], list), path, "'expected_cases' is not a list")
    seen: set[str] = set()
    for i, case in enumerate(data["cases"]):
        where = f"cases[{i}]"
        _require(isinstance(case, dict), path, f"{where} is not an object")
        cid = case.get("id")
        _require(isinstance(cid, str) and cid, path, f"{where} has no id")
        _require(cid not in seen, path, f"duplicate case id {cid!r}")
        seen.add(cid)
        _require(case.get("outcome") in OUTCOMES, path,
                 f"case {cid!r} has outcome {case.get('outcome')!r}, not one of {', '.join(OUTCOMES)}")
        _require(isinstance(case.get("observations", []), list), path,
                 f"case {cid!r}: observations is not a list")
    missing = set(data["expected_cases"]) - seen
    _require(not missing, path,
             f"expected cases without an entry: {', '.join(sorted(missing)[:5])}")
    return data


def load(path: str | Path) -> dict:
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as e:
        raise BundleError(f"{p}: cannot read ({e.strerror})") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise BundleError(f"{p}: not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})") from None
    return validate(data, str(p))


def find_bundles(paths: list[str | Path]) -> list[Path]:
    """Files as given; folders contribute their *.json files (sorted), not their subfolders'."""
    out: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            out.extend(sorted(q for q in p.glob("*.json") if q.is_file()))
        elif p.exists():
            out.append(p)
        else:
            raise BundleError(f"{p}: no such file or folder")
    if not out:
        raise BundleError(f"no bundle found in {', '.join(map(str, paths))}")
    return out


def gpu_label(bundle: dict) -> str:
    """'NVIDIA H100 80GB HBM3 / 580.159.04' style label of a run."""
    ident = bundle["identity"]
    gpu = ident.get("gpu") or {}
    name = gpu.get("name") or "no GPU"
    driver = (ident.get("driver") or {}).get("version") or "no driver"
    return f"{name} / {driver}"


def key_observation(case: dict):
    """The first observation's value, shown in report cells; None when there is none."""
    obs = case.get("observations") or []
    return obs[0]["value"] if obs else None
