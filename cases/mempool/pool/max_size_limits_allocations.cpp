// SPDX-License-Identifier: Apache-2.0
// A pool created with maxSize = 64 MiB serves a 32 MiB allocation, but an allocation that would
// take it past 64 MiB fails (the error is recorded; the claim is the limit, not the code).
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolCreate, MaxSizeLimitsAllocations,
    {
        .api = {"cudaMemPoolCreate"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolCreate",
            .quote =
                "Applications can control the maximum size of the pool by specifying a non-zero value for cudaMemPoolProps::maxSize."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  cudaMemPoolProps props = device_pool_props(0);
  props.maxSize = 64 * kMiB;
  MemPool pool = make_pool(props);
  ASSERT_NE(pool.get(), nullptr);
  cudasem::Stream s(cudaStreamNonBlocking);
  AsyncAlloc within;
  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(within.out(), 32 * kMiB, pool.get(), s));
  void* beyond = nullptr;

  cudaError_t result = cudaMallocFromPoolAsync(&beyond, 64 * kMiB, pool.get(), s);

  cudasem::observe("beyond_max_size", result);
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_TRUE_NAMED("beyond_max_size.failed", result != cudaSuccess) << "an allocation past maxSize succeeded";
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s));
  observe_usage("", pool.get());
  if (beyond) CUDASEM_EXPECT_OK(cudaFreeAsync(beyond, s));
}
