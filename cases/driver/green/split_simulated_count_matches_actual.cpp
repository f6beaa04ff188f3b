// SPDX-License-Identifier: Apache-2.0
// cuDevSmResourceSplitByCount with a NULL result (a simulated split, minCount 8) reports the number of
// groups that the real split with as many result slots then creates.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

#include <vector>

CUDASEM_CASE(CuDevSmResourceSplitByCount, SimulatedCountMatchesActual,
    {
        .api = {"cuDevSmResourceSplitByCount"},
        .cite = {.doc = "DRV",
            .section = "cuDevSmResourceSplitByCount",
            .quote =
                "If result is NULL, the API simulates a split and provides the amount of groups that would be created in nbGroups."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  CUdevResource device{};
  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGetDevResource(cudasem::device0(), &device, CU_DEV_RESOURCE_TYPE_SM));
  unsigned simulated = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuDevSmResourceSplitByCount(nullptr, &simulated, &device, nullptr, 0, 8));

  CUDASEM_ASSERT_TRUE_NAMED("simulated_groups_positive", simulated > 0u);
  std::vector<CUdevResource> groups(simulated);
  unsigned created = simulated;
  CUDASEM_ASSERT_CU_OK(drv.cuDevSmResourceSplitByCount(groups.data(), &created, &device, nullptr, 0, 8));
  CUDASEM_EXPECT_TRUE_NAMED("simulated_equals_created", simulated == created);
}
