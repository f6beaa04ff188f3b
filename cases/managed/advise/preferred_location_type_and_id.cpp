// SPDX-License-Identifier: Apache-2.0
// SetPreferredLocation(device 0): the 13.0 type and id attributes, read in one
// cudaMemRangeGetAttributes call, are cudaMemLocationTypeDevice and 0.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemAdvise, PreferredLocationTypeAndId,
    {
        .api = {"cudaMemRangeGetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemRangeGetAttribute",
            .quote =
                "The cudaMemLocationType returned will be cudaMemLocationTypeDevice if all pages in the memory range have the same GPU as their preferred location"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);
  CUDASEM_ASSERT_OK(
      cudaMemAdvise(buffer.data(), buffer.bytes(), cudaMemAdviseSetPreferredLocation, m::device_location(0)));

  auto location = m::range_location(cudaMemRangeAttributePreferredLocationType,
      cudaMemRangeAttributePreferredLocationId, buffer.data(), buffer.bytes());

  cudasem::observe("preferred_location_type", static_cast<int>(location.type));
  cudasem::observe("preferred_location_id", location.id);
  CUDASEM_EXPECT_ERROR_OF(cudaMemRangeGetAttributes, location.result, cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("preferred_location.type_is_device", location.type, cudaMemLocationTypeDevice);
  CUDASEM_EXPECT_EQ_NAMED("preferred_location.id_is_device_0", location.id, 0);
}
