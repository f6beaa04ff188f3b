// SPDX-License-Identifier: Apache-2.0
// cuDevResourceGenerateDesc of the first two groups of one split (minCount 8), then cuGreenCtxCreate:
// the green context's SM count (cuGreenCtxGetDevResource) is the sum of the two groups' counts.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDevResourceGenerateDesc, TwoGroupsSumSmCount,
    {
        .api = {"cuDevResourceGenerateDesc"},
        .cite = {.doc = "DRV",
            .section = "cuDevResourceGenerateDesc",
            .quote = "Generates a single resource descriptor with the set of resources specified in resources."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::driver_api::SmSplit split;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::split_device_sms(split, 8));
  CUDASEM_ASSERT_TRUE_NAMED("split_has_two_groups", split.groups.size() >= 2u);
  CUdevResourceDesc desc = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuDevResourceGenerateDesc(&desc, split.groups.data(), 2));

  cudasem::driver_api::GreenCtx green;
  CUDASEM_ASSERT_CU_OK(drv.cuGreenCtxCreate(green.out(), desc, cudasem::device0(), CU_GREEN_CTX_DEFAULT_STREAM));
  CUdevResource r{};
  CUDASEM_ASSERT_CU_OK(drv.cuGreenCtxGetDevResource(green, &r, CU_DEV_RESOURCE_TYPE_SM));
  const unsigned sum = split.groups[0].sm.smCount + split.groups[1].sm.smCount;
  CUDASEM_EXPECT_TRUE_NAMED("green_sm_count_is_sum", r.sm.smCount == sum);
}
