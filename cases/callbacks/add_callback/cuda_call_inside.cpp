// SPDX-License-Identifier: Apache-2.0
// The text forbids the call and only says it "may" fail: record what cudaMalloc returns inside.
#include "cudasem/cudasem.h"
#include "../callbacks.h"

CUDASEM_CASE(CudaStreamAddCallback, CudaCallInside,
    {
        .api = {"cudaStreamAddCallback"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaStreamAddCallback",
            .quote =
                "Callbacks must not make any CUDA API calls. Attempting to use CUDA APIs may result in cudaErrorNotPermitted."},
        .claim = cudasem::Claim::hedge,
    }) {
  using namespace cudasem::callbacks;
  cudasem::Stream stream(cudaStreamNonBlocking);
  Inside inside;

  CUDASEM_ASSERT_OK(cudaStreamAddCallback(stream, as_stream_callback<call_cuda>, &inside, 0));
  record_cuda_call_inside(stream, inside);
}
