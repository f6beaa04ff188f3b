// SPDX-License-Identifier: Apache-2.0
// cuArrayGetMemoryRequirements of an array created without CUDA_ARRAY3D_DEFERRED_MAPPING returns
// CUDA_ERROR_INVALID_VALUE.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuArrayGetMemoryRequirements, NotDeferredInvalidValue,
    {
        .api = {"cuArrayGetMemoryRequirements"},
        .cite = {.doc = "DRV",
            .section = "cuArrayGetMemoryRequirements",
            .quote =
                "If the CUDA array is not allocated with flag CUDA_ARRAY3D_DEFERRED_MAPPING CUDA_ERROR_INVALID_VALUE will be returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemArray array;
  CUDASEM_ASSERT_CU_OK(create_3d_array(array, 64, 64, 0, CU_AD_FORMAT_FLOAT));
  CUDA_ARRAY_MEMORY_REQUIREMENTS req{};

  CUDASEM_EXPECT_CU_ERROR(drv.cuArrayGetMemoryRequirements(&req, array, cudasem::device0()), CUDA_ERROR_INVALID_VALUE);
}
