// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy2D with a width larger than the source pitch, and one larger than the destination
// pitch: what it returns is recorded (each). The buffers are large enough for the copy, so a driver
// that did not check would still stay in bounds.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy2D, WidthExceedsPitchFails,
    {
        .api = {"cudaMemcpy2D"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaMemcpy2D", .quote = "width must not exceed either dpitch or spitch."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  constexpr std::size_t kRows = 4, kBytes = 4096;
  cudasem::DeviceBuffer<unsigned char> a(kBytes), b(kBytes);

  cudasem::observe(
      "width_exceeds_spitch_result", cudaMemcpy2D(b.data(), 512, a.data(), 256, 300, kRows, cudaMemcpyDeviceToDevice));
  cudasem::observe(
      "width_exceeds_dpitch_result", cudaMemcpy2D(b.data(), 256, a.data(), 512, 300, kRows, cudaMemcpyDeviceToDevice));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
