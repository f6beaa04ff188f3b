#!/usr/bin/env python3
"""Reads ci/matrix.yaml (the one GPU matrix) and prints what a CI system needs from it.

    python3 ci/matrix.py check  [--matrix FILE]   validate the file; list the jobs
    python3 ci/matrix.py github [--matrix FILE]   `toolkits=<json>` and `tests=<json>` lines
                                                  for $GITHUB_OUTPUT
    python3 ci/matrix.py gitlab [--matrix FILE]   the child pipeline (YAML) the GitLab template
                                                  triggers: build per toolkit, test per row
                                                  and shard, report, pages (default branch)

Needs PyYAML (ci/run-job venv installs it into .venv/). Every error names the row and the field.

Job names (tags) are <gpu>[-dev<device>]-drv<driver>-cuda<toolkit>[-shard<i>of<n>]; ci/run-job
builds the same tag for the bundle's file name (`ci/run-job tag ...` prints it).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

# The split's bound on shards, spelled once (python/cudasem/run/shard.py).
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "python"))
from cudasem.run.shard import MAX_SHARDS  # noqa: E402

HERE = Path(__file__).resolve().parent
ROW_FIELDS = {"gpu", "runner", "driver", "toolkit", "shards", "device"}
NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")
# A device is an ordinal (CUDASEM_DEVICE=<n>) or a GPU / MIG UUID as nvidia-smi -L prints it.
UUID = re.compile(r"^(GPU|MIG)-[0-9A-Fa-f]{8}(-[0-9A-Fa-f]{4}){3}-[0-9A-Fa-f]{12}$")
# Job time limits, minutes (GitHub timeout-minutes, GitLab timeout). The test limit covers a
# whole `ctest -L semantics` run on one GPU with retries; a case has its own CTest timeout.
TIMEOUTS = {"matrix": 10, "build": 30, "test": 60, "report": 15, "pages": 10}


class MatrixError(Exception):
    pass


def load(path: Path) -> dict:
    import yaml  # only here: `tag` runs on GPU images without PyYAML

    try:
        data = yaml.safe_load(path.read_text())
    except (OSError, yaml.YAMLError) as e:
        raise MatrixError(f"{path}: cannot read: {e}") from None
    if not isinstance(data, dict):
        raise MatrixError(f"{path}: not a mapping")
    toolkits = data.get("toolkits")
    if not isinstance(toolkits, dict) or not toolkits:
        raise MatrixError(f"{path}: 'toolkits' must map toolkit keys to {{image: ...}}")
    for key, tk in toolkits.items():
        if not NAME.match(str(key)) or not isinstance(tk, dict) or not tk.get("image"):
            raise MatrixError(f"{path}: toolkits[{key!r}] needs a plain key and an 'image'")
    build_runner = data.get("build_runner")
    if not isinstance(build_runner, list) or not build_runner:
        raise MatrixError(f"{path}: 'build_runner' must be a list of runner labels")
    rows = data.get("gpus")
    if not isinstance(rows, list) or not rows:
        raise MatrixError(f"{path}: 'gpus' must be a non-empty list of rows")
    for i, row in enumerate(rows):
        where = f"{path}: gpus[{i}]"
        if not isinstance(row, dict):
            raise MatrixError(f"{where} is not a mapping")
        unknown = set(row) - ROW_FIELDS
        if unknown:
            raise MatrixError(
                f"{where}: unknown field(s) {', '.join(sorted(unknown))}; "
                f"the fields are {', '.join(sorted(ROW_FIELDS))}"
            )
        for f in ("gpu", "driver", "toolkit"):
            if not NAME.match(str(row.get(f, ""))):
                raise MatrixError(f"{where}: '{f}' is missing or not a plain name")
        if not isinstance(row.get("runner"), list) or not row["runner"]:
            raise MatrixError(f"{where}: 'runner' must be a non-empty list of labels")
        if str(row["toolkit"]) not in {str(k) for k in toolkits}:
            raise MatrixError(f"{where}: toolkit {row['toolkit']!r} is not in 'toolkits'")
        shards = row.get("shards", 1)
        if not isinstance(shards, int) or isinstance(shards, bool) or not 1 <= shards <= MAX_SHARDS:
            raise MatrixError(f"{where}: 'shards' must be an integer from 1 to {MAX_SHARDS}")
        if "device" in row:
            device_of(row, where)
    return data


def device_of(row: dict, where: str = "row") -> str:
    """The device a row's job owns: "" (the whole runner), an ordinal "0", "1", ... or a UUID."""
    if "device" not in row:
        return ""
    d = row["device"]
    if isinstance(d, int) and not isinstance(d, bool) and d >= 0:
        return str(d)
    if isinstance(d, str) and (d.isdigit() or UUID.match(d)):
        return str(int(d)) if d.isdigit() else d
    raise MatrixError(
        f"{where}: 'device' must be a device ordinal (0, 1, ...) or a GPU UUID "
        f"(GPU-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx, as `nvidia-smi -L` prints it); "
        f"got {d!r}"
    )


def job_tag(gpu: str, driver: str, toolkit: str, shard: int = 0, shards: int = 1, device: str = "") -> str:
    """The job's name and its bundle's: ci/run-job `tag` must print the same."""
    tag = gpu + (f"-dev{device}" if device else "") + f"-drv{driver}-cuda{toolkit}"
    if shards > 1:
        tag += f"-shard{shard + 1}of{shards}"
    return tag


def tests(data: dict) -> list[dict]:
    """One entry per test job: a row, or a row's shard."""
    images = {str(k): v["image"] for k, v in data["toolkits"].items()}
    out, seen = [], set()
    for row in data["gpus"]:
        gpu, driver, toolkit = str(row["gpu"]), str(row["driver"]), str(row["toolkit"])
        device = device_of(row)
        shards = row.get("shards", 1)
        for index in range(shards):
            tag = job_tag(gpu, driver, toolkit, index, shards, device)
            if tag in seen:
                raise MatrixError(f"two rows give the job {tag}: rows must differ in gpu, device, driver or toolkit")
            seen.add(tag)
            out.append(
                {
                    "tag": tag,
                    "gpu": gpu,
                    "driver": driver,
                    "toolkit": toolkit,
                    "device": device,
                    "runner": [str(r) for r in row["runner"]],
                    "image": images[toolkit],
                    "shard": index,
                    "shards": shards,
                }
            )
    return out


def toolkit_list(data: dict) -> list[dict]:
    used = {t["toolkit"] for t in tests(data)}
    return [{"toolkit": str(k), "image": v["image"]} for k, v in data["toolkits"].items() if str(k) in used]


def gitlab_child(data: dict) -> dict:
    """The generated child pipeline: plain GitLab CI, no parallel:matrix needed."""
    cpu_tags = [str(t) for t in data["build_runner"]]
    pipeline: dict = {
        "stages": ["build", "test", "report", "publish"],
        "variables": {"GIT_DEPTH": "0", "CUDASEM_CI_ROOT": "/tmp/cudasem-ci"},
        "default": {"before_script": ["ci/run-job deps"]},
    }
    for tk in toolkit_list(data):
        pipeline[f"build cuda{tk['toolkit']}"] = {
            "stage": "build",
            "image": tk["image"],
            "tags": list(cpu_tags),
            "timeout": f"{TIMEOUTS['build']}m",
            "script": [f"ci/run-job build {tk['toolkit']} ci-out"],
            "artifacts": {"name": f"cudasem-build-cuda{tk['toolkit']}", "paths": ["ci-out/"], "expire_in": "2 days"},
        }
    for t in tests(data):
        job = {
            "stage": "test",
            "image": t["image"],
            "tags": t["runner"],
            "timeout": f"{TIMEOUTS['test']}m",
            # Two pipelines of one ref never run this job (this GPU runner, device, driver,
            # toolkit and shard) at once; other refs and other jobs are not held back.
            "resource_group": f"cudasem-$CI_COMMIT_REF_SLUG-{t['tag']}",
            "needs": [{"job": f"build cuda{t['toolkit']}", "artifacts": True}],
            "script": [
                f"ci/run-job test {t['toolkit']} {t['gpu']} {t['driver']} "
                f"{t['shard']} {t['shards']} ci-out" + (f" {t['device']}" if t["device"] else "")
            ],
            "artifacts": {
                "when": "always",
                "name": f"cudasem-bundle-{t['tag']}",
                "paths": ["ci-out/bundles/"],
                "reports": {"junit": "ci-out/bundles/*.junit.xml"},
                "expire_in": "30 days",
            },
        }
        pipeline[f"test {t['tag']}"] = job
    pipeline["report"] = {
        "stage": "report",
        "image": "python:3.12-slim",
        "tags": list(cpu_tags),
        "timeout": f"{TIMEOUTS['report']}m",
        "when": "always",
        "needs": [{"job": f"test {t['tag']}", "artifacts": True} for t in tests(data)],
        "before_script": [
            "apt-get update -qq && apt-get install -y -qq --no-install-recommends git",
            "ci/run-job venv",
        ],
        "script": ["ci/run-job report ci-out/bundles report"],
        "artifacts": {
            "when": "always",
            "name": "cudasem-report",
            "paths": ["report/"],
            "expose_as": "cudasem report",
            "expire_in": "90 days",
        },
    }
    # GitLab Pages: a job named `pages` whose artifacts hold public/; default branch only.
    pipeline["pages"] = {
        "stage": "publish",
        "image": "python:3.12-slim",
        "tags": list(cpu_tags),
        "timeout": f"{TIMEOUTS['pages']}m",
        "rules": [{"if": "$CI_COMMIT_REF_NAME == $CI_DEFAULT_BRANCH && $CI_COMMIT_TAG == null"}],
        "needs": [{"job": "report", "artifacts": True}],
        "variables": {"GIT_STRATEGY": "none"},
        "before_script": [],
        "script": [
            "test -f report/html/index.html",
            "rm -rf public && cp -r report/html public",
            'echo "cudasem report published: ${CI_PAGES_URL:-the Pages site of this project}"',
        ],
        "artifacts": {"paths": ["public/"], "expire_in": "30 days"},
    }
    return pipeline


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["tag"]:  # ci/run-job tag TOOLKIT GPU DRIVER SHARD SHARDS [DEVICE]: the same name
        if len(argv) not in (6, 7):
            print("usage: ci/matrix.py tag TOOLKIT GPU DRIVER SHARD SHARDS [DEVICE]", file=sys.stderr)
            return 2
        toolkit, gpu, driver, shard, shards = argv[1:6]
        print(job_tag(gpu, driver, toolkit, int(shard), int(shards), argv[6] if len(argv) == 7 else ""))
        return 0
    p = argparse.ArgumentParser(
        prog="ci/matrix.py", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("what", choices=("check", "github", "gitlab"))
    p.add_argument("--matrix", default=str(HERE / "matrix.yaml"))
    args = p.parse_args(argv)
    try:
        data = load(Path(args.matrix))  # needs PyYAML (python/requirements-ci.txt); `tag` does not
        jobs = tests(data)
        if args.what == "check":
            for t in jobs:
                owns = f"device {t['device']}" if t["device"] else "the whole runner"
                print(f"{t['tag']}: runs-on {', '.join(t['runner'])}; {owns}; image {t['image']}")
            print(f"{args.matrix}: {len(jobs)} test jobs, {len(toolkit_list(data))} builds")
        elif args.what == "github":
            print("toolkits=" + json.dumps({"include": toolkit_list(data)}, separators=(",", ":")))
            print("tests=" + json.dumps({"include": jobs}, separators=(",", ":")))
        else:
            print("# Generated by ci/matrix.py from ci/matrix.yaml; do not edit.")
            import yaml

            print(yaml.safe_dump(gitlab_child(data), sort_keys=False, width=200), end="")
    except MatrixError as e:
        print(f"ci/matrix.py: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
