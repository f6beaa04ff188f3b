// SPDX-License-Identifier: Apache-2.0
// 100 callbacks added with cuStreamAddCallback, each counting its own runs: after
// cuStreamSynchronize every count is 1.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

#include <atomic>
#include <vector>

namespace {
void CUDA_CB count_run(CUstream, CUresult, void* data) { ++*static_cast<std::atomic<int>*>(data); }
}  // namespace

CUDASEM_CASE(CuStreamAddCallback, ExecutedExactlyOnce,
    {
        .api = {"cuStreamAddCallback"},
        .cite = {.doc = "DRV",
            .section = "cuStreamAddCallback",
            .quote = "For each cuStreamAddCallback call, the callback will be executed exactly once."},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr int kCallbacks = 100;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  std::vector<std::atomic<int>> runs(kCallbacks);
  for (auto& r : runs) r = 0;

  for (int i = 0; i < kCallbacks; ++i) {
    CUDASEM_ASSERT_CU_OK(drv.cuStreamAddCallback(stream, count_run, &runs[i], 0));
  }
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));

  int not_once = 0;
  for (const auto& r : runs) not_once += r.load() != 1;
  CUDASEM_EXPECT_EQ_NAMED("callbacks_not_run_once", not_once, 0);
}
