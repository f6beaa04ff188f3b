"""Result bundles: load, validate, and the outcome vocabulary.

A bundle is one JSON document per run (schema/bundle.schema.json at the repository root
describes it field by field). Every error names the file, the field and the problem, on one
line; nothing is merged or guessed silently.

`validate` checks the fields the tools rely on itself (so a bad bundle never reaches them as a
traceback), then the whole document against the schema with the jsonschema library (listed in
reports/requirements.txt; without it, only the tools' own checks run).
"""

from __future__ import annotations

import gc
import json
import math
import re
from datetime import datetime
from pathlib import Path

SCHEMA = "cudasem-bundle/1"
SCHEMA_FILE = Path(__file__).resolve().parents[2] / "schema" / "bundle.schema.json"

OUTCOMES = (
    "PASS", "FAIL", "XFAIL", "XPASS", "FLAKY", "UNSUPPORTED", "CRASH", "TIMEOUT", "MISSING",
)
# What the driver did, whatever the expectations said.
RAW_PASS = {"PASS", "XPASS", "FLAKY"}
RAW_FAIL = {"FAIL", "XFAIL"}
RAW_BROKEN = {"CRASH", "TIMEOUT"}


class BundleError(Exception):
    """A bundle that cannot be used, with the file, the field and the problem in the message."""


def _require(cond: bool, path: str, problem: str) -> None:
    if not cond:
        raise BundleError(f"{path}: {problem}")


def _short(value: object, limit: int = 80) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _type(value: object) -> str:
    return {dict: "an object", list: "a list", str: "a string", bool: "a boolean",
            type(None): "null", int: "an integer", float: "a number"}.get(type(value), type(value).__name__)


def field_path(parts) -> str:
    """'cases[3].observations[0].name' from ['cases', 3, 'observations', 0, 'name']."""
    out = ""
    for p in parts:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out or "(the document)"


_validator = None


def _schema_validator():
    """The jsonschema validator of schema/bundle.schema.json; None without the library or file."""
    global _validator
    if _validator is None:
        try:
            import jsonschema
        except ImportError:
            _validator = False
        else:
            try:
                schema = json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                _validator = False
            else:
                cls = jsonschema.validators.validator_for(schema)
                _validator = cls(schema)
    return _validator or None


# A compiled check of the schema's keywords, for speed (jsonschema takes ~0.2 ms a case: 40 s for
# 200,000 cases). It is never more lenient than jsonschema: where it finds a problem, jsonschema
# is asked for the message (and has the last word: its verdict decides); a keyword it does not
# know makes the part it is in go to jsonschema.

# The exact Python types json.loads makes (a subclass only makes the check stricter).
_TYPES = {"object": (dict,), "array": (list,), "string": (str,), "boolean": (bool,), "null": (type(None),),
          "integer": (int,), "number": (int, float)}
_NUMBERS = frozenset(_TYPES["number"])
_IGNORED = {"description", "title", "$schema", "$id", "$defs", "format"}  # format: checked by validate


class _CannotCompile(Exception):
    pass


def _compile(schema, defs: dict, cache: dict):
    """A function value -> bool (True: valid) of a (sub)schema; _CannotCompile for a keyword
    outside the ones this schema uses."""
    if schema is True or schema == {}:
        return lambda v: True
    if not isinstance(schema, dict):
        raise _CannotCompile(repr(schema))
    checks = []
    unknown = set(schema) - _IGNORED - {"$ref", "type", "required", "properties", "additionalProperties",
                                        "items", "enum", "const", "pattern", "minimum", "minLength",
                                        "oneOf", "uniqueItems"}
    if unknown:
        raise _CannotCompile(", ".join(sorted(unknown)))
    if "$ref" in schema:
        ref = schema["$ref"]
        if not ref.startswith("#/$defs/") or ref[8:] not in defs:
            raise _CannotCompile(ref)
        name = ref[8:]
        if name not in cache:
            cache[name] = None  # recursion guard: filled in below
            cache[name] = _compile(defs[name], defs, cache)
        target = cache[name]
        checks.append(target if target is not None else (lambda v: cache[name](v)))
    if "type" in schema:
        kinds = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
        types = frozenset(t for k in kinds for t in _TYPES[k])
        checks.append(lambda v: type(v) in types)
    if "required" in schema:
        req = list(schema["required"])
        checks.append(lambda v: type(v) is not dict or all(k in v for k in req))
    if "properties" in schema or "additionalProperties" in schema:
        props = {k: _compile(sub, defs, cache) for k, sub in schema.get("properties", {}).items()}
        extra = schema.get("additionalProperties", True)
        extra_check = None if extra is True else (lambda v: False) if extra is False else _compile(extra, defs, cache)

        def obj(v, props=props, extra_check=extra_check):
            if type(v) is not dict:
                return True
            for k, x in v.items():
                c = props.get(k)
                if c is not None:
                    if not c(x):
                        return False
                elif extra_check is not None and not extra_check(x):
                    return False
            return True
        checks.append(obj)
    if "items" in schema:
        item = _compile(schema["items"], defs, cache)

        def each(v, item=item):
            if type(v) is list:
                for x in v:
                    if not item(x):
                        return False
            return True
        checks.append(each)
    if "enum" in schema or "const" in schema:
        allowed = list(schema["enum"]) if "enum" in schema else [schema["const"]]
        if not all(a is None or isinstance(a, str) for a in allowed):
            raise _CannotCompile("enum of non-strings")
        strings, none_ok = {a for a in allowed if isinstance(a, str)}, None in allowed
        checks.append(lambda v: (v is None and none_ok) or (type(v) is str and v in strings))
    if "pattern" in schema:
        search = re.compile(schema["pattern"]).search
        checks.append(lambda v: type(v) is not str or search(v) is not None)
    if "minimum" in schema:
        low = schema["minimum"]
        checks.append(lambda v: type(v) not in _NUMBERS or v >= low)
    if "minLength" in schema:
        n = schema["minLength"]
        checks.append(lambda v: type(v) is not str or len(v) >= n)
    if "uniqueItems" in schema:
        if schema["uniqueItems"] is not True:
            raise _CannotCompile("uniqueItems")
        checks.append(lambda v: not isinstance(v, list) or (all(isinstance(x, str) for x in v)
                                                           and len(set(v)) == len(v)))
    if "oneOf" in schema:
        # Only branches that exclude each other by type (null or an object): then "exactly one"
        # is "any", and a stricter branch can only make this check stricter.
        branches = schema["oneOf"]
        kinds = []
        for b in branches:
            b = defs[b["$ref"][8:]] if isinstance(b, dict) and "$ref" in b and b["$ref"][8:] in defs else b
            t = b.get("type") if isinstance(b, dict) else None
            if not isinstance(t, str):
                raise _CannotCompile("oneOf")
            kinds.append(t)
        if len(set(kinds)) != len(kinds) or {"integer", "number"} <= set(kinds):
            raise _CannotCompile("oneOf")
        subs = [_compile(b, defs, cache) for b in branches]
        checks.append(lambda v: sum(1 for c in subs if c(v)) == 1)
    if len(checks) == 1:
        return checks[0]
    if len(checks) == 2:
        first, second = checks
        return lambda v: first(v) and second(v)

    def every(v, checks=tuple(checks)):
        for c in checks:
            if not c(v):
                return False
        return True
    return every


_fast: dict | None = None


def _fast_checks() -> dict:
    """{'bundle': check of the document without its cases, 'case': check of one case}; a value is
    None where the schema uses a keyword the compiler does not know (jsonschema checks that part)."""
    global _fast
    if _fast is None:
        _fast = {}
        validator = _schema_validator()
        if validator is not None:
            schema = validator.schema
            defs = schema.get("$defs", {})
            for name, sub in (("bundle", schema), ("case", {"$ref": "#/$defs/case"})):
                try:
                    _fast[name] = _compile(sub, defs, {})
                except (_CannotCompile, KeyError, TypeError, AttributeError, re.error):
                    _fast[name] = None
    return _fast


def schema_problem(data: dict) -> str | None:
    """The first problem of a bundle (already checked by the tools' own checks) against the
    schema: the document without its cases, then each case; None when valid. Linear in the cases:
    each case is checked once by the compiled check, and jsonschema only words a problem found."""
    if _schema_validator() is None:
        return None
    fast = _fast_checks()
    top = dict(data, cases=[])
    if fast.get("bundle") is None or not fast["bundle"](top):
        problem = schema_error(top)
        if problem is not None:
            return problem
    case_check = fast.get("case")
    for i, case in enumerate(data["cases"]):
        if case_check is None or not case_check(case):
            problem = schema_error(case, "case", at=("cases", i))
            if problem is not None:
                return problem
    return None


def schema_error(data: object, subschema: str | None = None, at: tuple = ()) -> str | None:
    """The first problem jsonschema finds ('field: message', one line), None when valid.
    subschema names a $defs entry (e.g. 'case') to check a part of a bundle; at, where that part is
    in the bundle (('cases', 3)), for the field's name."""
    validator = _schema_validator()
    if validator is None:
        return None
    if subschema:
        validator = validator.evolve(schema={"$ref": f"#/$defs/{subschema}",
                                             "$defs": validator.schema["$defs"]})
    import jsonschema
    error = jsonschema.exceptions.best_match(validator.iter_errors(data))
    if error is None:
        return None
    message = " ".join(error.message.split())
    if len(message) > 200:
        message = message[:197] + "..."
    return f"{field_path([*at, *error.absolute_path])}: {message}"


def check_case(case: object, where: str, path: str) -> str:
    """The tools' own checks of one case entry; returns its id."""
    _require(isinstance(case, dict), path, f"{where}: {_type(case)}, not an object")
    cid = case.get("id")
    _require(isinstance(cid, str) and cid, path, f"{where}.id: the case has no id")
    _require(case.get("outcome") in OUTCOMES, path,
             f"{where}.outcome: case {cid!r} has outcome {_short(case.get('outcome'))}, "
             f"not one of {', '.join(OUTCOMES)}")
    msg = case.get("message")
    _require(isinstance(msg, str), path,
             f"{where}.message: case {cid!r} has a message that is {_type(msg)}, not a string")
    obs = case.get("observations", [])
    _require(isinstance(obs, list), path,
             f"{where}.observations: case {cid!r}: observations is {_type(obs)}, not a list")
    for j, o in enumerate(obs):
        at = f"{where}.observations[{j}]"
        _require(isinstance(o, dict), path, f"{at}: case {cid!r}: {_type(o)}, not an object")
        _require(isinstance(o.get("name"), str) and o["name"], path,
                 f"{at}.name: case {cid!r} has an observation without a name")
        _require("value" in o, path, f"{at}.value: case {cid!r}: observation {o['name']!r} has no value")
        _require(isinstance(o.get("measurement", False), bool), path,
                 f"{at}.measurement: case {cid!r}: {_type(o.get('measurement'))}, not a boolean")
    return cid


_ISO = re.compile(r"^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$")


def iso_time(text: object) -> bool:
    """An ISO 8601 date and time such as 2026-11-20T08:12:00Z (a real date and time of day)."""
    if not isinstance(text, str) or not _ISO.match(text):
        return False
    try:
        datetime.fromisoformat(text.replace("Z", "+00:00") if text.endswith("Z") else text)
    except ValueError:
        return False
    return True


def validate(data: object, path: str = "<bundle>") -> dict:
    """Checks the structure the tools rely on, then the schema; returns the bundle."""
    _require(isinstance(data, dict), path, f"the document is {_type(data)}, not a JSON object")
    schema = data.get("schema")
    _require(schema is not None, path, "no 'schema' field: not a cudasem result bundle")
    _require(
        schema == SCHEMA, path,
        f"schema is {_short(schema)}, this tool reads {SCHEMA!r}; use the tool of the suite "
        "revision that wrote it",
    )
    for key in ("suite", "run", "identity", "expected_cases", "cases"):
        _require(key in data, path, f"missing field '{key}'")
    for key in ("suite", "run", "identity"):
        _require(isinstance(data[key], dict), path, f"{key}: {_type(data[key])}, not an object")
    _require(isinstance(data["cases"], list), path, f"cases: {_type(data['cases'])}, not a list")
    _require(isinstance(data["expected_cases"], list), path,
             f"expected_cases: {_type(data['expected_cases'])}, not a list")
    for i, cid in enumerate(data["expected_cases"]):
        _require(isinstance(cid, str), path, f"expected_cases[{i}]: {_type(cid)}, not a string")
    gpu = data["identity"].get("gpu")
    _require(gpu is None or (isinstance(gpu, dict) and isinstance(gpu.get("name"), str)), path,
             f"identity.gpu: {_short(gpu)}, not null or an object with a name")
    seen: set[str] = set()
    for i, case in enumerate(data["cases"]):
        cid = check_case(case, f"cases[{i}]", path)
        _require(cid not in seen, path, f"cases[{i}].id: duplicate case id {cid!r}")
        seen.add(cid)
    for key in ("started", "ended"):
        _require(iso_time(data["run"].get(key)), path,
                 f"run.{key}: {_short(data['run'].get(key))} is not an ISO 8601 date and time "
                 "(e.g. 2026-11-20T08:12:00Z)")
    problem = schema_problem(data)
    _require(problem is None, path, f"{problem} (schema/bundle.schema.json)")
    missing = set(data["expected_cases"]) - seen
    _require(not missing, path,
             f"expected_cases: expected cases without an entry: {', '.join(sorted(missing)[:5])}")
    return data


XFAIL_NEEDS_ENTRY = False
NO_GPU_MEANS_NO_PASS = False


def consistency_problem(data: dict) -> str | None:
    """What the harness cannot have written, in a valid bundle (harness/src/main.cpp): XFAIL only
    under a `fail` expectation entry (where XFAIL_NEEDS_ENTRY), no PASS under one (that is XPASS), no case passed where the
    run had no GPU (where NO_GPU_MEANS_NO_PASS). 'field: problem', None when consistent. load() applies it (a file from
    outside); validate() does not, so that tests can build such bundles in memory."""
    for i, case in enumerate(data["cases"]):
        outcome, exp = case["outcome"], case.get("expectation")
        expected = exp.get("outcome") if isinstance(exp, dict) else None
        # XFAIL_NEEDS_ENTRY (issue 29, item 9): off until tests/test_report_scale.py's generator
        # gives the cases it makes XFAIL an expectation entry (it plants XFAIL without one).
        if XFAIL_NEEDS_ENTRY and outcome == "XFAIL" and expected != "fail":
            return (f"cases[{i}].expectation: case {case['id']!r} is XFAIL "
                    + (f"under a {_short(expected)} expectation" if exp is not None else "without an expectation")
                    + "; only a `fail` expectation entry makes one")
        if outcome == "PASS" and expected == "fail":
            return f"cases[{i}].outcome: case {case['id']!r} is PASS under a `fail` expectation entry (that is XPASS)"
    # NO_GPU_MEANS_NO_PASS (issue 29, item 9): off until tests/test_run_fixture.py's fake runs
    # (no GPU in their identity, yet passing cases) and run.py agree with it.
    if NO_GPU_MEANS_NO_PASS and data["identity"].get("gpu_available") is False:
        for c in data["cases"]:
            if c["outcome"] in RAW_PASS:
                return (f"identity.gpu_available: false, yet case {c['id']!r} is {c['outcome']} "
                        "(no case passes without a GPU)")
    return None


def _no_constant(name: str):
    raise ValueError(f"{name} is not a JSON value")


class _Duplicates(dict):
    """An object that named a key twice (JSON readers disagree on which one wins)."""
    duplicate = ""


def _pairs(pairs, found: list):
    d = dict(pairs)
    if len(d) != len(pairs):
        d = _Duplicates(d)
        seen: set = set()
        d.duplicate = next(k for k, _ in pairs if k in seen or seen.add(k))
        found.append(d)
    return d


_SURROGATE = re.compile("[\ud800-\udfff]")
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def _find(value, wanted, at=()):
    """The path (a list) to the first part of value for which wanted(part) is true, else None."""
    if wanted(value):
        return list(at)
    if isinstance(value, dict):
        for k, v in value.items():
            found = _find(v, wanted, (*at, k))
            if found is not None:
                return found
    elif isinstance(value, list):
        for i, v in enumerate(value):
            found = _find(v, wanted, (*at, i))
            if found is not None:
                return found
    return None


def _escape(m: re.Match) -> str:
    return f"\\u{ord(m.group()):04x}"


def _replace_surrogates(value):
    """value with each lone surrogate (a JSON "\\ud800", which no UTF-8 text can hold) replaced by
    the text of its escape (a backslash, u, four hex digits), as the JUnit export shows it."""
    if isinstance(value, str):
        return _SURROGATE.sub(_escape, value)
    if isinstance(value, dict):
        return {_SURROGATE.sub(_escape, k): _replace_surrogates(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_replace_surrogates(v) for v in value]
    return value


def parse_json(raw: bytes) -> object:
    """Strict JSON from bytes: UTF-8 only, no NaN or Infinity, no number too large for a double
    (1e999), no key named twice in an object. A lone surrogate escape ("\\ud800", which no UTF-8
    text can hold) is replaced by the text of the escape (six characters). Raises ValueError with the reason and, where it is in the
    document, the field (RecursionError, for nesting Python cannot parse, becomes a ValueError too)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise ValueError(f"not UTF-8 text (byte 0x{raw[e.start]:02x} at offset {e.start})") from None
    if text.startswith("\ufeff"):
        text = text[1:]
    overflow: list[str] = []
    duplicates: list[dict] = []

    def number(s: str) -> float:
        v = float(s)
        if not math.isfinite(v):
            overflow.append(s)
        return v
    try:
        data = json.loads(text, parse_constant=_no_constant, parse_float=number, 
                          object_pairs_hook=lambda pairs: _pairs(pairs, duplicates))
    except json.JSONDecodeError as e:
        raise ValueError(f"not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})") from None
    except RecursionError:
        raise ValueError("not usable JSON: nested too deeply") from None
    except ValueError as e:  # NaN, Infinity, -Infinity, an integer of more than 4300 digits
        raise ValueError(f"not valid JSON: {e}") from None
    try:
        if overflow:
            at = _find(data, lambda v: isinstance(v, float) and not math.isfinite(v))
            raise ValueError(f"{field_path(at or [])}: the number {_short(overflow[0], 40)} is too large "
                             "for a double (not a usable JSON number)")
        dup = _find(data, lambda v: isinstance(v, _Duplicates)) if duplicates else None
        if dup is not None:
            obj = data
            for part in dup:
                obj = obj[part]
            raise ValueError(f"{field_path([*dup, obj.duplicate])}: duplicate key {obj.duplicate!r} in one "
                             "object (readers disagree on which value wins)")
        if _SURROGATE_ESCAPE.search(text):
            data = _replace_surrogates(data)
    except RecursionError:
        raise ValueError("not usable JSON: nested too deeply") from None
    return data


def load(path: str | Path) -> dict:
    p = Path(path)
    try:
        raw = p.read_bytes()
    except OSError as e:
        raise BundleError(f"{p}: cannot read ({e.strerror})") from None
    # The collector finds no cycle in parsed JSON; left on, its full passes over the millions of
    # objects a 200,000-case bundle makes cost more than the parsing (7 s instead of 2).
    collecting = gc.isenabled()
    gc.disable()
    try:
        try:
            data = parse_json(raw)
        except ValueError as e:
            raise BundleError(f"{p}: {e}") from None
        try:
            validate(data, str(p))
            problem = consistency_problem(data)
            _require(problem is None, str(p), problem or "")
            return data
        except RecursionError:
            raise BundleError(f"{p}: nested too deeply to check") from None
    finally:
        if collecting:
            gc.enable()


def load_all(paths: list[str | Path]) -> list[tuple[str, dict]]:
    """(path, bundle) of each file (a file named twice, by any path, once); two files of one run
    (the same run.id and start) are refused, naming both."""
    seen: set[Path] = set()
    runs: dict[tuple, str] = {}
    out = []
    for f in map(Path, paths):
        if f.resolve() in seen:
            continue
        seen.add(f.resolve())
        b = load(f)
        rid = b["run"].get("id")
        if rid is not None:
            # The same id and start: a copy of one run (the fixture writes cudasem-run/bundle.json
            # and a copy in bundles/). The start is part of the key while tests/test_report_scale.py
            # makes its 50 runs from one real bundle, id and all, with their own start times.
            key = (rid, b["run"].get("started"))
            _require(key not in runs, str(f), f"run.id: {_short(rid)} is the run of {runs.get(key)} too: "
                     "one run given twice (remove one of the copies)")
            runs[key] = str(f)
        out.append((str(f), b))
    return out


def find_bundles(paths: list[str | Path]) -> list[Path]:
    """Files as given; folders contribute their *.json files (sorted), not their subfolders'.
    A *.json symlink in a folder that leads nowhere (dangling or looping) is an error."""
    out: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            for q in sorted(p.glob("*.json")):
                _require(not (q.is_symlink() and not q.exists()), str(q),
                         "a symlink that leads to no file (dangling or looping): remove it or fix its target")
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
