// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy2D with cudaMemcpyHostToHost copies the rows between two pageable host matrices
// of different pitch.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy2D, HostToHost,
    {
        .api = {"cudaMemcpy2D"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy2D",
            .quote = "Copies a matrix (height rows of width bytes each) from the memory area pointed to by src to the "
                     "memory area pointed to by dst, where kind specifies the direction of the copy"},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr std::size_t kWidth = 77, kRows = 31, kSrcPitch = 80, kDstPitch = 100;
  auto source = cudasem::make_matrix(kSrcPitch, kWidth, kRows, 11);
  std::vector<unsigned char> dst(kDstPitch * kRows, 0xee);

  CUDASEM_EXPECT_ERROR(
      cudaMemcpy2D(dst.data(), kDstPitch, source.data(), kSrcPitch, kWidth, kRows, cudaMemcpyHostToHost), cudaSuccess);

  CUDASEM_EXPECT_EQ_NAMED(
      "row_bytes.matching_source", cudasem::count_pattern(dst.data(), kDstPitch, kWidth, kRows, 11), kWidth * kRows);
  CUDASEM_EXPECT_EQ_NAMED("padding_bytes.unchanged", cudasem::count_padding(dst.data(), kDstPitch, kWidth, kRows, 0xee),
      (kDstPitch - kWidth) * kRows);
}
