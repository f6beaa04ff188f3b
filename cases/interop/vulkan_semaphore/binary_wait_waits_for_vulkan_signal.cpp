// SPDX-License-Identifier: Apache-2.0
// A CUDA wait on an imported binary semaphore holds the stream until Vulkan signals it: work
// after the wait reads a word the host changes just before the Vulkan signal, and sees the new
// value. (Vulkan's signal is submitted first, behind a host-signalled timeline semaphore.)
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaWaitExternalSemaphoresAsync, BinaryWaitsForVulkanSignal,
    {
        .api = {"cudaImportExternalSemaphore", "cudaWaitExternalSemaphoresAsync"},
        .cite = {.doc = "RT",
            .section = "cudaWaitExternalSemaphoresAsync",
            .quote = "then waiting on the semaphore will wait until the semaphore reaches the signaled state."},
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  const ix::VkSemaphoreRef binary = vk.make_semaphore(ix::SemaphoreType::binary);
  const ix::VkSemaphoreRef gate = vk.make_semaphore(ix::SemaphoreType::timeline, 0);
  ASSERT_TRUE(binary.ok() && gate.ok());
  ix::ExternalSemaphore semaphore;
  CUDASEM_ASSERT_OK_OF(cudaImportExternalSemaphore, ix::import_semaphore_code(vk, binary, semaphore));
  ASSERT_TRUE(vk.submit_gated_signal(binary, gate, 1));

  cudasem::Stream stream(cudaStreamNonBlocking);
  ix::ReadProbe probe;
  ix::enqueue_wait_then_read(stream, semaphore.get(), 0, probe);
  const ix::HeldWork held = ix::hold_then_release(stream, probe, [&] { EXPECT_TRUE(vk.signal(gate, 1)); });
  EXPECT_EQ(vk.finish_submit(std::chrono::milliseconds(20000)), 1);

  EXPECT_TRUE(held.done_after_release);
  EXPECT_EQ(held.seen, ix::ReadProbe::kAfter);
  if (!held.done_after_release) semaphore.abandon();  // a wait still outstanding: never destroyed under it
}
