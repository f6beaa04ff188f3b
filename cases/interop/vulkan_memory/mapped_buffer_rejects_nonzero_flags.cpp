// SPDX-License-Identifier: Apache-2.0
// cudaExternalMemoryBufferDesc::flags must be zero: flags 1: what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaExternalMemoryGetMappedBuffer, RejectsNonZeroFlags,
    {
        .api = {"cudaExternalMemoryGetMappedBuffer"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaExternalMemoryGetMappedBuffer",
            .quote = "cudaExternalMemoryBufferDesc::flags must be zero."},
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
  cudasem::observe("cudaExternalMemoryGetMappedBuffer_result", ix::map_buffer_code(buffer.cuda, 0, bytes, mapped, 1u));
}
