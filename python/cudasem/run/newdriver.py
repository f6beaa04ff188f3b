"""The Python half of ci/new-driver-check: which folder a GPU's kept runs live in, whether any
case ran in a bundle, and the kept run a new one is compared with.

    cudasem new-driver info BUNDLE             prints the GPU's folder key, the bundle's file name, a label
    cudasem new-driver ran BUNDLE              exit 0 when some case ran (not UNSUPPORTED, not MISSING), else 1
    cudasem new-driver baseline FOLDER BUNDLE  prints the newest kept run made the same way ('' when none)
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..model.bundle import BundleError, load
from ..model.outcome import RAN
from .compare import mode_differences, same_gpu
from .record import bundle_name, slug


def gpu_key(bundle: dict) -> str:
    """The folder of a GPU's kept runs: its UUID, else its name. BundleError without a GPU."""
    gpu = bundle["identity"].get("gpu")
    if not gpu:
        raise BundleError(
            f"the bundle has no GPU ({bundle['identity'].get('no_gpu_reason')}): nothing to check a driver against"
        )
    return slug(gpu.get("uuid") or "") if gpu.get("uuid") else slug(gpu["name"])


def any_ran(bundle: dict) -> bool:
    return any(c["outcome"] in RAN for c in bundle["cases"])


def baseline(folder: Path, new: dict) -> Path | None:
    """The newest kept run (by start time, not file name) made the same way as `new`; kept runs
    where no case ran, or made on another GPU or in another mode, are never a baseline (said on
    stderr)."""
    best: tuple[str, Path] | None = None
    for p in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        try:
            b = load(p)
        except BundleError as e:
            print(f"new-driver-check: ignoring {e}", file=sys.stderr)
            continue
        if not any_ran(b):
            print(f"new-driver-check: ignoring {p}: no case ran in it", file=sys.stderr)
            continue
        if not same_gpu(b, new):
            print(
                f"new-driver-check: ignoring {p}: made differently "
                f"({'; '.join(mode_differences(b, new)) or 'another GPU'})",
                file=sys.stderr,
            )
            continue
        if best is None or b["run"]["started"] > best[0]:
            best = (b["run"]["started"], p)
    return best[1] if best else None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="cudasem new-driver", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = ap.add_subparsers(dest="step", required=True)
    sub.add_parser("info").add_argument("bundle")
    sub.add_parser("ran").add_argument("bundle")
    b = sub.add_parser("baseline")
    b.add_argument("folder")
    b.add_argument("bundle")
    args = ap.parse_args(argv)
    try:
        bundle = load(args.bundle)
        if args.step == "info":
            ident = bundle["identity"]
            key = gpu_key(bundle)
            print(key)
            print(bundle_name(bundle))
            print(f"{ident['gpu']['name']}, driver {(ident.get('driver') or {}).get('version')}")
            return 0
        if args.step == "ran":
            return 0 if any_ran(bundle) else 1
        found = baseline(Path(args.folder), bundle)
        print(found or "")
        return 0
    except BundleError as e:
        print(f"new-driver-check: {e}", file=sys.stderr)
        return 2 if args.step != "ran" else 1


if __name__ == "__main__":
    sys.exit(main())
