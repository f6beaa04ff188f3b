// SPDX-License-Identifier: Apache-2.0
// Characterization: A null flags pointer (the primary context current) leaves nowhere to write the
// result. The text gives only the list of return codes, which names CUDA_ERROR_INVALID_VALUE, so
// the call is called with one of them; which one is recorded. The text gives only the function's
// return list, no condition for this input: the code the call returns is recorded (with whether the
// list names it).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuCtxGetFlags, NullOutParam,
    {
        .api = {"cuCtxGetFlags"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuCtxGetFlags",
            .quote =
                "CUDA_SUCCESS, CUDA_ERROR_DEINITIALIZED, CUDA_ERROR_NOT_INITIALIZED, CUDA_ERROR_INVALID_CONTEXT, CUDA_ERROR_INVALID_VALUE"},
        .claim = cudasem::Claim::hedge,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;

  CUDASEM_RECORD_CODE(drv.cuCtxGetFlags(nullptr));
}
