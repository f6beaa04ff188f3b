// SPDX-License-Identifier: Apache-2.0
// cuDevicePrimaryCtxRelease in a process that never retained the primary context (the harness
// only called cuInit) returns CUDA_ERROR_INVALID_CONTEXT.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverPrimaryCtxRelease, UnretainedInvalidContext,
    {
        .api = {"cuDevicePrimaryCtxRelease"},
        .cite = {.doc = "DRV",
            .section = "cuDevicePrimaryCtxRelease",
            .quote =
                "Releasing a primary context that has not been previously retained will fail with CUDA_ERROR_INVALID_CONTEXT."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  const CUdevice dev = cudasem::device0();
  unsigned flags = 0;
  int active = -1;
  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxGetState(dev, &flags, &active));
  CUDASEM_ASSERT_EQ_NAMED("active_before_release", active, 0) << "the primary context is already active";

  CUDASEM_EXPECT_CU_ERROR(drv.cuDevicePrimaryCtxRelease(dev), CUDA_ERROR_INVALID_CONTEXT);
}
