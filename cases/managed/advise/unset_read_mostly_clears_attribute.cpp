// SPDX-License-Identifier: Apache-2.0
// cudaMemAdviseUnsetReadMostly undoes SetReadMostly: the ReadMostly attribute reads 0 again.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemAdvise, UnsetReadMostlyClearsAttribute, {
    .api = {"cudaMemAdvise"},
    .cite = {.doc = "RT", .section = "cudaMemAdvise",
             .quote = "Undoes the effect of cudaMemAdviseSetReadMostly and also prevents the Unified Memory driver from attempting heuristic read-duplication on the memory range."},
    .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
}) {
  namespace m = cudasem_cases::managed;
  m::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);
  CUDASEM_ASSERT_OK(cudaMemAdvise(buffer.data(), buffer.bytes(), cudaMemAdviseSetReadMostly, m::device_location(0)));
  auto set = m::range_int(cudaMemRangeAttributeReadMostly, buffer.data(), buffer.bytes());

  CUDASEM_EXPECT_OK(cudaMemAdvise(buffer.data(), buffer.bytes(), cudaMemAdviseUnsetReadMostly, m::device_location(0)));

  auto unset = m::range_int(cudaMemRangeAttributeReadMostly, buffer.data(), buffer.bytes());
  cudasem::observe("read_mostly_after_set", set.value);
  cudasem::observe("read_mostly_after_unset", unset.value);
  CUDASEM_EXPECT_ERROR_OF(cudaMemRangeGetAttribute, unset.result, cudaSuccess);
  EXPECT_EQ(set.value, 1);
  EXPECT_EQ(unset.value, 0);
}
