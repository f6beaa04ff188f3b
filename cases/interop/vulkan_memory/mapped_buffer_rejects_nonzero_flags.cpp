// SPDX-License-Identifier: Apache-2.0
// cudaExternalMemoryBufferDesc::flags must be zero: flags 1 is refused with a documented code.
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaExternalMemoryGetMappedBuffer, RejectsNonZeroFlags,
    {
        .api = {"cudaExternalMemoryGetMappedBuffer"},
        .cite = {.doc = "RT",
            .section = "cudaExternalMemoryGetMappedBuffer",
            .quote = "cudaExternalMemoryBufferDesc::flags must be zero."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  const std::size_t bytes = std::size_t{1} << 20;
  ix::ImportedBuffer buffer;
  ASSERT_NO_FATAL_FAILURE(ix::import_new_buffer(vk, bytes, buffer));
  ix::MappedBuffer mapped;
  CUDASEM_EXPECT_FAILURE_OF(cudaExternalMemoryGetMappedBuffer, ix::map_buffer_code(buffer.cuda, 0, bytes, mapped, 1u));
}
