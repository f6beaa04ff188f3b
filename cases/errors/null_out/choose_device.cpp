// SPDX-License-Identifier: Apache-2.0
// A null device pointer (zeroed properties) leaves nowhere to write the result. The text gives only
// the list of return codes, so the call must fail with one of them; which one is recorded (as for
// cudaMalloc's, device_memory.malloc.null_out_param).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaChooseDevice, NullOutParam,
    {
        .api = {"cudaChooseDevice"},
        .cite = {.doc = "RT", .section = "cudaChooseDevice", .quote = "cudaSuccess, cudaErrorInvalidValue"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudaDeviceProp prop{};

  CUDASEM_EXPECT_FAILURE(cudaChooseDevice(nullptr, &prop));
  cudasem::last_error(cudasem::LastError::clear);
}
