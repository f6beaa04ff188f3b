// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy2D with a destination pitch one byte above the device's maxPitch fails with one
// of its documented codes. The destination is really allocated that large (two rows), so an
// unchecked copy would stay in bounds.
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy2D, PitchOverMaxFails, {
    .api = {"cudaMemcpy2D"},
    .cite = {.doc = "RT", .section = "cudaMemcpy2D",
             .quote = "cudaMemcpy2D() returns an error if dpitch or spitch exceeds the maximum allowed."},
}) {
  int max_pitch = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&max_pitch, cudaDevAttrMaxPitch, 0));
  cudasem::environment("max_pitch", max_pitch);
  const std::size_t pitch = static_cast<std::size_t>(max_pitch) + 1;
  std::size_t free_bytes = 0, total = 0;
  CUDASEM_ASSERT_OK(cudaMemGetInfo(&free_bytes, &total));
  if (pitch + 4096 > free_bytes / 2)
    GTEST_SKIP() << "requires " << pitch + 4096 << " free bytes for a real destination; device has " << free_bytes;
  constexpr std::size_t kWidth = 64;
  cudasem::DeviceBuffer<unsigned char> src(2 * kWidth), dst(pitch + kWidth);

  CUDASEM_EXPECT_FAILURE(cudaMemcpy2D(dst.data(), pitch, src.data(), kWidth, kWidth, 2, cudaMemcpyDeviceToDevice));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
