// SPDX-License-Identifier: Apache-2.0
// cuMemcpy3DAsync (non-blocking stream) of 200 bytes x 5 rows x 4 slices from a device region with
// 7-row slices into pageable memory with 8-row slices: after cuStreamSynchronize the box holds the
// source's bytes; the rest keeps its bytes.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy3DAsync, WritesBox,
    {
        .api = {"cuMemcpy3DAsync"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpy3DAsync",
            .quote =
                "WidthInBytes, Height and Depth specify the width (in bytes), height and depth of the 3D copy being performed."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  expect_3d_copy_writes_box(/*async=*/true, RegionSide::host);
}
