// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy2DToArray with wOffset 10 bytes and hOffset 3 rows writes the block at that place
// of a zeroed 8-bit array and nowhere else (the whole array is read back).
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy2DToArray, OffsetsPlaceBlock,
    {
        .api = {"cudaMemcpy2DToArray"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy2DToArray",
            .quote =
                "Copies a matrix (height rows of width bytes each) from the memory area pointed to by src to the CUDA array dst starting at hOffset rows and wOffset bytes from the upper left corner"},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr std::size_t kArrayWidth = 64, kArrayRows = 16, kWidth = 20, kRows = 5, kX = 10, kY = 3;
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::uchar1_desc(), kArrayWidth, kArrayRows));
  std::vector<unsigned char> zeros(kArrayWidth * kArrayRows, 0);
  CUDASEM_ASSERT_OK(cudaMemcpy2DToArray(
      array.get(), 0, 0, zeros.data(), kArrayWidth, kArrayWidth, kArrayRows, cudaMemcpyHostToDevice));
  auto block = cudasem::make_matrix(kWidth, kWidth, kRows, 53);

  CUDASEM_EXPECT_ERROR(
      cudaMemcpy2DToArray(array.get(), kX, kY, block.data(), kWidth, kWidth, kRows, cudaMemcpyHostToDevice),
      cudaSuccess);

  std::vector<unsigned char> back(kArrayWidth * kArrayRows, 0xee);
  CUDASEM_ASSERT_OK(cudaMemcpy2DFromArray(
      back.data(), kArrayWidth, array.get(), 0, 0, kArrayWidth, kArrayRows, cudaMemcpyDeviceToHost));
  const std::size_t in_block = cudasem::count_pattern(back.data(), kArrayWidth, kWidth, kRows, 53, kY, kX);
  std::size_t zero_bytes = 0;
  for (unsigned char v : back) zero_bytes += v == 0;
  CUDASEM_EXPECT_EQ_NAMED("block_bytes.matching_source", in_block, kWidth * kRows);
  CUDASEM_EXPECT_EQ_NAMED("outside_bytes.still_zero", zero_bytes, back.size() - kWidth * kRows);
}
