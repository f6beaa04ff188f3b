"""Documentation drift: the cases' quoted Runtime and Driver API passages checked against the headers
of every CUDA release 12.0 to 13.5 (issue 42, item 5).

    cudasem drift fetch [--cache DIR]                    the headers of each release, from PyPI
    cudasem drift table [--cache DIR] [--listing FILE] [--out FILE]   the table, from the cached headers
    cudasem drift check [--listing FILE] [--table FILE]  the committed table covers every checked quote

`fetch` downloads, for each release of RELEASES (the latest patch of each minor release: CUDA 12.7 was
never released), NVIDIA's runtime wheel (`nvidia-cuda-runtime-cu12` for 12.x, `nvidia-cuda-runtime`
for 13.x) with `pip download --no-deps` (pip checks the file against the index's hash), checks that
its METADATA names that package and version and that each header it takes has the sha256 its RECORD
gives, and writes the headers the citation check reads (cudasem.sources.headers.HEADERS: every one of
these wheels carries the driver's cuda.h beside cuda_runtime_api.h) to DIR/<release>/ with
headers.json (package, version, wheel, the wheel's and each header's sha256). A release already there
whole is not fetched again. DIR defaults to .carry/headers of the checkout (ignored by git; the wheels
go to .carry/wheels, as `cudasem runtime fetch` puts them).

`table` runs the citation check (cudasem.sources.headers: the same parser, normalization and
comparison) of every case whose quote the build checks (a document the headers carry, the
toolkit's version) against each release's headers, and writes the drift table
(cudasem.model.drift: verbatim, changed with that release's closest text, or gone) with the
releases' wheels and hashes: python/cudasem/report/drift.json, which is committed. The cases come from
the build's listing (--listing, default $CUDASEM_LISTING or build/default/cases.json).

`check` exits 1 naming each checked quote of the listing that the table lacks (rerun `fetch` and
`table` after changing a quote), and each problem of the table's form.

Exit status: 0 done, 1 a check found a problem, 2 bad input or a failed download (one line).
"""

from __future__ import annotations

import argparse
import difflib
import hashlib
import json
import sys
import zipfile
from pathlib import Path

from ..model import drift, listing, wheels
from ..model import wheels as wheel_files
from ..model.files import folder_written_whole, write_atomic
from . import headers

ROOT = Path(__file__).resolve().parents[3]
DEFAULT_CACHE = ROOT / ".carry" / "headers"
MANIFEST = "headers.json"
PLATFORM = "manylinux2014_x86_64"  # the headers are the same on every machine; one wheel, one hash
TOOLKIT = "13.0"  # the release the cases quote (their citations' cuda_version)

# (package, version): the latest patch of each minor release on PyPI.
RELEASES: tuple[tuple[str, str], ...] = (
    *(
        ("nvidia-cuda-runtime-cu12", v)
        for v in (
            "12.0.146", "12.1.105", "12.2.140", "12.3.101", "12.4.127", "12.5.82", "12.6.77", "12.8.90", "12.9.79",
        )
    ),
    *(("nvidia-cuda-runtime", v) for v in ("13.0.96", "13.1.80", "13.2.86", "13.3.29", "13.4.92", "13.5.37")),
)  # fmt: skip


FetchError = wheels.WheelError  # a wheel that cannot be downloaded or fails a check (one line naming it)


def minor(version: str) -> str:
    return ".".join(version.split(".")[:2])


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def take_headers(wheel: Path, package: str, version: str) -> dict[str, tuple[str, bytes]]:
    """header name -> (its path in the wheel, its bytes), each checked against the wheel's RECORD."""
    try:
        with zipfile.ZipFile(wheel) as z:
            names = set(z.namelist())
            listed = wheels.record(z, wheel, package, version)
            out = {}
            for h in headers.HEADERS:
                found = sorted(n for n in names if n.endswith(f"/include/{h}"))
                if len(found) != 1:
                    raise FetchError(f"{wheel}: holds {len(found)} include/{h} files, not one")
                data = z.read(found[0])
                if listed.get(found[0], ("", ""))[0] != wheels.record_digest(data):
                    raise FetchError(f"{wheel}: {found[0]} does not have the sha256 its RECORD gives")
                out[h] = (found[0], data)
            return out
    except (OSError, zipfile.BadZipFile) as e:
        raise FetchError(f"{wheel}: not a readable wheel: {e}") from None


def cached(cache: Path, release: str) -> dict | None:
    """The manifest of a release cached whole (each header's sha256 as headers.json gives it)."""
    folder = cache / release
    try:
        manifest = json.loads((folder / MANIFEST).read_text())
        if all(wheels.sha256_file(folder / h) == s for h, s in manifest["headers"].items()) and set(
            manifest["headers"]
        ) == set(headers.HEADERS):
            return manifest
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        pass
    return None


def unpack(wheel: Path, package: str, version: str, cache: Path) -> dict:
    """Writes cache/<release>/ (the headers and headers.json) whole; the manifest."""
    taken = take_headers(wheel, package, version)
    release = minor(version)
    manifest: dict[str, object] = {
        "release": release,
        "package": package,
        "version": version,
        "wheel": wheel.name,
        "wheel_sha256": wheels.sha256_file(wheel),
        "headers": {h: _sha256(data) for h, (_, data) in taken.items()},
        "members": {h: member for h, (member, _) in taken.items()},
    }
    with folder_written_whole(cache, release) as tmp:
        for h, (_, data) in taken.items():
            (tmp / h).write_bytes(data)
        (tmp / MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n")
    return manifest


def download(package: str, version: str, wheels: Path) -> Path:
    wheels.mkdir(parents=True, exist_ok=True)
    args = ["--platform", PLATFORM, "--python-version", "3", "--dest", str(wheels), f"{package}=={version}"]
    wheel_files.pip_download(f"{package}=={version}", args, FetchError)
    found = sorted(wheels.glob(f"{package.replace('-', '_')}-{version}-*x86_64*.whl"))
    if not found:
        raise FetchError(f"{package}=={version}: pip download wrote no x86_64 wheel into {wheels}")
    return found[-1]


def fetch(cache: Path, wheels: Path) -> list[dict]:
    out = []
    for package, version in RELEASES:
        manifest = cached(cache, minor(version))
        if manifest is None or manifest.get("version") != version or manifest.get("package") != package:
            manifest = unpack(download(package, version, wheels), package, version, cache)
        out.append(manifest)
    return out


# --- the table --------------------------------------------------------------------------------


def status_of(case: dict, items: dict[str, headers.Item]) -> tuple[str, list[str], str]:
    """(status, items compared with, the release's closest text where changed) of one quote,
    from the citation check's result (headers.check_quote)."""
    r = headers.check_quote(case, items)
    if r["status"] == "found":
        return "verbatim", r["compared_with"], ""
    if r["status"] == "missing":
        return "changed", r["compared_with"], r.get("closest") or ""
    return "gone", [], ""  # not_carried, section_not_in_headers: the named item is not there


def similarity(a: str, b: str) -> float:
    return round(difflib.SequenceMatcher(None, headers.normalize(a), b).ratio(), 2)


def build_table(manifests: list[dict], release_items: list[dict[str, headers.Item]], cases: list[dict]) -> dict:
    """The table (cudasem.model.drift) of the checked quotes of `cases` against each release's items."""
    order = sorted(range(len(manifests)), key=lambda i: drift.release_tuple(manifests[i]["release"]))
    manifests = [manifests[i] for i in order]
    release_items = [release_items[i] for i in order]
    names = [m["release"] for m in manifests]
    if TOOLKIT not in names:
        raise ValueError(f"the releases lack the toolkit's {TOOLKIT}")
    passages: dict[drift.Key, dict] = {}
    for c in sorted(cases, key=lambda c: str(c.get("id"))):
        if not drift.checked(c, TOOLKIT):
            continue
        k = drift.key(c["citation"])
        if k in passages:
            continue
        entry: dict = {"doc": k[0], "section": k[1], "quote": k[2], "normalized": headers.normalize(k[2])}
        entry.update(items=[], status=[], texts={})
        for name, items in zip(names, release_items):
            status, compared, text = status_of(c, items)
            if name == TOOLKIT:
                entry["items"] = list(dict.fromkeys(compared))
            entry["status"].append(status)
            if status == "changed":
                entry["texts"][name] = text or "(no text)"
                entry.setdefault("similarity", {})[name] = similarity(k[2], text)
        passages[k] = entry
    return {
        "schema": drift.SCHEMA,
        "generated_by": "cudasem drift table (python/cudasem/sources/drift.py)",
        "toolkit": TOOLKIT,
        "releases": [
            {k: m[k] for k in ("release", "package", "version", "wheel", "wheel_sha256", "headers")} for m in manifests
        ],
        "passages": [passages[k] for k in sorted(passages)],
    }


def table_from_cache(cache: Path, cases: list[dict]) -> dict:
    manifests, items = [], []
    for package, version in RELEASES:
        manifest = cached(cache, minor(version))
        if manifest is None or manifest.get("version") != version:
            raise FetchError(
                f"{cache / minor(version)}: {package} {version}'s headers are not cached whole "
                "(run `cudasem drift fetch`)"
            )
        manifests.append(manifest)
        items.append(headers.parse_headers(cache / minor(version)))
    return build_table(manifests, items, cases)


def dumps(table: dict) -> str:
    """The table as committed: indented, each release and each passage on one line (a changed quote
    is a one-line diff)."""
    head = {k: v for k, v in table.items() if k not in ("releases", "passages")}
    lines = [json.dumps(head, indent=1, ensure_ascii=False)[:-2] + ","]
    for name in ("releases", "passages"):
        rows = [" " + json.dumps(x, ensure_ascii=False, sort_keys=True) for x in table[name]]
        lines.append(f' "{name}": [\n' + ",\n".join(rows) + "\n ]" + ("," if name == "releases" else ""))
    return "\n".join(lines) + "\n}\n"


def summary(table: dict) -> list[str]:
    names = drift.release_names(table)
    lines = []
    for i, n in enumerate(names):
        per = {s: sum(p["status"][i] == s for p in table["passages"]) for s in drift.STATUSES}
        lines.append(f"{n}: " + ", ".join(f"{per[s]} {s}" for s in drift.STATUSES))
    return lines


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="cudasem drift", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = p.add_subparsers(dest="step", required=True)
    f = sub.add_parser("fetch", help="download each release's runtime wheel and cache its headers")
    t = sub.add_parser("table", help="write the drift table from the cached headers and the build's listing")
    c = sub.add_parser("check", help="the committed table covers every checked quote of the listing")
    for s in (f, t):
        s.add_argument("--cache", type=Path, default=DEFAULT_CACHE, help=f"default: {DEFAULT_CACHE}")
    f.add_argument("--wheels", type=Path, default=DEFAULT_CACHE.parent / "wheels")
    for s in (t, c):
        s.add_argument(
            "--listing",
            type=Path,
            help="the build's case listing (default: $CUDASEM_LISTING or build/default/cases.json)",
        )
    t.add_argument("--out", type=Path, default=drift.FILE, help=f"default: {drift.FILE}")
    c.add_argument("--table", type=Path, default=drift.FILE, help=f"default: {drift.FILE}")
    args = p.parse_args(argv)
    try:
        if args.step == "fetch":
            for m in fetch(args.cache, args.wheels):
                print(f"{m['release']}: {m['wheel']} (sha256 {m['wheel_sha256']}) -> {args.cache / m['release']}")
            return 0
        cases = listing.load(args.listing or listing.default_path(ROOT))
        if args.step == "table":
            table = table_from_cache(args.cache, cases)
            write_atomic(args.out, dumps(table))
            print("\n".join(summary(table)))
            print(f"cudasem drift: {len(table['passages'])} quoted passages -> {args.out}")
            return 0
        try:
            table = json.loads(args.table.read_text(encoding="utf-8"))
        except (OSError, ValueError) as e:
            raise ValueError(f"{args.table}: {e}") from None
    except (FetchError, listing.ListingError, OSError, ValueError) as e:
        print(f"cudasem drift: {e}", file=sys.stderr)
        return 2
    bad = drift.problems(table)
    for line in bad:
        print(f"cudasem drift: {args.table}: {line}")
    if bad:
        return 1
    missing = drift.uncovered(table, cases)
    for cid, (doc, section, quote) in missing:
        print(
            f"cudasem drift: {cid}: its {doc} quote of {section!r} is not in {args.table} "
            f"(run `cudasem drift fetch` and `cudasem drift table`): {quote[:80]}"
        )
    if not missing:
        print(f"cudasem drift: {args.table} covers the {len(table['passages'])} quoted passages")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
