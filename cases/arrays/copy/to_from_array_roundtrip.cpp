// SPDX-License-Identifier: Apache-2.0
// A padded host matrix copied into a 2D array with cudaMemcpy2DToArray and back with
// cudaMemcpy2DFromArray into a matrix of another pitch arrives unchanged; the destination's
// padding is left as it was.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy2DArray, ToFromArrayRoundTrip,
    {
        .api = {"cudaMemcpy2DToArray", "cudaMemcpy2DFromArray"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy2DFromArray",
            .quote =
                "Copies a matrix (height rows of width bytes each) from the CUDA array src starting at hOffset rows and wOffset bytes from the upper left corner to the memory area pointed to by dst"},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr std::size_t kWidth = 150, kRows = 20, kSrcPitch = 160, kDstPitch = 200;
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::uchar1_desc(), kWidth, kRows));
  auto source = cudasem::make_matrix(kSrcPitch, kWidth, kRows, 47);
  std::vector<unsigned char> back(kDstPitch * kRows, 0xee);

  CUDASEM_EXPECT_ERROR(
      cudaMemcpy2DToArray(array.get(), 0, 0, source.data(), kSrcPitch, kWidth, kRows, cudaMemcpyHostToDevice),
      cudaSuccess);
  CUDASEM_EXPECT_ERROR(
      cudaMemcpy2DFromArray(back.data(), kDstPitch, array.get(), 0, 0, kWidth, kRows, cudaMemcpyDeviceToHost),
      cudaSuccess);

  CUDASEM_EXPECT_EQ_NAMED(
      "row_bytes.matching_source", cudasem::count_pattern(back.data(), kDstPitch, kWidth, kRows, 47), kWidth * kRows);
  CUDASEM_EXPECT_EQ_NAMED("padding_bytes.unchanged",
      cudasem::count_padding(back.data(), kDstPitch, kWidth, kRows, 0xee), (kDstPitch - kWidth) * kRows);
}
