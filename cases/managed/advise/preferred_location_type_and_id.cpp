// SPDX-License-Identifier: Apache-2.0
// SetPreferredLocation(device 0): the 13.0 type and id attributes, read in one
// cudaMemRangeGetAttributes call, are cudaMemLocationTypeDevice and 0.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemAdvise, PreferredLocationTypeAndId, {
    .api = {"cudaMemRangeGetAttribute"},
    .cite = {.doc = "RT", .section = "cudaMemRangeGetAttribute",
             .quote = "The cudaMemLocationType returned will be cudaMemLocationTypeDevice if all pages in the memory range have the same GPU as their preferred location"},
    .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
}) {
  namespace m = cudasem_cases::managed;
  m::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);
  CUDASEM_ASSERT_OK(cudaMemAdvise(buffer.data(), buffer.bytes(), cudaMemAdviseSetPreferredLocation, m::device_location(0)));
  cudaMemLocationType type = cudaMemLocationTypeInvalid;
  int id = -12345;
  void* data[] = {&type, &id};
  std::size_t sizes[] = {sizeof type, sizeof id};
  cudaMemRangeAttribute attributes[] = {cudaMemRangeAttributePreferredLocationType,
                                        cudaMemRangeAttributePreferredLocationId};

  cudaError_t result = cudaMemRangeGetAttributes(data, sizes, attributes, 2, buffer.data(), buffer.bytes());

  cudasem::observe("preferred_location_type", static_cast<int>(type));
  cudasem::observe("preferred_location_id", id);
  CUDASEM_EXPECT_ERROR_OF(cudaMemRangeGetAttributes, result, cudaSuccess);
  EXPECT_EQ(type, cudaMemLocationTypeDevice);
  EXPECT_EQ(id, 0);
}
