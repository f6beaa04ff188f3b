// SPDX-License-Identifier: Apache-2.0
// A CUDA signal enqueued behind a gate kernel: while the gate holds, Vulkan sees the timeline
// semaphore still at 0 (a bounded vkWaitSemaphores times out); after the release it reaches 1.
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaSignalExternalSemaphoresAsync, RunsAfterPriorWorkInStream,
    {
        .api = {"cudaImportExternalSemaphore", "cudaSignalExternalSemaphoresAsync"},
        .cite = {.doc = "RT",
            .section = "cudaSignalExternalSemaphoresAsync",
            .quote = "The operations will be executed when all prior operations in the stream complete."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  ix::ImportedTimeline timeline;
  ASSERT_NO_FATAL_FAILURE(ix::import_timeline(vk, timeline));

  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Gate gate;
  gate.launch(stream);
  const cudaExternalSemaphore_t handle = timeline.cuda.get();
  const cudaExternalSemaphoreSignalParams params = ix::signal_params(1);
  CUDASEM_EXPECT_OK(cudaSignalExternalSemaphoresAsync(&handle, &params, 1, stream));
  gate.arm_watchdog(cudasem::milliseconds(10000));
  const int reached_while_held = vk.wait(timeline.vk, 1, std::chrono::milliseconds(300));
  const unsigned long long value_while_held = vk.counter(timeline.vk);
  const bool gate_was_held = !gate.finished();
  gate.release();
  const int reached_after = vk.wait(timeline.vk, 1, std::chrono::milliseconds(20000));
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));

  cudasem::observe("signalled_while_gate_held", reached_while_held == 1);
  CUDASEM_ASSERT_TRUE_NAMED("gate_held_during_check", gate_was_held)
      << "the gate's watchdog fired before the check: the question was not asked";
  CUDASEM_EXPECT_EQ_NAMED("wait_result_while_gate_held", reached_while_held, 0);
  CUDASEM_EXPECT_EQ_NAMED("value_while_gate_held", value_while_held, 0u);
  CUDASEM_EXPECT_TRUE_NAMED("signalled_after_release", reached_after == 1);
}
