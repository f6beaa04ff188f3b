// SPDX-License-Identifier: Apache-2.0
// A launch already enqueued (held behind a gate) is not affected by a later
// cudaGraphExecKernelNodeSetParams: it writes its old target; the launch after the update writes
// the new one.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphExecKernelNodeSetParams, EnqueuedLaunchUnaffected,
    {
        .api = {"cudaGraphExecKernelNodeSetParams"},
        .cite = {.doc = "RT",
            .section = "cudaGraphExecKernelNodeSetParams",
            .quote = "Already enqueued or running launches of hGraphExec are not affected by this call."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> d(2);
  CUDASEM_ASSERT_OK(cudaMemset(d.data(), 0, d.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  Graph g = make_graph();
  cudaGraphNode_t k = add_write_node(g.get(), {}, d.data(), 1);
  GraphExec x = instantiate(g.get());
  CapturedKernel other = write_kernel(d.data() + 1, 2);
  cudasem::Gate gate;
  gate.launch(s);
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaGraphExecKernelNodeSetParams(x.get(), k, &other.params));
  const bool updated_while_held = !gate.finished();
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  gate.arm_watchdog(std::chrono::milliseconds(100));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned h[2] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(h, d.data(), sizeof h, cudaMemcpyDeviceToHost));
  CUDASEM_ASSERT_TRUE_NAMED("gate.held_during_update", updated_while_held)
      << "arrange: the gate finished before the update";
  CUDASEM_EXPECT_EQ_NAMED("first_launch_slot", h[0], 1u);
  CUDASEM_EXPECT_EQ_NAMED("second_launch_slot", h[1], 2u);
}
