// SPDX-License-Identifier: Apache-2.0
// cudaLaunchKernelEx with cudaLaunchAttributeCooperative = 1 and one block more than the
// co-resident maximum returns cudaErrorCooperativeLaunchTooLarge, as cudaLaunchCooperativeKernel
// does ("exactly the same usage and semantics").
#include <cooperative_groups.h>

#include "../coop_util.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void synced(unsigned* out) {
  cooperative_groups::this_grid().sync();
  if (threadIdx.x == 0) out[blockIdx.x] = 1;
}
}  // namespace

CUDASEM_CASE(CooperativeLaunchEx, AttributeTooLargeGridNamedError, {
    .id = "cooperative.ex.attribute_too_large_grid_named_error",
    .cite = {.doc = "DRV", .section = "cuLaunchKernelEx",
             .quote = "Setting CU_LAUNCH_ATTRIBUTE_COOPERATIVE to a non-zero value causes the kernel launch to be a cooperative launch, with exactly the same usage and semantics of cuLaunchCooperativeKernel.",
             .version = "13.0"},
    .needs = {cudasem::attr("cooperativeLaunch") >= 1},
}) {
  auto limit = cudasem_cases::cooperative::co_resident(reinterpret_cast<const void*>(synced), 256);
  CUDASEM_ASSERT_OK(limit.error);
  const unsigned blocks = static_cast<unsigned>(limit.blocks()) + 1;
  cudasem::DeviceBuffer<unsigned> out(blocks);
  cudaLaunchAttribute attr{};
  attr.id = cudaLaunchAttributeCooperative;
  attr.val.cooperative = 1;
  cudaLaunchConfig_t config{};
  config.gridDim = dim3(blocks);
  config.blockDim = dim3(256);
  config.attrs = &attr;
  config.numAttrs = 1;

  CUDASEM_EXPECT_ERROR(cudaLaunchKernelEx(&config, synced, out.data()), cudaErrorCooperativeLaunchTooLarge);
  cudasem::observe("grid_blocks", blocks);
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
