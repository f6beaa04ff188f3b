// SPDX-License-Identifier: Apache-2.0
// cuDevResourceGenerateDesc of two SM groups that come from two different split calls (each a split
// of device 0's SMs, minCount 8) returns CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDevResourceGenerateDesc, GroupsOfTwoSplitsRejected,
    {
        .api = {"cuDevResourceGenerateDesc"},
        .cite = {.doc = "DRV",
            .section = "cuDevResourceGenerateDesc",
            .quote =
                "If multiple resources are provided in resources and they are of type CU_DEV_RESOURCE_TYPE_SM, they must be outputs (whether result or remaining) from the same split API instance, otherwise CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION is returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::driver_api::SmSplit first, second;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::split_device_sms(first, 8));
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::split_device_sms(second, 8));
  CUDASEM_ASSERT_TRUE_NAMED("second_split_has_two_groups", second.groups.size() >= 2u);
  CUdevResource mixed[] = {first.groups[0], second.groups[1]};
  CUdevResourceDesc desc = nullptr;

  CUDASEM_EXPECT_CU_ERROR(drv.cuDevResourceGenerateDesc(&desc, mixed, 2), CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION);
}
