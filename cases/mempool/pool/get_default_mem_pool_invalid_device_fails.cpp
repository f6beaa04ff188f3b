// SPDX-License-Identifier: Apache-2.0
// cudaDeviceGetDefaultMemPool for a device ordinal that does not exist (the device count) fails
// with one of its documented codes.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolCurrent, GetDefaultInvalidDeviceFails,
    {
        .api = {"cudaDeviceGetDefaultMemPool"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceGetDefaultMemPool",
            .quote = "The default mempool of a device contains device memory from that device."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  cudaMemPool_t pool = nullptr;

  CUDASEM_EXPECT_FAILURE(cudaDeviceGetDefaultMemPool(&pool, count));

  cudasem::last_error(cudasem::LastError::clear);
}
