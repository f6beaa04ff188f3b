// SPDX-License-Identifier: Apache-2.0
// After a prefetch to device 0, cudaMemRangeGetAttributes reads the last-prefetch type as
// cudaMemLocationTypeDevice and the id as 0, in one call.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemPrefetchAsync, DeviceLocationTypeAndId,
    {
        .api = {"cudaMemRangeGetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemRangeGetAttribute",
            .quote =
                "If the cudaMemRangeAttributeLastPrefetchLocationType query for the same address range returns cudaMemLocationTypeDevice, it will be a valid device ordinal"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);
  CUDASEM_EXPECT_OK(cudaMemPrefetchAsync(buffer.data(), buffer.bytes(), m::device_location(0), 0, stream));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  auto location = m::range_location(cudaMemRangeAttributeLastPrefetchLocationType,
      cudaMemRangeAttributeLastPrefetchLocationId, buffer.data(), buffer.bytes());

  cudasem::observe("last_prefetch_location_type", static_cast<int>(location.type));
  cudasem::observe("last_prefetch_location_id", location.id);
  CUDASEM_EXPECT_ERROR_OF(cudaMemRangeGetAttributes, location.result, cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("last_prefetch_location.type_is_device", location.type, cudaMemLocationTypeDevice);
  CUDASEM_EXPECT_EQ_NAMED("last_prefetch_location.id_is_device_0", location.id, 0);
}
