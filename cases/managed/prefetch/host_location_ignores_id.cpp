// SPDX-License-Identifier: Apache-2.0
// For a host location the id is ignored: a prefetch to {Host, 777} succeeds and the range's
// LastPrefetchLocation reads cudaCpuDeviceId.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemPrefetchAsync, HostLocationIgnoresId,
    {
        .api = {"cudaMemPrefetchAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMemPrefetchAsync",
            .quote =
                "Note when cudaMemLocation::type is etiher cudaMemLocationTypeHost OR cudaMemLocationTypeHostNumaCurrent, cudaMemLocation::id will be ignored."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudaMemLocation host = m::host_location();
  host.id = 777;

  cudaError_t result = cudaMemPrefetchAsync(buffer.data(), buffer.bytes(), host, 0, stream);
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  auto last = m::range_int(cudaMemRangeAttributeLastPrefetchLocation, buffer.data(), buffer.bytes());
  cudasem::observe("last_prefetch_location", last.value);
  CUDASEM_EXPECT_ERROR_OF(cudaMemPrefetchAsync, result, cudaSuccess);
  CUDASEM_EXPECT_OK_OF(cudaMemRangeGetAttribute, last.result);
  CUDASEM_EXPECT_EQ_NAMED("last_prefetch_location.is_cpu", last.value, cudaCpuDeviceId);
}
