// SPDX-License-Identifier: Apache-2.0
// cuOccupancyMaxActiveClusters of add_value (no required cluster size) with a launch configuration
// that names no cluster dimension must fail.
#include "../driver.h"
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuOccupancyMaxActiveClusters, WithoutClusterSizeFails,
    {
        .api = {"cuOccupancyMaxActiveClusters"},
        .cite = {.doc = "DRV",
            .section = "cuOccupancyMaxActiveClusters",
            .quote =
                "Without required sizes, the cluster size must be specified in config, else the function will return an error."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx(), cudasem::attr("clusterLaunch") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::AddValueLaunch k;
  CUDASEM_ASSERT_TRUE_NAMED("add_value_function.found", k.f != nullptr);
  int clusters = -1;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuOccupancyMaxActiveClusters(&clusters, k.f, &k.config));
}
