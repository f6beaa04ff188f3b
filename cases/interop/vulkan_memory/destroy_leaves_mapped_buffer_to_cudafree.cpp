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

  CUDASEM_EXPECT_ERROR(cudaDestroyExternalMemory(buffer.cuda.abandon()), cudaSuccess);
  CUDASEM_EXPECT_ERROR(cudaFree(mapped.abandon()), cudaSuccess);
}
