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
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  ix::SemaphoreNodeGraph<ix::SemaphoreNode::wait> g;
  ASSERT_NO_FATAL_FAILURE(ix::timeline_semaphore_node_graph(vk, 5, g));
  const cudaExternalSemaphoreWaitParams second = ix::wait_params(8);
  const cudaExternalSemaphoreWaitNodeParams second_node = ix::wait_node_params(&g.handle, &second);
  CUDASEM_ASSERT_OK(cudaGraphExternalSemaphoresWaitNodeSetParams(g.node, &second_node));

  cudaExternalSemaphoreWaitNodeParams got{};
  CUDASEM_ASSERT_OK(cudaGraphExternalSemaphoresWaitNodeGetParams(g.node, &got));
  ix::expect_one_semaphore(got, g.handle, 8);
}
