// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyArrayToArray copies 24 bytes from (hOffsetSrc 2, wOffsetSrc 4) of one 64x16 8-bit
// array to (hOffsetDst 1, wOffsetDst 8) of a zeroed one: those 24 bytes hold the source's, every
// other destination byte is still zero.
#include "../arrays_legacy.h"
#include "cudasem/cudasem.h"

CUDASEM_CALLS_DEPRECATED_API;  // the function under test is deprecated

CUDASEM_CASE(CudaMemcpyArrayToArray, CopiesCountBytesBetweenOffsets,
    {
        .api = {"cudaMemcpyArrayToArray"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpyArrayToArray",
            .quote =
                "Copies count bytes from the CUDA array src starting at hOffsetSrc rows and wOffsetSrc bytes from the upper left corner to the CUDA array dst starting at hOffsetDst rows and wOffsetDst bytes from the upper left corner"},
        .claim = cudasem::Claim::promise,
    }) {
  namespace a = cudasem::arrays;
  constexpr std::size_t kSrcRow = 2, kSrcColumn = 4, kDstRow = 1, kDstColumn = 8, kCount = 24;
  const auto contents = cudasem::make_matrix(a::kLegacyWidth, a::kLegacyWidth, a::kLegacyRows, 29);
  const std::vector<unsigned char> zeros(a::kLegacyWidth * a::kLegacyRows, 0);
  cudasem::Array src, dst;
  ASSERT_NO_FATAL_FAILURE(a::make_legacy_array(src, contents));
  ASSERT_NO_FATAL_FAILURE(a::make_legacy_array(dst, zeros));

  CUDASEM_EXPECT_ERROR(cudaMemcpyArrayToArray(dst.get(), kDstColumn, kDstRow, src.get(), kSrcColumn, kSrcRow, kCount,
                           cudaMemcpyDeviceToDevice),
      cudaSuccess);

  const auto back = a::read_legacy_array(dst.get());
  const unsigned char* run = contents.data() + kSrcRow * a::kLegacyWidth + kSrcColumn;
  CUDASEM_EXPECT_EQ_NAMED(
      "array_bytes.mismatched", a::legacy_mismatches(back, zeros, run, kDstRow, kDstColumn, kCount), 0u);
}
