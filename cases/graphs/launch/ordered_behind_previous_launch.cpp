// SPDX-License-Identifier: Apache-2.0
// Two launches of one executable graph into two different streams: the first is held behind a
// gate; the second (in an ungated stream) must still run after the first, so its host node also
// sees the gate finished. Shows an executable graph never runs concurrently with itself.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphLaunch, OrderedBehindPreviousLaunch,
    {
        .api = {"cudaGraphLaunch"},
        .cite = {.doc = "RT",
            .section = "cudaGraphLaunch",
            .quote =
                "Each launch is ordered behind both any previous work in stream and any previous launches of graphExec."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream gated(cudaStreamNonBlocking), other(cudaStreamNonBlocking);
  cudasem::Gate gate;
  WitnessGraph wg;  // one host node that sees whether the gate finished
  build_witness_graph(gate, nullptr, &wg);
  if (HasFatalFailure()) return;
  gate.launch(gated);
  CUDASEM_ASSERT_OK(cudaGraphLaunch(wg.exec.get(), gated));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(wg.exec.get(), other));
  gate.arm_watchdog(std::chrono::milliseconds(200));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(other));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(gated));
  CUDASEM_EXPECT_EQ_NAMED("host_node.runs", wg.witness.calls.load(), 2);
  CUDASEM_EXPECT_EQ_NAMED("runs_that_saw_gate_finished", wg.witness.saw_finished.load(), 2);
}
