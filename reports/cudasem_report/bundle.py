"""Result bundles: load, validate, and the outcome vocabulary.

A bundle is one JSON document per run (schema/bundle.schema.json at the repository root
describes it field by field). Every error names the file, the field and the problem, on one
line; nothing is merged or guessed silently.

`validate` checks the fields the tools rely on itself (so a bad bundle never reaches them as a
traceback), then the whole document against the schema with the jsonschema library (listed in
reports/requirements.txt; without it, only the tools' own checks run).
"""

from __future__ import annotations

import json
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


def schema_error(data: object, subschema: str | None = None) -> str | None:
    """The first problem jsonschema finds ('field: message', one line), None when valid.
    subschema names a $defs entry (e.g. 'case') to check a part of a bundle."""
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
    return f"{field_path(error.absolute_path)}: {message}"


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
    problem = schema_error(data)
    _require(problem is None, path, f"{problem} (schema/bundle.schema.json)")
    missing = set(data["expected_cases"]) - seen
    _require(not missing, path,
             f"expected_cases: expected cases without an entry: {', '.join(sorted(missing)[:5])}")
    return data


def _no_constant(name: str):
    raise ValueError(f"{name} is not a JSON value")


def parse_json(raw: bytes) -> object:
    """Strict JSON from bytes: UTF-8 only, no NaN or Infinity. Raises ValueError with the reason
    (RecursionError, for nesting Python cannot parse, becomes a ValueError too)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise ValueError(f"not UTF-8 text (byte 0x{raw[e.start]:02x} at offset {e.start})") from None
    if text.startswith("\ufeff"):
        text = text[1:]
    try:
        return json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as e:
        raise ValueError(f"not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})") from None
    except RecursionError:
        raise ValueError("not usable JSON: nested too deeply") from None
    except ValueError as e:  # NaN, Infinity, -Infinity
        raise ValueError(f"not valid JSON: {e}") from None


def load(path: str | Path) -> dict:
    p = Path(path)
    try:
        raw = p.read_bytes()
    except OSError as e:
        raise BundleError(f"{p}: cannot read ({e.strerror})") from None
    try:
        data = parse_json(raw)
    except ValueError as e:
        raise BundleError(f"{p}: {e}") from None
    try:
        return validate(data, str(p))
    except RecursionError:
        raise BundleError(f"{p}: nested too deeply to check") from None


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
