// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaMemGetDefaultMemPool for managed memory with no preferred location
// (cudaMemLocationTypeNone) "can" be asked for; records the result and, when a pool comes
// back, its release threshold.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemLocationPool, DefaultManagedPoolNoLocation,
    {
        .api = {"cudaMemGetDefaultMemPool"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemGetDefaultMemPool",
            .quote =
                "When the allocation type is cudaMemAllocationTypeManaged, the location type can also be cudaMemLocationTypeNone to indicate no preferred location for the managed memory pool."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudaMemLocation none{};
  none.type = cudaMemLocationTypeNone;
  cudaMemPool_t pool = nullptr;

  cudaError_t result = cudaMemGetDefaultMemPool(&pool, &none, cudaMemAllocationTypeManaged);

  cudasem::observe("get_default_managed", result);
  cudasem::observe("pool_returned", pool != nullptr);
  cudasem::last_error(cudasem::LastError::clear);
  if (result == cudaSuccess && pool)
    cudasem::mempool::observe_u64("managed_pool_", pool, cudaMemPoolAttrReleaseThreshold);
}
