// SPDX-License-Identifier: Apache-2.0
// cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(CU_OCCUPANCY_DEFAULT) of add_value gives the
// same block count as cuOccupancyMaxActiveBlocksPerMultiprocessor, for block sizes 32 to 1024.
#include "../driver.h"
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags, DefaultMatchesPlain,
    {
        .api = {"cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags"},
        .cite = {.doc = "DRV",
            .section = "cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags",
            .quote =
                "CU_OCCUPANCY_DEFAULT, which maintains the default behavior as cuOccupancyMaxActiveBlocksPerMultiprocessor;"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  CUfunction f = loaded.function(cudasem::modules::kAddValue);
  CUDASEM_ASSERT_TRUE_NAMED("add_value_function.found", f != nullptr);

  int differing = 0;
  for (int block = 32; block <= 1024; block *= 2) {
    int plain = -1, with_flags = -2;
    CUDASEM_ASSERT_CU_OK(drv.cuOccupancyMaxActiveBlocksPerMultiprocessor(&plain, f, block, 0));
    CUDASEM_ASSERT_CU_OK(
        drv.cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&with_flags, f, block, 0, CU_OCCUPANCY_DEFAULT));
    differing += plain != with_flags;
    CUDASEM_EXPECT_EQ_NAMED("active_blocks.match_plain", with_flags, plain) << "block size " << block;
  }
  cudasem::observe("block_sizes_differing", differing);
}
