// SPDX-License-Identifier: Apache-2.0
// Level 0 of a mipmapped array is a CUDA array of the allocated extent and format; the
// extents of the other levels are recorded.
#include "../arrays.h"
#include "cudasem/cudasem.h"

#include <string>

CUDASEM_CASE(CudaGetMipmappedArrayLevel, LevelZeroMatchesAllocation,
    {
        .api = {"cudaGetMipmappedArrayLevel"},
        .cite = {.doc = "RT",
            .section = "cudaGetMipmappedArrayLevel",
            .quote =
                "Returns in *levelArray a CUDA array that represents a single mipmap level of the CUDA mipmapped array mipmappedArray."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::MipmappedArray mip;
  CUDASEM_ASSERT_OK(cudasem::malloc_mipmapped(mip, cudasem::float1_desc(), make_cudaExtent(40, 24, 0), 4));
  cudaArray_t level0 = nullptr;

  CUDASEM_ASSERT_OK(cudaGetMipmappedArrayLevel(&level0, mip.get(), 0));

  cudaChannelFormatDesc desc{};
  cudaExtent e{};
  CUDASEM_ASSERT_OK(cudaArrayGetInfo(&desc, &e, nullptr, level0));
  CUDASEM_EXPECT_EQ_NAMED("level_0_extent.width", e.width, 40u);
  CUDASEM_EXPECT_EQ_NAMED("level_0_extent.height", e.height, 24u);
  CUDASEM_EXPECT_EQ_NAMED("level_0_desc.x_bits", desc.x, 32);
  CUDASEM_EXPECT_EQ_NAMED("level_0_desc.format_kind", desc.f, cudaChannelFormatKindFloat);
  for (unsigned l = 1; l < 4; ++l) {
    cudaArray_t level = nullptr;
    CUDASEM_ASSERT_OK(cudaGetMipmappedArrayLevel(&level, mip.get(), l));
    cudaExtent le{};
    CUDASEM_ASSERT_OK(cudaArrayGetInfo(nullptr, &le, nullptr, level));
    cudasem::observe(
        "extent_of_level" + ("_" + std::to_string(l)), std::to_string(le.width) + "x" + std::to_string(le.height));
  }
}
