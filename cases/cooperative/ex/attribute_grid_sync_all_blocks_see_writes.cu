// SPDX-License-Identifier: Apache-2.0
// cudaLaunchKernelEx with cudaLaunchAttributeCooperative = 1 is a cooperative launch: with the
// largest co-resident grid, every block writes its slot, grid.sync(), and every block finds the
// full sum of all slots.
#include <cooperative_groups.h>

#include <vector>

#include "../coop_util.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void exchange(unsigned* slots, unsigned long long* sums) {
  namespace cg = cooperative_groups;
  cg::grid_group grid = cg::this_grid();
  if (threadIdx.x == 0) slots[blockIdx.x] = blockIdx.x + 1;
  grid.sync();
  if (threadIdx.x == 0) {
    unsigned long long sum = 0;
    for (unsigned b = 0; b < gridDim.x; ++b) sum += *static_cast<volatile unsigned*>(&slots[b]);
    sums[blockIdx.x] = sum;
  }
}
}  // namespace

CUDASEM_CASE(CooperativeLaunchEx, AttributeGridSyncAllBlocksSeeWrites, {
    .api = {"cudaLaunchKernelEx"},
    .cite = {.doc = "RT", .section = "cudaLaunchAttributeValue (cooperative)",
             .quote = "Value of launch attribute cudaLaunchAttributeCooperative. Nonzero indicates a cooperative kernel (see cudaLaunchCooperativeKernel)."},
    .needs = {cudasem::attr("cooperativeLaunch") >= 1},
}) {
  auto limit = cudasem_cases::cooperative::co_resident(reinterpret_cast<const void*>(exchange), 128);
  CUDASEM_ASSERT_OK_OF(cudaOccupancyMaxActiveBlocksPerMultiprocessor, limit.error);
  ASSERT_GT(limit.blocks(), 0);
  const unsigned blocks = static_cast<unsigned>(limit.blocks());
  cudasem::DeviceBuffer<unsigned> slots(blocks);
  cudasem::DeviceBuffer<unsigned long long> sums(blocks);
  CUDASEM_ASSERT_OK(cudaMemset(slots.data(), 0, slots.bytes()));
  CUDASEM_ASSERT_OK(cudaMemset(sums.data(), 0, sums.bytes()));
  cudaLaunchAttribute attr{};
  attr.id = cudaLaunchAttributeCooperative;
  attr.val.cooperative = 1;
  cudaLaunchConfig_t config{};
  config.gridDim = dim3(blocks);
  config.blockDim = dim3(128);
  config.attrs = &attr;
  config.numAttrs = 1;

  CUDASEM_ASSERT_OK(cudaLaunchKernelEx(&config, exchange, slots.data(), sums.data()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  std::vector<unsigned long long> host(blocks);
  CUDASEM_ASSERT_OK(cudaMemcpy(host.data(), sums.data(), sums.bytes(), cudaMemcpyDeviceToHost));

  const unsigned long long expected = static_cast<unsigned long long>(blocks) * (blocks + 1) / 2;
  long complete = 0;
  for (unsigned long long v : host) complete += v == expected;
  cudasem::environment("grid_blocks", blocks);  // max active blocks per SM x SM count: the GPU model's
  cudasem::observe("blocks_missing_writes", static_cast<std::int64_t>(blocks) - complete);
  EXPECT_EQ(complete, static_cast<long>(blocks));
}
