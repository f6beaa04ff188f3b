// SPDX-License-Identifier: Apache-2.0
// Read-mostly data duplicated on the device by a prefetch is invalidated by a host write: a later
// kernel reads the host's new values, not the stale copy.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemAdvise, ReadMostlyHostWriteSeenByKernel,
    {
        .api = {"cudaMemAdvise"},
        .cite = {.doc = "RT",
            .section = "cudaMemAdvise",
            .quote =
                "If any processor writes to this region, all copies of the corresponding page will be invalidated except for the one where the write occurred."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  constexpr std::size_t kCount = 1 << 16;
  cudasem::ManagedBuffer<unsigned> buffer(kCount);
  cudasem::DeviceBuffer<unsigned long long> sum(1);
  ASSERT_NE(buffer.data(), nullptr);
  for (std::size_t i = 0; i < kCount; ++i) buffer[i] = 1;
  cudasem::Stream stream(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaMemAdvise(buffer.data(), buffer.bytes(), cudaMemAdviseSetReadMostly, m::device_location(0)));
  CUDASEM_ASSERT_OK(cudaMemPrefetchAsync(buffer.data(), buffer.bytes(), m::device_location(0), 0, stream));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  for (std::size_t i = 0; i < kCount; ++i) buffer[i] = 3;
  CUDASEM_EXPECT_OK(cudaMemsetAsync(sum.data(), 0, sum.bytes(), stream));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_sum(stream, buffer.data(), kCount, sum.data()));
  unsigned long long seen = 0;
  CUDASEM_EXPECT_OK(cudaMemcpyAsync(&seen, sum.data(), sizeof seen, cudaMemcpyDeviceToHost, stream));
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));

  CUDASEM_EXPECT_EQ_NAMED("kernel_sum", seen, 3ull * kCount);
}
