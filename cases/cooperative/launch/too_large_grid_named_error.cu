// SPDX-License-Identifier: Apache-2.0
// cudaLaunchCooperativeKernel with one block more than max active blocks per SM x SM count
// returns cudaErrorCooperativeLaunchTooLarge.
#include <cooperative_groups.h>

#include "../cooperative.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void synced(unsigned* out) {
  cooperative_groups::this_grid().sync();
  if (threadIdx.x == 0) out[blockIdx.x] = 1;
}
}  // namespace

CUDASEM_CASE(CooperativeLaunch, TooLargeGridNamedError,
    {
        .api = {"cudaLaunchCooperativeKernel"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorCooperativeLaunchTooLarge)",
            .quote =
                "This error indicates that the number of blocks launched per grid for a kernel that was launched via either cudaLaunchCooperativeKernel exceeds the maximum number of blocks as allowed by cudaOccupancyMaxActiveBlocksPerMultiprocessor or cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags times the number of multiprocessors as specified by the device attribute cudaDevAttrMultiProcessorCount."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("cooperativeLaunch") >= 1},
    }) {
  const void* fn = reinterpret_cast<const void*>(synced);
  auto limit = cudasem::cooperative::co_resident(fn, 256);
  CUDASEM_ASSERT_OK_OF(cudaOccupancyMaxActiveBlocksPerMultiprocessor, limit.error);
  const unsigned blocks = static_cast<unsigned>(limit.blocks()) + 1;
  cudasem::DeviceBuffer<unsigned> out(blocks);
  unsigned* o = out.data();
  void* args[] = {&o};

  CUDASEM_EXPECT_ERROR(
      cudaLaunchCooperativeKernel(fn, dim3(blocks), dim3(256), args, 0, nullptr), cudaErrorCooperativeLaunchTooLarge);
  cudasem::environment("grid_blocks", blocks);
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
