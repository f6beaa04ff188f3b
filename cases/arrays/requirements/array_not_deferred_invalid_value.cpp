// SPDX-License-Identifier: Apache-2.0
// cudaArrayGetMemoryRequirements of an array allocated without cudaArrayDeferredMapping returns
// cudaErrorInvalidValue.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaArrayGetMemoryRequirements, NotDeferredInvalidValue,
    {
        .api = {"cudaArrayGetMemoryRequirements"},
        .cite = {.doc = "RT",
            .section = "cudaArrayGetMemoryRequirements",
            .quote =
                "If the CUDA array is not allocated with flag cudaArrayDeferredMapping cudaErrorInvalidValue will be returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  int device = 0;
  CUDASEM_ASSERT_OK(cudaGetDevice(&device));
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::float1_desc(), 64, 64));
  cudaArrayMemoryRequirements requirements{};

  CUDASEM_EXPECT_ERROR(cudaArrayGetMemoryRequirements(&requirements, array.get(), device), cudaErrorInvalidValue);
}
