// SPDX-License-Identifier: Apache-2.0
// cuMemcpy2D of one 256-byte row from pageable memory into device memory with srcPitch one above
// CU_DEVICE_ATTRIBUTE_MAX_PITCH must fail with a documented code (one row: an accepted call reads
// nothing past it).
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy2D, PitchAboveMaxFails,
    {
        .api = {"cuMemcpy2D"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpy2D",
            .quote =
                "cuMemcpy2D() returns an error if any pitch is greater than the maximum allowed (CU_DEVICE_ATTRIBUTE_MAX_PITCH)."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  const int max_pitch = cudasem::attribute(CU_DEVICE_ATTRIBUTE_MAX_PITCH, cudasem::device0());
  cudasem::environment("max_pitch", max_pitch);
  CUDASEM_ASSERT_TRUE_NAMED("max_pitch.positive", max_pitch > 0);
  expect_2d_copy_rejected(static_cast<unsigned>(max_pitch) + 1u, /*dst_pitch=*/256, /*width=*/256, /*height=*/1);
}
