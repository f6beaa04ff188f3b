// SPDX-License-Identifier: Apache-2.0
// UnsetPreferredLocation changes the preferred location to none: PreferredLocation reads
// cudaInvalidDeviceId afterwards.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemAdvise, UnsetPreferredLocationReadsInvalid, {
    .api = {"cudaMemAdvise"},
    .cite = {.doc = "RT", .section = "cudaMemAdvise",
             .quote = "cudaMemAdviseUnsetPreferredLocation: Undoes the effect of cudaMemAdviseSetPreferredLocation and changes the preferred location to none."},
    .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
}) {
  namespace m = cudasem_cases::managed;
  m::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);
  CUDASEM_ASSERT_OK(cudaMemAdvise(buffer.data(), buffer.bytes(), cudaMemAdviseSetPreferredLocation, m::device_location(0)));
  auto set = m::range_int(cudaMemRangeAttributePreferredLocation, buffer.data(), buffer.bytes());

  CUDASEM_EXPECT_OK(cudaMemAdvise(buffer.data(), buffer.bytes(), cudaMemAdviseUnsetPreferredLocation, m::device_location(0)));

  auto unset = m::range_int(cudaMemRangeAttributePreferredLocation, buffer.data(), buffer.bytes());
  cudasem::observe("preferred_location_after_set", set.value);
  cudasem::observe("preferred_location_after_unset", unset.value);
  CUDASEM_EXPECT_ERROR_OF(cudaMemRangeGetAttribute, unset.result, cudaSuccess);
  EXPECT_EQ(set.value, 0);
  EXPECT_EQ(unset.value, cudaInvalidDeviceId);
}
