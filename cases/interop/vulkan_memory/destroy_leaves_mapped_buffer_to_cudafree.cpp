// SPDX-License-Identifier: Apache-2.0
// After cudaDestroyExternalMemory, a buffer mapped onto the object is still to be freed with
// cudaFree: the destroy succeeds, and cudaFree of the mapped pointer then succeeds.
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDestroyExternalMemory, MappedBufferIsFreedWithCudaFree,
    {
        .api = {"cudaDestroyExternalMemory", "cudaFree"},
        .cite = {.doc = "RT",
            .section = "cudaDestroyExternalMemory",
            .quote =
                "Any existing buffers and CUDA mipmapped arrays mapped onto this object must no longer be used and must be explicitly freed using cudaFree and cudaFreeMipmappedArray respectively."},
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  const std::size_t bytes = std::size_t{1} << 20;
  const ix::VkBufferRef buffer = vk.make_buffer(bytes);
  ASSERT_TRUE(buffer.ok());
  ix::ExternalMemory memory;
  CUDASEM_ASSERT_OK_OF(cudaImportExternalMemory, ix::import_memory_code(vk, buffer, memory));
  ix::MappedBuffer mapped;
  CUDASEM_ASSERT_OK_OF(cudaExternalMemoryGetMappedBuffer, ix::map_buffer_code(memory, 0, bytes, mapped));

  CUDASEM_EXPECT_ERROR(cudaDestroyExternalMemory(memory.abandon()), cudaSuccess);
  CUDASEM_EXPECT_ERROR(cudaFree(mapped.abandon()), cudaSuccess);
}
