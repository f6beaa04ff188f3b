// SPDX-License-Identifier: Apache-2.0
// cuGreenCtxRecordEvent of a green context (on device 0's primary context) with an event created in
// another context (cuCtxCreate) returns CUDA_ERROR_INVALID_HANDLE.
#include "../driver_events.h"
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGreenCtxRecordEvent, OtherContextInvalidHandle,
    {
        .api = {"cuGreenCtxRecordEvent"},
        .cite = {.doc = "DRV",
            .section = "cuGreenCtxRecordEvent",
            .quote =
                "hEvent and hCtx must be from the same primary context otherwise CUDA_ERROR_INVALID_HANDLE is returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::OneGreen g;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::make_one_green(g));
  cudasem::Context other(cudasem::create_context());
  ASSERT_NE(other.get(), nullptr);
  cudasem::driver_api::DrvEvent event;
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(event.out(), CU_EVENT_DISABLE_TIMING));
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSetCurrent(g.primary.get()));

  CUDASEM_EXPECT_CU_ERROR(drv.cuGreenCtxRecordEvent(g.green, event), CUDA_ERROR_INVALID_HANDLE);
}
