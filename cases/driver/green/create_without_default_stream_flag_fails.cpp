// SPDX-License-Identifier: Apache-2.0
// cuGreenCtxCreate with flags 0 (without the required CU_GREEN_CTX_DEFAULT_STREAM) must fail.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGreenCtxCreate, WithoutDefaultStreamFlagFails,
    {
        .api = {"cuGreenCtxCreate"},
        .cite = {.doc = "DRV",
            .section = "cuGreenCtxCreate",
            .quote = "One of the supported green context creation flags. CU_GREEN_CTX_DEFAULT_STREAM is required."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::driver_api::SmSplit split;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::split_device_sms(split, 8));
  CUdevResourceDesc desc = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuDevResourceGenerateDesc(&desc, &split.groups[0], 1));
  cudasem::driver_api::GreenCtx green;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuGreenCtxCreate(green.out(), desc, cudasem::device0(), 0));
}
