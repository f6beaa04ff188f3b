"""The CUDASEM_* settings with a value to parse, and their defaults: one parser for the run
fixture (run.py) and the summary. The harness parses them with the same rules
(harness/src/expectations.cpp, parse_bool_setting / parse_int_setting / parse_expectations_setting):
a boolean is 1/0, on/off, true/false or yes/no in any case; an integer is decimal digits within its
range; a choice is one of its words or a boolean (on/off); surrounding blanks are ignored and an
empty value is unset. Anything else is a SettingError naming the variable.

CUDASEM_EXPECTATIONS is a choice: "on" (the default: expectation entries apply when the driver
library is NVIDIA's), "off" (no entry applies), "on-any-library" (entries apply whatever driver
library the run loaded, e.g. one named by CUDASEM_LIBCUDA).

CUDASEM_SANITIZER is a choice without "on": "off" (the default; a boolean's false words) or the
compute-sanitizer tool every case runs under (memcheck, racecheck, synccheck, initcheck;
harness/src/sanitizer.h)."""

from __future__ import annotations

import re

BOOL_SETTINGS = {
    "CUDASEM_RUN_SKIPPED": False,
    "CUDASEM_ALLOW_NO_GPU": False,
    "CUDASEM_SUITE_DIRTY": False,
}
INT_SETTINGS = {"CUDASEM_RETRIES": (0, 0, 100)}  # default, least, most
# default, the words besides on/off (a boolean's words read as "on" or "off")
CHOICE_SETTINGS: dict[str, tuple[str, tuple[str, ...]]] = {"CUDASEM_EXPECTATIONS": ("on", ("on-any-library",))}
SANITIZER_TOOLS: tuple[str, ...] = ("memcheck", "racecheck", "synccheck", "initcheck")
# Choices whose words name what to turn on, so a boolean's true words are not a value.
TOOL_SETTINGS: dict[str, tuple[str, tuple[str, ...]]] = {"CUDASEM_SANITIZER": ("off", SANITIZER_TOOLS)}
_TRUE = {"1", "on", "true", "yes"}
_FALSE = {"0", "off", "false", "no"}


class SettingError(ValueError):
    """An invalid value of a CUDASEM_* setting."""


def parse_value(name: str, text: str | None):
    """The value of one CUDASEM_* setting (bool, int, or a choice's word); SettingError for an
    invalid one."""
    value = (text or "").strip()
    if name in TOOL_SETTINGS:
        off, tools = TOOL_SETTINGS[name]
        if not value or value.lower() in _FALSE:
            return off
        if value.lower() in tools:
            return value.lower()
        raise SettingError(f"{name}={text!r} is not " + ", ".join(tools) + " or off")
    if name in CHOICE_SETTINGS:
        choice, words = CHOICE_SETTINGS[name]
        if not value:
            return choice
        if value.lower() in words:
            return value.lower()
        if value.lower() in _TRUE | _FALSE:
            return "on" if value.lower() in _TRUE else "off"
        raise SettingError(
            f"{name}={text!r} is not a boolean (1/0, on/off, true/false, yes/no) or " + " or ".join(words)
        )
    if name in BOOL_SETTINGS:
        if not value:
            return BOOL_SETTINGS[name]
        if value.lower() in _TRUE:
            return True
        if value.lower() in _FALSE:
            return False
        raise SettingError(f"{name}={text!r} is not a boolean (1/0, on/off, true/false, yes/no)")
    default, least, most = INT_SETTINGS[name]
    if not value:
        return default
    if not re.fullmatch(r"[0-9]+", value) or not least <= int(value) <= most:
        raise SettingError(f"{name}={text!r} is not an integer from {least} to {most}")
    return int(value)
