"""The CUDASEM_* settings with a value to parse, and their defaults: one parser for the run
fixture (run.py) and the summary. The harness parses them with the same rules
(harness/src/expectations.cpp, parse_bool_setting / parse_int_setting / parse_expectations_setting;
both are tested on the inputs of harness/tests/setting_values.json): a boolean is 1/0, on/off,
true/false or yes/no in any ASCII case; an integer is at most 18 ASCII decimal digits within its
range; a choice is one of its words or a boolean (on/off); blanks around the value (spaces and tabs,
nothing else: a non-breaking space or \v is part of the value) are ignored and an empty value is
unset. Anything else is a SettingError naming the variable.

CUDASEM_LOAD is text (what else kept the GPU busy, e.g. `cudasem-load`): blanks around it are
ignored, and blank is unset ("", not loaded); a value without a visible character or with a
control character is a SettingError.

CUDASEM_EXPECTATIONS is a choice: "on" (the default: expectation entries apply when the driver
library is NVIDIA's), "off" (no entry applies), "on-any-library" (entries apply whatever driver
library the run loaded, e.g. one named by CUDASEM_LIBCUDA).

CUDASEM_SANITIZER is a choice without "on": "off" (the default; a boolean's false words) or the
compute-sanitizer tool every case runs under (memcheck, racecheck, synccheck, initcheck;
harness/src/sanitizer.h)."""

from __future__ import annotations

import re

from . import vocabulary as _v

# The settings with a value to parse (schema/vocabulary.json: type bool, int, choice, tool or text with
# a default); paths and the device ordinal are read where they are used.
_PARSED = [
    s for s in _v.settings() if s["type"] in ("bool", "int", "choice", "tool", "text") and s["default"] is not None
]
BOOL_SETTINGS: dict[str, bool] = {s["name"]: s["default"] for s in _PARSED if s["type"] == "bool"}
INT_SETTINGS: dict[str, tuple[int, int, int]] = {  # default, least, most
    s["name"]: (s["default"], s["min"], s["max"]) for s in _PARSED if s["type"] == "int"
}
# default, the words besides on/off (a boolean's words read as "on" or "off")
CHOICE_SETTINGS: dict[str, tuple[str, tuple[str, ...]]] = {
    s["name"]: (s["default"], tuple(s["words"])) for s in _PARSED if s["type"] == "choice"
}
SANITIZER_TOOLS: tuple[str, ...] = _v.sanitizer_tools()
# Choices whose words name what to turn on, so a boolean's true words are not a value.
TOOL_SETTINGS: dict[str, tuple[str, tuple[str, ...]]] = {
    s["name"]: (s["default"], tuple(_v.data()[s["words_from"]])) for s in _PARSED if s["type"] == "tool"
}
# Free text: default "" (unset).
TEXT_SETTINGS: dict[str, str] = {s["name"]: s["default"] for s in _PARSED if s["type"] == "text"}
_TRUE = set(_v.data()["booleans"]["true"])
_FALSE = set(_v.data()["booleans"]["false"])
BLANKS: str = _v.data()["booleans"]["blanks"]  # what the harness trims (its generated face: the same)
MAX_DIGITS: int = _v.data()["booleans"]["max_digits"]  # the harness's longest integer


def _lower(value: str) -> str:
    """ASCII lower case, as the harness's tolower: other characters are left as they are (the
    Kelvin sign is no k)."""
    return "".join(c.lower() if c.isascii() else c for c in value)


class SettingError(ValueError):
    """An invalid value of a CUDASEM_* setting."""


def parse_value(name: str, text: str | None):
    """The value of one CUDASEM_* setting (bool, int, a choice's word, or text); SettingError for an
    invalid one."""
    value = (text or "").strip(BLANKS)
    if name in TEXT_SETTINGS:
        if value and (not value.isprintable() or not value.strip()):
            raise SettingError(f"{name}={text!r} is not text (a control character, or no visible one)")
        return value
    lower = _lower(value)
    if name in TOOL_SETTINGS:
        off, tools = TOOL_SETTINGS[name]
        if not value or lower in _FALSE:
            return off
        if lower in tools:
            return lower
        raise SettingError(f"{name}={text!r} is not " + ", ".join(tools) + " or off")
    if name in CHOICE_SETTINGS:
        choice, words = CHOICE_SETTINGS[name]
        if not value:
            return choice
        if lower in words:
            return lower
        if lower in _TRUE | _FALSE:
            return "on" if lower in _TRUE else "off"
        raise SettingError(
            f"{name}={text!r} is not a boolean (1/0, on/off, true/false, yes/no) or " + " or ".join(words)
        )
    if name in BOOL_SETTINGS:
        if not value:
            return BOOL_SETTINGS[name]
        if lower in _TRUE:
            return True
        if lower in _FALSE:
            return False
        raise SettingError(f"{name}={text!r} is not a boolean (1/0, on/off, true/false, yes/no)")
    default, least, most = INT_SETTINGS[name]
    if not value:
        return default
    if not re.fullmatch(rf"[0-9]{{1,{MAX_DIGITS}}}", value) or not least <= int(value) <= most:
        raise SettingError(f"{name}={text!r} is not an integer from {least} to {most}")
    return int(value)
