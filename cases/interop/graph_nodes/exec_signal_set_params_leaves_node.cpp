// SPDX-License-Identifier: Apache-2.0
// cudaGraphExecExternalSemaphoresSignalNodeSetParams does not modify the graph's node: its
// parameters (read with ...SignalNodeGetParams) keep the value given at creation.
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphExecExternalSemaphoresSignalNodeSetParams, LeavesGraphNodeUnchanged,
    {
        .api = {"cudaGraphExecExternalSemaphoresSignalNodeSetParams"},
        .cite = {.doc = "RT",
            .section = "cudaGraphExecExternalSemaphoresSignalNodeSetParams",
            .quote = "hNode is also not modified by this call."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  ix::UpdatedSignalExec updated;
  ASSERT_NO_FATAL_FAILURE(ix::timeline_signal_node_updated_in_exec(vk, 3, 11, updated));

  cudaExternalSemaphoreSignalNodeParams got{};
  CUDASEM_ASSERT_OK(cudaGraphExternalSemaphoresSignalNodeGetParams(updated.node, &got));
  ix::expect_one_semaphore(got, updated.handle, 3);
}
