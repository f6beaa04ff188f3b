// SPDX-License-Identifier: Apache-2.0
// cuStreamWaitEvent with CU_EVENT_WAIT_EXTERNAL on a stream that is not capturing must fail (a
// documented code, recorded).
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamWaitEvent, ExternalOutsideCaptureRejected,
    {
        .api = {"cuStreamWaitEvent"},
        .cite = {.doc = "DRV",
            .section = "cuStreamWaitEvent",
            .quote = "This flag is invalid outside of stream capture."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DrvStream stream, other;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(other.out(), CU_STREAM_NON_BLOCKING));
  cudasem::driver_api::DrvEvent event;
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(event.out(), CU_EVENT_DISABLE_TIMING));
  CUDASEM_ASSERT_CU_OK(drv.cuEventRecord(event, other));

  CUDASEM_EXPECT_CU_FAILURE(drv.cuStreamWaitEvent(stream, event, CU_EVENT_WAIT_EXTERNAL));
  CUDASEM_EXPECT_CU_OK(drv.cuCtxSynchronize());
}
