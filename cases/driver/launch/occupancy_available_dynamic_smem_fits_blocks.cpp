// SPDX-License-Identifier: Apache-2.0
// cuOccupancyAvailableDynamicSMemPerBlock for 4 blocks of 128 threads of add_value (its dynamic
// shared limit raised to the opt-in maximum first): with that much dynamic shared memory per block,
// cuOccupancyMaxActiveBlocksPerMultiprocessor still reports at least 4 blocks per SM.
#include "../driver.h"
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuOccupancyAvailableDynamicSMemPerBlock, FitsBlocks,
    {
        .api = {"cuOccupancyAvailableDynamicSMemPerBlock"},
        .cite = {.doc = "DRV",
            .section = "cuOccupancyAvailableDynamicSMemPerBlock",
            .quote =
                "Returns in *dynamicSmemSize the maximum size of dynamic shared memory to allow numBlocks blocks per SM."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  CUfunction f = loaded.function(cudasem::modules::kAddValue);
  CUDASEM_ASSERT_TRUE_NAMED("add_value_function.found", f != nullptr);
  int static_shared = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuFuncGetAttribute(&static_shared, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, f));
  CUDASEM_ASSERT_CU_OK(drv.cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
      cudasem::attribute(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, cudasem::device0()) - static_shared));
  std::size_t smem = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuOccupancyAvailableDynamicSMemPerBlock(&smem, f, 4, 128));

  int blocks = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, f, 128, smem));
  cudasem::environment("dynamic_smem_for_four_blocks", smem);
  cudasem::observe("four_blocks_fit", blocks >= 4);
  CUDASEM_EXPECT_TRUE_NAMED("active_blocks.at_least_four", blocks >= 4) << smem << " bytes per block";
}
