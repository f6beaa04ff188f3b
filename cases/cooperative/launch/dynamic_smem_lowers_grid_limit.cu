// SPDX-License-Identifier: Apache-2.0
// The cooperative grid limit counts the launch's dynamic shared memory: with enough dynamic shared
// memory per block that the occupancy calculator allows B blocks per SM, B x SM-count blocks launch
// and grid-sync, and one block more returns cudaErrorCooperativeLaunchTooLarge.
#include <cooperative_groups.h>

#include "../cooperative.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void synced(unsigned* arrived) {
  extern __shared__ unsigned smem[];
  smem[threadIdx.x] = threadIdx.x;
  cooperative_groups::this_grid().sync();
  if (threadIdx.x == 0) atomicAdd(arrived, 1u + smem[0]);
}
}  // namespace

CUDASEM_CASE(CooperativeLaunch, DynamicSmemLowersGridLimit,
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
  int per_block = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&per_block, cudaDevAttrMaxSharedMemoryPerBlock, 0));
  const size_t smem = static_cast<size_t>(per_block) / 2;  // within the default 48 KiB, no opt-in
  auto limit = cudasem::cooperative::co_resident(fn, 128, smem);
  CUDASEM_ASSERT_OK_OF(cudaOccupancyMaxActiveBlocksPerMultiprocessor, limit.error);
  CUDASEM_ASSERT_TRUE_NAMED("co_resident_blocks.positive", limit.blocks() > 0);
  const unsigned blocks = static_cast<unsigned>(limit.blocks());
  cudasem::DeviceBuffer<unsigned> arrived(1);
  CUDASEM_ASSERT_OK(cudaMemset(arrived.data(), 0, arrived.bytes()));
  unsigned* a = arrived.data();
  void* args[] = {&a};

  const cudaError_t fits = cudaLaunchCooperativeKernel(fn, dim3(blocks), dim3(128), args, smem, nullptr);
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  {
    cudasem::CheckLabel label("fitting_grid");
    CUDASEM_EXPECT_OK_OF(cudaLaunchCooperativeKernel, fits);
  }
  {
    cudasem::CheckLabel label("one_block_over");
    CUDASEM_EXPECT_ERROR(cudaLaunchCooperativeKernel(fn, dim3(blocks + 1), dim3(128), args, smem, nullptr),
        cudaErrorCooperativeLaunchTooLarge);
  }
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
  unsigned host = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&host, arrived.data(), sizeof host, cudaMemcpyDeviceToHost));

  cudasem::environment("dynamic_smem_bytes", static_cast<unsigned long>(smem));  // half the GPU's per-block maximum
  cudasem::environment("blocks_per_sm", limit.per_sm);
  cudasem::environment("grid_blocks", blocks);
  CUDASEM_EXPECT_EQ_NAMED("blocks_past_grid_sync", host, blocks);
}
