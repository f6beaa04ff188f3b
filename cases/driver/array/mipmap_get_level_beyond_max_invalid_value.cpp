// SPDX-License-Identifier: Apache-2.0
// cuMipmappedArrayGetLevel of level 9 of a 3-level 64 x 64 mipmapped array returns
// CUDA_ERROR_INVALID_VALUE.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMipmappedArrayGetLevel, BeyondMaxInvalidValue,
    {
        .api = {"cuMipmappedArrayGetLevel"},
        .cite = {.doc = "DRV",
            .section = "cuMipmappedArrayGetLevel",
            .quote =
                "If level is greater than the maximum number of levels in this mipmapped array, CUDA_ERROR_INVALID_VALUE is returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  DrvMipmappedArray mipmap;
  ASSERT_NO_FATAL_FAILURE(create_mipmap_64x64(mipmap, CU_AD_FORMAT_UNSIGNED_INT8, 3));
  CUarray level = nullptr;

  CUDASEM_EXPECT_CU_ERROR(drv.cuMipmappedArrayGetLevel(&level, mipmap, 9), CUDA_ERROR_INVALID_VALUE);
}
