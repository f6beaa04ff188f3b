"""Exports of a result bundle for the tools CI systems already read.

    cudasem export BUNDLE [--junit FILE.xml] [--csv FILE.csv]

--junit: JUnit XML. One <testsuite> per area (classname = area), one <testcase> per case (name =
the case id, time = its duration); the GPU, driver, runtime, toolkit and suite revision are
<properties> of every suite, before its test cases. UNSUPPORTED is <skipped> with the reason as its
message; FAIL, XPASS, CRASH, TIMEOUT and MISSING are <failure> (type = the outcome; message = the
line naming what was returned and what was expected, from the first failed check of the record, else
the first failed assertion the record lists (its "failures": file, line and gtest's summary, made one
line), else the message's first line; the full message as its text). Nothing is read back from
GoogleTest's message text. Per-case facts go into the case's <system-out> as
`cudasem.outcome=XFAIL|FLAKY` and `cudasem.api=F, G` lines (the schema the XML is validated against,
the Jenkins xUnit plugin's junit-10.xsd in tests/data/junit/, allows <properties> only in suites);
XFAIL and FLAKY pass, with the expectation or the attempts there too.
Absolute paths of the machine that ran the suite become repository paths (cases/..., harness/...),
and characters XML 1.0 cannot hold (control characters, lone surrogates) are written as \\xNN or
\\uNNNN escapes.

--csv: a deqp-runner style results.csv: `test,status,duration` with deqp-runner's status names
(Pass, Fail, Skip, Crash, Timeout, Flake, Missing, ExpectedFail, UnexpectedPass), no header, LF line
ends, as deqp-runner writes it.

Each file is written whole or not at all (a temporary file renamed over it): a kill or a full disk
leaves the previous file as it was. An output that names the bundle, or both outputs one file, is
refused before anything is written.

Exit status: 0 written, 2 the bundle cannot be read or an output cannot be written (one line naming
the file and the problem).
"""

from __future__ import annotations

import argparse
import csv
import io
import re
import sys
import xml.etree.ElementTree as ET
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

from ..model import vocabulary
from ..model.bundle import BundleError, load
from ..model.consistency import failed_check
from ..model.files import SameFileError, refuse_same_files, write_bytes_atomic
from ..model.outcome import BAD, PASSED_WITH_A_NOTE
from ..model.slim import keeper
from .text import format_value

DEQP_STATUS = {o["name"]: o["deqp"] for o in vocabulary.outcomes()}  # deqp-runner's status words


def _identity_properties(bundle: dict) -> list[tuple[str, str]]:
    ident = bundle["identity"]
    gpu = ident.get("gpu") or {}
    suite = bundle.get("suite") or {}
    props = [
        ("gpu", gpu.get("name") or "no GPU"),
        ("gpu.uuid", gpu.get("uuid") or ""),
        ("driver", (ident.get("driver") or {}).get("version") or ""),
        ("runtime", (ident.get("runtime") or {}).get("version") or ""),
        ("toolkit", (ident.get("toolkit") or {}).get("version") or ""),
        ("suite", str(suite.get("commit") or "")),
    ]
    if not ident.get("gpu_available"):
        props.append(("no_gpu_reason", ident.get("no_gpu_reason") or ""))
    return props


# An absolute path up to the first repository folder: /work/main/cases/x.cpp -> cases/x.cpp.
REPO_DIRS = ("cases", "harness", "kernels", "reports", "expectations", "bundles", "schema", "build")
ABS_PATH = re.compile(r"(?<![\w./-])/(?:[^\s/:'\"()<>,;]+/)*?(?=(?:%s)/)" % "|".join(REPO_DIRS))
# What XML 1.0 cannot hold: C0 controls but tab/LF/CR, surrogates, U+FFFE and U+FFFF.
NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def clean(text: str) -> str:
    """Repository-relative paths; characters XML 1.0 cannot hold as visible escapes (\\x1b, \\ud800)."""
    text = ABS_PATH.sub("", text)
    return NOT_XML.sub(lambda m: f"\\x{ord(m[0]):02x}" if ord(m[0]) < 0x100 else f"\\u{ord(m[0]):04x}", text)


def check_failed(obs: dict) -> bool:
    """The harness's rule (model/consistency.failed_check, the one spelling of it)."""
    return failed_check(obs) is not None


def one_line(text: str) -> str:
    """Text on one line (its whitespace runs made one space), at most 500 characters."""
    return " ".join(text.split())[:500]


def message_line(message: str) -> str:
    """The first non-empty line of a message; "" if none."""
    return next((one_line(l) for l in message.splitlines() if l.strip()), "")


def summary(case: dict) -> str:
    """The one line a CI tool shows for a failed case: the first failed check of the record as
    "<name>: returned <actual>, expected <expected>", else the first failed assertion of the record
    (gtest's summary of it), else the message's first line, else the outcome."""
    for obs in case.get("observations") or []:
        if check_failed(obs):
            want = obs["check"].get("expected")
            expected = format_value(want) if want is not None else "a documented error"
            return f"{obs['name']}: returned {format_value(obs.get('value'))}, expected {expected}"
    for f in case.get("failures") or []:
        return one_line(f["summary"])
    return message_line(case.get("message") or "") or case["outcome"]


def _system_out(case: dict) -> str:
    outcome, lines = case["outcome"], []
    if outcome in PASSED_WITH_A_NOTE:
        lines.append(f"cudasem.outcome={outcome}")
    if case.get("api"):
        lines.append(f"cudasem.api={', '.join(case['api'])}")
    if outcome == "XFAIL":
        exp = case.get("expectation") or {}
        lines.append(f"XFAIL: expected by {exp.get('source')}: {exp.get('reason')}")
        lines.append(f"failed as expected: {summary(case)}")
    elif outcome == "FLAKY":
        lines.append(f"FLAKY: passed after {len(case.get('attempts') or [])} attempts")
    return "\n".join(lines)


def junit(bundle: dict) -> ET.ElementTree:
    by_area: dict[str, list[dict]] = defaultdict(list)
    for c in bundle["cases"]:
        by_area[c.get("area") or c["id"].split(".")[0]].append(c)
    root = ET.Element("testsuites", name="cudasem")
    props = _identity_properties(bundle)
    for area in sorted(by_area):
        cases = by_area[area]
        suite = ET.SubElement(
            root,
            "testsuite",
            name=area,
            tests=str(len(cases)),
            failures=str(sum(c["outcome"] in BAD for c in cases)),
            skipped=str(sum(c["outcome"] == "UNSUPPORTED" for c in cases)),
            errors="0",
            time=f"{sum(c.get('duration_s') or 0 for c in cases):.3f}",
        )
        p = ET.SubElement(suite, "properties")  # first: the Ant/Surefire schemas want it before the cases
        for name, value in props:
            ET.SubElement(p, "property", name=name, value=value)
        for c in cases:
            tc = ET.SubElement(suite, "testcase", name=c["id"], classname=area, time=f"{c.get('duration_s') or 0:.3f}")
            outcome, message = c["outcome"], c.get("message") or ""
            if outcome == "UNSUPPORTED":
                ET.SubElement(tc, "skipped", message=message_line(message) or "unsupported")
            elif outcome in BAD:
                ET.SubElement(tc, "failure", type=outcome, message=summary(c)).text = message
            out = _system_out(c)
            if out:
                ET.SubElement(tc, "system-out").text = out
    for el in root.iter():  # every text and attribute: repository paths, XML 1.0 characters only
        el.text = clean(el.text) if el.text else el.text
        for k, v in el.attrib.items():
            el.set(k, clean(v))
    ET.indent(root)
    return ET.ElementTree(root)


def junit_bytes(bundle: dict) -> bytes:
    """The JUnit XML document, as written to the file."""
    buf = io.BytesIO()
    junit(bundle).write(buf, encoding="utf-8", xml_declaration=True)
    return buf.getvalue()


def csv_text(bundle: dict) -> str:
    buf = io.StringIO(newline="")
    w = csv.writer(buf, lineterminator="\n")  # deqp-runner writes LF; csv's default is CRLF
    for c in sorted(bundle["cases"], key=lambda c: c["id"]):
        w.writerow([clean(c["id"]), DEQP_STATUS.get(c["outcome"], c["outcome"]), f"{c.get('duration_s') or 0:.3f}"])
    return buf.getvalue()


def slim_reader() -> Callable[[dict], dict]:
    """What the exports read of each case (a 200,000-case bundle then fits in little memory): its
    area, duration and API; the message of any case that did not pass; the observations of a failed
    or XFAIL case (its failed check names the line CI shows), an XFAIL's expectation, a FLAKY's
    attempts."""

    def extra(case: dict) -> tuple[str, ...]:
        outcome = case.get("outcome")
        fields: tuple[str, ...] = () if outcome == "PASS" else ("message",)
        if outcome in BAD or outcome == "XFAIL":
            fields += ("observations", "failures", "expectation")
        if outcome == "FLAKY":
            fields += ("attempts",)
        return fields

    return keeper(("area", "duration_s", "api"), extra)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="cudasem export", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("bundle")
    ap.add_argument("--junit", type=Path)
    ap.add_argument("--csv", type=Path)
    args = ap.parse_args(argv)
    if not args.junit and not args.csv:
        ap.error("name --junit FILE and/or --csv FILE")
    try:
        refuse_same_files([p for p in (args.junit, args.csv) if p], [args.bundle])
        bundle = load(args.bundle, slim=slim_reader())
    except (BundleError, SameFileError) as e:
        print(f"export: {e}", file=sys.stderr)
        return 2
    outputs = [(args.junit, lambda: junit_bytes(bundle)), (args.csv, lambda: csv_text(bundle).encode("utf-8"))]
    for path, data in outputs:
        if not path:
            continue
        try:
            write_bytes_atomic(path, data())
        except OSError as e:
            print(f"export: cannot write {path}: {e.strerror or e}; the file is as it was", file=sys.stderr)
            return 2
    print(
        f"export: {len(bundle['cases'])} cases"
        + (f" -> {args.junit}" if args.junit else "")
        + (f" -> {args.csv}" if args.csv else "")
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
