// SPDX-License-Identifier: Apache-2.0
// The cited text names no failure for this: the returned code is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamCreateWithFlags, RejectsUndefinedFlags,
    {
        .api = {"cudaStreamCreateWithFlags"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaStreamCreateWithFlags",
            .quote = "The flags argument determines the behaviors of the stream. Valid values for flags are"},
        .claim = cudasem::Claim::hedge,
    }) {
  cudaStream_t stream = nullptr;

  const cudaError_t result = cudaStreamCreateWithFlags(&stream, 0x4);

  cudasem::last_error(cudasem::LastError::clear);
  if (result == cudaSuccess && stream) {
    CUDASEM_EXPECT_OK(cudaStreamDestroy(stream));
  }
  cudasem::observe("cudaStreamCreateWithFlags_result", result);
}
