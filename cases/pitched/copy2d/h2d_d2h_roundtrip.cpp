// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy2D copies height rows of width bytes: a padded host matrix goes to a pitched
// allocation and back into a host matrix with another pitch; the rows arrive and the
// destination's padding bytes are left as they were.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy2D, HostDeviceRoundTrip,
    {
        .api = {"cudaMemcpy2D"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy2D",
            .quote =
                "Copies a matrix (height rows of width bytes each) from the memory area pointed to by src to the memory area pointed to by dst, where kind specifies the direction of the copy"},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr std::size_t kWidth = 333, kRows = 21, kSrcPitch = 400, kDstPitch = 512;
  cudasem::PitchedAlloc device;
  CUDASEM_ASSERT_OK(cudasem::malloc_pitch(device, kWidth, kRows));
  auto source = cudasem::make_matrix(kSrcPitch, kWidth, kRows, 5);
  std::vector<unsigned char> back(kDstPitch * kRows, 0xee);

  CUDASEM_EXPECT_ERROR(
      cudaMemcpy2D(device.bytes(), device.pitch, source.data(), kSrcPitch, kWidth, kRows, cudaMemcpyHostToDevice),
      cudaSuccess);
  CUDASEM_EXPECT_ERROR(
      cudaMemcpy2D(back.data(), kDstPitch, device.bytes(), device.pitch, kWidth, kRows, cudaMemcpyDeviceToHost),
      cudaSuccess);

  cudasem::observe("device_pitch", device.pitch);
  CUDASEM_EXPECT_EQ_NAMED("destination_rows.pattern_bytes",
      cudasem::count_pattern(back.data(), kDstPitch, kWidth, kRows, 5), kWidth * kRows);
  CUDASEM_EXPECT_EQ_NAMED("destination_padding.bytes_untouched",
      cudasem::count_padding(back.data(), kDstPitch, kWidth, kRows, 0xee), (kDstPitch - kWidth) * kRows)
      << "bytes beyond the width of a destination row were written";
}
