// SPDX-License-Identifier: Apache-2.0
// cudaMemAdviseSetReadMostly on the whole range makes the ReadMostly range attribute read 1.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemAdvise, ReadMostlySetsAttribute,
    {
        .api = {"cudaMemRangeGetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemRangeGetAttribute",
            .quote =
                "The result returned will be 1 if all pages in the given memory range have read-duplication enabled, or 0 otherwise."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);
  auto before = m::range_int(cudaMemRangeAttributeReadMostly, buffer.data(), buffer.bytes());

  CUDASEM_EXPECT_OK(cudaMemAdvise(buffer.data(), buffer.bytes(), cudaMemAdviseSetReadMostly, m::device_location(0)));

  auto after = m::range_int(cudaMemRangeAttributeReadMostly, buffer.data(), buffer.bytes());
  cudasem::observe("read_mostly_before", before.value);
  cudasem::observe("read_mostly_after", after.value);
  CUDASEM_EXPECT_ERROR_OF(cudaMemRangeGetAttribute, after.result, cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("read_mostly.clear_before_advice", before.value, 0);
  CUDASEM_EXPECT_EQ_NAMED("read_mostly.set_after_advice", after.value, 1);
}
