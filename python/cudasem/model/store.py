"""The results store: result bundles ingested into an SQL database, the report's input.

    cudasem store ingest BUNDLE_OR_FOLDER... [--store FILE|URL]
    cudasem store show --store FILE|URL

The store is an SQLite file (Python's sqlite3: nothing to install); by default
`cudasem-store.sqlite` in the folder of the first bundle given (inside a folder given as a bundle
folder); .gitignore leaves out `*.sqlite`. For a store that a fleet of CI runners shares, --store
takes a PostgreSQL database URL instead, postgresql://USER[:PASSWORD]@HOST[:PORT]/DATABASE (psycopg,
python/requirements-ci.txt): the database must exist; the first ingest makes the store's tables in it.
`cudasem render --store FILE|URL --out DIR` renders a store; `cudasem compare`, `axis`, `ledger`
and `new-driver check` read runs from one with --store, each run named as `store show` lists it: its
number in the store (the first column), its run.id, its file name, or the first 8 or more hex digits
of its bundle's digest.

Ingest checks each bundle once, as `cudasem render` would (model/bundle.py: the schema, the rules a
schema cannot say, consistency), and is incremental: a bundle whose content (the SHA-256 of its JSON
text, gzip expanded) the store holds already is skipped unread. A bundle of a run the store holds
(the same run.id and start) with other content (upgraded, corrected) replaces that run. A case
record is kept once for every run that recorded it byte for byte alike, and such a record is not
checked against the schema again. All bundles of one `ingest` go in one transaction: a bad bundle
(one line naming the file, exit 2) leaves the store as it was.

The SQL is one dialect that SQLite and PostgreSQL both read (INSERT ... ON CONFLICT DO NOTHING, no
AUTOINCREMENT, explicit BEGIN/COMMIT), through DB-API calls only; `_sql` is the one place that knows
the driver's parameter style. What differs is said where it is: PostgreSQL's text columns compare
byte by byte (COLLATE "C", SQLite's way: ORDER BY, MIN and MAX of version keys as in Python,
whatever the database's locale), and an ingest holds a lock (PostgreSQL: an advisory lock, the
transaction's; SQLite: BEGIN IMMEDIATE's write lock) so that runners that ingest at the same time
take turns (a new run, case or record is numbered one more than the largest number the store holds).

Tables: runs (one per bundle: identity columns and the bundle without its cases), bundles (content
hash -> run), cases (a number per case id), records (a case record's JSON, numbered, by its hash),
results (run, case -> outcome, the signature two runs are compared by, the record, the case kind). `groups`
collapses the results: per case, the runs of one signature, by GPU, with their driver and runtime
ranges and their count.
"""

from __future__ import annotations

import gc
import json
import re
import sqlite3
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from itertools import chain
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from .bundle import BundleError, check_document, find_bundles, read_document
from .repeats import Reader
from .store_seen import Record, Seen, signature
from .store_seen import digest as _digest
from .store_seen import record_text as _record_text

FORMAT = "cudasem-store/2"
DEFAULT_NAME = "cudasem-store.sqlite"
URL_SCHEMES = ("postgresql", "postgres")
INGEST_LOCK = 0x63756461  # PostgreSQL: the advisory lock an ingest holds ("cuda")
CONNECT_TIMEOUT = 10  # seconds to reach a PostgreSQL server (unless the URL says connect_timeout)

TABLES = (
    "CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS runs (id INTEGER PRIMARY KEY, run_id TEXT NOT NULL, started TEXT NOT NULL,"
    " ended TEXT NOT NULL, name TEXT NOT NULL, gpu TEXT NOT NULL, gpu_count INTEGER NOT NULL,"
    " driver TEXT NOT NULL, driver_key TEXT NOT NULL, runtime TEXT NOT NULL, runtime_key TEXT NOT NULL,"
    " suite_commit TEXT NOT NULL, cases INTEGER NOT NULL, head TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS bundles (hash TEXT PRIMARY KEY, run INTEGER NOT NULL)",
    "CREATE TABLE IF NOT EXISTS cases (id INTEGER PRIMARY KEY, case_id TEXT NOT NULL UNIQUE)",
    "CREATE TABLE IF NOT EXISTS records (id INTEGER PRIMARY KEY, hash TEXT NOT NULL UNIQUE, body TEXT NOT NULL)",
    # a row per run and case: small integer keys (a store of 500 runs x 3,224 cases has 1.6 million)
    "CREATE TABLE IF NOT EXISTS results (run INTEGER NOT NULL, case_key INTEGER NOT NULL, outcome TEXT NOT NULL,"
    " signature TEXT NOT NULL, record INTEGER NOT NULL, kind TEXT NOT NULL, PRIMARY KEY (run, case_key))",
    "CREATE INDEX IF NOT EXISTS results_by_case ON results (case_key, signature, run)",  # covers members()
)
# the index an SQLite ingest that adds more runs than the store holds makes once, after its rows
RESULTS_INDEX = TABLES[-1]


class StoreError(Exception):
    """A store that cannot be used (one line naming the file and the problem)."""


def _sql(conn, text: str) -> str:
    """A statement written with `?` placeholders in the parameter style of conn's driver."""
    style = getattr(sys.modules.get(type(conn).__module__.split(".")[0]), "paramstyle", "qmark")
    return text.replace("?", "%s") if style in ("format", "pyformat") else text


def is_url(target: str | Path) -> bool:
    """Whether --store names a database by URL (scheme://...), not an SQLite file."""
    return isinstance(target, str) and re.match(r"[A-Za-z][A-Za-z0-9+.-]*://", target) is not None


def shown(target: str | Path) -> str:
    """The store as messages name it: a file by its path, a URL without its password."""
    if not is_url(target):
        return str(target)
    try:
        parts = urlsplit(str(target))
        if parts.password is None:
            return str(target)
        user, _, host = parts.netloc.rpartition("@")
        return urlunsplit(parts._replace(netloc=f"{user.partition(':')[0]}:***@{host}"))
    except ValueError:
        return re.sub(r"(://[^:/@]*):[^@/]*@", r"\1:***@", str(target))


def one_line(e: BaseException) -> str:
    """A database driver's message on one line (psycopg's span several)."""
    return " ".join(str(e).split()) or type(e).__name__


def errors() -> tuple[type[BaseException], ...]:
    """The exceptions a store's database raises (a full disk, a locked file, a lost server):
    sqlite3's, and psycopg's once a PostgreSQL store was opened."""
    pg = sys.modules.get("psycopg")
    return (sqlite3.Error, pg.Error) if pg is not None else (sqlite3.Error,)


def _is_pg(conn) -> bool:
    return type(conn).__module__.split(".")[0] == "psycopg"


def _tables(conn) -> list[str]:
    """TABLES in conn's dialect: PostgreSQL's text compares byte by byte, as SQLite's does."""
    return [t.replace(" TEXT", ' TEXT COLLATE "C"') for t in TABLES] if _is_pg(conn) else list(TABLES)


def _begin(cur, conn, write: bool) -> None:
    """BEGIN; a writer (an ingest) takes the store's lock first, released at COMMIT or ROLLBACK, so
    that writers at the same time take turns: PostgreSQL's advisory lock, SQLite's write lock
    (BEGIN IMMEDIATE: the other writer waits up to the connection's timeout)."""
    if _is_pg(conn):
        cur.execute("BEGIN")
        if write:
            cur.execute(f"SELECT pg_advisory_xact_lock({INGEST_LOCK})")
    else:
        cur.execute("BEGIN IMMEDIATE" if write else "BEGIN")


def version_key(version: str | None) -> str:
    """A text that sorts versions numerically part by part (580.65.06 before 580.159.04), in SQL's
    ORDER BY, MIN and MAX as in Python; none last."""
    if not version:
        return "~"
    return re.sub(r"[0-9]+", lambda m: m[0].lstrip("0").rjust(12, "0"), version)


@dataclass
class Ingested:
    added: list[str]  # the files of new runs
    replaced: list[str]  # the files that replaced a run of the same id and start
    skipped: list[str]  # the files the store held already


def default_path(inputs: Iterable[str | Path]) -> Path:
    """Beside the bundles: in the first input folder, or the first input file's folder."""
    first = Path(next(iter(inputs)))
    return (first if first.is_dir() else first.parent) / DEFAULT_NAME


def connect(target: str | Path, create: bool = False):
    """The store at target, an SQLite file's path or a postgresql:// URL (created with its tables
    when create); StoreError (one line) for a file or database that is no store, a store of another
    format, a URL that cannot be used, a server that cannot be reached."""
    if is_url(target):
        return _connect_pg(str(target), create)
    p = Path(target)
    if not create and not p.is_file():
        raise StoreError(f"{p}: no such store (make one: cudasem store ingest BUNDLES... --store {p})")
    fresh = not p.exists() or (p.is_file() and p.stat().st_size == 0)
    try:
        # transactions are explicit (BEGIN, COMMIT); a writer waits up to a minute for another's
        conn = sqlite3.connect(p, isolation_level=None, timeout=60)
        # SQLite's own setting (a PostgreSQL server has its own): a page cache of up to 256 MiB, not
        # 2 MiB, so that adding to the indexes of a store of hundreds of runs does not read the
        # file again page by page
        conn.execute("PRAGMA cache_size = -262144")
    except sqlite3.Error as e:
        raise StoreError(f"{p}: cannot open the store ({e})") from None
    return _opened(conn, str(p), fresh)


def _connect_pg(url: str, create: bool):
    name = shown(url)
    if urlsplit(url).scheme not in URL_SCHEMES:
        raise StoreError(f"{name}: not a store this tool reads (an SQLite file's path, or postgresql://...)")
    try:
        import psycopg
        from psycopg.conninfo import conninfo_to_dict, make_conninfo
    except ImportError:
        raise StoreError(
            f"{name}: a PostgreSQL store needs psycopg (.venv/bin/pip install -r python/requirements-ci.txt)"
        ) from None
    try:
        options = conninfo_to_dict(url)
    except psycopg.Error as e:
        raise StoreError(f"{name}: not a usable database URL ({one_line(e)})") from None
    if not options.get("dbname"):
        raise StoreError(f"{name}: the URL names no database (postgresql://USER@HOST[:PORT]/DATABASE)")
    options.setdefault("connect_timeout", CONNECT_TIMEOUT)
    try:
        # transactions are explicit: BEGIN, COMMIT
        conn = psycopg.connect(make_conninfo("", **options), autocommit=True)
    except psycopg.Error as e:
        raise StoreError(f"{name}: cannot reach the store ({one_line(e)})") from None
    try:
        cur = conn.cursor()
        cur.execute("SELECT NOT EXISTS (SELECT 1 FROM pg_tables WHERE schemaname = current_schema())")
        row = cur.fetchone()
        empty = row is not None and row[0] is True
    except psycopg.Error as e:
        conn.close()
        raise StoreError(f"{name}: cannot read the database ({one_line(e)})") from None
    if empty and not create:
        conn.close()
        raise StoreError(f"{name}: no store in this database (make one: cudasem store ingest BUNDLES... --store URL)")
    return _opened(conn, name, empty)


def _opened(conn, name: str, fresh: bool):
    """conn once its tables are there (made when fresh) and of this tool's format."""
    try:
        cur = conn.cursor()
        _begin(cur, conn, write=fresh)
        if fresh:  # a new store: its tables; an existing database is never added to
            try:
                for statement in _tables(conn):
                    cur.execute(statement)
                cur.execute(
                    _sql(conn, "INSERT INTO meta (name, value) VALUES (?, ?) ON CONFLICT DO NOTHING"),
                    ("format", FORMAT),
                )
            except errors() as e:  # a read-only file, a user who may not create tables
                conn.close()
                raise StoreError(f"{name}: cannot make the store's tables ({one_line(e)})") from None
        cur.execute(_sql(conn, "SELECT value FROM meta WHERE name = ?"), ("format",))
        row = cur.fetchone()
        cur.execute("COMMIT")
    except errors() as e:
        conn.close()
        raise StoreError(f"{name}: not a results store ({one_line(e)})") from None
    if row is None or row[0] != FORMAT:
        conn.close()
        raise StoreError(f"{name}: a store of format {row[0] if row else None!r}; this tool reads {FORMAT!r}")
    return conn


def _run_row(bundle: dict, name: str) -> tuple:
    ident, run = bundle["identity"], bundle["run"]
    gpu = ident.get("gpu") or {}
    driver = (ident.get("driver") or {}).get("version") or ""
    runtime = (ident.get("runtime") or {}).get("version") or ""
    head = {k: v for k, v in bundle.items() if k != "cases"}
    return (
        run.get("id") or "",
        run.get("started") or "",
        run.get("ended") or "",
        name,
        gpu.get("name") or "",
        len(ident.get("gpus") or []) or (1 if gpu.get("name") else 0),
        driver,
        version_key(driver),
        runtime,
        version_key(runtime),
        (bundle.get("suite") or {}).get("commit") or "",
        len(bundle["cases"]),
        json.dumps(head, separators=(",", ":"), ensure_ascii=False),
    )


def _remove_run(cur, conn, run: int) -> None:
    for table, column in (("results", "run"), ("bundles", "run"), ("runs", "id")):
        cur.execute(_sql(conn, f"DELETE FROM {table} WHERE {column} = ?"), (run,))
    cur.execute("DELETE FROM records WHERE id NOT IN (SELECT record FROM results)")


# the most values one statement binds: SQLite's limit (999 before 3.32) and PostgreSQL's are more
_BOUND = 999 if sqlite3.sqlite_version_info < (3, 32) else 3000


def _insert(cur, conn, table: str, rows: list[tuple]) -> None:
    """INSERT INTO table the rows (tuples of one length), as executemany would, in statements of
    many rows each (half the cost of a statement per row)."""
    if not rows:
        return
    width = len(rows[0])
    step = max(1, _BOUND // width)
    one = "(" + ", ".join("?" * width) + ")"
    for start in range(0, len(rows), step):
        part = rows[start : start + step]
        values = list(chain.from_iterable(part))
        cur.execute(_sql(conn, f"INSERT INTO {table} VALUES {', '.join([one] * len(part))}"), values)


def _add(cur, conn, bundle: dict, digest: str, name: str, found: list[Record], seen: Seen) -> bool:
    """Adds one checked bundle (found: each case's record, Seen.find); True when it replaced a run."""
    row = _run_row(bundle, name)
    cur.execute(_sql(conn, "SELECT id FROM runs WHERE run_id = ? AND started = ?"), (row[0], row[1]))
    old = cur.fetchone()
    if old is not None:
        _remove_run(cur, conn, old[0])
        cur.execute("SELECT hash, id FROM records")
        seen.known = dict(cur.fetchall())
    cur.execute("SELECT COALESCE(MAX(id), 0) + 1 FROM runs")
    run = cur.fetchone()[0]
    cur.execute(_sql(conn, f"INSERT INTO runs VALUES (?{', ?' * len(row)})"), (run, *row))
    cur.execute(_sql(conn, "INSERT INTO bundles (hash, run) VALUES (?, ?)"), (digest, run))
    results: list[tuple] = []
    fresh: list[tuple] = []
    new_cases: list[tuple] = []
    cur.execute("SELECT COALESCE(MAX(id), 0) FROM records")
    last_record = cur.fetchone()[0]
    known, case_keys = seen.known, seen.case_keys  # looked up once: this loop runs per case
    append = results.append
    for r in found:
        h = r.hash
        record = known.get(h)
        if record is None:
            last_record = record = known[h] = last_record + 1
            fresh.append((record, h, r.text or _record_text(r.case)))
        part = r.row
        if part is None:  # the first run of this record in this ingest
            case = r.case
            if r.signature is None:
                r.signature = signature(case)
            key = case_keys.get(case["id"])
            if key is None:
                seen.last_case = key = case_keys[case["id"]] = seen.last_case + 1
                new_cases.append((key, case["id"]))
            part = r.row = (key, case["outcome"], r.signature, case.get("kind") or "")
        append((run, part[0], part[1], part[2], record, part[3]))
    _insert(cur, conn, "cases (id, case_id)", new_cases)
    _insert(cur, conn, "records (id, hash, body)", fresh)
    _insert(cur, conn, "results", results)
    return old is not None


def ingest(conn, paths: list[str | Path]) -> Ingested:
    """Ingests the bundles (folders give their *.json and *.json.gz) in one transaction: all or, on
    the first bad bundle (BundleError naming it), none."""
    files = find_bundles(paths)
    cur = conn.cursor()
    done = Ingested([], [], [])
    # Parsed JSON holds no reference cycle: the collector's full passes over the cases kept for
    # comparison would only cost time (as in bundle.load).
    collecting = gc.isenabled()
    gc.disable()
    _begin(cur, conn, write=True)
    try:
        cur.execute("SELECT hash, id FROM records")
        seen = Seen(dict(cur.fetchall()))
        cur.execute("SELECT case_id, id FROM cases")
        seen.case_keys = dict(cur.fetchall())
        seen.last_case = max(seen.case_keys.values(), default=0)
        reader = Reader()
        digests: set[str] = set()
        # SQLite: an ingest that adds more runs than the store holds (the first of a store, a bulk
        # load) adds its results without their index, made at the end from them all at once (a few
        # times cheaper than an insert into the index per row); in the transaction, as the rows are.
        # PostgreSQL keeps its index: dropping one locks the table against readers until COMMIT.
        cur.execute("SELECT COUNT(*) FROM runs")
        held, indexed = cur.fetchone()[0], True
        for n, f in enumerate(files):
            raw = read_document(f)
            digest = _digest(raw)
            cur.execute(_sql(conn, "SELECT run FROM bundles WHERE hash = ?"), (digest,))
            if digest in digests or cur.fetchone() is not None:
                done.skipped.append(str(f))
                continue
            digests.add(digest)
            try:
                data = reader.parse(raw)
            except ValueError as e:
                raise BundleError(f"{f}: {e}") from None
            del raw
            entries = reader.entries  # [text, value, note]: the note is the case's Record
            found: list = []

            def unchecked(cases: list[dict], entries=entries, found=found) -> list[int]:
                """The cases that are no record the store holds (checked when it was added), after
                finding each case's record (kept in the note of the reader's entry, which later
                bundles reuse; None where it cannot be found: the schema says why)."""
                read = entries if entries is not None and len(entries) == len(cases) else None
                found += [e[2] if e[1] is c else None for e, c in zip(read, cases)] if read else [None] * len(cases)
                for i in [i for i, hit in enumerate(found) if hit is None]:
                    case = cases[i]
                    try:
                        if read and read[i][1] is case:
                            found[i] = read[i][2] = seen.find(case, read[i][0])
                        else:
                            found[i] = seen.find(case)
                    except (TypeError, AttributeError):  # not hashable, not a list: the schema says what
                        pass
                known = seen.known
                return [i for i, hit in enumerate(found) if hit is None or hit.hash not in known]

            try:
                bundle = check_document(data, str(f), unchecked)
            except RecursionError:
                raise BundleError(f"{f}: nested too deeply to check") from None
            if len(found) != len(bundle["cases"]):
                found[:] = [None] * len(bundle["cases"])
            hits = [hit if hit is not None else seen.find(c) for hit, c in zip(found, bundle["cases"])]
            if indexed and not _is_pg(conn) and len(files) - n > held:
                cur.execute("DROP INDEX results_by_case")
                indexed = False
            replaced = _add(cur, conn, bundle, digest, Path(f).name, hits, seen)
            (done.replaced if replaced else done.added).append(str(f))
        if not indexed:
            cur.execute(RESULTS_INDEX)
        cur.execute("COMMIT")
    except BaseException:
        cur.execute("ROLLBACK")
        raise
    finally:
        if collecting:
            gc.enable()
    return done


@dataclass
class StoredRun:
    id: int
    run_id: str
    started: str
    ended: str
    name: str
    gpu: str
    gpu_count: int
    driver: str
    runtime: str
    suite_commit: str
    cases: int


def runs(conn) -> list[StoredRun]:
    """Every run, by GPU, GPU count, driver, runtime, start."""
    cur = conn.cursor()
    cur.execute(
        "SELECT id, run_id, started, ended, name, gpu, gpu_count, driver, runtime, suite_commit, cases FROM runs"
        " ORDER BY gpu, gpu_count, driver_key, runtime_key, started, id"
    )
    return [StoredRun(*row) for row in cur.fetchall()]


def run_head(conn, run: int) -> dict:
    """A run's bundle without its cases."""
    cur = conn.cursor()
    cur.execute(_sql(conn, "SELECT head FROM runs WHERE id = ?"), (run,))
    return json.loads(cur.fetchone()[0])


def groups(conn) -> Iterable[tuple]:
    """The collapsed results: (case id, signature, outcome, GPU, GPU count, lowest and highest
    driver key, lowest and highest runtime key, run count, a record of the group), by case,
    signature and GPU."""
    cur = conn.cursor()
    cur.execute(
        "SELECT c.case_id, r.signature, r.outcome, u.gpu, u.gpu_count, MIN(u.driver_key), MAX(u.driver_key),"
        " MIN(u.runtime_key), MAX(u.runtime_key), COUNT(*), MIN(r.record)"
        " FROM results r JOIN runs u ON u.id = r.run JOIN cases c ON c.id = r.case_key"
        " GROUP BY r.case_key, c.case_id, r.signature, r.outcome, u.gpu, u.gpu_count"
        " ORDER BY c.case_id, r.signature, u.gpu, u.gpu_count"
    )
    return cur.fetchall()


def members(conn) -> dict[tuple[str, str], list[int]]:
    """(case id, signature) -> the runs of that group, in run id order."""
    cur = conn.cursor()
    cur.execute("SELECT id, case_id FROM cases")
    names = dict(cur.fetchall())
    cur.execute("SELECT case_key, signature, run FROM results ORDER BY case_key, signature, run")
    out: dict[tuple[str, str], list[int]] = {}
    for key, sig, run in cur.fetchall():
        out.setdefault((names[key], sig), []).append(run)
    return out


def collapsed(conn) -> tuple[list[tuple], dict[tuple[str, str], list[int]]]:
    """groups(conn) and members(conn), the same values, from one reading of the results (at 500
    runs, in a third less time than their GROUP BY and ORDER BY)."""
    cur = conn.cursor()
    cur.execute("SELECT id, case_id FROM cases")
    names = dict(cur.fetchall())
    cur.execute("SELECT id, gpu, gpu_count, driver_key, runtime_key FROM runs")
    of_run = {row[0]: row[1:] for row in cur.fetchall()}
    # (case key, signature, outcome, GPU, GPU count) -> [lowest and highest driver key, lowest and
    # highest runtime key, run count, lowest record]; (case key, signature) -> its runs
    parts: dict[tuple, list] = {}
    runs_of: dict[tuple[int, str], list[int]] = {}
    cur.execute("SELECT case_key, signature, outcome, run, record FROM results")
    while rows := cur.fetchmany(65536):
        for key, sig, outcome, run, record in rows:
            gpu, count, driver, runtime = of_run[run]
            part = parts.get((key, sig, outcome, gpu, count))
            if part is None:
                parts[(key, sig, outcome, gpu, count)] = [driver, driver, runtime, runtime, 1, record]
            else:
                if driver < part[0]:
                    part[0] = driver
                elif driver > part[1]:
                    part[1] = driver
                if runtime < part[2]:
                    part[2] = runtime
                elif runtime > part[3]:
                    part[3] = runtime
                part[4] += 1
                part[5] = min(part[5], record)
            mine = runs_of.get((key, sig))
            if mine is None:
                runs_of[(key, sig)] = [run]
            else:
                mine.append(run)
    out = [(names[k[0]], *k[1:], *v) for k, v in parts.items()]
    out.sort(key=lambda g: (g[0], g[1], g[3], g[4], g[2]))
    return out, {(names[key], sig): sorted(mine) for (key, sig), mine in runs_of.items()}


def records(conn, ids: Iterable[int]) -> dict[int, dict]:
    """The case records of these ids (results.record)."""
    cur = conn.cursor()
    out: dict[int, dict] = {}
    wanted = list(dict.fromkeys(ids))
    for start in range(0, len(wanted), 500):
        part = wanted[start : start + 500]
        cur.execute(_sql(conn, f"SELECT id, body FROM records WHERE id IN ({', '.join('?' * len(part))})"), part)
        out.update((i, json.loads(body)) for i, body in cur.fetchall())
    return out


def find_run(conn, name: str) -> int:
    """The store's number of the one run that name names: its number (`store show`'s first column),
    its run.id, its file name, or 8 or more leading hex digits of its bundle's digest; StoreError
    when none or several do."""
    cur = conn.cursor()
    found: set[int] = set()
    if name.isdigit():
        cur.execute(_sql(conn, "SELECT id FROM runs WHERE id = ?"), (int(name),))
        found.update(r[0] for r in cur.fetchall())
    cur.execute(_sql(conn, "SELECT id FROM runs WHERE run_id = ? OR name = ?"), (name, name))
    found.update(r[0] for r in cur.fetchall())
    if re.fullmatch(r"[0-9a-f]{8,32}", name):
        cur.execute("SELECT run, hash FROM bundles")
        found.update(run for run, h in cur.fetchall() if h.startswith(name))
    if len(found) != 1:
        what = "no run" if not found else f"{len(found)} runs ({', '.join(map(str, sorted(found)))})"
        raise StoreError(
            f"{name!r} names {what} of the store (a run's number, run.id, file name or digest: cudasem store show)"
        )
    return found.pop()


def outcomes(conn, run: int) -> dict[str, str]:
    """case id -> outcome of one run."""
    cur = conn.cursor()
    cur.execute(
        _sql(conn, "SELECT c.case_id, r.outcome FROM results r JOIN cases c ON c.id = r.case_key WHERE r.run = ?"),
        (run,),
    )
    return dict(sorted(cur.fetchall()))


def run_bundle(conn, run: int, slim: Callable[[dict], dict] | None = None, lean: bool = False) -> dict:
    """A run as bundle.load gives its file: the bundle's head and its case records (by case id; each
    as slim makes it). lean: each case only its id and outcome (axis, ledger: nothing else read)."""
    bundle = run_head(conn, run)
    if lean:
        bundle["cases"] = [{"id": cid, "outcome": o} for cid, o in outcomes(conn, run).items()]
        return bundle
    cur = conn.cursor()
    cur.execute(
        _sql(conn, "SELECT c.case_id, r.record FROM results r JOIN cases c ON c.id = r.case_key WHERE r.run = ?"),
        (run,),
    )
    keys = sorted(cur.fetchall())
    bodies = records(conn, (k for _, k in keys))
    bundle["cases"] = [slim(bodies[k]) if slim else bodies[k] for _, k in keys]
    return bundle


def display(conn, run: int) -> str:
    """'store 3 (name)': where a run read from a store came from."""
    cur = conn.cursor()
    cur.execute(_sql(conn, "SELECT name FROM runs WHERE id = ?"), (run,))
    return f"store run {run} ({cur.fetchone()[0]})"


def digests(conn) -> dict[int, str]:
    """run -> its bundle's digest."""
    cur = conn.cursor()
    cur.execute("SELECT run, hash FROM bundles")
    return dict(cur.fetchall())
