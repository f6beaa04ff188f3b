// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy2DArrayToArray copies a block from (wOffsetSrc 4, hOffsetSrc 2) of one array to
// (wOffsetDst 8, hOffsetDst 1) of another; the destination read back holds the block there.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy2DArrayToArray, CopiesBlockWithOffsets,
    {
        .api = {"cudaMemcpy2DArrayToArray"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy2DArrayToArray",
            .quote =
                "Copies a matrix (height rows of width bytes each) from the CUDA array src starting at hOffsetSrc rows and wOffsetSrc bytes from the upper left corner to the CUDA array dst starting at hOffsetDst rows and wOffsetDst bytes from the upper left corner"},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr std::size_t kW = 64, kH = 16, kWidth = 24, kRows = 6;
  cudasem::Array src, dst;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(src, cudasem::uchar1_desc(), kW, kH));
  CUDASEM_ASSERT_OK(cudasem::malloc_array(dst, cudasem::uchar1_desc(), kW, kH));
  auto whole = cudasem::make_matrix(kW, kW, kH, 59);
  std::vector<unsigned char> zeros(kW * kH, 0);
  CUDASEM_ASSERT_OK(cudaMemcpy2DToArray(src.get(), 0, 0, whole.data(), kW, kW, kH, cudaMemcpyHostToDevice));
  CUDASEM_ASSERT_OK(cudaMemcpy2DToArray(dst.get(), 0, 0, zeros.data(), kW, kW, kH, cudaMemcpyHostToDevice));

  CUDASEM_EXPECT_ERROR(
      cudaMemcpy2DArrayToArray(dst.get(), 8, 1, src.get(), 4, 2, kWidth, kRows, cudaMemcpyDeviceToDevice), cudaSuccess);

  std::vector<unsigned char> back(kW * kH, 0xee);
  CUDASEM_ASSERT_OK(cudaMemcpy2DFromArray(back.data(), kW, dst.get(), 0, 0, kW, kH, cudaMemcpyDeviceToHost));
  std::size_t ok = 0, zero = 0;
  for (std::size_t r = 0; r < kH; ++r)
    for (std::size_t c = 0; c < kW; ++c) {
      const bool inside = r >= 1 && r < 1 + kRows && c >= 8 && c < 8 + kWidth;
      if (inside)
        ok += back[r * kW + c] == whole[(r - 1 + 2) * kW + (c - 8 + 4)];
      else
        zero += back[r * kW + c] == 0;
    }
  CUDASEM_EXPECT_EQ_NAMED("block_bytes.matching_source", ok, kWidth * kRows);
  CUDASEM_EXPECT_EQ_NAMED("outside_bytes.still_zero", zero, kW * kH - kWidth * kRows);
}
