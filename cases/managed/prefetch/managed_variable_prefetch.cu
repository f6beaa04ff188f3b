// SPDX-License-Identifier: Apache-2.0
// A __managed__ variable (a range the text names among those to prefetch) is prefetched to device 0
// (a .cu file for the variable): afterwards its LastPrefetchLocation reads device 0.
#include "../managed.h"
#include "cudasem/cudasem.h"

static __managed__ unsigned prefetched_variable[4096];

CUDASEM_CASE(CudaMemPrefetchAsync, ManagedVariablePrefetch,
    {
        .api = {"cudaMemPrefetchAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMemPrefetchAsync",
            .quote =
                "Prefetches memory to the specified destination location. devPtr is the base device pointer of the memory to be prefetched and location specifies the destination location."},
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
  CUDASEM_EXPECT_ERROR_OF(cudaMemRangeGetAttribute, last.result, cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("last_prefetch_location", last.value, 0);
}
