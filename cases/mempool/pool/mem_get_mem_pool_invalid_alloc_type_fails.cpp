// SPDX-License-Identifier: Apache-2.0
// cudaMemGetMemPool with an allocation type that is neither pinned nor managed
// (cudaMemAllocationTypeInvalid) returns cudaErrorInvalidValue.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemLocationPool, GetInvalidAllocTypeFails,
    {
        .api = {"cudaMemGetMemPool"},
        .cite = {.doc = "RT",
            .section = "cudaMemGetMemPool",
            .quote =
                "The allocation type can be one of cudaMemAllocationTypePinned or cudaMemAllocationTypeManaged. When the allocation type is cudaMemAllocationTypeManaged, the location type can also be cudaMemLocationTypeNone to indicate no preferred location for the managed memory pool. In all other cases, the call return cudaErrorInvalidValue"},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudaMemLocation dev0 = cudasem::mempool::device_location(0);
  cudaMemPool_t pool = nullptr;

  CUDASEM_EXPECT_ERROR(cudaMemGetMemPool(&pool, &dev0, cudaMemAllocationTypeInvalid), cudaErrorInvalidValue);

  cudasem::last_error(cudasem::LastError::clear);
}
