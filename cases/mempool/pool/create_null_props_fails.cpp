// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolCreate without properties (poolProps == NULL) fails with one of its documented codes.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolCreate, NullPropsFails,
    {
        .api = {"cudaMemPoolCreate"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolCreate",
            .quote =
                "The poolProps determines the properties of the pool such as the backing device and IPC capabilities."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudaMemPool_t pool = nullptr;

  CUDASEM_EXPECT_FAILURE(cudaMemPoolCreate(&pool, nullptr));

  cudasem::last_error(cudasem::LastError::clear);
  if (pool) CUDASEM_EXPECT_OK(cudaMemPoolDestroy(pool));
}
