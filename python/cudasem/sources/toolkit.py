"""Another CUDA toolkit to build the suite with: NVIDIA's compiler wheels assembled into a toolkit folder
(issue 42, item 4; docs/run-modes.md, "A build with another toolkit").

    cudasem toolkit fetch RELEASE [--dest .carry/toolkit] [--wheels .carry/wheels]
    cudasem toolkit assemble RELEASE WHEEL... [--dest .carry/toolkit]
    cudasem toolkit pack RELEASE [--dest .carry/toolkit] [--out DIR] [--part-mib 45]
    cudasem toolkit unpack PART... --dest DIR
    cudasem toolkit check DIR

`fetch` downloads the wheels that PINS names for RELEASE (the compiler, NVVM, the CRT headers, the
runtime with its headers and libcudart.so.13, CCCL), and the runtime wheel of the edition the cases'
citations quote (QUOTED: 13.0, harness/include/cudasem/case.h's kCitedEdition), with `pip download
--no-deps --require-hashes` against the sha256 pinned here; a wheel already in the wheels folder with
that sha256 is not downloaded again. `assemble` (which `fetch` runs) checks each wheel (its name,
METADATA, the size and sha256 RECORD gives for every file, and the pinned sha256) and writes
DEST/<release>/, a toolkit folder that CMake's FindCUDAToolkit accepts:

    bin/        nvcc, ptxas, nvlink, fatbinary, cudafe++, nvcc.profile (nvidia-cuda-nvcc)
    nvvm/       bin/cicc, libdevice (nvidia-nvvm)
    include/    the runtime and driver headers (nvidia-cuda-runtime), crt/ (nvidia-cuda-crt),
                cccl/ (nvidia-cuda-cccl: nvcc.profile puts include/cccl on the system include path)
    lib/        libcudart.so.13 and libcudart.so, the name the linker looks for; lib64 -> lib;
                cudart.json (the runtime's release, read by the harness's identity, as
                `cudasem runtime fetch` writes it)
    cudasem/quoted-13.0/   the 13.0 headers the citation check compares the quotes with
                           (-DCUDASEM_QUOTED_HEADERS, cmake/CudasemCases.cmake)
    cudasem/toolkit.json   the wheels and their sha256, the files left out, every file's sha256

Left out (OMITTED): lib/libnvvm.so.4, the NVVM library for programs that call libNVVM (nvcc runs
cicc, which does not load it; 71 MiB, more than a carry's share). The folder is written whole or not
at all; a release already assembled whole (toolkit.json matching its files) is not fetched again.

`pack` writes the folder as a tar.xz cut in parts of at most --part-mib MiB
(`toolkit-<release>.tar.xz.part00`, ...) with `toolkit-<release>.sha256` (each part's sha256 and the
whole file's), for a GPU machine without network whose carry is limited; `unpack` checks the parts
against that file, joins them and extracts the folder into DEST, then checks it as `check` does:
every file toolkit.json lists has its sha256, and the folder holds the layout above.

Exit status: 0 done, 1 `check` found a file that differs, 2 bad input, a failed download or a wheel
that fails a check (one line naming the file and the check).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import lzma
import os
import re
import shutil
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

from ..model import wheels
from ..model.files import folder_written_whole, write_atomic, write_bytes_atomic
from . import headers

ROOT = Path(__file__).resolve().parents[3]
DEFAULT_DEST = ROOT / ".carry" / "toolkit"
DEFAULT_WHEELS = ROOT / ".carry" / "wheels"
PLATFORM = "manylinux2014_x86_64"
PREFIX = "nvidia/cu13/"  # where every one of these wheels puts the toolkit's files
MANIFEST = "cudasem/toolkit.json"
QUOTED_DIR = "cudasem/quoted-13.0"
OMITTED = ("lib/libnvvm.so.4",)
# The name the linker looks for (nvcc's -cudart shared links -lcudart), and the folder FindCUDAToolkit
# also searches.
LINKS = {"lib/libcudart.so": "libcudart.so.13", "lib64": "lib"}
# What the folder must hold once assembled (FindCUDAToolkit, nvcc's own steps, the suite's build).
LAYOUT = (
    "bin/nvcc", "bin/nvcc.profile", "bin/ptxas", "bin/nvlink", "bin/fatbinary", "bin/cudafe++",
    "nvvm/bin/cicc", "nvvm/libdevice/libdevice.10.bc",
    "include/cuda_runtime_api.h", "include/cuda.h", "include/cudaTypedefs.h", "include/crt/host_config.h",
    "include/cccl/cuda/std/version", "include/cccl/nv/target", "lib/libcudart.so.13",
)  # fmt: skip

Pin = tuple[str, str, str]  # package, version, the wheel's sha256 (x86_64 Linux)

# The wheels of each toolkit release. CCCL has no 13.5 wheel: 13.3.5.0.6 is the newest on the index.
PINS: dict[str, tuple[Pin, ...]] = {
    "13.5.37": (
        ("nvidia-cuda-nvcc", "13.5.37", "f5c4f7ead5d964fb4af42bbf1e6d3ec3c1e6e9d83b53749f691d387e7fcaa3a7"),
        ("nvidia-nvvm", "13.5.37", "c41bfa362e407405163f103c2229f0765f8cc2ed7d148b754dc77f228bf7e070"),
        ("nvidia-cuda-crt", "13.5.37", "e898b7f73d3035fa89915a3f7bf3b54a73e90249746111aed295822c4729bb29"),
        ("nvidia-cuda-runtime", "13.5.37", "df2b79a8852f10d1fef8c848489c49eebb5754051bf870202a862831412b179d"),
        ("nvidia-cuda-cccl", "13.3.5.0.6", "d5230098fa2df5021e1a00c0c4eee41797671a91119d31e892463e5ccf3ee326"),
    ),
}
# The headers of the edition the citations quote (the drift table's 13.0 wheel, .carry/headers/13.0).
QUOTED: Pin = ("nvidia-cuda-runtime", "13.0.96", "7f82250d7782aa23b6cfe765ecc7db554bd3c2870c43f3d1821f1d18aebf0548")

ToolkitError = wheels.WheelError  # one line naming the wheel or file and the check it failed


def wheel_name_matches(wheel: Path, package: str, version: str) -> bool:
    return wheel.name.startswith(f"{package.replace('-', '_')}-{version}-") and wheel.name.endswith(".whl")


def read_wheel(wheel: Path, pin: Pin) -> dict[str, bytes]:
    """Every file of a wheel that passes the checks (name, METADATA, RECORD, pinned sha256): path -> bytes."""
    package, version, sha256 = pin
    if not wheel_name_matches(wheel, package, version):
        raise ToolkitError(f"{wheel}: not a wheel of {package} {version}")
    if wheels.sha256_file(wheel) != sha256:
        raise ToolkitError(f"{wheel}: its sha256 is not the one pinned for {package} {version} ({sha256})")
    try:
        z = zipfile.ZipFile(wheel)
    except (OSError, zipfile.BadZipFile) as e:
        raise ToolkitError(f"{wheel}: not a readable wheel: {e}") from None
    out: dict[str, bytes] = {}
    with z:
        names = {n for n in z.namelist() if not n.endswith("/")}
        listed = wheels.record(z, wheel, package, version)
        unlisted = sorted(names - set(listed))
        if unlisted:
            raise ToolkitError(f"{wheel}: holds files its RECORD does not list: {', '.join(unlisted[:3])}")
        for path, (digest, size) in listed.items():
            if not digest:  # RECORD itself
                continue
            if path not in names:
                raise ToolkitError(f"{wheel}: RECORD lists {path}, which the wheel lacks")
            data = z.read(path)
            if wheels.record_digest(data) != digest or str(len(data)) != size:
                raise ToolkitError(f"{wheel}: {path} does not have the size and sha256 its RECORD gives")
            out[path] = data
    return out


def _executable(rel: str, data: bytes) -> bool:
    """The compiler's programs and the shared libraries (an ELF file under bin/, nvvm/bin/, lib/)."""
    return data[:4] == b"\x7fELF" and rel.startswith(("bin/", "nvvm/bin/", "lib/")) and not rel.endswith(".a")


def assemble(release: str, found: dict[Pin, Path], dest: Path) -> Path:
    """Writes DEST/<release>/ from the wheels (pin -> wheel file) whole; its path."""
    pins = PINS[release]
    files: dict[str, tuple[bytes, str]] = {}  # relative path -> (bytes, the wheel it came from)
    for pin in pins:
        for path, data in read_wheel(found[pin], pin).items():
            if not path.startswith(PREFIX):
                continue  # dist-info, licenses
            rel = path[len(PREFIX) :]
            if rel in OMITTED:
                continue
            if rel in files and files[rel][0] != data:
                raise ToolkitError(f"{found[pin]}: {rel} differs from the one of {files[rel][1]}")
            files[rel] = (data, found[pin].name)
    quoted = read_wheel(found[QUOTED], QUOTED)
    for h in headers.HEADERS:
        member = PREFIX + "include/" + h
        if member not in quoted:
            raise ToolkitError(f"{found[QUOTED]}: lacks {member}")
        files[f"{QUOTED_DIR}/{h}"] = (quoted[member], found[QUOTED].name)
    missing = [p for p in LAYOUT if p not in files]
    if missing:
        raise ToolkitError(f"the wheels of {release} lack {', '.join(missing)}")
    said = headers.toolkit_version_of(files["include/cuda_runtime_api.h"][0].decode("utf-8", "replace"))
    if said != ".".join(release.split(".")[:2]):
        raise ToolkitError(f"the runtime headers of {release} say CUDA {said}")
    # cudart.json beside the runtime (as `cudasem runtime fetch` writes it): the harness's identity names
    # the release of the library it loaded from it (harness/src/library.cpp).
    runtime_pin = next(p for p in pins if p[0] == "nvidia-cuda-runtime")
    cudart = files["lib/libcudart.so.13"][0]
    sidecar = {
        "package": runtime_pin[0],
        "version": runtime_pin[1],
        "wheel": found[runtime_pin].name,
        "wheel_sha256": runtime_pin[2],
        "file": "libcudart.so.13",
        "size": len(cudart),
        "sha256": hashlib.sha256(cudart).hexdigest(),
    }
    files["lib/cudart.json"] = ((json.dumps(sidecar, indent=1) + "\n").encode(), "cudasem")
    quoted_said = headers.toolkit_version_of(files[f"{QUOTED_DIR}/cuda_runtime_api.h"][0].decode("utf-8", "replace"))
    manifest = {
        "release": release,
        "wheels": [
            {"package": p, "version": v, "wheel": found[(p, v, s)].name, "sha256": s} for p, v, s in (*pins, QUOTED)
        ],
        "quoted_headers": {"folder": QUOTED_DIR, "release": quoted_said, "package": QUOTED[0], "version": QUOTED[1]},
        "omitted": list(OMITTED),
        "links": LINKS,
        "files": {rel: hashlib.sha256(data).hexdigest() for rel, (data, _) in sorted(files.items())},
    }
    with folder_written_whole(dest, release) as tmp:
        for rel, (data, _) in files.items():
            target = tmp / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
            os.chmod(target, 0o755 if _executable(rel, data) else 0o644)
        for link, to in LINKS.items():
            os.symlink(to, tmp / link)
        (tmp / MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n")
    return dest / release


def problems(folder: Path) -> list[str]:
    """What differs between a toolkit folder and its toolkit.json (empty: the folder is whole)."""
    try:
        manifest = json.loads((folder / MANIFEST).read_text())
        listed: dict[str, str] = manifest["files"]
        links: dict[str, str] = manifest["links"]
    except (OSError, ValueError, KeyError, TypeError) as e:
        return [f"{folder / MANIFEST}: not a toolkit manifest ({e})"]
    out = [f"{folder}: lacks {p}" for p in LAYOUT if p not in listed]
    for rel, digest in listed.items():
        path = folder / rel
        if not path.is_file() or path.is_symlink():
            out.append(f"{path}: missing")
        elif wheels.sha256_file(path) != digest:
            out.append(f"{path}: its sha256 is not the one toolkit.json gives")
    for link, to in links.items():
        if not (folder / link).is_symlink() or os.readlink(folder / link) != to:
            out.append(f"{folder / link}: not a link to {to}")
    return out


def assembled(dest: Path, release: str) -> Path | None:
    folder = dest / release
    return folder if (folder / MANIFEST).is_file() and not problems(folder) else None


def download(pin: Pin, folder: Path) -> Path:
    """The pinned wheel: one already in `folder` with its sha256, else `pip download --require-hashes`."""
    package, version, sha256 = pin
    for w in sorted(folder.glob(f"{package.replace('-', '_')}-{version}-*.whl")):
        if wheels.sha256_file(w) == sha256:
            return w
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        req = Path(tmp) / "requirements.txt"
        req.write_text(f"{package}=={version} --hash=sha256:{sha256}\n")
        args = ["--platform", PLATFORM, "--python-version", "3", "--require-hashes", "-r", str(req)]
        wheels.pip_download(f"{package}=={version}", [*args, "--dest", str(folder)], ToolkitError, timeout=1200)
    for w in sorted(folder.glob(f"{package.replace('-', '_')}-{version}-*.whl")):
        if wheels.sha256_file(w) == sha256:
            return w
    raise ToolkitError(f"{package}=={version}: pip download wrote no wheel with the pinned sha256 into {folder}")


def match_wheels(release: str, given: list[Path]) -> dict[Pin, Path]:
    """pin -> the given wheel of that package and version (each pin once)."""
    out: dict[Pin, Path] = {}
    for pin in (*PINS[release], QUOTED):
        hits = [w for w in given if wheel_name_matches(w, pin[0], pin[1])]
        if len(hits) != 1:
            raise ToolkitError(f"{len(hits)} wheels of {pin[0]} {pin[1]} given, not one")
        out[pin] = hits[0]
    return out


# --- the carry form ------------------------------------------------------------------------------


def pack(folder: Path, out: Path, part_bytes: int) -> list[Path]:
    """toolkit-<release>.tar.xz cut in parts of at most part_bytes, and toolkit-<release>.sha256 (written
    last: parts of an interrupted pack do not match it, and unpack refuses them)."""
    release = folder.name
    bad = problems(folder)
    if bad:
        raise ToolkitError(bad[0])
    out.mkdir(parents=True, exist_ok=True)
    base = f"toolkit-{release}.tar.xz"
    for old in [*out.glob(f"{base}.part*"), out / f"toolkit-{release}.sha256"]:
        old.unlink(missing_ok=True)
    parts: list[Path] = []
    total = hashlib.sha256()
    lines = []
    with tempfile.TemporaryDirectory(dir=out) as scratch:
        whole = Path(scratch) / base
        with lzma.open(whole, "wb", preset=6) as xz, tarfile.open(fileobj=xz, mode="w", format=tarfile.PAX_FORMAT) as t:
            t.add(folder, arcname=release)
        with whole.open("rb") as f:
            while chunk := f.read(part_bytes):
                total.update(chunk)
                part = out / f"{base}.part{len(parts):02d}"
                write_bytes_atomic(part, chunk)
                parts.append(part)
                lines.append(f"{hashlib.sha256(chunk).hexdigest()}  {part.name}")
    lines.append(f"{total.hexdigest()}  {base}")
    write_atomic(out / f"toolkit-{release}.sha256", "\n".join(lines) + "\n")
    return parts


def _extract(tar: tarfile.TarFile, into: Path, release: str) -> None:
    """Every member under <release>/, no absolute path, no `..`, links only to names inside; then
    extracted (with the `tar` filter where this Python has it: 3.12, and the 3.8 to 3.11 updates)."""
    for m in tar.getmembers():
        parts = Path(m.name).parts
        if m.name.startswith("/") or ".." in parts or not parts or parts[0] != release:
            raise ToolkitError(f"the archive holds {m.name!r}, outside {release}/")
        if m.issym() and (m.linkname.startswith("/") or ".." in Path(m.linkname).parts):
            raise ToolkitError(f"the archive's link {m.name!r} points outside its folder ({m.linkname})")
        if not (m.isfile() or m.isdir() or m.issym()):
            raise ToolkitError(f"the archive holds {m.name!r}, which is no file, folder or link")
    if hasattr(tarfile, "tar_filter"):
        tar.extractall(into, filter="tar")
    else:  # pragma: no cover - a Python without extraction filters
        tar.extractall(into)


def unpack(parts: list[Path], dest: Path) -> Path:
    """Checks the parts against their .sha256 file, joins them, extracts the folder into DEST; its path."""
    if not parts:
        raise ToolkitError("no part given")
    m = re.fullmatch(r"toolkit-([0-9.]+)\.tar\.xz\.part[0-9]+", parts[0].name)
    if not m:
        raise ToolkitError(f"{parts[0]}: not a part of toolkit-<release>.tar.xz")
    release = m.group(1)
    sums_file = parts[0].parent / f"toolkit-{release}.sha256"
    try:
        sums: dict[str, str] = {}
        for line in sums_file.read_text().splitlines():
            if line.strip():
                digest, name = line.split("  ", 1)
                sums[name] = digest
    except (OSError, ValueError) as e:
        raise ToolkitError(f"{sums_file}: cannot read it ({e})") from None
    names = sorted(n for n in sums if ".part" in n)
    given = {p.name: p for p in parts}
    if sorted(given) != names:
        raise ToolkitError(
            f"{sums_file} lists {len(names)} parts ({', '.join(names)}); given: {', '.join(sorted(given))}"
        )
    dest.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{release}.", dir=dest))
    try:
        whole = tmp / f"toolkit-{release}.tar.xz"
        total = hashlib.sha256()
        with whole.open("wb") as f:
            for name in names:
                data = given[name].read_bytes()
                if hashlib.sha256(data).hexdigest() != sums[name]:
                    raise ToolkitError(f"{given[name]}: its sha256 is not the one {sums_file.name} gives")
                total.update(data)
                f.write(data)
        if total.hexdigest() != sums.get(f"toolkit-{release}.tar.xz"):
            raise ToolkitError(f"the joined parts do not have the sha256 {sums_file.name} gives")
        with tarfile.open(whole, "r:xz") as tar:
            _extract(tar, tmp / "x", release)
        whole.unlink()
        folder = tmp / "x" / release
        bad = problems(folder)
        if bad:
            raise ToolkitError(bad[0])
        final = dest / release
        if final.exists():
            shutil.rmtree(final)
        os.replace(folder, final)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return dest / release


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="cudasem toolkit", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = p.add_subparsers(dest="step", required=True)
    f = sub.add_parser("fetch", help="download the pinned wheels of a release and assemble its toolkit folder")
    a = sub.add_parser("assemble", help="assemble a toolkit folder from wheels downloaded elsewhere")
    k = sub.add_parser("pack", help="the folder as tar.xz parts for a carry")
    u = sub.add_parser("unpack", help="check and extract the parts")
    c = sub.add_parser("check", help="a toolkit folder against its toolkit.json")
    for s in (f, a, k):
        s.add_argument("release", help=f"one of {', '.join(PINS)}")
        s.add_argument("--dest", type=Path, default=DEFAULT_DEST, help=f"default: {DEFAULT_DEST}")
    f.add_argument("--wheels", type=Path, default=DEFAULT_WHEELS, help=f"default: {DEFAULT_WHEELS}")
    a.add_argument("wheels", nargs="+", type=Path, metavar="WHEEL")
    k.add_argument("--out", type=Path, help="where the parts go (default: DEST)")
    k.add_argument("--part-mib", type=int, default=45, help="the largest part, in MiB (default 45)")
    u.add_argument("parts", nargs="+", type=Path, metavar="PART")
    u.add_argument("--dest", type=Path, required=True)
    c.add_argument("folder", type=Path)
    args = p.parse_args(argv)
    try:
        if args.step == "check":
            bad = problems(args.folder)
            for line in bad:
                print(f"cudasem toolkit: {line}")
            if not bad:
                print(f"cudasem toolkit: {args.folder} is whole")
            return 1 if bad else 0
        if args.step == "unpack":
            print(f"cudasem toolkit: {unpack(args.parts, args.dest)}")
            return 0
        if args.release not in PINS:
            raise ToolkitError(f"{args.release!r}: no pinned wheels for it (known: {', '.join(PINS)})")
        if args.step == "pack":
            if not 1 <= args.part_mib <= 4096:
                raise ToolkitError(f"--part-mib {args.part_mib}: not within 1 to 4096")
            parts = pack(args.dest / args.release, args.out or args.dest, args.part_mib << 20)
            for part in parts:
                print(f"cudasem toolkit: {part} ({part.stat().st_size:,} bytes)")
            return 0
        folder = None if args.step == "assemble" else assembled(args.dest, args.release)
        if folder is None:
            if args.step == "assemble":
                found = match_wheels(args.release, args.wheels)
            else:
                found = {pin: download(pin, args.wheels) for pin in (*PINS[args.release], QUOTED)}
            folder = assemble(args.release, found, args.dest)
        print(f"cudasem toolkit: {args.release} -> {folder}")
    except (ToolkitError, OSError, tarfile.TarError, lzma.LZMAError) as e:
        print(f"cudasem toolkit: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
