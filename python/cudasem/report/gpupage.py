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


def device(gpu: dict, counts: set[int]) -> tuple[list, list]:
    """(facts, attributes) of a run's identity.gpu, as [name, text] rows."""
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
        ("GPUs in a run", ", ".join(str(n) for n in sorted(counts))),
    ]
    attributes = gpu.get("attributes") or {}
    return (
        [[k, str(v)] for k, v in facts if v not in (None, "")],
        [[k, str(attributes[k])] for k in sorted(attributes, key=str.lower)],
    )


def limits_of(records: list[tuple[str, dict]]) -> list[dict]:
    """The device-level limits (LIMITS) the perf records recorded: [(run key, record)] ->
    [{"limit", "value", "runs"}]."""
    found: dict[tuple, dict] = {}
    for key, rec in records:
        vals = singles(rec.get("observations") or [])
        for name, what in LIMITS:
            v = vals.get((name, "GBps", None))
            if v:
                row = found.setdefault((name, v), {"limit": what, "value": with_unit(v, "GBps"), "runs": []})
                if key not in row["runs"]:
                    row["runs"].append(key)
    order = [k for k, _ in LIMITS]
    return [found[k] for k in sorted(found, key=lambda k: (order.index(k[0]), k[1]))]


def gpu_data(name: str, mine: list[Run], rows: list[dict], summaries: dict[str, dict]) -> dict:
    """The page's data: identity of the newest run of the model, its limits, runs and scores."""
    newest = max(mine, key=lambda r: r.bundle["run"].get("started") or "")
    facts, attributes = device(newest.bundle["identity"].get("gpu") or {}, {r.gpu_count for r in mine})
    perf = [(r.key, c) for r in mine for c in r.bundle["cases"] if c.get("kind") == "perf"]
    return {
        "name": name,
        "page": gpu_page(name),
        "facts": facts,
        "attributes": attributes,
        "attributes_from": newest.key,
        "limits": limits_of(perf),
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
