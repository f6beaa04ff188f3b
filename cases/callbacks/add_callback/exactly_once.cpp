// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

#include <atomic>
#include <vector>

namespace {
void CUDART_CB count(cudaStream_t, cudaError_t, void* p) { ++*static_cast<std::atomic<int>*>(p); }
}  // namespace

CUDASEM_CASE(CudaStreamAddCallback, ExactlyOnce,
    {
        .api = {"cudaStreamAddCallback"},
        .cite = {.doc = "RT",
            .section = "cudaStreamAddCallback",
            .quote = "For each cudaStreamAddCallback call, a callback will be executed exactly once."},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr int kCallbacks = 1000;
  cudasem::Stream streams[4] = {cudasem::Stream(cudaStreamNonBlocking), cudasem::Stream(cudaStreamNonBlocking),
      cudasem::Stream(cudaStreamNonBlocking), cudasem::Stream(cudaStreamNonBlocking)};
  std::vector<std::atomic<int>> counters(kCallbacks);
  for (auto& c : counters) c = 0;

  for (int i = 0; i < kCallbacks; ++i) {
    if (i % 50 == 0) {
      CUDASEM_ASSERT_OK(cudasem::kernels::launch_empty(streams[i % 4]));
    }
    CUDASEM_ASSERT_OK(cudaStreamAddCallback(streams[i % 4], count, &counters[i], 0));
  }
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  int not_once = 0;
  for (auto& c : counters)
    if (c.load() != 1) ++not_once;
  CUDASEM_EXPECT_EQ_NAMED("callbacks_not_run_exactly_once", not_once, 0);
}
