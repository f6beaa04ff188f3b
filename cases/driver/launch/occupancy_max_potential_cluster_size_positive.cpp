// SPDX-License-Identifier: Apache-2.0
// cuOccupancyMaxPotentialClusterSize of add_value (128-thread blocks, a 64-block grid) returns a
// cluster size of at least 1, and cuOccupancyMaxActiveClusters accepts that cluster size (it reports
// at least one cluster able to co-exist).
#include "../driver.h"
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuOccupancyMaxPotentialClusterSize, ReturnsLaunchableSize,
    {
        .api = {"cuOccupancyMaxPotentialClusterSize"},
        .cite = {.doc = "DRV",
            .section = "cuOccupancyMaxPotentialClusterSize",
            .quote =
                "Given the kernel function (func) and launch configuration (config), return the maximum cluster size in *clusterSize."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx(), cudasem::attr("clusterLaunch") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::AddValueLaunch k;
  CUDASEM_ASSERT_TRUE_NAMED("add_value_function.found", k.f != nullptr);
  int cluster = -1;

  CUDASEM_ASSERT_CU_OK(drv.cuOccupancyMaxPotentialClusterSize(&cluster, k.f, &k.config));

  cudasem::environment("max_potential_cluster_size", cluster);
  CUDASEM_ASSERT_TRUE_NAMED("cluster_size.positive", cluster >= 1);
  CUlaunchAttribute attr{};
  attr.id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
  attr.value.clusterDim.x = static_cast<unsigned>(cluster);
  attr.value.clusterDim.y = attr.value.clusterDim.z = 1;
  k.config.gridDimX = static_cast<unsigned>(cluster) * 8;
  k.config.attrs = &attr;
  k.config.numAttrs = 1;
  int clusters = -1;
  CUDASEM_ASSERT_CU_OK(drv.cuOccupancyMaxActiveClusters(&clusters, k.f, &k.config));
  cudasem::observe("clusters_of_returned_size_fit", clusters >= 1);
  CUDASEM_EXPECT_TRUE_NAMED("active_clusters.at_least_one", clusters >= 1);
}
