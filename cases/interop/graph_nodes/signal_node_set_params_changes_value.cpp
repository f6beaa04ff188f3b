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
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  ix::ImportedTimeline timeline;
  ASSERT_NO_FATAL_FAILURE(ix::import_timeline(vk, timeline));
  const cudaExternalSemaphore_t handle = timeline.cuda.get();
  const cudaExternalSemaphoreSignalParams first = ix::signal_params(3), second = ix::signal_params(12);
  const cudaExternalSemaphoreSignalNodeParams first_node = ix::signal_node_params(&handle, &first);
  const cudaExternalSemaphoreSignalNodeParams second_node = ix::signal_node_params(&handle, &second);
  cudasem::Graph graph = cudasem::make_graph();
  cudaGraphNode_t node = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddExternalSemaphoresSignalNode(&node, graph, nullptr, 0, &first_node));
  CUDASEM_ASSERT_OK(cudaGraphExternalSemaphoresSignalNodeSetParams(node, &second_node));

  cudasem::GraphExec exec = cudasem::instantiate(graph);
  ASSERT_NE(exec.get(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaGraphLaunch(exec, stream));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  const unsigned long long value = vk.counter(timeline.vk);
  cudasem::observe("counter_after_launch", value);
  EXPECT_EQ(value, 12u);
}
