"""Typed values of a case record (schema/record.schema.json): a returned code is
{"name": "cudaErrorInvalidValue", "code": 1}, never text to cut apart."""

from __future__ import annotations

import json

# The success code of each API (a check's value when the call succeeded).
SUCCESS_NAMES = ("cudaSuccess", "CUDA_SUCCESS")


def is_code(value: object) -> bool:
    """A returned code: {"name": str, "code": int}."""
    return (
        isinstance(value, dict)
        and len(value) == 2
        and isinstance(value.get("name"), str)
        and isinstance(value.get("code"), int)
        and not isinstance(value.get("code"), bool)
    )


def is_success(value: object) -> bool:
    """A code that is cudaSuccess or CUDA_SUCCESS."""
    return is_code(value) and value["name"] in SUCCESS_NAMES and value["code"] == 0  # type: ignore[index]


def clause_text(value: object) -> str:
    """An observation's value as an expectation clause names it (the harness's observation_texts,
    harness/src/observe.cpp): a code by its name, a string as it is, anything else as its JSON."""
    if is_code(value):
        return value["name"]  # type: ignore[index]
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, (int, float, str)):
        return str(value)
    return json.dumps(value, separators=(",", ":"))


def short(value: object, limit: int = 80) -> str:
    """repr(value), cut to `limit` characters (an error message quotes a value so)."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."
