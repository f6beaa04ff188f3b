"""The JSON Schemas under schema/ (bundle.schema.json, record.schema.json), read once and
compiled with fastjsonschema.

bundle.schema.json refers to record.schema.json's definitions for each case's typed parts
(`"$ref": "record.schema.json#/$defs/observation"`). fastjsonschema would fetch such a reference
by its URI; instead `document` resolves it at load time: the record schema's $defs are added to
the bundle schema's $defs (a name in both is an error) and each such reference becomes a local
one (`#/$defs/observation`). The result is one self-contained document, which jsonschema reads
as well (the tests use it so)."""

from __future__ import annotations

import json
from pathlib import Path

import fastjsonschema

SCHEMA_DIR = Path(__file__).resolve().parents[3] / "schema"
FILES = {"bundle": "bundle.schema.json", "record": "record.schema.json"}


class SchemaError(Exception):
    """A schema file that cannot be read or resolved (names the file)."""


def _read(name: str) -> dict:
    path = SCHEMA_DIR / FILES[name]
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise SchemaError(f"{path}: cannot read the schema ({e})") from None


def _localize(node, prefixes: tuple[str, ...]):
    """node with each `<file>#/$defs/x` reference to one of the files as `#/$defs/x`."""
    if isinstance(node, list):
        return [_localize(v, prefixes) for v in node]
    if not isinstance(node, dict):
        return node
    out = {}
    for k, v in node.items():
        if k == "$ref" and isinstance(v, str):
            for p in prefixes:
                if v.startswith(p + "#/"):
                    v = v[len(p) :]
        out[k] = _localize(v, prefixes)
    return out


_documents: dict[str, dict] = {}


def document(name: str) -> dict:
    """The schema `name` ('bundle' or 'record') as one document, record.schema.json's
    definitions resolved into it."""
    if name not in _documents:
        doc = _read(name)
        if name != "record":
            record = _read("record")
            defs = dict(doc.get("$defs", {}))
            for k, v in record["$defs"].items():
                if k in defs and defs[k] != v:
                    raise SchemaError(f"{SCHEMA_DIR / FILES[name]}: $defs.{k} is also record.schema.json's")
                defs[k] = v
            doc = _localize({**doc, "$defs": defs}, (FILES["record"],))
        _documents[name] = doc
    return _documents[name]


def _if_present(clause) -> tuple[str, dict] | None:
    """(X, S) for the clause `{if: {required: [X]}, then: S}` (nothing else in it), else None."""
    if not isinstance(clause, dict) or set(clause) != {"if", "then"}:
        return None
    cond = clause["if"]
    if isinstance(cond, dict) and set(cond) == {"required"} and len(cond["required"]) == 1:
        return cond["required"][0], clause["then"]
    return None


def _fast(node, defs=None):
    """The schema as fastjsonschema checks it fastest, passing the same documents (no error raised
    and caught for an absent or null part):
    - each $ref to a $defs entry written out (no call, no formatted path per attempt);
    - `oneOf: [{type: null}, {type: object, ...}]` as one object schema that admits null;
    - in an object schema, an `allOf` of `{if: {required: [X]}, then: S}` clauses as
      `dependencies: {X: S}` (the same meaning for an object: S applies when X is present)."""
    if isinstance(node, list):
        return [_fast(v, defs) for v in node]
    if not isinstance(node, dict):
        return node
    defs = node.get("$defs", defs) if defs is None else defs
    ref = node.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/$defs/"):  # the schemas' definitions hold no cycle
        node = {**{k: v for k, v in node.items() if k != "$ref"}, **_fast(defs[ref[8:]], defs)}
    one = node.get("oneOf")
    if isinstance(one, list) and len(one) == 2 and one[0] == {"type": "null"}:
        other = _fast(one[1], defs)
        if other.get("type") == "object":
            node = {**{k: v for k, v in node.items() if k != "oneOf"}, **other, "type": ["object", "null"]}
    clauses = node.get("allOf")
    if node.get("type") == "object" and isinstance(clauses, list) and "dependencies" not in node:
        pairs = [_if_present(c) for c in clauses]
        if pairs and all(pairs) and len({x for x, _ in pairs}) == len(pairs):
            node = {k: v for k, v in node.items() if k != "allOf"}
            node["dependencies"] = {x: then for x, then in pairs}
    return {k: _fast(v, defs) for k, v in node.items()}


_validators: dict = {}


def validator(part: str):
    """The compiled check of a schema part: 'bundle' (a whole bundle), 'record' (a case's record
    file), or a $defs entry of the bundle schema ('case': one case entry of a bundle)."""
    if part not in _validators:
        if part in FILES:
            schema = document(part)
        else:
            full = document("bundle")
            schema = {**full["$defs"][part], "$defs": full["$defs"]}  # no $ref hop per call
        _validators[part] = fastjsonschema.compile(_fast(schema))
    return _validators[part]
