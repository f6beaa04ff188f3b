// SPDX-License-Identifier: Apache-2.0
// SetPreferredLocation(device 0) on the whole range makes PreferredLocation read 0.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemAdvise, PreferredLocationDeviceReadsBack,
    {
        .api = {"cudaMemRangeGetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemRangeGetAttribute",
            .quote =
                "The result returned will be a GPU device id if all pages in the memory range have that GPU as their preferred location"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);

  CUDASEM_EXPECT_OK(
      cudaMemAdvise(buffer.data(), buffer.bytes(), cudaMemAdviseSetPreferredLocation, m::device_location(0)));

  auto preferred = m::range_int(cudaMemRangeAttributePreferredLocation, buffer.data(), buffer.bytes());
  cudasem::observe("preferred_location", preferred.value);
  CUDASEM_EXPECT_ERROR_OF(cudaMemRangeGetAttribute, preferred.result, cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("preferred_location.is_device_0", preferred.value, 0);
}
