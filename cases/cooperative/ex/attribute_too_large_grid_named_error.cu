// SPDX-License-Identifier: Apache-2.0
// cudaLaunchKernelEx with cudaLaunchAttributeCooperative = 1 and one block more than the
// co-resident maximum: the code it returns is recorded. The runtime says only that a nonzero value
// "indicates a cooperative kernel (see cudaLaunchCooperativeKernel)"; cudaLaunchKernelExC's return
// list omits cudaErrorCooperativeLaunchTooLarge (cudaLaunchCooperativeKernel's names it), so the
// code is characterized, not asserted. (The driver's cuLaunchKernelEx promises "exactly the same
// usage and semantics of cuLaunchCooperativeKernel"; asserting that needs cuLaunchKernelEx in
// cudasem::Driver.)
#include <cooperative_groups.h>

#include "../cooperative.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void synced(unsigned* out) {
  cooperative_groups::this_grid().sync();
  if (threadIdx.x == 0) out[blockIdx.x] = 1;
}
}  // namespace

CUDASEM_CASE(CooperativeLaunchEx, AttributeTooLargeGridNamedError,
    {
        .api = {"cudaLaunchKernelEx"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaLaunchAttributeValue (cooperative)",
            .quote =
                "Value of launch attribute cudaLaunchAttributeCooperative. Nonzero indicates a cooperative kernel (see cudaLaunchCooperativeKernel)."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("cooperativeLaunch") >= 1},
    }) {
  auto limit = cudasem::cooperative::co_resident(reinterpret_cast<const void*>(synced), 256);
  CUDASEM_ASSERT_OK_OF(cudaOccupancyMaxActiveBlocksPerMultiprocessor, limit.error);
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

  const cudaError_t oversized = cudaLaunchKernelEx(&config, synced, out.data());
  cudasem::environment("grid_blocks", blocks);
  cudasem::observe("oversized_launch.code", oversized);
  cudasem::observe("oversized_launch.is_cooperative_launch_too_large", oversized == cudaErrorCooperativeLaunchTooLarge);
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
