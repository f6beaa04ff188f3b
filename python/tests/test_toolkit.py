"""A build with another toolkit (issue 42 item 4): `cudasem toolkit` assembling a toolkit folder from a
small fake wheel set (no network), its carry form, and the citation check comparing the quotes with
the headers of the quoted edition (`cudasem headers quotes --quoted-include`) while the build's own
toolkit is another."""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
from pathlib import Path

import pytest
from fake_wheels import digest as _digest
from fake_wheels import write_wheel

from cudasem.sources import headers, toolkit

ELF = b"\x7fELF\x02\x01\x01" + b"\0" * 32
RUNTIME_API = b"/* fake */\n#define CUDART_VERSION 13050\n"
QUOTED_API = b"/* fake */\n#define CUDART_VERSION 13000\n"


def make_wheel(folder: Path, package: str, version: str, files: dict[str, bytes], record_fix=None) -> Path:
    """A wheel laid out as NVIDIA's (nvidia/cu13/...), with METADATA and RECORD."""
    return write_wheel(
        folder / f"{package.replace('-', '_')}-{version}-py3-none-manylinux2014_x86_64.whl",
        f"{package.replace('-', '_')}-{version}.dist-info",
        f"Metadata-Version: 2.1\nName: {package}\nVersion: {version}\n",
        {f"nvidia/cu13/{k}": v for k, v in files.items()},
        record_fix,
    )


def wheel_files(runtime_api: bytes = RUNTIME_API) -> dict[tuple[str, str], dict[str, bytes]]:
    return {
        ("nvidia-cuda-nvcc", "13.5.37"): {
            **{f"bin/{b}": ELF + b.encode() for b in ("nvcc", "ptxas", "nvlink", "fatbinary", "cudafe++")},
            "bin/nvcc.profile": b"TOP = $(_HERE_)/..\n",
        },
        ("nvidia-nvvm", "13.5.37"): {
            "nvvm/bin/cicc": ELF + b"cicc",
            "nvvm/libdevice/libdevice.10.bc": b"BC",
            "lib/libnvvm.so.4": ELF + b"nvvm",
        },
        ("nvidia-cuda-crt", "13.5.37"): {"include/crt/host_config.h": b"/* crt */\n"},
        ("nvidia-cuda-runtime", "13.5.37"): {
            "include/cuda_runtime_api.h": runtime_api,
            "include/cuda.h": b"/* cuda.h 13.5 */\n",
            "include/cudaTypedefs.h": b"/* typedefs */\n",
            "lib/libcudart.so.13": ELF + b"cudart 13.5",
        },
        ("nvidia-cuda-cccl", "13.3.5.0.6"): {
            "include/cccl/cuda/std/version": b"/* cccl */\n",
            "include/cccl/nv/target": b"/* nv */\n",
        },
        ("nvidia-cuda-runtime", "13.0.96"): {
            **{f"include/{h}": b"/* 13.0 " + h.encode() + b" */\n" for h in headers.HEADERS},
            "include/cuda_runtime_api.h": QUOTED_API,
            "lib/libcudart.so.13": ELF + b"cudart 13.0",
        },
    }


@pytest.fixture
def fake(tmp_path, monkeypatch):
    """The fake wheels in tmp_path/wheels, pinned by their sha256 (PINS, QUOTED patched)."""
    folder = tmp_path / "wheels"
    folder.mkdir()

    def build(files=None, fix=None):
        pins = []
        for (package, version), content in (files or wheel_files()).items():
            wheel = make_wheel(folder, package, version, content, (fix or {}).get(package + version))
            pins.append((package, version, hashlib.sha256(wheel.read_bytes()).hexdigest()))
        monkeypatch.setattr(toolkit, "PINS", {"13.5.37": tuple(pins[:5])})
        monkeypatch.setattr(toolkit, "QUOTED", pins[5])
        return folder

    return build


def test_assemble_writes_the_toolkit_folder_and_check_finds_a_changed_file(fake, tmp_path, capsys):
    wheels = fake()
    dest = tmp_path / "toolkit"
    rc = toolkit.main(["assemble", "13.5.37", *map(str, sorted(wheels.iterdir())), "--dest", str(dest)])
    assert rc == 0, capsys.readouterr().err
    root = dest / "13.5.37"
    for rel in toolkit.LAYOUT:
        assert (root / rel).is_file(), rel
    assert os.access(root / "bin/nvcc", os.X_OK) and os.access(root / "nvvm/bin/cicc", os.X_OK)
    assert not os.access(root / "bin/nvcc.profile", os.X_OK)
    assert not (root / "lib/libnvvm.so.4").exists()  # OMITTED
    assert os.readlink(root / "lib/libcudart.so") == "libcudart.so.13" and os.readlink(root / "lib64") == "lib"
    quoted = root / toolkit.QUOTED_DIR
    assert (quoted / "cuda_runtime_api.h").read_bytes() == QUOTED_API
    assert sorted(p.name for p in quoted.iterdir()) == sorted(headers.HEADERS)
    sidecar = json.loads((root / "lib/cudart.json").read_text())
    assert sidecar["version"] == "13.5.37" and sidecar["file"] == "libcudart.so.13"
    assert sidecar["sha256"] == hashlib.sha256((root / "lib/libcudart.so.13").read_bytes()).hexdigest()
    manifest = json.loads((root / toolkit.MANIFEST).read_text())
    assert manifest["release"] == "13.5.37" and manifest["omitted"] == ["lib/libnvvm.so.4"]
    assert manifest["quoted_headers"]["release"] == "13.0"
    assert [w["package"] for w in manifest["wheels"]][-1] == "nvidia-cuda-runtime"
    assert toolkit.problems(root) == []
    assert toolkit.main(["check", str(root)]) == 0
    (root / "bin/ptxas").write_bytes(ELF + b"another")
    capsys.readouterr()
    assert toolkit.main(["check", str(root)]) == 1
    assert "bin/ptxas: its sha256 is not the one toolkit.json gives" in capsys.readouterr().out


def _other_digest(record_line: str) -> str:
    path, _, size = record_line.rsplit(",", 2)
    return f"{path},{_digest(b'other bytes')},{size}"


def _one_line_refusal(capsys, argv, says):
    rc = toolkit.main(argv)
    err = capsys.readouterr().err
    assert rc == 2 and len(err.strip().splitlines()) == 1 and says in err, err


def test_a_wheel_that_is_not_the_pinned_one_is_refused(fake, tmp_path, capsys, monkeypatch):
    wheels = fake()
    pins = list(toolkit.PINS["13.5.37"])
    pins[2] = (pins[2][0], pins[2][1], "0" * 64)
    monkeypatch.setattr(toolkit, "PINS", {"13.5.37": tuple(pins)})
    argv = ["assemble", "13.5.37", *map(str, sorted(wheels.iterdir())), "--dest", str(tmp_path / "t")]
    _one_line_refusal(capsys, argv, "its sha256 is not the one pinned for nvidia-cuda-crt 13.5.37")
    assert not (tmp_path / "t" / "13.5.37").exists()


@pytest.mark.parametrize(
    "change, says",
    [
        ({"fix": {"nvidia-cuda-crt13.5.37": lambda line: _other_digest(line) if "crt/" in line else line}},
         "does not have the size and sha256 its RECORD gives"),
        ({"files": {"nvidia-cuda-cccl": {"include/crt/host_config.h": b"another\n"}}}, "differs from the one of"),
        ({"files": {"nvidia-cuda-runtime13.5.37": {"include/cuda_runtime_api.h": QUOTED_API}}},
         "the runtime headers of 13.5.37 say CUDA 13.0"),
        ({"files": {"nvidia-cuda-nvcc": {"bin/ptxas": None}}}, "lack bin/ptxas"),
    ],
)  # fmt: skip
def test_a_wheel_set_that_fails_a_check_is_refused_in_one_line(fake, tmp_path, capsys, change, says):
    files = wheel_files()
    for key, extra in change.get("files", {}).items():
        for (package, version), content in files.items():
            if key in (package, package + version):
                for k, v in extra.items():
                    if v is None:
                        content.pop(k)
                    else:
                        content[k] = v
    wheels = fake(files, change.get("fix"))
    argv = ["assemble", "13.5.37", *map(str, sorted(wheels.iterdir())), "--dest", str(tmp_path / "t")]
    _one_line_refusal(capsys, argv, says)
    assert not (tmp_path / "t" / "13.5.37").exists()


def test_fetch_takes_the_pinned_wheels_already_there_without_the_network(fake, tmp_path, capsys, monkeypatch):
    wheels = fake()

    def no_network(*_args, **_kwargs):
        raise AssertionError("fetch ran pip although every pinned wheel was there")

    monkeypatch.setattr(toolkit.wheels.subprocess, "run", no_network)
    dest = tmp_path / "toolkit"
    assert toolkit.main(["fetch", "13.5.37", "--dest", str(dest), "--wheels", str(wheels)]) == 0
    assert toolkit.problems(dest / "13.5.37") == []
    for w in wheels.iterdir():  # assembled whole: not read again
        w.unlink()
    assert toolkit.main(["fetch", "13.5.37", "--dest", str(dest), "--wheels", str(wheels)]) == 0
    _one_line_refusal(capsys, ["fetch", "13.4.92", "--dest", str(dest)], "no pinned wheels for it")


def test_pack_cuts_parts_and_unpack_restores_the_folder_or_refuses_a_changed_part(fake, tmp_path, capsys):
    wheels = fake()
    dest = tmp_path / "toolkit"
    assert toolkit.main(["assemble", "13.5.37", *map(str, sorted(wheels.iterdir())), "--dest", str(dest)]) == 0
    parts = toolkit.pack(dest / "13.5.37", tmp_path / "carry", 700)
    assert len(parts) > 1 and all(p.stat().st_size <= 700 for p in parts)
    sums = (tmp_path / "carry" / "toolkit-13.5.37.sha256").read_text().splitlines()
    assert len(sums) == len(parts) + 1 and sums[-1].endswith("  toolkit-13.5.37.tar.xz")
    out = tmp_path / "gpu"
    assert toolkit.main(["unpack", *map(str, parts), "--dest", str(out)]) == 0
    assert toolkit.problems(out / "13.5.37") == []
    assert os.access(out / "13.5.37/bin/nvcc", os.X_OK)
    assert os.readlink(out / "13.5.37/lib64") == "lib"
    shutil.rmtree(out)
    _one_line_refusal(capsys, ["unpack", *map(str, parts[:-1]), "--dest", str(out)], "parts")
    parts[0].write_bytes(parts[0].read_bytes()[:-1] + b"x")
    _one_line_refusal(capsys, ["unpack", *map(str, parts), "--dest", str(out)], "its sha256 is not the one")
    assert not (out / "13.5.37").exists()


# --- the citation check with the quoted edition's headers -------------------------------------------

INCLUDE = Path("/usr/local/cuda/include")
needs_toolkit = pytest.mark.skipif(
    not (INCLUDE / "cuda_runtime_api.h").is_file(), reason="no CUDA toolkit headers at /usr/local/cuda/include"
)
SENTENCE = "Blocks until stream has completed all operations."
RAW = "Blocks until \\p stream has completed all operations."  # as the header writes it


def _headers(folder: Path, version: int, replace: tuple[str, str] | None = None) -> Path:
    """The toolkit's checked headers copied into `folder`, CUDART_VERSION set, one passage replaced."""
    folder.mkdir()
    for h in headers.HEADERS:
        text = (INCLUDE / h).read_text(errors="replace")
        if h == "cuda_runtime_api.h":
            text = re.sub(r"#define\s+CUDART_VERSION\s+\d+", f"#define CUDART_VERSION {version}", text, count=1)
            if replace:
                assert replace[0] in text
                text = text.replace(replace[0], replace[1])
        (folder / h).write_text(text)
    return folder


@needs_toolkit
def test_another_toolkit_checks_the_quotes_against_the_quoted_editions_headers(tmp_path, capsys):
    cases = [
        {"id": "x.ok", "citation": {"doc": "RT", "section": "cudaStreamSynchronize", "quote": SENTENCE,
                                    "cuda_version": "13.0"}},
    ]  # fmt: skip
    listing = tmp_path / "cases.json"
    listing.write_text(json.dumps(cases))
    # The build's toolkit says 13.5 and has changed the passage; the quoted edition's headers have it.
    newer = _headers(tmp_path / "newer", 13050, (RAW, "Waits until \\p stream has completed all operations."))
    quoted = _headers(tmp_path / "quoted", 13000)
    argv = ["quotes", "--include", str(newer), "--cases-json", str(listing)]
    assert headers.main(argv) == 1  # without the quoted edition's headers: no check passes by checking nothing
    assert "no RT/DRV/SYNC citation quotes the 13.5 text" in capsys.readouterr().out
    assert headers.main([*argv, "--quoted-include", str(quoted)]) == 0
    assert "found 1" in capsys.readouterr().out
    # A planted mismatch in the quoted edition's headers fails, although the build's toolkit is another.
    planted = _headers(tmp_path / "planted", 13000, (RAW, "Blocks until \\p stream has completed most operations."))
    assert headers.main([*argv, "--quoted-include", str(planted)]) == 1
    out = capsys.readouterr().out
    assert "MISQUOTE x.ok" in out and "closest: Blocks until stream has completed most operations." in out
    missing = tmp_path / "missing"
    missing.mkdir()
    assert headers.main([*argv, "--quoted-include", str(missing)]) == 2


def test_unpack_refuses_an_archive_with_a_member_outside_its_folder(tmp_path, capsys):
    import io
    import lzma
    import tarfile

    buffer = io.BytesIO()
    with lzma.open(buffer, "wb") as xz, tarfile.open(fileobj=xz, mode="w") as tar:
        info = tarfile.TarInfo("13.5.37/../outside")
        info.size = 1
        tar.addfile(info, io.BytesIO(b"x"))
    part = tmp_path / "toolkit-13.5.37.tar.xz.part00"
    part.write_bytes(buffer.getvalue())
    digest = hashlib.sha256(buffer.getvalue()).hexdigest()
    (tmp_path / "toolkit-13.5.37.sha256").write_text(f"{digest}  {part.name}\n{digest}  toolkit-13.5.37.tar.xz\n")
    _one_line_refusal(capsys, ["unpack", str(part), "--dest", str(tmp_path / "gpu")], "outside 13.5.37/")
    assert not (tmp_path / "outside").exists() and not (tmp_path / "gpu" / "13.5.37").exists()
