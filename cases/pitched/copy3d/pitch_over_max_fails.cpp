// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy3D with a destination pitch one byte above the device's maxPitch fails with one of
// its documented codes. The destination is really that large (two rows), so an unchecked copy
// would stay in bounds.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy3D, PitchOverMaxFails,
    {
        .api = {"cudaMemcpy3D"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy3D",
            .quote = "cudaMemcpy3D() returns an error if the pitch of srcPtr or dstPtr exceeds the maximum allowed."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  std::size_t pitch = 0;
  cudasem::pitched::over_max_pitch_with_room(pitch);
  if (HasFatalFailure() || IsSkipped()) return;
  constexpr std::size_t kWidth = 64;
  cudasem::DeviceBuffer<unsigned char> src(2 * kWidth), dst(pitch + kWidth);
  CUDASEM_ASSERT_OK(cudasem::zero_fill(src));  // a driver that accepts the pitch copies it
  cudaMemcpy3DParms parms{};
  parms.srcPtr = make_cudaPitchedPtr(src.data(), kWidth, kWidth, 2);
  parms.dstPtr = make_cudaPitchedPtr(dst.data(), pitch, kWidth, 2);
  parms.extent = make_cudaExtent(kWidth, 2, 1);
  parms.kind = cudaMemcpyDeviceToDevice;

  CUDASEM_EXPECT_FAILURE(cudaMemcpy3D(&parms));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
