// SPDX-License-Identifier: Apache-2.0
// A null devPtr (a valid pitch pointer, 64 x 4 bytes) leaves nowhere to write the result. The text
// gives only the list of return codes, so the call must fail with one of them; which one is
// recorded (as for cudaMalloc's, device_memory.malloc.null_out_param).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMallocPitch, NullOutParam,
    {
        .api = {"cudaMallocPitch"},
        .cite = {.doc = "RT",
            .section = "cudaMallocPitch",
            .quote = "cudaSuccess, cudaErrorInvalidValue, cudaErrorMemoryAllocation"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  size_t pitch = 0;

  CUDASEM_EXPECT_FAILURE(cudaMallocPitch(nullptr, &pitch, 64, 4));
  cudasem::last_error(cudasem::LastError::clear);
}
