// SPDX-License-Identifier: Apache-2.0
// cuDevSmResourceSplitByCount with minCount one more than the SM count of the input resource returns
// CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION, the listed code whose text is this condition (the SMs are
// insufficient for the split).
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDevSmResourceSplitByCount, MinCountAboveSmCountFails,
    {
        .api = {"cuDevSmResourceSplitByCount"},
        .cite = {.doc = "DRV",
            .section = "CUresult (CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION)",
            .quote =
                "This error indicates one or more resources are insufficient or non-applicable for the operation."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  CUdevResource device{};
  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGetDevResource(cudasem::device0(), &device, CU_DEV_RESOURCE_TYPE_SM));
  CUdevResource result{};
  unsigned groups = 1;

  CUDASEM_EXPECT_CU_ERROR(drv.cuDevSmResourceSplitByCount(&result, &groups, &device, nullptr, 0, device.sm.smCount + 1),
      CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION);
}
