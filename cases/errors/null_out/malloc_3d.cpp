// SPDX-License-Identifier: Apache-2.0
// A null pitchedDevPtr (a 64 x 4 x 2 byte extent) leaves nowhere to write the result. The text
// gives only the list of return codes, so the call must fail with one of them; which one is
// recorded (as for cudaMalloc's, device_memory.malloc.null_out_param).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMalloc3D, NullOutParam,
    {
        .api = {"cudaMalloc3D"},
        .cite = {.doc = "RT",
            .section = "cudaMalloc3D",
            .quote = "cudaSuccess, cudaErrorInvalidValue, cudaErrorMemoryAllocation"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  const cudaExtent extent{64, 4, 2};  // width in bytes, height, depth

  CUDASEM_EXPECT_FAILURE(cudaMalloc3D(nullptr, extent));
  cudasem::last_error(cudasem::LastError::clear);
}
