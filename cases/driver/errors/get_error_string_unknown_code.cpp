// SPDX-License-Identifier: Apache-2.0
// cuGetErrorString of a code that is no CUresult: CUDA_ERROR_INVALID_VALUE and *pStr set to NULL.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverGetErrorString, UnknownCode,
    {
        .api = {"cuGetErrorString"},
        .cite = {.doc = "DRV",
            .section = "cuGetErrorString",
            .quote =
                "If the error code is not recognized, CUDA_ERROR_INVALID_VALUE will be returned and *pStr will be set to the NULL address."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  const char* text = "not touched";

  CUDASEM_EXPECT_CU_ERROR(drv.cuGetErrorString(static_cast<CUresult>(987654), &text), CUDA_ERROR_INVALID_VALUE);

  CUDASEM_EXPECT_TRUE_NAMED("pStr_is_null", text == nullptr);
}
