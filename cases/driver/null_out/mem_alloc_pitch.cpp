// SPDX-License-Identifier: Apache-2.0
// A null dptr (a valid pitch pointer; 64 x 4 bytes, 4-byte elements) leaves nowhere to write the
// result. The text gives only the list of return codes, which names CUDA_ERROR_INVALID_VALUE, so
// the call must fail with one of them; which one is recorded.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemAllocPitch, NullOutParam,
    {
        .api = {"cuMemAllocPitch"},
        .cite = {.doc = "DRV",
            .section = "cuMemAllocPitch",
            .quote =
                "CUDA_SUCCESS, CUDA_ERROR_DEINITIALIZED, CUDA_ERROR_NOT_INITIALIZED, CUDA_ERROR_INVALID_CONTEXT, CUDA_ERROR_INVALID_VALUE"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  size_t pitch = 0;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuMemAllocPitch(nullptr, &pitch, 64, 4, 4));
}
