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
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  ix::ImportedTimeline timeline;
  ASSERT_NO_FATAL_FAILURE(ix::import_timeline(vk, timeline));

  cudasem::Stream stream(cudaStreamNonBlocking);
  ASSERT_NO_FATAL_FAILURE(ix::signal_and_synchronize(stream, timeline.cuda.get(), 7));
  const int reached = vk.wait(timeline.vk, 7, std::chrono::milliseconds(20000));
  const unsigned long long value = vk.counter(timeline.vk);
  CUDASEM_EXPECT_EQ_NAMED("vulkan_wait_reached_value", reached, 1);
  CUDASEM_EXPECT_EQ_NAMED("vulkan_counter_after_signal", value, 7u);
}
