// SPDX-License-Identifier: Apache-2.0
// With a host location the id is ignored: SetPreferredLocation({Host, 777}) succeeds and the
// preferred location reads cudaCpuDeviceId.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemAdvise, PreferredLocationHostIgnoresId,
    {
        .api = {"cudaMemAdvise"},
        .cite = {.doc = "RT",
            .section = "cudaMemAdvise",
            .quote =
                "When cudaMemLocation::type is cudaMemLocationTypeHost, cudaMemLocation::id is ignored and the preferred location is set to be host memory."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);
  cudaMemLocation host = m::host_location();
  host.id = 777;

  cudaError_t result = cudaMemAdvise(buffer.data(), buffer.bytes(), cudaMemAdviseSetPreferredLocation, host);

  auto preferred = m::range_int(cudaMemRangeAttributePreferredLocation, buffer.data(), buffer.bytes());
  cudasem::observe("preferred_location", preferred.value);
  CUDASEM_EXPECT_ERROR_OF(cudaMemAdvise, result, cudaSuccess);
  CUDASEM_EXPECT_OK_OF(cudaMemRangeGetAttribute, preferred.result);
  CUDASEM_EXPECT_EQ_NAMED("preferred_location.is_cpu", preferred.value, cudaCpuDeviceId);
}
