// SPDX-License-Identifier: Apache-2.0
// cuMemcpy2D of 512 bytes x 4 rows from pageable memory into device memory with dstPitch 256 (below
// WidthInBytes + dstXInBytes) must fail with a documented code.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy2D, DestinationPitchBelowWidthFails,
    {
        .api = {"cuMemcpy2D"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpy2D",
            .quote = "dstPitch must be greater than or equal to WidthInBytes + dstXInBytes."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  expect_2d_copy_rejected(/*src_pitch=*/512, /*dst_pitch=*/256, /*width=*/512, /*height=*/4);
}
