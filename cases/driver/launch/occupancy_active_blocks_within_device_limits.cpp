// SPDX-License-Identifier: Apache-2.0
// cuOccupancyMaxActiveBlocksPerMultiprocessor of add_value with 128 threads and no dynamic shared
// memory: at least one block, and no more blocks than an SM can hold (its block limit, and its
// thread limit divided by 128).
#include "../driver.h"
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuOccupancyMaxActiveBlocksPerMultiprocessor, WithinDeviceLimits,
    {
        .api = {"cuOccupancyMaxActiveBlocksPerMultiprocessor"},
        .cite = {.doc = "DRV",
            .section = "cuOccupancyMaxActiveBlocksPerMultiprocessor",
            .quote = "Returns in *numBlocks the number of the maximum active blocks per streaming multiprocessor."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  CUfunction f = loaded.function(cudasem::modules::kAddValue);
  CUDASEM_ASSERT_TRUE_NAMED("add_value_function.found", f != nullptr);
  const CUdevice dev = cudasem::device0();
  int blocks = -1;

  CUDASEM_ASSERT_CU_OK(drv.cuOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, f, 128, 0));

  cudasem::observe("active_blocks_per_sm", blocks);
  CUDASEM_EXPECT_TRUE_NAMED("active_blocks.at_least_one", blocks >= 1);
  CUDASEM_EXPECT_TRUE_NAMED("active_blocks.within_block_limit",
      blocks <= cudasem::attribute(CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR, dev));
  CUDASEM_EXPECT_TRUE_NAMED("active_threads.within_thread_limit",
      blocks * 128 <= cudasem::attribute(CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR, dev));
}
