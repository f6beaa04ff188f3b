// SPDX-License-Identifier: Apache-2.0
// A Vulkan buffer's exported memory, imported and mapped as a buffer: the device pointer shows
// every byte Vulkan wrote.
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaExternalMemoryGetMappedBuffer, SeesVulkanWrites,
    {
        .api = {"cudaImportExternalMemory", "cudaExternalMemoryGetMappedBuffer"},
        .cite = {.doc = "RT",
            .section = "cudaExternalMemoryGetMappedBuffer",
            .quote = "Maps a buffer onto an imported memory object and returns a device pointer in devPtr."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  const std::size_t bytes = std::size_t{1} << 20;
  const ix::VkBufferRef buffer = vk.make_buffer(bytes);
  CUDASEM_ASSERT_TRUE_NAMED("vulkan_buffer_created", buffer.ok());
  const std::vector<unsigned char> data = ix::pattern_bytes(bytes, 3);
  CUDASEM_ASSERT_TRUE_NAMED("vulkan_buffer_written", vk.write_buffer(buffer, 0, data));

  ix::ExternalMemory memory;
  CUDASEM_ASSERT_OK_OF(cudaImportExternalMemory, ix::import_memory_code(vk, buffer, memory));
  ix::MappedBuffer mapped;
  CUDASEM_ASSERT_OK_OF(cudaExternalMemoryGetMappedBuffer, ix::map_buffer_code(memory, 0, bytes, mapped));

  const std::size_t bad = ix::mismatched_bytes(ix::read_device_bytes(mapped.get(), bytes), data);
  CUDASEM_EXPECT_EQ_NAMED("mismatched_bytes_through_mapped_buffer", bad, 0u);
}
