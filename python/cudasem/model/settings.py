"""The CUDASEM_* settings with a value to parse, and their defaults: one parser for the run
fixture (run.py) and the summary. The harness parses them with the same rules
(harness/src/expectations.cpp, parse_bool_setting / parse_int_setting): a boolean is 1/0, on/off,
true/false or yes/no in any case; an integer is decimal digits within its range; surrounding
blanks are ignored and an empty value is unset. Anything else is a SettingError naming the variable."""

from __future__ import annotations

import re

BOOL_SETTINGS = {
    "CUDASEM_EXPECTATIONS": True,
    "CUDASEM_RUN_SKIPPED": False,
    "CUDASEM_ALLOW_NO_GPU": False,
    "CUDASEM_SUITE_DIRTY": False,
}
INT_SETTINGS = {"CUDASEM_RETRIES": (0, 0, 100)}  # default, least, most
_TRUE = {"1", "on", "true", "yes"}
_FALSE = {"0", "off", "false", "no"}


class SettingError(ValueError):
    """An invalid value of a CUDASEM_* setting."""


def parse_value(name: str, text: str | None):
    """The value of one CUDASEM_* setting (bool or int); SettingError for an invalid one."""
    value = (text or "").strip()
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
