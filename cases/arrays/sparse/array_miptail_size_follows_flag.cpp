// SPDX-License-Identifier: Apache-2.0
// cudaArrayGetSparseProperties of a sparse 1024x1024 8-bit array: when flags holds
// cudaArraySparsePropertiesSingleMipTail, miptailSize is the total size of the array (at least
// its 1024*1024 bytes); otherwise miptailSize is zero. Which branch applied is recorded.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaArrayGetSparseProperties, MiptailSizeFollowsFlag,
    {
        .api = {"cudaArrayGetSparseProperties"},
        .cite = {.doc = "RT",
            .section = "cudaArrayGetSparseProperties",
            .quote =
                "If the returned value in cudaArraySparseProperties::flags contains cudaArraySparsePropertiesSingleMipTail, then cudaArraySparseProperties::miptailSize represents the total size of the array. Otherwise, it will be zero."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("sparseCudaArraySupported") >= 1},
    }) {
  constexpr std::size_t kSide = 1024;
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::uchar1_desc(), kSide, kSide, cudaArraySparse));
  cudaArraySparseProperties properties{};
  properties.miptailSize = 12345;

  CUDASEM_ASSERT_OK(cudaArrayGetSparseProperties(&properties, array.get()));

  const bool single_mip_tail = (properties.flags & cudaArraySparsePropertiesSingleMipTail) != 0;
  cudasem::observe("single_mip_tail_flag", single_mip_tail);
  cudasem::observe("miptail_size_bytes", properties.miptailSize);
  if (single_mip_tail) {
    CUDASEM_EXPECT_TRUE_NAMED("miptail_size.covers_array", properties.miptailSize >= kSide * kSide);
  } else {
    CUDASEM_EXPECT_EQ_NAMED("miptail_size.zero_without_flag", properties.miptailSize, 0u);
  }
}
