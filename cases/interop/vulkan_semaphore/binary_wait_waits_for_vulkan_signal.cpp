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
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  ix::GatedBinary b;
  ASSERT_NO_FATAL_FAILURE(ix::import_gated_binary(vk, b));
  CUDASEM_ASSERT_TRUE_NAMED("gated_signal_submitted", vk.submit_gated_signal(b.binary, b.gate, 1));

  cudasem::Stream stream(cudaStreamNonBlocking);
  ix::ReadProbe probe;
  ix::enqueue_wait_then_read(stream, b.semaphore.get(), 0, probe);
  ix::expect_held_until_gated_signal(vk, stream, probe, b, 1);
}
