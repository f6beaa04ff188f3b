// SPDX-License-Identifier: Apache-2.0
// cudaGraphExternalSemaphoresSignalNodeSetParams: a signal node created with value 3 and set to
// value 12 signals 12 when its graph is instantiated and launched afterwards.
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphExternalSemaphoresSignalNodeSetParams, LaunchSignalsNewValue,
    {
        .api = {"cudaGraphExternalSemaphoresSignalNodeSetParams"},
        .cite = {.doc = "RT",
            .section = "cudaGraphExternalSemaphoresSignalNodeSetParams",
            .quote = "Sets the parameters of an external semaphore signal node hNode to nodeParams."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  ix::SemaphoreNodeGraph<ix::SemaphoreNode::signal> g;
  ASSERT_NO_FATAL_FAILURE(ix::timeline_semaphore_node_graph(vk, 3, g));
  const cudaExternalSemaphoreSignalParams second = ix::signal_params(12);
  const cudaExternalSemaphoreSignalNodeParams second_node = ix::signal_node_params(&g.handle, &second);
  CUDASEM_ASSERT_OK(cudaGraphExternalSemaphoresSignalNodeSetParams(g.node, &second_node));

  cudasem::GraphExec exec = cudasem::instantiate(g.graph);
  ASSERT_NE(exec.get(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaGraphLaunch(exec, stream));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  const unsigned long long value = vk.counter(g.timeline.vk);
  CUDASEM_EXPECT_EQ_NAMED("counter_after_launch", value, 12u);
}
