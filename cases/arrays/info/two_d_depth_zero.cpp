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

  CUDASEM_EXPECT_EQ_NAMED("extent.width", got.width, 100u);
  CUDASEM_EXPECT_EQ_NAMED("extent.height", got.height, 37u);
  CUDASEM_EXPECT_EQ_NAMED("extent.depth", got.depth, 0u);
}
