// SPDX-License-Identifier: Apache-2.0
// cuOccupancyMaxActiveClusters of add_value with clusters of 2 blocks of 128 threads: at least one
// cluster, and no more co-existing clusters than the device's active blocks allow
// (cuOccupancyMaxActiveBlocksPerMultiprocessor times the SM count, divided by 2).
#include "../driver.h"
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuOccupancyMaxActiveClusters, BoundedByActiveBlocks,
    {
        .api = {"cuOccupancyMaxActiveClusters"},
        .cite = {.doc = "DRV",
            .section = "cuOccupancyMaxActiveClusters",
            .quote =
                "Given the kernel function (func) and launch configuration (config), return the maximum number of clusters that could co-exist on the target device in *numClusters."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx(), cudasem::attr("clusterLaunch") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  CUfunction f = loaded.function(cudasem::modules::kAddValue);
  CUDASEM_ASSERT_TRUE_NAMED("add_value_function.found", f != nullptr);
  CUlaunchAttribute attr{};
  attr.id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
  attr.value.clusterDim.x = 2;
  attr.value.clusterDim.y = attr.value.clusterDim.z = 1;
  CUlaunchConfig config{};
  config.gridDimX = 64;
  config.gridDimY = config.gridDimZ = 1;
  config.blockDimX = 128;
  config.blockDimY = config.blockDimZ = 1;
  config.attrs = &attr;
  config.numAttrs = 1;
  int clusters = -1;

  CUDASEM_ASSERT_CU_OK(drv.cuOccupancyMaxActiveClusters(&clusters, f, &config));

  int per_sm = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, f, 128, 0));
  const int bound = per_sm * cudasem::attribute(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, cudasem::device0()) / 2;
  cudasem::environment("active_clusters_of_two", clusters);
  cudasem::observe("clusters_within_bounds", clusters >= 1 && clusters <= bound);
  CUDASEM_EXPECT_TRUE_NAMED("active_clusters.at_least_one", clusters >= 1);
  CUDASEM_EXPECT_TRUE_NAMED("active_clusters.within_sm_bound", clusters <= bound);
}
