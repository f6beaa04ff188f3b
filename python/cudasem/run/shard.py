"""Split the cases over N runners, and merge the shards' bundles back into one.

    cudasem shard split --build-dir B --shards N [--index I] [--label semantics]
                                         [--format ctest-args|numbers|regex|json]
    cudasem shard merge SHARD.json... --out MERGED.json [--across-gpus]
    cudasem shard merge --group BUNDLES... --out-dir DIR [--across-gpus]

`split` asks ctest for the test list (`ctest --show-only=json-v1`, no GPU needed) and puts
each case in shard `sha256(case id) mod N`: the same case always lands in the same shard,
whatever else is added, and every case is in exactly one shard. A shard is given to ctest as
test NUMBERS (`-I 0,0,0,n1,n2,...`, which CTest 3.25 understands; it has no
--tests-from-file), or as an anchored regex of the exact names. Tests that carry the label
but are no case (a binary that was not built, a listing that failed) go into every shard, so
each shard reports the broken build. The run fixture's `begin` re-reads these same
arguments from the parent ctest, so a shard's bundle expects exactly the shard's cases.

`merge` joins bundles of one run whose case sets do not overlap: the same GPU (UUID) and GPUs
visible, driver and driver library, runtime and runtime library (its file and sha256), toolkit, MIG
and MPS state, suite commit and dirty flag, CUDA_* and CUDASEM_* environment, sanitizer and run mode
(but labels and selection); anything else is refused, naming the field and both values. Every shard
of one split merges into the mode of one unsharded run (selection ''); other parts keep their labels
and selections, joined with ' + '. With --group, bundles are grouped by GPU, driver, suite commit,
toolkit and runtime first: each group is merged, a
bundle alone is copied as it is (a group refused is kept apart, each bundle under its own name).

With --across-gpus the shards may come from several GPUs of one model (a CI pool of like machines,
each runner one shard): the GPU UUIDs may differ, the GPUs' names and count may not, and every other
fact above must still agree. The merged identity is the first shard's; run.shards gives each shard's
GPU UUID (as it does in every merge), each case's `device` names the GPU it ran on, and a note in
run.notes says that the run spans GPUs, and which.

Every output is written whole or not at all (a temporary file renamed over it): a kill or a full
disk leaves the previous file as it was. An output that names an input (or another output) is
refused before anything is written.

Exit status: 0 done, 1 refused (bundles that cannot be merged), 2 bad input or a file that cannot be
read or written (one line naming it).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import re
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

from ..model.bundle import BundleError, find_bundles, load, validate
from ..model.files import SameFileError, error_text, refuse_same_files, write_atomic, write_bytes_atomic
from ..model.runtime import runtime_label
from .record import bundle_name
from .selection import KINDS, labels


def shard_of(case_id: str, shards: int) -> int:
    """The shard (0-based) of a case; depends on the id and N only."""
    digest = hashlib.sha256(case_id.encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") % shards


class SplitError(ValueError):
    """The test list cannot be read or split (one line naming the file or the option)."""


def ctest_tests(build_dir: Path) -> list[dict]:
    """Every test of the build tree, with its ctest number (1-based, ctest's own order)."""
    ctest = shutil.which("ctest") or "ctest"
    command = f"`ctest --test-dir {build_dir} --show-only=json-v1`"
    try:
        proc = subprocess.run(
            [ctest, "--test-dir", str(build_dir), "--show-only=json-v1"], capture_output=True, text=True, check=False
        )
    except OSError as e:
        raise SplitError(f"cannot run {command}: {error_text(e)}") from None
    if proc.returncode != 0:
        raise SplitError(f"{command} failed: {' '.join(proc.stderr.split())[:300]}")
    return numbered(_parse(proc.stdout, command))


def read_show_only(path: Path) -> list[dict]:
    """The tests of a saved `ctest --show-only=json-v1` output."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise SplitError(f"{path}: cannot read ({error_text(e)})") from None
    except UnicodeDecodeError:
        raise SplitError(f"{path}: not UTF-8 text") from None
    return numbered(_parse(text, str(path)))


def _parse(text: str, where: str) -> dict:
    try:
        data = json.loads(text)
    except RecursionError:
        raise SplitError(f"{where}: nested too deeply") from None
    except ValueError as e:
        raise SplitError(f"{where}: not valid JSON ({e}); a `ctest --show-only=json-v1` output is") from None
    if not isinstance(data, dict) or not isinstance(data.get("tests", []), list):
        raise SplitError(f"{where}: not a `ctest --show-only=json-v1` output (an object with a list 'tests')")
    for i, t in enumerate(data.get("tests", [])):
        props = t.get("properties", []) if isinstance(t, dict) else None
        if not isinstance(t, dict) or not isinstance(t.get("name"), str) or not isinstance(props, list):
            raise SplitError(f"{where}: tests[{i}]: not a test (an object with a string 'name' and 'properties')")
        for p in props:
            if not isinstance(p, dict):
                raise SplitError(f"{where}: tests[{i}].properties: not a list of objects")
            value = p.get("value") or []
            if p.get("name") == "LABELS" and not (isinstance(value, list) and all(isinstance(v, str) for v in value)):
                raise SplitError(f"{where}: tests[{i}]: LABELS is not a list of strings")
    return data


def numbered(show_only: dict) -> list[dict]:
    tests = show_only.get("tests", [])
    return [dict(t, number=i + 1) for i, t in enumerate(tests)]


# More shards than any CI matrix runs (GitHub's holds 256 jobs); the split's memory and output grow with it.
MAX_SHARDS = 4096


def split(tests: list[dict], shards: int, label: str = "semantics") -> list[list[dict]]:
    """Tests with a label matching the regex `label` (as `ctest -L` matches), per shard. Cases
    by hash; non-case tests in every shard."""
    if shards < 1:
        raise ValueError(f"the number of shards must be at least 1, not {shards}")
    if shards > MAX_SHARDS:  # a list per shard: 10^11 of them filled the memory until a kill
        raise ValueError(f"the number of shards must be at most {MAX_SHARDS} (one CI job each), not {shards}")
    try:
        wanted = re.compile(label)
    except re.error as e:
        raise ValueError(f"--label {label!r} is not a regular expression ({e})") from None
    out: list[list[dict]] = [[] for _ in range(shards)]
    for t in tests:
        names = labels(t)
        if not any(wanted.search(str(name)) for name in names):
            continue
        if names & KINDS and "selftest" not in names:
            out[shard_of(t["name"], shards)].append(t)
        else:
            for part in out:
                part.append(t)
    return out


def ctest_numbers(part: list[dict]) -> str:
    """The `-I` value selecting exactly these tests ('' when there are none)."""
    if not part:
        return ""
    return "0,0,0," + ",".join(str(t["number"]) for t in sorted(part, key=lambda t: t["number"]))


def ctest_regex(part: list[dict]) -> str:
    """A `-R` regex matching exactly these test names ('' when there are none)."""
    if not part:
        return ""
    return "^(" + "|".join(re.escape(t["name"]) for t in part) + ")$"


# --------------------------------------------------------------------------------- merge


def identity_key(bundle: dict, across_gpus: bool = False) -> tuple:
    ident = bundle["identity"]
    gpu = ident.get("gpu") or {}
    return (
        None if across_gpus else gpu.get("uuid"),
        gpu.get("name"),
        (ident.get("driver") or {}).get("version"),
        (bundle.get("suite") or {}).get("commit"),
        (ident.get("toolkit") or {}).get("version"),
        runtime_label(ident),
    )


def _describe(key: tuple) -> str:
    uuid, name, driver, commit, toolkit, runtime = key
    return (
        f"GPU {name or 'none'} ({uuid or 'any UUID'}), driver {driver or 'none'}, "
        f"suite commit {commit or 'unknown'}, toolkit {toolkit or 'unknown'}, runtime {runtime}"
    )


class MergeError(Exception):
    pass


NOT_RECORDED = "not recorded"


def _at(data: object, *keys: str) -> object:
    """data[k1][k2]...; NOT_RECORDED where a key is absent (null stays None)."""
    for k in keys:
        if not isinstance(data, dict) or k not in data:
            return NOT_RECORDED
        data = data[k]
    return data


def _sanitizer(bundle: dict) -> object:
    """The compute-sanitizer tool the run's cases ran under (None: a plain run): the run mode's, else
    CUDASEM_SANITIZER, else the tool the cases' records name (bundles before the mode recorded it)."""
    run = bundle["run"]
    mode = run.get("mode")
    if isinstance(mode, dict) and mode.get("sanitizer"):
        return mode["sanitizer"]
    env = run.get("environment")
    if isinstance(env, dict) and env.get("CUDASEM_SANITIZER"):
        return env["CUDASEM_SANITIZER"]
    tools = sorted({str(c["sanitizer"].get("tool")) for c in bundle["cases"] if isinstance(c.get("sanitizer"), dict)})
    return " + ".join(tools) or None


def run_facts(bundle: dict, across_gpus: bool = False) -> dict[str, object]:
    """Everything that must be the same in every shard of one run, by field (the run mode's entries
    are checked by merged_mode). across_gpus: the GPUs' UUIDs are left out, their names kept."""
    ident, run = bundle["identity"], bundle["run"]
    facts: dict[str, object] = {
        f"identity.{'.'.join(keys)}": _at(ident, *keys)
        for keys in (
            ("gpu", "uuid"),
            ("gpu", "name"),
            ("gpu", "mig_enabled"),
            ("gpu_available",),
            ("driver", "version"),
            ("driver", "api_version"),
            ("driver_library", "path"),
            ("driver_library", "size"),
            ("driver_library", "sha256"),
            ("driver_library", "nvidia"),
            ("runtime", "version"),
            ("runtime_library", "path"),
            ("runtime_library", "sha256"),
            ("toolkit", "version"),
            ("environment", "mig"),
            ("environment", "mps"),
            ("environment", "virtual_machine"),
            ("environment", "kernel_release"),
        )
    }
    gpus = ident.get("gpus") or []
    if across_gpus:
        del facts["identity.gpu.uuid"]
        facts["identity.gpus"] = [g.get("name") if isinstance(g, dict) else g for g in gpus]
    else:
        facts["identity.gpus"] = [g.get("uuid") or g.get("name") if isinstance(g, dict) else g for g in gpus]
    facts["suite.commit"] = _at(bundle, "suite", "commit")
    facts["suite.dirty"] = _at(bundle, "suite", "dirty")
    facts["run.device_selection"] = _at(run, "device_selection")
    facts["run.cuda_visible_devices"] = _at(run, "cuda_visible_devices")
    facts["sanitizer"] = _sanitizer(bundle)
    env = run.get("environment")
    if isinstance(env, dict):
        for name, value in env.items():
            facts[f"run.environment.{name}"] = value
    return facts


def _show(value: object) -> str:
    return NOT_RECORDED if value is NOT_RECORDED else repr(value)


def identity_difference(first: tuple[str, dict], other: tuple[str, dict], across_gpus: bool = False) -> str | None:
    """'b.json is of another run than a.json: <field>: a.json has X, b.json has Y', or None."""
    (p0, b0), (p1, b1) = first, other
    f0, f1 = run_facts(b0, across_gpus), run_facts(b1, across_gpus)
    env0, env1 = b0["run"].get("environment"), b1["run"].get("environment")
    for field in [*f0, *(k for k in f1 if k not in f0)]:
        v0, v1 = f0.get(field, NOT_RECORDED), f1.get(field, NOT_RECORDED)
        if field.startswith("run.environment.") and isinstance(env0, dict) and isinstance(env1, dict):
            v0, v1 = f0.get(field, "not set"), f1.get(field, "not set")
        if v0 != v1:
            return f"{p1} is of another run than {p0}: {field}: {p0} has {_show(v0)}, {p1} has {_show(v1)}"
    if isinstance(env0, dict) != isinstance(env1, dict):
        return f"{p1} is of another run than {p0}: run.environment: recorded in only one of them"
    return None


# The selection `cudasem shard split --format ctest-args` gives a shard.
SPLIT_SELECTION = re.compile(r"^-I 0,0,0,[0-9,]+$")
# Run-mode entries that may differ between the bundles of one merge (parts of one run by label or
# by name); any other difference (expectations, retries, load, sanitizer...) is another run.
PART_KEYS = ("labels", "selection")


def _complete_split(bundles: list[tuple[str, dict]]) -> bool:
    """The bundles are every shard of one split: at least two, each selected by the split's `-I`
    list, each holding only cases whose id hashes to its shard, one bundle per shard, one labels."""
    modes = [b["run"].get("mode") or {} for _, b in bundles]
    if len(bundles) < 2 or len({m.get("labels") for m in modes}) != 1:
        return False
    if not all(SPLIT_SELECTION.match(m.get("selection") or "") for m in modes):
        return False
    residues = []
    for _, b in bundles:
        found = {shard_of(cid, len(bundles)) for cid in b["expected_cases"]}
        if len(found) != 1:
            return False
        residues.append(found.pop())
    return sorted(residues) == list(range(len(bundles)))


def merged_mode(bundles: list[tuple[str, dict]]) -> dict | None:
    """The run mode of the merged bundle: a complete split's is that of one unsharded run
    (selection ''); otherwise the labels and selections that differ are joined with ' + '."""
    modes = [b["run"].get("mode") for _, b in bundles]
    if not all(isinstance(m, dict) for m in modes):
        recorded = [path for (path, _), m in zip(bundles, modes) if isinstance(m, dict)]
        if recorded:
            unknown = next(path for (path, _), m in zip(bundles, modes) if not isinstance(m, dict))
            raise MergeError(
                f"{unknown} ran in another mode than {recorded[0]}: run.mode: "
                f"recorded in {recorded[0]}, not in {unknown}"
            )
        return modes[0]
    first_path, first = bundles[0][0], modes[0]
    for (path, _), mode in zip(bundles[1:], modes[1:]):
        for key in sorted(set(first) | set(mode)):
            if key not in PART_KEYS and first.get(key) != mode.get(key):
                raise MergeError(
                    f"{path} ran in another mode than {first_path}: {key}: {first.get(key)!r} vs {mode.get(key)!r}"
                )
    if _complete_split(bundles):
        return dict(first, selection="")
    out = dict(first)
    for key in PART_KEYS:
        values = list(dict.fromkeys(m.get(key) or "" for m in modes))
        out[key] = " + ".join(values) if len(values) > 1 else values[0]
    return out


def _gpu_uuid(bundle: dict) -> str | None:
    return (bundle["identity"].get("gpu") or {}).get("uuid")


def spans_gpus_note(bundles: list[tuple[str, dict]]) -> str | None:
    """run.notes' line for shards run on more than one GPU, or None."""
    counts: Counter[str | None] = Counter()
    for _, b in bundles:
        counts[_gpu_uuid(b)] += len(b["cases"])
    if len(counts) < 2:
        return None
    name = (bundles[0][1]["identity"].get("gpu") or {}).get("name")
    each = ", ".join(f"{uuid or 'no UUID'} ({n} cases)" for uuid, n in counts.items())
    return (
        f"merged from shards run on {len(counts)} GPUs of one model ({name}) with `cudasem shard merge "
        f"--across-gpus`: {each}; identity.gpu is the first shard's, each case's device names its own"
    )


def merge(bundles: list[tuple[str, dict]], across_gpus: bool = False) -> dict:
    """One bundle of shards [(path, bundle)]: same identity (but the GPU's UUID, across_gpus), disjoint
    cases."""
    if not bundles:
        raise MergeError("nothing to merge")
    first_path, first = bundles[0]
    key = identity_key(first)
    if key[3] is None:
        raise MergeError(
            f"{first_path}: no suite commit recorded; shards of an unknown revision cannot be shown to be of one run"
        )
    owner: dict[str, str] = {}
    for path, b in bundles:
        why = identity_difference(bundles[0], (path, b), across_gpus)
        if why is not None:
            raise MergeError(why)
        for case in b["cases"]:
            if case["id"] in owner:
                raise MergeError(
                    f"case {case['id']} is in both {owner[case['id']]} and {path}: these are not shards of one split"
                )
            owner[case["id"]] = path
    cases = sorted((c for _, b in bundles for c in b["cases"]), key=lambda c: c["id"])
    expected = sorted({cid for _, b in bundles for cid in b["expected_cases"]})
    runs = [b["run"] for _, b in bundles]
    merged = json.loads(json.dumps(first))  # deep copy: suite and identity of the first shard
    merged["run"] = dict(
        first["run"],
        started=min(r["started"] for r in runs),
        ended=max(r.get("ended") or r["started"] for r in runs),
        shards=[
            {"command": r.get("command"), "started": r["started"], "ended": r.get("ended"), "gpu_uuid": _gpu_uuid(b)}
            for r, (_, b) in zip(runs, bundles)
        ],
    )
    notes = list(dict.fromkeys(n for r in runs for n in r.get("notes") or []))  # every shard's, once
    spans = spans_gpus_note(bundles)
    if notes or spans:
        merged["run"]["notes"] = notes + ([spans] if spans else [])
    mode = merged_mode(bundles)
    if mode is not None:
        merged["run"]["mode"] = mode
    merged["expected_cases"] = expected
    merged["cases"] = cases
    return validate(merged, "merged bundle")


def _write(bundle: dict, path: Path) -> None:
    """The bundle, whole or not at all (OSError: nothing of it written). Compact JSON, gzip when the
    name ends in .gz: a merged run is a reference bundle committed as data (bundles/*.json.gz), and
    the working tree a lent GPU machine receives has a size limit (docs/evidence.md)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(bundle, separators=(",", ":")) + "\n"
    if path.name.endswith(".gz"):
        write_bytes_atomic(path, gzip.compress(text.encode("utf-8"), mtime=0))
    else:
        write_atomic(path, text)


# ----------------------------------------------------------------------------------- CLI


def _cmd_split(args: argparse.Namespace) -> int:
    try:
        tests = read_show_only(Path(args.show_only_json)) if args.show_only_json else ctest_tests(Path(args.build_dir))
        parts = split(tests, args.shards, args.label)
    except ValueError as e:
        print(f"shard split: {e}", file=sys.stderr)
        return 2
    if args.index is not None and not 0 <= args.index < args.shards:
        print(f"shard split: --index must be in 0..{args.shards - 1}, not {args.index}", file=sys.stderr)
        return 2
    indexes = [args.index] if args.index is not None else range(args.shards)
    if args.format == "json":
        print(
            json.dumps(
                [
                    {
                        "index": i,
                        "of": args.shards,
                        "cases": sorted(t["name"] for t in parts[i]),
                        "numbers": ctest_numbers(parts[i]),
                        "regex": ctest_regex(parts[i]),
                    }
                    for i in indexes
                ],
                indent=1,
            )
        )
        return 0
    for i in indexes:
        if args.format == "numbers":
            value = ctest_numbers(parts[i])
        elif args.format == "regex":
            value = ctest_regex(parts[i])
        else:  # ctest-args: ready for `ctest ... $(...)`; empty when the shard has no test
            value = f"-I {ctest_numbers(parts[i])}" if parts[i] else ""
        print(value if args.index is not None else f"{i}\t{value}")
    return 0


def _cmd_merge(args: argparse.Namespace) -> int:
    if not args.group and not args.out:
        print("shard merge: --out FILE is required (or --group with --out-dir)", file=sys.stderr)
        return 2
    if args.group and not args.out_dir:
        print("shard merge: --group needs --out-dir DIR", file=sys.stderr)
        return 2
    try:
        paths = find_bundles(args.bundles)
        loaded = [(str(p), load(p)) for p in paths]
    except BundleError as e:
        print(f"shard merge: {e}", file=sys.stderr)
        return 2
    status, plan, said = 0, [], []  # plan: (bundle, target, the line saying so); nothing written yet
    if not args.group:
        try:
            merged = merge(loaded, args.across_gpus)
        except (MergeError, BundleError) as e:
            print(f"shard merge: refused: {e}", file=sys.stderr)
            return 1
        plan.append((merged, Path(args.out), f"{len(loaded)} shards, {len(merged['cases'])} cases -> {args.out}"))
    else:
        groups: dict[tuple, list[tuple[str, dict]]] = {}
        for item in loaded:
            groups.setdefault(identity_key(item[1], args.across_gpus), []).append(item)
        for key, items in groups.items():
            try:
                out = merge(items, args.across_gpus) if len(items) > 1 else items[0][1]
            except (MergeError, BundleError) as e:
                said.append(f"refused for {_describe(key)}: {e}; keeping the {len(items)} bundles apart")
                status = 1
                plan += [(b, Path(args.out_dir) / Path(path).name, "") for path, b in items]
                continue
            target = Path(args.out_dir) / bundle_name(out)
            plan.append((out, target, f"{_describe(key)}: {len(items)} bundle(s) -> {target}"))
    try:
        refuse_same_files([target for _, target, _ in plan], paths)
    except SameFileError as e:
        print(f"shard merge: {e}", file=sys.stderr)
        return 2
    for line in said:
        print(f"shard merge: {line}", file=sys.stderr)
    for bundle, target, line in plan:
        try:
            _write(bundle, target)
        except OSError as e:
            print(f"shard merge: cannot write {target}: {e.strerror or e}; the file is as it was", file=sys.stderr)
            return 2
        if line:
            print(f"shard merge: {line}")
    return status


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="cudasem shard", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = p.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("split", help="the tests of each shard, as ctest arguments")
    src = s.add_mutually_exclusive_group(required=True)
    src.add_argument("--build-dir", help="configured build tree to ask ctest about")
    src.add_argument("--show-only-json", help="saved `ctest --show-only=json-v1` output instead")
    s.add_argument("--shards", type=int, required=True, help="number of shards N")
    s.add_argument("--index", type=int, help="print only shard I (0-based)")
    s.add_argument(
        "--label", default="semantics", help="ctest label regex of the run, as given to ctest -L (default semantics)"
    )
    s.add_argument("--format", choices=("ctest-args", "numbers", "regex", "json"), default="ctest-args")
    m = sub.add_parser("merge", help="merge shard bundles of one run into one bundle")
    m.add_argument("bundles", nargs="+", help="bundle files or folders of them")
    m.add_argument("--out", help="the merged bundle")
    m.add_argument(
        "--group",
        action="store_true",
        help="group by GPU UUID, driver, suite commit, toolkit and runtime; merge each group",
    )
    m.add_argument("--out-dir", help="with --group: where the merged bundles go")
    m.add_argument(
        "--across-gpus",
        action="store_true",
        help="shards may come from several GPUs of one model (their UUIDs differ; names, count and the rest agree)",
    )
    args = p.parse_args(argv)
    return _cmd_split(args) if args.cmd == "split" else _cmd_merge(args)


if __name__ == "__main__":
    sys.exit(main())
