// SPDX-License-Identifier: Apache-2.0
// A null flags pointer (a created stream) leaves nowhere to write the result. The text gives only
// the list of return codes, so the call must fail with one of them; which one is recorded (as for
// cudaMalloc's, device_memory.malloc.null_out_param).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamGetFlags, NullOutParam,
    {
        .api = {"cudaStreamGetFlags"},
        .cite = {.doc = "RT", .section = "cudaStreamGetFlags", .quote = "cudaSuccess, cudaErrorInvalidValue"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);

  CUDASEM_EXPECT_FAILURE(cudaStreamGetFlags(stream.get(), nullptr));
  cudasem::last_error(cudasem::LastError::clear);
}
