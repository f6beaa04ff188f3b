// SPDX-License-Identifier: Apache-2.0
// cuMemcpy2DAsync of 1000 bytes x 9 rows between two cuMemAllocPitch regions in a non-blocking
// stream: after cuStreamSynchronize the 9 rows hold the source's; the padding and the tenth row
// keep their bytes.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy2DAsync, WritesBoxBetweenPitches,
    {
        .api = {"cuMemcpy2DAsync"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpy2DAsync",
            .quote = "WidthInBytes and Height specify the width (in bytes) and height of the 2D copy being performed."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  expect_2d_copy_writes_box(Copy2DApi::copy2d_async, RegionSide::device, RegionSide::device, CopyBox{});
}
