// SPDX-License-Identifier: Apache-2.0
// cudaMipmappedArrayGetSparseProperties of a mipmapped array allocated without cudaArraySparse
// returns cudaErrorInvalidValue.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMipmappedArrayGetSparseProperties, NotSparseInvalidValue,
    {
        .api = {"cudaMipmappedArrayGetSparseProperties"},
        .cite = {.doc = "RT",
            .section = "cudaMipmappedArrayGetSparseProperties",
            .quote =
                "If the CUDA mipmapped array is not allocated with flag cudaArraySparse cudaErrorInvalidValue will be returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::MipmappedArray mip;
  CUDASEM_ASSERT_OK(cudasem::malloc_mipmapped(mip, cudasem::uchar1_desc(), make_cudaExtent(1024, 1024, 0), 11));
  cudaArraySparseProperties properties{};

  CUDASEM_EXPECT_ERROR(cudaMipmappedArrayGetSparseProperties(&properties, mip.get()), cudaErrorInvalidValue);
}
