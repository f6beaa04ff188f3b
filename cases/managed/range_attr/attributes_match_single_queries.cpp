// SPDX-License-Identifier: Apache-2.0
// cudaMemRangeGetAttributes reads the same four values as four cudaMemRangeGetAttribute calls on
// a range with read-mostly, a preferred location, accessed-by and a prefetch set.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemRangeGetAttributes, MatchSingleQueries,
    {
        .api = {"cudaMemRangeGetAttributes"},
        .cite = {.doc = "RT",
            .section = "cudaMemRangeGetAttributes",
            .quote = "Please refer to cudaMemRangeGetAttribute for attribute descriptions and restrictions."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaMemAdvise(buffer.data(), buffer.bytes(), cudaMemAdviseSetReadMostly, m::device_location(0)));
  CUDASEM_ASSERT_OK(
      cudaMemAdvise(buffer.data(), buffer.bytes(), cudaMemAdviseSetPreferredLocation, m::host_location()));
  CUDASEM_ASSERT_OK(cudaMemAdvise(buffer.data(), buffer.bytes(), cudaMemAdviseSetAccessedBy, m::device_location(0)));
  CUDASEM_ASSERT_OK(cudaMemPrefetchAsync(buffer.data(), buffer.bytes(), m::device_location(0), 0, stream));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  int read_mostly = -12345, preferred = -12345, accessed[2] = {-12345, -12345}, last = -12345;
  void* data[] = {&read_mostly, &preferred, accessed, &last};
  std::size_t sizes[] = {sizeof read_mostly, sizeof preferred, sizeof accessed, sizeof last};
  cudaMemRangeAttribute attributes[] = {cudaMemRangeAttributeReadMostly, cudaMemRangeAttributePreferredLocation,
      cudaMemRangeAttributeAccessedBy, cudaMemRangeAttributeLastPrefetchLocation};

  cudaError_t result = cudaMemRangeGetAttributes(data, sizes, attributes, 4, buffer.data(), buffer.bytes());

  auto single_read_mostly = m::range_int(cudaMemRangeAttributeReadMostly, buffer.data(), buffer.bytes());
  auto single_preferred = m::range_int(cudaMemRangeAttributePreferredLocation, buffer.data(), buffer.bytes());
  auto single_accessed = m::accessed_by(buffer.data(), buffer.bytes(), 2);
  auto single_last = m::range_int(cudaMemRangeAttributeLastPrefetchLocation, buffer.data(), buffer.bytes());
  cudasem::observe("read_mostly", read_mostly);
  cudasem::observe("preferred_location", preferred);
  cudasem::observe("accessed_by", m::list_text({accessed[0], accessed[1]}));
  cudasem::observe("last_prefetch_location", last);
  CUDASEM_EXPECT_ERROR_OF(cudaMemRangeGetAttributes, result, cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("read_mostly.matches_single_query", read_mostly, single_read_mostly.value);
  CUDASEM_EXPECT_EQ_NAMED("preferred_location.matches_single_query", preferred, single_preferred.value);
  CUDASEM_EXPECT_EQ_NAMED("accessed_by.matches_single_query", m::list_text({accessed[0], accessed[1]}),
      m::list_text(single_accessed.devices));
  CUDASEM_EXPECT_EQ_NAMED("last_prefetch_location.matches_single_query", last, single_last.value);
}
