// SPDX-License-Identifier: Apache-2.0
// cuEventDestroy of an event recorded behind a held gate (not complete) returns while the gate
// still holds.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuEventDestroy, PendingReturnsAtOnce,
    {
        .api = {"cuEventDestroy"},
        .cite = {.doc = "DRV",
            .section = "cuEventDestroy",
            .quote =
                "In this case, the call does not block on completion of the event, and any associated resources will automatically be released asynchronously at completion."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));

  auto r = cudasem::call_behind_gate_expecting_return(stream.get(), [&] {
    CUevent event = nullptr;
    CUDASEM_EXPECT_CU_OK(drv.cuEventCreate(&event, CU_EVENT_DEFAULT));
    CUDASEM_EXPECT_CU_OK(drv.cuEventRecord(event, stream));
    CUDASEM_EXPECT_CU_ERROR(drv.cuEventDestroy(event), CUDA_SUCCESS);
  });

  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", r.returned_before_release);
}
