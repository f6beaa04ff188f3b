// SPDX-License-Identifier: Apache-2.0
// "has not been called on either event" reads two ways (neither event, or one of them): record
// what cuEventElapsedTime returns when only one of two timing events was recorded (and completed).
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuEventElapsedTime, OneNeverRecorded,
    {
        .api = {"cuEventElapsedTime"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuEventElapsedTime",
            .quote =
                "If cuEventRecord() has not been called on either event then CUDA_ERROR_INVALID_HANDLE is returned."},
        .claim = cudasem::Claim::hedge,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  cudasem::driver_api::DrvEvent recorded, never_recorded;
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(recorded.out(), CU_EVENT_DEFAULT));
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(never_recorded.out(), CU_EVENT_DEFAULT));
  CUDASEM_ASSERT_CU_OK(drv.cuEventRecord(recorded, stream));
  CUDASEM_ASSERT_CU_OK(drv.cuEventSynchronize(recorded));
  float ms = -1.0f;

  const CUresult end_unrecorded = drv.cuEventElapsedTime(&ms, recorded, never_recorded);
  const CUresult start_unrecorded = drv.cuEventElapsedTime(&ms, never_recorded, recorded);

  cudasem::observe("end_never_recorded", end_unrecorded);
  cudasem::observe("start_never_recorded", start_unrecorded);
}
