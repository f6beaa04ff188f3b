// SPDX-License-Identifier: Apache-2.0
// SetPreferredLocation(host) makes PreferredLocation read cudaCpuDeviceId and the location type
// read cudaMemLocationTypeHost.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemAdvise, PreferredLocationHostReadsCpu,
    {
        .api = {"cudaMemRangeGetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemRangeGetAttribute",
            .quote =
                "or it will be cudaCpuDeviceId if all pages in the memory range have the CPU as their preferred location"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);

  CUDASEM_EXPECT_OK(
      cudaMemAdvise(buffer.data(), buffer.bytes(), cudaMemAdviseSetPreferredLocation, m::host_location()));

  auto preferred = m::range_int(cudaMemRangeAttributePreferredLocation, buffer.data(), buffer.bytes());
  auto type = m::range_type(cudaMemRangeAttributePreferredLocationType, buffer.data(), buffer.bytes());
  cudasem::observe("preferred_location", preferred.value);
  cudasem::observe("preferred_location_type", static_cast<int>(type.value));
  CUDASEM_EXPECT_ERROR_OF(cudaMemRangeGetAttribute, preferred.result, cudaSuccess);
  CUDASEM_EXPECT_OK_OF(cudaMemRangeGetAttribute, type.result);
  CUDASEM_EXPECT_EQ_NAMED("preferred_location.is_cpu", preferred.value, cudaCpuDeviceId);
  CUDASEM_EXPECT_EQ_NAMED("preferred_location_type.is_host", type.value, cudaMemLocationTypeHost);
}
