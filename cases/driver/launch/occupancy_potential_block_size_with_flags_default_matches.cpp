// SPDX-License-Identifier: Apache-2.0
// cuOccupancyMaxPotentialBlockSizeWithFlags(CU_OCCUPANCY_DEFAULT) of add_value suggests the same
// block size and minimum grid size as cuOccupancyMaxPotentialBlockSize.
#include "../driver.h"
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuOccupancyMaxPotentialBlockSizeWithFlags, DefaultMatchesPlain,
    {
        .api = {"cuOccupancyMaxPotentialBlockSizeWithFlags"},
        .cite = {.doc = "DRV",
            .section = "cuOccupancyMaxPotentialBlockSizeWithFlags",
            .quote = "CU_OCCUPANCY_DEFAULT, which maintains the default behavior as cuOccupancyMaxPotentialBlockSize;"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  CUfunction f = loaded.function(cudasem::modules::kAddValue);
  CUDASEM_ASSERT_TRUE_NAMED("add_value_function.found", f != nullptr);
  int plain_grid = -1, plain_block = -1, grid = -2, block = -2;
  CUDASEM_ASSERT_CU_OK(drv.cuOccupancyMaxPotentialBlockSize(&plain_grid, &plain_block, f, nullptr, 0, 0));

  CUDASEM_ASSERT_CU_OK(
      drv.cuOccupancyMaxPotentialBlockSizeWithFlags(&grid, &block, f, nullptr, 0, 0, CU_OCCUPANCY_DEFAULT));

  cudasem::observe("same_suggestion", grid == plain_grid && block == plain_block);
  CUDASEM_EXPECT_EQ_NAMED("block_size.matches_plain", block, plain_block);
  CUDASEM_EXPECT_EQ_NAMED("min_grid.matches_plain", grid, plain_grid);
}
