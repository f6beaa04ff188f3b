// SPDX-License-Identifier: Apache-2.0
// cudaMalloc3DArray with height and depth 0 allocates a 1D array: cudaArrayGetInfo reports
// the width and zero height and depth.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMalloc3DArray, OneDimensionalWhenHeightDepthZero,
    {
        .api = {"cudaMalloc3DArray"},
        .cite = {.doc = "RT",
            .section = "cudaMalloc3DArray",
            .quote = "A 1D array is allocated if the height and depth extents are both zero."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Array array;

  CUDASEM_ASSERT_OK(cudasem::malloc_3d_array(array, cudasem::float1_desc(), make_cudaExtent(1000, 0, 0)));

  cudaExtent got{99, 99, 99};
  CUDASEM_ASSERT_OK(cudaArrayGetInfo(nullptr, &got, nullptr, array.get()));
  CUDASEM_EXPECT_EQ_NAMED("extent.width_elements", got.width, 1000u);
  CUDASEM_EXPECT_EQ_NAMED("extent.height_rows", got.height, 0u);
  CUDASEM_EXPECT_EQ_NAMED("extent.depth_slices", got.depth, 0u);
}
