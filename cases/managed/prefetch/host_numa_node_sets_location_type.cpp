// SPDX-License-Identifier: Apache-2.0
// A prefetch to the device's host NUMA node (cudaMemLocationTypeHostNuma) makes the last-prefetch
// type read cudaMemLocationTypeHostNuma and the id read that node.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemPrefetchAsync, HostNumaNodeSetsLocationType,
    {
        .api = {"cudaMemRangeGetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemRangeGetAttribute",
            .quote = "cudaMemLocationTypeHostNuma if the last prefetch location was a specific host NUMA node."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1, cudasem::attr("hostNumaId") >= 0},
    }) {
  namespace m = cudasem::managed;
  int numa_node = -1;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&numa_node, cudaDevAttrHostNumaId, 0));
  cudasem::environment("host_numa_id", numa_node);
  cudasem::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudaMemLocation location{};
  location.type = cudaMemLocationTypeHostNuma;
  location.id = numa_node;

  CUDASEM_EXPECT_OK(cudaMemPrefetchAsync(buffer.data(), buffer.bytes(), location, 0, stream));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  auto type = m::range_type(cudaMemRangeAttributeLastPrefetchLocationType, buffer.data(), buffer.bytes());
  auto id = m::range_int(cudaMemRangeAttributeLastPrefetchLocationId, buffer.data(), buffer.bytes());
  cudasem::observe("last_prefetch_location_type", static_cast<int>(type.value));
  cudasem::observe("last_prefetch_location_id", id.value);
  CUDASEM_EXPECT_OK_OF(cudaMemRangeGetAttribute, type.result);
  CUDASEM_EXPECT_OK_OF(cudaMemRangeGetAttribute, id.result);
  CUDASEM_EXPECT_EQ_NAMED("last_prefetch_location.type_is_host_numa", type.value, cudaMemLocationTypeHostNuma);
  CUDASEM_EXPECT_EQ_NAMED("last_prefetch_location.id_is_numa_node", id.value, numa_node);
}
