// SPDX-License-Identifier: Apache-2.0
// A graph launched into cudaStreamPerThread is ordered behind a gate launched earlier into that
// stream (its host node sees the gate finished).
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphLaunch, PerThreadStreamOrdered,
    {
        .api = {"cudaGraphLaunch"},
        .cite = {.doc = "RT",
            .section = "cudaGraphLaunch",
            .quote =
                "Each launch is ordered behind both any previous work in stream and any previous launches of graphExec."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  WitnessCounts seen;
  launch_witness_behind_gate(cudaStreamPerThread, &seen);
  if (HasFatalFailure()) return;
  CUDASEM_EXPECT_EQ_NAMED("host_node.runs", seen.calls, 1);
  CUDASEM_EXPECT_EQ_NAMED("host_node.runs_after_gate_finished", seen.saw_finished, 1);
}
