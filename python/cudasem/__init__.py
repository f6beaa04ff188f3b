"""cudasem's Python half, on one model (`cudasem.model`: the outcome vocabulary, bundles, case ids,
settings, measurements):

- `cudasem.run`: what runs: the CTest fixture, ctest's selection, the run lock, record assembly,
  summary, CI shards and axes, bundle comparison, the new-driver check;
- `cudasem.report`: what reports: the HTML report, JUnit/CSV exports, perf charts;
- `cudasem.sources`: what the build runs: codes and citations from the toolkit's headers, the case
  contract and verb checks.

Layers: model <- run <- report; sources uses model only. `cudasem.cli` is the `cudasem` command.
"""

__version__ = "0.2.0"
