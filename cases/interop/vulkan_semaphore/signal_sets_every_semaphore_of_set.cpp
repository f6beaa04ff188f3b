// SPDX-License-Identifier: Apache-2.0
// One cudaSignalExternalSemaphoresAsync call with a set of two imported timeline semaphores and
// values 3 and 5: Vulkan then reads 3 on the first and 5 on the second.
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaSignalExternalSemaphoresAsync, SignalsEverySemaphoreOfSet,
    {
        .api = {"cudaSignalExternalSemaphoresAsync"},
        .cite = {.doc = "RT",
            .section = "cudaSignalExternalSemaphoresAsync",
            .quote =
                "Enqueues a signal operation on a set of externally allocated semaphore object in the specified stream."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  ix::ImportedTimeline first, second;
  ASSERT_NO_FATAL_FAILURE(ix::import_timeline(vk, first));
  ASSERT_NO_FATAL_FAILURE(ix::import_timeline(vk, second));

  cudasem::Stream stream(cudaStreamNonBlocking);
  const cudaExternalSemaphore_t handles[2] = {first.cuda.get(), second.cuda.get()};
  const cudaExternalSemaphoreSignalParams params[2] = {ix::signal_params(3), ix::signal_params(5)};
  CUDASEM_ASSERT_OK(cudaSignalExternalSemaphoresAsync(handles, params, 2, stream));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  const unsigned long long first_value = vk.counter(first.vk), second_value = vk.counter(second.vk);
  CUDASEM_EXPECT_EQ_NAMED("first_semaphore_value", first_value, 3u);
  CUDASEM_EXPECT_EQ_NAMED("second_semaphore_value", second_value, 5u);
}
