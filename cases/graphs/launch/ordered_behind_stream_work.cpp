// SPDX-License-Identifier: Apache-2.0
// A graph launch is ordered behind earlier work in its stream: a gate holds the stream; the
// graph's host node, when it runs, sees the gate finished.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphLaunch, OrderedBehindStreamWork,
    {
        .api = {"cudaGraphLaunch"},
        .cite = {.doc = "RT",
            .section = "cudaGraphLaunch",
            .quote =
                "Each launch is ordered behind both any previous work in stream and any previous launches of graphExec."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  WitnessCounts seen;
  launch_witness_behind_gate(s, &seen);
  if (HasFatalFailure()) return;
  CUDASEM_EXPECT_EQ_NAMED("host_node.runs", seen.calls, 1);
  CUDASEM_EXPECT_TRUE_NAMED("host_node_saw_gate_finished", seen.saw_finished == 1);
}
