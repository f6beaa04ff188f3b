// SPDX-License-Identifier: Apache-2.0
// The minimum grid size cuOccupancyMaxPotentialBlockSize returns for add_value is the number of
// blocks that fill every SM at the suggested block size: active blocks per SM
// (cuOccupancyMaxActiveBlocksPerMultiprocessor) times the SM count.
#include "../driver.h"
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuOccupancyMaxPotentialBlockSize, MinGridIsBlocksTimesSms,
    {
        .api = {"cuOccupancyMaxPotentialBlockSize"},
        .cite = {.doc = "DRV",
            .section = "cuOccupancyMaxPotentialBlockSize",
            .quote = "and in *minGridSize the minimum grid size to achieve the maximum occupancy."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  CUfunction f = loaded.function(cudasem::modules::kAddValue);
  CUDASEM_ASSERT_TRUE_NAMED("add_value_function.found", f != nullptr);
  int min_grid = -1, block = -1;

  CUDASEM_ASSERT_CU_OK(drv.cuOccupancyMaxPotentialBlockSize(&min_grid, &block, f, nullptr, 0, 0));

  int blocks = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, f, block, 0));
  const int expected = blocks * cudasem::attribute(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, cudasem::device0());
  CUDASEM_EXPECT_TRUE_NAMED("min_grid_is_full_device", min_grid == expected);
}
