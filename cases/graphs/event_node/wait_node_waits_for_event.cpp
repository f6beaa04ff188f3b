// SPDX-License-Identifier: Apache-2.0
// An event wait node makes its dependents wait for the work captured in the event: the event is
// recorded behind a gate in another stream; a host node after the wait node sees the gate finished.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddEventWaitNode, WaitsForEvent,
    {
        .api = {"cudaGraphAddEventWaitNode"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddEventWaitNode",
            .quote = "The graph node will wait for all work captured in event."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream gated(cudaStreamNonBlocking), s(cudaStreamNonBlocking);
  cudasem::Event ev(cudaEventDisableTiming);
  cudasem::Gate gate;
  WitnessGraph wg;  // an event wait node on ev, then a host node that sees whether the gate finished
  build_witness_graph(gate, ev, &wg);
  if (HasFatalFailure()) return;

  gate.launch(gated);
  CUDASEM_ASSERT_OK(cudaEventRecord(ev, gated));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(wg.exec.get(), s));
  gate.arm_watchdog(std::chrono::milliseconds(100));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  CUDASEM_EXPECT_EQ_NAMED("host_node.runs", wg.witness.calls.load(), 1);
  CUDASEM_EXPECT_TRUE_NAMED("host_node_saw_gate_finished", wg.witness.saw_finished.load() == 1);
}
