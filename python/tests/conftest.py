import copy
import json
import sys
from pathlib import Path

import pytest

REPORTS = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPORTS))  # the package without installing it

PLANTED = REPORTS / "tests" / "data" / "bundles"
REAL = REPORTS.parent / "bundles"  # real GPU bundles, committed by the lead
REGRESSION = "memcpy.async.d2h_pageable_blocks"  # planted: PASS on 575.57.08, FAIL on 580.159.04
GDP = "host_memory.mapped.get_device_pointer_rejects_nonzero_flags"


# run.mode of a plain `ctest -L semantics` run under the defaults, as the fixture records it.
DEFAULT_MODE = {
    "expectations": "on",
    "retries": 0,
    "run_skipped": "off",
    "labels": "-L semantics",
    "selection": "",
    "device_selection": "all",
}


def planted_files():
    return sorted(PLANTED.glob("*.json"))


def real_files():
    return sorted(REAL.glob("*.json")) if REAL.is_dir() else []


def read(path):
    return json.loads(Path(path).read_text())


@pytest.fixture
def write_bundle(tmp_path):
    """Writes a (modified) copy of a planted bundle; returns its path."""

    def write(data, name="bundle.json", text=None):
        p = tmp_path / name
        p.write_text(text if text is not None else json.dumps(data))
        return p

    return write


@pytest.fixture
def h100_new():
    return copy.deepcopy(read(next(p for p in planted_files() if "h100" in p.name and "580" in p.name)))


@pytest.fixture(scope="session")
def listed_cases():
    """Every case the build lists (<build>/cases.json, $CUDASEM_LISTING: the ctest that runs these
    tests names it). Without a build this fails naming the build to run."""
    from cudasem.model import listing

    try:
        return listing.load(listing.default_path(REPORTS.parent))
    except listing.ListingError as e:
        pytest.fail(f"this test reads the build's case listing: {e}", pytrace=False)
