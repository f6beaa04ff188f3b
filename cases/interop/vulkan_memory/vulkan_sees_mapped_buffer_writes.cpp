// SPDX-License-Identifier: Apache-2.0
// The other direction: what CUDA writes through the mapped buffer's device pointer is what
// Vulkan reads from its buffer, every byte.
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaExternalMemoryGetMappedBuffer, VulkanSeesCudaWrites,
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
  ix::ImportedBuffer buffer;
  ASSERT_NO_FATAL_FAILURE(ix::import_new_buffer(vk, bytes, buffer));
  ix::MappedBuffer mapped;
  CUDASEM_ASSERT_OK_OF(cudaExternalMemoryGetMappedBuffer, ix::map_buffer_code(buffer.cuda, 0, bytes, mapped));

  const std::vector<unsigned char> data = ix::pattern_bytes(bytes, 11);
  CUDASEM_ASSERT_OK(cudaMemcpy(mapped.get(), data.data(), bytes, cudaMemcpyHostToDevice));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  std::vector<unsigned char> seen;
  CUDASEM_ASSERT_TRUE_NAMED("vulkan_buffer_read_back", vk.read_buffer(buffer.vk, 0, bytes, seen));
  const std::size_t bad = ix::mismatched_bytes(seen, data);
  CUDASEM_EXPECT_EQ_NAMED("mismatched_bytes_read_by_vulkan", bad, 0u);
}
