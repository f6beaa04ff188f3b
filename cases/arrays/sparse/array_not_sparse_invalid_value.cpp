// SPDX-License-Identifier: Apache-2.0
// cudaArrayGetSparseProperties of an array allocated without cudaArraySparse returns
// cudaErrorInvalidValue.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaArrayGetSparseProperties, NotSparseInvalidValue,
    {
        .api = {"cudaArrayGetSparseProperties"},
        .cite = {.doc = "RT",
            .section = "cudaArrayGetSparseProperties",
            .quote =
                "If the CUDA array is not allocated with flag cudaArraySparse cudaErrorInvalidValue will be returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::uchar1_desc(), 1024, 1024));
  cudaArraySparseProperties properties{};

  CUDASEM_EXPECT_ERROR(cudaArrayGetSparseProperties(&properties, array.get()), cudaErrorInvalidValue);
}
