// SPDX-License-Identifier: Apache-2.0
// cuMemcpy2DUnaligned of 1000 bytes x 9 rows between device regions with odd pitches (not from
// cuMemAllocPitch) and odd x offsets (3 and 5) succeeds and writes exactly the box.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy2DUnaligned, OddPitches,
    {
        .api = {"cuMemcpy2DUnaligned"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpy2DUnaligned",
            .quote = "cuMemcpy2DUnaligned() does not have this restriction"},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  CopyBox box;
  box.src_x = 3;
  box.src_y = 1;
  box.dst_x = 5;
  box.dst_y = 2;
  expect_2d_copy_writes_box(
      Copy2DApi::copy2d_unaligned, RegionSide::device, RegionSide::device, box, /*odd_pitch=*/true);
}
