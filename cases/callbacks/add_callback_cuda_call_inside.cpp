// SPDX-License-Identifier: Apache-2.0
// The text forbids the call and only says it "may" fail: record what cudaMalloc returns inside.
#include "cudasem/cudasem.h"

#include <atomic>
#include <thread>

namespace {
struct Inside {
  std::atomic<bool> ran{false};
  cudaError_t malloc_result = cudaErrorUnknown;
  void* allocation = nullptr;
};
void CUDART_CB call_cuda(cudaStream_t, cudaError_t, void* p) {
  auto* inside = static_cast<Inside*>(p);
  inside->malloc_result = cudaMalloc(&inside->allocation, 256);
  inside->ran = true;
}
}  // namespace

CUDASEM_CASE(CudaStreamAddCallback, CudaCallInside, {
    .id = "callbacks.add_callback.cuda_call_inside",
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "RT", .section = "cudaStreamAddCallback",
             .quote = "Callbacks must not make any CUDA API calls. Attempting to use CUDA APIs may result in cudaErrorNotPermitted.",
             .version = "13.0"},
}) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  Inside inside;

  CUDASEM_ASSERT_OK(cudaStreamAddCallback(stream, call_cuda, &inside, 0));
  for (int i = 0; i < 20000 && !inside.ran; ++i) std::this_thread::sleep_for(cudasem::milliseconds(1));

  ASSERT_TRUE(inside.ran.load()) << "the function did not return within 20 s";
  cudasem::observe("cudaMalloc_inside", cudasem::error_text(inside.malloc_result));
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
  cudasem::last_error(cudasem::LastError::clear);
  if (inside.malloc_result == cudaSuccess) {
    CUDASEM_EXPECT_OK(cudaFree(inside.allocation));
  }
}
