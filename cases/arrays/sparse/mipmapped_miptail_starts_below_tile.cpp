// SPDX-License-Identifier: Apache-2.0
// cudaMipmappedArrayGetSparseProperties of a sparse 1024x1024 8-bit mipmapped array with the full
// chain of 11 levels (down to 1x1): the mip tail starts at the first level whose width or height
// is less than the tile's (miptailFirstLevel, computed from the returned tile extent) and its
// size is not zero (the 1x1 level is in it).
#include "../arrays.h"
#include "cudasem/cudasem.h"

#include <string>

CUDASEM_CASE(CudaMipmappedArrayGetSparseProperties, MiptailStartsBelowTile,
    {
        .api = {"cudaMipmappedArrayGetSparseProperties"},
        .cite = {.doc = "RT",
            .section = "cudaMipmappedArrayGetSparseProperties",
            .quote =
                "For non-layered CUDA mipmapped arrays, cudaArraySparseProperties::miptailSize returns the size of the mip tail region. The mip tail region includes all mip levels whose width, height or depth is less than that of the tile."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("sparseCudaArraySupported") >= 1},
    }) {
  constexpr unsigned kSide = 1024, kLevels = 11;
  cudasem::MipmappedArray mip;
  CUDASEM_ASSERT_OK(cudasem::malloc_mipmapped(
      mip, cudasem::uchar1_desc(), make_cudaExtent(kSide, kSide, 0), kLevels, cudaArraySparse));
  cudaArraySparseProperties properties{};

  CUDASEM_ASSERT_OK(cudaMipmappedArrayGetSparseProperties(&properties, mip.get()));

  cudasem::environment("sparse_tile.extent", std::to_string(properties.tileExtent.width) + "x" +
                                                 std::to_string(properties.tileExtent.height) + "x" +
                                                 std::to_string(properties.tileExtent.depth));
  CUDASEM_ASSERT_TRUE_NAMED("sparse_tile.width_nonzero", properties.tileExtent.width > 0u);
  CUDASEM_ASSERT_TRUE_NAMED("sparse_tile.height_nonzero", properties.tileExtent.height > 0u);
  unsigned first_small = kLevels;  // the first level narrower or lower than a tile
  for (unsigned level = 0, side = kSide; level < kLevels; ++level, side = side > 1 ? side / 2 : 1) {
    if (side < properties.tileExtent.width || side < properties.tileExtent.height) {
      first_small = level;
      break;
    }
  }
  CUDASEM_EXPECT_EQ_NAMED("miptail_first_level", properties.miptailFirstLevel, first_small);
  CUDASEM_EXPECT_TRUE_NAMED("miptail_size_nonzero", properties.miptailSize != 0u);
}
