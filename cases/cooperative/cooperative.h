// SPDX-License-Identifier: Apache-2.0
// Shared by the cooperative-launch cases (.cu files only): the largest co-resident grid for a
// kernel, as cudaLaunchCooperativeKernel defines it (max active blocks per SM x SM count), and the
// grid-sync exchange (every block writes its slot, grid.sync(), every block sums all slots) with
// the body that runs it on the largest grid. The device code has internal linkage (an anonymous
// namespace inside cudasem::cooperative): every unity batch that includes it gets its own copy.
#pragma once

#include <cooperative_groups.h>
#include <cuda_runtime_api.h>

#include <vector>

#include "cudasem/cudasem.h"

namespace cudasem::cooperative {

struct CoResident {
  cudaError_t error = cudaSuccess;
  int per_sm = 0, sms = 0;
  int blocks() const { return per_sm * sms; }
};

inline CoResident co_resident(const void* kernel, int block_size, size_t dynamic_smem = 0) {
  CoResident r;
  r.error = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&r.per_sm, kernel, block_size, dynamic_smem);
  if (r.error == cudaSuccess) r.error = cudaDeviceGetAttribute(&r.sms, cudaDevAttrMultiProcessorCount, 0);
  return r;
}

// How many of the blocks' sums are the full sum 1 + 2 + ... + blocks.
inline long blocks_with_full_sum(const std::vector<unsigned long long>& sums, unsigned blocks) {
  const unsigned long long expected = static_cast<unsigned long long>(blocks) * (blocks + 1) / 2;
  long complete = 0;
  for (unsigned long long v : sums) complete += v == expected;
  return complete;
}

// What one exchange on the largest co-resident grid found.
struct Exchange {
  unsigned blocks = 0;  // the grid: max active blocks per SM x SM count
  int per_sm = 0;
  long complete = 0;  // blocks that found the full sum
};

namespace {

// Block b writes slots[b] = b + 1, grid.sync(), then sums all slots into sums[b].
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

// The largest co-resident grid of `exchange` at 128 threads (the occupancy query is checked),
// zeroed slots and sums, then `launch(blocks, slots, sums)` launches it cooperatively (and checks
// the launch); the device is synchronized and the sums are counted. A fatal failure (in `launch`
// too) returns early: call it in ASSERT_NO_FATAL_FAILURE.
template <typename Launch>
void run_exchange_on_largest_grid(Launch&& launch, Exchange* run) {
  auto limit = co_resident(reinterpret_cast<const void*>(exchange), 128);
  CUDASEM_ASSERT_OK_OF(cudaOccupancyMaxActiveBlocksPerMultiprocessor, limit.error);
  CUDASEM_ASSERT_TRUE_NAMED("co_resident_blocks.positive", limit.blocks() > 0);
  const unsigned blocks = static_cast<unsigned>(limit.blocks());
  cudasem::DeviceBuffer<unsigned> slots(blocks);
  cudasem::DeviceBuffer<unsigned long long> sums(blocks);
  CUDASEM_ASSERT_OK(cudaMemset(slots.data(), 0, slots.bytes()));
  CUDASEM_ASSERT_OK(cudaMemset(sums.data(), 0, sums.bytes()));

  launch(blocks, slots.data(), sums.data());
  if (::testing::Test::HasFatalFailure()) return;
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  std::vector<unsigned long long> host(blocks);
  CUDASEM_ASSERT_OK(cudaMemcpy(host.data(), sums.data(), sums.bytes(), cudaMemcpyDeviceToHost));
  *run = {blocks, limit.per_sm, blocks_with_full_sum(host, blocks)};
}

}  // namespace
}  // namespace cudasem::cooperative
