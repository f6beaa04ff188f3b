// SPDX-License-Identifier: Apache-2.0
// A host-located pool (cudaMemLocationTypeHost) asking for a POSIX file descriptor handle type
// is rejected with cudaErrorInvalidValue.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolCreate, HostPoolWithHandleTypesFails,
    {
        .api = {"cudaMemPoolCreate"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolCreate",
            .quote =
                "Pools created with the type cudaMemLocationTypeHost are not IPC capable and cudaMemPoolProps::handleTypes must be 0, any other values will result in cudaErrorInvalidValue."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1, cudasem::attr("hostMemoryPoolsSupported") >= 1},
    }) {
  cudaMemPoolProps props = cudasem::mempool::device_pool_props(0, cudaMemHandleTypePosixFileDescriptor);
  props.location.type = cudaMemLocationTypeHost;
  cudaMemPool_t pool = nullptr;

  CUDASEM_EXPECT_ERROR(cudaMemPoolCreate(&pool, &props), cudaErrorInvalidValue);

  cudasem::last_error(cudasem::LastError::clear);
  if (pool) CUDASEM_EXPECT_OK(cudaMemPoolDestroy(pool));
}
