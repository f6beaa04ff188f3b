"""The case listing: what the case binaries say about their own cases, collected by the build.

    cudasem listing --out build/default/cases.json BINARY...

Every case binary answers `--cudasem-list` with the metadata of each case it registered (id, test,
area, kind, claim, api, citation, requirements, env, labels; `row` for a CUDASEM_CASE_TABLE row), without
a CUDA call (harness/src/registry.cpp, case_json). The build (cmake/CudasemCases.cmake) runs this
command after the case binaries are linked, so that <build>/cases.json holds every case the build
registered:

    {"format": "cudasem-listing/1",
     "binaries": [{"path": "<binary>", "cases": <n>} | {"path": "<binary>", "error": "<why>"}],
     "cases": [{<a --cudasem-list entry>, "binary": "<binary>"}, ...]}

A binary that cannot list its cases (an invalid declaration: the binary names it) is recorded with
its error and the command still exits 0: the build goes on and its test `cudasem.selftest.listing.<target>`
fails naming the declaration; a tool that reads the listing (load) refuses it, naming the binary.

The tools that need the case list, a case's `.api`, kind, id or citation read it here (the README's
numbers, the case contract, the tests), never from the case sources.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

from .files import write_atomic

FORMAT = "cudasem-listing/1"
LISTING = "cases.json"
DEFAULT_BUILD = Path("build", "default")  # CMakePresets.json's preset `default`


class ListingError(Exception):
    """The listing is missing, unreadable, or a binary failed to list its cases."""


def default_path(root: Path) -> Path:
    """$CUDASEM_LISTING, else <root>/build/default/cases.json (the default preset's build)."""
    env = os.environ.get("CUDASEM_LISTING")
    return Path(env) if env else root / DEFAULT_BUILD / LISTING


def collect(binaries: list[str], timeout: float = 60) -> dict:
    """Runs each binary with --cudasem-list; the listing (FORMAT) of their cases."""
    out: dict = {"format": FORMAT, "binaries": [], "cases": []}
    for b in binaries:
        try:
            proc = subprocess.run([b, "--cudasem-list"], capture_output=True, text=True, timeout=timeout, check=False)
            cases = json.loads(proc.stdout) if proc.returncode == 0 else None
            error = None if isinstance(cases, list) else f"exit {proc.returncode}: {proc.stderr.strip()[-2000:]}"
        except subprocess.TimeoutExpired:
            cases, error = None, f"no answer in {timeout:.0f} s"
        except (OSError, ValueError) as e:
            cases, error = None, str(e)
        if error is not None or cases is None:
            out["binaries"].append({"path": b, "error": error})
            continue
        out["binaries"].append({"path": b, "cases": len(cases)})
        out["cases"] += [dict(c, binary=b) for c in cases if isinstance(c, dict)]
    return out


def load(path: Path) -> list[dict]:
    """The cases of a listing file; ListingError names the missing build or the failed binary."""
    if not path.is_file():
        raise ListingError(
            f"no case listing {path}: it is written by the build (cmake --build --preset default, "
            "or the build folder named by $CUDASEM_LISTING); build the cases first"
        )
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError) as e:
        raise ListingError(f"{path}: not a case listing ({e})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("cases"), list):
        raise ListingError(f"{path}: not a case listing of format {FORMAT} (rebuild it)")
    failed = [b for b in data.get("binaries") or [] if b.get("error") is not None]
    if failed:
        raise ListingError(
            f"{path}: "
            + "; ".join(f"{b['path']} --cudasem-list failed ({b['error'].splitlines()[0][:300]})" for b in failed)
            + " (run that binary with --cudasem-list for every problem)"
        )
    return data["cases"]


def file_id(case: dict) -> str:
    """The id of the case's file: its id, or for a table row the id without `.<row key>`."""
    cid, row = case["id"], case.get("row")
    if row:
        suffix = "." + row.lower()
        if not cid.endswith(suffix):
            raise ListingError(f"{cid}: the id of a table row does not end with its key {row!r}")
        return cid[: -len(suffix)]
    return cid


def case_file(case: dict, cases_dir: Path) -> Path:
    """cases/<area>/<group>/<name>.cpp|.cu of a listed case (the path is the id)."""
    stem = cases_dir.joinpath(*file_id(case).split("."))
    found = [p for p in (stem.with_suffix(".cpp"), stem.with_suffix(".cu")) if p.is_file()]
    if len(found) != 1:
        what = "no" if not found else "two"
        raise ListingError(f"{case['id']}: {what} case file {stem}.cpp|.cu under {cases_dir}")
    return found[0]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="cudasem listing", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--out", type=Path, required=True, help="the listing to write (<build>/cases.json)")
    ap.add_argument("binaries", nargs="+", help="the case binaries")
    args = ap.parse_args(argv)
    data = collect(args.binaries)
    text = json.dumps(data, indent=1) + "\n"
    if not args.out.is_file() or args.out.read_text() != text:
        write_atomic(args.out, text)
    for b in data["binaries"]:
        if b.get("error") is not None:
            print(f"cudasem listing: {b['path']} --cudasem-list failed: {b['error']}", file=sys.stderr)
    print(f"cudasem listing: {len(data['cases'])} cases of {len(data['binaries'])} binaries -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
