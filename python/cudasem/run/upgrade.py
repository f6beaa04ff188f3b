"""`cudasem bundle upgrade FILE...`: a bundle of an older format made the current one, in place,
once. The only reader of the old formats' text; the tools refuse an old bundle and name this
command (model/bundle.py).

    cudasem bundle upgrade [--check] FILE...

A file is read as the other readers read a bundle (its size, a gzip bomb, strict JSON); a file that
is no bundle of either format, or whose upgrade the loader would refuse, is one line and exit 2, and
stays as it was. The file is rewritten whole or not at all (model/files.py).

cudasem-bundle/1 -> cudasem-bundle/2 (schema/bundle.schema.json, schema/record.schema.json):

- a returned code written as text, "cudaErrorInvalidValue (1)" (an observation's value, a check's
  expected code), becomes {"name": "cudaErrorInvalidValue", "code": 1};
- a perf number named <series>.<unit>[.<stat>][@<at>] gets the fields series, unit, stat and at
  (the name stays: it is the stable label compare and expectations use);
- every observation gets its "type" as the report read it before: the older "measurement" flag
  (then dropped), else, in a bundle whose harness flagged none, a perf case's observations and
  every floating-point value as measurements, every other as a verdict;
- each case gets "failures": the failed assertions its message lists as gtest's
  "<file>:<line>: <summary>" parts (the harness now writes them from gtest's TestPartResult).

Nothing else changes: every verdict value and every outcome reads as before (the tests check it
on every committed bundle). A file is rewritten whole (a temporary file renamed over it), gzip
again where it was gzip. --check: only say which files need upgrading (exit 1 if any).
Exit status: 0 done (or nothing to do), 1 --check found old files, 2 a file cannot be read or
upgraded (one line naming it).
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import sys
from pathlib import Path

from ..model.bundle import (
    GZIP_MAGIC,
    SCHEMA,
    BundleError,
    parse_json,
    read_document,
    validate,
)
from ..model.consistency import consistency_problem
from ..model.files import write_bytes_atomic
from ..model.measurements import UNITS
from ..model.vocabulary import names

OLD = "cudasem-bundle/1"
CODE_TEXT = re.compile(r"^((?:cuda|CUDA_|CU)[A-Za-z0-9_]*) \((-?\d+)\)$")
PERF_NAME = re.compile(
    r"^(?P<series>[a-z0-9_]+(?:\.[a-z0-9_]+)*?)\.(?P<unit>" + "|".join(UNITS) + r")"
    r"(?:\.(?P<stat>min|median|max))?(?:@(?P<at>\d+))?$"
)
GTEST_PART = re.compile(r"^(?P<file>[^\s:]+):(?P<line>\d+): ", re.M)


def code(value: object) -> object:
    """A code's text as {"name", "code"}; any other value as it is."""
    m = CODE_TEXT.match(value) if isinstance(value, str) else None
    return {"name": m[1], "code": int(m[2])} if m else value


def quantity_fields(name: str) -> dict:
    """The series, unit, stat and at an old perf name spelled; {} for a name outside that scheme."""
    m = PERF_NAME.match(name.split(" #", 1)[0])
    if not m:
        return {}
    out: dict = {"series": m["series"], "unit": m["unit"]}
    if m["stat"]:
        out["stat"] = m["stat"]
    if m["at"] is not None:
        out["at"] = int(m["at"])
    return out


def old_type(obs: dict, case: dict, flagged: bool) -> str:
    """The type the report gave an observation of an old bundle (report/words.py before this)."""
    if obs.get("type") in names("observation_types"):
        return obs["type"]
    if obs.get("measurement") is not None:
        return "measurement" if obs["measurement"] else "verdict"
    if not flagged and (case.get("kind") == "perf" or isinstance(obs.get("value"), float)):
        return "measurement"
    return "verdict"


def failures(message: str) -> list[dict]:
    """The parts of a message the harness joined from gtest's failures: "<file>:<line>: <summary>"."""
    starts = list(GTEST_PART.finditer(message))
    out = []
    for i, m in enumerate(starts):
        end = starts[i + 1].start() - 1 if i + 1 < len(starts) else len(message)
        out.append({"file": m["file"], "line": int(m["line"]), "summary": message[m.end() : end]})
    return out


def upgrade_observation(obs: dict, case: dict, flagged: bool) -> dict:
    out = {"name": obs["name"], "value": code(obs.get("value")), "type": old_type(obs, case, flagged)}
    for k, v in obs.items():
        if k not in ("name", "value", "type", "measurement"):
            out[k] = v
    if isinstance(out.get("check"), dict):
        out["check"] = dict(out["check"], expected=code(out["check"].get("expected")))
    if "expected" in out:
        out["expected"] = code(out["expected"])
    if "series" not in out:
        out.update(quantity_fields(obs["name"]))
    return out


def upgrade(bundle: dict) -> dict:
    """The cudasem-bundle/2 document of a cudasem-bundle/1 one (a new dict; the old is unchanged)."""
    given = bundle.get("cases")
    cases: list = given if isinstance(given, list) else []
    flagged = any(
        isinstance(o, dict) and ("measurement" in o or "type" in o)
        for c in cases
        for o in (c.get("observations") or [])
    )
    new_cases = []
    for c in cases:
        n = dict(c)
        n["observations"] = [upgrade_observation(o, c, flagged) for o in c.get("observations") or []]
        if "failures" not in n:
            n["failures"] = failures(c.get("message") or "")
        new_cases.append(n)
    return dict(bundle, schema=SCHEMA, cases=new_cases)


def _as_text(value: object) -> object:
    """A code object back as the old text; any other value as it is."""
    if isinstance(value, dict) and set(value) == {"name", "code"}:
        return f"{value['name']} ({value['code']})"
    return value


def differences(old: dict, new: dict) -> list[str]:
    """How new reads differently from old (the proof that an upgrade loses nothing): the same
    document but for the schema and each case's observations and failures; per case the same
    outcome; per observation the same name, type (as the report read the old one), value (a code
    object is its old text), check and perf parts. [] when none."""
    out = []
    if {k: v for k, v in old.items() if k not in ("schema", "cases")} != {
        k: v for k, v in new.items() if k not in ("schema", "cases")
    }:
        out.append("the document outside its cases differs")
    oc, nc = old.get("cases") or [], new.get("cases") or []
    if [c["id"] for c in oc] != [c["id"] for c in nc]:
        return [*out, "the case ids differ"]
    flagged = any("measurement" in o or "type" in o for c in oc for o in c.get("observations") or [])
    for a, b in zip(oc, nc):
        rest = ("observations", "failures")
        if {k: v for k, v in a.items() if k not in rest} != {k: v for k, v in b.items() if k not in rest}:
            out.append(f"{a['id']}: outcome or another field differs")
        ao, bo = a.get("observations") or [], b.get("observations") or []
        if len(ao) != len(bo):
            out.append(f"{a['id']}: {len(ao)} observations, now {len(bo)}")
            continue
        for x, y in zip(ao, bo):
            check = dict(y["check"], expected=_as_text(y["check"]["expected"])) if "check" in y else None
            if (
                x["name"] != y["name"]
                or x.get("value") != _as_text(y["value"])
                or old_type(x, a, flagged) != y["type"]
                or x.get("check") != check
                or any(y.get(k) != v for k, v in quantity_fields(x["name"]).items())
            ):
                out.append(f"{a['id']}: observation {x['name']!r} reads differently")
    return out


def upgrade_file(path: Path, check: bool) -> bool:
    """Upgrades one file in place; whether it was of the old format. BundleError when it cannot."""
    raw = read_document(path)  # the readers' limits: a regular file, its size, a gzip bomb
    gz = _is_gzip(path)
    try:
        data = parse_json(raw)  # the readers' JSON: nesting, duplicate keys, NaN, huge numbers
    except ValueError as e:
        raise BundleError(f"{path}: {e}") from None
    del raw
    schema = data.get("schema") if isinstance(data, dict) else None
    if schema == SCHEMA:
        return False
    if schema != OLD or not isinstance(data, dict):
        what = f"schema is {schema!r}" if isinstance(data, dict) else f"the document is {type(data).__name__}"
        raise BundleError(f"{path}: {what}: not a result bundle this command reads ({OLD} or {SCHEMA})")
    if check:
        return True
    new = upgrade(data)
    validate(new, str(path))
    problem = consistency_problem(new)  # a file the loader would refuse is not written
    if problem is not None:
        raise BundleError(f"{path}: {problem}; left as it was")
    text = (json.dumps(new, indent=1) + "\n").encode("utf-8")
    write_bytes_atomic(path, gzip.compress(text, mtime=0) if gz else text)
    return True


def _is_gzip(path: Path) -> bool:
    with open(path, "rb") as f:
        return f.read(2) == GZIP_MAGIC


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="cudasem bundle", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("action", choices=["upgrade"])
    ap.add_argument("--check", action="store_true", help="only list the files of an older format")
    ap.add_argument("files", nargs="+", type=Path)
    args = ap.parse_args(argv)
    old = []
    for f in args.files:
        try:
            if upgrade_file(f, args.check):
                old.append(f)
                print(f"{f}: {'needs upgrading' if args.check else 'upgraded'} ({OLD} -> {SCHEMA})")
        except (BundleError, OSError) as e:
            print(f"bundle upgrade: {e}", file=sys.stderr)
            return 2
    return 1 if args.check and old else 0


if __name__ == "__main__":
    sys.exit(main())
