// SPDX-License-Identifier: Apache-2.0
// cuEventElapsedTime of two timing events that were never recorded returns
// CUDA_ERROR_INVALID_HANDLE.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuEventElapsedTime, NeverRecordedInvalidHandle,
    {
        .api = {"cuEventElapsedTime"},
        .cite = {.doc = "DRV",
            .section = "cuEventElapsedTime",
            .quote =
                "If cuEventRecord() has not been called on either event then CUDA_ERROR_INVALID_HANDLE is returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::driver_api::DrvEvent start, end;
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(start.out(), CU_EVENT_DEFAULT));
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(end.out(), CU_EVENT_DEFAULT));
  float ms = -1.0f;

  CUDASEM_EXPECT_CU_ERROR(drv.cuEventElapsedTime(&ms, start, end), CUDA_ERROR_INVALID_HANDLE);
}
