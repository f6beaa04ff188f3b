// SPDX-License-Identifier: Apache-2.0
// cudaMalloc3D returns xsize and ysize equal to the requested width and height, a pitch of
// at least the width, and a non-null pointer.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMalloc3D, ExtentFieldsMatchRequest,
    {
        .api = {"cudaMalloc3D"},
        .cite = {.doc = "RT",
            .section = "cudaMalloc3D",
            .quote =
                "The returned cudaPitchedPtr contains additional fields xsize and ysize, the logical width and height of the allocation, which are equivalent to the width and height extent parameters provided by the programmer during allocation."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudaExtent extent = make_cudaExtent(300, 17, 5);
  cudasem::Alloc3D a;

  CUDASEM_ASSERT_OK(cudasem::malloc_3d(a, extent));

  cudasem::environment("allocation_pitch", a.ptr.pitch);
  CUDASEM_EXPECT_TRUE_NAMED("pitched_ptr.ptr_non_null", a.ptr.ptr != nullptr);
  CUDASEM_EXPECT_EQ_NAMED("pitched_ptr.xsize", a.ptr.xsize, extent.width);
  CUDASEM_EXPECT_EQ_NAMED("pitched_ptr.ysize", a.ptr.ysize, extent.height);
  CUDASEM_EXPECT_TRUE_NAMED("pitched_ptr.pitch_covers_width", a.ptr.pitch >= extent.width);
}
