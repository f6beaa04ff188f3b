// SPDX-License-Identifier: Apache-2.0
// cudaMipmappedArrayGetMemoryRequirements of a mipmapped array allocated without
// cudaArrayDeferredMapping returns cudaErrorInvalidValue.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMipmappedArrayGetMemoryRequirements, NotDeferredInvalidValue,
    {
        .api = {"cudaMipmappedArrayGetMemoryRequirements"},
        .cite = {.doc = "RT",
            .section = "cudaMipmappedArrayGetMemoryRequirements",
            .quote =
                "If the CUDA mipmapped array is not allocated with flag cudaArrayDeferredMapping cudaErrorInvalidValue will be returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  int device = 0;
  CUDASEM_ASSERT_OK(cudaGetDevice(&device));
  cudasem::MipmappedArray mip;
  CUDASEM_ASSERT_OK(cudasem::malloc_mipmapped(mip, cudasem::float1_desc(), make_cudaExtent(64, 64, 0), 4));
  cudaArrayMemoryRequirements requirements{};

  CUDASEM_EXPECT_ERROR(
      cudaMipmappedArrayGetMemoryRequirements(&requirements, mip.get(), device), cudaErrorInvalidValue);
}
