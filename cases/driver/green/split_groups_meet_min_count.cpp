// SPDX-License-Identifier: Apache-2.0
// cuDevSmResourceSplitByCount of device 0's SMs with minCount 8: every group created has at least 8
// SMs, and the groups and the remainder together hold no more SMs than the device.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDevSmResourceSplitByCount, GroupsMeetMinCount,
    {
        .api = {"cuDevSmResourceSplitByCount"},
        .cite = {.doc = "DRV",
            .section = "cuDevSmResourceSplitByCount",
            .quote =
                "Splits CU_DEV_RESOURCE_TYPE_SM resources into nbGroups, adhering to the minimum SM count specified in minCount and the usage flags in useFlags."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::PrimaryCurrent primary;
  cudasem::driver_api::SmSplit split;

  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::split_device_sms(split, 8));

  unsigned below = 0, total = split.remaining.sm.smCount;
  for (const CUdevResource& g : split.groups) {
    below += g.sm.smCount < 8;
    total += g.sm.smCount;
  }
  cudasem::environment("groups_of_eight", split.groups.size());
  cudasem::environment("sms_remaining", split.remaining.sm.smCount);
  CUDASEM_EXPECT_EQ_NAMED("groups_below_min_count", below, 0u);
  CUDASEM_EXPECT_TRUE_NAMED("split_sms_within_device_count", total <= split.device.sm.smCount);
}
