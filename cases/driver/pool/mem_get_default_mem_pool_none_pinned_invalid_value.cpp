// SPDX-License-Identifier: Apache-2.0
// cuMemGetDefaultMemPool with CU_MEM_LOCATION_TYPE_NONE (allowed only for managed pools) and
// CU_MEM_ALLOCATION_TYPE_PINNED returns CUDA_ERROR_INVALID_VALUE.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemGetDefaultMemPool, NoneLocationPinnedInvalidValue,
    {
        .api = {"cuMemGetDefaultMemPool"},
        .cite = {.doc = "DRV",
            .section = "cuMemGetDefaultMemPool",
            .quote = "In all other cases, the call returns CUDA_ERROR_INVALID_VALUE."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  CUmemLocation where{};
  where.type = CU_MEM_LOCATION_TYPE_NONE;
  CUmemoryPool pool = nullptr;

  CUDASEM_EXPECT_CU_ERROR(
      drv.cuMemGetDefaultMemPool(&pool, &where, CU_MEM_ALLOCATION_TYPE_PINNED), CUDA_ERROR_INVALID_VALUE);
}
