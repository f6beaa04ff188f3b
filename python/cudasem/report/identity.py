"""Who ran what: a run's identity as the report names it (GPU, driver, toolkit, run mode, the
environment and driver library the identity records), version order, suite revisions, and when two
runs' records of a case show the same behavior. Shared by view.py (the matrix) and history.py."""

from __future__ import annotations

import re

from ..model.vocabulary import kind_labels
from .text import clip, format_value


def revision_of(bundle: dict) -> str:
    suite = bundle["suite"]
    commit = suite.get("commit") or "unknown"
    return commit[:12] + ("+dirty" if suite.get("dirty") else "")


def version_key(version) -> tuple:
    """Sorts versions numerically part by part: 580.65.06 before 580.159.04; none last."""
    if not version:
        return ((2, ""),)
    # Runs of ASCII digits compare by their value without converting them (any length; `²` is no
    # digit here), the rest as text.
    parts = re.findall(r"[0-9]+|[^0-9]+", str(version))
    return tuple((0, len(p.lstrip("0")), p.lstrip("0")) if p.isdigit() and p.isascii() else (1, 0, p) for p in parts)


def run_mode(bundle: dict) -> list[tuple[str, str]]:
    """The run mode's entries (bundle["run"]["mode"]: short values such as expectations=on,
    retries=2), in the bundle's order; [] when the bundle has none."""
    mode = (bundle.get("run") or {}).get("mode")
    if not isinstance(mode, dict):
        return []
    return [(clip(str(k), 32), clip(format_value(v), 40)) for k, v in mode.items()]


def environment_text(ident: dict) -> str:
    """identity.environment ({"virtual_machine", "kernel_release", "mps", "mig"}) in words:
    "virtual machine, kernel 6.18.44-fc, MPS"; "" when the bundle does not record it."""
    env = ident.get("environment")
    if not isinstance(env, dict):
        return ""
    vm = env.get("virtual_machine")
    parts = ["virtual machine" if vm else "bare metal" if vm is False else ""]
    if env.get("kernel_release"):
        parts.append(f"kernel {env['kernel_release']}")
    parts += [name for key, name in (("mps", "MPS"), ("mig", "MIG")) if env.get(key)]
    return ", ".join(p for p in parts if p)


def driver_library(ident: dict) -> dict | None:
    """identity.driver_library ({"path", "soname", "size", "sha256", "nvidia"}) or None."""
    lib = ident.get("driver_library")
    return lib if isinstance(lib, dict) else None


def not_nvidia(ident: dict) -> str:
    """ "not NVIDIA's driver: <soname>" when identity.driver_library says the loaded libcuda is not
    NVIDIA's (nvidia: false); "" otherwise."""
    lib = driver_library(ident)
    if lib is None or lib.get("nvidia") is not False:
        return ""
    return f"not NVIDIA's driver: {lib.get('soname') or lib.get('path') or 'unknown library'}"


# A run mode's values under which nothing was changed from `ctest -L ...` of the whole suite: a
# column header and a run's label name only the other entries ("default mode" when none).
DEFAULT_MODE = {
    "expectations": "on",
    "retries": "0",
    "run_skipped": "off",
    "labels": f"-L '{kind_labels()}'",
    "selection": "",
    "device_selection": "all",
}


def mode_shown(mode: list[tuple[str, str]]) -> list[str]:
    """The entries of a run mode a header shows: those off their defaults; ["default mode"] when
    none is; ["mode not recorded"] for a bundle without a mode."""
    if not mode:
        return ["mode not recorded"]
    return [f"{k}={v}" for k, v in mode if k not in DEFAULT_MODE or clip(DEFAULT_MODE[k], 40) != v] or ["default mode"]


_IDENTITIES: dict[int, tuple[dict, dict]] = {}  # id(bundle) -> (bundle, its identity): asked per case


def run_identity(bundle: dict) -> dict:
    hit = _IDENTITIES.get(id(bundle))
    if hit is not None and hit[0] is bundle:
        return hit[1]
    if len(_IDENTITIES) > 4096:
        _IDENTITIES.clear()
    _IDENTITIES[id(bundle)] = (bundle, _run_identity(bundle))
    return _IDENTITIES[id(bundle)][1]


def _run_identity(bundle: dict) -> dict:
    ident = bundle["identity"]
    gpu = (ident.get("gpu") or {}).get("name")
    return {
        "gpu": gpu,
        "count": len(ident.get("gpus") or []),
        "driver": (ident.get("driver") or {}).get("version"),
        "toolkit": (ident.get("toolkit") or {}).get("version"),
        "mode": run_mode(bundle),
    }


def same_behavior(a: tuple, b: tuple) -> bool:
    """Two signatures (Run.signature) show the same behavior: the same outcome and the same value of
    every verdict both recorded (a verdict one suite revision records and another does not is no
    difference)."""
    if a == b:
        return True
    if a[0] != b[0]:
        return False
    other = dict(b[1:])
    return all(other.get(name, value) == value for name, value in a[1:])
