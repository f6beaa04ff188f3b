// SPDX-License-Identifier: Apache-2.0
// A buffer mapped at offset 2 MiB of a 4 MiB memory object: its first byte is the object's byte
// at 2 MiB, and its 1 MiB show exactly the object's bytes [2 MiB, 3 MiB) that Vulkan wrote.
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaExternalMemoryGetMappedBuffer, OffsetIsBaseAddressInMemoryObject,
    {
        .api = {"cudaExternalMemoryGetMappedBuffer"},
        .cite = {.doc = "RT",
            .section = "cudaExternalMemoryGetMappedBuffer",
            .quote =
                "where cudaExternalMemoryBufferDesc::offset is the offset in the memory object where the buffer's base address is."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  const std::size_t bytes = std::size_t{4} << 20, offset = std::size_t{2} << 20, size = std::size_t{1} << 20;
  const ix::VkBufferRef buffer = vk.make_buffer(bytes);
  CUDASEM_ASSERT_TRUE_NAMED("vulkan_buffer_created", buffer.ok());
  const std::vector<unsigned char> data = ix::pattern_bytes(bytes, 5);
  CUDASEM_ASSERT_TRUE_NAMED("vulkan_buffer_written", vk.write_buffer(buffer, 0, data));
  ix::ExternalMemory memory;
  CUDASEM_ASSERT_OK_OF(cudaImportExternalMemory, ix::import_memory_code(vk, buffer, memory));
  ix::MappedBuffer mapped;
  CUDASEM_ASSERT_OK_OF(cudaExternalMemoryGetMappedBuffer, ix::map_buffer_code(memory, offset, size, mapped));

  const std::vector<unsigned char> want(data.begin() + offset, data.begin() + offset + size);
  const std::size_t bad = ix::mismatched_bytes(ix::read_device_bytes(mapped.get(), size), want);
  CUDASEM_EXPECT_EQ_NAMED("mismatched_bytes_from_offset", bad, 0u);
}
