"""Exports of a result bundle for the tools CI systems already read.

    python -m cudasem_report.export BUNDLE [--junit FILE.xml] [--csv FILE.csv]

--junit: JUnit XML. One <testsuite> per area (classname = area), one <testcase> per case (name =
the case id, time = its duration); the GPU, driver, runtime, toolkit and suite revision are
<properties> of every suite. UNSUPPORTED is <skipped> with the reason as its message; FAIL, XPASS,
CRASH, TIMEOUT and MISSING are <failure> (type = the outcome); XFAIL and FLAKY pass and carry the
property cudasem.outcome with their outcome (and the expectation or the attempts in system-out).

--csv: a deqp-runner style results.csv: `test,status,duration` with deqp-runner's status names
(Pass, Fail, Skip, Crash, Timeout, Flake, Missing, ExpectedFail, UnexpectedPass).

Exit status: 0 written, 2 the bundle cannot be read (one line naming the file and the problem).
"""

from __future__ import annotations

import argparse
import csv
import sys
import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path

from .bundle import BundleError, load

DEQP_STATUS = {"PASS": "Pass", "FAIL": "Fail", "UNSUPPORTED": "Skip", "CRASH": "Crash",
               "TIMEOUT": "Timeout", "FLAKY": "Flake", "MISSING": "Missing",
               "XFAIL": "ExpectedFail", "XPASS": "UnexpectedPass"}
FAILURES = {"FAIL", "XPASS", "CRASH", "TIMEOUT", "MISSING"}


def _identity_properties(bundle: dict) -> list[tuple[str, str]]:
    ident = bundle["identity"]
    gpu = ident.get("gpu") or {}
    suite = bundle.get("suite") or {}
    props = [("gpu", gpu.get("name") or "no GPU"), ("gpu.uuid", gpu.get("uuid") or ""),
             ("driver", (ident.get("driver") or {}).get("version") or ""),
             ("runtime", (ident.get("runtime") or {}).get("version") or ""),
             ("toolkit", (ident.get("toolkit") or {}).get("version") or ""),
             ("suite", str(suite.get("commit") or ""))]
    if not ident.get("gpu_available"):
        props.append(("no_gpu_reason", ident.get("no_gpu_reason") or ""))
    return props


def junit(bundle: dict) -> ET.ElementTree:
    by_area: dict[str, list[dict]] = defaultdict(list)
    for c in bundle["cases"]:
        by_area[c.get("area") or c["id"].split(".")[0]].append(c)
    root = ET.Element("testsuites", name="cudasem")
    props = _identity_properties(bundle)
    for area in sorted(by_area):
        cases = by_area[area]
        suite = ET.SubElement(root, "testsuite", name=area, tests=str(len(cases)),
                              failures=str(sum(c["outcome"] in FAILURES for c in cases)),
                              skipped=str(sum(c["outcome"] == "UNSUPPORTED" for c in cases)),
                              errors="0", time=f"{sum(c.get('duration_s') or 0 for c in cases):.3f}")
        p = ET.SubElement(suite, "properties")
        for name, value in props:
            ET.SubElement(p, "property", name=name, value=value)
        for c in cases:
            tc = ET.SubElement(suite, "testcase", name=c["id"], classname=area,
                               time=f"{c.get('duration_s') or 0:.3f}")
            outcome, message = c["outcome"], c.get("message") or ""
            if outcome == "UNSUPPORTED":
                ET.SubElement(tc, "skipped", message=message.splitlines()[0] if message else "unsupported")
            elif outcome in FAILURES:
                f = ET.SubElement(tc, "failure", type=outcome,
                                  message=(message.splitlines() or [outcome])[0][:500])
                f.text = message
            if outcome in ("XFAIL", "FLAKY"):
                tp = ET.SubElement(tc, "properties")
                ET.SubElement(tp, "property", name="cudasem.outcome", value=outcome)
                out = ET.SubElement(tc, "system-out")
                exp = c.get("expectation") or {}
                out.text = (f"{outcome}: expected by {exp.get('source')}: {exp.get('reason')}"
                            if outcome == "XFAIL" else f"FLAKY: passed after {len(c.get('attempts') or [])} attempts")
    ET.indent(root)
    return ET.ElementTree(root)


def write_csv(bundle: dict, path: Path) -> None:
    with path.open("w", newline="") as f:
        w = csv.writer(f)
        for c in sorted(bundle["cases"], key=lambda c: c["id"]):
            w.writerow([c["id"], DEQP_STATUS.get(c["outcome"], c["outcome"]),
                        f"{c.get('duration_s') or 0:.3f}"])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m cudasem_report.export", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("bundle")
    ap.add_argument("--junit", type=Path)
    ap.add_argument("--csv", type=Path)
    args = ap.parse_args(argv)
    if not args.junit and not args.csv:
        ap.error("name --junit FILE and/or --csv FILE")
    try:
        bundle = load(args.bundle)
    except BundleError as e:
        print(f"export: {e}", file=sys.stderr)
        return 2
    if args.junit:
        junit(bundle).write(args.junit, encoding="utf-8", xml_declaration=True)
    if args.csv:
        write_csv(bundle, args.csv)
    print(f"export: {len(bundle['cases'])} cases"
          + (f" -> {args.junit}" if args.junit else "") + (f" -> {args.csv}" if args.csv else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
