// SPDX-License-Identifier: Apache-2.0
// Characterization: A null bytes pointer (device 0) leaves nowhere to write the result. The text
// gives only the list of return codes, which names CUDA_ERROR_INVALID_VALUE, so the call is called
// with one of them; which one is recorded. The text gives only the function's return list, no
// condition for this input: the code the call returns is recorded (with whether the list names it).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDeviceTotalMem, NullOutParam,
    {
        .api = {"cuDeviceTotalMem"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuDeviceTotalMem",
            .quote =
                "CUDA_SUCCESS, CUDA_ERROR_DEINITIALIZED, CUDA_ERROR_NOT_INITIALIZED, CUDA_ERROR_INVALID_CONTEXT, CUDA_ERROR_INVALID_VALUE"},
        .claim = cudasem::Claim::hedge,
    }) {
  const cudasem::Driver& drv = cudasem::driver();

  CUDASEM_RECORD_CODE(drv.cuDeviceTotalMem(nullptr, cudasem::device0()));
}
