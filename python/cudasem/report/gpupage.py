"""A page per GPU model (gpu/<name>.html): the device attributes and limits its runs recorded,
its runs with their pass scores, and its own pass score: the behaviors that passed on it out of
those that ran on it (a behavior ran on a GPU when some run of that GPU got an answer other than
UNSUPPORTED; it passed when every such answer is PASS)."""

from __future__ import annotations

from ..model.measurements import singles
from ..model.outcome import NOT_RUN
from .units import with_unit
from .view import UNSUPPORTED, Run, gpu_page, pass_score

# The device-level limits a perf case records (GB/s), as the charts name them.
LIMITS = (
    ("limit.pcie_max", "PCIe link, maximum generation and width (per direction)"),
    ("limit.pcie_cur", "PCIe link, current generation and width (per direction)"),
    ("limit.dram", "HBM / device memory peak (2 × memory clock × bus width)"),
    ("limit.nvlink", "NVLink between the two GPUs (per direction)"),
)


def models(runs: list[Run]) -> dict[str, list[Run]]:
    """GPU model name -> its runs, in the report's run order (runs without a GPU left out)."""
    out: dict[str, list[Run]] = {}
    for r in runs:
        if r.gpu_name != "no GPU":
            out.setdefault(r.gpu_name, []).append(r)
    return out


def _limits(mine: list[Run]) -> list[dict]:
    found: dict[tuple, dict] = {}
    for r in mine:
        for c in r.bundle["cases"]:
            if c.get("kind") != "perf":
                continue
            vals = singles(c.get("observations") or [])
            for key, what in LIMITS:
                v = vals.get((key, "GBps", None))
                if v:
                    row = found.setdefault((key, v), {"limit": what, "value": with_unit(v, "GBps"), "runs": []})
                    if r.key not in row["runs"]:
                        row["runs"].append(r.key)
    return sorted(found.values(), key=lambda x: ([k for k, _ in LIMITS].index(_key_of(x["limit"])), x["value"]))


def _key_of(what: str) -> str:
    return next(k for k, w in LIMITS if w == what)


def _score(rows: list[dict], keys: set[str]) -> dict:
    passed = ran = 0
    for row in rows:
        answers = [
            c["outcome"] for c in row["cells"] if c["run"] in keys and c["outcome"] not in (NOT_RUN, UNSUPPORTED)
        ]
        if answers:
            ran += 1
            passed += all(o == "PASS" for o in answers)
    return pass_score(passed, ran)


def gpu_data(name: str, mine: list[Run], rows: list[dict], summaries: dict[str, dict]) -> dict:
    """The page's data: identity of the newest run of the model, its limits, runs and scores."""
    newest = max(mine, key=lambda r: r.bundle["run"].get("started") or "")
    gpu = newest.bundle["identity"].get("gpu") or {}
    pcie = gpu.get("pcie") or {}
    on_off = {True: "on", False: "off"}
    facts: list[tuple[str, object]] = [
        ("compute capability", gpu.get("compute_capability")),
        ("memory", with_unit(gpu["memory_bytes"], "bytes") if gpu.get("memory_bytes") else None),
        (
            "PCIe link (maximum)",
            f"gen {pcie['max_generation']} x{pcie['max_width']}" if pcie.get("max_generation") else None,
        ),
        ("ECC", on_off.get(gpu["ecc_enabled"]) if isinstance(gpu.get("ecc_enabled"), bool) else None),
        ("MIG", on_off.get(gpu["mig_enabled"]) if isinstance(gpu.get("mig_enabled"), bool) else None),
        ("compute mode", gpu.get("compute_mode")),
        ("GPUs in a run", ", ".join(sorted({str(r.gpu_count) for r in mine}))),
    ]
    attributes = gpu.get("attributes") or {}
    return {
        "name": name,
        "page": gpu_page(name),
        "facts": [[k, str(v)] for k, v in facts if v not in (None, "")],
        "attributes": [[k, str(attributes[k])] for k in sorted(attributes, key=str.lower)],
        "attributes_from": newest.key,
        "limits": _limits(mine),
        "runs": [
            {
                k: summaries[r.key][k]
                for k in ("key", "label", "gpu_count", "driver", "runtime", "started", "revision", "pass_score")
            }
            for r in mine
        ],
        "pass_score": _score(rows, {r.key for r in mine}),
    }


def index_rows(runs: list[Run], rows: list[dict]) -> list[dict]:
    """The index's GPU models: name, page, run count, pass score."""
    return [
        {"name": name, "page": gpu_page(name), "runs": len(mine), "pass_score": _score(rows, {r.key for r in mine})}
        for name, mine in models(runs).items()
    ]
