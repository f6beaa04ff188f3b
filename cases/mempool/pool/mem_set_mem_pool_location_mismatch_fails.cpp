// SPDX-License-Identifier: Apache-2.0
// cudaMemSetMemPool with a location that is not the pool's (the host location for a pool on
// device 0) returns cudaErrorInvalidValue.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemLocationPool, SetLocationMismatchFails,
    {
        .api = {"cudaMemSetMemPool"},
        .cite = {.doc = "RT",
            .section = "cudaMemSetMemPool",
            .quote = "If the location type or index don't match, the call returns cudaErrorInvalidValue."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudaMemLocation host{};
  host.type = cudaMemLocationTypeHost;

  CUDASEM_EXPECT_ERROR(cudaMemSetMemPool(&host, cudaMemAllocationTypePinned, pool.get()), cudaErrorInvalidValue);

  cudasem::last_error(cudasem::LastError::clear);
}
