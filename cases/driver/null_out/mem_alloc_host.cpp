// SPDX-License-Identifier: Apache-2.0
// A null pp (16 bytes) leaves nowhere to write the result. The text gives only the list of return
// codes, which names CUDA_ERROR_INVALID_VALUE, so the call must fail with one of them; which one is
// recorded.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemAllocHost, NullOutParam,
    {
        .api = {"cuMemAllocHost"},
        .cite = {.doc = "DRV",
            .section = "cuMemAllocHost",
            .quote =
                "CUDA_SUCCESS, CUDA_ERROR_DEINITIALIZED, CUDA_ERROR_NOT_INITIALIZED, CUDA_ERROR_INVALID_CONTEXT, CUDA_ERROR_INVALID_VALUE"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuMemAllocHost(nullptr, 16));
}
