// SPDX-License-Identifier: Apache-2.0
// Destroying an imported semaphore once its signal has completed succeeds, and the Vulkan
// semaphore it referenced keeps the value CUDA set (CUDA released its reference only).
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDestroyExternalSemaphore, SucceedsAfterSignalCompleted,
    {
        .api = {"cudaDestroyExternalSemaphore"},
        .cite = {.doc = "RT",
            .section = "cudaDestroyExternalSemaphore",
            .quote = "Destroys an external semaphore object and releases any references to the underlying resource."},
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
  const cudaExternalSemaphoreSignalParams params = ix::signal_params(4);
  CUDASEM_ASSERT_OK(cudaSignalExternalSemaphoresAsync(&handle, &params, 1, stream));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  CUDASEM_EXPECT_ERROR(cudaDestroyExternalSemaphore(semaphore.abandon()), cudaSuccess);
  const unsigned long long value = vk.counter(timeline);
  cudasem::observe("vulkan_counter_after_destroy", value);
  EXPECT_EQ(value, 4u);
}
