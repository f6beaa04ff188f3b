// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

#include <atomic>

namespace {
void CUDART_CB count(cudaStream_t, cudaError_t, void* p) { ++*static_cast<std::atomic<int>*>(p); }
}  // namespace

CUDASEM_CASE(CudaStreamAddCallback, RejectsNonZeroFlags, {
    .id = "callbacks.add_callback.rejects_nonzero_flags",
    .cite = {.doc = "RT", .section = "cudaStreamAddCallback",
             .quote = "Reserved for future use, must be 0", .version = "13.0"},
}) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  std::atomic<int> calls{0};

  const cudaError_t result = cudaStreamAddCallback(stream, count, &calls, 1);

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_ERROR(result, cudaErrorInvalidValue);
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  cudasem::observe("callback_calls", calls.load());
  if (result != cudaSuccess) {
    EXPECT_EQ(calls.load(), 0) << "a rejected callback ran";
  }
}
