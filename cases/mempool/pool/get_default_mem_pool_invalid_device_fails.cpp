// SPDX-License-Identifier: Apache-2.0
// cudaDeviceGetDefaultMemPool for a device ordinal that does not exist (the device count): what it
// returns is recorded.
// The cited text names no failure for this: the returned code is recorded.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolCurrent, GetDefaultInvalidDeviceFails,
    {
        .api = {"cudaDeviceGetDefaultMemPool"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaDeviceGetDefaultMemPool",
            .quote = "The default mempool of a device contains device memory from that device."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  cudaMemPool_t pool = nullptr;

  cudasem::observe("cudaDeviceGetDefaultMemPool_result", cudaDeviceGetDefaultMemPool(&pool, count));

  cudasem::last_error(cudasem::LastError::clear);
}
