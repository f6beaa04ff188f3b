// SPDX-License-Identifier: Apache-2.0
// After cudaDestroyExternalMemory, a buffer mapped onto the object is still to be freed with
// cudaFree: the text tells the caller to free it and promises nothing of the call, so what the
// destroy and the cudaFree of the mapped pointer return is recorded (characterization).
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDestroyExternalMemory, MappedBufferIsFreedWithCudaFree,
    {
        .api = {"cudaDestroyExternalMemory", "cudaFree"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaDestroyExternalMemory",
            .quote =
                "Any existing buffers and CUDA mipmapped arrays mapped onto this object must no longer be used and must be explicitly freed using cudaFree and cudaFreeMipmappedArray respectively."},
        .claim = cudasem::Claim::caller_requirement,
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

  CUDASEM_RECORD_CODE(cudaDestroyExternalMemory(buffer.cuda.abandon()));
  CUDASEM_RECORD_CODE(cudaFree(mapped.abandon()));
  cudasem::last_error(cudasem::LastError::clear);
}
