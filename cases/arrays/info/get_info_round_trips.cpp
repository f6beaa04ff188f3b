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
  CUDASEM_EXPECT_EQ_NAMED("desc.x_bits", got_desc.x, 16);
  CUDASEM_EXPECT_EQ_NAMED("desc.y_bits", got_desc.y, 16);
  CUDASEM_EXPECT_EQ_NAMED("desc.z_bits", got_desc.z, 0);
  CUDASEM_EXPECT_EQ_NAMED("desc.w_bits", got_desc.w, 0);
  CUDASEM_EXPECT_EQ_NAMED("desc.format_kind", got_desc.f, cudaChannelFormatKindSigned);
  CUDASEM_EXPECT_EQ_NAMED("extent.width_round_trips", got_extent.width, extent.width);
  CUDASEM_EXPECT_EQ_NAMED("extent.height_round_trips", got_extent.height, extent.height);
  CUDASEM_EXPECT_EQ_NAMED("extent.depth_round_trips", got_extent.depth, extent.depth);
  CUDASEM_EXPECT_TRUE_NAMED("flags.surface_load_store_set", (got_flags & cudaArraySurfaceLoadStore) != 0u);
}
