// SPDX-License-Identifier: Apache-2.0
// A graph launched into the legacy default stream is ordered behind earlier work in that stream (a
// gate): its host node sees the gate finished.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphLaunch, LegacyStreamOrdered,
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
  launch_witness_behind_gate(cudaStreamLegacy, &seen);
  if (HasFatalFailure()) return;
  CUDASEM_EXPECT_EQ_NAMED("host_node.runs", seen.calls, 1);
  CUDASEM_EXPECT_TRUE_NAMED("host_node_saw_gate_finished", seen.saw_finished == 1);
}
