// SPDX-License-Identifier: Apache-2.0
// A plain launch of max-active-blocks-per-SM x SM-count blocks (256 threads): every block
// arrives at a device-wide counter and waits (bounded, 2 s) for all the others. Whether all met
// (all were resident at once) is recorded; a plain launch has no co-residency promise.
#include "cudasem/cudasem.h"

namespace {
__device__ unsigned long long global_ns() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}
__global__ void meet(unsigned* arrived, unsigned* met, unsigned total) {
  if (threadIdx.x == 0) {
    atomicAdd(arrived, 1u);
    const unsigned long long t0 = global_ns();
    while (*static_cast<volatile unsigned*>(arrived) < total && global_ns() - t0 < 2000000000ull) {
    }
    if (*static_cast<volatile unsigned*>(arrived) >= total) atomicAdd(met, 1u);
  }
  __syncthreads();
}
}  // namespace

CUDASEM_CASE(CudaOccupancyMaxActiveBlocks, FullOccupancyGridCoResident,
    {
        .api = {"cudaOccupancyMaxActiveBlocksPerMultiprocessor"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaOccupancyMaxActiveBlocksPerMultiprocessor",
            .quote =
                "Returns in *numBlocks the maximum number of active blocks per streaming multiprocessor for the device function."},
        .claim = cudasem::Claim::hedge,
        .exclusive = true,
    }) {
  int per_sm = 0, sms = 0;
  CUDASEM_ASSERT_OK(
      cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, reinterpret_cast<const void*>(meet), 256, 0));
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  CUDASEM_ASSERT_TRUE_NAMED("blocks_per_sm.positive", per_sm > 0);
  const unsigned total = static_cast<unsigned>(per_sm * sms);
  cudasem::DeviceBuffer<unsigned> counters(2);
  CUDASEM_ASSERT_OK(cudaMemset(counters.data(), 0, counters.bytes()));

  meet<<<total, 256>>>(counters.data(), counters.data() + 1, total);
  CUDASEM_ASSERT_OK_OF(cudaLaunchKernel, cudaGetLastError());
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned host[2] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(host, counters.data(), counters.bytes(), cudaMemcpyDeviceToHost));

  cudasem::environment("blocks_per_sm", per_sm);
  cudasem::environment("grid_blocks", total);
  cudasem::measure("blocks_that_met_all", host[1]);
  cudasem::observe("all_co_resident", host[1] == total);
}
