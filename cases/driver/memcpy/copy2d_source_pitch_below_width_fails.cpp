// SPDX-License-Identifier: Apache-2.0
// Characterization: cuMemcpy2D of 512 bytes x 4 rows from pageable memory with srcPitch 256 (below
// WidthInBytes + srcXInBytes) into device memory is called: the text says what the caller must pass
// and names no outcome for this value, so the code it returns is recorded.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy2D, SourcePitchBelowWidthFails,
    {
        .api = {"cuMemcpy2D"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemcpy2D",
            .quote = "If specified, srcPitch must be greater than or equal to WidthInBytes + srcXInBytes"},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  using namespace cudasem::driver_api;
  expect_2d_copy_rejected(/*src_pitch=*/256, /*dst_pitch=*/512, /*width=*/512, /*height=*/4, /*judged=*/false);
}
