// SPDX-License-Identifier: Apache-2.0
// After a prefetch to the host, LastPrefetchLocation reads cudaCpuDeviceId, for the whole range
// and for its first page.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemPrefetchAsync, HostSetsLastPrefetchLocationCpu,
    {
        .api = {"cudaMemRangeGetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemRangeGetAttribute",
            .quote =
                "This will either be a GPU id or cudaCpuDeviceId depending on whether the last location for prefetch was a GPU or the CPU respectively."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned> buffer(1 << 18);
  ASSERT_NE(buffer.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);

  CUDASEM_EXPECT_OK(cudaMemPrefetchAsync(buffer.data(), buffer.bytes(), m::host_location(), 0, stream));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  auto whole = m::range_int(cudaMemRangeAttributeLastPrefetchLocation, buffer.data(), buffer.bytes());
  auto first_page = m::range_int(cudaMemRangeAttributeLastPrefetchLocation, buffer.data(), 4096);
  cudasem::observe("whole_range", whole.value);
  cudasem::observe("first_page", first_page.value);
  CUDASEM_EXPECT_ERROR_OF(cudaMemRangeGetAttribute, whole.result, cudaSuccess);
  CUDASEM_EXPECT_ERROR_OF(cudaMemRangeGetAttribute, first_page.result, cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("last_prefetch_location.whole_range_cpu", whole.value, cudaCpuDeviceId);
  CUDASEM_EXPECT_EQ_NAMED("last_prefetch_location.first_page_cpu", first_page.value, cudaCpuDeviceId);
}
