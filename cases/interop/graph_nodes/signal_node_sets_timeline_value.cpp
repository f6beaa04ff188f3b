// SPDX-License-Identifier: Apache-2.0
// A graph with one external-semaphore signal node (timeline value 9), launched: Vulkan then reads
// the semaphore's counter value 9.
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphAddExternalSemaphoresSignalNode, SignalsWhenLaunched,
    {
        .api = {"cudaGraphAddExternalSemaphoresSignalNode"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddExternalSemaphoresSignalNode",
            .quote =
                "Performs a signal operation on a set of externally allocated semaphore objects when the node is launched."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  ix::ImportedTimeline timeline;
  ASSERT_NO_FATAL_FAILURE(ix::import_timeline(vk, timeline));
  const cudaExternalSemaphore_t handle = timeline.cuda.get();
  const cudaExternalSemaphoreSignalParams params = ix::signal_params(9);
  const cudaExternalSemaphoreSignalNodeParams node_params = ix::signal_node_params(&handle, &params);
  cudasem::Graph graph = cudasem::make_graph();
  cudaGraphNode_t node = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddExternalSemaphoresSignalNode(&node, graph, nullptr, 0, &node_params));
  const unsigned long long before_launch = vk.counter(timeline.vk);

  cudasem::GraphExec exec = cudasem::instantiate(graph);
  ASSERT_NE(exec.get(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaGraphLaunch(exec, stream));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  const int reached = vk.wait(timeline.vk, 9, std::chrono::milliseconds(20000));
  const unsigned long long after_launch = vk.counter(timeline.vk);
  CUDASEM_EXPECT_EQ_NAMED("counter_before_launch", before_launch, 0u);
  CUDASEM_EXPECT_EQ_NAMED("vulkan_wait_reached_value", reached, 1);
  CUDASEM_EXPECT_EQ_NAMED("counter_after_launch", after_launch, 9u);
}
