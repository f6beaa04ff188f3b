// SPDX-License-Identifier: Apache-2.0
// cudaGraphExternalSemaphoresSignalNodeGetParams returns the node's parameters: one semaphore,
// the imported handle, and the fence value given at creation.
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphExternalSemaphoresSignalNodeGetParams, ReturnsNodeParameters,
    {
        .api = {"cudaGraphExternalSemaphoresSignalNodeGetParams"},
        .cite = {.doc = "RT",
            .section = "cudaGraphExternalSemaphoresSignalNodeGetParams",
            .quote = "Returns the parameters of an external semaphore signal node hNode in params_out."},
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  ix::ImportedTimeline timeline;
  ASSERT_NO_FATAL_FAILURE(ix::import_timeline(vk, timeline));
  const cudaExternalSemaphore_t handle = timeline.cuda.get();
  const cudaExternalSemaphoreSignalParams params = ix::signal_params(21);
  const cudaExternalSemaphoreSignalNodeParams node_params = ix::signal_node_params(&handle, &params);
  cudasem::Graph graph = cudasem::make_graph();
  cudaGraphNode_t node = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddExternalSemaphoresSignalNode(&node, graph, nullptr, 0, &node_params));

  cudaExternalSemaphoreSignalNodeParams got{};
  CUDASEM_ASSERT_OK(cudaGraphExternalSemaphoresSignalNodeGetParams(node, &got));
  ix::expect_one_semaphore(got, handle, 21);
}
