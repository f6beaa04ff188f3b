"""Result bundles: find, load and validate.

A bundle is one JSON document per run (schema/bundle.schema.json at the repository root
describes it field by field). Every error names the file, the field and the problem, on one
line; nothing is merged or guessed silently.

`validate` checks the whole document against the schema with a validator that fastjsonschema
compiles from it once (a dependency: python/requirements*.txt), then what the schema cannot say.
"""

from __future__ import annotations

import gc
import gzip
import json
import math
import re
from datetime import datetime
from pathlib import Path

import fastjsonschema

from .outcome import RAW_PASS

SCHEMA = "cudasem-bundle/1"
SCHEMA_FILE = Path(__file__).resolve().parents[3] / "schema" / "bundle.schema.json"


class BundleError(Exception):
    """A bundle that cannot be used, with the file, the field and the problem in the message."""


def _require(cond: bool, path: str, problem: str) -> None:
    if not cond:
        raise BundleError(f"{path}: {problem}")


def _short(value: object, limit: int = 80) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


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


def field_path(parts) -> str:
    """'cases[3].observations[0].name' from ['cases', 3, 'observations', 0, 'name']."""
    out = ""
    for p in parts:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out or "(the document)"


_validators: dict = {}


def _validator(part: str):
    """The compiled check (fastjsonschema) of schema/bundle.schema.json: 'bundle' for a whole
    document, 'case' for one case entry ($defs.case)."""
    if part not in _validators:
        try:
            schema = json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))
        except (OSError, ValueError) as e:
            raise BundleError(f"{SCHEMA_FILE}: cannot read the schema ({e})") from None
        if part != "bundle":
            schema = {"$ref": f"#/$defs/{part}", "$defs": schema["$defs"]}
        _validators[part] = fastjsonschema.compile(schema)
    return _validators[part]


_KINDS = {
    "array": "a list",
    "object": "an object",
    "string": "a string",
    "boolean": "a boolean",
    "number": "a number",
    "integer": "an integer",
    "null": "null",
}


def _wording(e: fastjsonschema.JsonSchemaValueException, where: list) -> tuple[list, str]:
    """(field path, problem) of a schema violation, in the tools' words: what the value is and
    what it must be."""
    value, rule, definition = e.value, e.rule, e.rule_definition
    if rule == "type":
        kinds = definition if isinstance(definition, list) else [definition]
        return where, f"{_type(value)}, not " + " or ".join(_KINDS.get(str(k), str(k)) for k in kinds)
    if rule == "required" and isinstance(value, dict):
        missing = [k for k in definition if k not in value]
        return [*where, missing[0] if missing else "?"], "missing (the schema requires it)"
    if rule == "enum":
        return where, f"{_short(value)} is not one of {', '.join(map(str, definition))}"
    if rule == "const":
        return where, f"{_short(value)}, not {definition!r}"
    if rule == "pattern":
        return where, f"{_short(value)} does not match {definition}"
    if rule == "additionalProperties" and isinstance(value, dict):
        return where, "a field the schema does not know: " + str(e.message).rsplit("must not contain", 1)[-1].strip()
    message = " ".join(str(e.message).split())
    if e.name and message.startswith(e.name):
        message = message[len(e.name) :].strip()
    return where, f"{_short(value)}: {message}"


def schema_error(data: object, part: str = "bundle", at: tuple = ()) -> str | None:
    """The first problem the schema finds ('field: problem', one line), None when valid. part:
    'bundle' or a $defs entry such as 'case'; at: where that part is in a bundle (('cases', 3))."""
    try:
        _validator(part)(data)
    except fastjsonschema.JsonSchemaValueException as e:
        where = [int(x) if isinstance(x, str) and x.isdigit() else x for x in (e.path or [])[1:]]
        where, message = _wording(e, where)
        if len(message) > 200:
            message = message[:197] + "..."
        return f"{field_path([*at, *where])}: {message}"
    return None


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
    """The bundle against the schema (with a clear word for another schema's document), then what
    a schema cannot say: case ids unique, every expected case present, real start and end times.
    Returns the bundle; BundleError names the file, the field and the problem."""
    _require(isinstance(data, dict), path, f"the document is {_type(data)}, not a JSON object")
    assert isinstance(data, dict)
    schema = data.get("schema")
    _require(schema is not None, path, "no 'schema' field: not a cudasem result bundle")
    _require(
        schema == SCHEMA,
        path,
        f"schema is {_short(schema)}, this tool reads {SCHEMA!r}; use the tool of the suite revision that wrote it",
    )
    problem = schema_error(data)
    _require(problem is None, path, f"{problem} (schema/bundle.schema.json)")
    seen: set[str] = set()
    for i, case in enumerate(data["cases"]):
        _require(case["id"] not in seen, path, f"cases[{i}].id: duplicate case id {case['id']!r}")
        seen.add(case["id"])
    for key in ("started", "ended"):
        _require(
            iso_time(data["run"].get(key)),
            path,
            f"run.{key}: {_short(data['run'].get(key))} is not an ISO 8601 date and time (e.g. 2026-11-20T08:12:00Z)",
        )
    missing = set(data["expected_cases"]) - seen
    _require(not missing, path, f"expected_cases: expected cases without an entry: {', '.join(sorted(missing)[:5])}")
    return data


XFAIL_NEEDS_ENTRY = True
NO_GPU_MEANS_NO_PASS = True


def consistency_problem(data: dict) -> str | None:
    """What the harness cannot have written, in a valid bundle (harness/src/main.cpp): XFAIL only
    under a `fail` expectation entry (where XFAIL_NEEDS_ENTRY), no PASS under one (that is XPASS), no
    case passed where the
    run had no GPU (where NO_GPU_MEANS_NO_PASS). 'field: problem', None when consistent. load() applies it (a file from
    outside); validate() does not, so that tests can build such bundles in memory."""
    for i, case in enumerate(data["cases"]):
        outcome, exp = case["outcome"], case.get("expectation")
        expected = exp.get("outcome") if isinstance(exp, dict) else None
        # XFAIL_NEEDS_ENTRY (issue 29, item 9): only a `fail` expectation entry makes an XFAIL.
        if XFAIL_NEEDS_ENTRY and outcome == "XFAIL" and expected != "fail":
            return (
                f"cases[{i}].expectation: case {case['id']!r} is XFAIL "
                + (f"under a {_short(expected)} expectation" if exp is not None else "without an expectation")
                + "; only a `fail` expectation entry makes one"
            )
        if outcome == "PASS" and expected == "fail":
            return f"cases[{i}].outcome: case {case['id']!r} is PASS under a `fail` expectation entry (that is XPASS)"
    # NO_GPU_MEANS_NO_PASS (issue 29, item 9): without a GPU every case is UNSUPPORTED.
    if NO_GPU_MEANS_NO_PASS and data["identity"].get("gpu_available") is False:
        for c in data["cases"]:
            if c["outcome"] in RAW_PASS:
                return (
                    f"identity.gpu_available: false, yet case {c['id']!r} is {c['outcome']} "
                    "(no case passes without a GPU)"
                )
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
        for k, _ in pairs:
            if k in seen:
                d.duplicate = k
                break
            seen.add(k)
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
    text can hold) is replaced by the text of the escape (six characters). Raises ValueError with the
    reason and, where it is in the
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
        data = json.loads(
            text,
            parse_constant=_no_constant,
            parse_float=number,
            object_pairs_hook=lambda pairs: _pairs(pairs, duplicates),
        )
    except json.JSONDecodeError as e:
        raise ValueError(f"not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})") from None
    except RecursionError:
        raise ValueError("not usable JSON: nested too deeply") from None
    except ValueError as e:  # NaN, Infinity, -Infinity, an integer of more than 4300 digits
        raise ValueError(f"not valid JSON: {e}") from None
    try:
        if overflow:
            at = _find(data, lambda v: isinstance(v, float) and not math.isfinite(v))
            raise ValueError(
                f"{field_path(at or [])}: the number {_short(overflow[0], 40)} is too large "
                "for a double (not a usable JSON number)"
            )
        dup = _find(data, lambda v: isinstance(v, _Duplicates)) if duplicates else None
        if dup is not None:
            obj = data
            for part in dup:
                obj = obj[part]
            raise ValueError(
                f"{field_path([*dup, obj.duplicate])}: duplicate key {obj.duplicate!r} in one "
                "object (readers disagree on which value wins)"
            )
        if _SURROGATE_ESCAPE.search(text):
            data = _replace_surrogates(data)
    except RecursionError:
        raise ValueError("not usable JSON: nested too deeply") from None
    return data


GZIP_MAGIC = b"\x1f\x8b"


def load(path: str | Path) -> dict:
    p = Path(path)
    try:
        raw = p.read_bytes()
    except OSError as e:
        raise BundleError(f"{p}: cannot read ({e.strerror})") from None
    if raw[:2] == GZIP_MAGIC:  # a bundle kept compressed (bundles/sanitizer, bundles/wave3: *.json.gz)
        try:
            raw = gzip.decompress(raw)
        except (OSError, EOFError) as e:
            raise BundleError(f"{p}: not a readable gzip file ({e})") from None
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
            bundle = validate(data, str(p))
            problem = consistency_problem(bundle)
            _require(problem is None, str(p), problem or "")
            return bundle
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
            _require(
                key not in runs,
                str(f),
                f"run.id: {_short(rid)} is the run of {runs.get(key)} too: "
                "one run given twice (remove one of the copies)",
            )
            runs[key] = str(f)
        out.append((str(f), b))
    return out


def find_bundles(paths: list[str | Path]) -> list[Path]:
    """Files as given; folders contribute their *.json and *.json.gz files (sorted), not their
    subfolders'. A *.json symlink in a folder that leads nowhere (dangling or looping) is an error."""
    out: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            for q in sorted(p.glob("*.json")):
                _require(
                    not (q.is_symlink() and not q.exists()),
                    str(q),
                    "a symlink that leads to no file (dangling or looping): remove it or fix its target",
                )
            out.extend(sorted(q for q in [*p.glob("*.json"), *p.glob("*.json.gz")] if q.is_file()))
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
