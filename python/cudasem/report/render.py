"""Write the static HTML compatibility report of one or more result bundles.

    cudasem render BUNDLE_OR_FOLDER... --out DIR [--diff BASELINE NEW]...
                                    [--source-url BASE]

A folder gives its *.json files, not those of its subfolders: `render bundles/ --out site/`
reads bundles/*.json and leaves bundles/raw/ out (name bundles/raw/ to include it).

Pages (each with a JSON twin of its data beside it): index.html (what needs attention, the
areas worst first, every behavior, search), area/<area>.html (the matrix of one area: a
column per run), case/<id>.html (with charts for perf cases), diff.html, deviations.html,
copy_rates.html, and where the bundles name the API functions each case asserts (case "api"),
api/<function>.html (that function's compatibility table: a row per claim, a column per run) and
api/index.html (every function). The site opens from disk (file://) and loads nothing from the network.
Without --diff, every run is compared with the run before it (in driver-version order, then start
time) of the same GPU and run mode; a run under load or in another mode is never a default run's
baseline (history.py).

--source-url BASE links each file path of a failure message (made relative to the repository)
to BASE/<suite commit>/<path>#L<line>, e.g. BASE = https://github.com/ORG/cudasem/blob.

Exit status: 0 written; 2 bad input (the message names the file).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
from pathlib import Path

from jinja2 import Environment, PackageLoader, StrictUndefined

from ..model.bundle import BundleError, gpu_label
from ..model.outcome import vocabulary
from ..run.compare import gpu_matches, mode_differences
from . import apipages, casepage, fast, findings, text
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


def _write(out: Path, name: str, env: Environment, template: str, data: dict, **extra) -> None:
    page = out / f"{name}.html"
    root = "../" * name.count("/")
    page.write_text(env.get_template(template).render(data=data, root=root, **extra), encoding="utf-8")
    # Compact (the C encoder; an indented dump of 1000 case pages × 50 runs takes seconds).
    (out / f"{name}.json").write_text(json.dumps(data, separators=(",", ":"), default=str) + "\n", encoding="utf-8")


def render(runs: list[model.Run], out: Path, pairs=None, source_url: str | None = None) -> dict:
    """Writes the site; returns the index data."""
    for folder in (out, out / "case", out / "area", out / "static"):
        folder.mkdir(parents=True, exist_ok=True)
    env = environment()
    rows = model.matrix_rows(runs)
    index = model.index_data(runs, rows)
    api = apipages.functions(rows)
    common = {
        "runs": index["runs"],
        "runs_by_key": {r["key"]: r for r in index["runs"]},
        "tool": index["tool"],
        "generated": index["generated"],
        "api_names": list(api),
        "cells_html": {row["id"]: fast.cells(row["cells"]) for row in rows},  # the area and API pages' cells
        "run_headers": {r["key"]: fast.run_header(r["header"]) for r in index["runs"]},
    }  # api_names: the nav link and the search
    _write(out, "index", env, "index.html", index, **common)
    for area in dict.fromkeys(row["area"] for row in rows):
        _write(out, f"area/{text.slug(area)}", env, "area.html", model.area_data(runs, area, rows), **common)
    for row in rows:
        data = casepage.case_data(runs, row["id"], source_url, row)
        _write(
            out,
            f"case/{text.slug(row['id'])}",
            env,
            "case.html",
            data,
            runs_html=fast.case_runs(data["runs"]),
            observations_html=fast.observations(data["observations"], any(t["expected"] for t in data["observations"])),
            **common,
        )
    automatic = pairs is None
    _write(
        out,
        "diff",
        env,
        "diff.html",
        findings.diff_data(findings.auto_pairs(runs) if automatic else pairs, automatic, source_url),
        **common,
    )
    _write(out, "deviations", env, "deviations.html", findings.deviations_data(runs, source_url), **common)
    _write(out, "copy_rates", env, "copy_rates.html", findings.copy_rates_data(runs), **common)
    if api:
        (out / "api").mkdir(exist_ok=True)
        _write(out, "api/index", env, "api_index.html", apipages.index_data(runs, api), **common)
        for name, mine in api.items():
            _write(
                out,
                apipages.page_of(name).removesuffix(".html"),
                env,
                "api.html",
                apipages.api_data(runs, name, mine),
                **common,
            )
    for f in STATIC.iterdir():
        shutil.copy(f, out / "static" / f.name)
    return index


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="cudasem render", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument(
        "inputs",
        nargs="+",
        metavar="BUNDLE_OR_FOLDER",
        help="a bundle, or a folder of bundles (its *.json; subfolders are not searched)",
    )
    p.add_argument("--out", required=True, help="folder to write the site into")
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
    args = p.parse_args(argv)
    try:
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
    except BundleError as e:
        print(f"cudasem report: error: {e}", file=sys.stderr)
        return 2
    if args.source_url and not text.http_url(args.source_url):
        print(f"cudasem report: error: --source-url {args.source_url!r} is not an http(s) URL", file=sys.stderr)
        return 2
    out = Path(args.out)
    # A new folder is written beside it under another name and renamed when complete: a bundle
    # the tools cannot show leaves no partial site (an existing folder is written in place).
    fresh = not out.exists()
    target = out.with_name(f".{out.name}.partial-{os.getpid()}") if fresh else out
    try:
        index = render(runs, target, pairs, args.source_url)
        if fresh:
            target.rename(out)
    except (ValueError, ArithmeticError, UnicodeError, RecursionError, TypeError, KeyError) as e:
        if fresh:
            shutil.rmtree(target, ignore_errors=True)
        print(
            f"cudasem report: error: cannot show the bundles ({type(e).__name__}: "
            f"{' '.join(str(e).split())[:200]}); " + ("no site written" if fresh else "the site is incomplete"),
            file=sys.stderr,
        )
        return 2
    print(f"cudasem report: {len(runs)} runs, {index['behavior_count']} behaviors -> {Path(args.out) / 'index.html'}")
    if index["revision_note"]:
        print(f"cudasem report: note: {index['revision_note']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
