// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy3D with a destination pitch one byte above the device's maxPitch fails with one of
// its documented codes. The destination is really that large (two rows), so an unchecked copy
// would stay in bounds.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy3D, PitchOverMaxFails, {
    .api = {"cudaMemcpy3D"},
    .cite = {.doc = "RT", .section = "cudaMemcpy3D",
             .quote = "cudaMemcpy3D() returns an error if the pitch of srcPtr or dstPtr exceeds the maximum allowed."},
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
  cudaMemcpy3DParms parms{};
  parms.srcPtr = make_cudaPitchedPtr(src.data(), kWidth, kWidth, 2);
  parms.dstPtr = make_cudaPitchedPtr(dst.data(), pitch, kWidth, 2);
  parms.extent = make_cudaExtent(kWidth, 2, 1);
  parms.kind = cudaMemcpyDeviceToDevice;

  CUDASEM_EXPECT_FAILURE(cudaMemcpy3D(&parms));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
