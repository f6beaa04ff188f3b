// SPDX-License-Identifier: Apache-2.0
// cuStreamAddCallback with flags 1: flags is reserved and must be 0, a requirement on the caller; the
// text names no error for another value (characterization: records the code, and whether the
// callback ran); a callback it did enqueue is waited for.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

#include <atomic>

namespace {
void CUDA_CB mark_ran(CUstream, CUresult, void* data) { *static_cast<std::atomic<bool>*>(data) = true; }
}  // namespace

CUDASEM_CASE(CuStreamAddCallback, NonZeroFlagsResultRecorded,
    {
        .api = {"cuStreamAddCallback"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV", .section = "cuStreamAddCallback", .quote = "Reserved for future use, must be 0"},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  std::atomic<bool> ran{false};

  // A caller requirement: the case records what the call returns.
  const CUresult result = drv.cuStreamAddCallback(stream, mark_ran, &ran, 1);
  cudasem::observe("add_callback_result", result);

  CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(stream));
  cudasem::observe("callback_ran", ran.load());
}
