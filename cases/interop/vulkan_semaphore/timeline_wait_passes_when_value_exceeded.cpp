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
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  const ix::VkSemaphoreRef timeline = vk.make_semaphore(ix::SemaphoreType::timeline, 0);
  ASSERT_TRUE(timeline.ok());
  ix::ExternalSemaphore semaphore;
  CUDASEM_ASSERT_OK_OF(cudaImportExternalSemaphore, ix::import_semaphore_code(vk, timeline, semaphore));
  ASSERT_TRUE(vk.signal(timeline, 5));

  cudasem::Stream stream(cudaStreamNonBlocking);
  ix::ReadProbe probe;
  probe.set(ix::ReadProbe::kAfter);
  const cudaExternalSemaphore_t handle = semaphore.get();
  const cudaExternalSemaphoreWaitParams params = ix::wait_params(3);
  CUDASEM_EXPECT_OK(cudaWaitExternalSemaphoresAsync(&handle, &params, 1, stream));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_read(stream, probe.word.data(), probe.seen.data()));
  const bool done = ix::stream_done_within(stream, std::chrono::milliseconds(20000));
  cudasem::observe("work_after_wait_done", done);
  EXPECT_TRUE(done);
  EXPECT_EQ(probe.value_seen(), ix::ReadProbe::kAfter);
  if (!done) {
    EXPECT_TRUE(vk.signal(timeline, 6));  // let a wrongly held wait go before anything is destroyed
    if (!ix::stream_done_within(stream, std::chrono::milliseconds(20000))) semaphore.abandon();
  }
}
