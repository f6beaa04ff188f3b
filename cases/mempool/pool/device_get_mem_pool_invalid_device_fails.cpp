// SPDX-License-Identifier: Apache-2.0
// cudaDeviceGetMemPool for a device ordinal that does not exist (the device count): what it returns
// is recorded.
// The cited text names no failure for this: the returned code is recorded.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolCurrent, GetInvalidDeviceFails,
    {
        .api = {"cudaDeviceGetMemPool"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaDeviceGetMemPool",
            .quote =
                "Returns the last pool provided to cudaDeviceSetMemPool for this device or the device's default memory pool if cudaDeviceSetMemPool has never been called."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  cudaMemPool_t pool = nullptr;

  cudasem::observe("cudaDeviceGetMemPool_result", cudaDeviceGetMemPool(&pool, count));

  cudasem::last_error(cudasem::LastError::clear);
}
