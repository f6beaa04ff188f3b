// SPDX-License-Identifier: Apache-2.0
// After UnsetAccessedBy for device 0, device 0 is no longer in the AccessedBy list.
#include "../managed.h"
#include "cudasem/cudasem.h"

#include <algorithm>

CUDASEM_CASE(CudaMemAdvise, UnsetAccessedByRemovesDevice,
    {
        .api = {"cudaMemRangeGetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemRangeGetAttribute",
            .quote =
                "The result returned will be a list of device ids that had cudaMemAdviceSetAccessedBy set for that entire memory range."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);
  CUDASEM_ASSERT_OK(cudaMemAdvise(buffer.data(), buffer.bytes(), cudaMemAdviseSetAccessedBy, m::device_location(0)));
  auto set = m::accessed_by(buffer.data(), buffer.bytes(), 2);

  CUDASEM_EXPECT_OK(cudaMemAdvise(buffer.data(), buffer.bytes(), cudaMemAdviseUnsetAccessedBy, m::device_location(0)));

  auto unset = m::accessed_by(buffer.data(), buffer.bytes(), 2);
  cudasem::observe("accessed_by_after_set", m::list_text(set.devices));
  cudasem::observe("accessed_by_after_unset", m::list_text(unset.devices));
  CUDASEM_EXPECT_ERROR_OF(cudaMemRangeGetAttribute, unset.result, cudaSuccess);
  CUDASEM_EXPECT_TRUE_NAMED(
      "accessed_by.lists_device_0_after_set", std::count(set.devices.begin(), set.devices.end(), 0) != 0);
  CUDASEM_EXPECT_EQ_NAMED(
      "accessed_by.device_0_entries_after_unset", std::count(unset.devices.begin(), unset.devices.end(), 0), 0);
}
