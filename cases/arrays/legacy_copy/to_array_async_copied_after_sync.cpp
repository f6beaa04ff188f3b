// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyToArrayAsync in a stream copies 40 bytes from pinned host memory into a zeroed 64x16
// 8-bit array at hOffset 5 rows and wOffset 12 bytes: after cudaStreamSynchronize those bytes
// hold the source and every other byte is still zero.
#include "../arrays_legacy.h"
#include "cudasem/cudasem.h"

CUDASEM_CALLS_DEPRECATED_API;  // the function under test is deprecated

CUDASEM_CASE(CudaMemcpyToArrayAsync, CopiedAfterStreamSync,
    {
        .api = {"cudaMemcpyToArrayAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpyToArrayAsync",
            .quote =
                "Copies count bytes from the memory area pointed to by src to the CUDA array dst starting at hOffset rows and wOffset bytes from the upper left corner"},
        .claim = cudasem::Claim::promise,
    }) {
  namespace a = cudasem::arrays;
  constexpr std::size_t kRow = 5, kColumn = 12, kCount = 40;
  const std::vector<unsigned char> zeros(a::kLegacyWidth * a::kLegacyRows, 0);
  cudasem::Array array;
  ASSERT_NO_FATAL_FAILURE(a::make_legacy_array(array, zeros));
  const auto pattern = cudasem::make_matrix(kCount, kCount, 1, 31);
  cudasem::PinnedBuffer<unsigned char> source(kCount);
  for (std::size_t i = 0; i < kCount; ++i) source[i] = pattern[i];
  cudasem::Stream stream(cudaStreamNonBlocking);

  CUDASEM_EXPECT_ERROR(
      cudaMemcpyToArrayAsync(array.get(), kColumn, kRow, source.data(), kCount, cudaMemcpyHostToDevice, stream),
      cudaSuccess);
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  const auto back = a::read_legacy_array(array.get());
  CUDASEM_EXPECT_EQ_NAMED(
      "array_bytes.mismatched", a::legacy_mismatches(back, zeros, pattern.data(), kRow, kColumn, kCount), 0u);
}
