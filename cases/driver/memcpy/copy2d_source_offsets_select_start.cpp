// SPDX-License-Identifier: Apache-2.0
// cuMemcpy2D of 1000 bytes x 9 rows from srcXInBytes 24, srcY 2 of a cuMemAllocPitch region: the
// destination rows hold the source bytes from srcDevice + srcY * srcPitch + srcXInBytes on.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy2D, SourceOffsetsSelectStart,
    {
        .api = {"cuMemcpy2D"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpy2D",
            .quote = "srcXInBytes and srcY specify the base address of the source data for the copy."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  CopyBox box;
  box.src_x = 24;
  box.src_y = 2;
  expect_2d_copy_writes_box(Copy2DApi::copy2d, RegionSide::device, RegionSide::device, box);
}
