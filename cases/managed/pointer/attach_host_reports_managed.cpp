// SPDX-License-Identifier: Apache-2.0
// A cudaMemAttachHost allocation is still managed memory: cudaPointerGetAttributes says so.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(ManagedPointerAttributes, AttachHostReportsManaged,
    {
        .api = {"cudaPointerGetAttributes"},
        .cite = {.doc = "RT",
            .section = "cudaPointerGetAttributes",
            .quote = "cudaMemoryTypeManaged for managed memory."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  cudasem::ManagedBuffer<unsigned> buffer(1024, cudaMemAttachHost);
  ASSERT_NE(buffer.data(), nullptr);
  cudaPointerAttributes attributes{};

  cudaError_t result = cudaPointerGetAttributes(&attributes, buffer.data());

  cudasem::observe("pointer_type", static_cast<int>(attributes.type));
  CUDASEM_EXPECT_ERROR_OF(cudaPointerGetAttributes, result, cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("pointer_type.is_managed", attributes.type, cudaMemoryTypeManaged);
}
