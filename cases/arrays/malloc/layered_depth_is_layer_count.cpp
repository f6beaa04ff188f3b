// SPDX-License-Identifier: Apache-2.0
// cudaMalloc3DArray with cudaArrayLayered and depth 4 allocates a 2D layered array: the
// reported flags include cudaArrayLayered and the depth is the 4 layers.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMalloc3DArray, LayeredDepthIsLayerCount,
    {
        .api = {"cudaMalloc3DArray"},
        .cite = {.doc = "RT",
            .section = "cudaMalloc3DArray",
            .quote =
                "A 2D layered CUDA array is allocated if all three extents are non-zero and the cudaArrayLayered flag is set."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Array array;

  CUDASEM_ASSERT_OK(
      cudasem::malloc_3d_array(array, cudasem::float1_desc(), make_cudaExtent(32, 16, 4), cudaArrayLayered));

  cudaExtent got{};
  unsigned flags = 0;
  CUDASEM_ASSERT_OK(cudaArrayGetInfo(nullptr, &got, &flags, array.get()));
  cudasem::observe("array_flags", flags);
  CUDASEM_EXPECT_TRUE_NAMED("flags.layered_set", (flags & cudaArrayLayered) != 0u);
  CUDASEM_EXPECT_EQ_NAMED("extent.width_elements", got.width, 32u);
  CUDASEM_EXPECT_EQ_NAMED("extent.height_rows", got.height, 16u);
  CUDASEM_EXPECT_EQ_NAMED("extent.depth_layers", got.depth, 4u);
}
