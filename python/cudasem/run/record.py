"""A run's records made into its result bundle: each expected case's record read (a malformed
one: not JSON, not of schema/record.schema.json (the message names the record file and the field),
or one the harness cannot have written (model/consistency.case_problem), becomes a CRASH entry with the
reason), the case metadata the binaries listed, the run's identity; and the bundle's file name."""

from __future__ import annotations

import json
import re
from pathlib import Path

from ..model.bundle import SCHEMA, parse_json, schema_error
from ..model.consistency import case_problem
from ..model.ids import CASE_ID
from ..model.outcome import OUTCOMES
from ..model.runtime import runtime_label, runtime_library
from . import now_utc

# ------------------------------------------------------------------------------------ end


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9.]+", "-", text.lower()).strip("-") or "unknown"


def _type(value: object) -> str:
    return {
        dict: "an object",
        list: "a list",
        str: "a string",
        bool: "a boolean",
        type(None): "null",
        int: "an integer",
        float: "a number",
    }.get(type(value), type(value).__name__)


def read_record(path: Path, cid: str, run: dict) -> tuple[str, object]:
    """('ok', record), ('stale', why) for a record that is not this run's, or ('bad', why)."""
    try:
        raw = path.read_bytes()
    except OSError as e:
        return "bad", f"cannot read: {e.strerror}"
    try:
        rec = parse_json(raw)
    except ValueError as e:
        return "bad", str(e) + (" (truncated?)" if "line" in str(e) else "")
    if not isinstance(rec, dict):
        return "bad", f"the record is {_type(rec)}, not a JSON object"
    if run.get("id") and "run_id" in rec and rec["run_id"] != run["id"]:
        return "stale", f"{path.name} is a record of another run ({rec['run_id']!r}), not of {run['id']}"
    if isinstance(rec.get("started"), str) and run.get("started") and rec["started"] < run["started"]:
        return "stale", (
            f"{path.name} started {rec['started']}, before this run began "
            f"({run['started']}): a record of an earlier run"
        )
    if "id" in rec and rec["id"] != cid:
        return "bad", f"the record names case {rec['id']!r}, not {cid!r}"
    if rec.get("outcome") not in OUTCOMES or rec.get("outcome") == "MISSING":
        return "bad", f"unknown outcome {rec.get('outcome')!r}"
    try:
        problem = schema_error(rec, "record")
    except RecursionError:
        problem = "nested too deeply"
    if problem:
        return "bad", f"{problem} (schema/record.schema.json)"
    return "ok", rec


def _entry(cid: str, meta: dict) -> dict:
    return {
        "id": cid,
        "test": meta.get("test"),
        "area": meta.get("area", cid.split(".", maxsplit=1)[0]),
        "kind": meta.get("kind"),
        "labels": meta.get("labels", []),
        "citation": meta.get("citation"),
        "requirements": meta.get("requirements", []),
        "api": meta.get("api", []),
        "outcome": "MISSING",
        "message": "no record: the case did not run (not built, filtered, or killed before it started)",
        "duration_s": None,
        "attempts": [],
        "observations": [],
        "failures": [],
        "expectation": None,
        "device": None,
    }


def case_entry(cid: str, meta: dict, path: Path, run: dict) -> tuple[dict, bool]:
    """The bundle's entry of one case from its record; (entry, a record of this run was found)."""
    entry = _entry(cid, meta)
    if not path.exists():
        return entry, False
    status, rec = read_record(path, cid, run)
    if status == "stale":
        entry["message"] = f"no record of this run: {rec}"
        return entry, False
    if status == "bad":
        entry.update(outcome="CRASH", message=f"malformed record {path}: {rec}")
        return entry, True
    assert isinstance(rec, dict)  # read_record gives an object for a good record
    for key in ("outcome", "message", "duration_s", "attempts", "observations", "failures", "expectation"):
        entry[key] = rec.get(key, entry[key])
    for key in (
        "harness_settings",
        "driver_library",
        "runtime_library",
        "expectation_not_applied",
        "sanitizer",
        "returned",
    ):
        if key in rec:
            entry[key] = rec[key]
    dev = rec.get("device") or {}
    entry["device"] = {k: dev.get(k) for k in ("ordinal", "name", "uuid")} if dev else None
    for key in ("test", "area", "kind", "labels", "citation", "requirements", "api"):
        entry[key] = (rec.get("case") or {}).get(key, entry[key])
    try:
        problem = schema_error(entry, "case")
        if problem is None:
            json.dumps(entry, allow_nan=False)
            # A record the harness cannot have written (XFAIL without a matching `fail` entry, PASS
            # after a failed attempt or with a failed check) is no green case: a CRASH with the reason.
            problem = (case_problem(entry, 0) or "").removeprefix("cases[0].") or None
    except ValueError as e:
        problem = f"not usable JSON: {e}"
    except RecursionError:
        problem = "nested too deeply"
    if problem:
        entry = dict(_entry(cid, meta), outcome="CRASH", message=f"malformed record {path}: {problem}")
    return entry, True


def assemble(run: dict, records_dir: Path, notes: list | None = None, stats: dict | None = None) -> dict:
    """The bundle of a run (run.json) from its records. notes receives what the run should say
    about itself; stats["records"] the number of cases with a record of this run."""
    ident = run["identity"]
    gpus = ident.get("gpus") or []
    metadata = run.get("case_metadata") or {}
    expected = list(run["expected_cases"])
    cases = []
    found = 0
    for cid in expected:
        entry, ours = case_entry(cid, metadata.get(cid, {"id": cid}), records_dir / f"{cid}.json", run)
        cases.append(entry)
        found += ours
    # Records of cases this run did not expect: ctest ran them, so they belong in the bundle.
    extra = (
        sorted(p.stem for p in records_dir.glob("*.json") if CASE_ID.match(p.stem) and p.stem not in set(expected))
        if records_dir.is_dir()
        else []
    )
    added = []
    for cid in extra:
        entry, ours = case_entry(cid, metadata.get(cid, {"id": cid}), records_dir / f"{cid}.json", run)
        if ours:
            cases.append(entry)
            added.append(cid)
            found += 1
    if added and notes is not None:
        notes.append(
            f"{len(added)} cases ran that the fixture did not expect from the ctest "
            f"selection, added to the bundle: {', '.join(added[:10])}" + (" ..." if len(added) > 10 else "")
        )
    cases.sort(key=lambda c: c["id"])
    for key, what in (("driver_library", "driver library"), ("runtime_library", "CUDA runtime library")):
        library = ident.get(key) if isinstance(ident.get(key), dict) else None
        if library and notes is not None:
            other = [
                c["id"] for c in cases if isinstance(c.get(key), dict) and c[key].get("path") != library.get("path")
            ]
            if other:
                notes.append(
                    f"{len(other)} cases loaded another {what} than the run's identity "
                    f"({library.get('path')}): {', '.join(other[:10])}" + (" ..." if len(other) > 10 else "")
                )
    run_section = {
        "started": run["started"],
        "ended": now_utc(),
        "command": run["command"],
        "cwd": run["cwd"],
        "device_selection": ident.get("device_selection", "all"),
        "cuda_visible_devices": ident.get("cuda_visible_devices"),
    }
    for key in ("id", "mode", "environment"):
        if key in run:
            run_section[key] = run[key]
    if notes:
        run_section["notes"] = list(notes)
    bundle = {
        "schema": SCHEMA,
        "suite": run["suite"],
        "run": run_section,
        "identity": {
            "gpu": gpus[0] if gpus else None,
            "gpus": gpus,
            "gpu_available": ident.get("gpu_available", False),
            "no_gpu_reason": ident.get("no_gpu_reason"),
            "driver": ident.get("driver"),
            "runtime": ident.get("runtime"),
            "toolkit": ident.get("toolkit"),
            "os": ident.get("os"),
        },
        "expected_cases": sorted(expected + added),
        "cases": cases,
    }
    for key in ("driver_library", "runtime_library", "environment"):  # older identity tools lack them
        if key in ident:
            bundle["identity"][key] = ident[key]
    if stats is not None:
        stats["records"] = found
    return bundle


def bundle_name(bundle: dict) -> str:
    gpu = bundle["identity"].get("gpu")
    driver = (bundle["identity"].get("driver") or {}).get("version") or "no-driver"
    stamp = bundle["run"]["started"].replace("-", "").replace(":", "")
    head = slug(gpu["name"]) if gpu else "no-gpu"
    # a run against a runtime chosen with CUDASEM_CUDART says which in its name
    lib = runtime_library(bundle["identity"])
    runtime = f"_cudart-{slug(runtime_label(bundle['identity']))}" if lib and lib.get("requested") else ""
    return f"{head}_{slug(driver)}{runtime}_{stamp}.json"
