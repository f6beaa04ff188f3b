// SPDX-License-Identifier: Apache-2.0
// "Greater than or equal": a CUDA wait for value 3 on a timeline semaphore the host already set
// to 5 does not hold the stream (the work behind it completes without a further signal).
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaWaitExternalSemaphoresAsync, TimelinePassesWhenValueExceeded,
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
  CUDASEM_ASSERT_TRUE_NAMED("host_signal_to_5_succeeded", vk.signal(timeline.vk, 5));

  cudasem::Stream stream(cudaStreamNonBlocking);
  ix::ReadProbe probe;
  probe.set(ix::ReadProbe::kAfter);
  ix::enqueue_wait_then_read(stream, timeline.cuda.get(), 3, probe);
  const bool done = ix::stream_done_within(stream, std::chrono::milliseconds(20000));
  CUDASEM_EXPECT_TRUE_NAMED("work_after_wait_done", done);
  CUDASEM_EXPECT_EQ_NAMED("probe_word_seen_by_work", probe.value_seen(), ix::ReadProbe::kAfter);
  if (!done) {
    // let a wrongly held wait go before anything is destroyed
    CUDASEM_EXPECT_TRUE_NAMED("cleanup_signal_succeeded", vk.signal(timeline.vk, 6));
    if (!ix::stream_done_within(stream, std::chrono::milliseconds(20000))) timeline.cuda.abandon();
  }
}
