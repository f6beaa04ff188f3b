"""Bundle files are read within limits and never skipped silently: a .json.gz that expands beyond
MAX_BUNDLE_BYTES (a gzip bomb) and a plain file larger than it are refused with one line naming
the file and the limit; in a folder, a *.json or *.json.gz name that is no regular file (a dangling
symlink, a FIFO, a folder) is an error naming it. No GPU."""

from __future__ import annotations

import gzip
import json
import os
import zlib

import pytest

from cudasem.model import bundle
from cudasem.report import render
from cudasem.run import summary

from conftest import REAL


def _one_line(err, *words):
    lines = [x for x in err.splitlines() if x.strip()]
    assert len(lines) == 1 and all(w in lines[0] for w in words) and "Traceback" not in err, err


def test_the_limit_is_generous_for_real_bundles():
    largest = 0
    for p in REAL.rglob("*.json*"):
        if "ledger" not in p.parts:
            largest = max(largest, len(bundle.read_document(p)))
    assert 0 < largest * 50 < bundle.MAX_BUNDLE_BYTES


def test_a_gzip_bomb_is_refused_naming_the_file_and_the_limit(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(bundle, "MAX_BUNDLE_BYTES", 2**20)
    bomb = tmp_path / "bomb.json.gz"
    z = zlib.compressobj(9, zlib.DEFLATED, 31)  # gzip framing
    bomb.write_bytes(z.compress(b" " * (3 * 2**20)) + z.flush())  # 3 MiB of blanks in a few KiB
    assert bomb.stat().st_size < 20_000
    with pytest.raises(bundle.BundleError) as e:
        bundle.load(bomb)
    assert str(bomb) in str(e.value) and "1 MiB" in str(e.value) and "MAX_BUNDLE_BYTES" in str(e.value)
    assert summary.main([str(bomb)]) == 2
    _one_line(capsys.readouterr().err, str(bomb), "MAX_BUNDLE_BYTES")


def test_a_plain_file_over_the_limit_is_refused(tmp_path, monkeypatch, h100_new):
    big = tmp_path / "big.json"
    big.write_text(json.dumps(h100_new))
    monkeypatch.setattr(bundle, "MAX_BUNDLE_BYTES", big.stat().st_size - 1)
    with pytest.raises(bundle.BundleError, match="MAX_BUNDLE_BYTES"):
        bundle.load(big)
    monkeypatch.setattr(bundle, "MAX_BUNDLE_BYTES", big.stat().st_size)
    bundle.load(big)


def test_a_gzip_bundle_of_several_members_loads(tmp_path, h100_new):
    text = json.dumps(h100_new).encode()
    p = tmp_path / "b.json.gz"
    p.write_bytes(gzip.compress(text[:1000]) + gzip.compress(text[1000:]))
    assert bundle.load(p) == h100_new


def _folder(tmp_path, h100_new):
    folder = tmp_path / "bundles"
    folder.mkdir()
    (folder / "good.json").write_text(json.dumps(h100_new))
    return folder


@pytest.mark.parametrize("kind", ["dangling .json.gz", "fifo", "folder"])
def test_a_name_in_a_folder_that_is_no_bundle_file_is_named(tmp_path, capsys, h100_new, kind):
    folder = _folder(tmp_path, h100_new)
    if kind == "dangling .json.gz":
        odd = folder / "gone.json.gz"
        os.symlink(folder / "nothing.json.gz", odd)
    elif kind == "fifo":
        odd = folder / "pipe.json"
        os.mkfifo(odd)
    else:
        odd = folder / "sub.json"
        odd.mkdir()
    with pytest.raises(bundle.BundleError) as e:
        bundle.find_bundles([folder])
    assert str(odd) in str(e.value) and "\n" not in str(e.value)
    assert render.main([str(folder), "--out", str(tmp_path / "site")]) == 2
    _one_line(capsys.readouterr().err, str(odd))
    assert not (tmp_path / "site").exists()


def test_a_fifo_given_by_name_is_refused_not_waited_on(tmp_path, capsys):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(bundle.BundleError, match="a FIFO"):
        bundle.load(fifo)
    assert summary.main([str(fifo)]) == 2
    _one_line(capsys.readouterr().err, str(fifo), "FIFO")
