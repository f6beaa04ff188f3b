// SPDX-License-Identifier: Apache-2.0
// cudaGraphExternalSemaphoresWaitNodeSetParams: a wait node created with value 5 and set to value
// 8 reports value 8 through cudaGraphExternalSemaphoresWaitNodeGetParams.
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphExternalSemaphoresWaitNodeSetParams, NodeTakesNewParameters,
    {
        .api = {"cudaGraphExternalSemaphoresWaitNodeSetParams"},
        .cite = {.doc = "RT",
            .section = "cudaGraphExternalSemaphoresWaitNodeSetParams",
            .quote = "Sets the parameters of an external semaphore wait node hNode to nodeParams."},
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  ix::ImportedTimeline timeline;
  ASSERT_NO_FATAL_FAILURE(ix::import_timeline(vk, timeline));
  const cudaExternalSemaphore_t handle = timeline.cuda.get();
  const cudaExternalSemaphoreWaitParams first = ix::wait_params(5), second = ix::wait_params(8);
  const cudaExternalSemaphoreWaitNodeParams first_node = ix::wait_node_params(&handle, &first);
  const cudaExternalSemaphoreWaitNodeParams second_node = ix::wait_node_params(&handle, &second);
  cudasem::Graph graph = cudasem::make_graph();
  cudaGraphNode_t node = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddExternalSemaphoresWaitNode(&node, graph, nullptr, 0, &first_node));
  CUDASEM_ASSERT_OK(cudaGraphExternalSemaphoresWaitNodeSetParams(node, &second_node));

  cudaExternalSemaphoreWaitNodeParams got{};
  CUDASEM_ASSERT_OK(cudaGraphExternalSemaphoresWaitNodeGetParams(node, &got));
  ix::expect_one_semaphore(got, handle, 8);
}
