"""The area-helper convention of docs/WRITING_CASES.md ("Helpers a case may use"): an area's
helpers live in cases/<area>/<area>.h (or <area>_<topic>.h/.cuh) in namespace cudasem::<area>; a
case includes the harness, the kernels and its own area's helpers only (no area includes another)."""

from __future__ import annotations

import re
from pathlib import Path

CASES = Path(__file__).resolve().parents[2] / "cases"
INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)
NAMESPACE = {"driver": "driver_api"}  # cudasem::driver() is the harness's loader


def _areas() -> list[Path]:
    return sorted(p for p in CASES.iterdir() if p.is_dir())


def test_helper_headers_are_named_after_their_area_and_sit_in_its_folder():
    wrong = []
    for area in _areas():
        for h in [*area.rglob("*.h"), *area.rglob("*.cuh")]:
            ok = h.parent == area and re.fullmatch(rf"{area.name}(_[a-z0-9_]+)?\.(h|cuh)", h.name)
            if not ok:
                wrong.append(str(h.relative_to(CASES)))
    assert not wrong


def test_helper_headers_use_the_areas_namespace():
    wrong = []
    for area in _areas():
        want = f"cudasem::{NAMESPACE.get(area.name, area.name)}"
        for h in [*area.glob("*.h"), *area.glob("*.cuh")]:
            spaces = set(re.findall(r"^namespace\s+([a-z_:]+)\s*\{", h.read_text(), re.M))
            if spaces != {want}:
                wrong.append(f"{h.relative_to(CASES)}: {sorted(spaces)}")
    assert not wrong


def test_no_area_includes_another_areas_files():
    wrong = []
    for area in _areas():
        for f in [p for p in area.rglob("*") if p.suffix in (".cpp", ".cu", ".h", ".cuh")]:
            for inc in INCLUDE.findall(f.read_text()):
                if inc.startswith(("cudasem/", "kernels/")):
                    continue
                target = (f.parent / inc).resolve()
                if not target.is_relative_to(area.resolve()):
                    wrong.append(f"{f.relative_to(CASES)}: {inc}")
    assert not wrong
