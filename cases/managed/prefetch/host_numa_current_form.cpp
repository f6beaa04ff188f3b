// SPDX-License-Identifier: Apache-2.0
// Characterization: a prefetch with the 13.0 location form cudaMemLocationTypeHostNumaCurrent;
// records the result and what the last-prefetch type and id attributes read afterwards.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemPrefetchAsync, HostNumaCurrentForm,
    {
        .api = {"cudaMemPrefetchAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemPrefetchAsync",
            .quote =
                "Users can also request prefetching memory to the host NUMA node closest to the current thread's CPU by specifying cudaMemLocationTypeHostNumaCurrent for cudaMemLocation::type."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudaMemLocation location{};
  location.type = cudaMemLocationTypeHostNumaCurrent;
  location.id = 0;

  cudaError_t result = cudaMemPrefetchAsync(buffer.data(), buffer.bytes(), location, 0, stream);
  cudaError_t synced = cudaStreamSynchronize(stream);

  auto type = m::range_type(cudaMemRangeAttributeLastPrefetchLocationType, buffer.data(), buffer.bytes());
  auto id = m::range_int(cudaMemRangeAttributeLastPrefetchLocationId, buffer.data(), buffer.bytes());
  auto legacy = m::range_int(cudaMemRangeAttributeLastPrefetchLocation, buffer.data(), buffer.bytes());
  cudasem::observe("prefetch_result", result);
  cudasem::observe("sync_result", synced);
  cudasem::observe("last_prefetch_location_type", static_cast<int>(type.value));
  cudasem::observe("last_prefetch_location_id", id.value);
  cudasem::observe("last_prefetch_location", legacy.value);
  CUDASEM_EXPECT_OK_OF(cudaMemRangeGetAttribute, type.result);
  CUDASEM_EXPECT_OK_OF(cudaMemRangeGetAttribute, id.result);
  cudasem::last_error(cudasem::LastError::clear);
}
