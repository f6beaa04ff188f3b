// SPDX-License-Identifier: Apache-2.0
// One cudaMemPrefetchBatchAsync sends the first range to device 0 and the second to the host
// (prefetchLocIdxs {0, 1}): each range's LastPrefetchLocation follows its own entry.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemPrefetchBatchAsync, SetsEachLocation,
    {
        .api = {"cudaMemPrefetchBatchAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMemPrefetchBatchAsync",
            .quote = "The prefetch location for every operation in the batch is specified in the prefetchLocs array."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned> to_device(1 << 16), to_host(1 << 16);
  ASSERT_NE(to_device.data(), nullptr);
  ASSERT_NE(to_host.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);
  void* ranges[] = {to_device.data(), to_host.data()};
  std::size_t sizes[] = {to_device.bytes(), to_host.bytes()};
  cudaMemLocation locations[] = {m::device_location(0), m::host_location()};
  std::size_t first_index[] = {0, 1};

  CUDASEM_EXPECT_OK(cudaMemPrefetchBatchAsync(ranges, sizes, 2, locations, first_index, 2, 0, stream));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  auto device_range = m::range_int(cudaMemRangeAttributeLastPrefetchLocation, to_device.data(), to_device.bytes());
  auto host_range = m::range_int(cudaMemRangeAttributeLastPrefetchLocation, to_host.data(), to_host.bytes());
  cudasem::observe("first_range", device_range.value);
  cudasem::observe("second_range", host_range.value);
  CUDASEM_EXPECT_OK_OF(cudaMemRangeGetAttribute, device_range.result);
  CUDASEM_EXPECT_OK_OF(cudaMemRangeGetAttribute, host_range.result);
  CUDASEM_EXPECT_EQ_NAMED("last_prefetch_location.first_range_device_0", device_range.value, 0);
  CUDASEM_EXPECT_EQ_NAMED("last_prefetch_location.second_range_cpu", host_range.value, cudaCpuDeviceId);
}
