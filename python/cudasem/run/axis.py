"""Which axis do a case's failures follow: the GPU, the driver, the toolkit or the CUDA runtime?

    cudasem axis BUNDLES... [--json] [--markdown]
    cudasem axis --store FILE|URL [RUN...] [--json] [--markdown]

With --store, the runs are those of a results store (cudasem store ingest; an SQLite file or a
postgresql:// URL): every run, or each RUN named as `cudasem store show` lists it (number, run.id,
file name or digest); the output is the one their bundle files give.

Given bundles of several runs (files or folders), each case that fails somewhere (raw FAIL,
XFAIL, CRASH or TIMEOUT: what the driver did, whatever the expectations said) gets a
verdict:

- `gpu`, `driver`, `toolkit` or `runtime`: the runs with a result split into failing and passing ones
  exactly along that axis (every value of it fails everywhere or passes everywhere, and it
  has at least one value of each kind). When the runs cannot tell two axes apart (each GPU
  had its own driver) the verdict names both, e.g. `gpu|driver`.
- `everywhere`: it failed in every run that had a result.
- `inconsistent`: no single axis explains it (an interaction of two, or one configuration
  that both passed and failed: flaky).

UNSUPPORTED and MISSING results carry no information and are left out. Exit status: 0
(also when cases fail: this tool explains, it does not judge), 2 bad input.
"""

from __future__ import annotations

import argparse
import json
import sys
import unicodedata
from dataclasses import asdict, dataclass, field

from ..model import store
from ..model.bundle import BundleError, find_bundles, load
from ..model.outcome import RAW_BROKEN, RAW_FAIL, RAW_PASS
from ..model.runtime import runtime_label

AXES = ("gpu", "driver", "toolkit", "runtime")


def run_axes(bundle: dict) -> dict[str, str]:
    ident = bundle["identity"]
    return {
        "gpu": (ident.get("gpu") or {}).get("name") or "no GPU",
        "driver": (ident.get("driver") or {}).get("version") or "no driver",
        "toolkit": (ident.get("toolkit") or {}).get("version") or "unknown toolkit",
        # the runtime the cases loaded (CUDASEM_CUDART runs one other than the toolkit's)
        "runtime": runtime_label(ident),
    }


def _result(outcome: str) -> str | None:
    if outcome in RAW_PASS:
        return "pass"
    if outcome in RAW_FAIL or outcome in RAW_BROKEN:
        return "fail"
    return None  # UNSUPPORTED, MISSING: no information


@dataclass
class Verdict:
    id: str
    verdict: str
    failing: dict = field(default_factory=dict)  # axis -> values seen failing
    passing: dict = field(default_factory=dict)  # axis -> values seen passing
    failed_runs: list = field(default_factory=list)  # "gpu / driver / toolkit / runtime"
    passed_runs: list = field(default_factory=list)
    flaky_runs: list = field(default_factory=list)  # configurations that both passed and failed

    @property
    def culprit(self) -> str:
        """'driver 590.10' style: the failing values of the verdict's axes."""
        if self.verdict in ("everywhere", "inconsistent"):
            return ""
        return " or ".join(f"{a} {', '.join(self.failing[a])}" for a in self.verdict.split("|"))


def _config_label(cfg: tuple) -> str:
    return " / ".join(cfg)


def classify(cid: str, results: list[tuple[dict, str]]) -> Verdict:
    """results: [(axes of the run, 'pass'|'fail')], informative runs only."""
    by_config: dict[tuple, set[str]] = {}
    for axes, res in results:
        by_config.setdefault(tuple(axes[a] for a in AXES), set()).add(res)
    flaky = sorted(cfg for cfg, rs in by_config.items() if len(rs) > 1)
    failed = sorted(cfg for cfg, rs in by_config.items() if rs == {"fail"})
    passed = sorted(cfg for cfg, rs in by_config.items() if rs == {"pass"})
    v = Verdict(
        cid,
        "inconsistent",
        failed_runs=[_config_label(c) for c in failed],
        passed_runs=[_config_label(c) for c in passed],
        flaky_runs=[_config_label(c) for c in flaky],
    )
    for i, a in enumerate(AXES):
        v.failing[a] = sorted({c[i] for c in failed} | {c[i] for c in flaky})
        v.passing[a] = sorted({c[i] for c in passed} | {c[i] for c in flaky})
    if flaky:
        return v
    if not passed:
        v.verdict = "everywhere"
        return v
    # An axis explains the split when no value of it is seen both failing and passing.
    explaining = [a for a in AXES if not set(v.failing[a]) & set(v.passing[a])]
    if explaining:
        v.verdict = "|".join(explaining)
    return v


def analyse(bundles: list[dict]) -> list[Verdict]:
    per_case: dict[str, list[tuple[dict, str]]] = {}
    for b in bundles:
        axes = run_axes(b)
        for case in b["cases"]:
            res = _result(case["outcome"])
            if res is not None:
                per_case.setdefault(case["id"], []).append((axes, res))
    out = [classify(cid, results) for cid, results in sorted(per_case.items()) if any(r == "fail" for _, r in results)]

    # Single-axis culprits first, then confounded ones, then everywhere, then inconsistent.
    def rank(v: Verdict) -> tuple:
        if v.verdict in AXES:
            return (0, v.id)
        if "|" in v.verdict:
            return (1, v.id)
        return (2 if v.verdict == "everywhere" else 3, v.id)

    return sorted(out, key=rank)


def _shown(text: str) -> str:
    """Text on one line of a table: a control character, a line or paragraph separator (a newline
    in a GPU name) or a lone surrogate as its escape (\\n, \\x0b, \\u2028)."""
    return "".join(
        c.encode("unicode_escape").decode("ascii") if unicodedata.category(c) in ("Cc", "Cs", "Zl", "Zp") else c
        for c in text
    )


def _table(rows: list[list[str]], markdown: bool) -> str:
    head = ["case", "follows", "failing on", "passing on"]
    rows = [[_shown(c) for c in r] for r in rows]
    if markdown:
        lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        lines += ["| " + " | ".join(c.replace("|", "\\|") for c in r) + " |" for r in rows]
        return "\n".join(lines)
    widths = [max(len(r[i]) for r in [head] + rows) for i in range(len(head))]
    fmt = "  ".join(f"{{:{w}}}" for w in widths)
    return "\n".join(
        [fmt.format(*head), fmt.format(*("-" * w for w in widths))] + [fmt.format(*r).rstrip() for r in rows]
    )


def format_text(verdicts: list[Verdict], runs: list[dict], markdown: bool = False) -> str:
    labels = sorted({_config_label(tuple(run_axes(b)[a] for a in AXES)) for b in runs})
    ref = {lab: f"#{i + 1}" for i, lab in enumerate(labels)}
    intro = [f"{len(runs)} runs in {len(labels)} configurations ({' / '.join(AXES)}):"]
    intro += [f"  {'- ' if markdown else ''}{ref[lab]}: {_shown(lab)}" for lab in labels]
    if not verdicts:
        return "\n".join(intro + ["", "no case fails in any run"])

    def refs(configs: list[str]) -> str:
        return " ".join(ref[c] for c in configs) or "-"

    rows = []
    for v in verdicts:
        follows = v.culprit or v.verdict
        if "|" in v.verdict:
            follows += " (these runs cannot tell them apart)"
        if v.flaky_runs:
            follows += f" (passed and failed on {refs(v.flaky_runs)})"
        rows.append([v.id, follows, refs(v.failed_runs + v.flaky_runs), refs(v.passed_runs)])
    return "\n".join(intro + ["", f"{len(verdicts)} cases fail somewhere:", "", _table(rows, markdown)])


def stored(target: str, names: list[str]) -> list[dict]:
    """The runs of a results store (all, or those names name: store.find_run), each one's head and
    its cases' ids and outcomes: what analyse and format_text read."""
    conn = store.connect(target)
    try:
        runs = [store.find_run(conn, n) for n in names] if names else [r.id for r in store.runs(conn)]
        if not runs:
            raise store.StoreError(f"{store.shown(target)}: the store holds no run")
        return [store.run_bundle(conn, r, lean=True) for r in dict.fromkeys(runs)]
    finally:
        conn.close()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="cudasem axis", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("bundles", nargs="*", help="bundle files, or folders of them (with --store: runs of the store)")
    p.add_argument(
        "--store",
        metavar="FILE|URL",
        help="read the runs from this results store (an SQLite file or a postgresql:// URL): all, or those named",
    )
    fmt = p.add_mutually_exclusive_group()
    fmt.add_argument("--json", action="store_true", help="print the verdicts as JSON")
    fmt.add_argument("--markdown", action="store_true", help="print a Markdown table (CI step summaries)")
    args = p.parse_args(argv)
    if not args.bundles and not args.store:
        p.error("name bundles (or folders of them), or --store FILE|URL")
    try:
        bundles = (
            stored(args.store, args.bundles) if args.store else [load(path) for path in find_bundles(args.bundles)]
        )
    except (BundleError, store.StoreError) as e:
        print(f"cudasem axis: {e}", file=sys.stderr)
        return 2
    except store.errors() as e:
        print(f"cudasem axis: {store.shown(args.store)}: {store.one_line(e)}", file=sys.stderr)
        return 2
    verdicts = analyse(bundles)
    if args.json:
        print(json.dumps([dict(asdict(v), culprit=v.culprit) for v in verdicts], indent=1))
    else:
        print(format_text(verdicts, bundles, args.markdown))
    return 0


if __name__ == "__main__":
    sys.exit(main())
