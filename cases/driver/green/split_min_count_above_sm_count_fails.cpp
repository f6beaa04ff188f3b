// SPDX-License-Identifier: Apache-2.0
// cuDevSmResourceSplitByCount with minCount one more than the SM count of the input resource must
// fail.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDevSmResourceSplitByCount, MinCountAboveSmCountFails,
    {
        .api = {"cuDevSmResourceSplitByCount"},
        .cite = {.doc = "DRV",
            .section = "cuDevSmResourceSplitByCount",
            .quote = "Value of minCount must be between 0 and the SM count specified in input."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  CUdevResource device{};
  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGetDevResource(cudasem::device0(), &device, CU_DEV_RESOURCE_TYPE_SM));
  CUdevResource result{};
  unsigned groups = 1;

  CUDASEM_EXPECT_CU_FAILURE(
      drv.cuDevSmResourceSplitByCount(&result, &groups, &device, nullptr, 0, device.sm.smCount + 1));
}
