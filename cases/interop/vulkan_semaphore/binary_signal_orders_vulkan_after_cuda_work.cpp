// SPDX-License-Identifier: Apache-2.0
// CUDA fills an imported buffer behind a gate, then signals a binary semaphore; a Vulkan submit
// waits on that semaphore and copies the buffer. The copy shows CUDA's fill (every byte): the
// signal ran after the work before it in the stream.
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaSignalExternalSemaphoresAsync, BinarySignalOrdersVulkanAfterCudaWork,
    {
        .api = {"cudaImportExternalSemaphore", "cudaSignalExternalSemaphoresAsync"},
        .cite = {.doc = "RT",
            .section = "cudaSignalExternalSemaphoresAsync",
            .quote = "The operations will be executed when all prior operations in the stream complete."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  const std::size_t words = std::size_t{1} << 18;
  const ix::VkBufferRef buffer = vk.make_buffer(words * sizeof(unsigned));
  const ix::VkSemaphoreRef binary = vk.make_semaphore(ix::SemaphoreType::binary);
  CUDASEM_ASSERT_TRUE_NAMED("vulkan_objects_created", buffer.ok() && binary.ok());
  ix::ExternalMemory memory;
  CUDASEM_ASSERT_OK_OF(cudaImportExternalMemory, ix::import_memory_code(vk, buffer, memory));
  ix::MappedBuffer mapped;
  CUDASEM_ASSERT_OK_OF(
      cudaExternalMemoryGetMappedBuffer, ix::map_buffer_code(memory, 0, words * sizeof(unsigned), mapped));
  ix::ExternalSemaphore semaphore;
  CUDASEM_ASSERT_OK_OF(cudaImportExternalSemaphore, ix::import_semaphore_code(vk, binary, semaphore));

  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Gate gate;
  gate.launch(stream);
  const unsigned marker = 0xC0DE1234u;
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_fill(stream, static_cast<unsigned*>(mapped.get()), words, marker));
  const cudaExternalSemaphore_t handle = semaphore.get();
  const cudaExternalSemaphoreSignalParams params = ix::signal_params(0);
  CUDASEM_EXPECT_OK(cudaSignalExternalSemaphoresAsync(&handle, &params, 1, stream));
  CUDASEM_ASSERT_TRUE_NAMED("vulkan_wait_then_read_submitted", vk.submit_wait_then_read(binary, buffer));
  gate.arm_watchdog(cudasem::milliseconds(100));

  std::vector<unsigned char> seen;
  const int finished = vk.finish_read(std::chrono::milliseconds(30000), seen);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
  CUDASEM_EXPECT_EQ_NAMED("vulkan_read_finished", finished, 1);
  const std::vector<unsigned char> want = ix::repeated_word_bytes(words, marker);
  const std::size_t bad = ix::mismatched_bytes(seen, want);
  CUDASEM_EXPECT_EQ_NAMED("mismatched_bytes_read_by_vulkan_after_wait", bad, 0u);
}
