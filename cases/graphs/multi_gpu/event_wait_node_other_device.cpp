// SPDX-License-Identifier: Apache-2.0
// An event wait node in a graph launched on device 0 waits for an event recorded on device 1
// behind a gate: the graph's host node, after the wait node, sees the gate finished.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(GraphMultiGpu, EventWaitNodeOtherDevice,
    {
        .api = {"cudaGraphAddEventWaitNode"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddEventWaitNode",
            .quote = "The graph node will wait for all work captured in event."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2)},
        .exclusive = true,
    }) {
  using namespace cudasem::graphs;
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudasem::Stream s1(cudaStreamNonBlocking);
  cudasem::Event ev(cudaEventDisableTiming);
  cudasem::Gate gate;
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::Stream s0(cudaStreamNonBlocking);
  WitnessGraph wg;  // an event wait node on ev, then a host node that sees whether the gate finished
  build_witness_graph(gate, ev, &wg);
  if (HasFatalFailure()) return;
  gate.launch(s1);
  CUDASEM_ASSERT_OK(cudaEventRecord(ev, s1));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(wg.exec.get(), s0));
  gate.arm_watchdog(std::chrono::milliseconds(100));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s0));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s1));
  CUDASEM_EXPECT_EQ_NAMED("host_node.runs", wg.witness.calls.load(), 1);
  CUDASEM_EXPECT_TRUE_NAMED("host_node_saw_gate_finished", wg.witness.saw_finished.load() == 1);
}
