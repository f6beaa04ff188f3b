// SPDX-License-Identifier: Apache-2.0
// Characterization: A null flags pointer (device 0, a valid active pointer) leaves nowhere to write
// the result. The text gives only the list of return codes, which names CUDA_ERROR_INVALID_VALUE,
// so the call is called with one of them; which one is recorded. The text gives only the function's
// return list, no condition for this input: the code the call returns is recorded (with whether the
// list names it).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDevicePrimaryCtxGetState, NullOutParam,
    {
        .api = {"cuDevicePrimaryCtxGetState"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuDevicePrimaryCtxGetState",
            .quote =
                "CUDA_SUCCESS, CUDA_ERROR_DEINITIALIZED, CUDA_ERROR_NOT_INITIALIZED, CUDA_ERROR_INVALID_DEVICE, CUDA_ERROR_INVALID_VALUE"},
        .claim = cudasem::Claim::hedge,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  int active = -1;

  CUDASEM_RECORD_CODE(drv.cuDevicePrimaryCtxGetState(cudasem::device0(), nullptr, &active));
}
