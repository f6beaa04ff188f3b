// SPDX-License-Identifier: Apache-2.0
// cuEventRecordWithFlags with CU_EVENT_RECORD_EXTERNAL in a stream that is not capturing must fail
// (a documented code, recorded).
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuEventRecordWithFlags, ExternalOutsideCaptureRejected,
    {
        .api = {"cuEventRecordWithFlags"},
        .cite = {.doc = "DRV",
            .section = "cuEventRecordWithFlags",
            .quote = "This flag is invalid outside of stream capture."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  cudasem::driver_api::DrvEvent event;
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(event.out(), CU_EVENT_DEFAULT));

  CUDASEM_EXPECT_CU_FAILURE(drv.cuEventRecordWithFlags(event, stream, CU_EVENT_RECORD_EXTERNAL));
}
