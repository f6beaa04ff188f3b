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
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  const ix::VkSemaphoreRef timeline = vk.make_semaphore(ix::SemaphoreType::timeline, 0);
  ASSERT_TRUE(timeline.ok());
  ix::ExternalSemaphore semaphore;
  CUDASEM_ASSERT_OK_OF(cudaImportExternalSemaphore, ix::import_semaphore_code(vk, timeline, semaphore));

  cudasem::Stream stream(cudaStreamNonBlocking);
  ix::ReadProbe probe;
  const cudaExternalSemaphore_t handle = semaphore.get();
  const cudaExternalSemaphoreWaitParams params = ix::wait_params(2);
  CUDASEM_EXPECT_OK(cudaWaitExternalSemaphoresAsync(&handle, &params, 1, stream));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_read(stream, probe.word.data(), probe.seen.data()));
  probe.set(ix::ReadProbe::kMiddle);
  ASSERT_TRUE(vk.signal(timeline, 1));
  const ix::HeldWork held = ix::hold_then_release(stream, probe, [&] { EXPECT_TRUE(vk.signal(timeline, 2)); });

  cudasem::observe("probe_saw_value_set_at_value_1", held.seen == ix::ReadProbe::kMiddle);
  EXPECT_TRUE(held.done_after_release);
  EXPECT_EQ(held.seen, ix::ReadProbe::kAfter);
  if (!held.done_after_release) semaphore.abandon();
}
