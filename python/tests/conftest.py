import copy
import fnmatch
import json
import os
import sqlite3
import sys
import uuid
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest

REPORTS = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPORTS))  # the package without installing it

PLANTED = REPORTS / "tests" / "data" / "bundles"
REAL = REPORTS.parent / "bundles"  # real GPU bundles, committed by the lead
REGRESSION = "memcpy.async.d2h_pageable_blocks"  # planted: PASS on 575.57.08, FAIL on 580.159.04
GDP = "host_memory.mapped.get_device_pointer_rejects_nonzero_flags"


# run.mode of a plain `ctest -L semantics` run under the defaults, as the fixture records it.
DEFAULT_MODE = {
    "expectations": "on",
    "retries": 0,
    "run_skipped": "off",
    "labels": "-L semantics",
    "selection": "",
    "device_selection": "all",
}


def planted_files():
    return sorted(PLANTED.glob("*.json"))


def bundle_files(folder, stem="*"):
    """A folder's bundles as the tools find them (find_bundles: *.json and *.json.gz, sorted; the
    committed reference bundles are gzip) whose name without the suffix matches the glob `stem`."""
    from cudasem.model.bundle import find_bundles

    folder = Path(folder)
    found = find_bundles([folder]) if folder.is_dir() else []
    return [p for p in found if fnmatch.fnmatchcase(p.name.removesuffix(".gz").removesuffix(".json"), stem)]


def real_files():
    return bundle_files(REAL)


def read(path):
    """A JSON file, expanded when it is gzip (*.json.gz: the committed bundles), as the tools read it."""
    from cudasem.model.bundle import read_document

    return json.loads(read_document(path, "JSON"))


def index_rows(site) -> list[dict]:
    """The behavior rows of a rendered site's index, in the index's order: the JSON twins of the data
    files its script writes the rows from (index.json's row_files, rows/index*.js)."""
    site = Path(site)
    return [row for f in read(site / "index.json")["row_files"] for row in read((site / f).with_suffix(".json"))]


def area_rows(site) -> list[dict]:
    """The behaviors of every area page of a rendered site (each part of a long area), with their cells."""
    return [b for p in sorted(Path(site, "area").glob("*.json")) for b in read(p)["behaviors"]]


# The PostgreSQL half of the results store's tests (model/store.py): a server's URL whose user may
# create databases. ci/run test starts a server and sets both; without the URL a developer's pytest
# skips that half, saying so, unless PG_REQUIRED is 1 (then it fails: a skip would hide it).
PG_URL = "CUDASEM_TEST_PG_URL"
PG_REQUIRED = "CUDASEM_TEST_PG_REQUIRED"


def pg_server() -> str:
    """$CUDASEM_TEST_PG_URL, once a connection to it works; else a skip (a failure where required)."""
    url = os.environ.get(PG_URL)
    required = os.environ.get(PG_REQUIRED) == "1"
    if not url:
        why = f"no PostgreSQL server: set {PG_URL}=postgresql://USER@HOST:PORT/DATABASE (ci/run test starts one)"
        if required:
            pytest.fail(f"{PG_REQUIRED}=1 and {why}", pytrace=False)
        pytest.skip(why)
    try:
        import psycopg

        psycopg.connect(url, connect_timeout=10).close()
    except Exception as e:  # ImportError, psycopg.Error: either way, the half asked for cannot run
        pytest.fail(f"{PG_URL}: cannot connect ({type(e).__name__}: {' '.join(str(e).split())})", pytrace=False)
    return url


@pytest.fixture(params=["sqlite", "postgresql"])
def new_store(request, tmp_path):
    """A factory of new, empty results stores of one backend (the test runs once for each): SQLite
    files in tmp_path, or databases made on the server of $CUDASEM_TEST_PG_URL (dropped after),
    whose text sorts by ICU's en-US rules where the server has ICU."""
    if request.param == "sqlite":
        yield lambda name="s": tmp_path / f"{name}.sqlite"
        return
    server = pg_server()
    import psycopg

    made: list[str] = []

    def make(name: str = "s") -> str:
        db = f"cudasem_test_{uuid.uuid4().hex[:16]}"
        with psycopg.connect(server, autocommit=True) as c:
            try:  # a locale whose text order is not the bytes' ('~' before digits): the store's must not change
                c.execute(
                    f"CREATE DATABASE \"{db}\" TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'en-US' LOCALE 'C'"
                )
            except psycopg.Error:  # a server without ICU, or older than PostgreSQL 15
                c.execute(f'CREATE DATABASE "{db}"')
        made.append(db)
        return urlunsplit(urlsplit(server)._replace(path=f"/{db}"))

    yield make
    with psycopg.connect(server, autocommit=True) as c:
        for db in made:
            c.execute(f'DROP DATABASE IF EXISTS "{db}" WITH (FORCE)')


def raw_db(target):
    """A plain DB-API connection to a store's database (SQLite file or PostgreSQL URL), in
    autocommit, without the store's checks."""
    if isinstance(target, str) and "://" in target:
        import psycopg

        return psycopg.connect(target, autocommit=True)
    return sqlite3.connect(target, isolation_level=None)


def sql_rows(target, text: str, params: tuple = ()) -> list[tuple]:
    """The rows of one statement (`?` placeholders) on a store's database."""
    from cudasem.model import store

    conn = raw_db(target)
    try:
        cur = conn.cursor()
        cur.execute(store._sql(conn, text), params)
        return [tuple(r) for r in cur.fetchall()] if cur.description else []
    finally:
        conn.close()


@pytest.fixture
def write_bundle(tmp_path):
    """Writes a (modified) copy of a planted bundle; returns its path."""

    def write(data, name="bundle.json", text=None):
        p = tmp_path / name
        p.write_text(text if text is not None else json.dumps(data))
        return p

    return write


@pytest.fixture
def h100_new():
    return copy.deepcopy(read(next(p for p in planted_files() if "h100" in p.name and "580" in p.name)))


@pytest.fixture(scope="session")
def listed_cases():
    """Every case the build lists (<build>/cases.json, $CUDASEM_LISTING: the ctest that runs these
    tests names it). Without a build this fails naming the build to run."""
    from cudasem.model import listing

    try:
        return listing.load(listing.default_path(REPORTS.parent))
    except listing.ListingError as e:
        pytest.fail(f"this test reads the build's case listing: {e}", pytrace=False)


@pytest.fixture(scope="session")
def paged_site(tmp_path_factory):
    """A small site (10 runs x 60 cases, python/bench/report_scale.py's synthetic bundles) whose pages
    are split at a small weight (report/paging.py BUDGET 5,000 bytes): the deviations, diff, drift
    and heavy case pages in parts, as many runs would split them. Its runs and its folder; rendered
    once for the tests of its parts (test_report_scale) and their layout (test_browser_issue43)."""
    if not real_files():
        pytest.skip("no real GPU bundle committed under bundles/ to build from")
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
    import report_scale

    from cudasem.report import paging, render
    from cudasem.report import view as model

    base = tmp_path_factory.mktemp("paged")
    bundles = base / "bundles"
    bundles.mkdir()
    report_scale.synthetic_bundles(report_scale.real_bundle(), bundles, 10, 60)
    loaded = model.load_runs([bundles])
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(paging, "BUDGET", 5_000)
        render.render(loaded, base / "site")
    return loaded, base / "site"
