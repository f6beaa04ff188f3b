// SPDX-License-Identifier: Apache-2.0
// A null pciBusId buffer (len 64, device 0) leaves nowhere to write the result. The text gives only
// the list of return codes, which names CUDA_ERROR_INVALID_VALUE, so the call must fail with one of
// them; which one is recorded.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDeviceGetPCIBusId, NullOutParam,
    {
        .api = {"cuDeviceGetPCIBusId"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceGetPCIBusId",
            .quote = "CUDA_SUCCESS, CUDA_ERROR_DEINITIALIZED, CUDA_ERROR_NOT_INITIALIZED, CUDA_ERROR_INVALID_VALUE"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();

  CUDASEM_EXPECT_CU_FAILURE(drv.cuDeviceGetPCIBusId(nullptr, 64, cudasem::device0()));
}
