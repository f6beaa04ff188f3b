// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolCreate with an invalid allocation type (cudaMemAllocationTypeInvalid): what it returns
// is recorded.
// The cited text names no failure for this: the returned code is recorded.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolCreate, InvalidAllocTypeFails,
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
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  cudaMemPoolProps props = cudasem::mempool::device_pool_props(0);
  props.allocType = cudaMemAllocationTypeInvalid;
  cudaMemPool_t pool = nullptr;

  cudasem::observe("cudaMemPoolCreate_result", cudaMemPoolCreate(&pool, &props));

  cudasem::last_error(cudasem::LastError::clear);
  if (pool) CUDASEM_EXPECT_OK(cudaMemPoolDestroy(pool));
}
