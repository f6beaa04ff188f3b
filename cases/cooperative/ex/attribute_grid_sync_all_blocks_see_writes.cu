// SPDX-License-Identifier: Apache-2.0
// cudaLaunchKernelEx with cudaLaunchAttributeCooperative = 1 is a cooperative launch: with the
// largest co-resident grid, every block writes its slot, grid.sync(), and every block finds the
// full sum of all slots.
#include <cstdint>

#include "cudasem/cudasem.h"
#include "../cooperative.h"

CUDASEM_CASE(CooperativeLaunchEx, AttributeGridSyncAllBlocksSeeWrites,
    {
        .api = {"cudaLaunchKernelEx"},
        .cite = {.doc = "RT",
            .section = "cudaLaunchAttributeValue (cooperative)",
            .quote =
                "Value of launch attribute cudaLaunchAttributeCooperative. Nonzero indicates a cooperative kernel (see cudaLaunchCooperativeKernel)."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("cooperativeLaunch") >= 1},
    }) {
  cudasem::cooperative::Exchange run;
  ASSERT_NO_FATAL_FAILURE(cudasem::cooperative::run_exchange_on_largest_grid(
      [](unsigned blocks, unsigned* slots, unsigned long long* sums) {
        cudaLaunchAttribute attr{};
        attr.id = cudaLaunchAttributeCooperative;
        attr.val.cooperative = 1;
        cudaLaunchConfig_t config{};
        config.gridDim = dim3(blocks);
        config.blockDim = dim3(128);
        config.attrs = &attr;
        config.numAttrs = 1;
        CUDASEM_ASSERT_OK(cudaLaunchKernelEx(&config, cudasem::cooperative::exchange, slots, sums));
      },
      &run));

  cudasem::environment("grid_blocks", run.blocks);  // max active blocks per SM x SM count: the GPU model's
  CUDASEM_EXPECT_EQ_NAMED(
      "blocks_missing_writes", static_cast<std::int64_t>(run.blocks) - run.complete, std::int64_t{0});
}
