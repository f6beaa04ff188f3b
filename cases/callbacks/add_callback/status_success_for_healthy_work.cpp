// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

#include <atomic>

namespace {
struct Got {
  std::atomic<bool> ran{false};
  cudaError_t status = cudaErrorUnknown;
  cudaStream_t stream = nullptr;
};
void CUDART_CB keep(cudaStream_t stream, cudaError_t status, void* p) {
  auto* got = static_cast<Got*>(p);
  got->status = status;
  got->stream = stream;
  got->ran = true;
}
}  // namespace

CUDASEM_CASE(CudaStreamAddCallback, StatusSuccessForHealthyWork,
    {
        .api = {"cudaStreamAddCallback"},
        .cite = {.doc = "RT",
            .section = "cudaStreamCallback_t",
            .quote = "cudaSuccess or any persistent error on the stream."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  Got got;
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_empty(stream));

  CUDASEM_ASSERT_OK(cudaStreamAddCallback(stream, keep, &got, 0));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  CUDASEM_ASSERT_TRUE_NAMED("callback.ran", got.ran.load());
  cudasem::observe("callback_status", got.status);
  cudasem::CheckLabel label("callback_status");  // the status the callback was given
  CUDASEM_EXPECT_ERROR_OF(cudaStreamAddCallback, got.status, cudaSuccess);
}
