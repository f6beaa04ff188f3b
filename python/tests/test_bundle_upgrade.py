"""`cudasem bundle upgrade` (run/upgrade.py): a cudasem-bundle/1 document made cudasem-bundle/2 without
a loss (every verdict value and outcome reads as before), and the loader's word for an old bundle."""

import copy
import json

import pytest

from cudasem.model.bundle import BundleError, load
from cudasem.run import upgrade

from conftest import planted_files, read


def _text(value):
    return f"{value['name']} ({value['code']})" if isinstance(value, dict) and set(value) == {"name", "code"} else value


def old_format(bundle: dict) -> dict:
    """A cudasem-bundle/2 document written as cudasem-bundle/1 was: codes as text, no quantity
    fields, no failures, measurements flagged."""
    old = copy.deepcopy(bundle)
    old["schema"] = "cudasem-bundle/1"
    for c in old["cases"]:
        c.pop("failures", None)
        for o in c["observations"]:
            o["value"] = _text(o["value"])
            if "check" in o:
                o["check"]["expected"] = _text(o["check"]["expected"])
            for k in ("series", "unit", "stat", "at"):
                o.pop(k, None)
            if o["type"] == "measurement":
                o["measurement"] = True
    return old


@pytest.mark.parametrize("path", planted_files()[:2], ids=lambda p: p.name)
def test_an_upgrade_reads_as_the_original(path):
    new = read(path)
    old = old_format(new)
    up = upgrade.upgrade(old)
    assert upgrade.differences(old, up) == []
    assert [c["outcome"] for c in up["cases"]] == [c["outcome"] for c in new["cases"]]
    for a, b in zip(up["cases"], new["cases"]):
        assert [(o["name"], o["value"], o["type"]) for o in a["observations"]] == [
            (o["name"], o["value"], o["type"]) for o in b["observations"]
        ]
    # the proof finds a value that reads differently
    spoiled = copy.deepcopy(up)
    obs = next(o for c in spoiled["cases"] for o in c["observations"] if "check" in o)
    obs["value"] = {"name": "cudaErrorUnknown", "code": 999}
    assert upgrade.differences(old, spoiled)


def test_old_text_becomes_typed_fields():
    assert upgrade.code("cudaErrorInvalidValue (1)") == {"name": "cudaErrorInvalidValue", "code": 1}
    assert upgrade.code("CUDA_ERROR_INVALID_VALUE (1)") == {"name": "CUDA_ERROR_INVALID_VALUE", "code": 1}
    assert upgrade.code("flags 3 (of 4)") == "flags 3 (of 4)"
    assert upgrade.quantity_fields("pinned.h2d.GBps.median@4096") == {
        "series": "pinned.h2d",
        "unit": "GBps",
        "stat": "median",
        "at": 4096,
    }
    assert upgrade.quantity_fields("largest_size_returned_early") == {}
    message = "cases/a.cpp:3: Failure\nfirst\ncases/b.h:9: second"
    assert upgrade.failures(message) == [
        {"file": "cases/a.cpp", "line": 3, "summary": "Failure\nfirst"},
        {"file": "cases/b.h", "line": 9, "summary": "second"},
    ]


def test_the_command_upgrades_in_place_and_the_loader_names_it(tmp_path, capsys):
    old = old_format(read(planted_files()[0]))
    path = tmp_path / "old.json"
    path.write_text(json.dumps(old))
    with pytest.raises(BundleError, match=f"{path}: .*run `cudasem bundle upgrade {path}`"):
        load(path)
    assert upgrade.main(["upgrade", "--check", str(path)]) == 1
    assert upgrade.main(["upgrade", str(path)]) == 0
    assert load(path)["schema"] == "cudasem-bundle/2"
    assert upgrade.main(["upgrade", "--check", str(path)]) == 0  # nothing left to do
