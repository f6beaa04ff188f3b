// SPDX-License-Identifier: Apache-2.0
// add_value given a required cluster size of 2 x 1 x 1 (cuFuncSetAttribute): cuOccupancyMaxPotentialClusterSize
// then returns 2, the required size.
#include "../driver.h"
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuOccupancyMaxPotentialClusterSize, ReflectsRequiredSize,
    {
        .api = {"cuOccupancyMaxPotentialClusterSize"},
        .cite = {.doc = "DRV",
            .section = "cuOccupancyMaxPotentialClusterSize",
            .quote =
                "If func has a required cluster size set (see cudaFuncGetAttributes / cuFuncGetAttribute),*clusterSize will reflect the required cluster size."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx(), cudasem::attr("clusterLaunch") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::AddValueLaunch k;
  CUDASEM_ASSERT_TRUE_NAMED("add_value_function.found", k.f != nullptr);
  CUDASEM_ASSERT_CU_OK(drv.cuFuncSetAttribute(k.f, CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH, 2));
  CUDASEM_ASSERT_CU_OK(drv.cuFuncSetAttribute(k.f, CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT, 1));
  CUDASEM_ASSERT_CU_OK(drv.cuFuncSetAttribute(k.f, CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH, 1));
  int cluster = -1;

  CUDASEM_ASSERT_CU_OK(drv.cuOccupancyMaxPotentialClusterSize(&cluster, k.f, &k.config));

  CUDASEM_EXPECT_EQ_NAMED("max_potential_cluster_size", cluster, 2);
}
