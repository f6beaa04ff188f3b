// SPDX-License-Identifier: Apache-2.0
// A null devPtr leaves nowhere to return the allocation. The text gives only the list of return
// codes, so the call must fail with one of them; which one is recorded (as for the pinned
// siblings host_memory.pinned.{malloc_host,host_alloc}_null_out_param_rejected).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMalloc, NullOutParam,
    {
        .api = {"cudaMalloc"},
        .cite = {.doc = "RT",
            .section = "cudaMalloc",
            .quote = "cudaSuccess, cudaErrorInvalidValue, cudaErrorMemoryAllocation"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));

  CUDASEM_EXPECT_FAILURE(cudaMalloc(nullptr, 16));
  cudasem::last_error(cudasem::LastError::clear);
}
