// SPDX-License-Identifier: Apache-2.0
// cudaGraphExecExternalSemaphoresWaitNodeSetParams: an executable graph whose wait node was created
// for value 50, updated to wait for value 1, completes at its next launch once Vulkan signals 1
// (the read after the wait sees the word set just before that signal).
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphExecExternalSemaphoresWaitNodeSetParams, NextLaunchWaitsForNewValue,
    {
        .api = {"cudaGraphExecExternalSemaphoresWaitNodeSetParams"},
        .cite = {.doc = "RT",
            .section = "cudaGraphExecExternalSemaphoresWaitNodeSetParams",
            .quote = "The modifications only affect future launches of hGraphExec."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  ix::ImportedTimeline timeline;
  ASSERT_NO_FATAL_FAILURE(ix::import_timeline(vk, timeline));
  const cudaExternalSemaphore_t handle = timeline.cuda.get();
  const cudaExternalSemaphoreWaitParams first = ix::wait_params(50), second = ix::wait_params(1);
  ix::ReadProbe probe;
  cudasem::Graph graph;
  cudaGraphNode_t wait_node = nullptr;
  ASSERT_NO_FATAL_FAILURE(ix::wait_then_read_graph(graph, wait_node, &handle, &first, probe));
  cudasem::GraphExec exec = cudasem::instantiate(graph);
  ASSERT_NE(exec.get(), nullptr);
  const cudaExternalSemaphoreWaitNodeParams second_node = ix::wait_node_params(&handle, &second);
  CUDASEM_ASSERT_OK(cudaGraphExecExternalSemaphoresWaitNodeSetParams(exec, wait_node, &second_node));

  cudasem::Stream stream(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaGraphLaunch(exec, stream));
  const ix::HeldWork held = ix::hold_then_release(
      stream, probe, [&] { CUDASEM_EXPECT_TRUE_NAMED("release_signal_succeeded", vk.signal(timeline.vk, 1)); });
  CUDASEM_EXPECT_TRUE_NAMED("work_finished_after_release", held.done_after_release);
  CUDASEM_EXPECT_EQ_NAMED("probe_word_seen_after_release", held.seen, ix::ReadProbe::kAfter);
  if (!held.done_after_release) {
    // a launch still waiting for the old value: let it go
    CUDASEM_EXPECT_TRUE_NAMED("cleanup_signal_succeeded", vk.signal(timeline.vk, 50));
    if (!ix::stream_done_within(stream, std::chrono::milliseconds(20000))) timeline.cuda.abandon();
  }
}
