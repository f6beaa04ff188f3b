"""Other CUDA runtime releases to run the built suite against (CUDASEM_CUDART, harness/src/library.h).

    cudasem runtime fetch VERSION... [--dest .carry/cudart] [--wheels .carry/wheels] [--machine x86_64]
    cudasem runtime unpack WHEEL... [--dest .carry/cudart]

`fetch` downloads NVIDIA's `nvidia-cuda-runtime` wheel of each release with `pip download --no-deps`
(pip checks the file against the hash the package index gives), then unpacks it as `unpack` does.
`unpack` verifies a wheel and takes its runtime library out of it:

- the wheel's name is nvidia_cuda_runtime-<version>-...whl and its METADATA says that package and
  version;
- every file the wheel's RECORD lists has the size and sha256 RECORD gives (a wheel altered after it
  was built, or cut short, is refused), and the wheel holds exactly one lib/libcudart.so.<major>;
- that file is a 64-bit ELF shared library (its magic).

It goes to DEST/<version>/libcudart.so.<major>, with DEST/<version>/cudart.json beside it: the
package, version, wheel file and its sha256, and the library's size and sha256. The harness's
identity reads cudart.json to name the release of the library it loaded (the library itself says
only major.minor through cudaRuntimeGetVersion), when the sha256 matches. A release already
unpacked whole (its cudart.json matching its file) is not fetched again. Every folder is written
whole or not at all (a temporary folder renamed into place).

DEST defaults to .carry/cudart of the checkout (ignored by git): carry it to a GPU machine without
network, then run `CUDASEM_CUDART=$PWD/.carry/cudart/<version> ctest ...`.

Exit status: 0 done, 2 bad input, a failed download or a wheel that fails a check (one line naming
the wheel and the check).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import re
import sys
import zipfile
from pathlib import Path

from ..model import wheels
from ..model import wheels as wheel_files
from ..model.files import folder_written_whole

PACKAGE = "nvidia-cuda-runtime"
MANIFEST = "cudart.json"
RELEASE = re.compile(r"[0-9]+\.[0-9]+\.[0-9]+")
LIBRARY = re.compile(r"(?:.*/)?lib/(libcudart\.so\.([0-9]+))")
DEFAULT_DEST = Path(__file__).resolve().parents[3] / ".carry" / "cudart"
DEFAULT_WHEELS = DEFAULT_DEST.parent / "wheels"  # beside, not inside: carrying DEST takes the libraries only


# The wheel helpers `cudasem drift fetch` shares (cudasem.model.wheels).
WheelError = wheels.WheelError
_record_hash, _sha256_file = wheels.record_digest, wheels.sha256_file


def wheel_version(wheel: Path) -> str:
    """The release a wheel's file name gives (nvidia_cuda_runtime-13.2.75-py3-...whl -> 13.2.75)."""
    name, version, *_ = wheel.name.split("-") + ["", ""]
    if name != PACKAGE.replace("-", "_") or not RELEASE.fullmatch(version) or not wheel.name.endswith(".whl"):
        raise WheelError(f"{wheel}: not a wheel of {PACKAGE} (nvidia_cuda_runtime-<version>-...whl)")
    return version


def verify(wheel: Path) -> tuple[str, str, bytes]:
    """(version, library name, library bytes) of a wheel that passes every check; WheelError else."""
    version = wheel_version(wheel)
    try:
        z = zipfile.ZipFile(wheel)
    except (OSError, zipfile.BadZipFile) as e:
        raise WheelError(f"{wheel}: not a readable wheel: {e}") from None
    with z:
        names = set(z.namelist())
        listed = wheels.record(z, wheel, PACKAGE, version)
        for path, (digest, size) in listed.items():
            if not digest:  # RECORD itself
                continue
            if path not in names:
                raise WheelError(f"{wheel}: RECORD lists {path}, which the wheel lacks")
            data = z.read(path)
            if _record_hash(data) != digest or str(len(data)) != size:
                raise WheelError(f"{wheel}: {path} does not have the size and sha256 its RECORD gives")
        unlisted = sorted(n for n in names if n not in listed and not n.endswith("/"))
        if unlisted:
            raise WheelError(f"{wheel}: holds files its RECORD does not list: {', '.join(unlisted[:3])}")
        libraries = [(n, m) for n in sorted(names) if (m := LIBRARY.fullmatch(n))]
        if len(libraries) != 1:
            raise WheelError(
                f"{wheel}: holds {len(libraries)} lib/libcudart.so.<major> files, not one: "
                + ", ".join(n for n, _ in libraries)
            )
        member, match = libraries[0]
        data = z.read(member)
    if data[:5] != b"\x7fELF\x02":
        raise WheelError(f"{wheel}: {member} is not a 64-bit ELF file")
    if match.group(2) != version.split(".")[0]:
        raise WheelError(f"{wheel}: {member} is not of release {version}'s major version")
    return version, match.group(1), data


def unpacked(dest: Path, version: str) -> Path | None:
    """DEST/<version>/<library> when that release is unpacked whole (cudart.json matching the file)."""
    try:
        manifest = json.loads((dest / version / MANIFEST).read_text())
        lib = dest / version / manifest["file"]
        if manifest.get("version") == version and _sha256_file(lib) == manifest.get("sha256"):
            return lib
    except (OSError, ValueError, KeyError, TypeError):
        pass
    return None


def unpack(wheel: Path, dest: Path) -> Path:
    """Verifies the wheel and writes DEST/<version>/{libcudart.so.N, cudart.json}; the library's path."""
    version, name, data = verify(wheel)
    dest.mkdir(parents=True, exist_ok=True)
    manifest = {
        "package": PACKAGE,
        "version": version,
        "wheel": wheel.name,
        "wheel_sha256": _sha256_file(wheel),
        "file": name,
        "size": len(data),
        "sha256": hashlib.sha256(data).hexdigest(),
    }
    with folder_written_whole(dest, version) as tmp:
        (tmp / name).write_bytes(data)
        os.chmod(tmp / name, 0o755)
        (tmp / MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n")
    return dest / version / name


def download(version: str, wheels: Path, machine: str) -> Path:
    """pip download --no-deps of one release's wheel for this machine; its path. WheelError on failure."""
    wheels.mkdir(parents=True, exist_ok=True)
    args = ["--platform", f"manylinux2014_{machine}", "--python-version", "3", "--dest", str(wheels)]
    wheel_files.pip_download(f"{PACKAGE}=={version}", [*args, f"{PACKAGE}=={version}"], WheelError)
    found = sorted(wheels.glob(f"{PACKAGE.replace('-', '_')}-{version}-*{machine}*.whl"))
    if not found:
        raise WheelError(f"{PACKAGE}=={version}: pip download wrote no {machine} wheel into {wheels}")
    return found[-1]


def _report(lib: Path) -> str:
    manifest = json.loads((lib.parent / MANIFEST).read_text())
    return f"{manifest['version']}: {lib} ({manifest['size']:,} bytes, sha256 {manifest['sha256']})"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="cudasem runtime", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = p.add_subparsers(dest="step", required=True)
    f = sub.add_parser("fetch", help="download and unpack the runtime wheels of these releases (e.g. 13.2.75)")
    f.add_argument("versions", nargs="+", metavar="VERSION")
    f.add_argument("--wheels", type=Path, help=f"where the downloaded wheels go (default: {DEFAULT_WHEELS})")
    f.add_argument("--machine", default=platform.machine(), help="the wheels' machine (default: this one's)")
    u = sub.add_parser("unpack", help="verify and unpack wheels already downloaded")
    u.add_argument("wheels", nargs="+", type=Path, metavar="WHEEL")
    for s in (f, u):
        s.add_argument("--dest", type=Path, default=DEFAULT_DEST, help=f"default: {DEFAULT_DEST}")
    args = p.parse_args(argv)
    try:
        if args.step == "unpack":
            for wheel in args.wheels:
                print(_report(unpack(wheel, args.dest)))
            return 0
        for version in args.versions:
            if not RELEASE.fullmatch(version):
                raise WheelError(f"{version!r} is not a release (major.minor.patch, e.g. 13.2.75)")
        for version in args.versions:
            lib = unpacked(args.dest, version)
            if lib is None:
                lib = unpack(download(version, args.wheels or DEFAULT_WHEELS, args.machine), args.dest)
            print(_report(lib))
    except WheelError as e:
        print(f"cudasem runtime: {e}", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"cudasem runtime: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
