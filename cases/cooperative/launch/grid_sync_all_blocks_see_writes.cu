// SPDX-License-Identifier: Apache-2.0
// cudaLaunchCooperativeKernel with the largest co-resident grid: every block writes its slot,
// grid.sync(), then every block sums all slots; every block must find the full sum.
#include <cstdint>

#include "cudasem/cudasem.h"
#include "../cooperative.h"

CUDASEM_CASE(CooperativeLaunch, GridSyncAllBlocksSeeWrites,
    {
        .api = {"cudaLaunchCooperativeKernel"},
        .cite = {.doc = "RT",
            .section = "cudaLaunchCooperativeKernel",
            .quote = "Launches a device function where thread blocks can cooperate and synchronize as they execute"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("cooperativeLaunch") >= 1},
    }) {
  cudasem::cooperative::Exchange run;
  ASSERT_NO_FATAL_FAILURE(cudasem::cooperative::run_exchange_on_largest_grid(
      [](unsigned blocks, unsigned* slots, unsigned long long* sums) {
        void* args[] = {&slots, &sums};
        CUDASEM_ASSERT_OK(cudaLaunchCooperativeKernel(
            reinterpret_cast<const void*>(cudasem::cooperative::exchange), dim3(blocks), dim3(128), args, 0, nullptr));
      },
      &run));

  cudasem::environment("grid_blocks", run.blocks);  // max active blocks per SM x SM count: the GPU model's
  cudasem::environment("blocks_per_sm", run.per_sm);
  CUDASEM_EXPECT_EQ_NAMED(
      "blocks_missing_writes", static_cast<std::int64_t>(run.blocks) - run.complete, std::int64_t{0});
}
