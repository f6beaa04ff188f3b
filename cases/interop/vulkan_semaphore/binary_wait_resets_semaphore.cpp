// SPDX-License-Identifier: Apache-2.0
// A CUDA wait on a binary semaphore consumes its signal: a second wait in the same stream holds
// until Vulkan signals again (work after it reads a word changed just before the second signal).
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaWaitExternalSemaphoresAsync, BinaryWaitResetsToUnsignaled,
    {
        .api = {"cudaWaitExternalSemaphoresAsync"},
        .cite = {.doc = "RT",
            .section = "cudaWaitExternalSemaphoresAsync",
            .quote = "The semaphore will then be reset to the unsignaled state."},
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

  // First signal and wait.
  ASSERT_TRUE(vk.submit_gated_signal(binary, gate, 1));
  cudasem::Stream stream(cudaStreamNonBlocking);
  const cudaExternalSemaphore_t handle = semaphore.get();
  const cudaExternalSemaphoreWaitParams params = ix::wait_params(0);
  CUDASEM_EXPECT_OK(cudaWaitExternalSemaphoresAsync(&handle, &params, 1, stream));
  ASSERT_TRUE(vk.signal(gate, 1));
  ASSERT_EQ(vk.finish_submit(std::chrono::milliseconds(20000)), 1);
  const bool first_done = ix::stream_done_within(stream, std::chrono::milliseconds(20000));
  cudasem::observe("first_wait_done_after_first_signal", first_done);
  ASSERT_TRUE(first_done);

  // Second wait: no signal pending, so the work after it must wait for the second signal.
  ASSERT_TRUE(vk.submit_gated_signal(binary, gate, 2));
  ix::ReadProbe probe;
  CUDASEM_EXPECT_OK(cudaWaitExternalSemaphoresAsync(&handle, &params, 1, stream));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_read(stream, probe.word.data(), probe.seen.data()));
  const ix::HeldWork held = ix::hold_then_release(stream, probe, [&] { EXPECT_TRUE(vk.signal(gate, 2)); });
  EXPECT_EQ(vk.finish_submit(std::chrono::milliseconds(20000)), 1);

  EXPECT_TRUE(held.done_after_release);
  EXPECT_EQ(held.seen, ix::ReadProbe::kAfter);
  if (!held.done_after_release) semaphore.abandon();
}
