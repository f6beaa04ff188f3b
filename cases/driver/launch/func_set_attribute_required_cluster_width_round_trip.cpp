// SPDX-License-Identifier: Apache-2.0
// cuFuncSetAttribute of add_value (no cluster size set at compile time) to a required cluster of
// 2 x 1 x 1 blocks (CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH, _HEIGHT, _DEPTH): cuFuncGetAttribute then
// reads a required cluster width of 2.
#include "../driver.h"
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuFuncSetAttribute, RequiredClusterWidthRoundTrip,
    {
        .api = {"cuFuncSetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuFuncSetAttribute",
            .quote = "CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH: The required cluster width in blocks."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx(), cudasem::attr("clusterLaunch") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  CUfunction f = loaded.function(cudasem::modules::kAddValue);
  CUDASEM_ASSERT_TRUE_NAMED("add_value_function.found", f != nullptr);

  CUDASEM_ASSERT_CU_OK(drv.cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH, 2));
  CUDASEM_ASSERT_CU_OK(drv.cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT, 1));
  CUDASEM_ASSERT_CU_OK(drv.cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH, 1));

  int width = -1;
  CUDASEM_ASSERT_CU_OK(drv.cuFuncGetAttribute(&width, CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH, f));
  CUDASEM_EXPECT_EQ_NAMED("required_cluster_width_read", width, 2);
}
