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
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  ix::ImportedTimeline timeline;
  ASSERT_NO_FATAL_FAILURE(ix::import_timeline(vk, timeline));
  const cudaExternalSemaphore_t handle = timeline.cuda.get();
  const cudaExternalSemaphoreSignalParams first = ix::signal_params(3), second = ix::signal_params(11);
  cudasem::Graph graph;
  cudaGraphNode_t node = nullptr;
  cudasem::GraphExec exec;
  ASSERT_NO_FATAL_FAILURE(ix::signal_node_updated_in_exec(&handle, &first, &second, graph, node, exec));

  cudaExternalSemaphoreSignalNodeParams got{};
  CUDASEM_ASSERT_OK(cudaGraphExternalSemaphoresSignalNodeGetParams(node, &got));
  ix::expect_one_semaphore(got, handle, 3);
}
