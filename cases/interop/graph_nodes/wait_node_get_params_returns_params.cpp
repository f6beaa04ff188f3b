// SPDX-License-Identifier: Apache-2.0
// cudaGraphExternalSemaphoresWaitNodeGetParams returns the node's parameters: one semaphore, the
// imported handle, and the fence value given at creation.
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphExternalSemaphoresWaitNodeGetParams, ReturnsNodeParameters,
    {
        .api = {"cudaGraphExternalSemaphoresWaitNodeGetParams"},
        .cite = {.doc = "RT",
            .section = "cudaGraphExternalSemaphoresWaitNodeGetParams",
            .quote = "Returns the parameters of an external semaphore wait node hNode in params_out."},
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  ix::ImportedTimeline timeline;
  ASSERT_NO_FATAL_FAILURE(ix::import_timeline(vk, timeline));
  const cudaExternalSemaphore_t handle = timeline.cuda.get();
  const cudaExternalSemaphoreWaitParams params = ix::wait_params(33);
  const cudaExternalSemaphoreWaitNodeParams node_params = ix::wait_node_params(&handle, &params);
  cudasem::Graph graph = cudasem::make_graph();
  cudaGraphNode_t node = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddExternalSemaphoresWaitNode(&node, graph, nullptr, 0, &node_params));

  cudaExternalSemaphoreWaitNodeParams got{};
  CUDASEM_ASSERT_OK(cudaGraphExternalSemaphoresWaitNodeGetParams(node, &got));
  ix::expect_one_semaphore(got, handle, 33);
}
