"""Two runs of the results store read for a comparison (`cudasem compare --store`): only what can
differ is read (run_pair). Split from model/store.py, whose tables and SQL dialect it uses."""

from __future__ import annotations

from collections.abc import Callable

from .store import _sql, records, run_head


def result_rows(conn, run: int) -> dict[str, tuple[str, str, int, str]]:
    """case id -> (outcome, signature, record id, kind) of one run."""
    cur = conn.cursor()
    cur.execute(
        _sql(
            conn,
            "SELECT c.case_id, r.outcome, r.signature, r.record, r.kind"
            " FROM results r JOIN cases c ON c.id = r.case_key WHERE r.run = ?",
        ),
        (run,),
    )
    return {cid: (o, sig, rec, kind) for cid, o, sig, rec, kind in cur.fetchall()}


def run_pair(conn, runs: tuple[int, int], slim: Callable[[dict], dict], settled: Callable[[str], bool]) -> list[dict]:
    """Two runs as run_bundle gives them, for a comparison that reads only what can differ: a case
    that both runs hold with one outcome that `settled` says cannot move it (compare: the outcome
    table's "same"), with equal signatures (the outcome and every verdict value) and that is no perf
    case in either (whose measured numbers are compared too: results.kind) is a stub (id, outcome,
    nothing observed) in both, its record not read. Any other case is its record, slim; the records
    are read in parts of 500, so memory follows the cases that differ, not the size of the runs
    (python/bench/tools_scale.py: two stored runs of 200,000 cases)."""
    rows = [result_rows(conn, r) for r in runs]
    out: list[dict[str, dict]] = [{}, {}]
    for cid, (outcome, sig, _rec, kind) in rows[0].items():
        other = rows[1].get(cid)
        if other is None or other[0] != outcome or other[1] != sig or not settled(outcome):
            continue
        if "perf" in (kind, other[3]):
            continue
        stub: dict = {"id": cid, "outcome": outcome, "message": "", "kind": kind or None, "device": None}
        stub["observations"] = []
        out[0][cid] = out[1][cid] = stub
    for side in (0, 1):  # what only a record tells: read it
        wanted = [(cid, row[2]) for cid, row in rows[side].items() if cid not in out[side]]
        for start in range(0, len(wanted), 500):
            part = wanted[start : start + 500]
            bodies = records(conn, (rec for _, rec in part))
            out[side].update((cid, slim(bodies[rec])) for cid, rec in part)
    result = []
    for side, run in enumerate(runs):
        bundle = run_head(conn, run)
        bundle["cases"] = [out[side][cid] for cid in sorted(rows[side])]
        result.append(bundle)
    return result
