"""Another CUDA runtime release (issue 42 item 1): `cudasem runtime fetch|unpack` on a small fake
wheel (no network), the identity's runtime_library in the bundle schema, the record's notes, the
summary's line, compare and shard merge seeing the runtime. The harness side (CUDASEM_CUDART, the
identity tool, a planted mismatch refused) is the selftest cudasem.selftest.runtime_library
(harness/tests/runtime_library/)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from fake_wheels import digest as _digest
from fake_wheels import write_wheel
from test_defects_run_fixture import GPU_IDENTITY

from cudasem.model.bundle import BundleError, validate
from cudasem.model.runtime import runtime_label
from cudasem.run import compare, cudart, record, shard
from cudasem.run import fixture as run

from test_run_records import GOOD, end_args
from test_run_records import own_run as _own_run

LIB = b"\x7fELF\x02\x01\x01" + b"\0" * 64 + b"a fake runtime"
COPY = "/x/.carry/cudart/13.2.75/libcudart.so.13"
RUNTIME_LIBRARY = {
    "path": COPY,
    "loaded_as": COPY,
    "soname": "libcudart.so.13",
    "size": 773920,
    "sha256": "c7eaa64c99c20484b7401352aff99a8c5ab947abaab3a9bbb70142312da1fe18",
    "version_number": 13020,
    "release": "13.2.75",
    "release_source": "/x/.carry/cudart/13.2.75/cudart.json (nvidia-cuda-runtime 13.2.75, w.whl)",
    "requested": True,
    "others": [],
}


def fake_wheel(folder: Path, version="13.2.75", files=None, record_fix=None, metadata_version=None) -> Path:
    """A wheel laid out as NVIDIA's: nvidia/cu13/lib/libcudart.so.13, headers, dist-info with RECORD."""
    files = {"nvidia/cu13/lib/libcudart.so.13": LIB, "nvidia/cu13/include/cuda_runtime_api.h": b"/* h */\n"} | (
        files or {}
    )
    return write_wheel(
        folder / f"nvidia_cuda_runtime-{version}-py3-none-manylinux2014_x86_64.manylinux_2_17_x86_64.whl",
        f"nvidia_cuda_runtime-{version}.dist-info",
        f"Metadata-Version: 2.1\nName: nvidia-cuda-runtime\nVersion: {metadata_version or version}\n",
        files,
        record_fix,
    )


def _file(path: Path) -> Path:
    path.write_bytes(b"no zip")
    return path


def test_unpack_writes_the_library_and_its_manifest(tmp_path, capsys):
    wheel = fake_wheel(tmp_path)
    dest = tmp_path / "cudart"
    assert cudart.main(["unpack", str(wheel), "--dest", str(dest)]) == 0
    lib = dest / "13.2.75" / "libcudart.so.13"
    assert lib.read_bytes() == LIB
    manifest = json.loads((dest / "13.2.75" / "cudart.json").read_text())
    assert manifest == {
        "package": "nvidia-cuda-runtime",
        "version": "13.2.75",
        "wheel": wheel.name,
        "wheel_sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
        "file": "libcudart.so.13",
        "size": len(LIB),
        "sha256": hashlib.sha256(LIB).hexdigest(),
    }
    assert sorted(p.name for p in dest.iterdir()) == ["13.2.75"]  # no temporary folder left
    assert capsys.readouterr().out.startswith(f"13.2.75: {lib} ({len(LIB):,} bytes, sha256 ")
    assert cudart.unpacked(dest, "13.2.75") == lib


@pytest.mark.parametrize(
    ("make", "says"),
    [
        (lambda f: fake_wheel(f, record_fix=lambda line: line.replace(str(len(LIB)), "1")), "size and sha256"),
        (lambda f: fake_wheel(f, files={"nvidia/cu13/lib/libcudart.so.13": b"\x7fELF\x02 altered"},
                              record_fix=lambda line: line if "libcudart" not in line else
                              f"nvidia/cu13/lib/libcudart.so.13,{_digest(LIB)},{len(LIB)}"), "size and sha256"),
        (lambda f: fake_wheel(f, files={"nvidia/cu13/lib/libcudart.so.13": b"#!/bin/sh\n"}), "not a 64-bit ELF"),
        (lambda f: fake_wheel(f, files={"nvidia/cu13/lib64/lib/libcudart.so.13": LIB}), "holds 2 lib/libcudart"),
        (lambda f: fake_wheel(f, metadata_version="13.2.51"), "its METADATA says nvidia-cuda-runtime 13.2.51"),
        (lambda f: fake_wheel(f, version="12.9.79"), "not of release 12.9.79's major version"),
        (lambda f: _file(f / "nvidia_cudnn-9.0.0-py3-none-any.whl"), "not a wheel of nvidia-cuda-runtime"),
        (lambda f: _file(f / "nvidia_cuda_runtime-13.2.75-py3-none-any.whl"), "not a readable wheel"),
    ],
)  # fmt: skip
def test_unpack_refuses_a_wheel_that_fails_a_check_in_one_line(tmp_path, capsys, make, says):
    wheel = make(tmp_path)
    dest = tmp_path / "cudart"
    assert cudart.main(["unpack", str(wheel), "--dest", str(dest)]) == 2
    err = capsys.readouterr().err
    assert says in err and err.count("\n") == 1 and str(wheel) in err
    assert not dest.exists() or not any(dest.iterdir())


def test_fetch_does_not_download_a_release_unpacked_whole(tmp_path, monkeypatch, capsys):
    dest = tmp_path / "cudart"
    cudart.unpack(fake_wheel(tmp_path), dest)

    def no_network(*_args):
        raise AssertionError("downloaded again")

    monkeypatch.setattr(cudart, "download", no_network)
    assert cudart.main(["fetch", "13.2.75", "--dest", str(dest)]) == 0
    assert "13.2.75: " in capsys.readouterr().out
    # an altered file is fetched again (here: the planted download answers)
    (dest / "13.2.75" / "libcudart.so.13").write_bytes(LIB + b"!")
    monkeypatch.setattr(cudart, "download", lambda version, wheels, machine: fake_wheel(tmp_path, version))
    assert cudart.main(["fetch", "13.2.75", "--dest", str(dest)]) == 0
    assert (dest / "13.2.75" / "libcudart.so.13").read_bytes() == LIB


def test_fetch_refuses_a_version_that_is_no_release(tmp_path, capsys):
    assert cudart.main(["fetch", "13.2", "--dest", str(tmp_path)]) == 2
    assert "'13.2' is not a release" in capsys.readouterr().err


def test_bundle_names_the_loaded_runtime_and_the_summary_says_it_was_chosen(tmp_path, capsys):
    ident = dict(GPU_IDENTITY, runtime={"version": "13.2", "version_number": 13020}, runtime_library=RUNTIME_LIBRARY)
    other = dict(GOOD, runtime_library={"path": "/usr/local/cuda/lib64/libcudart.so.13", "size": 1})
    run_dir = _own_run(tmp_path, {"a.b.c": dict(GOOD, runtime_library={"path": COPY, "size": 1}), "a.b.d": other},
                       identity=ident)  # fmt: skip
    assert run.main(end_args(tmp_path)) == 0
    out = capsys.readouterr().out
    bundle = json.loads((run_dir / "bundle.json").read_text())
    validate(bundle, "bundle")
    assert bundle["identity"]["runtime_library"] == RUNTIME_LIBRARY
    assert bundle["cases"][0]["runtime_library"]["path"] == COPY
    assert bundle["run"]["notes"] == [
        f"1 cases loaded another CUDA runtime library than the run's identity ({COPY}): a.b.d"
    ]
    assert f"cudasem summary: CUDA runtime: 13.2.75, {COPY} (CUDASEM_CUDART), not the toolkit's" in out
    assert "_cudart-13.2.75_" in record.bundle_name(bundle)
    assert "cudart" not in record.bundle_name(dict(bundle, identity=dict(bundle["identity"], runtime_library=None)))


def small_bundle(tmp_path: Path, **identity) -> dict:
    """A bundle of one passing case, as the fixture's end writes it."""
    run_dir = _own_run(tmp_path, {"a.b.c": GOOD}, identity=dict(GPU_IDENTITY, **identity))
    assert run.main(end_args(tmp_path)) == 0
    return json.loads((run_dir / "bundle.json").read_text())


@pytest.mark.parametrize(("field", "value"), [("sha256", "XYZ"), ("requested", "yes"), ("size", -1), ("release", 13)])
def test_the_schema_rejects_a_bad_runtime_library(tmp_path, field, value):
    bundle = small_bundle(tmp_path, runtime_library=RUNTIME_LIBRARY)
    validate(bundle, "b.json")
    bundle["identity"]["runtime_library"] = dict(RUNTIME_LIBRARY, **{field: value})
    with pytest.raises(BundleError, match="identity.runtime_library"):
        validate(bundle, "b.json")


def test_runtime_label():
    assert runtime_label({"runtime": {"version": "13.0"}}) == "13.0"  # bundles before runtime_library
    assert runtime_label({"runtime": {"version": "13.2"}, "runtime_library": RUNTIME_LIBRARY}) == "13.2.75"
    unknown = dict(RUNTIME_LIBRARY, release=None)
    assert runtime_label({"runtime": {"version": "13.2"}, "runtime_library": unknown}) == "13.2 (sha256 c7eaa64c99c2)"
    # the build's own runtime is its version, as older bundles say it: a new default run pairs with them
    own = dict(RUNTIME_LIBRARY, release=None, requested=False)
    assert runtime_label({"runtime": {"version": "13.0"}, "runtime_library": own}) == "13.0"


def _pair(tmp_path):
    base = small_bundle(tmp_path)
    new = json.loads(json.dumps(base))
    new["identity"]["runtime"] = {"version": "13.2", "version_number": 13020}
    new["identity"]["runtime_library"] = RUNTIME_LIBRARY
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text(json.dumps(base))
    b.write_text(json.dumps(new))
    return base, new, a, b


def test_compare_refuses_runs_of_different_runtimes_unless_allowed(tmp_path, capsys):
    base, _, a, b = _pair(tmp_path)
    assert compare.main([str(a), str(b)]) == 2
    assert f"the runs loaded different CUDA runtimes ({runtime_label(base['identity'])} vs 13.2.75)" in (
        capsys.readouterr().err
    )
    assert compare.main([str(a), str(b), "--allow-other-runtime"]) == 0
    assert capsys.readouterr().out.startswith("the runs loaded different CUDA runtimes (")


def test_shard_merge_sees_the_runtime(tmp_path):
    base, new, _, _ = _pair(tmp_path)
    said = shard.identity_difference(("a.json", base), ("b.json", new))
    assert said and "identity.runtime.version" in said
    same_version = json.loads(json.dumps(base))
    same_version["identity"]["runtime_library"] = dict(RUNTIME_LIBRARY, path="/x/13.0.48/libcudart.so.13")
    with_lib = json.loads(json.dumps(same_version))
    with_lib["identity"]["runtime_library"]["sha256"] = "0" * 64
    said = shard.identity_difference(("a.json", same_version), ("b.json", with_lib))
    assert said and "identity.runtime_library.sha256" in said
    assert shard.identity_key(base) != shard.identity_key(new)
