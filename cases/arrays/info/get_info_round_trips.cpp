// SPDX-License-Identifier: Apache-2.0
// cudaArrayGetInfo on a 3D array from cudaMalloc3DArray returns the channel descriptor, the
// extent and the flags (cudaArraySurfaceLoadStore) it was allocated with.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaArrayGetInfo, RoundTripsAllocation,
    {
        .api = {"cudaArrayGetInfo"},
        .cite = {.doc = "RT",
            .section = "cudaArrayGetInfo",
            .quote = "Returns in *desc, *extent and *flags respectively, the type, shape and flags of array."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudaChannelFormatDesc desc = cudaCreateChannelDesc(16, 16, 0, 0, cudaChannelFormatKindSigned);
  const cudaExtent extent = make_cudaExtent(40, 12, 5);
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_3d_array(array, desc, extent, cudaArraySurfaceLoadStore));
  cudaChannelFormatDesc got_desc{};
  cudaExtent got_extent{};
  unsigned got_flags = 0;

  CUDASEM_EXPECT_ERROR(cudaArrayGetInfo(&got_desc, &got_extent, &got_flags, array.get()), cudaSuccess);

  cudasem::observe("array_flags", got_flags);
  EXPECT_EQ(got_desc.x, 16);
  EXPECT_EQ(got_desc.y, 16);
  EXPECT_EQ(got_desc.z, 0);
  EXPECT_EQ(got_desc.w, 0);
  EXPECT_EQ(got_desc.f, cudaChannelFormatKindSigned);
  EXPECT_EQ(got_extent.width, extent.width);
  EXPECT_EQ(got_extent.height, extent.height);
  EXPECT_EQ(got_extent.depth, extent.depth);
  EXPECT_NE(got_flags & cudaArraySurfaceLoadStore, 0u);
}
