// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy2D with a destination pitch one byte above the device's maxPitch fails with one
// of its documented codes. The destination is really allocated that large (two rows), so an
// unchecked copy would stay in bounds.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy2D, PitchOverMaxFails,
    {
        .api = {"cudaMemcpy2D"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy2D",
            .quote = "cudaMemcpy2D() returns an error if dpitch or spitch exceeds the maximum allowed."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  std::size_t pitch = 0;
  cudasem::pitched::over_max_pitch_with_room(pitch);
  if (HasFatalFailure() || IsSkipped()) return;
  constexpr std::size_t kWidth = 64;
  cudasem::DeviceBuffer<unsigned char> src(2 * kWidth), dst(pitch + kWidth);
  CUDASEM_ASSERT_OK(cudasem::zero_fill(src));  // a driver that accepts the pitch copies it

  CUDASEM_EXPECT_FAILURE(cudaMemcpy2D(dst.data(), pitch, src.data(), kWidth, kWidth, 2, cudaMemcpyDeviceToDevice));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
