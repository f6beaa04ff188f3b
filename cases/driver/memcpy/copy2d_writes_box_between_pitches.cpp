// SPDX-License-Identifier: Apache-2.0
// cuMemcpy2D of 1000 bytes x 9 rows between two cuMemAllocPitch regions (10 rows each): the 9 rows
// hold the source's rows; the row padding and the tenth row keep their bytes.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy2D, WritesBoxBetweenPitches,
    {
        .api = {"cuMemcpy2D"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpy2D",
            .quote = "WidthInBytes and Height specify the width (in bytes) and height of the 2D copy being performed."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  expect_2d_copy_writes_box(Copy2DApi::copy2d, RegionSide::device, RegionSide::device, CopyBox{});
}
