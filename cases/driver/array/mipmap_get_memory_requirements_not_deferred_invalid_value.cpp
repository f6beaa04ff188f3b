// SPDX-License-Identifier: Apache-2.0
// cuMipmappedArrayGetMemoryRequirements of a mipmapped array created without
// CUDA_ARRAY3D_DEFERRED_MAPPING returns CUDA_ERROR_INVALID_VALUE.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMipmappedArrayGetMemoryRequirements, NotDeferredInvalidValue,
    {
        .api = {"cuMipmappedArrayGetMemoryRequirements"},
        .cite = {.doc = "DRV",
            .section = "cuMipmappedArrayGetMemoryRequirements",
            .quote =
                "If the CUDA mipmapped array is not allocated with flag CUDA_ARRAY3D_DEFERRED_MAPPING CUDA_ERROR_INVALID_VALUE will be returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  DrvMipmappedArray mipmap;
  ASSERT_NO_FATAL_FAILURE(create_mipmap_64x64(mipmap, CU_AD_FORMAT_FLOAT, 3));
  CUDA_ARRAY_MEMORY_REQUIREMENTS req{};

  CUDASEM_EXPECT_CU_ERROR(
      drv.cuMipmappedArrayGetMemoryRequirements(&req, mipmap, cudasem::device0()), CUDA_ERROR_INVALID_VALUE);
}
