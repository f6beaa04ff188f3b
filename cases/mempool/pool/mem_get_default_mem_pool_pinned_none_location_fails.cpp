// SPDX-License-Identifier: Apache-2.0
// cudaMemGetDefaultMemPool with location type cudaMemLocationTypeNone and pinned memory (None is
// allowed only for managed memory) returns cudaErrorInvalidValue.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemLocationPool, DefaultPinnedNoneLocationFails,
    {
        .api = {"cudaMemGetDefaultMemPool"},
        .cite = {.doc = "RT",
            .section = "cudaMemGetDefaultMemPool",
            .quote =
                "When the allocation type is cudaMemAllocationTypeManaged, the location type can also be cudaMemLocationTypeNone to indicate no preferred location for the managed memory pool. In all other cases, the call return cudaErrorInvalidValue"},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudaMemLocation none{};
  none.type = cudaMemLocationTypeNone;
  cudaMemPool_t pool = nullptr;

  CUDASEM_EXPECT_ERROR(cudaMemGetDefaultMemPool(&pool, &none, cudaMemAllocationTypePinned), cudaErrorInvalidValue);

  cudasem::last_error(cudasem::LastError::clear);
}
