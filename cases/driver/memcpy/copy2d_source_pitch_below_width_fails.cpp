// SPDX-License-Identifier: Apache-2.0
// cuMemcpy2D of 512 bytes x 4 rows from pageable memory with srcPitch 256 (below WidthInBytes +
// srcXInBytes) into device memory must fail with a documented code.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy2D, SourcePitchBelowWidthFails,
    {
        .api = {"cuMemcpy2D"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpy2D",
            .quote = "If specified, srcPitch must be greater than or equal to WidthInBytes + srcXInBytes"},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  expect_2d_copy_rejected(/*src_pitch=*/256, /*dst_pitch=*/512, /*width=*/512, /*height=*/4);
}
