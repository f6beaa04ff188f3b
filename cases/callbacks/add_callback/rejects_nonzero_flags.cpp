// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

#include <atomic>

namespace {
void CUDART_CB count(cudaStream_t, cudaError_t, void* p) { ++*static_cast<std::atomic<int>*>(p); }
}  // namespace

CUDASEM_CASE(CudaStreamAddCallback, RejectsNonZeroFlags,
    {
        .api = {"cudaStreamAddCallback"},
        .cite = {.doc = "RT", .section = "cudaStreamAddCallback", .quote = "Reserved for future use, must be 0"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  std::atomic<int> calls{0};

  const cudaError_t result = cudaStreamAddCallback(stream, count, &calls, 1);

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_ERROR_OF(cudaStreamAddCallback, result, cudaErrorInvalidValue);
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  cudasem::observe("callback_calls", calls.load());
  if (result != cudaSuccess) {
    EXPECT_EQ(calls.load(), 0) << "a rejected callback ran";
  }
}
