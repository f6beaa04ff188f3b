"""The short summary printed after every suite run: what ran, what failed, where the bundle is.

    cudasem summary BUNDLE [--allow-no-run]
    cudasem summary --known-ids BUNDLE...     the ids of the known outcomes (XFAIL, XPASS, FLAKY: the
                                              vocabulary's `known` flag) of these bundles, sorted, one
                                              a line: what a raw run selects (ci/gpu-evidence, ci/lent-machine)

Prints the count of each outcome (XFAIL included: CTest shows it as Passed), every FAIL, XPASS,
CRASH, TIMEOUT and MISSING case by id with the first line of its message, every case judged under
a wildcard expectation entry (`any failure`, the explicit opt-in), the bundle's path, the driver
library when it is not NVIDIA's (`driver library: NOT NVIDIA's (<soname>, <path>)`: its outcomes are
that library's, never an NVIDIA driver's), where the run was made (virtual machine or bare metal,
kernel, MPS, MIG),
when no case could run, that nothing ran and why, and when the run was not made under the
defaults (a CUDA_* or CUDASEM_* variable that changes what the cases do was set), which settings. Exit
status: 0 when nothing failed and some case
ran; 1 when a case failed, crashed, timed out or is missing, or when nothing ran (no GPU, or every
case UNSUPPORTED) unless --allow-no-run; 2 for a bundle that cannot be read.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Callable

from ..model import sanitizer
from ..model.bundle import BundleError, load
from ..model.outcome import BAD, RAN, counts_text
from ..model.runtime import requested_line
from ..model.settings import SettingError, parse_value
from ..model.slim import keeper
from ..model.vocabulary import mode_settings, neutral_settings, outcomes_where


def _default_text(value: object) -> str:
    """A setting's default as its variable would spell it (False: "0")."""
    return {True: "1", False: "0"}.get(value, str(value)) if isinstance(value, bool) else str(value)


# CUDA_* and CUDASEM_* variables that do not change what a case does: where the toolkit is, the
# suite's own bookkeeping, and the two variables the build sets for every case (which replace
# the user's). Any other one in the run's environment is an override of the defaults.
NEUTRAL_ENV = {
    "CUDA_HOME",
    "CUDA_PATH",
    "CUDA_ROOT",
    "CUDA_VERSION",
    "CUDA_TOOLKIT_ROOT_DIR",
    "CUDA_BIN_PATH",
    "CUDA_INC_PATH",
    "CUDA_LIB_PATH",
    *neutral_settings(),
}
# Set to these values, a variable changes nothing: they are what the harness does anyway (a
# run-mode setting at its default; the module loading the harness sets for every case).
DEFAULT_ENV = {
    **{s["name"]: _default_text(s["default"]) for s in mode_settings() if s["type"] in ("bool", "int", "choice")},
    "CUDA_MODULE_LOADING": "EAGER",
}


def _is_default(name: str, value: str) -> bool:
    """The value is what the harness does anyway: the same text, or (for a CUDASEM_* setting) the
    same value as the one parser reads it (CUDASEM_EXPECTATIONS=1 and =ON are the default "on")."""
    if DEFAULT_ENV.get(name) == value:
        return True
    if name in DEFAULT_ENV and name.startswith("CUDASEM_"):
        try:
            return parse_value(name, value) == parse_value(name, DEFAULT_ENV[name])
        except (SettingError, KeyError):
            return False
    return False


def overrides(environment: dict | None) -> dict:
    """The settings of a run's environment that change CUDA's or the harness's behaviour
    (an empty CUDASEM_* variable is unset for the harness; an empty CUDA_* one is not, e.g.
    CUDA_VISIBLE_DEVICES= hides every device)."""
    return {
        k: v
        for k, v in sorted((environment or {}).items())
        if k not in NEUTRAL_ENV and not _is_default(k, v) and not (k.startswith("CUDASEM_") and v == "")
    }


def not_default_lines(environment: dict | None) -> list[str]:
    """One line naming the overrides a run was made under; none for a run under the defaults."""
    changed = overrides(environment)
    if not changed:
        return []
    return [
        "NOT UNDER DEFAULTS: "
        + ", ".join(f"{k}={v}" for k, v in changed.items())
        + " (set when the run started; outcomes may differ from a run under the defaults)"
    ]


def library_lines(identity: dict, on_any_library: bool = False) -> list[str]:
    """'driver library: NOT NVIDIA's (<soname>, <path>)' for a run against another driver library
    (CUDASEM_LIBCUDA, harness/src/library.h); nothing for NVIDIA's or a bundle that does not say. First
    'CUDA runtime: <release>, <path> (CUDASEM_CUDART), ...' for a run against a runtime chosen so."""
    runtime = requested_line(identity)  # a CUDA runtime chosen with CUDASEM_CUDART
    lib = identity.get("driver_library")
    if not isinstance(lib, dict) or lib.get("nvidia") is not False:
        return runtime
    return runtime + [
        f"driver library: NOT NVIDIA's ({lib.get('soname') or 'no soname'}, {lib.get('path')}): these outcomes "
        "are that library's, not an NVIDIA driver's; expectation entries "
        + ("applied (CUDASEM_EXPECTATIONS=on-any-library)" if on_any_library else "not applied")
    ]


def environment_line(identity: dict) -> list[str]:
    """'environment: virtual machine, kernel 6.18.44, MPS off, MIG unknown' (nothing for a bundle
    written before it was recorded)."""
    env = identity.get("environment")
    if not isinstance(env, dict):
        return []

    def said(value: object, yes: str, no: str, unknown: str) -> str:
        return yes if value is True else no if value is False else unknown

    vm = said(env.get("virtual_machine"), "virtual machine", "bare metal", "virtual machine unknown")

    def flag(name: str, key: str) -> str:
        return f"{name} " + said(env.get(key), "on", "off", "unknown")

    return [f"environment: {vm}, kernel {env.get('kernel_release') or '?'}, {flag('MPS', 'mps')}, {flag('MIG', 'mig')}"]


def sanitizer_lines(bundle: dict) -> list[str]:
    """Sanitizer mode (harness/src/sanitizer.h): the tool, its errors in how many cases, and the cases
    not run under it because they fault on purpose; nothing for a plain run."""
    tool = sanitizer.tool_of(bundle)
    if not tool:
        return []
    t = sanitizer.tally(bundle["cases"])
    return [
        f"sanitizer: compute-sanitizer {tool}: {t.errors} error(s) in {t.with_errors} of {t.checked} case(s) it checked"
        + (f", {t.unfinished} where the tool did not finish" if t.unfinished else "")
        + f"; not run under it: {t.faults} case(s) that fault on purpose, {t.limits} the tool cannot judge (declared)"
    ]


def lines(bundle: dict, path: str) -> tuple[list[str], bool, bool]:
    """(text lines, something failed, something ran)."""
    cases = bundle["cases"]
    counts = Counter(c["outcome"] for c in cases)
    out = [f"cudasem summary: {len(cases)} cases: " + (counts_text(counts) or "none selected")]
    bad = [c for c in cases if c["outcome"] in BAD]
    for c in bad[:50]:
        first = (c.get("message") or "").strip().splitlines()
        out.append(f"  {c['outcome']:<8} {c['id']}" + (f": {first[0][:160]}" if first else ""))
    if len(bad) > 50:
        out.append(f"  ... and {len(bad) - 50} more (see the bundle)")
    wild = [c for c in cases if isinstance(c.get("expectation"), dict) and c["expectation"].get("wildcard")]
    if wild:
        out.append(
            f"cudasem summary: WILDCARD EXPECTATIONS judged {len(wild)} case(s) (their entries hide any failure):"
        )
        for c in wild[:50]:
            out.append(f"  {c['outcome']:<8} {c['id']} ({c['expectation'].get('source') or '?'})")
    ran = any(counts[o] for o in RAN)
    ident = bundle["identity"]
    if not ident.get("gpu_available"):
        out.append(f"cudasem summary: NO CASE COULD RUN: {ident.get('no_gpu_reason') or 'no GPU'}")
    elif not ran:
        out.append("cudasem summary: NOTHING RAN: every selected case was UNSUPPORTED or missing")
    run = bundle.get("run") or {}
    on_any = (run.get("mode") or {}).get("expectations") == "on-any-library"
    out += [f"cudasem summary: {line}" for line in library_lines(ident, on_any)]
    out += [f"cudasem summary: {line}" for line in environment_line(ident)]
    out += [f"cudasem summary: {line}" for line in sanitizer_lines(bundle)]
    out += [f"cudasem summary: {line}" for line in not_default_lines(run.get("environment"))]
    out += [f"cudasem summary: note: {note}" for note in run.get("notes") or []]
    out.append(f"cudasem summary: bundle {path}")
    return out, bool(bad), ran


def slim_reader() -> Callable[[dict], dict]:
    """What the summary reads of each case: its outcome, sanitizer section and expectation, and the
    message of a bad one (a 200,000-case bundle then fits in little memory)."""
    return keeper(("sanitizer", "expectation"), lambda c: ("message",) if c.get("outcome") in BAD else ())


def known_ids(paths: list[str]) -> int:
    """Prints the ids of the known outcomes of the bundles; exit 2 naming a bundle that cannot be read."""
    known, ids = set(outcomes_where("known")), set[str]()
    for p in paths:
        try:
            bundle = load(p, slim=keeper((), lambda c: ()))
        except BundleError as e:
            print(f"cudasem summary: {e}", file=sys.stderr)
            return 2
        ids.update(c["id"] for c in bundle["cases"] if c.get("outcome") in known)
    if ids:
        print("\n".join(sorted(ids)))
    return 0


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["--known-ids"]:
        if len(args) < 2:
            print("usage: cudasem summary --known-ids BUNDLE...", file=sys.stderr)
            return 2
        return known_ids(args[1:])
    allow_no_run = "--allow-no-run" in args
    paths = [a for a in args if a != "--allow-no-run"]
    if len(paths) != 1:
        print("usage: cudasem summary BUNDLE [--allow-no-run] | --known-ids BUNDLE...", file=sys.stderr)
        return 2
    try:
        bundle = load(paths[0], slim=slim_reader())
    except BundleError as e:
        print(f"cudasem summary: {e}", file=sys.stderr)
        return 2
    text, failed, ran = lines(bundle, paths[0])
    print("\n".join(text))
    if failed:
        return 1
    return 0 if ran or allow_no_run else 1


if __name__ == "__main__":
    sys.exit(main())
