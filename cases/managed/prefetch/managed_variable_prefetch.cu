// SPDX-License-Identifier: Apache-2.0
// A __managed__ variable can be prefetched like a cudaMallocManaged range (a .cu file for the
// variable): afterwards its LastPrefetchLocation reads device 0.
#include "../managed.h"
#include "cudasem/cudasem.h"

static __managed__ unsigned prefetched_variable[4096];

CUDASEM_CASE(CudaMemPrefetchAsync, ManagedVariablePrefetch,
    {
        .api = {"cudaMemPrefetchAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMemPrefetchAsync",
            .quote =
                "The memory range must refer to managed memory allocated via cudaMallocManaged or declared via __managed__ variables"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  cudasem::Stream stream(cudaStreamNonBlocking);

  CUDASEM_EXPECT_OK(
      cudaMemPrefetchAsync(prefetched_variable, sizeof prefetched_variable, m::device_location(0), 0, stream));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  auto last = m::range_int(cudaMemRangeAttributeLastPrefetchLocation, prefetched_variable, sizeof prefetched_variable);
  cudasem::observe("last_prefetch_location", last.value);
  CUDASEM_EXPECT_ERROR_OF(cudaMemRangeGetAttribute, last.result, cudaSuccess);
  EXPECT_EQ(last.value, 0);
}
