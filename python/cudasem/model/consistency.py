"""What the harness cannot have written, in a bundle that is valid by its schema: an XFAIL whose
entry did not match, a PASS after a failed attempt or with a failed check, a passed case that lists
a failed assertion, a GPU identity that contradicts itself, a driver version NVML cannot give. The
loader (model/bundle.load) refuses such a bundle with one line naming the case and the field; the
run fixture (run/record.py) makes such a record a CRASH."""

from __future__ import annotations

import re

from .outcome import FAILED_ATTEMPT, RAW_PASS
from .schemas import document
from .values import is_success
from .values import short as _short

XFAIL_NEEDS_ENTRY = True
NO_GPU_MEANS_NO_PASS = True


def failed_check(obs: dict) -> str | None:
    """Why a check observation (harness/src/check.cpp record_check) failed, None when it passed or
    is no check or one never judged ("judged": false, CUDASEM_RECORD_CODE): an expected code not
    returned, or a "fails with a documented code" check that returned success or an undocumented code."""
    check = obs.get("check") if isinstance(obs, dict) else None
    if not isinstance(check, dict):
        return None
    value, expected = obs["value"], check.get("expected")
    if check.get("judged") is False:  # CUDASEM_RECORD_CODE: recorded, never judged
        return None
    if expected is not None:
        return None if value == expected else f"returned {_code(value)}, not {_code(expected)}"
    if is_success(value):
        return f"returned {_code(value)} where it must fail"
    if check.get("documented") is False:
        return f"returned {_code(value)}, not a documented code"
    return None


def _code(value: object) -> str:
    return _short(value["name"], 40) if isinstance(value, dict) else _short(value, 40)


def driver_version_problem(value: object) -> str | None:
    """Why value is no driver version NVML gives (the pattern of the bundle schema's
    identity.driver.version, spelled there only); None when it is one."""
    ident = document("bundle")["properties"]["identity"]["properties"]
    pattern = ident["driver"]["properties"]["version"]["pattern"]
    if isinstance(value, str) and re.fullmatch(pattern.removeprefix("^").removesuffix("$"), value):
        return None
    return f"{_short(value, 40)} is no driver version (NVML's: digits and dots, e.g. 580.159.04)"


def case_problem(case: dict, i: int) -> str | None:
    """What the harness cannot have written in one (schema-valid) case entry, 'cases[i].field:
    problem' naming the case, None when consistent: XFAIL only under a `fail` expectation entry that
    matched the failure (where XFAIL_NEEDS_ENTRY); no PASS under one (that is XPASS); no PASS after
    a failed attempt (that is FLAKY) or with a failed check (the check fails the case); no case that
    passed on every attempt (PASS, XPASS) with a failed assertion in its failures."""
    outcome, exp = case["outcome"], case.get("expectation")
    expected = exp.get("outcome") if isinstance(exp, dict) else None
    cid = _short(case["id"])
    if XFAIL_NEEDS_ENTRY and outcome == "XFAIL" and expected != "fail":
        return (
            f"cases[{i}].expectation: case {cid} is XFAIL "
            + (f"under a {_short(expected)} expectation" if exp is not None else "without an expectation")
            + "; only a `fail` expectation entry makes one"
        )
    if outcome == "XFAIL" and isinstance(exp, dict) and exp.get("matched") is False:
        return f"cases[{i}].expectation.matched: case {cid} is XFAIL, yet its entry did not match (that is FAIL)"
    if outcome == "PASS" and expected == "fail":
        return f"cases[{i}].outcome: case {cid} is PASS under a `fail` expectation entry (that is XPASS)"
    if outcome == "PASS":
        for j, attempt in enumerate(case.get("attempts") or []):
            if (o := attempt["outcome"]) in FAILED_ATTEMPT:
                return f"cases[{i}].attempts[{j}].outcome: case {cid} is PASS after a {o} attempt (that is FLAKY)"
    failures = case.get("failures") or []
    attempts_failed = any(a["outcome"] in FAILED_ATTEMPT for a in case.get("attempts") or [])
    if outcome in RAW_PASS and failures and not attempts_failed:
        # the harness writes a failure for each failed gtest assertion, and any fails the attempt
        f = failures[0]
        first = _short(f"{f.get('file')}:{f.get('line')}: {f.get('summary')}", 100)
        return (
            f"cases[{i}].failures: case {cid} is {outcome}, yet it lists {len(failures)} failed "
            f"assertion{'s' if len(failures) > 1 else ''} ({first}); a failed assertion fails the case"
        )
    if outcome == "PASS":
        for j, obs in enumerate(case.get("observations") or []):
            if "check" in obs and (failed := failed_check(obs)):
                return (
                    f"cases[{i}].observations[{j}].check: case {cid} is {outcome}, yet its check of "
                    f"{_short(obs['check'].get('function'), 60)} {failed}"
                )
    return None


def identity_problem(data: dict) -> str | None:
    """An identity that contradicts itself (harness/tools/identity.cpp and the fixture write it):
    gpu is device 0 of gpus, gpus is non-empty exactly when gpu_available, a no_gpu_reason only
    without a GPU, one name per GPU UUID (a case's device included). 'field: problem' or None."""
    ident = data["identity"]
    gpu, gpus, available = ident.get("gpu"), ident.get("gpus") or [], ident.get("gpu_available")
    if (gpu is None) != (not gpus):
        return f"identity.gpu: {_short(gpu['name']) if gpu else 'null'}, yet identity.gpus lists {len(gpus)} GPUs"
    if gpu is not None and gpu.get("uuid") != gpus[0].get("uuid"):
        return f"identity.gpu.uuid: {_short(gpu.get('uuid'))} is not identity.gpus[0]'s {_short(gpus[0].get('uuid'))}"
    if available is not bool(gpus):
        return f"identity.gpu_available: {str(available).lower()}, yet identity.gpus lists {len(gpus)} GPUs"
    if available and ident.get("no_gpu_reason") is not None:
        return f"identity.no_gpu_reason: {_short(ident['no_gpu_reason'])}, yet gpu_available is true"
    names: dict[str, str] = {}
    for k, g in enumerate(gpus):
        if g["uuid"] in names:
            return f"identity.gpus[{k}].uuid: {_short(g['uuid'])} is listed twice (one UUID, one GPU)"
        names[g["uuid"]] = g["name"]
    for i, dev in enumerate([case.get("device") for case in data["cases"]]):
        if isinstance(dev, dict) and (uuid := dev.get("uuid")) in names and dev.get("name") != names[uuid]:
            case = data["cases"][i]
            return (
                f"cases[{i}].device.name: case {_short(case['id'])} ran on {_short(dev.get('name'))}, yet "
                f"identity.gpus names GPU {_short(dev['uuid'])} {_short(names[dev['uuid']])}"
            )
    return None


def consistency_problem(data: dict, cases_checked: bool = False) -> str | None:
    """What the harness cannot have written, in a valid bundle (harness/src/main.cpp): each case's
    case_problem, an identity that contradicts itself (identity_problem), no case passed where the
    run had no GPU (where NO_GPU_MEANS_NO_PASS). 'field: problem', None when consistent. load()
    applies it (a file from outside); validate() does not, so that tests can build such bundles in
    memory. cases_checked: each case passed case_problem already (load's slim reading)."""
    for i, case in enumerate([] if cases_checked else data["cases"]):
        problem = case_problem(case, i)
        if problem:
            return problem
    # NO_GPU_MEANS_NO_PASS (issue 29, item 9): without a GPU every case is UNSUPPORTED.
    if NO_GPU_MEANS_NO_PASS and data["identity"].get("gpu_available") is False:
        for c in data["cases"]:
            if c["outcome"] in RAW_PASS:
                return (
                    f"identity.gpu_available: false, yet case {c['id']!r} is {c['outcome']} "
                    "(no case passes without a GPU)"
                )
    return identity_problem(data)
