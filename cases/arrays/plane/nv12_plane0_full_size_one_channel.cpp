// SPDX-License-Identifier: Apache-2.0
// Plane 0 of a 64x32 NV12 array is a 64x32 CUDA array with one 8-bit channel of kind
// cudaChannelFormatKindUnsigned.
// The NV12 array comes from cuArray3DCreate (CU_AD_FORMAT_NV12, 3 channels), cast to cudaArray_t;
// UNSUPPORTED where the driver makes none (no text promises that it can).
#include "../arrays_plane.h"
#include "cudasem/cudasem.h"

#include <string>

CUDASEM_CASE(CudaArrayGetPlane, Nv12PlaneZeroFullSizeOneChannel,
    {
        .api = {"cudaArrayGetPlane"},
        .cite = {.doc = "RT",
            .section = "cudaArrayGetPlane",
            .quote =
                "Note that if the hArray has format cudaChannelFormatKindNV12, then passing in 0 for planeIdx returns a CUDA array of the same size as hArray but with one 8-bit channel and cudaChannelFormatKindUnsigned as its format kind."},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr std::size_t kWidth = 64, kHeight = 32;
  cudasem::Array array;
  std::string unavailable;
  ASSERT_NO_FATAL_FAILURE(cudasem::arrays::make_nv12(array, kWidth, kHeight, unavailable));
  if (!unavailable.empty()) GTEST_SKIP() << unavailable;
  cudasem::arrays::PlaneInfo plane;

  ASSERT_NO_FATAL_FAILURE(cudasem::arrays::get_plane_info(array.get(), 0, plane));

  CUDASEM_EXPECT_EQ_NAMED("plane_extent.width", plane.extent.width, kWidth);
  CUDASEM_EXPECT_EQ_NAMED("plane_extent.height", plane.extent.height, kHeight);
  CUDASEM_EXPECT_EQ_NAMED("plane_desc.x_bits", plane.desc.x, 8);
  CUDASEM_EXPECT_EQ_NAMED("plane_desc.y_bits", plane.desc.y, 0);
  CUDASEM_EXPECT_EQ_NAMED("plane_desc.z_bits", plane.desc.z, 0);
  CUDASEM_EXPECT_EQ_NAMED("plane_desc.w_bits", plane.desc.w, 0);
  CUDASEM_EXPECT_EQ_NAMED("plane_desc.format_kind", plane.desc.f, cudaChannelFormatKindUnsigned);
}
