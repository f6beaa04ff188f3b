// SPDX-License-Identifier: Apache-2.0
// cudaGraphExecEventWaitNodeSetEvent: the next launch waits for the new event (recorded behind a
// gate in another stream); the host node after the wait sees the gate finished.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphExecEventWaitNodeSetEvent, WaitsForNewEvent,
    {
        .api = {"cudaGraphExecEventWaitNodeSetEvent"},
        .cite = {.doc = "RT",
            .section = "cudaGraphExecEventWaitNodeSetEvent",
            .quote = "Sets the event of an event wait node in an executable graph hGraphExec."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream gated(cudaStreamNonBlocking), s(cudaStreamNonBlocking);
  cudasem::Event old_ev(cudaEventDisableTiming), new_ev(cudaEventDisableTiming);
  cudasem::Gate gate;
  WitnessGraph wg;  // an event wait node on old_ev, then a host node that sees whether the gate finished
  build_witness_graph(gate, old_ev, &wg);
  if (HasFatalFailure()) return;
  CUDASEM_ASSERT_OK(cudaGraphExecEventWaitNodeSetEvent(wg.exec.get(), wg.wait_node, new_ev));
  gate.launch(gated);
  CUDASEM_ASSERT_OK(cudaEventRecord(new_ev, gated));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(wg.exec.get(), s));
  gate.arm_watchdog(std::chrono::milliseconds(100));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  CUDASEM_EXPECT_EQ_NAMED("host_node.runs", wg.witness.calls.load(), 1);
  CUDASEM_EXPECT_EQ_NAMED("host_node.runs_after_gate_finished", wg.witness.saw_finished.load(), 1);
}
