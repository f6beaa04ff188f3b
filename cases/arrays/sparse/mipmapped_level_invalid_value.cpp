// SPDX-License-Identifier: Apache-2.0
// cudaArrayGetSparseProperties of level 0 of a sparse mipmapped array (a CUDA array obtained with
// cudaGetMipmappedArrayLevel) returns cudaErrorInvalidValue.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaArrayGetSparseProperties, MipmappedLevelInvalidValue,
    {
        .api = {"cudaArrayGetSparseProperties"},
        .cite = {.doc = "RT",
            .section = "cudaArrayGetSparseProperties",
            .quote =
                "For CUDA arrays obtained using cudaMipmappedArrayGetLevel, cudaErrorInvalidValue will be returned."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("sparseCudaArraySupported") >= 1},
    }) {
  cudasem::MipmappedArray mip;
  CUDASEM_ASSERT_OK(
      cudasem::malloc_mipmapped(mip, cudasem::uchar1_desc(), make_cudaExtent(1024, 1024, 0), 11, cudaArraySparse));
  cudaArray_t level0 = nullptr;
  CUDASEM_ASSERT_OK(cudaGetMipmappedArrayLevel(&level0, mip.get(), 0));
  cudaArraySparseProperties properties{};

  CUDASEM_EXPECT_ERROR(cudaArrayGetSparseProperties(&properties, level0), cudaErrorInvalidValue);
}
