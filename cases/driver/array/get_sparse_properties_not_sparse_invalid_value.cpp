// SPDX-License-Identifier: Apache-2.0
// cuArrayGetSparseProperties of an array created without CUDA_ARRAY3D_SPARSE returns
// CUDA_ERROR_INVALID_VALUE.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuArrayGetSparseProperties, NotSparseInvalidValue,
    {
        .api = {"cuArrayGetSparseProperties"},
        .cite = {.doc = "DRV",
            .section = "cuArrayGetSparseProperties",
            .quote =
                "If the CUDA array is not allocated with flag CUDA_ARRAY3D_SPARSE CUDA_ERROR_INVALID_VALUE will be returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemArray array;
  CUDASEM_ASSERT_CU_OK(create_3d_array(array, 64, 64, 0, CU_AD_FORMAT_FLOAT));
  CUDA_ARRAY_SPARSE_PROPERTIES props{};

  CUDASEM_EXPECT_CU_ERROR(drv.cuArrayGetSparseProperties(&props, array), CUDA_ERROR_INVALID_VALUE);
}
