// SPDX-License-Identifier: Apache-2.0
// A null pool pointer (device 0) leaves nowhere to write the result. The text gives only the list
// of return codes, which names CUDA_ERROR_INVALID_VALUE, so the call must fail with one of them;
// which one is recorded.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDeviceGetDefaultMemPool, NullOutParam,
    {
        .api = {"cuDeviceGetDefaultMemPool"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceGetDefaultMemPool",
            .quote = "CUDA_ERROR_NOT_INITIALIZED, CUDA_ERROR_INVALID_VALUE"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();

  CUDASEM_EXPECT_CU_FAILURE(drv.cuDeviceGetDefaultMemPool(nullptr, cudasem::device0()));
}
