// SPDX-License-Identifier: Apache-2.0
// cudaArrayGetInfo on a 2D array from cudaMallocArray reports its width and height and a
// depth of zero.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaArrayGetInfo, TwoDimensionalDepthZero,
    {
        .api = {"cudaArrayGetInfo"},
        .cite = {.doc = "RT",
            .section = "cudaArrayGetInfo",
            .quote = "extent - Returned array shape. 2D arrays will have depth of zero"},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::float1_desc(), 100, 37));
  cudaExtent got{99, 99, 99};

  CUDASEM_EXPECT_ERROR(cudaArrayGetInfo(nullptr, &got, nullptr, array.get()), cudaSuccess);

  cudasem::observe("extent.width", got.width);
  cudasem::observe("extent.height", got.height);
  cudasem::observe("extent.depth", got.depth);
  EXPECT_EQ(got.width, 100u);
  EXPECT_EQ(got.height, 37u);
  EXPECT_EQ(got.depth, 0u);
}
