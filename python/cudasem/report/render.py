"""Write the static HTML compatibility report of one or more result bundles.

    cudasem render BUNDLE_OR_FOLDER... --out DIR [--diff BASELINE NEW]...
                                    [--source-url BASE] [--codes return_codes.json]
    cudasem render --store FILE --out DIR

--store FILE renders a results store (cudasem store ingest; model/store.py) instead of bundles:
for each behavior, the runs that behaved alike are one group, so that pages grow with behaviors,
not with runs (report/collapsed.py: index.html, area/<area>.html, case/<id>.html and their JSON
twins; the other pages are those of a render of bundles).

A folder gives its *.json and *.json.gz files, not those of its subfolders: `render bundles/ --out
site/` reads the top-level bundles and leaves bundles/raw/ out (name bundles/raw/ to include it).

Pages (each with a JSON twin of its data beside it): index.html (what needs attention, the
areas worst first, every behavior, search; its script writes the behaviors' rows from
rows/index*.js, each with its JSON twin), area/<area>.html (the matrix of one area: a
column per run), case/<id>.html (with charts for perf cases), diff.html, deviations.html,
errata.html (the documentation findings by function and by document),
copy_rates.html, drift.html (the quoted header passages across CUDA 12.0-13.5: the committed table
python/cudasem/report/drift.json, cudasem.model.drift), and where the bundles name the API functions
each case asserts (case "api"),
api/<function>.html (that function's compatibility table: a row per claim, a column per run) and
api/index.html (every function, searchable), gpu/<model>.html (a GPU model's device attributes,
limits, runs and pass score). The site opens from disk (file://) and loads nothing from the network.
No file is over 2 MB: an area or API page of many rows is split into parts (report/paging.py:
area/<area>-part-2.html, ...), and so are the deviations, diff and drift pages (deviations-part-2.html,
...) and a case page of many observations over many runs (by runs); the index's rows are in data
files of at most 1.5 MB.
Without --diff, every run is compared with the run before it (in driver-version order, then start
time) of the same GPU and run mode; a run under load or in another mode is never a default run's
baseline (history.py).

--codes FILE (the return-code table `cudasem codes table` writes, issue 41) adds to each API page its
function's return codes: each documented (function, code) pair provoked (the cases that show it),
unreachable (the reason and note of codes/unreachable.txt) or open, and each code a run returned that
the function does not document.

--source-url BASE links each file path of a failure message (made relative to the repository)
to BASE/<suite commit>/<path>#L<line>, e.g. BASE = https://github.com/ORG/cudasem/blob.

The site is written into `.<DIR>.partial-<pid>` beside DIR and swapped in when complete (in one
step, renameat2 RENAME_EXCHANGE where the file system has it): until then an earlier site in DIR is
whole, after it the new one, whatever stops the render (a kill, a full disk). DIR is replaced whole,
so it must be a new folder, an empty one or an earlier site, and hold no input. An error, SIGTERM,
SIGINT or SIGHUP (a closed terminal) removes the partial folder; one left by a SIGKILL is removed by
the next render into DIR.

Exit status: 0 written; 2 bad input or a site that cannot be written (one line naming the file);
128+N stopped by signal N (SIGTERM, SIGINT, SIGHUP).
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import glob
import json
import os
import shutil
import signal
import sys
import threading
from pathlib import Path

from jinja2 import Environment, PackageLoader, StrictUndefined

from ..model import drift, store
from ..model.bundle import BundleError, gpu_label
from ..model.files import error_text, process_gone, swap_folder
from ..model.ids import renamed_ids
from ..model.outcome import vocabulary
from ..run.compare import gpu_matches, mode_differences
from . import apipages, casepage, collapsed, driftpage, fast, findings, gpupage, paging, text
from . import charts as perf
from . import view as model

STATIC = Path(__file__).parent / "static"


def environment() -> Environment:
    env = Environment(
        loader=PackageLoader("cudasem.report", "templates"),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["value"] = text.format_value
    env.filters["slug"] = text.slug
    env.filters["num"] = perf.format_number
    env.globals["outcomes"] = vocabulary()  # the one outcome vocabulary (model/outcome.py)
    env.globals["outcome_label"] = lambda o: "not run" if o == model.NOT_RUN else o
    return env


def _write(out: Path, name: str, env: Environment, template: str, data: dict, scrub: bool = True, **extra) -> None:
    page = out / f"{name}.html"
    root = "../" * name.count("/")
    # The template once per environment: get_template checks the loader's file every call (13,000 pages).
    loaded = env.__dict__.setdefault("_cudasem_templates", {})
    tpl = loaded.get(template) or loaded.setdefault(template, env.get_template(template))
    page.write_text(tpl.render(data=data, root=root, **extra), encoding="utf-8")
    # Compact (the C encoder; an indented dump of 1000 case pages × 50 runs takes seconds).
    # The twin holds no machine path (a record's message names the build machine's source files).
    (out / f"{name}.json").write_text(
        json.dumps(text.scrub_paths(data) if scrub else data, separators=(",", ":"), default=str) + "\n",
        encoding="utf-8",
    )


def _weight(row: dict, cells_html: dict) -> int:
    """About the bytes a matrix row adds to its page or its JSON twin (report/paging.py's weight):
    its cells' markup (a cell's dict in the twin is some 100 bytes more), its search words and
    claim, and its id and links."""
    return len(cells_html[row["id"]]) + 100 * len(row["cells"]) + len(row.get("search") or row.get("claim") or "") + 600


# The index's behavior rows are data its script writes into the page (static/report.js), in files of
# at most this many bytes: rows/index.js, rows/index-part-2.js, ..., each with its JSON twin.
INDEX_ROWS_BUDGET = 1_500_000
# what the index's script needs of a behavior (a row's cells live on its area page)
_INDEX_ROW = (
    "id", "area", "kind", "page", "matrix", "worst", "counts", "outcomes", "differs", "differs_outcome",
    "o", "v", "api", "section", "search",
)  # fmt: skip


def _index_row(b: dict) -> dict:
    row = {k: b.get(k) for k in _INDEX_ROW}
    row["changed"] = [{"driver": c["driver"], "text": c["text"]} for c in b.get("changed") or []]
    row["varied"] = [{"text": v["text"], "runs": v["runs"]} for v in b.get("varied") or []]
    return row


def _write_index(out: Path, env: Environment, index: dict, common: dict) -> None:
    """index.html and its twin index.json: what needs attention, the areas (their rollups) and the
    runs; the behaviors' rows, which the page's script writes under their areas, in rows/index*.js
    (each a call with its rows, beside its JSON twin), so that no file is over 2 MB however many
    behaviors there are."""
    (out / "rows").mkdir(exist_ok=True)
    dumped = [
        json.dumps(text.scrub_paths(_index_row(b)), separators=(",", ":"), default=str)
        for a in index["areas"]
        for b in a["behaviors"]
    ]
    files = []
    for stem, chunk in paging.parts("rows/index", dumped, len(dumped) or 1, len, INDEX_ROWS_BUDGET):
        rows = "[" + ",".join(chunk) + "]"
        (out / f"{stem}.json").write_text(rows + "\n", encoding="utf-8")
        (out / f"{stem}.js").write_text(f"(window.cudasemRows = window.cudasemRows || []).push({rows});\n", "utf-8")
        files.append(f"{stem}.js")
    areas = [{k: v for k, v in a.items() if k != "behaviors"} for a in index["areas"]]
    _write(out, "index", env, "index.html", dict(index, areas=areas, row_files=files), **common)


def render(
    runs: list[model.Run], out: Path, pairs=None, source_url: str | None = None, codes: dict | None = None
) -> dict:
    """Writes the site; returns the index data."""
    for folder in (out, out / "case", out / "area", out / "static"):
        folder.mkdir(parents=True, exist_ok=True)
    env = environment()
    rows = model.matrix_rows(runs)
    cells_html = {row["id"]: fast.cells(row["cells"]) for row in rows}  # the area and API pages' cells
    # An area of many behaviors is split into pages of rows (report/paging.py), each row's matrix
    # link naming its part: set before the index, API and case pages copy it.
    by_area: dict[str, list[dict]] = {}
    for row in rows:
        by_area.setdefault(row["area"], []).append(row)
    area_parts = {}
    for area, mine in by_area.items():
        area_parts[area] = paging.parts(f"area/{text.slug(area)}", mine, weight=lambda r: _weight(r, cells_html))
        for stem, chunk in area_parts[area]:
            for row in chunk:
                row["matrix"] = f"{stem}.html#{row['id']}"
    index = model.index_data(runs, rows)
    api = apipages.functions(rows)
    common = {
        "runs": index["runs"],
        "runs_by_key": {r["key"]: r for r in index["runs"]},
        "tool": index["tool"],
        "generated": index["generated"],
        "api_names": list(api),
        "cells_html": cells_html,
        "run_headers": {r["key"]: fast.run_header(r["header"]) for r in index["runs"]},
    }  # api_names: the nav link and the search
    index["gpus"] = gpupage.index_rows(runs, rows)
    _write_index(out, env, index, common)
    table = drift.committed()  # the documentation drift table (python/cudasem/report/drift.json)
    passages, anchors = drift.index(table), driftpage.anchors(table)
    # its parts (report/paging.py) before the case pages, which link the part that holds their quote
    drift_pages, drift_page_of = driftpage.drift_pages(driftpage.drift_data(runs, table))
    for area, parts in area_parts.items():
        whole = model.area_data(runs, area, rows)
        for k, (stem, chunk) in enumerate(parts):
            pages = paging.nav(parts, k, lambda r: r["id"])
            _write(out, stem, env, "area.html", dict(whole, behaviors=chunk, **pages), **common)
    for row in rows:
        data = casepage.case_data(runs, row["id"], source_url, row)
        data["drift"] = driftpage.case_drift(table, data["citation"], passages, anchors, drift_page_of)
        expected = any(t["expected"] for t in data["observations"])
        for page, part in casepage.case_pages(f"case/{text.slug(row['id'])}", data):  # parts by runs
            _write(
                out,
                page,
                env,
                "case.html",
                part,
                runs_html=fast.case_runs(part["runs"]),
                observations_html=fast.observations(part["observations"], expected),
                **common,
            )
    automatic = pairs is None
    # The findings pages grow with runs and behaviors: each is split into parts (report/paging.py).
    diffs = findings.diff_data(findings.auto_pairs(runs) if automatic else pairs, automatic, source_url)
    for page, data in findings.diff_pages(diffs):
        _write(out, page, env, "diff.html", data, **common)
    for page, data in findings.deviation_pages(findings.deviations_data(runs, source_url)):
        _write(out, page, env, "deviations.html", data, **common)
    _write(out, "errata", env, "errata.html", findings.errata_data(runs, source_url), **common)
    _write(out, "copy_rates", env, "copy_rates.html", findings.copy_rates_data(runs), **common)
    for page, data in drift_pages:
        _write(out, page, env, "drift.html", data, **common)
    if api:
        known = {row["id"] for row in rows}  # the case pages a return-code row may link
        (out / "api").mkdir(exist_ok=True)
        _write(out, "api/index", env, "api_index.html", apipages.index_data(runs, api), **common)
        for name, mine in api.items():
            whole = apipages.api_data(runs, name, mine, codes, known)
            stem = apipages.page_of(name).removesuffix(".html")
            parts = paging.parts(stem, whole["cases"], weight=lambda c: _weight(c, cells_html))
            for k, (page, chunk) in enumerate(parts):
                pages = paging.nav(parts, k, lambda c: c["id"])
                _write(out, page, env, "api.html", dict(whole, cases=chunk, **pages), **common)
    summaries = {r["key"]: r for r in index["runs"]}
    (out / "gpu").mkdir(exist_ok=True)
    for name, of_model in gpupage.models(runs).items():
        data = gpupage.gpu_data(name, of_model, rows, summaries)
        _write(out, data["page"].removesuffix(".html"), env, "gpu.html", data, **common)
    _copy_static(out)
    return index


def _copy_static(out: Path) -> None:
    (out / "static").mkdir(parents=True, exist_ok=True)
    for f in STATIC.iterdir():
        shutil.copy(f, out / "static" / f.name)


class SiteError(Exception):
    """The site cannot be written (one line: what and why; the old site, if any, is as it was)."""


# The signals that stop a render cleanly: its partial folder goes, an earlier site stays whole.
STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)


class Stopped(BaseException):
    """A STOP_SIGNALS signal while the site was written."""

    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum, self.name, self.state = signum, signal.Signals(signum).name, ""


@contextlib.contextmanager
def _stoppable():
    """STOP_SIGNALS raise Stopped for the duration (in the main thread; elsewhere nothing changes)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(signum, frame):
        raise Stopped(signum)

    previous = {sig: signal.signal(sig, stop) for sig in STOP_SIGNALS}
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


@contextlib.contextmanager
def _signals_held():
    """STOP_SIGNALS wait until the block is done (the swap and what it leaves are one step)."""
    held = set(STOP_SIGNALS)
    before = signal.pthread_sigmask(signal.SIG_BLOCK, held)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


def _remove_stale(out: Path) -> None:
    """The partial and set-aside folders of earlier renders into `out` that were killed (their
    process is gone): `.<name>.partial-<pid>`, `.<name>.old-<pid>`."""
    for p in out.parent.glob(f".{glob.escape(out.name)}.*-*"):
        kind, _, pid = p.name[len(out.name) + 2 :].rpartition("-")
        if kind in ("partial", "old") and pid.isdigit() and int(pid) != os.getpid() and process_gone(int(pid)):
            shutil.rmtree(p, ignore_errors=True)


def _is_site(folder: Path) -> bool:
    """An earlier output of render (index.html and static/), or an empty folder."""
    try:
        return not any(folder.iterdir()) or ((folder / "index.html").is_file() and (folder / "static").is_dir())
    except OSError:
        return False


def render_store(conn, out: Path) -> dict:
    """Writes the site of a results store (report/collapsed.py); returns the index data."""
    env = environment()

    def write(folder: Path, name: str, template: str, data: dict, **html) -> None:
        _write(
            folder,
            name,
            env,
            template,
            data,
            scrub=False,  # collapsed.py writes messages' paths relative already (first_line): no walk at 500 runs
            collapsed=True,
            api_names=[],
            tool=data["tool"],
            generated=data["generated"],
            **html,  # markup written in Python (report/fast.py), no part of the JSON twin
        )

    # The model is built without the collector (plain data, no cycle) and then frozen, so that the
    # collector's passes while the pages are written do not walk it again and again.
    collecting = gc.isenabled()
    gc.disable()
    try:
        model = collapsed.collapse(conn)
    finally:
        if collecting:
            gc.enable()
    gc.freeze()
    try:
        index = collapsed.render(model, out, write)
    finally:
        gc.unfreeze()
    _copy_static(out)
    return index


def write_site(
    runs: list[model.Run], out: Path, pairs, source_url: str | None, inputs: list[str], draw=None, codes=None
) -> dict:
    """Renders into `.<out>.partial-<pid>` beside `out` and swaps it in when complete: until the swap
    the old site is whole at `out`, after it the new one (files.swap_folder), whatever stops the
    render. On any error or STOP_SIGNALS signal the partial folder is removed (SiteError, Stopped)."""
    if out.exists() and not out.is_dir():
        raise SiteError(f"--out {out}: a file, not a folder")
    final = out.resolve()
    if not final.name:
        raise SiteError(f"--out {out}: name a folder for the site")
    for given in inputs:
        if final == Path(given).resolve() or final in Path(given).resolve().parents:
            raise SiteError(f"--out {out}: holds the input {given}; the site replaces the folder: choose another")
    if final.exists() and not _is_site(final):
        raise SiteError(
            f"--out {out}: a folder that is no cudasem site (no index.html and static/), which the site would "
            "replace: name a new folder or an earlier site"
        )
    partial = final.with_name(f".{final.name}.partial-{os.getpid()}")
    old_state = "the old site is as it was" if final.exists() else "no site written"
    swapped, old = False, None
    try:
        with _stoppable():
            try:
                _remove_stale(final)
                shutil.rmtree(partial, ignore_errors=True)  # a folder of a process of the same id
                index = draw(partial) if draw else render(runs, partial, pairs, source_url, codes)
                with _signals_held():
                    old = swap_folder(partial, final)
                    swapped = True
                if old is not None:  # the old site, now beside the new one
                    shutil.rmtree(old, ignore_errors=True)
                return index
            except (ValueError, ArithmeticError, UnicodeError, RecursionError, TypeError, KeyError) as e:
                raise SiteError(
                    f"cannot show the bundles ({type(e).__name__}: {' '.join(str(e).split())[:200]}); {old_state}"
                ) from None
            except OSError as e:
                raise SiteError(f"cannot write the site {out}: {error_text(e)}; {old_state}") from None
            finally:
                if not swapped:
                    shutil.rmtree(partial, ignore_errors=True)
    except Stopped as e:
        if old is not None:  # the signal came after the swap: the old site goes all the same
            shutil.rmtree(old, ignore_errors=True)
        e.state = f"the new site is in {out}" if swapped else old_state
        raise


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="cudasem render", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument(
        "inputs",
        nargs="*",
        metavar="BUNDLE_OR_FOLDER",
        help="a bundle, or a folder of bundles (its *.json; subfolders are not searched)",
    )
    p.add_argument("--out", required=True, help="folder to write the site into")
    p.add_argument(
        "--store",
        metavar="FILE|URL",
        help="render this results store (cudasem store ingest: an SQLite file, a postgresql:// URL), not bundles",
    )
    p.add_argument(
        "--diff",
        nargs=2,
        action="append",
        metavar=("BASELINE", "NEW"),
        help="compare these two bundles (repeatable); replaces the automatic pairing",
    )
    p.add_argument(
        "--source-url",
        metavar="BASE",
        help="link failure messages' file paths to BASE/<suite commit>/<path>#L<line> "
        "(e.g. https://github.com/ORG/cudasem/blob); without it they are plain relative paths",
    )
    p.add_argument(
        "--codes",
        metavar="FILE",
        help="the return-code table (`cudasem codes table`'s return_codes.json): each API page shows its "
        "function's documented codes as provoked, unreachable (why) or open, and codes returned but not documented",
    )
    args = p.parse_args(argv)
    if args.store or not args.inputs:
        return _main_store(args)
    try:
        renamed_ids()  # a malformed cases/RENAMED.txt: one line, before any page
        extra = [f for pair in args.diff or [] for f in pair]
        runs = model.load_runs(args.inputs + extra)
        pairs = None
        if args.diff:
            by_path = {Path(r.source).resolve(): r for r in runs}
            pairs = [(by_path[Path(a).resolve()], by_path[Path(b).resolve()]) for a, b in args.diff]
            for base, new in pairs:
                if not gpu_matches(base.bundle, new.bundle):
                    raise BundleError(
                        f"{new.source}: --diff of different GPUs ({gpu_label(base.bundle)} vs "
                        f"{gpu_label(new.bundle)}); compare runs of one GPU"
                    )
                if differences := mode_differences(base.bundle, new.bundle):
                    raise BundleError(
                        f"{new.source}: --diff of runs made differently ({'; '.join(differences)}); "
                        "compare runs of one mode and selection"
                    )
    except (BundleError, ValueError) as e:
        print(f"cudasem report: error: {e}", file=sys.stderr)
        return 2
    codes = None
    if args.codes:
        try:
            codes = apipages.read_codes(args.codes)
        except ValueError as e:
            print(f"cudasem report: error: {e}", file=sys.stderr)
            return 2
    if args.source_url and not text.http_url(args.source_url):
        print(f"cudasem report: error: --source-url {args.source_url!r} is not an http(s) URL", file=sys.stderr)
        return 2
    out = Path(args.out)
    try:
        index = write_site(runs, out, pairs, args.source_url, [*args.inputs, *extra], codes=codes)
    except SiteError as e:
        print(f"cudasem report: error: {e}", file=sys.stderr)
        return 2
    except Stopped as e:
        print(f"cudasem report: stopped by {e.name}; {e.state}", file=sys.stderr)
        return 128 + e.signum
    print(f"cudasem report: {len(runs)} runs, {index['behavior_count']} behaviors -> {Path(args.out) / 'index.html'}")
    if index["revision_note"]:
        print(f"cudasem report: note: {index['revision_note']}")
    return 0


def _main_store(args) -> int:
    """render --store FILE --out DIR."""
    if not args.store:
        print("cudasem report: error: name bundles (or a folder of them) or --store FILE", file=sys.stderr)
        return 2
    if args.inputs or args.diff or args.source_url:
        print(
            "cudasem report: error: --store renders the store alone: no bundles, --diff or --source-url",
            file=sys.stderr,
        )
        return 2
    try:
        conn = store.connect(args.store)
    except store.StoreError as e:
        print(f"cudasem report: error: {e}", file=sys.stderr)
        return 2
    try:
        given = [] if store.is_url(args.store) else [args.store]  # a database is no folder the site could hold
        index = write_site([], Path(args.out), None, None, given, draw=lambda folder: render_store(conn, folder))
    except (SiteError, store.StoreError) as e:
        print(f"cudasem report: error: {e}", file=sys.stderr)
        return 2
    except store.errors() as e:  # a lost server, a store locked by another process
        print(f"cudasem report: error: {store.shown(args.store)}: {store.one_line(e)}", file=sys.stderr)
        return 2
    except Stopped as e:
        print(f"cudasem report: stopped by {e.name}; {e.state}", file=sys.stderr)
        return 128 + e.signum
    finally:
        conn.close()
    print(
        f"cudasem report: {len(index['runs'])} runs, {index['behavior_count']} behaviors in "
        f"{index['group_count']} groups -> {Path(args.out) / 'index.html'}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
