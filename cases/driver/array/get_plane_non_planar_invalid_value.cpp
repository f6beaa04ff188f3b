// SPDX-License-Identifier: Apache-2.0
// cuArrayGetPlane of plane 0 of a 2D array of 8-bit unsigned elements (not a multi-planar format)
// returns CUDA_ERROR_INVALID_VALUE.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuArrayGetPlane, NonPlanarArrayInvalidValue,
    {
        .api = {"cuArrayGetPlane"},
        .cite = {.doc = "DRV",
            .section = "cuArrayGetPlane",
            .quote =
                "If planeIdx is greater than the maximum number of planes in this array or if the array does not have a multi-planar format e.g: CU_AD_FORMAT_NV12, then CUDA_ERROR_INVALID_VALUE is returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemArray array;
  CUDASEM_ASSERT_CU_OK(create_3d_array(array, 64, 64, 0, CU_AD_FORMAT_UNSIGNED_INT8));
  CUarray plane = nullptr;

  CUDASEM_EXPECT_CU_ERROR(drv.cuArrayGetPlane(&plane, array, 0), CUDA_ERROR_INVALID_VALUE);
}
