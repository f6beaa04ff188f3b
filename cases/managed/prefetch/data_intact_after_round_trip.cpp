// SPDX-License-Identifier: Apache-2.0
// Prefetches are hints: the host writes a pattern, the range is prefetched to the device, a kernel
// copies one half into the other, the range is prefetched back to the host; the data is intact.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemPrefetchAsync, DataIntactAfterRoundTrip,
    {
        .api = {"cudaMemPrefetchAsync"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 24.1.2.8. Performance Hints",
            .quote =
                "These APIs are hints, that is, they do not impact the semantics of applications, only their peformance."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  constexpr std::size_t kHalf = 1 << 18;
  cudasem::ManagedBuffer<unsigned> buffer(2 * kHalf);
  ASSERT_NE(buffer.data(), nullptr);
  for (std::size_t i = 0; i < kHalf; ++i) {
    buffer[i] = static_cast<unsigned>(i * 3 + 7);
    buffer[kHalf + i] = 0;
  }
  cudasem::Stream stream(cudaStreamNonBlocking);

  CUDASEM_EXPECT_OK(cudaMemPrefetchAsync(buffer.data(), buffer.bytes(), m::device_location(0), 0, stream));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_copy(stream, buffer.data() + kHalf, buffer.data(), kHalf));
  CUDASEM_EXPECT_OK(cudaMemPrefetchAsync(buffer.data(), buffer.bytes(), m::host_location(), 0, stream));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  std::size_t bad =
      m::mismatches(buffer.data() + kHalf, kHalf, [](std::size_t i) { return static_cast<unsigned>(i * 3 + 7); });
  CUDASEM_EXPECT_EQ_NAMED("mismatched_elements", bad, 0u);
}
