// SPDX-License-Identifier: Apache-2.0
// "may be NULL" leaves open whether a created stream's handle arrives: record it.
#include "cudasem/cudasem.h"

#include <atomic>

namespace {
struct Got {
  std::atomic<bool> ran{false};
  cudaStream_t stream = nullptr;
  void* user_data = nullptr;
};
void CUDART_CB keep(cudaStream_t stream, cudaError_t, void* p) {
  auto* got = static_cast<Got*>(p);
  got->stream = stream;
  got->user_data = p;
  got->ran = true;
}
}  // namespace

CUDASEM_CASE(CudaStreamAddCallback, ReceivesItsStream,
    {
        .api = {"cudaStreamAddCallback"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaStreamCallback_t",
            .quote = "The stream as passed to cudaStreamAddCallback, may be NULL."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  Got got;

  CUDASEM_ASSERT_OK(cudaStreamAddCallback(stream, keep, &got, 0));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  CUDASEM_ASSERT_TRUE_NAMED("callback.ran", got.ran.load());
  cudasem::observe("same_stream", got.stream == stream.get());
  cudasem::observe("null_stream", got.stream == nullptr);
  cudasem::observe("same_user_data", got.user_data == static_cast<void*>(&got));
}
