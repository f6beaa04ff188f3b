// SPDX-License-Identifier: Apache-2.0
// A graph's external-semaphore wait node (timeline value 1) before a kernel that reads a host
// word: the kernel sees the word the host set just before Vulkan signalled 1.
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphAddExternalSemaphoresWaitNode, WaitsWhenLaunched,
    {
        .api = {"cudaGraphAddExternalSemaphoresWaitNode"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddExternalSemaphoresWaitNode",
            .quote =
                "Performs a wait operation on a set of externally allocated semaphore objects when the node is launched."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  ix::ImportedTimeline timeline;
  ASSERT_NO_FATAL_FAILURE(ix::import_timeline(vk, timeline));
  const cudaExternalSemaphore_t handle = timeline.cuda.get();
  const cudaExternalSemaphoreWaitParams params = ix::wait_params(1);
  ix::ReadProbe probe;
  cudasem::Graph graph;
  cudaGraphNode_t wait_node = nullptr;
  ASSERT_NO_FATAL_FAILURE(ix::wait_then_read_graph(graph, wait_node, &handle, &params, probe));
  cudasem::GraphExec exec = cudasem::instantiate(graph);
  ASSERT_NE(exec.get(), nullptr);

  cudasem::Stream stream(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaGraphLaunch(exec, stream));
  const ix::HeldWork held = ix::hold_then_release(
      stream, probe, [&] { CUDASEM_EXPECT_TRUE_NAMED("release_signal_succeeded", vk.signal(timeline.vk, 1)); });
  CUDASEM_EXPECT_TRUE_NAMED("work_finished_after_release", held.done_after_release);
  CUDASEM_EXPECT_EQ_NAMED("probe_word_seen_after_release", held.seen, ix::ReadProbe::kAfter);
  if (!held.done_after_release) timeline.cuda.abandon();
}
