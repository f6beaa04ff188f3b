// SPDX-License-Identifier: Apache-2.0
// Copies cannot rendezvous, so overlap of an H2D and a D2H copy in two streams is measured:
// the time of both together over the sum of each alone (about 0.5 when they fully overlap).
#include <algorithm>

#include "cudasem/cudasem.h"

namespace {
float elapsed_ms(cudaEvent_t from, cudaEvent_t to) {
  float ms = 0;
  CUDASEM_EXPECT_OK(cudaEventElapsedTime(&ms, from, to));
  return ms;
}
}  // namespace

CUDASEM_CASE(ConcurrentCopies, OppositeDirectionsOverlap,
    {
        .api = {"cudaMemcpyAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.8.4. Concurrent Data Transfers",
            .quote = "Some devices of compute capability 2.x and higher can overlap copies to and from the device."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("asyncEngineCount") >= 2},
        .exclusive = true,
    }) {
  constexpr std::size_t kBytes = 256u << 20;
  cudasem::PinnedBuffer<unsigned char> up(kBytes), down(kBytes);
  cudasem::DeviceBuffer<unsigned char> up_dev(kBytes), down_dev(kBytes);
  CUDASEM_ASSERT_OK(cudasem::zero_fill(down_dev));
  cudasem::Stream a(cudaStreamNonBlocking), b(cudaStreamNonBlocking);
  cudasem::Event start, end_a, end_b;
  auto h2d = [&] { return cudaMemcpyAsync(up_dev.data(), up.data(), kBytes, cudaMemcpyHostToDevice, a); };
  auto d2h = [&] { return cudaMemcpyAsync(down.data(), down_dev.data(), kBytes, cudaMemcpyDeviceToHost, b); };
  CUDASEM_ASSERT_OK(h2d());  // warm-up
  CUDASEM_ASSERT_OK(d2h());
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  CUDASEM_ASSERT_OK(cudaEventRecord(start, a));
  CUDASEM_ASSERT_OK(h2d());
  CUDASEM_ASSERT_OK(cudaEventRecord(end_a, a));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  const float h2d_alone = elapsed_ms(start, end_a);
  CUDASEM_ASSERT_OK(cudaEventRecord(start, b));
  CUDASEM_ASSERT_OK(d2h());
  CUDASEM_ASSERT_OK(cudaEventRecord(end_b, b));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  const float d2h_alone = elapsed_ms(start, end_b);
  CUDASEM_ASSERT_OK(cudaEventRecord(start, a));
  CUDASEM_ASSERT_OK(cudaStreamWaitEvent(b, start, 0));
  CUDASEM_ASSERT_OK(h2d());
  CUDASEM_ASSERT_OK(d2h());
  CUDASEM_ASSERT_OK(cudaEventRecord(end_a, a));
  CUDASEM_ASSERT_OK(cudaEventRecord(end_b, b));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  const float together = std::max(elapsed_ms(start, end_a), elapsed_ms(start, end_b));

  cudasem::measure("together_over_sum_alone", together / (h2d_alone + d2h_alone));
  cudasem::measure("h2d_alone_ms", h2d_alone);
  cudasem::measure("d2h_alone_ms", d2h_alone);
  cudasem::measure("together_ms", together);
}
