// SPDX-License-Identifier: Apache-2.0
// The text forbids the call and only says it "may" fail: record what cudaMalloc returns inside.
#include "cudasem/cudasem.h"
#include "../callbacks.h"

CUDASEM_CASE(CudaLaunchHostFunc, CudaCallInside,
    {
        .api = {"cudaLaunchHostFunc"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaLaunchHostFunc",
            .quote = "Attempting to use a CUDA API may result in cudaErrorNotPermitted, but this is not required."},
        .claim = cudasem::Claim::hedge,
    }) {
  using namespace cudasem::callbacks;
  cudasem::Stream stream(cudaStreamNonBlocking);
  Inside inside;

  CUDASEM_ASSERT_OK(cudaLaunchHostFunc(stream, call_cuda, &inside));
  record_cuda_call_inside(stream, inside);
}
