// SPDX-License-Identifier: Apache-2.0
// A prefetch of 100 bytes starting 1 byte into a page is rounded out to the whole CPU page:
// the page containing it reads device 0 as its LastPrefetchLocation.
#include "../managed.h"
#include "cudasem/cudasem.h"
#include <unistd.h>

#include <cstdint>

CUDASEM_CASE(CudaMemPrefetchAsync, UnalignedRangeRoundedToPages,
    {
        .api = {"cudaMemPrefetchAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMemPrefetchAsync",
            .quote =
                "The start address and end address of the memory range will be rounded down and rounded up respectively to be aligned to CPU page size before the prefetch operation is enqueued in the stream."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1, cudasem::linux_os()},
    }) {
  namespace m = cudasem::managed;
  const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  cudasem::ManagedBuffer<unsigned char> buffer(4 * page);
  ASSERT_NE(buffer.data(), nullptr);
  unsigned char* start = buffer.data() + page + 1;
  auto* page_base = reinterpret_cast<unsigned char*>(reinterpret_cast<std::uintptr_t>(start) / page * page);
  cudasem::Stream stream(cudaStreamNonBlocking);

  CUDASEM_EXPECT_OK(cudaMemPrefetchAsync(start, 100, m::device_location(0), 0, stream));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  auto whole_page = m::range_int(cudaMemRangeAttributeLastPrefetchLocation, page_base, page);
  cudasem::environment("page_size", static_cast<unsigned long>(page));
  cudasem::observe("containing_page", whole_page.value);
  CUDASEM_EXPECT_ERROR_OF(cudaMemRangeGetAttribute, whole_page.result, cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("last_prefetch_location.containing_page_device_0", whole_page.value, 0);
}
