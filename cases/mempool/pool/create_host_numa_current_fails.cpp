// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolCreate with location type cudaMemLocationTypeHostNumaCurrent is rejected with
// cudaErrorInvalidValue.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolCreate, HostNumaCurrentFails,
    {
        .api = {"cudaMemPoolCreate"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolCreate",
            .quote =
                "Specifying cudaMemLocationTypeHostNumaCurrent as the cudaMemPoolProps::cudaMemLocation::type will result in cudaErrorInvalidValue."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1, cudasem::attr("hostMemoryPoolsSupported") >= 1},
    }) {
  cudaMemPoolProps props = cudasem::mempool::device_pool_props(0);
  props.location.type = cudaMemLocationTypeHostNumaCurrent;
  props.location.id = 0;
  cudaMemPool_t pool = nullptr;

  CUDASEM_EXPECT_ERROR(cudaMemPoolCreate(&pool, &props), cudaErrorInvalidValue);

  cudasem::last_error(cudasem::LastError::clear);
  if (pool) CUDASEM_EXPECT_OK(cudaMemPoolDestroy(pool));
}
