"""The results store (model/store.py): bundles are checked once and ingested into an SQLite file
or a PostgreSQL database (each test that takes `new_store` runs on both: conftest.py); ingest is
incremental (a bundle held already is skipped, a changed bundle of a held run replaces it); a bad
bundle is one line naming the file, exit 2, and leaves the store as it was; runs of one behavior
collapse into groups by signature and GPU."""

import copy
import json
import sqlite3
import threading
from pathlib import Path

import pytest

from cudasem import cli
from cudasem.model import bundle, store
from cudasem.run import store_cmd

from conftest import planted_files, raw_db, read, sql_rows

ROWS = "SELECT (SELECT COUNT(*) FROM runs), (SELECT COUNT(*) FROM results), (SELECT COUNT(*) FROM records)"
TABLES = ("meta", "runs", "bundles", "cases", "records", "results")


def tables(target) -> list[str]:
    if isinstance(target, Path):
        rows = sql_rows(target, "SELECT name FROM sqlite_master WHERE type = 'table'")
    else:
        rows = sql_rows(target, "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()")
    return sorted(r[0] for r in rows)


def dump(target) -> list:
    """Every table's rows, in order: the store's content, whichever database holds it."""
    return [(t, sorted(map(repr, sql_rows(target, f"SELECT * FROM {t}")))) for t in tables(target)]


def counts(target) -> tuple:
    return sql_rows(target, ROWS)[0]


def test_ingest_adds_each_run_once_and_a_second_ingest_changes_nothing(new_store, capsys):
    db = new_store()
    files = planted_files()
    assert cli.main(["store", "ingest", *map(str, files), "--store", str(db)]) == 0
    assert f"{len(files)} runs added, 0 replaced, 0 bundles held already" in capsys.readouterr().out
    cases = sum(len(read(f)["cases"]) for f in files)
    runs, results, records = counts(db)
    assert (runs, results) == (len(files), cases)
    assert records < cases  # alike records are kept once
    before = dump(db)
    assert cli.main(["store", "ingest", *map(str, files), "--store", str(db)]) == 0
    assert f"0 runs added, 0 replaced, {len(files)} bundles held already" in capsys.readouterr().out
    assert dump(db) == before


def test_the_store_holds_each_case_record_as_the_bundle_has_it(new_store):
    db = new_store()
    f = planted_files()[0]
    conn = store.connect(db, create=True)
    store.ingest(conn, [f])
    rows = sql_rows(db, "SELECT c.case_id, r.outcome, r.record FROM results r JOIN cases c ON c.id = r.case_key")
    kept = store.records(conn, [h for _, _, h in rows])
    original = {c["id"]: c for c in bundle.load(f)["cases"]}
    assert {cid: kept[h] for cid, _, h in rows} == original
    assert {cid: o for cid, o, _ in rows} == {cid: c["outcome"] for cid, c in original.items()}
    head = store.run_head(conn, store.runs(conn)[0].id)
    assert "cases" not in head and head["identity"] == read(f)["identity"]


def test_a_changed_bundle_of_a_held_run_replaces_it(tmp_path, new_store, capsys):
    db = new_store()
    data = read(planted_files()[0])
    path = tmp_path / "run.json"
    path.write_text(json.dumps(data))
    assert store_cmd.main(["ingest", str(path), "--store", str(db)]) == 0
    first = counts(db)
    case = next(c for c in data["cases"] if c["outcome"] == "PASS")
    case["outcome"], case["message"] = "FAIL", "cases/x.cpp:1: changed"
    path.write_text(json.dumps(data))
    assert store_cmd.main(["ingest", str(path), "--store", str(db)]) == 0
    assert "0 runs added, 1 replaced" in capsys.readouterr().out
    assert counts(db)[:2] == first[:2]  # one run, as many results as before
    outcome = sql_rows(
        db, "SELECT outcome FROM results JOIN cases ON cases.id = case_key WHERE case_id = ?", (case["id"],)
    )
    orphans = sql_rows(db, "SELECT COUNT(*) FROM records WHERE id NOT IN (SELECT record FROM results)")
    assert outcome == [("FAIL",)] and orphans == [(0,)]


def _bad(tmp_path: Path) -> Path:
    data = read(planted_files()[1])
    data["run"]["id"] = "another run"
    data["cases"][-1]["outcome"] = "GREEN"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    return bad


def test_a_bad_bundle_is_one_line_naming_it_exit_2_and_the_store_is_as_it_was(tmp_path, new_store, capsys):
    db = new_store()
    files = planted_files()
    assert store_cmd.main(["ingest", str(files[0]), "--store", str(db)]) == 0
    before = dump(db)
    capsys.readouterr()
    bad = _bad(tmp_path)
    # the good bundles before it are not kept either: one ingest is one transaction
    assert cli.main(["store", "ingest", str(files[2]), str(files[3]), str(bad), "--store", str(db)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and str(bad) in err and "GREEN" in err
    assert dump(db) == before


def test_a_record_the_store_holds_is_not_checked_again_but_a_new_one_is(tmp_path, new_store):
    """The bad record differs from every held one, so the cache of checked records cannot hide it;
    the error is the one bundle.load gives."""
    db = new_store()
    conn = store.connect(db, create=True)
    store.ingest(conn, planted_files())
    bad = _bad(tmp_path)
    with pytest.raises(bundle.BundleError) as loaded:
        bundle.load(bad)
    with pytest.raises(bundle.BundleError) as ingested:
        store.ingest(conn, [bad])
    assert str(ingested.value) == str(loaded.value)


def test_an_inconsistent_case_is_refused_as_load_refuses_it(tmp_path, new_store):
    data = read(planted_files()[0])
    data["run"]["id"] = "inconsistent"
    case = next(c for c in data["cases"] if c["outcome"] == "PASS")
    case["expectation"] = {"outcome": "fail", "reason": "r", "source": "expectations/x.txt:1"}
    bad = tmp_path / "inconsistent.json"
    bad.write_text(json.dumps(data))
    with pytest.raises(bundle.BundleError) as loaded:
        bundle.load(bad)
    conn = store.connect(new_store(), create=True)
    store.ingest(conn, planted_files())
    with pytest.raises(bundle.BundleError) as ingested:
        store.ingest(conn, [bad])
    assert str(ingested.value) == str(loaded.value)


def test_the_default_store_is_beside_the_bundles(tmp_path, capsys):
    folder = tmp_path / "bundles"
    folder.mkdir()
    for f in planted_files()[:2]:
        (folder / f.name).write_text(f.read_text())
    assert store_cmd.main(["ingest", str(folder)]) == 0
    assert (folder / store.DEFAULT_NAME).is_file()
    assert store_cmd.main(["ingest", str(folder)]) == 0  # the store in the folder is no bundle
    assert "0 runs added, 0 replaced, 2 bundles held already" in capsys.readouterr().out


def test_a_file_that_is_no_store_is_one_line_and_exit_2(tmp_path, capsys):
    junk = tmp_path / "junk.sqlite"
    junk.write_text("not a database\n" * 100)
    assert store_cmd.main(["show", "--store", str(junk)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and str(junk) in err
    assert store_cmd.main(["show", "--store", str(tmp_path / "none.sqlite")]) == 2
    assert "no such store" in capsys.readouterr().err


def test_runs_of_one_signature_collapse_into_a_group_per_gpu(tmp_path, new_store):
    base = read(planted_files()[1])
    folder = tmp_path / "b"
    folder.mkdir()
    target = next(c["id"] for c in base["cases"] if c["outcome"] == "PASS")
    for i, (driver, outcome) in enumerate(
        [("570.1", "PASS"), ("580.65", "PASS"), ("580.159", "FAIL"), ("590.4", "PASS")]
    ):
        b = copy.deepcopy(base)
        b["run"]["id"], b["identity"]["driver"]["version"] = f"r{i}", driver
        c = next(c for c in b["cases"] if c["id"] == target)
        c["outcome"], c["message"] = outcome, "cases/x.cpp:1: failed" if outcome == "FAIL" else c.get("message")
        (folder / f"r{i}.json").write_text(json.dumps(b))
    conn = store.connect(new_store(), create=True)
    store.ingest(conn, [folder])
    mine = [g for g in store.groups(conn) if g[0] == target]
    by_outcome = {g[2]: g for g in mine}
    assert len(mine) == 2 and set(by_outcome) == {"PASS", "FAIL"}
    passing = by_outcome["PASS"]
    assert passing[9] == 3 and (passing[5], passing[6]) == (store.version_key("570.1"), store.version_key("590.4"))
    assert by_outcome["FAIL"][9] == 1
    others = [g for g in store.groups(conn) if g[0] != target]
    assert {g[9] for g in others} == {4}  # every other case: its four runs in one group
    members = store.members(conn)
    assert len(members[(target, by_outcome["FAIL"][1])]) == 1
    # the report's reading of both (one pass over the results) gives the same values
    assert store.collapsed(conn) == (list(store.groups(conn)), members)


def test_the_store_sorts_text_as_python_does_whatever_the_databases_locale(tmp_path, new_store):
    """Runs by GPU name, groups by case id, and the lowest and highest version key: in the order of
    the text's code points, as Python and SQLite sort (a PostgreSQL database's locale, en-US in the
    tests where the server has ICU, puts 'a' before 'B')."""
    base = read(planted_files()[1])
    folder = tmp_path / "b"
    folder.mkdir()
    names = ["NVIDIA a100", "NVIDIA B200", "NVIDIA_Z", "NVIDIA-Y", "NVIDIA ~"]
    for i, name in enumerate(names):
        b = copy.deepcopy(base)
        b["run"]["id"] = f"r{i}"
        for g in [b["identity"]["gpu"], *b["identity"]["gpus"], *(c["device"] for c in b["cases"] if c.get("device"))]:
            g["name"] = name
        (folder / f"r{i}.json").write_text(json.dumps(b))
    conn = store.connect(new_store(), create=True)
    store.ingest(conn, [folder])
    assert [r.gpu for r in store.runs(conn)] == sorted(names)
    groups = list(store.groups(conn))
    keys = [(g[0], g[1], g[3]) for g in groups]
    assert keys == sorted(keys)
    conn.close()


def test_versions_sort_numerically_as_text():
    versions = ["580.159.04", "580.65.06", "575.57.08", "", "13.0", "590.44.01"]
    assert sorted(versions, key=store.version_key) == ["13.0", "575.57.08", "580.65.06", "580.159.04", "590.44.01", ""]


def test_statements_take_the_drivers_parameter_style():
    class Format:  # a DB-API driver of paramstyle "format" (psycopg's)
        pass

    import sys
    import types

    module = types.ModuleType("fakedriver")
    module.paramstyle = "format"  # type: ignore[attr-defined]
    Format.__module__ = "fakedriver"
    sys.modules["fakedriver"] = module
    try:
        assert store._sql(Format(), "SELECT a FROM t WHERE b = ?") == "SELECT a FROM t WHERE b = %s"
        assert store._sql(sqlite3.connect(":memory:"), "SELECT ?") == "SELECT ?"
    finally:
        del sys.modules["fakedriver"]


def test_a_value_of_another_type_is_another_record_and_another_behavior(tmp_path, new_store):
    """Runs read one after the other reuse a record equal to one seen before; equal in Python (true
    == 1) is not enough: the values' types must be the same."""
    base = read(planted_files()[1])
    case = next(
        c for c in base["cases"] if any(o["type"] == "verdict" and o["value"] is True for o in c["observations"])
    )
    obs = next(i for i, o in enumerate(case["observations"]) if o["type"] == "verdict" and o["value"] is True)
    folder = tmp_path / "b"
    folder.mkdir()
    for i, value in enumerate([True, 1, True]):
        b = copy.deepcopy(base)
        b["run"]["id"] = f"r{i}"
        next(c for c in b["cases"] if c["id"] == case["id"])["observations"][obs]["value"] = value
        (folder / f"r{i}.json").write_text(json.dumps(b))
    db = new_store()
    conn = store.connect(db, create=True)
    store.ingest(conn, [folder])
    rows = sql_rows(
        db,
        "SELECT record, signature FROM results JOIN cases ON cases.id = case_key WHERE case_id = ? ORDER BY run",
        (case["id"],),
    )
    assert rows[0] == rows[2] and rows[0][0] != rows[1][0] and rows[0][1] != rows[1][1]
    kept = store.records(conn, [rows[1][0]])[rows[1][0]]
    assert kept["observations"][obs]["value"] == 1 and kept["observations"][obs]["value"] is not True


def test_a_database_that_is_no_store_is_refused_and_left_as_it_was(tmp_path, new_store, capsys):
    other = new_store("other")
    conn = raw_db(other)
    conn.cursor().execute("CREATE TABLE t (a INTEGER)")
    conn.close()
    before = dump(other)
    assert store_cmd.main(["ingest", str(planted_files()[0]), "--store", str(other)]) == 2
    assert cli.main(["render", "--store", str(other), "--out", str(tmp_path / "site")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and all("not a results store" in line and str(other) in line for line in err)
    assert dump(other) == before


def test_a_store_of_another_format_is_one_line_and_exit_2(tmp_path, new_store, capsys):
    db = new_store()
    assert store_cmd.main(["ingest", str(planted_files()[0]), "--store", str(db)]) == 0
    sql_rows(db, "UPDATE meta SET value = ? WHERE name = ?", ("cudasem-store/0", "format"))
    before = dump(db)
    capsys.readouterr()
    assert store_cmd.main(["show", "--store", str(db)]) == 2
    assert store_cmd.main(["ingest", str(planted_files()[1]), "--store", str(db)]) == 2
    assert cli.main(["render", "--store", str(db), "--out", str(tmp_path / "site")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 3 and all("'cudasem-store/0'" in line and str(db) in line for line in err)
    assert dump(db) == before


def test_ingests_at_the_same_time_take_turns(tmp_path, new_store):
    """Two runners ingest into one store at once: every run is there, each numbered once, each case
    and record once (each writer holds the store's lock: model/store._begin)."""
    db = new_store()
    store.connect(db, create=True).close()
    files = planted_files()
    failed: list[BaseException] = []

    def ingest(part: list[Path]) -> None:
        try:
            conn = store.connect(db)
            try:
                store.ingest(conn, part)
            finally:
                conn.close()
        except BaseException as e:  # re-raised below, in the test's thread
            failed.append(e)

    threads = [threading.Thread(target=ingest, args=(files[i::2],)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not failed
    conn = store.connect(db)
    assert sorted(r.name for r in store.runs(conn)) == sorted(f.name for f in files)
    assert sql_rows(db, "SELECT COUNT(*), COUNT(DISTINCT case_id) FROM cases")[0][0] == len(
        {c["id"] for f in files for c in read(f)["cases"]}
    )
    assert sql_rows(db, "SELECT COUNT(*) - COUNT(DISTINCT hash) FROM records") == [(0,)]
    conn.close()


def test_the_tools_name_a_run_by_number_run_id_file_name_or_digest(new_store):
    db = new_store()
    files = planted_files()
    conn = store.connect(db, create=True)
    store.ingest(conn, files)
    runs = store.runs(conn)
    digests = store.digests(conn)
    for r in runs:
        assert store.find_run(conn, str(r.id)) == r.id
        assert store.find_run(conn, r.name) == r.id
        assert store.find_run(conn, digests[r.id][:8]) == r.id
    with pytest.raises(store.StoreError, match="names no run"):
        store.find_run(conn, "no-such-run")
    with pytest.raises(store.StoreError, match=r"names 5 runs"):
        store.find_run(conn, "")  # no planted bundle has a run.id: all five share the empty one
    first = runs[0]
    loaded = bundle.load(next(f for f in files if f.name == first.name))
    kept = store.run_bundle(conn, first.id)
    assert {k: v for k, v in kept.items() if k != "cases"} == {k: v for k, v in loaded.items() if k != "cases"}
    assert sorted(kept["cases"], key=lambda c: c["id"]) == sorted(loaded["cases"], key=lambda c: c["id"])
    assert store.outcomes(conn, first.id) == {c["id"]: c["outcome"] for c in loaded["cases"]}
    conn.close()


def test_a_bad_url_or_an_unreachable_server_is_one_line_and_exit_2(tmp_path, capsys):
    """Every way a URL can fail, before any server is involved (and one nobody listens at)."""
    urls = [
        "postgresql://cudasem:secret@127.0.0.1:1/db",  # nothing listens at port 1
        "postgresql://cudasem@127.0.0.1:notaport/db",
        "postgresql://cudasem@127.0.0.1:5432",  # no database named
        "mysql://cudasem@127.0.0.1/db",
    ]
    for url in urls:
        assert store_cmd.main(["show", "--store", url]) == 2
        assert store_cmd.main(["ingest", str(planted_files()[0]), "--store", url]) == 2
        assert cli.main(["render", "--store", url, "--out", str(tmp_path / "site")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 3 * len(urls)
    assert all("Traceback" not in line and "secret" not in line for line in err)
    assert "cannot reach the store" in err[0] and "cudasem:***@127.0.0.1:1/db" in err[0]
    assert not (tmp_path / "site").exists()


@pytest.mark.parametrize("new_store", ["postgresql"], indirect=True)
def test_a_database_without_a_store_is_read_by_no_tool_but_ingest(tmp_path, new_store, capsys):
    empty = new_store()
    assert store_cmd.main(["show", "--store", empty]) == 2
    assert cli.main(["render", "--store", empty, "--out", str(tmp_path / "site")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and all("no store in this database" in line for line in err)
    assert tables(empty) == []  # reading made nothing
    assert store_cmd.main(["ingest", str(planted_files()[0]), "--store", empty]) == 0
    assert tables(empty) == sorted(TABLES)


@pytest.mark.parametrize(
    "spoil",
    [
        lambda b: b.pop("identity"),
        lambda b: b["run"].update(started="yesterday"),
        lambda b: b.update(schema="cudasem-bundle/1"),
        lambda b: b["expected_cases"].append("no.such.case"),
        lambda b: b["cases"].append(copy.deepcopy(b["cases"][0])),
    ],
    ids=["no identity", "start time", "old format", "expected case missing", "duplicate id"],
)
def test_a_bad_document_is_refused_as_load_refuses_it(tmp_path, new_store, spoil):
    conn = store.connect(new_store(), create=True)
    store.ingest(conn, planted_files())  # every case record held: none is checked again
    data = read(planted_files()[0])
    data["run"]["id"] = "spoiled"
    spoil(data)
    bad = tmp_path / "spoiled.json"
    bad.write_text(json.dumps(data))
    with pytest.raises(bundle.BundleError) as loaded:
        bundle.load(bad)
    with pytest.raises(bundle.BundleError) as ingested:
        store.ingest(conn, [bad])
    assert str(ingested.value) == str(loaded.value)
