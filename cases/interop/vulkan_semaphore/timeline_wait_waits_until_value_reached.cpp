// SPDX-License-Identifier: Apache-2.0
// A CUDA wait for value 2 of an imported timeline semaphore: a host signal to 1 does not release
// it; the signal to 2 does. Work after the wait reads a word set to a middle value before the
// signal to 1 and to a final value before the signal to 2: it sees the final value.
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaWaitExternalSemaphoresAsync, TimelineWaitsUntilValueReached,
    {
        .api = {"cudaImportExternalSemaphore", "cudaWaitExternalSemaphoresAsync"},
        .cite = {.doc = "RT",
            .section = "cudaWaitExternalSemaphoresAsync",
            .quote =
                "then waiting on the semaphore will wait until the value of the semaphore is greater than or equal to cudaExternalSemaphoreWaitParams::params::fence::value."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  ix::ImportedTimeline timeline;
  ASSERT_NO_FATAL_FAILURE(ix::import_timeline(vk, timeline));

  cudasem::Stream stream(cudaStreamNonBlocking);
  ix::ReadProbe probe;
  ix::enqueue_wait_then_read(stream, timeline.cuda.get(), 2, probe);
  probe.set(ix::ReadProbe::kMiddle);
  CUDASEM_ASSERT_TRUE_NAMED("host_signal_to_1_succeeded", vk.signal(timeline.vk, 1));
  const ix::HeldWork held = ix::hold_then_release(
      stream, probe, [&] { CUDASEM_EXPECT_TRUE_NAMED("release_signal_succeeded", vk.signal(timeline.vk, 2)); });

  cudasem::observe("probe_saw_value_set_at_value_1", held.seen == ix::ReadProbe::kMiddle);
  CUDASEM_EXPECT_TRUE_NAMED("work_finished_after_release", held.done_after_release);
  CUDASEM_EXPECT_EQ_NAMED("probe_word_seen_after_release", held.seen, ix::ReadProbe::kAfter);
  if (!held.done_after_release) timeline.cuda.abandon();
}
