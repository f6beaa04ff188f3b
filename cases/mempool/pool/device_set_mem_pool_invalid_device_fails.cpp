// SPDX-License-Identifier: Apache-2.0
// cudaDeviceSetMemPool for a device ordinal that does not exist (the device count): what it returns
// is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolCurrent, SetInvalidDeviceFails,
    {
        .api = {"cudaDeviceSetMemPool"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaDeviceSetMemPool",
            .quote = "The memory pool must be local to the specified device."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  cudaMemPool_t pool = nullptr;
  CUDASEM_ASSERT_OK(cudaDeviceGetDefaultMemPool(&pool, 0));

  cudasem::observe("cudaDeviceSetMemPool_result", cudaDeviceSetMemPool(count, pool));

  cudasem::last_error(cudasem::LastError::clear);
}
