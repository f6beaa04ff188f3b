// SPDX-License-Identifier: Apache-2.0
// The block size cuOccupancyMaxPotentialBlockSize suggests for add_value reaches the maximum number
// of active warps per SM: no block size (a multiple of 32 up to the function's limit) gives more
// active warps by cuOccupancyMaxActiveBlocksPerMultiprocessor.
#include "../driver.h"
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuOccupancyMaxPotentialBlockSize, MaximizesActiveWarps,
    {
        .api = {"cuOccupancyMaxPotentialBlockSize"},
        .cite = {.doc = "DRV",
            .section = "cuOccupancyMaxPotentialBlockSize",
            .quote = "(or, the maximum number of active warps with the fewest blocks per multiprocessor)"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  CUfunction f = loaded.function(cudasem::modules::kAddValue);
  CUDASEM_ASSERT_TRUE_NAMED("add_value_function.found", f != nullptr);
  int min_grid = -1, block = -1;

  CUDASEM_ASSERT_CU_OK(drv.cuOccupancyMaxPotentialBlockSize(&min_grid, &block, f, nullptr, 0, 0));

  CUDASEM_ASSERT_TRUE_NAMED("block_size.positive", block > 0);
  int blocks = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, f, block, 0));
  const int warps = blocks * ((block + 31) / 32);
  int limit = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuFuncGetAttribute(&limit, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, f));
  int best = 0;
  for (int b = 32; b <= limit; b += 32) {
    int n = 0;
    CUDASEM_ASSERT_CU_OK(drv.cuOccupancyMaxActiveBlocksPerMultiprocessor(&n, f, b, 0));
    best = std::max(best, n * (b / 32));
  }
  cudasem::environment("suggested_block_size", block);
  CUDASEM_EXPECT_TRUE_NAMED("suggested_reaches_max_warps", warps == best) << "suggested block " << block;
}
