// SPDX-License-Identifier: Apache-2.0
// Plane 0 of a 64x32 NV12 array is a 64x32 CUDA array with one 8-bit channel of kind
// cudaChannelFormatKindUnsigned.
// UNSUPPORTED where cudaMallocArray cannot allocate an NV12 array (not a documented kind there).
#include "../arrays_plane.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaArrayGetPlane, Nv12PlaneZeroFullSizeOneChannel,
    {
        .api = {"cudaArrayGetPlane"},
        .cite = {.doc = "RT",
            .section = "cudaArrayGetPlane",
            .quote =
                "Note that if the hArray has format cudaChannelFormatKindNV12, then passing in 0 for planeIdx returns a CUDA array of the same size as hArray but with one 8-bit channel and cudaChannelFormatKindUnsigned as its format kind."},
    }) {
  constexpr std::size_t kWidth = 64, kHeight = 32;
  cudasem::Array array;
  const cudaError_t allocated = cudasem::arrays::malloc_nv12(array, kWidth, kHeight);
  if (allocated != cudaSuccess) GTEST_SKIP() << cudasem::arrays::nv12_unavailable(allocated);
  cudasem::arrays::PlaneInfo plane;

  ASSERT_NO_FATAL_FAILURE(cudasem::arrays::get_plane_info(array.get(), 0, plane));

  cudasem::observe("plane_extent.width", static_cast<unsigned long long>(plane.extent.width));
  cudasem::observe("plane_extent.height", static_cast<unsigned long long>(plane.extent.height));
  EXPECT_EQ(plane.extent.width, kWidth);
  EXPECT_EQ(plane.extent.height, kHeight);
  EXPECT_EQ(plane.desc.x, 8);
  EXPECT_EQ(plane.desc.y, 0);
  EXPECT_EQ(plane.desc.z, 0);
  EXPECT_EQ(plane.desc.w, 0);
  EXPECT_EQ(plane.desc.f, cudaChannelFormatKindUnsigned);
}
