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
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  ix::GatedBinary b;
  ASSERT_NO_FATAL_FAILURE(ix::import_gated_binary(vk, b));

  // First signal and wait.
  CUDASEM_ASSERT_TRUE_NAMED("first_gated_signal_submitted", vk.submit_gated_signal(b.binary, b.gate, 1));
  cudasem::Stream stream(cudaStreamNonBlocking);
  const cudaExternalSemaphore_t handle = b.semaphore.get();
  const cudaExternalSemaphoreWaitParams params = ix::wait_params(0);
  CUDASEM_EXPECT_OK(cudaWaitExternalSemaphoresAsync(&handle, &params, 1, stream));
  CUDASEM_ASSERT_TRUE_NAMED("first_gate_signalled", vk.signal(b.gate, 1));
  CUDASEM_ASSERT_EQ_NAMED("first_gated_submit_finished", vk.finish_submit(std::chrono::milliseconds(20000)), 1);
  const bool first_done = ix::stream_done_within(stream, std::chrono::milliseconds(20000));
  CUDASEM_ASSERT_TRUE_NAMED("first_wait_done_after_first_signal", first_done);

  // Second wait: no signal pending, so the work after it must wait for the second signal.
  CUDASEM_ASSERT_TRUE_NAMED("second_gated_signal_submitted", vk.submit_gated_signal(b.binary, b.gate, 2));
  ix::ReadProbe probe;
  CUDASEM_EXPECT_OK(cudaWaitExternalSemaphoresAsync(&handle, &params, 1, stream));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_read(stream, probe.word.data(), probe.seen.data()));
  ix::expect_held_until_gated_signal(vk, stream, probe, b, 2);
}
