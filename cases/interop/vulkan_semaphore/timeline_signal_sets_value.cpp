// SPDX-License-Identifier: Apache-2.0
// A CUDA signal of an imported timeline semaphore with fence value 7 sets the semaphore to 7:
// Vulkan reads the counter value 7 once the stream is done.
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaSignalExternalSemaphoresAsync, TimelineSetsValue,
    {
        .api = {"cudaImportExternalSemaphore", "cudaSignalExternalSemaphoresAsync"},
        .cite = {.doc = "RT",
            .section = "cudaSignalExternalSemaphoresAsync",
            .quote =
                "then the semaphore will be set to the value specified in cudaExternalSemaphoreSignalParams::params::fence::value."},
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
  const cudaExternalSemaphore_t handle = semaphore.get();
  const cudaExternalSemaphoreSignalParams params = ix::signal_params(7);
  CUDASEM_ASSERT_OK(cudaSignalExternalSemaphoresAsync(&handle, &params, 1, stream));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  const int reached = vk.wait(timeline, 7, std::chrono::milliseconds(20000));
  const unsigned long long value = vk.counter(timeline);
  cudasem::observe("vulkan_counter_after_signal", value);
  EXPECT_EQ(reached, 1);
  EXPECT_EQ(value, 7u);
}
