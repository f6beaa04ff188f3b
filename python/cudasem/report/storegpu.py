"""The results store's report (collapsed.py): per-GPU perf charts and a page per GPU model.

A perf behavior's groups collapse runs by outcome and verdicts, which measurements are not: so
its charts draw, per GPU model (and GPU count) its runs had, one record of that GPU (the store's
group query keeps one per group and GPU), with that GPU's own limits (charts.py). A GPU model's
page is as a render of bundles writes one (gpupage.py): the identity of its newest run (the
store keeps each run's bundle head), its limits as its perf records recorded them, its runs and
the pass scores."""

from __future__ import annotations

from . import charts, gpupage


class PartRun:
    """A GPU's record of a perf behavior, standing for its runs as charts.case_charts reads a run."""

    def __init__(self, key: str, label: str, cid: str, record: dict, bundle: dict):
        self.key, self.label, self.cases, self.bundle = key, label, {cid: record}, bundle


def gpu_bundles(perf: dict[str, list[tuple[str, int, int, int]]], bodies: dict[int, dict]) -> dict[tuple, dict]:
    """(GPU, GPU count) -> a stand-in bundle of its perf records (one per perf behavior), shared by
    its charts' lines: a chart finds the GPU's limit of a path in any of them (charts.run_limits,
    computed once per GPU)."""
    out: dict[tuple, dict] = {}
    for parts in perf.values():
        seen = set()
        for gpu, count, _, record in parts:
            if (gpu, count) in seen or record not in bodies:
                continue
            seen.add((gpu, count))
            b = out.setdefault(
                (gpu, count), {"identity": {"gpu": {"name": gpu or "no GPU"}, "gpus": [{}] * count}, "cases": []}
            )
            b["cases"].append(bodies[record])
    return out


def _label(gpu: str, count: int, n: int) -> str:
    shown = (gpu or "no GPU").removeprefix("NVIDIA ") + (f" ×{count}" if count > 1 else "")
    return f"{shown} ({n} run{'s' if n != 1 else ''})"


def perf_charts(
    cid: str, parts: list[tuple[str, int, int, int]], bodies: dict[int, dict], bundles: dict[tuple, dict]
) -> list[dict]:
    """The charts of a perf behavior: parts are (GPU, GPU count, runs, record id) of its groups;
    one line per GPU model and count (its first record), labelled with the GPU and its run count."""
    lines: dict[tuple[str, int], PartRun] = {}
    runs: dict[tuple[str, int], int] = {}
    for gpu, count, n, _ in parts:
        runs[(gpu, count)] = runs.get((gpu, count), 0) + n
    for gpu, count, _, record in parts:
        rec = bodies.get(record)
        if (gpu, count) in lines or not rec or not rec.get("observations"):
            continue
        label = _label(gpu, count, runs[(gpu, count)])
        lines[(gpu, count)] = PartRun(f"g{len(lines)}", label, cid, rec, bundles[(gpu, count)])
    return charts.case_charts(list(lines.values()), cid) if lines else []


def gpu_pages(model: dict, heads: dict[str, dict], perf: dict[str, list[tuple[str, dict]]]) -> list[dict]:
    """The data of each GPU model's page: model["runs"] (their summaries with pass scores),
    heads (model name -> the bundle head of its newest run), perf (model name -> [(run key or
    group, perf record)]), model["gpu_scores"] (model name -> pass score)."""
    out = []
    for name, head in heads.items():
        mine = [r for r in model["runs"] if r["gpu"] == name]
        facts, attributes = gpupage.device(
            (head.get("identity") or {}).get("gpu") or {}, {r["gpu_count"] for r in mine}
        )
        out.append(
            {
                "name": name,
                "page": gpupage.gpu_page(name),
                "facts": facts,
                "attributes": attributes,
                "attributes_from": max(mine, key=lambda r: r["started"])["key"],
                "limits": gpupage.limits_of(perf.get(name, [])),
                "runs": [
                    dict(
                        {k: r[k] for k in ("key", "gpu_count", "driver", "runtime", "started", "pass_score")},
                        label=f"{name} / {r['driver']}",
                        revision=r["suite_commit"],
                    )
                    for r in mine
                ],
                "pass_score": model["gpu_scores"][name],
            }
        )
    return out
