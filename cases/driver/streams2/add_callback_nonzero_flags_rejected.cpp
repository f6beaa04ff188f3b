// SPDX-License-Identifier: Apache-2.0
// cuStreamAddCallback with flags 1 (reserved, must be 0) must fail (a documented code, recorded);
// a callback it did enqueue is waited for.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

#include <atomic>

namespace {
void CUDA_CB mark_ran(CUstream, CUresult, void* data) { *static_cast<std::atomic<bool>*>(data) = true; }
}  // namespace

CUDASEM_CASE(CuStreamAddCallback, NonZeroFlagsRejected,
    {
        .api = {"cuStreamAddCallback"},
        .cite = {.doc = "DRV", .section = "cuStreamAddCallback", .quote = "Reserved for future use, must be 0"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  std::atomic<bool> ran{false};

  CUDASEM_EXPECT_CU_FAILURE(drv.cuStreamAddCallback(stream, mark_ran, &ran, 1));

  CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(stream));
  cudasem::observe("callback_ran", ran.load());
}
