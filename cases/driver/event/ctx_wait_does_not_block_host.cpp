// SPDX-License-Identifier: Apache-2.0
// cuCtxWaitEvent on an event recorded behind a held gate returns while the gate still holds.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuCtxWaitEvent, DoesNotBlockHost,
    {
        .api = {"cuCtxWaitEvent"},
        .cite = {.doc = "DRV",
            .section = "cuCtxWaitEvent",
            .quote = "The synchronization will be performed on the device and will not block the calling CPU thread."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  cudasem::driver_api::DrvEvent event;
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(event.out(), CU_EVENT_DISABLE_TIMING));

  auto r = cudasem::call_behind_gate_expecting_return(stream.get(), [&] {
    CUDASEM_EXPECT_CU_OK(drv.cuEventRecord(event, stream));
    CUDASEM_EXPECT_CU_ERROR(drv.cuCtxWaitEvent(primary.get(), event), CUDA_SUCCESS);
  });
  CUDASEM_EXPECT_CU_OK(drv.cuCtxSynchronize());

  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", r.returned_before_release);
}
