// SPDX-License-Identifier: Apache-2.0
// A gate holds a stream and a fill kernel waits behind it; a cudaMemcpyBatchAsync copy of the
// filled buffer, enqueued after them, brings the fill: the batch runs in stream order.
#include "../pitched.h"
#include "cudasem/cudasem.h"

#include <vector>

CUDASEM_CASE(PitchedMemcpyBatch, RunsInStreamOrder,
    {
        .api = {"cudaMemcpyBatchAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpyBatchAsync",
            .quote =
                "The batch as a whole executes in stream order but copies within a batch are not guaranteed to execute in any specific order."},
        .claim = cudasem::Claim::promise,
        .sanitizer_limits = {{"initcheck", cudasem::pitched::kInitcheckBatchCopyWrites}},
    }) {
  constexpr std::size_t kCount = 1 << 16;
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> filled(kCount), copy1(kCount), copy2(kCount);
  CUDASEM_ASSERT_OK(cudaMemset(filled.data(), 0, filled.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  void* dsts[] = {copy1.data(), copy2.data()};
  const void* srcs[] = {filled.data(), filled.data()};
  std::size_t sizes[] = {filled.bytes(), filled.bytes()};
  cudaMemcpyAttributes attrs[1] = {};
  attrs[0].srcAccessOrder = cudaMemcpySrcAccessOrderStream;
  std::size_t attr_idxs[1] = {0};

  auto r = cudasem::call_behind_gate(stream, [&] {
    CUDASEM_EXPECT_OK(cudasem::kernels::launch_fill(stream, filled.data(), kCount, 0xfeed0001u));
    CUDASEM_EXPECT_OK(cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, attrs, attr_idxs, 1, stream));
  });
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  std::vector<unsigned> a(kCount), b(kCount);
  CUDASEM_ASSERT_OK(cudaMemcpy(a.data(), copy1.data(), copy1.bytes(), cudaMemcpyDeviceToHost));
  CUDASEM_ASSERT_OK(cudaMemcpy(b.data(), copy2.data(), copy2.bytes(), cudaMemcpyDeviceToHost));
  std::size_t filled_seen = 0;
  for (std::size_t i = 0; i < kCount; ++i) filled_seen += (a[i] == 0xfeed0001u) + (b[i] == 0xfeed0001u);
  cudasem::observe("returned_before_release", r.returned_before_release);
  CUDASEM_EXPECT_EQ_NAMED("elements_with_fill", filled_seen, 2 * kCount);
}
