// SPDX-License-Identifier: Apache-2.0
// cuOccupancyMaxPotentialBlockSize of add_value with blockSizeLimit 96 suggests a block size of at
// most 96 threads.
#include "../driver.h"
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuOccupancyMaxPotentialBlockSize, RespectsLimit,
    {
        .api = {"cuOccupancyMaxPotentialBlockSize"},
        .cite = {.doc = "DRV",
            .section = "cuOccupancyMaxPotentialBlockSize",
            .quote = "blockSizeLimit - The maximum block size func is designed to handle"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  CUfunction f = loaded.function(cudasem::modules::kAddValue);
  CUDASEM_ASSERT_TRUE_NAMED("add_value_function.found", f != nullptr);
  int min_grid = -1, block = -1;

  CUDASEM_ASSERT_CU_OK(drv.cuOccupancyMaxPotentialBlockSize(&min_grid, &block, f, nullptr, 0, 96));

  cudasem::observe("suggested_block_size", block);
  CUDASEM_EXPECT_TRUE_NAMED("block_size.positive", block >= 1);
  CUDASEM_EXPECT_TRUE_NAMED("block_size.within_limit", block <= 96);
}
