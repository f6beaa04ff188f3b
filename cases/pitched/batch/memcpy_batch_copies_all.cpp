// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyBatchAsync with three copies (device to device, pinned to device, device to
// pinned) and one attribute entry for all of them performs every copy.
#include "../pitched.h"
#include "cudasem/cudasem.h"

#include <vector>

CUDASEM_CASE(PitchedMemcpyBatch, CopiesEveryEntry,
    {
        .api = {"cudaMemcpyBatchAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpyBatchAsync",
            .quote =
                "Performs memory copies from source buffers specified in srcs to destination buffers specified in dsts."},
        .claim = cudasem::Claim::promise,
        .sanitizer_limits = {{"initcheck", cudasem::pitched::kInitcheckBatchCopyWrites}},
    }) {
  constexpr std::size_t kCount = 4096;
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> d_src(kCount), d_dst(kCount), d_from_host(kCount);
  cudasem::PinnedBuffer<unsigned> h_src(kCount), h_dst(kCount);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_iota(nullptr, d_src.data(), kCount, 1000));
  for (std::size_t i = 0; i < kCount; ++i) {
    h_src[i] = static_cast<unsigned>(7 * i);
    h_dst[i] = 0;
  }
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  void* dsts[] = {d_dst.data(), d_from_host.data(), h_dst.data()};
  const void* srcs[] = {d_src.data(), h_src.data(), d_src.data()};
  std::size_t sizes[] = {d_src.bytes(), h_src.bytes(), d_src.bytes()};
  cudaMemcpyAttributes attrs[1] = {};
  attrs[0].srcAccessOrder = cudaMemcpySrcAccessOrderStream;
  std::size_t attr_idxs[1] = {0};

  CUDASEM_EXPECT_ERROR(cudaMemcpyBatchAsync(dsts, srcs, sizes, 3, attrs, attr_idxs, 1, stream), cudaSuccess);
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  std::vector<unsigned> d2d(kCount), h2d(kCount);
  CUDASEM_ASSERT_OK(cudaMemcpy(d2d.data(), d_dst.data(), d_dst.bytes(), cudaMemcpyDeviceToHost));
  CUDASEM_ASSERT_OK(cudaMemcpy(h2d.data(), d_from_host.data(), d_from_host.bytes(), cudaMemcpyDeviceToHost));
  std::size_t d2d_ok = 0, h2d_ok = 0, d2h_ok = 0;
  for (std::size_t i = 0; i < kCount; ++i) {
    d2d_ok += d2d[i] == 1000 + i;
    h2d_ok += h2d[i] == 7 * i;
    d2h_ok += h_dst[i] == 1000 + i;
  }
  CUDASEM_EXPECT_EQ_NAMED("device_to_device.words_copied", d2d_ok, kCount);
  CUDASEM_EXPECT_EQ_NAMED("host_to_device.words_copied", h2d_ok, kCount);
  CUDASEM_EXPECT_EQ_NAMED("device_to_host.words_copied", d2h_ok, kCount);
}
