// SPDX-License-Identifier: Apache-2.0
// Characterization: the cited text hedges ("may fail"). cuMemcpy2D of 1000 bytes x 9 rows between
// device regions with odd pitches and odd x offsets: the result code is recorded, and after a
// success whether exactly the box was written.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy2D, OddPitchIntraDevice,
    {
        .api = {"cuMemcpy2D"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemcpy2D",
            .quote =
                "On intra-device memory copies (device to device, CUDA array to device, CUDA array to CUDA array), cuMemcpy2D() may fail for pitches not computed by cuMemAllocPitch()."},
        .claim = cudasem::Claim::hedge,
    }) {
  using namespace cudasem::driver_api;
  CopyBox box;
  box.src_x = 3;
  box.src_y = 1;
  box.dst_x = 5;
  box.dst_y = 2;
  expect_2d_copy_writes_box(
      Copy2DApi::copy2d_observed, RegionSide::device, RegionSide::device, box, /*odd_pitch=*/true);
}
