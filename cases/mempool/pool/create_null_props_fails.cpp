// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolCreate without properties (poolProps == NULL): what it returns is recorded.
// The cited text names no failure for this: the returned code is recorded.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolCreate, NullPropsFails,
    {
        .api = {"cudaMemPoolCreate"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemPoolCreate",
            .quote =
                "The poolProps determines the properties of the pool such as the backing device and IPC capabilities."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudaMemPool_t pool = nullptr;

  cudasem::observe("cudaMemPoolCreate_result", cudaMemPoolCreate(&pool, nullptr));

  cudasem::last_error(cudasem::LastError::clear);
  if (pool) CUDASEM_EXPECT_OK(cudaMemPoolDestroy(pool));
}
