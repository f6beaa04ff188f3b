// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaStreamAddCallback with flags 1; the text says flags must be 0, and names
// no outcome: records the code and whether the callback ran.
#include "cudasem/cudasem.h"

#include <atomic>

namespace {
void CUDART_CB count(cudaStream_t, cudaError_t, void* p) { ++*static_cast<std::atomic<int>*>(p); }
}  // namespace

CUDASEM_CASE(CudaStreamAddCallback, RejectsNonZeroFlags,
    {
        .api = {"cudaStreamAddCallback"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaStreamAddCallback", .quote = "Reserved for future use, must be 0"},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  std::atomic<int> calls{0};

  const cudaError_t result = cudaStreamAddCallback(stream, count, &calls, 1);

  cudasem::last_error(cudasem::LastError::clear);
  cudasem::observe("nonzero_flags_result", result);
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  cudasem::observe("callback_calls", calls.load());
}
