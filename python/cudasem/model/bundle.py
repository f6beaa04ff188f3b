"""Result bundles: find, load and validate.

A bundle is one JSON document per run (schema/bundle.schema.json at the repository root
describes it field by field). Every error names the file, the field and the problem, on one
line; nothing is merged or guessed silently.

`validate` checks the whole document against the schema with a validator that fastjsonschema
compiles from it once (model/schemas.py; a dependency: python/requirements*.txt), then what the
schema cannot say. A bundle of an older format is refused with the command that upgrades it
(model/upgrade.py).
"""

from __future__ import annotations

import contextlib
import gc
import gzip
import io
import json
import math
import re
import stat
import zlib
from collections.abc import Callable, Iterable
from datetime import datetime
from pathlib import Path

import fastjsonschema

from .consistency import case_problem, consistency_problem
from .schemas import SCHEMA_DIR, SchemaError, validator
from .values import short as _short

SCHEMA = "cudasem-bundle/2"
SCHEMA_FILE = SCHEMA_DIR / "bundle.schema.json"
# Formats `cudasem bundle upgrade` (model/upgrade.py) makes this one.
UPGRADABLE = ("cudasem-bundle/1",)


class BundleError(Exception):
    """A bundle that cannot be used, with the file, the field and the problem in the message."""


def _require(cond: bool, path: str, problem: str) -> None:
    if not cond:
        raise BundleError(f"{path}: {problem}")


_TYPES = {dict: "an object", list: "a list", str: "a string", bool: "a boolean", type(None): "null", int: "an integer"}


def _type(value: object) -> str:
    return "a number" if type(value) is float else _TYPES.get(type(value), type(value).__name__)


def field_path(parts) -> str:
    """'cases[3].observations[0].name' from ['cases', 3, 'observations', 0, 'name']."""
    out = ""
    for p in parts:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out or "(the document)"


_KINDS = {"array": "a list", "object": "an object", "string": "a string", "boolean": "a boolean", "number": "a number"}
_KINDS.update(integer="an integer", null="null")


def _checker(part: str):
    """schemas.validator, a schema that cannot be read a BundleError."""
    try:
        return validator(part)
    except SchemaError as e:
        raise BundleError(str(e)) from None


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
    'bundle' or a $defs entry such as 'case'; at: where that part is in a bundle (('cases', 3)).
    A bundle's cases (its last property) are checked one by one, in order: the same first problem."""
    if part == "bundle" and isinstance(data, dict) and isinstance(data.get("cases"), list):
        first = schema_error(dict(data, cases=[]), "bundle-without-cases", at)
        check = _checker("case")
        for i, case in enumerate(data["cases"]):
            if first:
                return first
            try:
                check(case)
            except fastjsonschema.JsonSchemaValueException:
                first = schema_error(case, "case", (*at, "cases", i))
        return first
    try:
        _checker("bundle" if part == "bundle-without-cases" else part)(data)
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


# The expected_cases of the last bundle that passed the schema (validate: a series of bundles of one
# selection names the same cases; an equal list of strings passes as it did)
_passed_expected: list[tuple | None] = [None]


def validate(data: object, path: str = "<bundle>", cases_checked: bool = False) -> dict:
    """The bundle against the schema (with a clear word for another schema's document), then what
    a schema cannot say: case ids unique, every expected case present, real start and end times.
    Returns the bundle; BundleError names the file, the field and the problem. cases_checked: each
    case entry passed the schema already (load's slim reading)."""
    _require(isinstance(data, dict), path, f"the document is {_type(data)}, not a JSON object")
    assert isinstance(data, dict)
    schema = data.get("schema")
    _require(schema is not None, path, "no 'schema' field: not a cudasem result bundle")
    _require(
        schema not in UPGRADABLE,
        path,
        f"schema is {_short(schema)}, an older bundle format (codes as text, measurements by name); "
        f"run `cudasem bundle upgrade {path}` once to make it {SCHEMA!r}",
    )
    _require(
        schema == SCHEMA,
        path,
        f"schema is {_short(schema)}, this tool reads {SCHEMA!r}; use the tool of the suite revision that wrote it",
    )
    head = dict(data, cases=[]) if cases_checked else data
    expected = data.get("expected_cases")
    listed = tuple(expected) if isinstance(expected, list) else None
    if cases_checked and listed is not None and listed == _passed_expected[0]:
        # the list of a bundle before, which passed the schema (its items' pattern, no item twice;
        # no other rule names it): the same value passes again, unchecked (3,224 patterns a bundle)
        head["expected_cases"] = []
    problem = schema_error(head)
    _require(problem is None, path, f"{problem} (schema/bundle.schema.json)")
    if listed is not None:
        _passed_expected[0] = listed
    ids = [case["id"] for case in data["cases"]]
    seen = set(ids)
    if len(seen) != len(ids):  # the first id named twice (the message formatted only when it is said)
        seen = set()
        for i, cid in enumerate(ids):
            _require(cid not in seen, path, f"cases[{i}].id: duplicate case id {cid!r}")
            seen.add(cid)
    for key in ("started", "ended"):
        _require(
            iso_time(data["run"].get(key)),
            path,
            f"run.{key}: {_short(data['run'].get(key))} is not an ISO 8601 date and time (e.g. 2026-11-20T08:12:00Z)",
        )
    missing = set(data["expected_cases"]) - seen
    _require(not missing, path, f"expected_cases: expected cases without an entry: {', '.join(sorted(missing)[:5])}")
    return data


def _no_constant(name: str):
    raise ValueError(f"{name} is not a JSON value")


class _Duplicates(dict):
    """An object that named a key twice (JSON readers disagree on which one wins)."""

    duplicate = ""


def _pairs(pairs, found: list):
    """An object named a key twice: a _Duplicates that says which (added to found)."""
    d = _Duplicates(pairs)
    seen: set = set()
    d.duplicate = next(k for k, _ in pairs if k in seen or seen.add(k))  # type: ignore[func-returns-value]
    found.append(d)
    return d


_INFINITE = (math.inf, -math.inf)
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
    reason and, where it is in the document, the field (RecursionError too)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise ValueError(f"not UTF-8 text (byte 0x{raw[e.start]:02x} at offset {e.start})") from None
    del raw  # a large document is not held twice
    if text.startswith("\ufeff"):
        text = text[1:]
    overflow: list[str] = []
    duplicates: list[dict] = []

    def number(s: str) -> float:
        v = float(s)
        if v in _INFINITE:
            overflow.append(s)
        return v

    try:
        data = json.loads(
            text,
            parse_constant=_no_constant,
            parse_float=number,
            object_pairs_hook=lambda pairs: d if len(d := dict(pairs)) == len(pairs) else _pairs(pairs, duplicates),
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
# The largest bundle document read, plain or once expanded from *.json.gz: the committed bundles are
# 11 MB at most (4,214 cases with their typed records), a bundle of 200,000 cases
# (python/bench/tools_scale.py) is about 350 MB. A larger file (a small .json.gz that expands to
# gigabytes) is refused before it fills the memory.
MAX_BUNDLE_BYTES = 2**30


_KIND_OF = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISSOCK, "a socket"))


def _kind(mode: int) -> str:
    return next((what for test, what in _KIND_OF if test(mode)), "not a regular file")


def read_document(path: str | Path, what: str = "bundle") -> bytes:
    """The bytes of a bundle file (or another JSON document the tools read: `what`, e.g. the
    ledger), expanded when it is gzip (bundles/sanitizer, bundles/wave3: *.json.gz); BundleError
    naming the file for a file that is not a regular file (a FIFO is never waited on), cannot be
    read, is a broken gzip file or is larger than MAX_BUNDLE_BYTES."""
    p = Path(path)
    try:
        st = p.stat()
        if not stat.S_ISREG(st.st_mode):
            raise BundleError(f"{p}: {_kind(st.st_mode)}, not a {what} file")
        if st.st_size > MAX_BUNDLE_BYTES:
            raise BundleError(f"{p}: {st.st_size} bytes, more than the {_limit()} a {what} may have")
        with open(p, "rb") as f:
            raw = f.read(st.st_size + 1)
    except OSError as e:
        raise BundleError(f"{p}: cannot read ({e.strerror or e})") from None
    if raw[:2] == GZIP_MAGIC:
        try:
            with gzip.GzipFile(fileobj=io.BytesIO(raw)) as z:
                raw = z.read(MAX_BUNDLE_BYTES + 1)
        except (OSError, EOFError, zlib.error) as e:
            raise BundleError(f"{p}: not a readable gzip file ({e})") from None
        if len(raw) > MAX_BUNDLE_BYTES:
            raise BundleError(f"{p}: expands to more than the {_limit()} a {what} may have (a gzip bomb?)")
    return raw


def _limit() -> str:
    return f"{MAX_BUNDLE_BYTES // 2**20} MiB (MAX_BUNDLE_BYTES, model/bundle.py)"


class _Unusual(Exception):
    """The slim reading met something it leaves to the whole reading (load without slim)."""


def _load_slim(p: Path, slim: Callable[[dict], dict]) -> dict:
    """load(p, slim): each case entry is checked (schema, case_problem) and replaced by slim(case)
    while the document is parsed, so that the whole document never is in memory at once."""
    check, kept = _checker("case"), []

    def pairs(items: list) -> dict:
        d = dict(items)
        if len(d) != len(items):
            raise _Unusual
        if "attempts" in d and "outcome" in d and "id" in d and "cases" not in d:  # a case entry
            check(d)  # JsonSchemaValueException: a ValueError
            if case_problem(d, 0):
                raise _Unusual
            d = slim(d)
            kept.append(d)
        return d

    def number(s: str) -> float:
        if (v := float(s)) in _INFINITE:
            raise _Unusual
        return v

    try:
        if _SURROGATE_ESCAPE.search(text := read_document(p).decode("utf-8").removeprefix("\ufeff")):
            raise _Unusual  # the bytes are freed once decoded
        data = json.loads(text, parse_constant=_no_constant, parse_float=number, object_pairs_hook=pairs)
        del text
        cases = data.get("cases") if isinstance(data, dict) else None
        if not isinstance(cases, list) or len(cases) != len(kept) or any(a is not b for a, b in zip(cases, kept)):
            raise _Unusual  # a case-like object elsewhere, or a case that is not one
        bundle = validate(data, str(p), cases_checked=True)
        if consistency_problem(bundle, cases_checked=True):
            raise _Unusual
        return bundle
    except (ValueError, RecursionError, BundleError):
        raise _Unusual from None


def load(path: str | Path, slim: Callable[[dict], dict] | None = None) -> dict:
    """The bundle at path, checked whole (BundleError: one line naming the file and the field).
    slim: what the caller keeps of each case (it must keep id, outcome and device), applied as the
    document is read: a large bundle then never is in memory whole (compare). Any error is the
    whole reading's, word for word."""
    p = Path(path)
    # The collector finds no cycle in parsed JSON; left on, its full passes over the millions of
    # objects a 200,000-case bundle makes cost more than the parsing (7 s instead of 2).
    collecting = gc.isenabled()
    gc.disable()
    try:
        if slim is not None:
            with contextlib.suppress(_Unusual):
                return _load_slim(p, slim)
            bundle = load(p)
            bundle["cases"] = [slim(c) for c in bundle["cases"]]
            return bundle
        try:
            data = parse_json(read_document(p))
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


def check_document(data: object, path: str, unchecked: Callable[[list[dict]], Iterable[int]]) -> dict:
    """What `load` checks of a parsed document (the schema, validate's rules, consistency_problem),
    of the case entries only those that unchecked(cases) names (their indices, in order): the others
    passed the schema and case_problem before (an identical record the results store holds,
    model/store.py). The same problems are found, each the same BundleError; where a document has
    several, the first named may be another one than load's."""
    _require(isinstance(data, dict), path, f"the document is {_type(data)}, not a JSON object")
    assert isinstance(data, dict)
    cases = data.get("cases")
    if data.get("schema") != SCHEMA or not isinstance(cases, list) or not all(isinstance(c, dict) for c in cases):
        bundle = validate(data, path)  # the whole reading's words for a document of another shape
        _require((problem := consistency_problem(bundle)) is None, path, problem or "")
        return bundle
    check = _checker("case")  # the rest of the document: validate below
    for i in unchecked(cases):
        case = cases[i]
        try:
            check(case)
        except fastjsonschema.JsonSchemaValueException:
            _require(False, path, f"{schema_error(case, 'case', ('cases', i))} (schema/bundle.schema.json)")
        _require((problem := case_problem(case, i)) is None, path, problem or "")
    bundle = validate(data, path, cases_checked=True)
    _require((problem := consistency_problem(bundle, cases_checked=True)) is None, path, problem or "")
    return bundle


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
    subfolders'. Such a name in a folder that is no regular file (a symlink that leads nowhere,
    dangling or looping; a FIFO; a folder named *.json) is an error naming it, never skipped."""
    out: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            for q in sorted({*p.glob("*.json"), *p.glob("*.json.gz")}):
                _require(
                    not (q.is_symlink() and not q.exists()),
                    str(q),
                    "a symlink that leads to no file (dangling or looping): remove it or fix its target",
                )
                try:
                    mode = q.stat().st_mode
                except OSError as e:
                    raise BundleError(f"{q}: cannot read ({e.strerror or e})") from None
                _require(stat.S_ISREG(mode), str(q), f"{_kind(mode)} named like a bundle: remove or rename it")
                out.append(q)
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
