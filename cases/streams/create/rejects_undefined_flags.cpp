// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamCreateWithFlags, RejectsUndefinedFlags,
    {
        .api = {"cudaStreamCreateWithFlags"},
        .cite = {.doc = "RT",
            .section = "cudaStreamCreateWithFlags",
            .quote = "The flags argument determines the behaviors of the stream. Valid values for flags are"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudaStream_t stream = nullptr;

  const cudaError_t result = cudaStreamCreateWithFlags(&stream, 0x4);

  cudasem::last_error(cudasem::LastError::clear);
  if (result == cudaSuccess && stream) {
    CUDASEM_EXPECT_OK(cudaStreamDestroy(stream));
  }
  CUDASEM_EXPECT_FAILURE_OF(cudaStreamCreateWithFlags, result);
}
