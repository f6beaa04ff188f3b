"""The documentation drift table (issue 42, item 5): the committed python/cudasem/report/drift.json is
well-formed, names the wheel and hashes of each release, covers every quote the citation check reads
(a planted quote it lacks fails `cudasem drift check`), and its toolkit column is the citation check
itself; the table's statuses come from the citation check's comparison (synthetic headers); a wheel
whose header differs from its RECORD is refused."""

from __future__ import annotations

import base64
import copy
import hashlib
import json
import zipfile
from pathlib import Path

import pytest

from cudasem.model import drift
from cudasem.sources import drift as build
from cudasem.sources import headers

INCLUDE = Path("/usr/local/cuda/include")
needs_toolkit = pytest.mark.skipif(
    not (INCLUDE / "cuda_runtime_api.h").is_file(), reason="no CUDA toolkit headers at /usr/local/cuda/include"
)


@pytest.fixture(scope="module")
def table():
    return drift.read()


def test_the_committed_table_is_well_formed_and_names_each_release_wheel(table):
    assert drift.problems(table) == []
    assert [(r["package"], r["version"]) for r in table["releases"]] == list(build.RELEASES)
    names = drift.release_names(table)
    assert names[0] == "12.0" and names[-1] == "13.5" and table["toolkit"] == build.TOOLKIT
    assert all(set(r["headers"]) == set(headers.HEADERS) for r in table["releases"])
    # The toolkit's own release holds every quote the build found there; the rest are not carried
    # by these headers in any release (cuda_runtime.h's C++ API).
    tk = names.index(table["toolkit"])
    for p in table["passages"]:
        assert p["status"][tk] == "verbatim" or set(p["status"]) == {"gone"}, p["section"]


def test_the_committed_table_covers_every_quote_the_citation_check_reads(table, listed_cases):
    assert drift.uncovered(table, listed_cases) == []
    checked = {drift.key(c["citation"]) for c in listed_cases if drift.checked(c, table["toolkit"])}
    assert checked == set(drift.index(table)), "the table has passages no case quotes: rerun `cudasem drift table`"


def test_a_planted_quote_the_table_lacks_fails_the_check(table, listed_cases, tmp_path, capsys):
    case = copy.deepcopy(next(c for c in listed_cases if drift.checked(c, table["toolkit"])))
    case["id"] = "planted.drift.quote"
    case["citation"]["quote"] += " (planted)"
    assert drift.uncovered(table, [*listed_cases, case]) == [("planted.drift.quote", drift.key(case["citation"]))]
    listing = tmp_path / "cases.json"
    listing.write_text(json.dumps({"format": "cudasem-listing/1", "binaries": [], "cases": [*listed_cases, case]}))
    assert build.main(["check", "--listing", str(listing)]) == 1
    out = capsys.readouterr().out
    assert "planted.drift.quote: its" in out and "is not in" in out


@pytest.mark.parametrize(
    "spoil, problem",
    [
        (lambda t: t["passages"][0]["status"].pop(), "status must give one of"),
        (lambda t: t["releases"][0].update(wheel_sha256="x"), "wheel_sha256 is not a sha256"),
        (lambda t: t["releases"].reverse(), "not in version order"),
        (lambda t: t["passages"].append(t["passages"][0]), "quoted twice"),
        (lambda t: next(p for p in t["passages"] if p["texts"])["texts"].clear(), "text for each changed"),
        (lambda t: t.update(toolkit="11.8"), "toolkit '11.8'"),
    ],
)
def test_a_malformed_table_is_named(table, tmp_path, spoil, problem):
    bad = copy.deepcopy(table)
    spoil(bad)
    assert any(problem in line for line in drift.problems(bad)), drift.problems(bad)
    path = tmp_path / "drift.json"
    path.write_text(json.dumps(bad))
    with pytest.raises(drift.DriftError, match=str(path)):
        drift.read(path)


@needs_toolkit
def test_the_toolkit_column_is_the_citation_check_of_the_toolkit_headers(table):
    items = headers.parse_headers(INCLUDE)
    tk = drift.release_names(table).index(table["toolkit"])
    for p in table["passages"]:
        case = {"id": "x", "citation": {k: p[k] for k in ("doc", "section", "quote")}}
        found = headers.check_quote(case, items)["status"] == "found"
        assert found == (p["status"][tk] == "verbatim"), p["section"]


API = """/**
 * \\brief Allocates
 *
 * Allocates \\p size bytes of linear memory on the device and returns in \\p *devPtr a pointer.
 * %s
 */
extern __host__ cudaError_t CUDARTAPI cudaMalloc(void **devPtr, size_t size);
"""


def _release(tmp_path: Path, name: str, sentence: str | None) -> tuple[dict, dict]:
    folder = tmp_path / name
    folder.mkdir()
    (folder / "cuda_runtime_api.h").write_text(API % sentence if sentence is not None else "/* nothing */\n")
    manifest = {"release": name, "package": "nvidia-cuda-runtime", "version": f"{name}.1", "wheel": "w.whl"}
    manifest.update(wheel_sha256="0" * 64, headers={"cuda_runtime_api.h": "1" * 64})
    return manifest, headers.parse_headers(folder)


def test_the_statuses_are_the_citation_checks_comparison(tmp_path):
    quote = "The memory is not cleared."
    releases = [
        _release(tmp_path, "12.0", None),
        _release(tmp_path, "12.9", "The memory is  \\e not cleared."),  # markup and spaces normalized
        _release(tmp_path, "13.0", quote),
        _release(tmp_path, "13.1", "The memory is not zeroed."),
    ]
    case = {"id": "a.b", "citation": {"doc": "RT", "section": "cudaMalloc", "quote": quote, "cuda_version": "13.0"}}
    other = {"id": "a.c", "citation": {"doc": "PG", "section": "x", "quote": "y", "cuda_version": "13.0"}}
    table = build.build_table([m for m, _ in releases], [i for _, i in releases], [case, other])
    assert drift.problems(table) == [] and len(table["passages"]) == 1
    p = table["passages"][0]
    assert p["status"] == ["gone", "verbatim", "verbatim", "changed"] and p["items"] == ["cudaMalloc"]
    assert p["texts"] == {"13.1": "The memory is not zeroed."}
    assert drift.holds(table, case["citation"])["verbatim"] == ["12.9\u201313.0"]
    assert drift.counts(table) == dict(
        passages=1, major=0, major_changed=0, major_gone=0, within=1, within_changed=1, within_gone=0
    )


def _wheel(tmp_path: Path, header_text: bytes, record_text: bytes) -> Path:
    package, version = "nvidia-cuda-runtime", "13.9.1"
    dist = f"nvidia_cuda_runtime-{version}.dist-info"
    files = {f"nvidia/cu13/include/{h}": b"/* " + h.encode() + b" */\n" for h in headers.HEADERS}
    files["nvidia/cu13/include/cuda.h"] = header_text
    files[f"{dist}/METADATA"] = f"Name: {package}\nVersion: {version}\n".encode()
    digests = {n: hashlib.sha256(record_text if n.endswith("/cuda.h") else d).digest() for n, d in files.items()}
    record = "".join(
        f"{n},sha256={base64.urlsafe_b64encode(digests[n]).rstrip(b'=').decode()},{len(d)}\n" for n, d in files.items()
    )
    path = tmp_path / f"nvidia_cuda_runtime-{version}-py3-none-manylinux2014_x86_64.whl"
    with zipfile.ZipFile(path, "w") as z:
        for n, d in files.items():
            z.writestr(n, d)
        z.writestr(f"{dist}/RECORD", record + f"{dist}/RECORD,,\n")
    return path


def test_a_wheel_is_unpacked_whole_and_one_whose_header_differs_from_its_record_is_refused(tmp_path):
    good = _wheel(tmp_path, b"/* cuda.h */\n", b"/* cuda.h */\n")
    manifest = build.unpack(good, "nvidia-cuda-runtime", "13.9.1", tmp_path / "cache")
    assert build.cached(tmp_path / "cache", "13.9") == manifest
    assert manifest["headers"]["cuda.h"] == hashlib.sha256(b"/* cuda.h */\n").hexdigest()
    (tmp_path / "cache" / "13.9" / "cuda.h").write_text("changed")
    assert build.cached(tmp_path / "cache", "13.9") is None  # a changed header is fetched again
    (tmp_path / "bad").mkdir()
    bad = _wheel(tmp_path / "bad", b"/* altered */\n", b"/* cuda.h */\n")
    with pytest.raises(build.FetchError, match="cuda.h does not have the sha256 its RECORD gives"):
        build.unpack(bad, "nvidia-cuda-runtime", "13.9.1", tmp_path / "cache2")
    assert not (tmp_path / "cache2" / "13.9").exists()
    with pytest.raises(build.FetchError, match="has no nvidia_cuda_runtime-13.9.2.dist-info"):
        build.unpack(good, "nvidia-cuda-runtime", "13.9.2", tmp_path / "cache3")


def test_the_readme_sentence_and_the_page_kinds_follow_the_table(table):
    from cudasem.report import driftpage, readme

    c = drift.counts(table)
    said = readme.drift_text(table)
    assert f"of the {c['passages']:,} quoted passages verbatim in {table['toolkit']}'s" in said
    assert f"{c['major']:,} read differently in 12.9's ({c['major_changed']:,} changed" in said
    assert f"and {c['within']:,} changed within 13.x" in said
    assert driftpage.kind_of(["gone", "verbatim", "verbatim"]) == "added"
    assert driftpage.kind_of(["verbatim", "gone", "verbatim"]) == "changed"  # removed, then back
    assert driftpage.kind_of(["gone", "changed", "verbatim"]) == "changed"
    assert driftpage.kind_of(["gone", "gone"]) == "not_carried"
    assert driftpage.word_diff("a b c", "a x c") == [["eq", "a"], ["del", "b"], ["ins", "x"], ["eq", "c"]]
    page = driftpage.drift_data([], table)
    listed = sum(len(f["passages"]) for s in page["sections"] for f in s["functions"])
    assert listed == sum(driftpage.kind_of(p["status"]) != "same" for p in table["passages"])
