"""The `cudasem` command: one entry point for every Python tool of the suite.

    cudasem run begin|end ...          the CTest fixture's steps (cmake/CudasemCases.cmake runs them)
    cudasem summary BUNDLE             counts per outcome and each bad case by id
    cudasem compare BASELINE NEW       regressions between two runs of one GPU
    cudasem new-driver info|ran|baseline ...   the steps of ci/new-driver-check
    cudasem ledger add|show ...        the flake ledger of committed runs
    cudasem shard split|merge ...      CI shards of one GPU's run
    cudasem axis ...                   a CI axis's bundles checked against its expectations
    cudasem check-no-gpu BUNDLE        a run without a GPU: every case UNSUPPORTED with a reason
    cudasem store ingest BUNDLES...    the results store: bundles checked once into SQLite or PostgreSQL
    cudasem render BUNDLES... --out D  the HTML report (render --store F: of a results store)
    cudasem export BUNDLE ...          JUnit XML and deqp-runner CSV
    cudasem perf BUNDLES...            the copy-rates table
    cudasem codes table|check|summary  the return-code table: each documented (function, code) pair's status
    cudasem headers codes|quotes ...   build time: documented codes and citations from the toolkit headers
    cudasem listing --out F BINARY...  build time: every case binary's --cudasem-list in one file
    cudasem contract check ...         build time: every case's .api and checks against the headers
    cudasem verbs check ...            build time: the kind of each case against its cited verb
    cudasem claims check ...           build time: each case's claim against its quote, asserts and expectations
    cudasem proofs check LIST          the plain GoogleTest comparisons left in the cases, against LIST
    cudasem vocabulary cpp --out H     build time: the harness's C++ face of schema/vocabulary.json
    cudasem expectations check ...     the expectation files (runs the harness's cudasem-expectations)
    cudasem evidence [--stale B...]    each fail entry's referenced bundle shows the deviation
    cudasem readme --check|--write     the README's generated numbers against the cases, bundles, expectations
    cudasem bundle upgrade FILE...     a bundle of an older format made the current one, in place
    cudasem runtime fetch VERSION...   NVIDIA's runtime wheels unpacked into .carry/cudart (CUDASEM_CUDART)
    cudasem toolkit fetch RELEASE      NVIDIA's compiler wheels assembled into a toolkit folder to build with
    cudasem drift fetch|table|check    the quoted passages' status in the headers of CUDA 12.0 to 13.5

`cudasem <command> --help` describes each. Every command exits 0 when all is well, 1 when it found
a problem it reports (a regression, a bad bundle), 2 on wrong usage or input it cannot use (one line
naming the file and the problem); `render` stopped by SIGTERM or SIGINT exits 128 + the signal.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable

# command -> (module, its main); modules are imported only when their command runs.
COMMANDS: dict[str, tuple[str, str]] = {
    "run": ("cudasem.run.fixture", "the CTest fixture's steps: begin, end; salvage a stopped run"),
    "summary": ("cudasem.run.summary", "counts per outcome and each bad case of a bundle"),
    "compare": ("cudasem.run.compare", "regressions between two runs of one GPU"),
    "new-driver": ("cudasem.run.newdriver", "the steps of ci/new-driver-check"),
    "ledger": ("cudasem.run.ledger", "the flake ledger: outcomes per case across committed runs"),
    "shard": ("cudasem.run.shard", "split a run into CI shards, merge their bundles"),
    "axis": ("cudasem.run.axis", "a CI axis's bundles against its expectations"),
    "check-no-gpu": ("cudasem.run.check_no_gpu", "a run without a GPU: every case UNSUPPORTED"),
    "store": ("cudasem.run.store_cmd", "the results store (SQLite or PostgreSQL): ingest bundles, show its runs"),
    "render": ("cudasem.report.render", "the HTML report of bundles or of a results store"),
    "export": ("cudasem.report.export", "JUnit XML and deqp-runner CSV of a bundle"),
    "perf": ("cudasem.report.findings", "the copy-rates table of perf runs"),
    "headers": ("cudasem.sources.headers", "build time: codes and citations from the toolkit headers"),
    "codes": ("cudasem.sources.return_codes", "the return-code table: each documented (function, code) pair's status"),
    "listing": ("cudasem.model.listing", "build time: every case binary's --cudasem-list in <build>/cases.json"),
    "contract": ("cudasem.sources.contract", "build time: the case contract against the headers"),
    "verbs": ("cudasem.sources.verbs", "build time: each case's kind against its cited verb"),
    "claims": ("cudasem.sources.claims", "build time: each case's claim against its quote and asserts; migrate"),
    "proofs": ("cudasem.sources.proofs", "no plain GoogleTest comparison in the cases (every proof recorded)"),
    "vocabulary": ("cudasem.sources.vocabulary", "build time: the harness's C++ face of schema/vocabulary.json"),
    "expectations": ("", "check the expectation files (the harness's cudasem-expectations)"),
    "evidence": ("cudasem.run.evidence", "each fail entry's bundle shows it; stale entries; --rewrite"),
    "readme": ("cudasem.report.readme", "the README's generated numbers: --check, --write"),
    "bundle": ("cudasem.run.upgrade", "upgrade: a bundle of an older format made the current one"),
    "runtime": ("cudasem.run.cudart", "fetch, unpack: CUDA runtime releases to run against (CUDASEM_CUDART)"),
    "toolkit": ("cudasem.sources.toolkit", "fetch, pack, unpack: another CUDA toolkit to build the suite with"),
    "drift": ("cudasem.sources.drift", "documentation drift: the quoted passages in the headers of CUDA 12.0-13.5"),
}


def _expectations(argv: list[str]) -> int:
    """Runs the C++ checker of expectation files (CUDASEM_EXPECTATIONS_TOOL, PATH, or a build);
    one line and exit 2 when it cannot run."""
    from .model import expectation_files

    return expectation_files.run_tool(argv)


def _usage(out) -> None:
    print("usage: cudasem <command> [arguments]  (cudasem <command> --help)\n\ncommands:", file=out)
    for name, (_, what) in COMMANDS.items():
        print(f"  {name:<14} {what}", file=out)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] in ("-h", "--help", "help"):
        _usage(sys.stdout if args else sys.stderr)
        return 0 if args else 2
    name, rest = args[0], args[1:]
    if name not in COMMANDS:
        print(f"cudasem: unknown command {name!r}", file=sys.stderr)
        _usage(sys.stderr)
        return 2
    if name == "expectations":
        return _expectations(rest)
    module = importlib.import_module(COMMANDS[name][0])
    entry: Callable[[list[str]], int] = module.main
    sys.argv[0] = f"cudasem {name}"
    return entry(rest)


if __name__ == "__main__":
    sys.exit(main())
