// SPDX-License-Identifier: Apache-2.0
// cuMemcpy3D of 200 bytes x 5 rows x 4 slices from (x 8, y 1, z 1) of a device region with 7-row
// slices to (x 16, y 2, z 0) of one with 8-row slices: the box holds the source's bytes; every
// other destination byte keeps its value.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy3D, WritesBox,
    {
        .api = {"cuMemcpy3D"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpy3D",
            .quote =
                "WidthInBytes, Height and Depth specify the width (in bytes), height and depth of the 3D copy being performed."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  expect_3d_copy_writes_box(/*async=*/false, RegionSide::device);
}
