// SPDX-License-Identifier: Apache-2.0
// The location argument is ignored for SetReadMostly: with a location naming a device that does
// not exist, the advice still succeeds and ReadMostly reads 1.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemAdvise, ReadMostlyIgnoresLocation,
    {
        .api = {"cudaMemAdvise"},
        .cite = {.doc = "RT",
            .section = "cudaMemAdvise",
            .quote =
                "If the writing processor is the CPU and the preferred location of the page is a host NUMA node, then the page will also be migrated to that host NUMA node. The location argument is ignored for this advice."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  cudasem::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);

  cudaError_t result =
      cudaMemAdvise(buffer.data(), buffer.bytes(), cudaMemAdviseSetReadMostly, m::device_location(count + 7));

  auto read_mostly = m::range_int(cudaMemRangeAttributeReadMostly, buffer.data(), buffer.bytes());
  cudasem::observe("read_mostly", read_mostly.value);
  CUDASEM_EXPECT_ERROR_OF(cudaMemAdvise, result, cudaSuccess);
  CUDASEM_EXPECT_OK_OF(cudaMemRangeGetAttribute, read_mostly.result);
  CUDASEM_EXPECT_EQ_NAMED("read_mostly.set_despite_location", read_mostly.value, 1);
}
