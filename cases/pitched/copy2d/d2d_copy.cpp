// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy2D between two device allocations of different pitch copies width bytes of each
// row and leaves the destination's padding untouched.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy2D, DeviceToDevice,
    {
        .api = {"cudaMemcpy2D"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy2D",
            .quote =
                "dpitch and spitch are the widths in memory in bytes of the 2D arrays pointed to by dst and src, including any padding added to the end of each row."},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr std::size_t kWidth = 250, kRows = 13, kSrcPitch = 256, kDstPitch = 1024;
  cudasem::DeviceBuffer<unsigned char> src(kSrcPitch * kRows), dst(kDstPitch * kRows);
  auto source = cudasem::make_matrix(kSrcPitch, kWidth, kRows, 7);
  CUDASEM_ASSERT_OK(cudaMemcpy(src.data(), source.data(), source.size(), cudaMemcpyHostToDevice));
  CUDASEM_ASSERT_OK(cudaMemset(dst.data(), 0xee, dst.bytes()));

  CUDASEM_EXPECT_ERROR(
      cudaMemcpy2D(dst.data(), kDstPitch, src.data(), kSrcPitch, kWidth, kRows, cudaMemcpyDeviceToDevice), cudaSuccess);

  std::vector<unsigned char> back(dst.bytes());
  CUDASEM_ASSERT_OK(cudaMemcpy(back.data(), dst.data(), dst.bytes(), cudaMemcpyDeviceToHost));
  CUDASEM_EXPECT_EQ_NAMED(
      "row_bytes.matching_source", cudasem::count_pattern(back.data(), kDstPitch, kWidth, kRows, 7), kWidth * kRows);
  CUDASEM_EXPECT_EQ_NAMED("padding_bytes.unchanged",
      cudasem::count_padding(back.data(), kDstPitch, kWidth, kRows, 0xee), (kDstPitch - kWidth) * kRows);
}
