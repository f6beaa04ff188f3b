// SPDX-License-Identifier: Apache-2.0
// Characterization: cuMemcpy2D of 512 bytes x 4 rows from pageable memory into device memory with
// dstPitch 256 (below WidthInBytes + dstXInBytes) is called: the text says what the caller must
// pass and names no outcome for this value, so the code it returns is recorded.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy2D, DestinationPitchBelowWidthFails,
    {
        .api = {"cuMemcpy2D"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemcpy2D",
            .quote = "dstPitch must be greater than or equal to WidthInBytes + dstXInBytes."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  using namespace cudasem::driver_api;
  expect_2d_copy_rejected(/*src_pitch=*/512, /*dst_pitch=*/256, /*width=*/512, /*height=*/4, /*judged=*/false);
}
