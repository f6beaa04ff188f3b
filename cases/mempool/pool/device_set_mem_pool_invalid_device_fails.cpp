// SPDX-License-Identifier: Apache-2.0
// cudaDeviceSetMemPool for a device ordinal that does not exist (the device count) fails with
// one of its documented codes.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolCurrent, SetInvalidDeviceFails,
    {
        .api = {"cudaDeviceSetMemPool"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceSetMemPool",
            .quote = "The memory pool must be local to the specified device."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  cudaMemPool_t pool = nullptr;
  CUDASEM_ASSERT_OK(cudaDeviceGetDefaultMemPool(&pool, 0));

  CUDASEM_EXPECT_FAILURE(cudaDeviceSetMemPool(count, pool));

  cudasem::last_error(cudasem::LastError::clear);
}
