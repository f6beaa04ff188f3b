// SPDX-License-Identifier: Apache-2.0
// cudaMemset2D sets height rows of width bytes in a pitched allocation and leaves the rest of
// each row (up to the pitch) as it was.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemset2D, SetsWidthBytesPerRow,
    {
        .api = {"cudaMemset2D"},
        .cite = {.doc = "RT",
            .section = "cudaMemset2D",
            .quote =
                "Sets to the specified value value a matrix (height rows of width bytes each) pointed to by dstPtr."},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr std::size_t kWidth = 100, kRows = 12, kSetWidth = 60, kSetRows = 9;
  cudasem::PitchedAlloc a;
  CUDASEM_ASSERT_OK(cudasem::malloc_pitch(a, kWidth, kRows));
  CUDASEM_ASSERT_OK(cudaMemset(a.bytes(), 0x11, a.pitch * kRows));

  CUDASEM_EXPECT_ERROR(cudaMemset2D(a.bytes(), a.pitch, 0x5a, kSetWidth, kSetRows), cudaSuccess);

  std::vector<unsigned char> back(a.pitch * kRows);
  CUDASEM_ASSERT_OK(cudaMemcpy(back.data(), a.bytes(), back.size(), cudaMemcpyDeviceToHost));
  std::size_t set = 0, untouched = 0;
  for (std::size_t r = 0; r < kRows; ++r)
    for (std::size_t c = 0; c < a.pitch; ++c) {
      const bool inside = r < kSetRows && c < kSetWidth;
      if (inside)
        set += back[r * a.pitch + c] == 0x5a;
      else
        untouched += back[r * a.pitch + c] == 0x11;
    }
  cudasem::environment("allocation_pitch", a.pitch);
  CUDASEM_EXPECT_EQ_NAMED("set_region.bytes_set", set, kSetWidth * kSetRows);
  CUDASEM_EXPECT_EQ_NAMED("outside_region.bytes_untouched", untouched, a.pitch * kRows - kSetWidth * kSetRows);
}
