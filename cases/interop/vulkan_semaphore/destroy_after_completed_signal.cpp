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
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  ix::ImportedTimeline timeline;
  ASSERT_NO_FATAL_FAILURE(ix::import_timeline(vk, timeline));
  cudasem::Stream stream(cudaStreamNonBlocking);
  ASSERT_NO_FATAL_FAILURE(ix::signal_and_synchronize(stream, timeline.cuda.get(), 4));

  CUDASEM_EXPECT_ERROR(cudaDestroyExternalSemaphore(timeline.cuda.abandon()), cudaSuccess);
  const unsigned long long value = vk.counter(timeline.vk);
  CUDASEM_EXPECT_EQ_NAMED("vulkan_counter_after_destroy", value, 4u);
}
